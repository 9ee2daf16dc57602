/**
 * The shop's card gateway client against the PowerTranz stand-in of the running shop: an authorisation
 * built from a stored-order shape, the hosted page, the completion, and the staff adjustments; a lost
 * or garbled answer is an unknown outcome, never a decline.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildAuthRequest,
  isApproved,
  toCardAuthorisation,
  type CardOrder,
} from '../../../functions/core/payments/card-payment.js';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, getTableName } from '../../../functions/data/dynamo-client.js';
import { keys } from '../../../functions/data/keys.js';
import {
  capturePayment,
  completePayment,
  getMerchantResponseUrl,
  refundPayment,
  startAuthorisation,
  voidPayment,
} from '../../../functions/data/powertranz-gateway.js';
import { type RuleViolation } from '../../../functions/core/rule-violation.js';
import { armGatewayFault, payOnHostedPage, TEST_CARD } from '../../helpers/powertranz.js';

const shop = inject('shop');
const gatewayUrl = () => shop.functionEnv.POWERTRANZ_BASE_URL!;

const order: CardOrder = {
  order_number: 'SHG-7K4M-2Q9P',
  total: 6319.5,
  customer_info: {
    firstName: 'Shanice',
    lastName: 'Brown',
    email: 'shanice@example.com',
    phone: '876-555-0188',
  },
  shipping_address: { street: '12 Port Henderson Road', city: 'Portmore', parish: 'St Catherine' },
};

async function authorise(card: string, total = order.total, orderNumber = order.order_number) {
  const transactionIdentifier = crypto.randomUUID();
  const started = await startAuthorisation(
    buildAuthRequest(
      { ...order, total, order_number: orderNumber },
      {
        transactionIdentifier,
        merchantResponseUrl: `${shop.url}/api/payments/card/response`,
        hostedPage: { pageSet: 'PTZ/storefront', pageName: 'card-payment' },
      },
    ),
  );
  await payOnHostedPage(started.redirectData, card);
  return { transactionIdentifier, outcome: await completePayment(started.spiToken) };
}

beforeAll(() => {
  Object.assign(process.env, shop.functionEnv);
});

describe('the MerchantResponseUrl', () => {
  it('is on the address the deployment wrote when the stage has no custom domain (no SITE_URL)', async () => {
    const cloudFrontName = 'https://d1example23.cloudfront.net';
    const siteUrl = process.env.SITE_URL;
    delete process.env.SITE_URL;
    const site = { TableName: getTableName(), Key: keys.siteAddress() };
    try {
      await documentClient.send(
        new PutCommand({
          TableName: site.TableName,
          Item: { ...site.Key, entity: 'site-address', site_url: cloudFrontName },
        }),
      );
      expect(await getMerchantResponseUrl()).toBe(`${cloudFrontName}/api/payments/card/response`);
    } finally {
      if (siteUrl !== undefined) process.env.SITE_URL = siteUrl;
      await documentClient.send(new DeleteCommand(site));
    }
  });
});

describe('card gateway client', () => {
  it('authorises the stored total and keeps only the brand and last four of the card', async () => {
    const { outcome } = await authorise(TEST_CARD.challengeApprove);
    expect(outcome.kind).toBe('answered');
    if (outcome.kind !== 'answered') return;
    expect(isApproved(outcome.answer)).toBe(true);
    expect(outcome.answer.TotalAmount).toBe(6319.5);
    const kept = toCardAuthorisation(outcome.answer);
    expect(kept).toMatchObject({ card_brand: 'Visa', card_last_four: '0006' });
    expect(JSON.stringify(kept)).not.toContain(TEST_CARD.challengeApprove);
  });

  it('reads a decline as a decline', async () => {
    const { outcome } = await authorise(TEST_CARD.declined);
    expect(outcome).toMatchObject({ kind: 'answered', answer: { Approved: false, IsoResponseCode: '05' } });
  });

  it('calls a garbled completion unknown, not declined', async () => {
    const orderNumber = 'SHG-GARB-LED1';
    await armGatewayFault(gatewayUrl(), {
      fault: 'malformed-json',
      endpoint: 'payment',
      orderIdentifier: orderNumber,
    });
    const { outcome } = await authorise(TEST_CARD.frictionlessApprove, order.total, orderNumber);
    expect(outcome.kind).toBe('unknown');
  });

  it('answers 503 words when the gateway fails to start a payment', async () => {
    const orderNumber = 'SHG-FAIL-S500';
    await armGatewayFault(gatewayUrl(), {
      fault: 'http-500',
      endpoint: 'auth',
      orderIdentifier: orderNumber,
    });
    await expect(authorise(TEST_CARD.frictionlessApprove, order.total, orderNumber)).rejects.toMatchObject({
      kind: 'unavailable',
    } satisfies Partial<RuleViolation>);
  });

  it('captures part, refunds twice, and is refused a third refund beyond the capture', async () => {
    const { transactionIdentifier } = await authorise(TEST_CARD.frictionlessApprove, 1000);
    expect(isApproved(await capturePayment(transactionIdentifier, 900, crypto.randomUUID()))).toBe(true);
    expect(isApproved(await refundPayment(transactionIdentifier, 400, '388', crypto.randomUUID()))).toBe(
      true,
    );
    expect(isApproved(await refundPayment(transactionIdentifier, 500, '388', crypto.randomUUID()))).toBe(
      true,
    );
    expect(isApproved(await refundPayment(transactionIdentifier, 1, '388', crypto.randomUUID()))).toBe(false);
  });

  it('voids an authorisation that was not captured', async () => {
    const { transactionIdentifier } = await authorise(TEST_CARD.frictionlessApprove, 250);
    expect(isApproved(await voidPayment(transactionIdentifier))).toBe(true);
  });
});
