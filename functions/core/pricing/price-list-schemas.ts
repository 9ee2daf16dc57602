/**
 * What staff send to make and change price lists: the header (name, dates, percentage rules) and
 * the per-SKU entries (fixed price, quantity breaks). Kept apart from `price-lists.ts` so the cart and
 * order routes, which only price, do not carry the admin's schemas.
 */
import * as z from 'zod';
import { isWholeCents } from '../currency.js';
import { INPUT_LIMITS } from '../security-limits.js';
import { priceListMessages as say } from './price-list-messages.js';
import type { PriceBreak } from './price-lists.js';

/** A price list's own limits. */
export const PRICE_LISTS = {
  /** Entries one request may write (the admin form or one CSV import). */
  maxEntriesPerWrite: 5_000,
  maxBreaksPerSku: 10,
  maxRules: 200,
  maxQuantity: 999_999,
  /** Entries staff's view of a list shows per page. */
  entriesPerPage: 100,
} as const;

const requiredText = (max: number) =>
  z.string('is required').trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** Money to the cent, never negative. */
const priceListMoneySchema = z
  .number('must be an amount in JMD')
  .nonnegative('must not be negative')
  .max(INPUT_LIMITS.maxMoney, `must be at most ${INPUT_LIMITS.maxMoney}`)
  .refine(isWholeCents, 'must be an amount in JMD');

const quantitySchema = z
  .number('must be a whole number')
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(PRICE_LISTS.maxQuantity, `must be at most ${PRICE_LISTS.maxQuantity}`);

export const priceListIdSchema = z.uuid('must be a price list id');
export const priceListParamsSchema = z.object({ priceListId: priceListIdSchema });

const percentRuleSchema = z.strictObject({
  kind: z.enum(['category', 'brand'], say.ruleKind),
  id: z.string(say.ruleTarget).trim().min(1, say.ruleTarget).max(100, say.ruleTarget),
  // Hundredths of a percent at most (the rule a whole cent is): 12.5 or 7.25, not 1e-320, which
  // the table cannot store.
  percent_off: z
    .number(say.percentOff)
    .gt(0, say.percentOffAboveZero)
    .max(100, say.percentOffAtMost(100))
    .refine(isWholeCents, say.percentOffDecimals),
});

/**
 * The header staff edit: name, Jamaica days (to on or after from; none: open-ended), % rules. Its
 * messages are the forms' sentences (`priceListMessages`), shown under the field as they are.
 */
export const priceListInputSchema = z
  .strictObject({
    name: z.string(say.nameRequired).trim().min(1, say.nameRequired).max(100, say.nameTooLong(100)),
    valid_from: z.iso.date(say.validFromDate),
    valid_to: z.iso.date(say.validToDate).nullable().default(null),
    rules: z
      .array(percentRuleSchema)
      .max(PRICE_LISTS.maxRules, say.tooManyRules(PRICE_LISTS.maxRules))
      .default([]),
  })
  .superRefine((list, context) => {
    if (list.valid_to !== null && list.valid_to < list.valid_from) {
      context.addIssue({ code: 'custom', path: ['valid_to'], message: say.validToBeforeFrom });
    }
    const seen = new Set<string>();
    list.rules.forEach((rule, index) => {
      const key = `${rule.kind}#${rule.id}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: ['rules', index, 'id'], message: say.ruleTargetTwice });
      }
      seen.add(key);
    });
  });
export type PriceListInput = z.output<typeof priceListInputSchema>;

/** The first pair of breaks whose ranges overlap (sorted by their first quantity), or null. */
function findOverlappingBreaks(breaks: readonly PriceBreak[]): [number, number] | null {
  const order = breaks
    .map((_, index) => index)
    .sort((a, b) => breaks[a]!.min_quantity - breaks[b]!.min_quantity);
  for (let i = 1; i < order.length; i += 1) {
    const before = breaks[order[i - 1]!]!;
    const after = breaks[order[i]!]!;
    if (before.max_quantity === null || before.max_quantity >= after.min_quantity) {
      return [order[i - 1]!, order[i]!];
    }
  }
  return null;
}

const priceBreakSchema = z
  .strictObject({
    min_quantity: quantitySchema,
    max_quantity: quantitySchema.nullable().default(null),
    unit_price: priceListMoneySchema,
  })
  .refine((tier) => tier.max_quantity === null || tier.max_quantity >= tier.min_quantity, {
    path: ['max_quantity'],
    message: 'must not be below min_quantity',
  });

/** One SKU's entry: a fixed price, quantity breaks, or both (something must be said). */
export const priceListEntrySchema = z
  .strictObject({
    sku: requiredText(100),
    fixed_price: priceListMoneySchema.nullable().default(null),
    breaks: z.array(priceBreakSchema).max(PRICE_LISTS.maxBreaksPerSku).default([]),
  })
  .superRefine((entry, context) => {
    if (entry.fixed_price === null && entry.breaks.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['fixed_price'],
        message: 'is required when there are no breaks',
      });
    }
    const overlap = findOverlappingBreaks(entry.breaks);
    if (overlap) {
      context.addIssue({
        code: 'custom',
        path: ['breaks', overlap[1], 'min_quantity'],
        message: `overlaps the break from ${entry.breaks[overlap[0]]!.min_quantity}`,
      });
    }
  });
export type PriceListEntryInput = z.output<typeof priceListEntrySchema>;

/** Entries to write (replacing those SKUs' entries) and SKUs to drop from the list. */
export const priceListEntriesSchema = z
  .strictObject({
    entries: z.array(priceListEntrySchema).max(PRICE_LISTS.maxEntriesPerWrite).default([]),
    remove_skus: z.array(requiredText(100)).max(PRICE_LISTS.maxEntriesPerWrite).default([]),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.entries.forEach((entry, index) => {
      const sku = entry.sku.toLowerCase();
      if (seen.has(sku))
        context.addIssue({ code: 'custom', path: ['entries', index, 'sku'], message: 'is given twice' });
      seen.add(sku);
    });
  });

export type PriceListEntriesInput = z.output<typeof priceListEntriesSchema>;

/** `?after=<sku>`: the page of entries after that SKU. */
export const priceListEntriesPageSchema = z.object({ after: z.string().trim().min(1).max(100).optional() });

/** Which list a company buys at (null: list prices). */
export const companyPriceListSchema = z.strictObject({
  price_list_id: priceListIdSchema.nullable(),
});
