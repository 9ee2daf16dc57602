/**
 * The shop's terms as it tells them to people, each worded from the constant of the rule that keeps
 * it, so no page, toast or mail can promise what the checkout does not do: free delivery over the
 * threshold `getFulfilmentFee` charges by, the delivery times of the fulfilment options, the GCT
 * rate the totals add, how soon enquiries are answered (the return window is
 * `MARKETING.returnWindowDays`, used as it is). Feature strings build their sentences from these;
 * nothing else writes these figures down (`tests/unit/core/shop-promises.test.ts` looks).
 */
import { MARKETING } from './marketing-claims.js';
import { FULFILMENT } from './checkout/delivery-options.js';
import { CHECKOUT } from './checkout/checkout-charges.js';
import { formatPrice } from './format-price.js';

const parishes = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

export const SHOP_TERMS = {
  /** "over J$10,000": standard delivery is free on a subtotal above `CHECKOUT.freeShippingOver`. */
  freeDeliveryOver: `over ${formatPrice(CHECKOUT.freeShippingOver, { signed: true })}`,
  /** "GCT (15%)": the tax line of every summary, invoice and mail. */
  gctLabel: `GCT (${Math.round(CHECKOUT.gctRate * 100)}%)`,
  /** "1-2 business days in Kingston and St Andrew and 2-4 business days to other parishes". */
  standardDeliveryTimes: `${FULFILMENT.near.standard.leadTime} in ${parishes(FULFILMENT.nearParishes)} and ${FULFILMENT.far.standard.leadTime} to other parishes`,
  /** "24 hours". */
  replyWithin: `${MARKETING.replyWithinHours} hours`,
} as const;
