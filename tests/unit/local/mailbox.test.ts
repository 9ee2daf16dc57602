/**
 * The dev mailbox's read of one address against the real local SES (in this process): the shopper's
 * mails alone, newest first, whatever the case of the address, and the whole mailbox without one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePorts } from '../../../infra/local/free-ports.js';
import { readMailbox } from '../../../infra/local/mailbox.js';
import { startSes, type SesService } from '../../../infra/local/services/ses.js';

let ses: SesService;
let endpoint: string;
let dataDir: string;
let client: SESv2Client;

beforeAll(async () => {
  const { ses: port } = await getFreePorts();
  ses = await startSes({ port, onUnexpectedExit: () => undefined });
  endpoint = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-test-'));
  client = new SESv2Client({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  client.destroy();
  await ses.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(to: string[], subject: string): Promise<void> {
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: 'shop@example.test',
      Destination: { ToAddresses: to },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: `About ${subject}` } } } },
    }),
  );
}

describe('the dev mailbox of one address', () => {
  it("lists that address's mails alone, newest first, whatever the case it is written in", async () => {
    const id = randomUUID().slice(0, 8);
    const shopper = `shopper-${id}@example.test`;
    const other = `other-${id}@example.test`;
    await send([shopper], `First ${id}`);
    await send([other], `Not hers ${id}`);
    await send([`Shopper-${id}@Example.test`, other], `Second ${id}`);
    await send([shopper], `Third ${id}`);

    const mails = await readMailbox(dataDir, shopper.toUpperCase(), endpoint);

    expect(mails.map((m) => m.subject)).toEqual([`Third ${id}`, `Second ${id}`, `First ${id}`]);
    expect(mails[0]).toMatchObject({ to: shopper, text: `About Third ${id}`, source: 'ses' });
    expect(mails[1]!.to).toBe(`Shopper-${id}@Example.test, ${other}`);
  });

  it('lists every address without one', async () => {
    const id = randomUUID().slice(0, 8);
    await send([`a-${id}@example.test`], `To a ${id}`);
    await send([`b-${id}@example.test`], `To b ${id}`);

    const subjects = (await readMailbox(dataDir, undefined, endpoint)).map((m) => m.subject);

    expect(subjects.indexOf(`To b ${id}`)).toBeGreaterThanOrEqual(0);
    expect(subjects.indexOf(`To b ${id}`)).toBeLessThan(subjects.indexOf(`To a ${id}`));
  });
});
