/**
 * The stage's order settings, read once from the environment the infrastructure sets (CDK and the
 * local supervisor): bank account, seller, lapse and pickup hold days.
 */
import * as z from 'zod';
import { PAYMENT } from '../core/constants.js';
import type { OrderSettings } from '../core/orders/order.js';
import type { BankDetails, SellerDetails } from '../core/orders/payment.js';
import { ENV, requireEnv } from './env.js';

const bankDetailsSchema = z.strictObject({
  bank: z.string().min(1),
  branch: z.string().min(1),
  account_name: z.string().min(1),
  account_number: z.string().min(1),
  account_type: z.string().min(1),
  currency: z.string().min(1),
});

const sellerDetailsSchema = z.strictObject({
  legal_name: z.string().min(1),
  address: z.string().min(1),
  trn: z.string().min(1),
  gct_registration_number: z.string().min(1),
});

const daysSchema = z.coerce.number().int().min(1).max(90);

function parseJsonEnv<T>(name: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(requireEnv(name)));
  if (!parsed.success) throw new Error(`Environment variable ${name} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

let bank: BankDetails | undefined;
let seller: SellerDetails | undefined;
let settings: OrderSettings | undefined;

export function getBankDetails(): BankDetails {
  bank ??= parseJsonEnv(ENV.bankDetails, bankDetailsSchema);
  return bank;
}

export function getSellerDetails(): SellerDetails {
  seller ??= parseJsonEnv(ENV.sellerDetails, sellerDetailsSchema);
  return seller;
}

export function getOrderSettings(): OrderSettings {
  settings ??= {
    paymentLapseDays: daysSchema.max(PAYMENT.maxLapseDays).parse(requireEnv(ENV.paymentLapseDays)),
    pickupHoldDays: daysSchema.parse(requireEnv(ENV.pickupHoldDays)),
  };
  return settings;
}
