/**
 * The stage's order settings, read once from the environment the infrastructure sets (CDK and the
 * local supervisor): bank account, seller, lapse and pickup hold days.
 */
import { PAYMENT } from '../core/orders/payment-limits.js';
import type { OrderSettings } from '../core/orders/order.js';
import type { BankDetails, SellerDetails } from '../core/orders/payment.js';
import { ENV, requireEnv } from './env.js';

// Checked by hand rather than with zod: the mail consumers read these, and zod would be a tenth of
// their bundles and about 13 ms of their cold starts for two flat objects and two numbers.
const BANK_FIELDS = ['bank', 'branch', 'account_number', 'account_type', 'currency'] as const;
const SELLER_FIELDS = ['address', 'trn', 'gct_registration_number'] as const;
const MAX_HOLD_DAYS = 90;

/** An object of exactly `fields`, each a non-empty string, from the JSON in variable `name`. */
function parseJsonEnv<F extends string>(name: string, fields: readonly F[]): Record<F, string> {
  const malformed = (why: string) => new Error(`Environment variable ${name} is malformed: ${why}`);
  let value: unknown;
  try {
    value = JSON.parse(requireEnv(name));
  } catch {
    throw malformed('not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed('not an object');
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(fields as readonly string[]).includes(key));
  if (unknown.length > 0) throw malformed(`unknown ${unknown.join(', ')}`);
  for (const field of fields) {
    const text = record[field];
    if (typeof text !== 'string' || text === '') throw malformed(`${field} must be a non-empty string`);
  }
  return record as Record<F, string>;
}

/** Whole days from 1 to `max`, from variable `name`. */
function parseDaysEnv(name: string, max: number): number {
  const text = requireEnv(name);
  const days = Number(text);
  if (text.trim() === '' || !Number.isInteger(days) || days < 1 || days > max) {
    throw new Error(`Environment variable ${name} is malformed: must be whole days from 1 to ${max}`);
  }
  return days;
}

let bank: BankDetails | undefined;
let seller: SellerDetails | undefined;
let settings: OrderSettings | undefined;

export function getBankDetails(): BankDetails {
  bank ??= parseJsonEnv(ENV.bankDetails, BANK_FIELDS);
  return bank;
}

export function getSellerDetails(): SellerDetails {
  seller ??= parseJsonEnv(ENV.sellerDetails, SELLER_FIELDS);
  return seller;
}

export function getOrderSettings(): OrderSettings {
  settings ??= {
    paymentLapseDays: parseDaysEnv(ENV.paymentLapseDays, Math.min(PAYMENT.maxLapseDays, MAX_HOLD_DAYS)),
    pickupHoldDays: parseDaysEnv(ENV.pickupHoldDays, MAX_HOLD_DAYS),
  };
  return settings;
}
