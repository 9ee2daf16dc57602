/**
 * A business buyer's catalogue request reads nothing of theirs once this container knows them (issue
 * 29): their membership, their company's list and the list's header are kept until the catalogue's
 * change log names them, so a warm buyer waits for no round trip a guest does not; the caller's
 * standing, when due again, is one BatchGetItem. The routes run in this process against the test
 * shop's DynamoDB Local, and every call its table client sends is recorded by a middleware on that
 * client.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BuyerPrice } from '../../../functions/core/pricing/buyer-price-view.js';
import type { HttpEvent } from '../../../functions/shared/http-handler.js';
import {
  createCompanyAtPriceList,
  createPriceList,
  createStaff,
  savePriceListEntries,
} from '../../helpers/business.js';
import { createTestProducts } from '../../helpers/cart-api.js';
import { httpEvent, lambdaContext } from '../../helpers/http-event.js';

const shop = inject('shop');
Object.assign(process.env, shop.functionEnv);
const { documentClient } = await import('../../../functions/data/dynamo-client.js');
const { forgetStoredAccount } = await import('../../../functions/data/caller-accounts.js');
const listRoute = (await import('../../../functions/handlers/catalogue/list-products.js')).handler;
const productRoute = (await import('../../../functions/handlers/catalogue/get-buyer-product.js')).handler;
const staff = await createStaff(shop);

/** Each call this process's table client sent while counting: its operation and the partitions it names. */
interface TableCall {
  operation: string;
  partitions: string[];
}
let recording: TableCall[] | undefined;

const partitionsOf = (input: Record<string, unknown>): string[] => {
  const requests = Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: { pk: string }[] }>);
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  return [
    ...requests.flatMap((request) => (request.Keys ?? []).map((key) => key.pk)),
    ...(input.Key ? [(input.Key as { pk: string }).pk] : []),
    ...(typeof values[':pk'] === 'string' ? [values[':pk']] : []),
  ];
};

documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    recording?.push({
      operation: String(context.commandName).replace(/Command$/, ''),
      partitions: partitionsOf(args.input as Record<string, unknown>),
    });
    return next(args);
  },
  { step: 'initialize', name: 'buyerReadsCounter' },
);

/** The route's answer to the signed-in user, as API Gateway's JWT authorizer hands it their claims. */
async function callAs(
  route: typeof listRoute,
  userId: string,
  event: HttpEvent,
): Promise<{ status: number; body: { prices?: BuyerPrice[] } }> {
  const claims = { sub: userId, 'cognito:groups': '[customer]' };
  const signedIn = {
    ...event,
    requestContext: { ...event.requestContext, authorizer: { jwt: { claims, scopes: [] } } },
  } as HttpEvent;
  const result = (await route(signedIn, lambdaContext('buyer-reads'))) as {
    statusCode: number;
    body?: string;
  };
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as { prices?: BuyerPrice[] } };
}

/** The calls a request made that read the buyer's own items (the warm catalogue's checks are not theirs). */
async function countBuyerReads<T>(ownPartitions: string[], request: () => Promise<T>) {
  recording = [];
  try {
    const answer = await request();
    const calls = recording.filter((call) => call.partitions.some((pk) => ownPartitions.includes(pk)));
    return { answer, calls };
  } finally {
    recording = undefined;
  }
}

describe("a business buyer's reads per catalogue request", () => {
  it('reads nothing of theirs while kept, the standing alone when due, and stays at their prices', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 5_000 }]);
    const listId = await createPriceList(staff, {});
    await savePriceListEntries(staff, listId, [{ sku: product!.sku, fixed_price: 4_200 }]);
    const { companyId, buyer } = await createCompanyAtPriceList(shop, staff, listId);
    const userId = buyer.user.userId;
    const own = [
      `user#${userId.toLowerCase()}`,
      `deleted-account#${userId.toLowerCase()}`,
      `company#${companyId.toLowerCase()}`,
      `price-list#${listId.toLowerCase()}`,
    ];
    const list = () =>
      callAs(listRoute, userId, httpEvent('GET', '/api/me/products', { query: { limit: '5' } }));
    const productPage = () =>
      callAs(productRoute, userId, {
        ...httpEvent('GET', `/api/me/products/${product!.id}`),
        pathParameters: { id: product!.id },
      });
    // This process's first answer reads the catalogue, the list's entries and finds the buyer's
    // company; the product's page is read once and kept.
    expect((await list()).status).toBe(200);
    await expect
      .poll(async () => (await productPage()).body.prices?.map((price) => price.price), { timeout: 10_000 })
      .toEqual([4_200]);

    // Standing, membership, company and list header kept: nothing of theirs is read.
    const listed = await countBuyerReads(own, list);
    expect(listed.answer.status).toBe(200);
    expect(listed.calls).toEqual([]);

    // Standing read again (as every few seconds): one call, the profile and the deleted-account
    // marker, and still their price.
    forgetStoredAccount(userId);
    const page = await countBuyerReads(own, productPage);
    expect(page.answer.body.prices?.map((price) => price.price)).toEqual([4_200]);
    expect(page.calls).toEqual([
      { operation: 'BatchGetItem', partitions: expect.arrayContaining([own[0], own[1]]) as unknown },
    ]);
  });
});
