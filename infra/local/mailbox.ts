/**
 * The local mailbox: every e-mail the shop sends on this machine, printed to the `npm start` console
 * as it arrives and served at `GET /__dev/mailbox` by the local adapter only. Two sources, merged
 * newest first: what cognito-local would send (codes, reset links), kept in `<dataDir>/mailbox.json`
 * (the last 50) by a preload in cognito-local (services/cognito-mailbox.cjs); and what the shop sent
 * through the local SES (order mails), read from the stand-in's store (`GET /store`, or only one
 * address's mails with `GET /local/mails?to=`).
 */
import { readFile } from 'node:fs/promises';
import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import { SES_MAILS_PATH, type StoredSesEmail, type StoredSesEmailAt } from './services/ses.js';

export const MAILBOX_FILE_NAME = 'mailbox.json';
/** Messages kept; older ones drop off. */
export const MAILBOX_LIMIT = 50;
/** The adapter's dev-only route; never part of the route table or the CDK API. */
export const MAILBOX_ROUTE = '/__dev/mailbox';
const POLL_MS = 500;
const SES_POLL_MS = 1_000;

export interface MailboxMessage {
  id: string;
  at: string;
  to: string;
  username: string;
  subject: string;
  /** The HTML body: the custom-message trigger's (code filled in) or the order mail's. */
  body: string;
  /** The plain-text part of an SES message ('' for Cognito's, which have none). */
  text?: string;
  /** The Cognito code ('' for SES messages). */
  code: string;
  /** Who sent it: cognito-local or the local SES. */
  source?: 'cognito' | 'ses';
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

/**
 * The messages, newest first; optionally only those sent to one address (case-insensitive). With
 * the local SES's endpoint, its messages are included.
 */
export async function readMailbox(
  dataDir: string,
  to?: string,
  sesEndpoint?: string,
): Promise<MailboxMessage[]> {
  const wanted = to?.trim().toLowerCase();
  const [cognito, ses] = await Promise.all([
    readCognitoMessages(dataDir),
    sesEndpoint ? readSesMessages(sesEndpoint, wanted) : [],
  ]);
  const messages = [...cognito, ...ses].sort((a, b) => b.at.localeCompare(a.at));
  return wanted
    ? messages.filter((m) => m.to.split(', ').some((address) => address.toLowerCase() === wanted))
    : messages;
}

async function readCognitoMessages(dataDir: string): Promise<MailboxMessage[]> {
  try {
    const file = JSON.parse(await readFile(getMailboxFile(dataDir), 'utf8')) as {
      messages: MailboxMessage[];
    };
    return file.messages.map((message) => ({ ...message, source: 'cognito' as const }));
  } catch {
    return [];
  }
}

/**
 * The local SES's messages (only those to `to`, when given); its store keeps seconds, the place in
 * the store breaks ties in sending order.
 */
async function readSesMessages(endpoint: string, to?: string): Promise<MailboxMessage[]> {
  try {
    const url = to ? `${endpoint}${SES_MAILS_PATH}?to=${encodeURIComponent(to)}` : `${endpoint}/store`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const { emails } = (await response.json()) as { emails: (StoredSesEmail | StoredSesEmailAt)[] };
    return emails.map((email, position) => ({
      id: email.messageId,
      // Milliseconds from the store order keep messages of one second in the order they were sent.
      at: new Date(email.at * 1000 + Math.min('index' in email ? email.index : position, 999)).toISOString(),
      to: email.destination.to.join(', '),
      username: '',
      subject: email.subject,
      body: email.body.html ?? '',
      text: email.body.text ?? '',
      code: '',
      source: 'ses' as const,
    }));
  } catch {
    return [];
  }
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
    ...(message.text ? message.text.split('\n').filter((line) => line.trim() !== '') : text.split('\n')),
    ...(message.code ? [`Code: ${message.code}`] : []),
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

/**
 * Prints each new message as it lands; returns a function that stops watching. Cognito's file is
 * watched; the local SES, when given, is asked every second.
 */
export function watchMailbox(dataDir: string, log: (text: string) => void, sesEndpoint?: string): () => void {
  const file = getMailboxFile(dataDir);
  const seen = new Set<string>();
  let primed = false;
  let checking = false;
  const check = async (): Promise<void> => {
    if (checking) return;
    checking = true;
    try {
      const messages = await readMailbox(dataDir, undefined, sesEndpoint);
      const fresh = messages.filter((message) => !seen.has(message.id));
      for (const message of fresh) seen.add(message.id);
      if (!primed) {
        primed = true;
        return;
      }
      for (const message of fresh.reverse()) log(formatMailboxMessage(message));
    } finally {
      checking = false;
    }
  };
  void check();
  watchFile(file, { interval: POLL_MS }, () => void check());
  const timer = sesEndpoint ? setInterval(() => void check(), SES_POLL_MS) : undefined;
  timer?.unref();
  return () => {
    unwatchFile(file);
    if (timer) clearInterval(timer);
  };
}
