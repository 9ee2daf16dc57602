/**
 * The staff inbox on the embedded stack: who may open it, the list's filters, search and pages,
 * replies that reach the sender through the table's stream and the local SES (and are marked failed
 * when SES refuses them, then sent once on Send again), assignment, and edits that lost a race.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InboxMessage } from '../../../functions/core/inbox/message.js';
import type { InboxSummary } from '../../../functions/core/inbox/staff-inbox.js';
import { createTestUser, type TestUser } from '../../helpers/admin-users.js';
import { makeEmail } from '../../helpers/accounts.js';
import { signIn } from '../../helpers/cognito.js';
import { LOCAL_MAIL } from '../../../infra/local/config.js';
import { SES_OUTAGE_PATH } from '../../../infra/local/services/ses.js';
import { callInbox, contactEnquiry, storeEnquiry, waitForReplySettled } from '../../helpers/inbox.js';
import { waitForMail } from '../../helpers/mailbox.js';

const shop = inject('shop');

let moderator: TestUser;
let moderatorToken: string;
let adminToken: string;
let customerToken: string;

type Detail = { message: InboxMessage; reply_id?: string };
type List = { messages: InboxSummary[]; cursor: string | null };

beforeAll(async () => {
  moderator = await createTestUser(shop, ['customer', 'moderator']);
  const { admin, customer } = shop.sampleAccounts;
  const [m, a, c] = await Promise.all([
    signIn(shop, moderator.email, moderator.password),
    signIn(shop, admin.email, admin.password),
    signIn(shop, customer.email, customer.password),
  ]);
  [moderatorToken, adminToken, customerToken] = [m.idToken, a.idToken, c.idToken];
});

describe('who may open the inbox', () => {
  it('lets a moderator and an admin in, and refuses a customer and a visitor', async () => {
    expect((await callInbox(shop, moderatorToken, 'GET', '')).status).toBe(200);
    expect((await callInbox(shop, adminToken, 'GET', '')).status).toBe(200);
    expect((await callInbox(shop, customerToken, 'GET', '')).status).toBe(403);
    expect((await callInbox(shop, undefined, 'GET', '')).status).toBe(401);
  });

  it('keeps a moderator out of products, users and orders', async () => {
    for (const path of ['/api/admin/products', '/api/admin/users', '/api/admin/orders', '/api/admin/stats']) {
      const response = await fetch(`${shop.url}${path}`, {
        headers: { authorization: `Bearer ${moderatorToken}` },
      });
      expect(response.status, path).toBe(403);
    }
  });
});

describe('the inbox list', () => {
  it('finds messages by subject words, newest first, a page at a time', async () => {
    const tag = `tag${randomUUID().slice(0, 8)}`;
    const base = Date.parse('2026-11-01T12:00:00.000Z');
    const stored = [];
    for (let i = 0; i < 3; i += 1) {
      stored.push(
        await storeEnquiry(
          shop,
          contactEnquiry(`Bulk ${tag} order ${i}`),
          new Date(base + i * 1000).toISOString(),
        ),
      );
    }
    const first = await callInbox<List>(shop, moderatorToken, 'GET', `?q=${tag.toUpperCase()}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m) => m.id)).toEqual([stored[2]!.id, stored[1]!.id]);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await callInbox<List>(
      shop,
      moderatorToken,
      'GET',
      `?q=${tag}&limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`,
    );
    expect(second.body.messages.map((m) => m.id)).toEqual([stored[0]!.id]);
    expect(second.body.cursor).toBeNull();
  });

  it("finds a message by the sender's e-mail and filters by kind and status", async () => {
    const email = makeEmail('quote-buyer');
    const message = await storeEnquiry(shop, contactEnquiry('Printer toner', email));
    const byEmail = await callInbox<List>(shop, moderatorToken, 'GET', `?q=${encodeURIComponent(email)}`);
    expect(byEmail.body.messages.map((m) => m.id)).toEqual([message.id]);
    const asQuote = await callInbox<List>(
      shop,
      moderatorToken,
      'GET',
      `?q=${encodeURIComponent(email)}&kind=quote`,
    );
    expect(asQuote.body.messages).toEqual([]);
    const closed = await callInbox<List>(
      shop,
      moderatorToken,
      'GET',
      `?q=${encodeURIComponent(email)}&status=closed`,
    );
    expect(closed.body.messages).toEqual([]);
  });

  it('refuses an unknown status and a forged cursor naming the parameter', async () => {
    const status = await callInbox<{ message: string }>(shop, moderatorToken, 'GET', '?status=archived');
    expect(status.status).toBe(400);
    expect(status.body.message).toMatch(/^status:/);
    const cursor = await callInbox<{ message: string }>(
      shop,
      moderatorToken,
      'GET',
      '?cursor=bm90LWEtY3Vyc29y',
    );
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toMatch(/^cursor:/);
  });
});

describe('replies', () => {
  it("reach the sender's mailbox from the shop, stay in the thread and answer the message", async () => {
    const email = makeEmail('shopper');
    const message = await storeEnquiry(shop, contactEnquiry('Laptop delivery to Mandeville', email));
    const replied = await callInbox<Detail>(shop, moderatorToken, 'POST', `/${message.id}/replies`, {
      body: 'Yes, we deliver to Mandeville within three working days.',
    });
    expect(replied.status).toBe(201);
    // Answered at once: the mail goes out from the table's stream.
    expect(replied.body.message.thread.at(-1)).toMatchObject({
      id: replied.body.reply_id,
      kind: 'reply',
      by: moderator.email,
      mail_status: 'sending',
    });
    const [mail] = await waitForMail(
      shop.url,
      email,
      (m) => m.subject === 'Re: Laptop delivery to Mandeville',
    );
    expect(mail!.text).toContain('Yes, we deliver to Mandeville within three working days.');
    expect(mail!.text).toContain('Do you deliver laptops to Montego Bay?');
    const settled = await waitForReplySettled(shop, adminToken, message.id, replied.body.reply_id!);
    expect(settled.status).toBe('answered');
    expect(settled.thread.map((entry) => [entry.kind, entry.mail_status])).toEqual([
      ['received', undefined],
      ['reply', 'sent'],
    ]);
  });

  it('are sent again only when their mail failed: a delivered reply is not sent twice', async () => {
    const message = await storeEnquiry(shop, contactEnquiry('Router setup'));
    const replied = await callInbox<Detail>(shop, moderatorToken, 'POST', `/${message.id}/replies`, {
      body: 'Please bring the router in.',
    });
    const settled = await waitForReplySettled(shop, moderatorToken, message.id, replied.body.reply_id!);
    expect(settled.thread.at(-1)!.mail_status).toBe('sent');
    const again = await callInbox<{ error: string }>(
      shop,
      moderatorToken,
      'POST',
      `/${message.id}/replies/${replied.body.reply_id}/retry`,
    );
    expect(again.status).toBe(409);
    const missing = await callInbox(
      shop,
      moderatorToken,
      'POST',
      `/${message.id}/replies/${randomUUID()}/retry`,
    );
    expect(missing.status).toBe(404);
  });

  it('are marked failed with the reason when the mail service refuses them, and Send again e-mails them once', async () => {
    const email = makeEmail('shopper');
    const subject = `Warranty repair ${randomUUID().slice(0, 8)}`;
    const message = await storeEnquiry(shop, contactEnquiry(subject, email));
    // The enquiry's own mails first, so the outage below refuses the reply alone.
    await waitForMail(shop.url, LOCAL_MAIL.staff, (m) => m.subject.endsWith(subject));
    // An outage for this shopper's address alone: other files' mails go on being sent meanwhile.
    const outage = `${shop.functionEnv.AWS_ENDPOINT_URL_SESV2!}${SES_OUTAGE_PATH}?to=${encodeURIComponent(email)}`;
    await fetch(outage, { method: 'POST' });
    let replyId: string;
    try {
      const replied = await callInbox<Detail>(shop, moderatorToken, 'POST', `/${message.id}/replies`, {
        body: 'Your laptop is ready for collection.',
      });
      expect(replied.status).toBe(201);
      replyId = replied.body.reply_id!;
      const failed = await waitForReplySettled(shop, moderatorToken, message.id, replyId, 40_000);
      expect(failed.thread.at(-1)).toMatchObject({ mail_status: 'failed', mail_error: expect.any(String) });
      expect(failed.status).toBe('new');
    } finally {
      await fetch(outage, { method: 'DELETE' });
    }

    const retried = await callInbox<Detail>(
      shop,
      moderatorToken,
      'POST',
      `/${message.id}/replies/${replyId}/retry`,
    );
    expect(retried.status).toBe(202);
    expect(retried.body.message.thread.at(-1)!.mail_status).toBe('sending');
    const sent = await waitForReplySettled(shop, moderatorToken, message.id, replyId);
    expect(sent.thread.at(-1)!.mail_status).toBe('sent');
    expect(sent.thread.at(-1)).not.toHaveProperty('mail_error');
    expect(sent.status).toBe('answered');
    // A second reply's mail comes through the stream after any replay of the first: still one each.
    const second = await callInbox<Detail>(shop, moderatorToken, 'POST', `/${message.id}/replies`, {
      body: 'We open at 9 on Saturday.',
    });
    expect(second.status).toBe(201);
    const replies = await waitForMail(
      shop.url,
      email,
      (m) => m.subject === `Re: ${subject}`,
      (messages) => messages.some((m) => (m.text ?? '').includes('We open at 9 on Saturday.')),
    );
    expect(
      replies.filter((m) => (m.text ?? '').includes('Your laptop is ready for collection.')),
    ).toHaveLength(1);
    expect(replies).toHaveLength(2);
  }, 90_000);

  it('refuse an empty reply naming the field', async () => {
    const message = await storeEnquiry(shop, contactEnquiry('Empty reply'));
    const replied = await callInbox<{ message: string }>(
      shop,
      moderatorToken,
      'POST',
      `/${message.id}/replies`,
      {
        body: '   ',
      },
    );
    expect(replied.status).toBe(400);
    expect(replied.body.message).toMatch(/^body:/);
  });
});

describe('assigning and closing', () => {
  it('assigns to a staff member, refuses a customer, and closes', async () => {
    const message = await storeEnquiry(shop, contactEnquiry('Warranty claim'));
    const assigned = await callInbox<Detail>(shop, adminToken, 'PATCH', `/${message.id}`, {
      version: message.version,
      assignee_user_id: moderator.userId,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.message.assignee).toEqual({ user_id: moderator.userId, email: moderator.email });

    const customer = await createTestUser(shop, ['customer']);
    const refused = await callInbox<{ message: string }>(shop, adminToken, 'PATCH', `/${message.id}`, {
      version: assigned.body.message.version,
      assignee_user_id: customer.userId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^assignee_user_id:/);

    const closed = await callInbox<Detail>(shop, moderatorToken, 'PATCH', `/${message.id}`, {
      version: assigned.body.message.version,
      status: 'closed',
    });
    expect(closed.body.message.status).toBe('closed');
    const staff = await callInbox<{ staff: { user_id: string }[] }>(shop, moderatorToken, 'GET', '/staff');
    expect(staff.body.staff.map((s) => s.user_id)).toContain(moderator.userId);
    expect(staff.body.staff.map((s) => s.user_id)).not.toContain(customer.userId);
  });

  it('answers 409 ConcurrentChange to the edit that lost the race, and keeps the winner', async () => {
    const message = await storeEnquiry(shop, contactEnquiry('Two staff at once'));
    const [a, b] = await Promise.all([
      callInbox<Detail>(shop, moderatorToken, 'PATCH', `/${message.id}`, { version: 1, status: 'closed' }),
      callInbox<Detail>(shop, adminToken, 'PATCH', `/${message.id}`, {
        version: 1,
        assignee_user_id: moderator.userId,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ error: 'ConcurrentChange' });
    const stored = await callInbox<Detail>(shop, adminToken, 'GET', `/${message.id}`);
    expect(stored.body.message.version).toBe(2);
    const stale = await callInbox(shop, adminToken, 'PATCH', `/${message.id}`, {
      version: 1,
      status: 'closed',
    });
    expect(stale.status).toBe(409);
  });
});
