/** Reads a product's stock and price history from the running shop, waiting for the stream to record it. */
import type { HistoryEntry, HistoryPage } from '../../functions/data/product-history.js';
import type { ProvidedShop } from './integration-setup.js';

/** One page of a product's history through the admin route. */
export async function readHistory(
  shop: Pick<ProvidedShop, 'url'>,
  token: string,
  productId: string,
  query = '',
): Promise<{ status: number; body: HistoryPage }> {
  const response = await fetch(`${shop.url}/api/admin/products/${productId}/history${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as HistoryPage };
}

/**
 * Waits until the product's newest history entries hold one that `accept` picks (the history is
 * written from the table's stream, a moment after the write), and returns it.
 */
export async function waitForHistoryEntry(
  shop: Pick<ProvidedShop, 'url'>,
  token: string,
  productId: string,
  accept: (entry: HistoryEntry) => boolean,
  timeoutMs = 20_000,
): Promise<HistoryEntry> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await readHistory(shop, token, productId, '?limit=100');
    const found = body.entries?.find(accept);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No matching history entry for ${productId}; got ${JSON.stringify(body.entries)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
