/**
 * Amazon SES on this machine: aws-ses-v2-local in this process, answering the SES v1/v2 API the SDK's
 * SESv2Client speaks and keeping every message in memory (`GET /store`, its own viewer at `/`). In
 * process, like s3rver: it is a small Express app, and a second Node process would cost more memory
 * than it saves. Its store belongs to the module, so shops started in one process share it (tests
 * filter by recipient).
 *
 * One addition of ours, for the tests and for trying the mail flow's retries by hand: an outage
 * switch. `POST /local/outage` makes every send answer 503 (as SES does when it is unavailable) until
 * `DELETE /local/outage`; `GET /local/outage` says whether it is on and how many sends it refused.
 * With `?to=<address>` it refuses only sends to that address (and `DELETE ?to=` lifts that alone),
 * so a test's outage never refuses the mails of tests running beside it on the same shop.
 *
 * And a read of one recipient's mails: `GET /local/mails?to=<address>` answers the stored messages
 * sent to that address (case-insensitive), each with its place in the store, instead of the whole
 * store `GET /store` answers. The tests' mailbox reads ask for one address many times a second, and
 * the whole store of a test run is thousands of rendered e-mails.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type startSesServerType from 'aws-ses-v2-local';
import { LocalStackError } from './local-stack-error.js';
import { superviseInProcessServer, type InProcessService } from './in-process-server.js';

// A CommonJS module whose function is `exports.default`: Node's ESM import would hand over the
// exports object (vitest's interop hides that), so it is required explicitly.
const require = createRequire(import.meta.url);
const { default: startSesServer } = require('aws-ses-v2-local') as {
  default: typeof startSesServerType;
};
// The stand-in's in-memory store, the one its `GET /store` answers from (the package has no exports map).
const { getStoreReadonly } = require('aws-ses-v2-local/dist/store.js') as {
  getStoreReadonly: () => { emails: StoredSesEmail[] };
};

export const SES_NAME = 'the local SES (aws-ses-v2-local)';
export const SES_OUTAGE_PATH = '/local/outage';
export const SES_MAILS_PATH = '/local/mails';
const SEND_PATHS = ['/v2/email/outbound-emails', '/v2/email/outbound-bulk-emails'];

export type SesService = InProcessService;

export interface StartSesOptions {
  port: number;
  onUnexpectedExit: (description: string) => void;
}

/** One message as the stand-in keeps it (`GET /store`). */
export interface StoredSesEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** Seconds since the epoch. */
  at: number;
}

/** A stored message as `GET /local/mails` answers it: with its place in the whole store. */
export interface StoredSesEmailAt extends StoredSesEmail {
  index: number;
}

/** The stored messages sent (To) to `to`, case-insensitive, in the order they were sent. */
function storedMailsTo(to: string): StoredSesEmailAt[] {
  const wanted = to.trim().toLowerCase();
  return getStoreReadonly().emails.flatMap((email, index) =>
    email.destination.to.some((address) => address.toLowerCase() === wanted) ? [{ ...email, index }] : [],
  );
}

/** Starts the stand-in on 127.0.0.1 and resolves once its health check answers. */
export async function startSes(options: StartSesOptions): Promise<SesService> {
  let server: Server;
  try {
    server = await startSesServer({ host: '127.0.0.1', port: options.port });
  } catch (error) {
    throw new LocalStackError(`${SES_NAME} could not start: ${(error as Error).message}`);
  }
  if (!server.listening) {
    throw new LocalStackError(`${SES_NAME} could not listen on port ${options.port}.`);
  }
  installOutageSwitch(server);
  return superviseInProcessServer({
    name: SES_NAME,
    server,
    port: options.port,
    readyPath: '/health-check',
    onUnexpectedExit: options.onUnexpectedExit,
  });
}

/** Every recipient of a SES v2 send's JSON body (one e-mail or a bulk send), lower-cased. */
function readRecipients(body: string): string[] {
  interface Destination {
    ToAddresses?: string[];
    CcAddresses?: string[];
    BccAddresses?: string[];
  }
  try {
    const parsed = JSON.parse(body) as {
      Destination?: Destination;
      BulkEmailEntries?: { Destination?: Destination }[];
    };
    const destinations = [parsed.Destination, ...(parsed.BulkEmailEntries ?? []).map((e) => e.Destination)];
    return destinations.flatMap((d) =>
      [...(d?.ToAddresses ?? []), ...(d?.CcAddresses ?? []), ...(d?.BccAddresses ?? [])].map((a) =>
        a.toLowerCase(),
      ),
    );
  } catch {
    return [];
  }
}

/** Puts the outage switch and the one-recipient read in front of the Express app that answers every request. */
function installOutageSwitch(server: Server): void {
  const app = server.listeners('request')[0] as (request: IncomingMessage, response: ServerResponse) => void;
  let active = false;
  const refusedRecipients = new Set<string>();
  let rejected = 0;
  const json = (response: ServerResponse, status: number, body: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse): void => {
    rejected += 1;
    json(response, 503, { message: 'Service Unavailable (local SES outage switch)' });
  };
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    if (url.pathname === SES_MAILS_PATH && request.method === 'GET') {
      return json(response, 200, { emails: storedMailsTo(to ?? '') });
    }
    if (url.pathname === SES_OUTAGE_PATH) {
      if (request.method === 'POST') {
        if (to) refusedRecipients.add(to);
        else active = true;
      }
      if (request.method === 'DELETE') {
        if (to) refusedRecipients.delete(to);
        else {
          active = false;
          refusedRecipients.clear();
        }
      }
      return json(response, 200, { active: active || refusedRecipients.size > 0, rejected });
    }
    const sending = request.method === 'POST' && SEND_PATHS.includes(url.pathname);
    if (sending && active) {
      request.resume();
      return refuse(response);
    }
    if (!sending || refusedRecipients.size === 0) return app(request, response);
    // Read the send to see its recipients, then hand it on already parsed: the app's JSON parser
    // leaves a request whose body was read as it is.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (readRecipients(body).some((address) => refusedRecipients.has(address))) return refuse(response);
      try {
        Object.assign(request, { body: JSON.parse(body) as unknown });
      } catch {
        Object.assign(request, { body: {} });
      }
      app(request, response);
    });
  });
}
