/**
 * What the server says about carts and orders, in one place.
 */
import { ORDERS } from '../orders/order-limits.js';
import { SHOP_IDENTITY } from '../shop-identity.js';

export const cartMessages = {
  /** The validation rules: add to cart when the product lookup returns nothing. */
  productNotFound: 'Product not found',
  lineNotFound: 'This item is not in your cart.',
  outOfStock: (name: string) => `${name} is out of stock.`,
  cappedByStock: (name: string, stock: number) =>
    `Only ${stock} of ${name} in stock, so your cart holds ${stock}.`,
  tooManyLines: `An order can hold up to ${ORDERS.maxLinesPerOrder} different products. Please place this order first, then start another.`,
  keptChanging: 'Your cart was changed somewhere else at the same moment. Please try again.',
  guestSessionMissing: 'x-guest-session-id: must be a guest session id (guest_ followed by a UUID).',
} as const;

export const orderMessages = {
  notEnoughStock: (name: string, available: number) =>
    available > 0
      ? `Not enough stock for ${name}: only ${available} left. Please lower the quantity in your cart.`
      : `Not enough stock for ${name}: it is out of stock. Please remove it from your cart.`,
  productUnavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  checkoutSessionMissing: 'Please enter your checkout details again before placing the order.',
  idempotencyKeyReused: 'Idempotency-Key: this key was already used for a different order request.',
  busy: 'The shop is very busy right now. Please try again in a moment.',
  cartChanged:
    'Your cart changed since you reviewed your order (in another tab or window, perhaps). Please check the order summary and confirm it again.',
  totalChanged:
    'A price in your cart changed since you reviewed your order. Please check the new total and confirm it.',
  cashNeedsPickup: `payment_method: cash in store is paid at pickup; choose Pickup in ${SHOP_IDENTITY.address.locality} or another way to pay.`,
  orderNotFound: 'We could not find an order with that number and e-mail address.',
  orderNumberRequired: 'Please enter your order number.',
  orderNumberInvalid: 'Please enter an order number like SHG-7K4M-2Q9P.',
  cannotAdvance: (status: string) => `An order that is ${status} cannot move forward.`,
  cannotCancel: (status: string) => `An order that is ${status} cannot be cancelled.`,
} as const;
