/**
 * A company buyer's prices over the catalogue's list prices (issue 29). Small on purpose, as the
 * home page's first load carries it: the overlay (the call and what it renders) is a lazy chunk
 * loaded only for someone whose token says they buy for a company (`companyBuyer`); guests and
 * consumers never load it nor call `POST /me/prices`, and see list prices.
 */
import { useQuery } from '@tanstack/react-query';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { useAuthState } from '@web/lib/auth/auth-status';

/** `known`: the prices the catalogue answer already carries (GET /me/products): no call then. */
export function useBuyerPrices(productIds: readonly string[], known?: readonly BuyerPrice[]) {
  return useBuyerPricesQuery(productIds, known).data;
}

/**
 * The buyer's prices with `awaited`: true while a company buyer's prices of these products are
 * still on their way (none yet, or only another page's kept meanwhile), when a list price shown
 * would read as theirs.
 */
export function useAwaitedBuyerPrices(productIds: readonly string[], known?: readonly BuyerPrice[]) {
  const query = useBuyerPricesQuery(productIds, known);
  return {
    overlay: query.data,
    awaited: query.isFetching && (query.data === undefined || query.isPlaceholderData),
  };
}

function useBuyerPricesQuery(productIds: readonly string[], known?: readonly BuyerPrice[]) {
  const { user } = useAuthState();
  return useQuery({
    queryKey: ['buyer-prices', user?.userId, productIds, known ?? null],
    queryFn: async () => {
      const overlay = await import('../components/buyer-prices');
      return known ? overlay.toBuyerOverlay(known) : overlay.loadBuyerPrices(productIds);
    },
    enabled: !!user?.companyBuyer && productIds.length > 0,
    staleTime: 60_000,
    // While more products are priced (a shelf or page filling in), the prices already shown stay;
    // never another person's, once someone signs out or in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === user?.userId ? previous : undefined,
  });
}
