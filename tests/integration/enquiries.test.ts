/**
 * The public forms end to end on the embedded stack: the route, the stored inbox message, the
 * table's stream, the enquiry mail consumer and the local SES, whose mailbox shows the sender's
 * acknowledgement and the staff notification; and the abuse protection every form passes through.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../functions/core/inbox/forms.js';
import { enquiryAnswers } from '../../functions/core/inbox/inbox-strings.js';
import { ENQUIRY_LIMITS } from '../../functions/core/security-limits.js';
import { LOCAL_MAIL } from '../../infra/local/config.js';
import { createEnquiryStore, newLoopbackAddress, sendFrom } from '../helpers/enquiries.js';
import { readMailboxOf, waitForMail } from '../helpers/mailbox.js';

const shop = inject('shop');
const store = createEnquiryStore(shop);
afterAll(() => store.close());

const newEmail = (label: string) => `${label}-${randomUUID()}@example.com`;
const post = (path: string, body: unknown, from = newLoopbackAddress()) =>
  sendFrom(shop.url, from, 'POST', path, body);

const contactForm = (email: string) => ({
  first_name: 'Shanice',
  last_name: 'Brown',
  email,
  phone: '876-555-0199',
  subject: `Laptops for a school ${randomUUID().slice(0, 8)}`,
  message: 'Do you have 20 laptops in stock for a school lab?',
});

describe('contact, support and quote forms', () => {
  it('store a contact message, acknowledge it to the sender and notify staff', async () => {
    const email = newEmail('contact');
    const form = contactForm(email);

    const answer = await post('/api/messages/contact', form);

    expect(answer.status).toBe(202);
    const [stored] = await store.messagesOf(email);
    expect(stored).toMatchObject({
      kind: 'contact',
      status: 'new',
      version: 1,
      subject: form.subject,
      body: form.message,
      sender: { name: 'Shanice Brown', email, phone: '876-555-0199', user_id: null },
      assignee: null,
      draft_order_id: null,
    });
    expect(stored!.thread).toEqual([expect.objectContaining({ kind: 'received', body: form.message })]);
    const [acknowledgement] = await waitForMail(shop.url, email, () => true);
    expect(acknowledgement!.subject).toBe('We received your message');
    expect(acknowledgement!.text).toContain(form.message);
    const [staff] = await waitForMail(shop.url, LOCAL_MAIL.staff, (mail) =>
      mail.subject.includes(form.subject),
    );
    expect(staff!.subject).toBe(`New message: ${form.subject}`);
    expect(staff!.text).toContain(email);
    expect(staff!.text).toContain('876-555-0199');
  });

  it('store a support request with its issue type and description', async () => {
    const email = newEmail('support');
    const answer = await post('/api/messages/support', {
      name: 'Andre Campbell',
      email,
      product_service: 'HP LaserJet Pro',
      issue_type: 'Warranty Claim',
      description: 'The printer jams on every page since last week.',
    });

    expect(answer.status).toBe(202);
    const [stored] = await store.messagesOf(email);
    expect(stored).toMatchObject({
      kind: 'support',
      subject: 'Warranty Claim: HP LaserJet Pro',
      body: 'The printer jams on every page since last week.',
      details: { product_service: 'HP LaserJet Pro', issue_type: 'Warranty Claim' },
      sender: { name: 'Andre Campbell', phone: null },
    });
    const [acknowledgement] = await waitForMail(shop.url, email, () => true);
    expect(acknowledgement!.subject).toBe('We received your support request');
    expect(acknowledgement!.text).toContain('The printer jams on every page');
    const staff = await waitForMail(shop.url, LOCAL_MAIL.staff, (mail) =>
      mail.subject.includes('Warranty Claim: HP LaserJet Pro'),
    );
    expect(staff.some((mail) => mail.text?.includes(email))).toBe(true);
  });

  it('store a quote request with its lines, company and TRN', async () => {
    const email = newEmail('quote');
    const company = `Portmore High ${randomUUID().slice(0, 6)}`;
    const answer = await post('/api/messages/quote', {
      name: 'Diane Williams',
      email,
      company,
      trn: '123-456-789',
      lines: [
        { sku: 'HP-250-G9', quantity: 20 },
        { sku: 'LOGI-M185', quantity: '25' },
      ],
      notes: 'Delivery to the school before September.',
    });

    expect(answer.status).toBe(202);
    const [stored] = await store.messagesOf(email);
    expect(stored).toMatchObject({
      kind: 'quote',
      subject: `Quote request from ${company}`,
      body: 'Delivery to the school before September.',
      details: {
        company,
        trn: '123456789',
        lines: [
          { sku: 'HP-250-G9', quantity: 20 },
          { sku: 'LOGI-M185', quantity: 25 },
        ],
      },
    });
    const [acknowledgement] = await waitForMail(shop.url, email, () => true);
    expect(acknowledgement!.subject).toBe('We received your quote request');
    expect(acknowledgement!.text).toContain('20 x HP-250-G9');
    const [staff] = await waitForMail(shop.url, LOCAL_MAIL.staff, (mail) => mail.subject.includes(company));
    expect(staff!.text).toContain('25 x LOGI-M185');
    expect(staff!.text).toContain('123456789');
  });

  it('answer 400 naming the field, and store nothing, when a form is incomplete', async () => {
    const email = newEmail('missing');
    const support = await post('/api/messages/support', {
      name: 'Andre Campbell',
      email,
      product_service: 'Dell laptop',
      issue_type: 'Hardware Problem',
      description: '   ',
    });
    const quote = await post('/api/messages/quote', {
      name: 'Diane Williams',
      email,
      company: 'Portmore High',
      lines: [],
    });
    const issueType = await post('/api/messages/support', {
      name: 'Andre Campbell',
      email,
      product_service: 'Dell laptop',
      issue_type: 'Broken',
      description: 'It does not start.',
    });

    expect(support.status).toBe(400);
    expect(support.body.message).toBe('description: Please describe the problem.');
    expect(quote.status).toBe(400);
    expect(quote.body.message).toBe('lines: Please add at least one product line.');
    expect(issueType.status).toBe(400);
    expect(issueType.body.message).toBe('issue_type: Please choose an issue type.');
    expect(await store.messagesOf(email)).toEqual([]);
  });
});

describe('abuse protection of the forms', () => {
  it('accepts a form whose honeypot is filled, and stores and sends nothing', async () => {
    const email = newEmail('bot');
    const answer = await post('/api/messages/contact', {
      ...contactForm(email),
      [HONEYPOT_FIELD]: 'https://spam.example.com',
    });
    // A genuine message sent after it goes through the same stream: once its mail is there, the
    // bot's would have been too.
    const genuine = newEmail('genuine');
    await post('/api/messages/contact', contactForm(genuine));
    await waitForMail(shop.url, genuine, () => true);

    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ status: 'received' });
    expect(await store.messagesOf(email)).toEqual([]);
    expect(await readMailboxOf(shop.url, email)).toEqual([]);
  });

  it(`refuses the sender's request beyond ${ENQUIRY_LIMITS.perAddress} in a window with a 429`, async () => {
    const email = newEmail('eager');
    const answers = [];
    for (let index = 0; index <= ENQUIRY_LIMITS.perAddress; index += 1) {
      // From a new network address each time: only the sender's address is counted against them.
      answers.push(await post('/api/messages/contact', contactForm(email)));
    }

    const refused = answers.at(-1)!;
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(
      Array<number>(ENQUIRY_LIMITS.perAddress).fill(202),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(enquiryAnswers.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await store.messagesOf(email)).toHaveLength(ENQUIRY_LIMITS.perAddress);
  });

  it(`refuses a network address's request beyond ${ENQUIRY_LIMITS.perNetworkAddress} in a window`, async () => {
    const from = newLoopbackAddress();
    const statuses: number[] = [];
    for (let index = 0; index < ENQUIRY_LIMITS.perNetworkAddress; index += 1) {
      statuses.push((await post('/api/newsletter', { email: newEmail('crowd') }, from)).status);
    }
    const last = newEmail('crowd');
    const refused = await post('/api/newsletter', { email: last }, from);

    expect(statuses.every((status) => status === 202)).toBe(true);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(enquiryAnswers.tooManyRequests);
    expect(await store.subscriptionOf(last)).toBeUndefined();
  });

  it('refuses a body larger than any genuine form with a 413', async () => {
    const email = newEmail('large');
    const answer = await post('/api/messages/contact', {
      ...contactForm(email),
      message: 'x'.repeat(ENQUIRY_LIMITS.maxBodyBytes),
    });

    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(enquiryAnswers.tooLarge);
    expect(await store.messagesOf(email)).toEqual([]);
  });
});
