import { describe, expect, it } from 'vitest';
import { getLinePrice, toCartView, type CartProductFacts } from '../../../../functions/core/cart/cart.js';
import {
  buildDraftLines,
  buildDraftOrder,
  editDraftLines,
  markDraftAccepted,
  markDraftSent,
  priceDraft,
  putDraftInCart,
  toDraftOrderView,
  toQuoteView,
  type DraftOrder,
} from '../../../../functions/core/quotes/draft-order.js';
import { RuleViolation } from '../../../../functions/core/rule-violation.js';

const now = '2026-11-24T10:00:00.000Z';

const product = (overrides: Partial<CartProductFacts> & { id: string; sku: string }): CartProductFacts => ({
  name: `Product ${overrides.id}`,
  images: [],
  selling_price: 1_000,
  stock_quantity: 50,
  is_active: true,
  ...overrides,
});

const laptop = product({ id: 'p-laptop', sku: 'HP-450', name: 'HP ProBook 450', selling_price: 150_000 });
const monitor = product({ id: 'p-monitor', sku: 'DELL-P24', name: 'Dell P2422H', selling_price: 42_000 });
const retired = product({ id: 'p-dock', sku: 'DOCK-1', is_active: false });

const bySku = new Map([laptop, monitor, retired].map((p) => [p.sku.toLowerCase(), p]));
const byId = new Map([laptop, monitor, retired].map((p) => [p.id, p]));

const quote = (lines: { sku: string; quantity: number }[]) => ({
  id: 'message-1',
  sender: { name: 'Andre Williams', email: 'andre@example.com' },
  details: { company: 'Kingston Office Supplies Ltd', trn: '123456789', lines },
});

const context = { id: 'draft-1', token: 't'.repeat(32), by: 'staff@example.com', now };

const edit = { by: 'staff@example.com', now, products: byId };

function draftOf(lines: { sku: string; quantity: number }[]): DraftOrder {
  return buildDraftOrder(quote(lines), bySku, context);
}

describe('building a draft from a quote', () => {
  it('finds SKUs whatever their case and lists unknown and inactive ones as not found', () => {
    const { lines, notFound } = buildDraftLines(
      [
        { sku: 'hp-450', quantity: 3 },
        { sku: 'UNKNOWN-9', quantity: 1 },
        { sku: 'DOCK-1', quantity: 2 },
      ],
      bySku,
    );
    expect(lines).toEqual([{ product_id: 'p-laptop', sku: 'HP-450', name: 'HP ProBook 450', quantity: 3 }]);
    expect(notFound).toEqual(['UNKNOWN-9', 'DOCK-1']);
  });

  it('makes one line of a SKU asked twice', () => {
    const { lines } = buildDraftLines(
      [
        { sku: 'HP-450', quantity: 3 },
        { sku: 'hp-450 ', quantity: 2 },
      ],
      bySku,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(5);
  });

  it("keeps the quote's customer and starts as a draft", () => {
    const draft = draftOf([{ sku: 'HP-450', quantity: 1 }]);
    expect(draft).toMatchObject({
      status: 'draft',
      inbox_message_id: 'message-1',
      customer: { name: 'Andre Williams', company: 'Kingston Office Supplies Ltd', trn: '123456789' },
      created_by: 'staff@example.com',
      version: 1,
    });
  });

  it('refuses a quote of which no SKU is an active product, naming them', () => {
    expect(() => draftOf([{ sku: 'DOCK-1', quantity: 1 }])).toThrow(/DOCK-1/);
  });
});

describe('pricing a draft', () => {
  it('uses the stored prices and the checkout totals, leaving out products no longer sold', () => {
    const draft = draftOf([
      { sku: 'HP-450', quantity: 2 },
      { sku: 'DELL-P24', quantity: 1 },
    ]);
    const later = new Map(byId).set('p-monitor', { ...monitor, is_active: false });
    const priced = priceDraft(draft.lines, later);
    expect(priced.lines.map((l) => [l.sku, l.price, l.available])).toEqual([
      ['HP-450', 150_000, true],
      ['DELL-P24', 0, false],
    ]);
    expect(priced.totals).toEqual({ subtotal: 300_000, gct: 45_000, shipping: 0, total: 345_000 });
  });

  it('charges standard delivery below the free-shipping threshold', () => {
    const cheap = product({ id: 'p-cable', sku: 'CABLE', selling_price: 2_000 });
    const priced = priceDraft(
      [{ product_id: 'p-cable', sku: 'CABLE', name: 'Cable', quantity: 1 }],
      new Map([['p-cable', cheap]]),
    );
    expect(priced.totals.shipping).toBeGreaterThan(0);
    expect(priced.totals.total).toBe(2_000 + 300 + priced.totals.shipping);
  });

  it('shows staff the stock on the shelf beside each line, not the customer', () => {
    const scarce = new Map(byId).set('p-laptop', { ...laptop, stock_quantity: 3 });
    const draft = draftOf([{ sku: 'HP-450', quantity: 12 }]);
    const view = toDraftOrderView(draft, scarce);
    expect(view.lines.map((l) => [l.sku, l.quantity, l.stock_quantity])).toEqual([['HP-450', 12, 3]]);
    expect(toQuoteView(draft, scarce).lines[0]).not.toHaveProperty('stock_quantity');
  });

  it("never shows staff the link's token", () => {
    expect(toDraftOrderView(draftOf([{ sku: 'HP-450', quantity: 1 }]), byId)).not.toHaveProperty('token');
  });
});

describe('editing, sending and accepting', () => {
  it('sets quantities and drops the lines left out, but adds no product', () => {
    const draft = draftOf([
      { sku: 'HP-450', quantity: 2 },
      { sku: 'DELL-P24', quantity: 1 },
    ]);
    const edited = editDraftLines(
      draft,
      { version: 1, lines: [{ product_id: 'p-monitor', quantity: 7 }] },
      edit,
    );
    expect(edited.lines).toEqual([
      { product_id: 'p-monitor', sku: 'DELL-P24', name: 'Dell P2422H', quantity: 7 },
    ]);
    expect(() =>
      editDraftLines(draft, { version: 1, lines: [{ product_id: 'p-dock', quantity: 1 }] }, edit),
    ).toThrow(/lines\.0\.product_id/);
  });

  it('refuses edits once sent and sending once accepted', () => {
    const sent = markDraftSent(draftOf([{ sku: 'HP-450', quantity: 1 }]), 'staff@example.com', now);
    expect(sent).toMatchObject({ status: 'sent', sent_at: now, sent_by: 'staff@example.com' });
    expect(() =>
      editDraftLines(sent, { version: 2, lines: [{ product_id: 'p-laptop', quantity: 2 }] }, edit),
    ).toThrow(RuleViolation);
    const accepted = markDraftAccepted(sent, now);
    expect(accepted.status).toBe('accepted');
    expect(markDraftAccepted(accepted, '2027-01-01T00:00:00.000Z')).toBe(accepted);
    expect(() => markDraftSent(accepted, 'staff@example.com', now)).toThrow(RuleViolation);
  });
});

describe('a line price set by staff', () => {
  const draft = draftOf([
    { sku: 'HP-450', quantity: 12 },
    { sku: 'DELL-P24', quantity: 2 },
  ]);
  const volume = { price: 135_000, reason: 'Volume price for 12' };
  const priced = editDraftLines(
    draft,
    {
      version: 1,
      lines: [
        { product_id: 'p-laptop', quantity: 12, price_override: volume },
        { product_id: 'p-monitor', quantity: 2 },
      ],
    },
    edit,
  );

  it('is recorded with who set it, when and why, and prices the line and the totals', () => {
    expect(priced.lines[0]!.price_override).toEqual({ ...volume, by: 'staff@example.com', at: now });
    expect(priced.lines[1]).not.toHaveProperty('price_override');
    const view = toDraftOrderView(priced, byId);
    expect(view.lines.map((l) => [l.price, l.list_price, l.line_total])).toEqual([
      [135_000, 150_000, 1_620_000],
      [42_000, 42_000, 84_000],
    ]);
    expect(view.totals.subtotal).toBe(1_704_000);
  });

  it('keeps who set an unchanged price, and records the new editor when it changes', () => {
    const later = { ...edit, by: 'other@example.com', now: '2026-11-25T10:00:00.000Z' };
    const same = editDraftLines(
      priced,
      { version: 2, lines: [{ product_id: 'p-laptop', quantity: 10, price_override: volume }] },
      later,
    );
    expect(same.lines[0]!.price_override).toMatchObject({ by: 'staff@example.com', at: now });
    const changed = editDraftLines(
      priced,
      {
        version: 2,
        lines: [{ product_id: 'p-laptop', quantity: 12, price_override: { ...volume, price: 130_000 } }],
      },
      later,
    );
    expect(changed.lines[0]!.price_override).toMatchObject({ price: 130_000, by: 'other@example.com' });
    const cleared = editDraftLines(
      priced,
      { version: 2, lines: [{ product_id: 'p-laptop', quantity: 12, price_override: null }] },
      later,
    );
    expect(cleared.lines[0]).not.toHaveProperty('price_override');
  });

  it("refuses a price at or above the shop's, naming the field", () => {
    expect(() =>
      editDraftLines(
        draft,
        {
          version: 1,
          lines: [{ product_id: 'p-monitor', quantity: 2, price_override: { price: 42_000, reason: 'x' } }],
        },
        edit,
      ),
    ).toThrow(/^lines\.0\.price_override\.price: must be below the shop's price of J\$42,000\.$/);
  });

  it('is never above the shop price of the moment, and the customer does not see who or why', () => {
    const cheaper = new Map(byId).set('p-laptop', { ...laptop, selling_price: 120_000 });
    const view = toQuoteView(priced, cheaper);
    expect(view.lines[0]).toMatchObject({ price: 120_000, list_price: 120_000 });
    expect(view.lines[0]).not.toHaveProperty('price_override');
  });

  it('goes into the cart for the quoted quantity, cut by stock or not, and not beyond it', () => {
    const scarce = new Map(byId).set('p-laptop', { ...laptop, stock_quantity: 3 });
    const { lines } = putDraftInCart([], priced, scarce, now);
    expect(lines[0]).toMatchObject({
      product_id: 'p-laptop',
      quantity: 3,
      price: 135_000,
      quote: { draft_order_id: 'draft-1', price: 135_000, quantity: 12 },
    });
    expect(getLinePrice(lines[0]!, laptop)).toBe(135_000);
    expect(getLinePrice({ ...lines[0]!, quantity: 13 }, laptop)).toBe(150_000);
    const view = toCartView(lines, scarce);
    expect(view.lines[0]).toMatchObject({ price: 135_000, line_total: 405_000 });
  });
});

describe('putting a draft in a cart', () => {
  const draft = draftOf([
    { sku: 'HP-450', quantity: 4 },
    { sku: 'DELL-P24', quantity: 2 },
  ]);

  it("sets the quoted quantities, keeps the cart's other lines and uses stored prices", () => {
    const cart = [
      { product_id: 'p-laptop', quantity: 1, price: 1, added_at: '2026-11-01T00:00:00.000Z' },
      { product_id: 'p-other', quantity: 1, price: 500, added_at: '2026-11-01T00:00:00.000Z' },
    ];
    const { lines, notice } = putDraftInCart(cart, draft, byId, now);
    expect(notice).toBeUndefined();
    expect(lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      ['p-other', 1, 500],
      ['p-laptop', 4, 150_000],
      ['p-monitor', 2, 42_000],
    ]);
    expect(lines.find((l) => l.product_id === 'p-laptop')!.added_at).toBe('2026-11-01T00:00:00.000Z');
  });

  it('caps by stock and leaves out a product no longer sold, saying so', () => {
    const products = new Map(byId)
      .set('p-laptop', { ...laptop, stock_quantity: 3 })
      .set('p-monitor', { ...monitor, is_active: false });
    const { lines, notice } = putDraftInCart([], draft, products, now);
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([['p-laptop', 3]]);
    expect(notice).toMatch(/3/);
    expect(notice).toContain('Dell P2422H');
  });

  it('refuses with a conflict when no line can go in', () => {
    const products = new Map(byId).set('p-laptop', { ...laptop, stock_quantity: 0 }).set('p-monitor', {
      ...monitor,
      stock_quantity: 0,
    });
    expect(() => putDraftInCart([], draft, products, now)).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
  });
});
