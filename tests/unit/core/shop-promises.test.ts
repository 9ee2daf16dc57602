/**
 * Every promise the shop makes is worded from the rule that keeps it: the free-delivery threshold the
 * checkout charges by, the delivery times of the fulfilment options, the GCT rate, the payee. These
 * read the promises as shoppers see them and check them against the rules, and look through the
 * strings of the web app and the mails for a figure written down by hand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPaymentInstructions } from '../../../functions/core/orders/payment.js';
import { describeFulfilment, getFulfilmentFee } from '../../../functions/core/checkout/fulfilment.js';
import { getPayeeName, SHOP_IDENTITY } from '../../../functions/core/shop-identity.js';
import { cartPageStrings } from '../../../web/src/features/cart/cart-page-strings.js';
import { checkoutStrings } from '../../../web/src/features/cart/checkout-strings.js';
import { homeStrings } from '../../../web/src/features/home/home-strings.js';
import { supportStrings } from '../../../web/src/features/support/support-strings.js';
import { authToasts } from '../../../web/src/lib/auth/auth-errors.js';
import { pickupTaxInvoice } from '../../helpers/orders.js';

const standardTo = (parish: 'Kingston' | 'Clarendon') =>
  ({ method: 'delivery', parish, speed: 'standard' }) as const;

/** The amount a sentence promises free delivery over, read as a shopper reads it ("over J$10,000"). */
function promisedFreeDeliveryOver(sentence: string): number {
  const match = /over J\$([\d,]+)/.exec(sentence);
  expect(match, `"${sentence}" names its threshold in Jamaican dollars`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', ''));
}

describe('the free-delivery promise', () => {
  const trustBadge = homeStrings.trust.badges.find((badge) => badge.id === 'shipping');
  it.each([
    ['the home page trust badge', `${trustBadge?.title} ${'detail' in trustBadge! ? trustBadge.detail : ''}`],
    ['the cart notes', cartPageStrings.notes.freeShipping],
    ['the checkout note', checkoutStrings.freeDeliveryNote],
  ])('on %s names the amount above which the checkout stops charging delivery', (_, sentence) => {
    const over = promisedFreeDeliveryOver(sentence);
    expect(getFulfilmentFee(over, standardTo('Kingston'))).toBeGreaterThan(0);
    expect(getFulfilmentFee(over + 1, standardTo('Kingston'))).toBe(0);
    expect(getFulfilmentFee(over + 1, standardTo('Clarendon'))).toBe(0);
  });
});

describe('the delivery times the support page promises', () => {
  it('are the lead times of the checkout’s standard delivery', () => {
    const answer = supportStrings.faq.items.find(
      (item) => item.question === 'Do you ship island-wide?',
    )!.answer;
    const leadTime = (parish: 'Kingston' | 'Clarendon') =>
      describeFulfilment(0, standardTo(parish)).lead_time;
    expect(answer).toContain(`${leadTime('Kingston')} in Kingston`);
    expect(answer).toContain(`${leadTime('Clarendon')} to other parishes`);
  });
});

describe('the payee', () => {
  it('is the legal name trading as the shop’s name when they differ, else the name alone', () => {
    expect(getPayeeName({ name: 'Island Tech Distributors', legalName: 'Storefront Technology Ltd' })).toBe(
      'Storefront Technology Ltd trading as Island Tech Distributors',
    );
    expect(getPayeeName({ name: 'Island Tech', legalName: 'Island Tech' })).toBe('Island Tech');
  });

  it('is the account name of the bank details and the seller of the tax invoice', () => {
    const payee = getPayeeName();
    expect(payee).toContain(SHOP_IDENTITY.name);
    const instructions = getPaymentInstructions(
      {
        order_number: 'SHG-7K4M-2Q9P',
        payment_method: 'bank_transfer',
        total: 1000,
        payment_due_at: null,
        purchase_order: null,
      },
      { bank: 'NCB', branch: 'Portmore', account_number: '1', account_type: 'Current', currency: 'JMD' },
    );
    expect(instructions.details).toContainEqual({ label: 'Account name', value: payee });
    const invoice = pickupTaxInvoice([]);
    expect(invoice.seller.name).toBe(payee);
  });

  it('welcomes a new account by the shop’s name', () => {
    expect(authToasts.accountCreated.description).toBe(`Welcome to ${SHOP_IDENTITY.name}!`);
  });
});

/** Where the shop's words live: the web app and the functions' core (mails, messages, rules). */
const ROOTS = ['web/src', 'functions/core'];
/** A figure of a rule written into a sentence: money, days, hours, a tax rate. */
const HARD_CODED_PROMISE =
  /(over\s+(?:J?\$|JMD)\s?\d|(?:J\$|JMD\s)\d[\d,]*|\b\d+-day\b|\b\d+-\d+ business days|within \d+ (?:hours|days)|GCT \(\d+%\)|product!)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('the words of the shop', () => {
  it('write no figure of a rule by hand: each is derived from the constant that enforces it', () => {
    const offenders = ROOTS.flatMap(sourceFiles)
      // The delivery options (they name their lead times) and the importer's reader of other stores' prices.
      .filter((file) => !/functions\/core\/(checkout\/delivery-options|scraper\/price)\.ts$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          // Comments explain, they promise nothing to a shopper.
          .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line))
          .filter(({ line }) => HARD_CODED_PROMISE.test(line))
          .map(({ line, where }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
