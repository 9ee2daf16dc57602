/**
 * A company buyer's prices over the catalogue's list prices (issue 29). Small on purpose, as the
 * home page's first load carries it: the overlay (the calls and what it renders) is a lazy chunk
 * loaded only for someone whose token says they buy for a company (`companyBuyer`); guests and
 * consumers never load it nor call `/me/...`, and see list prices.
 *
 * Every list that shows prices asks its answer and, for a company buyer, their prices of its
 * products in the same query (`prices` in the answer), so a card, a tile or the product page is
 * drawn once, at their price: never the list price first and theirs a moment later.
 */
import { useMemo } from 'react';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { useAuthState } from '@web/lib/auth/auth-status';
// Types only: the overlay's code stays in its lazy chunk.
import type * as BuyerOverlay from '../components/buyer-prices';

type Overlay = typeof BuyerOverlay;

/** The overlay once loaded: the answer carrying a buyer's prices was asked through it. */
let loaded: Overlay | undefined;

/** Loads the overlay (once) and keeps it, so a screen given prices renders them at once. */
export function loadBuyerOverlay(): Promise<Overlay> {
  return import('../components/buyer-prices').then((overlay) => (loaded = overlay));
}

/**
 * How a card, a shelf tile and the product page show a company buyer's `prices` (from the answer
 * they came in); undefined for everybody else, who see list prices.
 */
export function useBuyerPrices(prices: readonly BuyerPrice[] | undefined) {
  return useMemo(() => (prices && loaded ? loaded.toBuyerOverlay(prices) : undefined), [prices]);
}

/**
 * Whose prices a list that shows prices is asked at: `buyerId` for a company buyer (their answer,
 * kept apart from everybody's); `pending` while a session stored in this browser is read, when the
 * list waits: a company buyer's would otherwise show everybody's prices first and theirs after.
 */
export function usePriceViewer(): { pending: boolean; buyerId: string | undefined } {
  const { user, status, storedSession } = useAuthState();
  return {
    pending: status === 'loading' && storedSession,
    buyerId: user?.companyBuyer ? user.userId : undefined,
  };
}
