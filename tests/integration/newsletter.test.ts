/**
 * The newsletter's double opt-in on the embedded stack: a sign-up is pending until the link of its
 * confirmation mail (from the stream, through the local SES) is followed; the same mail carries the
 * unsubscribe link; a repeated sign-up of a confirmed address changes and sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newsletterAnswers } from '../../functions/core/inbox/newsletter-strings.js';
import { createEnquiryStore, newLoopbackAddress, sendFrom } from '../helpers/enquiries.js';
import { readMailboxOf, waitForMail } from '../helpers/mailbox.js';

const shop = inject('shop');
const store = createEnquiryStore(shop);
afterAll(() => store.close());

const send = (method: string, path: string, body?: unknown) =>
  sendFrom(shop.url, newLoopbackAddress(), method, path, body);

/** The `action` link of the confirmation mail to `email`, as the shopper would follow it. */
async function linkInMail(email: string, action: 'confirm' | 'unsubscribe'): Promise<URL> {
  const [mail] = await waitForMail(shop.url, email, (message) => message.subject.includes('confirm'));
  const links = [...mail!.body.matchAll(/href="([^"]+)"/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, '&')),
  );
  const link = links.find((url) => url.searchParams.get('newsletter') === action);
  expect(link, `a ${action} link in the mail`).toBeDefined();
  return link!;
}

describe('newsletter sign-up', () => {
  it('stays pending until the confirmation link is followed, then is confirmed', async () => {
    const email = `reader-${randomUUID()}@example.com`;

    const signUp = await send('POST', '/api/newsletter', { email });

    expect(signUp.status).toBe(202);
    expect((await store.subscriptionOf(email))?.status).toBe('pending');
    const confirmLink = await linkInMail(email, 'confirm');
    const unsubscribeLink = await linkInMail(email, 'unsubscribe');
    expect(confirmLink.origin).toBe(shop.url);
    expect(unsubscribeLink.searchParams.get('token')).toBe(confirmLink.searchParams.get('token'));

    const token = confirmLink.searchParams.get('token')!;
    const confirmed = await send('GET', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`);

    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(newsletterAnswers.confirmed);
    expect((await store.subscriptionOf(email))?.status).toBe('confirmed');
  });

  it('unsubscribes through the link, and a confirmed address signed up again stays as it is', async () => {
    const email = `loyal-${randomUUID()}@example.com`;
    await send('POST', '/api/newsletter', { email });
    const token = (await linkInMail(email, 'confirm')).searchParams.get('token')!;
    await send('GET', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`);

    const again = await send('POST', '/api/newsletter', { email });
    const stranger = `stranger-${randomUUID()}@example.com`;
    await send('POST', '/api/newsletter', { email: stranger });
    await waitForMail(shop.url, stranger, () => true);

    expect(again.status).toBe(202);
    expect(again.body).toEqual({ status: 'received' });
    expect(await store.subscriptionOf(email)).toMatchObject({ status: 'confirmed', token });
    expect(await readMailboxOf(shop.url, email)).toHaveLength(1);

    const unsubscribed = await send('GET', `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.message).toBe(newsletterAnswers.unsubscribed);
    expect((await store.subscriptionOf(email))?.status).toBe('unsubscribed');
  });

  it('answers 404 to a link with an unknown token and 400 to a malformed one', async () => {
    const unknown = await send('GET', `/api/newsletter/confirm?token=${'a'.repeat(32)}`);
    const malformed = await send('GET', '/api/newsletter/unsubscribe?token=x');

    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(newsletterAnswers.linkInvalid);
    expect(malformed.status).toBe(400);
    expect(String(malformed.body.message)).toMatch(/^token: /);
  });
});
