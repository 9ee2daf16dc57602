/** The guest checkout summary (the cart page itself shows the subtotal only). */
export const CHECKOUT = {
  /** General Consumption Tax, as a fraction of the subtotal. */
  gctRate: 0.15,
  /** Flat shipping charge in JMD. */
  shippingFlatFee: 1500,
  /** Shipping is free when the subtotal exceeds this amount in JMD. */
  freeShippingOver: 10_000,
  /** Default country of the shipping and billing addresses. */
  defaultCountry: 'Jamaica',
} as const;
