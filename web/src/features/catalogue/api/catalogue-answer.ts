/**
 * A catalogue answer, `GET /api{path}`: everybody's, or a company buyer's at their prices
 * (`GET /api/me{path}`, their token) through the lazy overlay, which guests and consumers never load.
 * Where the shop has no company buyer's answer (featured, related, remembered products), a buyer's
 * comes with their prices of its products asked in the same query ({@link withBuyerPrices}).
 */
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { api } from '@web/lib/api-client';
import { loadBuyerOverlay } from './buyer-prices';

export function getCatalogueAnswer<T>(
  path: string,
  { signal, buyer }: { signal?: AbortSignal; buyer?: boolean },
): Promise<T> {
  if (!buyer) return api.get<T>(path, { signal });
  return loadBuyerOverlay().then(({ getBuyerProducts }) => getBuyerProducts<T>(path, signal));
}

/**
 * Everybody's answer of products and, for a company buyer (`buyer`), their prices of those products
 * (`POST /api/me/prices` through the lazy overlay) before the answer is handed to the screen, so it
 * is drawn once, at their prices.
 */
export async function withBuyerPrices<T extends { products: readonly { id: string }[] }>(
  answer: Promise<T>,
  { signal, buyer }: { signal?: AbortSignal; buyer?: boolean },
): Promise<T & { prices?: BuyerPrice[] }> {
  if (!buyer) return answer;
  const [list, overlay] = await Promise.all([answer, loadBuyerOverlay()]);
  if (list.products.length === 0) return { ...list, prices: [] };
  const prices = await overlay.getBuyerPrices(
    list.products.map((product) => product.id),
    signal,
  );
  return { ...list, prices };
}
