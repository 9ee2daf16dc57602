/** A filled-in checkout form, as a shopper sends it, for tests of the checkout's rules. */
import type { CheckoutForm } from '../../functions/core/checkout/checkout.js';

/** A complete Jamaican shipping address. */
export const shippingAddress = {
  street: '1 Main St',
  city: 'Portmore',
  parish: 'St Catherine',
  postalCode: '',
  country: 'Jamaica',
};

/** The billing address a shopper leaves untouched. */
export const blankAddress = { street: '', city: '', parish: '', postalCode: '', country: 'Jamaica' };

/** A complete form with billing the same as shipping; `overrides` replace any field. */
export function checkoutForm(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    customer_info: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '876-555-0123', company: '' },
    shipping_address: shippingAddress,
    billing_same_as_shipping: true,
    billing_address: blankAddress,
    notes: '',
    ...overrides,
  };
}
