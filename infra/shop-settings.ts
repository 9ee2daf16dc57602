/**
 * The per-stage order settings (bank account, seller, lapse and pickup hold days) and the function
 * environment they become. Shared by the CDK stage config and the local stack, without CDK imports.
 */
import type { BankDetails, SellerDetails } from '../functions/core/orders/payment.js';
import { ENV } from '../functions/shared/env.js';

export interface ShopSettings {
  /** The account shoppers pay bank transfers into; shown with the order number as reference. */
  bankDetails: BankDetails;
  /** The seller as the tax invoice names it. */
  seller: SellerDetails;
  /** Days before an unpaid bank-transfer order lapses (its stock returns). */
  paymentLapseDays: number;
  /** Days a pickup order is held at the store. */
  pickupHoldDays: number;
}

export function toShopSettingsEnv(settings: ShopSettings): Record<string, string> {
  return {
    [ENV.bankDetails]: JSON.stringify(settings.bankDetails),
    [ENV.sellerDetails]: JSON.stringify(settings.seller),
    [ENV.paymentLapseDays]: String(settings.paymentLapseDays),
    [ENV.pickupHoldDays]: String(settings.pickupHoldDays),
  };
}
