/**
 * The arithmetic of the reports' rollups, in whole cents so that sums are exact.
 *
 * An order contributes to the days it touches (Jamaica's days): the day it was placed (its tax
 * invoice: goods net of GCT, GCT, delivery, units, cost where known), the day it was paid (money
 * received, by payment method), and the day it was reversed: cancelled or refunded, whichever came
 * first, as one credit note of the whole invoice (a cancelled order that is refunded later, or a
 * refunded one cancelled later, is credited once). A refund also pays money out on its own day.
 * Credit notes of part of an order (lines and part of the delivery) use the same rule: GCT by the
 * invoice's rule on the credited goods, and the note that completes the order's credit takes what
 * is left of the invoice's GCT, so an order's credits never differ from its invoice by a cent.
 *
 * A contribution is a pure function of the order's current state (and of its products' category,
 * brand and cost, frozen the first time the order is seen), so handling the same stream record
 * twice writes the same contribution again: the rollups are idempotent by construction.
 */
import { computeGct } from '../checkout/checkout.js';
import type { Order } from '../orders/order.js';
import { toShopDay } from '../shop-time.js';

/** What a breakdown groups by. */
export const REPORT_DIMENSIONS = [
  'category',
  'brand',
  'product',
  'payment_method',
  'delivery_method',
  'customer',
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/**
 * The rows a day keeps: the Sales breakdowns, and the GCT return's zero-rated sales by the buyer's
 * exemption reference (`gct_exemption`, only orders zero-rated under an exemption have a row there).
 */
export const ROLLUP_ROWS = [...REPORT_DIMENSIONS, 'gct_exemption'] as const;
export type RollupRow = (typeof ROLLUP_ROWS)[number];

/** The figures of a day, of a period, or of one row of a breakdown; money in cents. */
export interface Figures {
  /** Goods invoiced, net of GCT. */
  revenue: number;
  /** Output GCT of the invoices. */
  gct: number;
  /** The part of `revenue` invoiced at GCT 0 % under a buyer's exemption (zero-rated sales). */
  zero_rated_revenue: number;
  /** Delivery charged (no GCT on it). */
  delivery: number;
  /** Orders placed (an order counts once in each row it has a line in). */
  orders: number;
  units: number;
  /** Cost of the units whose product has a cost price, and the goods revenue of those same units. */
  cost: number;
  costed_revenue: number;
  /** Credit notes (cancellations and refunds): goods net of GCT, their GCT, delivery, units. */
  credited_revenue: number;
  credited_gct: number;
  credited_delivery: number;
  credited_units: number;
  credited_cost: number;
  credited_costed_revenue: number;
  /** Orders credited (cancelled or refunded). */
  credited_orders: number;
  /** The part of `credited_revenue` that credits zero-rated sales (it reduces no output GCT). */
  credited_zero_rated_revenue: number;
  /** Money received (orders marked paid) and money refunded, on the day it moved. */
  received: number;
  refunded: number;
}

export const FIGURE_NAMES = [
  'revenue',
  'gct',
  'zero_rated_revenue',
  'delivery',
  'orders',
  'units',
  'cost',
  'costed_revenue',
  'credited_revenue',
  'credited_gct',
  'credited_delivery',
  'credited_units',
  'credited_cost',
  'credited_costed_revenue',
  'credited_orders',
  'credited_zero_rated_revenue',
  'received',
  'refunded',
] as const satisfies readonly (keyof Figures)[];

export function emptyFigures(): Figures {
  return Object.fromEntries(FIGURE_NAMES.map((name) => [name, 0])) as unknown as Figures;
}

/** Adds `more` into `into` (in place) and returns it. */
export function addFigures(into: Figures, more: Partial<Figures>): Figures {
  for (const name of FIGURE_NAMES) into[name] += more[name] ?? 0;
  return into;
}

/** One day's figures: the totals, each breakdown's rows, and the rows' names as shown. */
export interface DayFigures {
  totals: Figures;
  by: Record<RollupRow, Record<string, Figures>>;
  labels: Partial<Record<RollupRow, Record<string, string>>>;
}

export function emptyDayFigures(): DayFigures {
  return {
    totals: emptyFigures(),
    by: Object.fromEntries(ROLLUP_ROWS.map((d) => [d, {}])) as DayFigures['by'],
    labels: {},
  };
}

/** Adds one day's (or one order's) figures into another, rows and labels included. */
export function addDayFigures(into: DayFigures, more: DayFigures): DayFigures {
  addFigures(into.totals, more.totals);
  for (const dimension of ROLLUP_ROWS) {
    const rows = into.by[dimension];
    for (const [key, figures] of Object.entries(more.by[dimension] ?? {})) {
      rows[key] = addFigures(rows[key] ?? emptyFigures(), figures);
    }
    const labels = more.labels[dimension];
    // In place: a day summed from hundreds of parts copies each part's few labels, not the day's.
    if (labels) Object.assign((into.labels[dimension] ??= {}), labels);
  }
  return into;
}

/**
 * A day's figures as stored: every row without its zero figures (most rows hold 8 of them), so a
 * busy day's rollup stays far below DynamoDB's 400 KB item limit. `addDayFigures` into
 * `emptyDayFigures()` restores the zeros.
 */
export function compactDayFigures(day: DayFigures): DayFigures {
  const compact = (figures: Figures) =>
    Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0)) as unknown as Figures;
  return {
    totals: day.totals,
    by: Object.fromEntries(
      ROLLUP_ROWS.map((row) => [
        row,
        Object.fromEntries(
          Object.entries(day.by[row] ?? {}).map(([key, figures]) => [key, compact(figures)]),
        ),
      ]),
    ) as DayFigures['by'],
    labels: day.labels,
  };
}

/** A product's facts as the order's lines are reported: frozen the first time the order is seen. */
export interface LineProductFacts {
  category_id: string | null;
  category_name: string | null;
  brand_id: string | null;
  brand_name: string | null;
  /** Cost price per unit in JMD; null when unknown (0 or missing). */
  unit_cost: number | null;
}

/** The order fields the reports read. */
export type ReportOrder = Pick<
  Order,
  | 'order_number'
  | 'status'
  | 'status_history'
  | 'user_id'
  | 'customer_info'
  | 'fulfilment'
  | 'payment_method'
  | 'payment_status'
  | 'payment_events'
  | 'purchase_order'
  | 'account'
  | 'gct_exemption'
  | 'card_payment'
  | 'lines'
  | 'subtotal'
  | 'gct'
  | 'shipping'
  | 'total'
  | 'created_at'
>;

/** A credit note: which units of which products, and how much of the delivery, on a given instant. */
export interface CreditNote {
  at: string;
  lines: { product_id: string; quantity: number }[];
  delivery: number;
}

const toCentsInt = (amount: number): number => Math.round(amount * 100);

/**
 * Splits `total` cents over `weights` in proportion, the rounding remainders going to the largest
 * fractions first, so the parts always add up to `total` exactly.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** The credit notes of an order as the shop records them: the whole invoice, once, when cancelled or refunded. */
export function getCreditNotes(order: ReportOrder): CreditNote[] {
  const cancelledAt = order.status_history.find((change) => change.status === 'cancelled')?.at;
  const refundedAt = order.payment_events.find((event) => event.kind === 'refunded')?.at;
  const at = [cancelledAt, refundedAt].filter((value): value is string => !!value).sort()[0];
  if (!at) return [];
  return [
    {
      at,
      lines: order.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
      delivery: order.shipping,
    },
  ];
}

/** The customer row of an order: the company of a purchase order, the account, or the guest's e-mail. */
function getCustomer(order: ReportOrder): { key: string; label: string } {
  const info = order.customer_info;
  const company = order.purchase_order?.company_name ?? (info.company.trim() || null);
  const name = `${info.firstName} ${info.lastName}`.trim();
  if (company) return { key: `company:${company.toLowerCase()}`, label: company };
  if (order.user_id) return { key: `user:${order.user_id}`, label: name || info.email };
  return { key: `guest:${info.email.toLowerCase()}`, label: name || info.email };
}

/**
 * Money in and out of an order, by instant. A card's money moves when the gateway approves a step:
 * received when captured (what was captured), paid out when refunded (what was refunded); an
 * authorisation alone, or a void, moves none. Other methods: received when marked paid (the
 * total), paid out when marked refunded (the total).
 */
export function getMoneyMoves(order: ReportOrder): { at: string; received: number; refunded: number }[] {
  const moves: { at: string; received: number; refunded: number }[] = [];
  if (order.payment_method === 'card') {
    for (const step of Object.values(order.card_payment?.steps ?? {})) {
      if (step.state !== 'approved') continue;
      const amount = toCentsInt(step.amount);
      if (step.kind === 'capture') moves.push({ at: step.at, received: amount, refunded: 0 });
      if (step.kind === 'refund') moves.push({ at: step.at, received: 0, refunded: amount });
    }
    return moves;
  }
  const total = toCentsInt(order.total);
  for (const event of order.payment_events) {
    if (event.kind === 'paid') moves.push({ at: event.at, received: total, refunded: 0 });
    if (event.kind === 'refunded') moves.push({ at: event.at, received: 0, refunded: total });
  }
  return moves;
}

interface LineShare {
  product_id: string;
  quantity: number;
  revenue: number;
  gct: number;
  cost: number | null;
}

/**
 * Each line's goods (cents) and its share of the invoice's GCT, allocated so that the shares add up
 * to the invoice's GCT exactly (the invoice rounds once, on its subtotal).
 */
function getLineShares(order: ReportOrder, facts: ReadonlyMap<string, LineProductFacts>): LineShare[] {
  const revenues = order.lines.map((line) => toCentsInt(line.line_total));
  const gcts = allocateCents(toCentsInt(order.gct), revenues);
  return order.lines.map((line, index) => {
    const unitCost = facts.get(line.product_id)?.unit_cost ?? null;
    return {
      product_id: line.product_id,
      quantity: line.quantity,
      revenue: revenues[index]!,
      gct: gcts[index]!,
      cost: unitCost === null ? null : toCentsInt(unitCost * line.quantity),
    };
  });
}

/**
 * The goods, GCT, delivery and units of each credit note, in order. GCT is the invoice's rule on the
 * credited goods; the note that completes the order's credit takes what is left of the invoice's GCT.
 */
export function computeCredits(
  order: Pick<ReportOrder, 'lines' | 'gct' | 'shipping'>,
  notes: readonly CreditNote[],
): {
  revenue: number;
  gct: number;
  delivery: number;
  lines: { product_id: string; quantity: number; revenue: number }[];
}[] {
  const remaining = new Map(order.lines.map((line) => [line.product_id, line.quantity]));
  let gctLeft = toCentsInt(order.gct);
  let deliveryLeft = toCentsInt(order.shipping);
  return notes.map((note) => {
    const lines = note.lines.flatMap((credited) => {
      const line = order.lines.find((candidate) => candidate.product_id === credited.product_id);
      const left = remaining.get(credited.product_id) ?? 0;
      const quantity = Math.min(credited.quantity, left);
      if (!line || quantity <= 0) return [];
      remaining.set(credited.product_id, left - quantity);
      const revenue =
        quantity === line.quantity
          ? toCentsInt(line.line_total)
          : Math.round((toCentsInt(line.line_total) * quantity) / line.quantity);
      return [{ product_id: line.product_id, quantity, revenue }];
    });
    const revenue = lines.reduce((sum, line) => sum + line.revenue, 0);
    const completes = [...remaining.values()].every((quantity) => quantity === 0);
    const gct = completes ? gctLeft : Math.min(gctLeft, toCentsInt(computeGct(revenue / 100)));
    gctLeft -= gct;
    const delivery = Math.min(deliveryLeft, toCentsInt(note.delivery));
    deliveryLeft -= delivery;
    return { revenue, gct, delivery, lines };
  });
}

/**
 * What one order adds to each Jamaica day it touches (placed, paid, credited, refunded), with its
 * rows in every breakdown. `facts` holds the category, brand and cost of its products.
 */
export function buildOrderContribution(
  order: ReportOrder,
  facts: ReadonlyMap<string, LineProductFacts>,
  notes: readonly CreditNote[] = getCreditNotes(order),
): Map<string, DayFigures> {
  const days = new Map<string, DayFigures>();
  const dayOf = (at: string): DayFigures => {
    const day = toShopDay(at);
    let figures = days.get(day);
    if (!figures) {
      figures = emptyDayFigures();
      days.set(day, figures);
    }
    return figures;
  };
  const customer = getCustomer(order);
  const exemption = order.gct_exemption ?? null;
  const orderRows: [RollupRow, string, string][] = [
    ['payment_method', order.payment_method, order.payment_method],
    ['delivery_method', order.fulfilment.method, order.fulfilment.method],
    ['customer', customer.key, customer.label],
    // Zero-rated under the buyer's exemption: a row of the GCT return by the letter's reference.
    ...(exemption
      ? [
          [
            'gct_exemption',
            exemption.reference,
            `${order.account?.company_name ?? customer.label}: ${exemption.reason}`,
          ] as [RollupRow, string, string],
        ]
      : []),
  ];
  const lineRows = (productId: string): [RollupRow, string, string][] => {
    const fact = facts.get(productId);
    const line = order.lines.find((candidate) => candidate.product_id === productId);
    return [
      ['product', productId, line?.name ?? productId],
      ['category', fact?.category_id ?? 'none', fact?.category_name ?? 'Uncategorised'],
      ['brand', fact?.brand_id ?? 'none', fact?.brand_name ?? 'No brand'],
    ];
  };
  const addRow = (
    day: DayFigures,
    [dimension, key, label]: [RollupRow, string, string],
    add: Partial<Figures>,
  ) => {
    day.by[dimension][key] = addFigures(day.by[dimension][key] ?? emptyFigures(), add);
    day.labels[dimension] = { ...day.labels[dimension], [key]: label };
  };
  /** An order counts once per row, however many of its lines fall in it. */
  const addLineRows = (
    day: DayFigures,
    perLine: { product_id: string; add: Partial<Figures> }[],
    orderField: 'orders' | 'credited_orders' | null,
  ) => {
    const counted = new Set<string>();
    for (const { product_id, add } of perLine) {
      for (const row of lineRows(product_id)) {
        const rowId = `${row[0]}#${row[1]}`;
        addRow(day, row, orderField && !counted.has(rowId) ? { ...add, [orderField]: 1 } : add);
        counted.add(rowId);
      }
    }
  };

  // The sale: the tax invoice, on the day the order was placed.
  const placed = dayOf(order.created_at);
  const shares = getLineShares(order, facts);
  const delivery = toCentsInt(order.shipping);
  const costOf = (share: { cost: number | null; revenue: number }) =>
    share.cost === null
      ? { cost: 0, costed_revenue: 0 }
      : { cost: share.cost, costed_revenue: share.revenue };
  const sale: Partial<Figures> = {
    revenue: shares.reduce((sum, share) => sum + share.revenue, 0),
    gct: toCentsInt(order.gct),
    delivery,
    orders: 1,
    units: shares.reduce((sum, share) => sum + share.quantity, 0),
    cost: shares.reduce((sum, share) => sum + costOf(share).cost, 0),
    costed_revenue: shares.reduce((sum, share) => sum + costOf(share).costed_revenue, 0),
  };
  if (exemption) sale.zero_rated_revenue = sale.revenue;
  addFigures(placed.totals, sale);
  for (const row of orderRows) addRow(placed, row, sale);
  addLineRows(
    placed,
    shares.map((share) => ({
      product_id: share.product_id,
      add: { revenue: share.revenue, gct: share.gct, units: share.quantity, ...costOf(share) },
    })),
    'orders',
  );

  // Credit notes, each on its own day.
  const credits = computeCredits(order, notes);
  credits.forEach((credit, index) => {
    const day = dayOf(notes[index]!.at);
    const lineGcts = allocateCents(
      credit.gct,
      credit.lines.map((line) => line.revenue),
    );
    const perLine = credit.lines.map((line, lineIndex) => {
      const share = shares.find((candidate) => candidate.product_id === line.product_id)!;
      const cost = share.cost === null ? null : Math.round((share.cost * line.quantity) / share.quantity);
      return {
        product_id: line.product_id,
        add: {
          credited_revenue: line.revenue,
          credited_gct: lineGcts[lineIndex]!,
          credited_units: line.quantity,
          credited_cost: cost ?? 0,
          credited_costed_revenue: cost === null ? 0 : line.revenue,
        },
      };
    });
    const whole: Partial<Figures> = {
      credited_revenue: credit.revenue,
      credited_gct: credit.gct,
      credited_delivery: credit.delivery,
      credited_units: perLine.reduce((sum, line) => sum + line.add.credited_units, 0),
      credited_cost: perLine.reduce((sum, line) => sum + line.add.credited_cost, 0),
      credited_costed_revenue: perLine.reduce((sum, line) => sum + line.add.credited_costed_revenue, 0),
      // An order is credited once however many notes it takes: on its first note.
      credited_orders: index === 0 ? 1 : 0,
      // A zero-rated invoice's credit reduces its zero-rated sales and no output GCT (its GCT was 0).
      credited_zero_rated_revenue: exemption ? credit.revenue : 0,
    };
    addFigures(day.totals, whole);
    for (const row of orderRows) addRow(day, row, whole);
    addLineRows(day, perLine, index === 0 ? 'credited_orders' : null);
  });

  // Money: received when marked paid, paid out when refunded; by payment method and customer.
  for (const move of getMoneyMoves(order)) {
    const day = dayOf(move.at);
    const money = { received: move.received, refunded: move.refunded };
    addFigures(day.totals, money);
    for (const row of orderRows) addRow(day, row, money);
  }
  return days;
}

/** Goods revenue after credit notes, in cents. */
export const getNetRevenue = (figures: Figures): number => figures.revenue - figures.credited_revenue;
/** Output GCT after credit notes, in cents. */
export const getNetGct = (figures: Figures): number => figures.gct - figures.credited_gct;

/**
 * A payment staff record against a company's account (its ledger, not an order): money received
 * "on account" on the day it was recorded, in the totals and under the `on_account` method.
 */
export function buildAccountPaymentContribution(payment: {
  at: string;
  amount: number;
}): Map<string, DayFigures> {
  const day = emptyDayFigures();
  const received = toCentsInt(payment.amount);
  addFigures(day.totals, { received });
  day.by.payment_method.on_account = addFigures(emptyFigures(), { received });
  day.labels.payment_method = { on_account: 'on_account' };
  return new Map([[toShopDay(payment.at), day]]);
}
