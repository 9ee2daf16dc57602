/**
 * Company price lists priced on the server: a business buyer pays their company's list (percentage
 * off, fixed SKU price, quantity breaks) at every add, cart read, checkout and order; an expired list,
 * a removed buyer, a consumer and a guest pay the list price. Staff's routes refuse bad input by field.
 */
import { describe, expect, inject, it } from 'vitest';
import {
  applyForAccount,
  createApprovedCompany,
  createCompanyAtPriceList,
  createCustomer,
  createPriceList,
  createStaff,
  savePriceListEntries,
  type CompanyAnswer,
} from '../../helpers/business.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  pickupCheckoutBody,
  type ErrorBody,
  type ShopClient,
} from '../../helpers/cart-api.js';

const shop = inject('shop');
const staff = await createStaff(shop);

const createList = (body: Record<string, unknown>) => createPriceList(staff, body);
const saveEntries = (listId: string, entries: unknown[]) => savePriceListEntries(staff, listId, entries);
const companyAt = (listId: string) => createCompanyAtPriceList(shop, staff, listId);

const linePrice = async (client: ShopClient, productId: string) =>
  (await client.getCart()).body.cart.lines.find((line) => line.product_id === productId)?.price;

describe('company price lists', () => {
  it("gives a business buyer the list price less the category's percentage, at add, cart read and order", async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 10_000 }]);
    const listId = await createList({
      rules: [{ kind: 'category', id: product!.category_id, percent_off: 12.5 }],
    });
    const { buyer } = await companyAt(listId);

    const added = await buyer.client.add(product!.id, 2);
    expect(added.status).toBe(200);
    expect(added.body.cart.lines[0]).toMatchObject({ price: 8_750, line_total: 17_500 });
    expect(await linePrice(buyer.client, product!.id)).toBe(8_750);

    const saved = await buyer.client.saveCheckout(pickupCheckoutBody());
    expect(saved.status).toBe(201);
    expect(saved.body.summary.subtotal).toBe(17_500);
    const placed = await buyer.client.placeOrder(saved.body.checkout_session.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.lines[0]).toMatchObject({ price: 8_750, quantity: 2 });
    // GCT 15 % of the buyer's subtotal, collected at pickup: no shipping.
    expect(placed.body.order.subtotal).toBe(17_500);
    expect(placed.body.order.total).toBe(17_500 + 2_625);
  });

  it('applies the quantity breaks at 5 and 10, and a fixed price below them', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 1_000 }]);
    const listId = await createList({});
    await saveEntries(listId, [
      {
        sku: product!.sku.toLowerCase(),
        fixed_price: 960,
        breaks: [
          { min_quantity: 5, max_quantity: 9, unit_price: 850 },
          { min_quantity: 10, max_quantity: null, unit_price: 700 },
        ],
      },
    ]);
    const { buyer } = await companyAt(listId);

    expect((await buyer.client.add(product!.id, 4)).body.cart.lines[0]!.price).toBe(960);
    expect((await buyer.client.add(product!.id, 1)).body.cart.lines[0]!.price).toBe(850);
    expect((await buyer.client.setQuantity(product!.id, 9)).body.cart.lines[0]!.price).toBe(850);
    expect((await buyer.client.setQuantity(product!.id, 10)).body.cart.lines[0]!.price).toBe(700);
    expect(await linePrice(buyer.client, product!.id)).toBe(700);

    const saved = await buyer.client.saveCheckout(pickupCheckoutBody());
    const placed = await buyer.client.placeOrder(saved.body.checkout_session.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.subtotal).toBe(7_000);
  });

  it('gives the list price once the list has expired, or before it starts', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 2_000 }]);
    const entries = [{ sku: product!.sku, fixed_price: 1_500 }];
    const expired = await createList({ valid_from: '2020-01-01', valid_to: '2020-12-31' });
    await saveEntries(expired, entries);
    const future = await createList({ valid_from: '2099-01-01', valid_to: null });
    await saveEntries(future, entries);
    for (const listId of [expired, future]) {
      const { buyer } = await companyAt(listId);
      expect((await buyer.client.add(product!.id, 1)).body.cart.lines[0]!.price).toBe(2_000);
    }
  });

  it('takes the prices away from a buyer the company admin removes, at once', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 3_000 }]);
    const listId = await createList({});
    await saveEntries(listId, [{ sku: product!.sku, fixed_price: 2_500 }]);
    const { admin, companyId, buyer } = await companyAt(listId);
    await buyer.client.add(product!.id, 1);
    expect(await linePrice(buyer.client, product!.id)).toBe(2_500);

    const removed = await admin.client.call(
      'DELETE',
      `/api/me/business/${companyId}/members/${buyer.user.userId}`,
    );
    expect(removed.status).toBe(204);
    expect(await linePrice(buyer.client, product!.id)).toBe(3_000);
    const saved = await buyer.client.saveCheckout(pickupCheckoutBody());
    expect(saved.body.summary.subtotal).toBe(3_000);
    const placed = await buyer.client.placeOrder(saved.body.checkout_session.id);
    expect(placed.body.order.subtotal).toBe(3_000);
  });

  it('gives consumers and guests the list price', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 4_000 }]);
    const listId = await createList({});
    await saveEntries(listId, [{ sku: product!.sku, fixed_price: 1 }]);
    await companyAt(listId);
    const consumer = await createCustomer(shop);
    expect((await consumer.client.add(product!.id, 1)).body.cart.lines[0]!.price).toBe(4_000);
    expect(await linePrice(consumer.client, product!.id)).toBe(4_000);
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.add(product!.id, 1)).body.cart.lines[0]!.price).toBe(4_000);
  });

  it("is chosen by staff when approving the company, and gives its admin the list's prices too", async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 5_000 }]);
    const listId = await createList({});
    await saveEntries(listId, [{ sku: product!.sku, fixed_price: 4_200 }]);
    const admin = await createCustomer(shop);
    const applied = await applyForAccount(admin.client);
    const decide = (priceListId: string) =>
      staff.call<CompanyAnswer>('POST', `/api/admin/companies/${applied.body.company.id}/decision`, {
        decision: 'approve',
        payment_terms_days: 30,
        credit_limit: 100_000,
        price_list_id: priceListId,
      });
    const unknown = await decide('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('price_list_id');
    const approved = await decide(listId);
    expect(approved.status).toBe(200);
    expect(approved.body.company).toMatchObject({ status: 'approved', price_list_id: listId });
    expect((await admin.client.add(product!.id, 1)).body.cart.lines[0]!.price).toBe(4_200);
  });

  it('imports fixed prices and breaks by CSV: a dry run first, errors by line and field, then applied', async () => {
    const [cable, router] = await createTestProducts(shop, [
      { stock: 50, price: 1_000 },
      { stock: 50, price: 9_000 },
    ]);
    const listId = await createList({});
    await saveEntries(listId, [{ sku: router!.sku, fixed_price: 8_000 }]);
    const path = `/api/admin/price-lists/${listId}/csv`;
    type Plan = {
      applied: number;
      rows: number;
      changes: { sku: string; kind: string }[];
      unchanged: number;
      errors: { line: number; field: string; message: string }[];
    } & ErrorBody;
    const csv = (lines: string[]) =>
      ['sku,fixed_price,min_quantity,max_quantity,unit_price', ...lines].join('\n');

    const bad = await staff.call<Plan>('POST', path, {
      csv: csv([
        `${cable!.sku},,1,5,900`,
        `${cable!.sku},,5,,800`,
        'NO-SUCH-SKU,5,,,',
        `${router!.sku},-1,,,`,
      ]),
    });
    expect(bad.status).toBe(200);
    expect(bad.body.errors.map((e) => `${e.line} ${e.field}`)).toEqual([
      '3 min_quantity',
      '4 sku',
      '5 fixed_price',
    ]);
    const refused = await staff.call<Plan>('POST', path, { csv: csv(['NO-SUCH-SKU,5,,,']), apply: true });
    expect(refused.status).toBe(400);

    const good = csv([
      `${cable!.sku},,1,4,950`,
      `${cable!.sku},,5,9,850`,
      `${cable!.sku},,10,,700`,
      `${router!.sku},8000,,,`,
    ]);
    const dry = await staff.call<Plan>('POST', path, { csv: good });
    expect(dry.body).toMatchObject({ applied: 0, rows: 4, unchanged: 1, errors: [] });
    expect(dry.body.changes).toEqual([expect.objectContaining({ sku: cable!.sku, kind: 'new' })]);
    const { buyer } = await companyAt(listId);
    expect((await buyer.client.add(cable!.id, 5)).body.cart.lines[0]!.price).toBe(1_000);

    const applied = await staff.call<Plan>('POST', path, { csv: good, apply: true });
    expect(applied.body).toMatchObject({ applied: 2, errors: [] });
    expect(await linePrice(buyer.client, cable!.id)).toBe(850);
  });

  it('refuses bad input naming the field, and an unknown list', async () => {
    const bad = async (method: string, path: string, body: unknown, field: string) => {
      const answer = await staff.call<ErrorBody>(method, path, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    };
    await bad(
      'POST',
      '/api/admin/price-lists',
      { name: 'X', valid_from: '2026-12-01', valid_to: '2026-11-01' },
      'valid_to',
    );
    await bad('POST', '/api/admin/price-lists', { name: '', valid_from: '2026-12-01' }, 'name');
    // The forms' own sentence, from the schema the forms check with.
    const backwards = await staff.call<ErrorBody>('POST', '/api/admin/price-lists', {
      name: 'X',
      valid_from: '2026-12-01',
      valid_to: '2026-11-01',
    });
    expect(JSON.stringify(backwards.body)).toContain('valid_to: Valid to must not be before Valid from.');
    const listId = await createList({});
    const entries = `/api/admin/price-lists/${listId}/entries`;
    await bad('PUT', entries, { entries: [{ sku: 'A-1', fixed_price: -10 }] }, 'entries.0.fixed_price');
    await bad(
      'PUT',
      entries,
      {
        entries: [
          {
            sku: 'A-1',
            breaks: [
              { min_quantity: 1, max_quantity: 5, unit_price: 10 },
              { min_quantity: 5, max_quantity: null, unit_price: 9 },
            ],
          },
        ],
      },
      'entries.0.breaks.1.min_quantity',
    );
    const { companyId } = await createApprovedCompany(shop, staff);
    await bad(
      'PUT',
      `/api/admin/companies/${companyId}/price-list`,
      { price_list_id: '00000000-0000-4000-8000-000000000000' },
      'price_list_id',
    );
    const missing = await staff.call('PUT', '/api/admin/price-lists/00000000-0000-4000-8000-000000000000', {
      name: 'X',
      valid_from: '2026-01-01',
    });
    expect(missing.status).toBe(404);
    const customer = await createCustomer(shop);
    expect((await customer.client.call('GET', '/api/admin/price-lists')).status).toBe(403);
  });
});
