/**
 * Business mails' links opened where people open them: on another device with nothing stored, signed
 * out, then signed in from the page the link opens; by the right person and by the wrong one; a
 * button pressed twice and a link opened a second time.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  checkOutForPickup,
  createApprovedCompany,
  createCustomer,
  createStaff,
  memberIdOf,
  setSpendingLimit,
} from '../helpers/business.js';
import { createTestUser } from '../helpers/admin-users.js';
import type { ShopClient } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { waitForEmail } from './auth-helpers.js';
import { expect, openAnotherDevice, test } from './human.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

/** The site path and query of the first link to `/account/business` in a mail's text. */
function businessLinkIn(text: string): string {
  const found = /https?:\/\/[^\s\]]+(\/account\/business[^\s\]]*)/.exec(text);
  expect(found, 'the link to the business account').not.toBeNull();
  return found![1]!;
}

/** The company admin invites `email`; answers the site path and query of the mailed link. */
async function invite(request: APIRequestContext, admin: ShopClient, companyId: string, email: string) {
  const invited = await admin.call('POST', `/api/me/business/${companyId}/invites`, { email });
  expect(invited.status).toBe(201);
  // Through the table's stream: slower on a busy machine than the API helpers' 10 s.
  const mail = await waitForEmail(request, email, (m) => m.subject.startsWith('You are invited'), 30_000);
  return businessLinkIn(mail.text ?? '');
}

/** On a page that asks to sign in first: follows its Sign in link, signs in, and is sent back. */
async function signInFromLink(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByText('Please sign in to open or manage a business account.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** How many of the page's calls to `pathPart` are still unanswered, counted from now. */
function callsInFlight(page: Page, pathPart: string): () => number {
  let open = 0;
  page.on('request', (request) => {
    if (request.url().includes(pathPart)) open += 1;
  });
  const done = (request: { url(): string }) => {
    if (request.url().includes(pathPart)) open -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

test('an invited buyer joins from the mail on another device with a double-click, and the link opened again says they joined', async ({
  anotherDevice: buyer,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(shop);
  const { admin, companyId } = await createApprovedCompany(shop, staff);
  const invitee = await createTestUser(shop);
  const link = await invite(request, admin.client, companyId, invitee.email);

  // The wrong person, signed in on their own device, is told whose link it is and joins nothing.
  const stranger = await openAnotherDevice(browser, baseURL);
  try {
    const other = await createTestUser(shop);
    await stranger.goto(link);
    await signInFromLink(stranger, other.email, other.password);
    await stranger.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(
      stranger.getByRole('alert').filter({ hasText: 'sent to another e-mail address' }),
    ).toHaveText('This invitation was sent to another e-mail address. Please sign in with that address.');
  } finally {
    await stranger.context().close();
  }

  // The invitee, signed out on a new device, signs in from the link's page and double-clicks Accept.
  await buyer.goto(link);
  await signInFromLink(buyer, invitee.email, invitee.password);
  await expect(buyer).toHaveURL((url) => `${url.pathname}${url.search}` === link);
  const accepting = callsInFlight(buyer, '/invites/accept');
  await buyer.getByRole('button', { name: 'Accept the invitation' }).dblclick();
  const joined = buyer.getByRole('status').filter({ hasText: 'You joined the company.' });
  await expect(joined).toBeVisible();
  await expect.poll(accepting).toBe(0);
  // Joined, and not told afterwards that the invitation was not valid.
  await expect(joined).toBeVisible();
  await expect(buyer.getByRole('alert')).toHaveCount(0);

  // The mail opened again later (here, or on the phone): it says they joined, not "not valid".
  await buyer.goto(link);
  await expect(buyer.getByRole('status').filter({ hasText: 'You joined the company.' })).toBeVisible();
  await expect(buyer.getByText('This invitation is not valid.')).toHaveCount(0);
  await buyer.getByRole('link', { name: 'Business account' }).click();
  await expect(buyer.getByText('Buyer', { exact: true })).toBeVisible();
});

test('the company admin approves from the approval mail on another device after signing in there; the buyer opening it decides nothing', async ({
  anotherDevice: companyAdmin,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(shop);
  // A buyer with a per-order limit of 50,000 orders 69,000 on account.
  const { admin, companyId } = await createApprovedCompany(shop, staff);
  const buyer = await createCustomer(shop);
  const joinLink = new URL(await invite(request, admin.client, companyId, buyer.user.email), 'http://shop');
  const joined = await buyer.client.call('POST', `/api/me/business/${companyId}/invites/accept`, {
    invite_id: joinLink.searchParams.get('invite'),
    token: joinLink.searchParams.get('token'),
  });
  expect(joined.status).toBe(201);
  await setSpendingLimit(admin.client, companyId, await memberIdOf(admin.client, buyer.user.email), 50_000);
  const { sessionId } = await checkOutForPickup(shop, buyer, 30_000, 2);
  const placed = await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account');
  expect(placed.body.order).toMatchObject({ status: 'awaiting_approval' });
  const order = placed.body.order;
  const mail = await waitForEmail(
    request,
    admin.user.email,
    (m) => m.subject === `Order ${order.order_number} awaits your approval`,
    30_000,
  );
  const link = businessLinkIn(mail.text ?? '');

  // Forwarded to the buyer, the link decides nothing: no Approve for them.
  const buyerDevice = await openAnotherDevice(browser, baseURL);
  try {
    await buyerDevice.goto(link);
    await signInFromLink(buyerDevice, buyer.user.email, buyer.user.password);
    await expect(buyerDevice.getByText('Buyer', { exact: true })).toBeVisible();
    await expect(buyerDevice.getByRole('button', { name: `Approve ${order.order_number}` })).toHaveCount(0);
  } finally {
    await buyerDevice.context().close();
  }

  await companyAdmin.goto(link);
  await signInFromLink(companyAdmin, admin.user.email, admin.user.password);
  await expect(companyAdmin.getByRole('heading', { name: 'Orders awaiting your approval' })).toBeVisible();
  // Double-clicked, as people do: approved once, and said so (not that it was already decided).
  const deciding = callsInFlight(companyAdmin, '/approvals/');
  await companyAdmin.getByRole('button', { name: `Approve ${order.order_number}` }).dblclick();
  const approved = companyAdmin
    .getByRole('status')
    .filter({ hasText: `Order ${order.order_number} approved.` });
  await expect(approved).toBeVisible();
  await expect.poll(deciding).toBe(0);
  await expect(approved).toBeVisible();
  await expect(companyAdmin.getByText('No orders are waiting for your approval.')).toBeVisible();

  // The mail opened again: nothing left to decide.
  await companyAdmin.goto(link);
  await expect(companyAdmin.getByText('No orders are waiting for your approval.')).toBeVisible();
});

test("an invitation link with its token edited, opened on a new device: the invitee reads 'This invitation is not valid.', joins nothing, and the real link still works", async ({
  anotherDevice: buyer,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(shop);
  const { admin, companyId } = await createApprovedCompany(shop, staff);
  const invitee = await createTestUser(shop);
  const link = await invite(request, admin.client, companyId, invitee.email);
  const token = new URL(link, 'https://shop.test').searchParams.get('token')!;
  const last = token.at(-1) === 'a' ? 'b' : 'a';
  const edited = link.replace(`token=${token}`, `token=${token.slice(0, -1)}${last}`);
  expect(edited).not.toBe(link);

  await buyer.goto(edited);
  await signInFromLink(buyer, invitee.email, invitee.password);
  await buyer.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(buyer.getByRole('alert')).toHaveText('This invitation is not valid.');
  // Pressed again, still nothing joined; the company's members are unchanged.
  await buyer.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(buyer.getByRole('alert')).toHaveText('This invitation is not valid.');
  await buyer.goto('/account/business');
  await expect(buyer.getByRole('heading', { name: 'Open a business account' })).toBeVisible();
  const members = await admin.client.call<{ account: { members: Array<{ email: string }> } }>(
    'GET',
    '/api/me/business',
  );
  expect(members.body.account.members.map((member) => member.email)).not.toContain(invitee.email);

  // The mail's own link, opened afterwards, still lets them join.
  await buyer.goto(link);
  await buyer.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(buyer.getByRole('status').filter({ hasText: 'You joined the company.' })).toBeVisible();
});
