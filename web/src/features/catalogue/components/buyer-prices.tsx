/**
 * The buyer's price overlay, a lazy chunk (see `../api/buyer-prices.ts`): the company's prices of a
 * page's products (in the catalogue's `GET /me/...` answers, or from `POST /me/prices` for the lists
 * that have none), computed on the server as the cart computes them, rendered
 * on cards (their price, the list price struck through when theirs is lower) and on the product page
 * (also the quantity-break table). Consumers get no prices back, so they see list prices.
 */
import {
  BUYER_PRICES_MAX_PRODUCTS,
  getBuyerUnitPrice,
  type BuyerPrice,
} from '@core/pricing/buyer-price-view';
import { authedApi } from '@web/lib/auth/authed-api';
import { formatPrice } from '@web/lib/format';
import { buyerPriceStrings as strings } from '../buyer-price-strings';

function ListPrice({ price }: { price: BuyerPrice }) {
  return (
    <span className="text-sm font-normal text-slate-600">
      <span className="sr-only">{strings.listPrice}: </span>
      <del>{formatPrice(price.list_price)}</del>
    </span>
  );
}

function CardPrice({ price }: { price: BuyerPrice }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-brand-900">
      <span>
        <span className="sr-only">{strings.yourPrice}: </span>
        {formatPrice(price.price)}
      </span>
      <ListPrice price={price} />
    </p>
  );
}

/** A shelf tile's price (tiles are links of spans): theirs, the list price struck through. */
function TilePrice({ price }: { price: BuyerPrice }) {
  return (
    <span className="mt-auto flex flex-wrap items-baseline gap-x-2 font-bold text-brand-900">
      <span>
        <span className="sr-only">{strings.yourPrice}: </span>
        {formatPrice(price.price)}
      </span>
      <ListPrice price={price} />
    </span>
  );
}

function ProductPrice({ price }: { price: BuyerPrice }) {
  const lower = price.price < price.list_price;
  return (
    <div className="mt-3">
      {lower ? (
        <p className="flex flex-wrap items-baseline gap-x-3 text-2xl font-extrabold text-brand-900">
          <span>
            <span className="text-base font-semibold">{strings.yourPrice} </span>
            {formatPrice(price.price)}
          </span>
          <span className="text-base font-normal text-slate-600">
            {strings.listPrice} <del>{formatPrice(price.list_price)}</del>
          </span>
        </p>
      ) : null}
      {price.tiers.length > 0 ? (
        <table className="mt-3 text-sm">
          <caption className="text-left font-semibold text-brand-900">{strings.breaksHeading}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-6 text-left">
                {strings.quantity}
              </th>
              <th scope="col" className="py-1 text-right">
                {strings.unitPrice}
              </th>
            </tr>
          </thead>
          <tbody>
            {price.tiers.map((tier) => (
              <tr key={tier.min_quantity} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-6 text-left font-normal">
                  {strings.range(tier.min_quantity, tier.max_quantity)}
                </th>
                <td className="py-1 text-right font-semibold">{formatPrice(tier.unit_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** The catalogue list at the company buyer's prices (GET /me/products), with their token. */
export function getBuyerProducts<T>(path: string, signal?: AbortSignal): Promise<T> {
  return authedApi.get<T>(`/me${path}`, { signal });
}

/** The company's prices of these products (`POST /me/prices`; none for someone not a buyer). */
export async function getBuyerPrices(productIds: readonly string[], signal?: AbortSignal) {
  const { prices } = await authedApi.post<{ prices: BuyerPrice[] }>('/me/prices', {
    body: { product_ids: productIds.slice(0, BUYER_PRICES_MAX_PRODUCTS) },
    signal,
  });
  return prices;
}

/** How a card, a shelf tile and the product page show these prices. */
export function toBuyerOverlay(prices: readonly BuyerPrice[]) {
  const byId = new Map(prices.map((price) => [price.product_id, price]));
  return {
    /** A card's price row when the buyer's is lower; undefined: the list price stands. */
    card: (productId: string) => {
      const price = byId.get(productId);
      return price && price.price < price.list_price ? <CardPrice price={price} /> : undefined;
    },
    /** A shelf tile's price row when the buyer's is lower; undefined: the list price stands. */
    tile: (productId: string) => {
      const price = byId.get(productId);
      return price && price.price < price.list_price ? <TilePrice price={price} /> : undefined;
    },
    /**
     * The product page's buyer price (`lower`: it replaces the page's price row), break table and
     * unit price at a quantity (for Add to Cart's total); undefined: the list price stands alone.
     */
    product: (productId: string) => {
      const price = byId.get(productId);
      const lower = price !== undefined && price.price < price.list_price;
      return price && (lower || price.tiers.length > 0)
        ? {
            lower,
            node: <ProductPrice price={price} />,
            unitPrice: (quantity: number) => getBuyerUnitPrice(price, quantity),
          }
        : undefined;
    },
  };
}
