/**
 * Guest checkout: the checkout
 * session's fields, its four validation messages with their titles (used by the form and, through the zod
 * schema, by the server), and the Order Summary totals: subtotal, GCT 15%, shipping 1500 or free above
 * 10,000, total.
 */
import * as z from 'zod';
import { normaliseEmail } from '../auth/email-address.js';
import { normalizePhone, withLocalAreaCode } from '../account/profile.js';
import { JAMAICA_PARISHES } from './parishes.js';
import { CHECKOUT } from './checkout-charges.js';
import {
  DELIVERY_SPEEDS,
  FULFILMENT_METHODS,
  fulfilmentChoiceSchema,
  getFulfilmentFee,
  type DeliverySpeed,
  type FulfilmentChoice,
  type FulfilmentMethod,
  type Parish,
} from './fulfilment.js';

export type { Parish } from './fulfilment.js';

/** The validation rules, verbatim: each message and its toast title. */
export const checkoutMessages = {
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in all customer information fields.',
  },
  missingAddress: { title: 'Missing Address', description: 'Please fill in all shipping address fields.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  emptyCart: { title: 'Empty Cart', description: 'Your cart is empty. Please add items before checkout.' },
  /** Ours; worded like the e-mail one and the profile's phone check. */
  invalidPhone: { title: 'Invalid Phone', description: 'Please enter a valid phone number.' },
  /** Ours (billing had no message); worded like the shipping one. */
  missingBillingAddress: {
    title: 'Missing Address',
    description: 'Please fill in all billing address fields.',
  },
  /** The shop's error messages: the checkout session could not be saved. */
  saveFailed: {
    title: 'Checkout Error',
    description: 'Failed to process checkout information. Please try again.',
  },
} as const;

export type CheckoutMessage = (typeof checkoutMessages)[keyof typeof checkoutMessages];

/** The simple e-mail pattern of the form: something, @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number the shop can call: the profile's rule (ten digits, 1 and ten, or + and 8-15). */
export function isValidPhone(text: string): boolean {
  return normalizePhone(text) !== undefined;
}

/** The longest text each checkout field keeps, in characters (the form names the limit when passed). */
const CHECKOUT_FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  street: 200,
  city: 100,
  postalCode: 20,
  country: 100,
  notes: 2000,
} as const;

type LimitedField = keyof typeof CHECKOUT_FIELD_LIMITS;

/** How each limited field is named in its "too long" message. */
const FIELD_NAMES: Record<LimitedField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  street: 'Street address',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  notes: 'Order notes',
};

/** Said when a field holds more than it keeps: the field and its limit, never "fill in". */
function tooLongMessage(field: LimitedField): string {
  return `${FIELD_NAMES[field]} can be at most ${CHECKOUT_FIELD_LIMITS[field].toLocaleString('en-US')} characters.`;
}

const required = (message: string, field: LimitedField) =>
  z.string().trim().min(1, message).max(CHECKOUT_FIELD_LIMITS[field], tooLongMessage(field));
const optional = (field: LimitedField) =>
  z.string().trim().max(CHECKOUT_FIELD_LIMITS[field], tooLongMessage(field)).default('');

const customerInfoSchema = z.strictObject({
  firstName: required(checkoutMessages.missingInformation.description, 'firstName'),
  lastName: required(checkoutMessages.missingInformation.description, 'lastName'),
  email: required(checkoutMessages.missingInformation.description, 'email')
    .overwrite(normaliseEmail)
    .regex(EMAIL_PATTERN, checkoutMessages.invalidEmail.description),
  // A local seven-digit number is kept with its area code, so the shop can call it from anywhere.
  phone: required(checkoutMessages.missingInformation.description, 'phone')
    .refine(isValidPhone, checkoutMessages.invalidPhone.description)
    .transform(withLocalAreaCode),
  company: optional('company'),
});

const addressSchema = (message: string) =>
  z.strictObject({
    street: required(message, 'street'),
    city: required(message, 'city'),
    parish: z.enum(JAMAICA_PARISHES, message),
    postalCode: optional('postalCode'),
    country: z
      .string()
      .trim()
      .min(1, message)
      .max(CHECKOUT_FIELD_LIMITS.country, tooLongMessage('country'))
      .default(CHECKOUT.defaultCountry),
  });

/**
 * What "Continue to Payment" sends. Delivery needs the shipping address, and its parish is the
 * delivery parish; pickup needs no address at all. Billing is sent for delivery (the form copies
 * shipping when the same) and may be left out for pickup. Without a fulfilment choice the order is
 * delivered at standard speed to the shipping address.
 */
export const checkoutSessionInputSchema = z
  .strictObject({
    customer_info: customerInfoSchema,
    fulfilment: fulfilmentChoiceSchema.optional(),
    shipping_address: addressSchema(checkoutMessages.missingAddress.description).nullable().default(null),
    billing_address: addressSchema(checkoutMessages.missingBillingAddress.description)
      .nullable()
      .default(null),
    notes: optional('notes'),
  })
  .superRefine((input, context) => {
    if (input.fulfilment?.method === 'pickup') return;
    if (!input.shipping_address) {
      context.addIssue({
        code: 'custom',
        path: ['shipping_address'],
        message: checkoutMessages.missingAddress.description,
      });
      return;
    }
    if (!input.billing_address) {
      context.addIssue({
        code: 'custom',
        path: ['billing_address'],
        message: checkoutMessages.missingBillingAddress.description,
      });
    }
    if (input.fulfilment && input.fulfilment.parish !== input.shipping_address.parish) {
      context.addIssue({
        code: 'custom',
        path: ['fulfilment', 'parish'],
        message: 'must be the parish of the shipping address',
      });
    }
  })
  .transform(({ fulfilment, ...input }) => ({
    ...input,
    fulfilment: resolveFulfilmentChoice(fulfilment, input.shipping_address),
  }));

/** The choice made, or standard delivery to the shipping parish (sessions saved before the choice existed). */
export function resolveFulfilmentChoice(
  choice: FulfilmentChoice | undefined,
  shippingAddress: { parish: Parish } | null,
): FulfilmentChoice {
  if (choice) return choice;
  return shippingAddress
    ? { method: 'delivery', parish: shippingAddress.parish, speed: 'standard' }
    : { method: 'pickup' };
}

export type CheckoutSessionInput = z.infer<typeof checkoutSessionInputSchema>;
export type CustomerInfo = CheckoutSessionInput['customer_info'];
export type Address = NonNullable<CheckoutSessionInput['shipping_address']>;

/** A saved checkout session, owned by a guest session or a user. */
export interface CheckoutSession extends CheckoutSessionInput {
  id: string;
  /** The guest session id, or null for a signed-in user (then `user_id` is set). */
  session_id: string | null;
  user_id: string | null;
  created_at: string;
}

/** The form as typed, before the 'same as shipping' copy. */
export interface CheckoutForm {
  customer_info: { firstName: string; lastName: string; email: string; phone: string; company: string };
  shipping_address: { street: string; city: string; parish: string; postalCode: string; country: string };
  billing_same_as_shipping: boolean;
  billing_address: { street: string; city: string; parish: string; postalCode: string; country: string };
  notes: string;
  /** Pickup needs no address; delivery goes to the shipping address's parish. Delivery when left out. */
  fulfilment?: { method: FulfilmentMethod; speed: DeliverySpeed };
}

const blank = (value: string) => value.trim() === '';

/**
 * The form's checks in the form's order; the first failure, or `undefined` when the form may be sent.
 * Billing fields count only when billing differs from shipping.
 */
export function validateCheckoutForm(form: CheckoutForm, cartItemCount: number): CheckoutMessage | undefined {
  const { customer_info: info, shipping_address: ship, billing_address: bill } = form;
  const delivered = form.fulfilment?.method !== 'pickup';
  if ([info.firstName, info.lastName, info.email, info.phone].some(blank)) {
    return checkoutMessages.missingInformation;
  }
  if (delivered && [ship.street, ship.city, ship.parish, ship.country].some(blank)) {
    return checkoutMessages.missingAddress;
  }
  if (!EMAIL_PATTERN.test(info.email.trim())) return checkoutMessages.invalidEmail;
  if (!isValidPhone(info.phone)) return checkoutMessages.invalidPhone;
  if (cartItemCount <= 0) return checkoutMessages.emptyCart;
  if (
    delivered &&
    !form.billing_same_as_shipping &&
    [bill.street, bill.city, bill.parish, bill.country].some(blank)
  ) {
    return checkoutMessages.missingBillingAddress;
  }
  return undefined;
}

export interface FieldIssue {
  /** Dotted path of the form field, e.g. `shipping_address.city`. */
  path: string;
  message: string;
}

function issuesOf(schema: z.ZodType, value: unknown, prefix: string): FieldIssue[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/**
 * Each field's problem, with the messages the server gives for the same input (its schemas): the
 * form shows them under the fields. Addresses count only for delivery, billing only when it differs.
 */
export function checkoutFieldIssues(form: CheckoutForm): FieldIssue[] {
  const delivered = form.fulfilment?.method !== 'pickup';
  return [
    ...issuesOf(customerInfoSchema, form.customer_info, 'customer_info'),
    ...(delivered
      ? issuesOf(
          addressSchema(checkoutMessages.missingAddress.description),
          form.shipping_address,
          'shipping_address',
        )
      : []),
    ...(delivered && !form.billing_same_as_shipping
      ? issuesOf(
          addressSchema(checkoutMessages.missingBillingAddress.description),
          form.billing_address,
          'billing_address',
        )
      : []),
  ];
}

const formAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  parish: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** The checkout form as typed: every field a string, each field's check from {@link checkoutFieldIssues}. */
export const checkoutFormSchema = z
  .object({
    customer_info: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      company: z.string(),
    }),
    fulfilment: z.object({ method: z.enum(FULFILMENT_METHODS), speed: z.enum(DELIVERY_SPEEDS) }),
    shipping_address: formAddressSchema,
    billing_same_as_shipping: z.boolean(),
    billing_address: formAddressSchema,
    notes: z.string(),
  })
  .superRefine((form, context) => {
    for (const issue of checkoutFieldIssues(form)) {
      context.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  });

/** The fulfilment the form stands for: pickup, or delivery to the shipping address's parish. */
export function toFulfilmentChoice(form: CheckoutForm): FulfilmentChoice | undefined {
  if (form.fulfilment?.method === 'pickup') return { method: 'pickup' };
  const parish = JAMAICA_PARISHES.find((name) => name === form.shipping_address.parish);
  return parish ? { method: 'delivery', parish, speed: form.fulfilment?.speed ?? 'standard' } : undefined;
}

/**
 * The body "Continue to Payment" sends: billing copied from shipping when the box is ticked; no
 * address for pickup.
 */
export function toCheckoutSessionInput(form: CheckoutForm): z.input<typeof checkoutSessionInputSchema> {
  const fulfilment = toFulfilmentChoice(form);
  const pickup = fulfilment?.method === 'pickup';
  return {
    customer_info: form.customer_info,
    ...(fulfilment ? { fulfilment } : {}),
    shipping_address: pickup ? null : (form.shipping_address as Address),
    billing_address: pickup
      ? null
      : ((form.billing_same_as_shipping ? form.shipping_address : form.billing_address) as Address),
    notes: form.notes,
  };
}

export interface OrderTotals {
  subtotal: number;
  /** General Consumption Tax: 15% of the subtotal, rounded to cents. */
  gct: number;
  /** The fulfilment fee: pickup free, delivery by parish and speed (see fulfilment.ts). */
  shipping: number;
  total: number;
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The GCT of an invoice: `gctRate` (15%, or the exempt buyer's 0%) of its subtotal (goods only;
 * delivery carries none), rounded once to the cent on the whole invoice, never per line. Orders,
 * their tax invoices and the reports' credit notes all take GCT from here.
 */
export function computeGct(subtotal: number, gctRate: number = CHECKOUT.gctRate): number {
  return toCents(toCents(subtotal) * gctRate);
}

/**
 * The Order Summary; the server charges exactly what the form shows
 * for the same choice. `gctRate` is the buyer's (core/business/order-terms.ts `getGctTreatment`): the
 * standard rate unless their company is exempt.
 */
export function computeOrderTotals(
  subtotal: number,
  fulfilment: FulfilmentChoice,
  gctRate: number = CHECKOUT.gctRate,
): OrderTotals {
  const roundedSubtotal = toCents(subtotal);
  const gct = computeGct(roundedSubtotal, gctRate);
  const shipping = getFulfilmentFee(roundedSubtotal, fulfilment);
  return { subtotal: roundedSubtotal, gct, shipping, total: toCents(roundedSubtotal + gct + shipping) };
}
