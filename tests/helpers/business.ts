/** Business accounts through the API: signed-in customers, an application with its document, staff's approval, invitations. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CompanyView } from '../../functions/core/business/company-view.js';
import { waitForEmail } from './accounts.js';
import { createTestUser, type TestUser } from './admin-users.js';
import {
  createShopClient,
  createTestProducts,
  pickupCheckoutBody,
  type ErrorBody,
  type ShopClient,
} from './cart-api.js';
import { signIn, signInSample } from './cognito.js';
import type { ProvidedShop } from './integration-setup.js';
import { samplePdf, uploadToTicket } from './payment-documents.js';

export interface Customer {
  user: TestUser;
  client: ShopClient;
}

export async function createCustomer(shop: ProvidedShop): Promise<Customer> {
  const user = await createTestUser(shop);
  const { idToken } = await signIn(shop, user.email, user.password);
  return { user, client: createShopClient(shop, { idToken }) };
}

export async function createStaff(shop: ProvidedShop): Promise<ShopClient> {
  return createShopClient(shop, { idToken: await signInSample(shop, 'admin') });
}

type Ticket = { url: string; fields: Record<string, string>; key: string };

/** Uploads the registration document and answers its key. */
export async function uploadCompanyDocument(client: ShopClient, bytes = samplePdf, type = 'application/pdf') {
  const ticket = await client.call<Ticket>('POST', '/api/me/business/documents/uploads', {
    content_type: type,
    file_name: 'certificate.pdf',
    size: bytes.length,
  });
  expect(ticket.status).toBe(200);
  expect((await uploadToTicket(ticket.body, bytes, type, 'certificate')).status).toBeLessThan(300);
  return ticket.body.key;
}

export function applicationBody(documentKey: string, overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Blue Mountain Traders Ltd',
    trn: '123-456-789',
    gct_registration_number: 'GCT-000123',
    address: '21 Constant Spring Road, Kingston 10',
    phone: '876-555-0101',
    expected_monthly_spend: 250_000,
    document: { key: documentKey, file_name: 'certificate.pdf' },
    ...overrides,
  };
}

export type CompanyAnswer = { company: CompanyView['company'] } & ErrorBody;

export async function applyForAccount(client: ShopClient, overrides: Record<string, unknown> = {}) {
  return client.call<CompanyAnswer>(
    'POST',
    '/api/me/business',
    applicationBody(await uploadCompanyDocument(client), overrides),
  );
}

/** A customer's company approved by staff with these terms; the customer is its company admin. */
export async function createApprovedCompany(
  shop: ProvidedShop,
  staff: ShopClient,
  terms: { payment_terms_days: 7 | 15 | 30 | null; credit_limit: number } = {
    payment_terms_days: 30,
    credit_limit: 500_000,
  },
) {
  const admin = await createCustomer(shop);
  const applied = await applyForAccount(admin.client);
  expect(applied.status).toBe(201);
  const companyId = applied.body.company.id;
  const approved = await staff.call('POST', `/api/admin/companies/${companyId}/decision`, {
    decision: 'approve',
    ...terms,
  });
  expect(approved.status).toBe(200);
  return { admin, companyId };
}

/** The company admin invites a new customer, who follows the mailed link and joins. */
export async function addBuyer(
  shop: ProvidedShop,
  companyAdmin: ShopClient,
  companyId: string,
): Promise<Customer> {
  const buyer = await createCustomer(shop);
  const invited = await companyAdmin.call('POST', `/api/me/business/${companyId}/invites`, {
    email: buyer.user.email,
  });
  expect(invited.status).toBe(201);
  const link = await readInviteLink(shop, buyer.user.email);
  const joined = await buyer.client.call('POST', `/api/me/business/${link.company}/invites/accept`, {
    invite_id: link.invite,
    token: link.token,
  });
  expect(joined.status).toBe(201);
  return buyer;
}

/** The invitation link's parts from the invitee's mail. */
export async function readInviteLink(shop: ProvidedShop, email: string) {
  const mail = await waitForEmail(shop.url, email, (message) =>
    message.subject.startsWith('You are invited'),
  );
  const href = /href="([^"]*\/account\/business\?company=[^"]*)"/
    .exec(mail.body)![1]!
    .replaceAll('&amp;', '&');
  const url = new URL(href);
  return {
    company: url.searchParams.get('company')!,
    invite: url.searchParams.get('invite')!,
    token: url.searchParams.get('token')!,
  };
}

/** Staff create a price list (running since 2020 unless `body` says otherwise) and answer its id. */
export async function createPriceList(staff: ShopClient, body: Record<string, unknown>): Promise<string> {
  const created = await staff.call<{ price_list: { id: string } }>('POST', '/api/admin/price-lists', {
    name: 'Resellers',
    valid_from: '2020-01-01',
    ...body,
  });
  expect(created.status).toBe(201);
  return created.body.price_list.id;
}

/** Staff save a list's SKU entries (fixed prices, breaks). */
export async function savePriceListEntries(staff: ShopClient, listId: string, entries: unknown[]) {
  const saved = await staff.call('PUT', `/api/admin/price-lists/${listId}/entries`, { entries });
  expect(saved.status).toBe(200);
}

/** An approved company buying at price list `listId`, with one invited buyer. */
export async function createCompanyAtPriceList(shop: ProvidedShop, staff: ShopClient, listId: string) {
  const { admin, companyId } = await createApprovedCompany(shop, staff);
  const set = await staff.call('PUT', `/api/admin/companies/${companyId}/price-list`, {
    price_list_id: listId,
  });
  expect(set.status).toBe(200);
  const buyer = await addBuyer(shop, admin.client, companyId);
  return { admin, companyId, buyer };
}

/**
 * `quantity` of a new product of `price` (stock 20) in the customer's cart, checked out for pickup:
 * the order's total is quantity x price + 15 % GCT.
 */
export async function checkOutForPickup(shop: ProvidedShop, customer: Customer, price: number, quantity = 1) {
  const [product] = await createTestProducts(shop, [{ stock: 20, price }]);
  await customer.client.add(product!.id, quantity);
  const saved = await customer.client.saveCheckout(pickupCheckoutBody());
  expect(saved.status).toBe(201);
  return { sessionId: saved.body.checkout_session.id, productId: product!.id };
}

/** The customer orders one new product of `price` on account, for pickup: total = price + 15 % GCT. */
export async function placeOnAccount(shop: ProvidedShop, customer: Customer, price: number) {
  const { sessionId } = await checkOutForPickup(shop, customer, price);
  return customer.client.placeOrder(sessionId, randomUUID(), 'on_account');
}

/** The user id of the company's member with this e-mail address, from the company admin's members list. */
export async function memberIdOf(companyAdmin: ShopClient, email: string) {
  const answer = await companyAdmin.call<{ account: CompanyView }>('GET', '/api/me/business');
  return answer.body.account.members.find((member) => member.email === email)!.user_id;
}

/** The company admin sets a buyer's per-order spending limit. */
export async function setSpendingLimit(
  companyAdmin: ShopClient,
  companyId: string,
  buyerId: string,
  limit: number,
) {
  const set = await companyAdmin.call(
    'PUT',
    `/api/me/business/${companyId}/members/${buyerId}/spending-limit`,
    { spending_limit: limit },
  );
  expect(set.status).toBe(200);
}

/**
 * A buyer (per-order limit 50,000) of an approved company (Net 30) with a pickup order of 69,000 by
 * `method` awaiting the company admin's approval.
 */
export async function placeOrderAwaitingApproval(
  shop: ProvidedShop,
  staff: ShopClient,
  method: 'bank_transfer' | 'card' | 'on_account',
) {
  const { admin, companyId } = await createApprovedCompany(shop, staff);
  const buyer = await addBuyer(shop, admin.client, companyId);
  await setSpendingLimit(admin.client, companyId, await memberIdOf(admin.client, buyer.user.email), 50_000);
  const { sessionId } = await checkOutForPickup(shop, buyer, 30_000, 2);
  const placed = await buyer.client.placeOrder(sessionId, randomUUID(), method);
  expect(placed.status).toBe(201);
  expect(placed.body.order).toMatchObject({ status: 'awaiting_approval', total: 69_000 });
  return { admin, companyId, buyer, order: placed.body.order };
}
