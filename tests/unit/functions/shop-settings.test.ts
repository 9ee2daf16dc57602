import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT } from '../../../functions/core/orders/payment-limits.js';

const bank = {
  bank: 'National Commercial Bank',
  branch: 'Half Way Tree',
  account_number: '123456789',
  account_type: 'Current',
  currency: 'JMD',
};
const seller = {
  address: '1 Hope Road, Kingston 6',
  trn: '123456789',
  gct_registration_number: 'GCT-1',
};

/** The module afresh: it keeps what it read for the life of the container. */
const load = async () => {
  vi.resetModules();
  return import('../../../functions/shared/shop-settings.js');
};

describe('shop settings from the environment', () => {
  beforeEach(() => {
    vi.stubEnv('BANK_DETAILS', JSON.stringify(bank));
    vi.stubEnv('SELLER_DETAILS', JSON.stringify(seller));
    vi.stubEnv('PAYMENT_LAPSE_DAYS', '3');
    vi.stubEnv('PICKUP_HOLD_DAYS', '7');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('reads the bank, the seller and the days the stage sets', async () => {
    const settings = await load();
    expect(settings.getBankDetails()).toEqual(bank);
    expect(settings.getSellerDetails()).toEqual(seller);
    expect(settings.getOrderSettings()).toEqual({ paymentLapseDays: 3, pickupHoldDays: 7 });
  });

  it.each([
    ['not JSON', '{bank:'],
    ['an array', '[]'],
    ['a field missing', JSON.stringify({ ...bank, currency: undefined })],
    ['an empty field', JSON.stringify({ ...bank, branch: '' })],
    ['a field of another type', JSON.stringify({ ...bank, account_number: 123456789 })],
    ['an unknown field', JSON.stringify({ ...bank, swift: 'JNCBJMKX' })],
  ])('refuses bank details that are %s, naming the variable', async (_, value) => {
    vi.stubEnv('BANK_DETAILS', value);
    const settings = await load();
    expect(() => settings.getBankDetails()).toThrow(/BANK_DETAILS is malformed/);
  });

  it.each(['0', '2.5', 'three', '', String(PAYMENT.maxLapseDays + 1)])(
    'refuses %j payment lapse days',
    async (value) => {
      vi.stubEnv('PAYMENT_LAPSE_DAYS', value);
      const settings = await load();
      expect(() => settings.getOrderSettings()).toThrow(/PAYMENT_LAPSE_DAYS/);
    },
  );

  it('accepts up to 90 days of pickup hold and no more', async () => {
    vi.stubEnv('PICKUP_HOLD_DAYS', '90');
    expect((await load()).getOrderSettings().pickupHoldDays).toBe(90);
    vi.stubEnv('PICKUP_HOLD_DAYS', '91');
    const settings = await load();
    expect(() => settings.getOrderSettings()).toThrow(/PICKUP_HOLD_DAYS/);
  });
});
