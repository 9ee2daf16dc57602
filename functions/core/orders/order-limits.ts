/** Orders. */
export const ORDERS = {
  /**
   * Most distinct products in one order. Placing an order is one DynamoDB transaction (at most 100
   * items): per line a stock update and a catalogue change entry, plus the order, the idempotency
   * record and the cart: 2 x 48 + 3 = 99.
   */
  maxLinesPerOrder: 48,
  /** Largest quantity one cart line may hold, whatever the stock. */
  maxQuantityPerLine: 999,
  /** Guest carts and checkout sessions expire this long after their last change. */
  guestDataTtlDays: 30,
  /** How long an idempotency key is remembered. */
  idempotencyTtlHours: 24,
  /** Order numbers: this prefix and two groups of four characters that cannot be misread. */
  orderNumberPrefix: 'SHG',
  orderNumberAlphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  /**
   * How long the links in an order's e-mails open the order, its invoice and the proof upload on
   * any device. Long enough for the invoice at the quarter's GCT return; after it, track order
   * (number and e-mail) still finds the order.
   */
  orderLinkValidDays: 90,
} as const;
