/**
 * A catalogue answer, `GET /api{path}`: everybody's, or a company buyer's at their prices
 * (`GET /api/me{path}`, their token) through the lazy overlay, which guests and consumers never load.
 */
import { api } from '@web/lib/api-client';

export function getCatalogueAnswer<T>(
  path: string,
  { signal, buyer }: { signal?: AbortSignal; buyer?: boolean },
): Promise<T> {
  if (!buyer) return api.get<T>(path, { signal });
  return import('../components/buyer-prices').then(({ getBuyerProducts }) =>
    getBuyerProducts<T>(path, signal),
  );
}
