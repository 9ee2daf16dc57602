/** Helpers of the importer's integration tests: the API calls, waiting for a run, the lock. */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '../../functions/core/catalogue/product.js';
import type { ScrapeResult } from '../../functions/core/scraper/scrape-run.js';
import { hashSourceUrl } from '../../functions/data/catalogue-import.js';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient } from './accounts.js';
import type { ProvidedShop } from './integration-setup.js';

export function createTableClient(shop: ProvidedShop) {
  const env = shop.functionEnv;
  const client = createDocumentClient(shop);
  const tableName = env.TABLE_NAME!;
  const getItem = async (key: { pk: string; sk: string }) =>
    (await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
  return {
    /**
     * Frees the scraper lock and forgets the last start, so the next test need not wait 60 s. Tests
     * only: the rate limit itself is tested on its own.
     */
    resetScrapeLock: async () => {
      await client.send(new DeleteCommand({ TableName: tableName, Key: keys.scrapeLock() }));
    },
    /** The product holding a SKU, through its guard item. */
    getProductBySku: async (sku: string): Promise<Product | undefined> => {
      const guard = await getItem(keys.skuGuard(sku));
      return guard
        ? ((await getItem(keys.product(String(guard.product_id)))) as Product | undefined)
        : undefined;
    },
    /** The name of a category, by id. */
    getCategoryName: async (id: string | null): Promise<string | undefined> =>
      id === null ? undefined : ((await getItem(keys.category(id)))?.name as string | undefined),
    /** The product imported from a store URL, through its guard item. */
    getProductBySource: async (sourceUrl: string): Promise<Product | undefined> => {
      const guard = await getItem(keys.sourceGuard(hashSourceUrl(sourceUrl)));
      return guard
        ? ((await getItem(keys.product(String(guard.product_id)))) as Product | undefined)
        : undefined;
    },
  };
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export function createScraperApi(shop: ProvidedShop, token: string) {
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    bearer: string | undefined = token,
  ): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${shop.url}${path}`, {
      method,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  };
  const getRun = (id: string) => call<ScrapeResult>('GET', `/api/admin/scrapes/${id}`);
  return {
    call,
    start: (body: unknown, bearer?: string) => call<ScrapeResult>('POST', '/api/admin/scrapes', body, bearer),
    backfill: (body: unknown) => call<ScrapeResult>('POST', '/api/admin/scrapes/backfill', body),
    list: () => call<{ runs: ScrapeResult[] }>('GET', '/api/admin/scrapes'),
    getRun,
    /** Polls the run as the page does until it has finished. */
    waitForRun: async (id: string, timeoutMs = 60_000): Promise<ScrapeResult> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { body } = await getRun(id);
        if (body.status !== 'running') return body;
        if (Date.now() > deadline) throw new Error(`Run ${id} still running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
