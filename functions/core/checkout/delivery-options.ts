import { SHOP_IDENTITY } from '../shop-identity.js';
import { CHECKOUT } from './checkout-charges.js';

/**
 * Pickup or delivery. Pickup in Portmore is free; delivery is priced and timed by parish (Kingston
 * and St Andrew are served from the nearest depot), standard delivery is free above the checkout's
 * free-shipping threshold, express is always charged. The pickup hold is a default: each stage may
 * set its own.
 */
export const FULFILMENT = {
  pickupLocation: `${SHOP_IDENTITY.address.locality}, ${SHOP_IDENTITY.address.region}`,
  pickupFee: 0,
  defaultPickupHoldDays: 7,
  /** Parishes with the shorter lead time. */
  nearParishes: ['Kingston', 'St Andrew'],
  near: {
    standard: { fee: CHECKOUT.shippingFlatFee, leadTime: '1-2 business days' },
    express: { fee: 3000, leadTime: 'Next business day' },
  },
  far: {
    standard: { fee: CHECKOUT.shippingFlatFee, leadTime: '2-4 business days' },
    express: { fee: 3500, leadTime: '1-2 business days' },
  },
} as const;
