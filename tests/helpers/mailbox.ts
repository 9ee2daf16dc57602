/** Reads the running shop's dev mailbox (Cognito's mails and the local SES's) from a test. */
import type { MailboxMessage } from '../../infra/local/mailbox.js';

/** Every message sent to `to`, newest first. */
export async function readMailboxOf(shopUrl: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${shopUrl}/__dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/**
 * Waits until the messages to `to` that `accept` picks satisfy `done`, and returns them; fails with
 * what arrived if they never do.
 */
export async function waitForMail(
  shopUrl: string,
  to: string,
  accept: (message: MailboxMessage) => boolean,
  done: (messages: MailboxMessage[]) => boolean = (messages) => messages.length > 0,
  timeoutMs = 20_000,
): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await readMailboxOf(shopUrl, to)).filter(accept);
    if (done(messages)) return messages;
    if (Date.now() > deadline) {
      throw new Error(
        `Mail to ${to} did not arrive as expected; got: ${messages.map((m) => m.subject).join(' | ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
