/**
 * The local mailbox: the e-mails cognito-local would send, kept in `<dataDir>/mailbox.json` (the last
 * 50, newest first) by a preload in cognito-local (services/cognito-mailbox.cjs), printed to the
 * `npm start` console as they arrive and served at `GET /__dev/mailbox` by the local adapter only.
 */
import { readFile } from 'node:fs/promises';
import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';

export const MAILBOX_FILE_NAME = 'mailbox.json';
/** Messages kept; older ones drop off. */
export const MAILBOX_LIMIT = 50;
/** The adapter's dev-only route; never part of the route table or the CDK API. */
export const MAILBOX_ROUTE = '/__dev/mailbox';
const POLL_MS = 500;

export interface MailboxMessage {
  id: string;
  at: string;
  to: string;
  username: string;
  subject: string;
  /** The HTML body the custom-message trigger built, code filled in. */
  body: string;
  code: string;
}

export function getMailboxFile(dataDir: string): string {
  return path.join(dataDir, MAILBOX_FILE_NAME);
}

/** The environment that makes cognito-local write the mailbox: preload and file. */
export function getMailboxPreloadEnv(dataDir: string): Record<string, string> {
  const preload = path.join(import.meta.dirname, 'services', 'cognito-mailbox.cjs');
  return {
    NODE_OPTIONS: `--require ${JSON.stringify(preload)}`,
    STOREFRONT_MAILBOX_FILE: getMailboxFile(dataDir),
    STOREFRONT_MAILBOX_LIMIT: String(MAILBOX_LIMIT),
  };
}

/** The messages, newest first; optionally only those sent to one address (case-insensitive). */
export async function readMailbox(dataDir: string, to?: string): Promise<MailboxMessage[]> {
  let messages: MailboxMessage[];
  try {
    messages = (JSON.parse(await readFile(getMailboxFile(dataDir), 'utf8')) as { messages: MailboxMessage[] })
      .messages;
  } catch {
    return [];
  }
  const wanted = to?.trim().toLowerCase();
  return wanted ? messages.filter((m) => m.to.toLowerCase() === wanted) : messages;
}

/** Turns a message into a few readable console lines (HTML tags dropped, links kept). */
export function formatMailboxMessage(message: MailboxMessage): string {
  const text = message.body
    .replace(/<a href="([^"]+)">([^<]*)<\/a>/g, '$2: $1')
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const lines = [
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    ...text.split('\n'),
    `Code: ${message.code}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '-'.repeat(Math.min(width, 100));
  return [
    '',
    `  ${rule}`,
    '  Local mailbox: new e-mail',
    ...lines.map((line) => `  ${line}`),
    `  ${rule}`,
  ].join('\n');
}

/** Prints each new message as it lands; returns a function that stops watching. */
export function watchMailbox(dataDir: string, log: (text: string) => void): () => void {
  const file = getMailboxFile(dataDir);
  let lastSeen: string | undefined;
  let primed = false;
  const check = async (): Promise<void> => {
    const messages = await readMailbox(dataDir);
    if (!primed) {
      primed = true;
      lastSeen = messages[0]?.id;
      return;
    }
    const fresh: MailboxMessage[] = [];
    for (const message of messages) {
      if (message.id === lastSeen) break;
      fresh.push(message);
    }
    if (fresh.length === 0) return;
    lastSeen = messages[0]?.id;
    for (const message of fresh.reverse()) log(formatMailboxMessage(message));
  };
  void check();
  watchFile(file, { interval: POLL_MS }, () => void check());
  return () => unwatchFile(file);
}
