import type { ProductDetail } from '@core/catalogue/product-card';
import { STOCK_LABELS, getStockStatus } from '@core/catalogue/stock-status';
import { useQueries } from '@tanstack/react-query';
import { ShoppingCart, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import { usePriceViewer } from '../api/buyer-prices';
import { getProductQueryOptions, type GetProductResponse } from '../api/get-product';
import { catalogueStrings } from '../catalogue-strings';
import { productDetailStrings } from '../detail-strings';
import { facetStrings } from '../facet-strings';
import { parseCompareIds, setCompareIds } from '../utils/compare-list';
import type { CartActions } from './product-card';
import { ProductImage } from './product-image';

const strings = facetStrings.compare;

interface CompareRow {
  label: string;
  values: string[];
  differs: boolean;
}

/** `display_size` reads "display size". */
export const specLabel = (key: string) => key.replace(/_/g, ' ');

/**
 * The rows of the table: price, brand, availability, then every specification any product has, by
 * key, in a stable order; a row differs when its values are not all the same.
 */
export function buildCompareRows(products: readonly ProductDetail[]): CompareRow[] {
  const row = (label: string, values: string[]): CompareRow => ({
    label,
    values,
    differs: new Set(values).size > 1,
  });
  const keys = [...new Set(products.flatMap((p) => Object.keys(p.specifications)))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  return [
    row(
      strings.price,
      products.map((p) => formatPrice(p.selling_price)),
    ),
    row(
      strings.brand,
      products.map((p) => p.brand_name ?? strings.notListed),
    ),
    row(
      strings.availability,
      products.map((p) => STOCK_LABELS[getStockStatus(p)]),
    ),
    ...keys.map((key) =>
      row(
        specLabel(key),
        products.map((p) => p.specifications[key] ?? strings.notListed),
      ),
    ),
  ];
}

/** The product at a company buyer's price (from their answer), in place of the list price. */
function atTheirPrice({ product, prices }: GetProductResponse): ProductDetail {
  const theirs = prices?.find((price) => price.product_id === product.id);
  return theirs ? { ...product, selling_price: theirs.price } : product;
}

/**
 * `/compare?ids=a,b,c`: up to four products side by side, their differences highlighted, each with
 * its Add to Cart (the app passes in the cart feature's action, as on the catalogue).
 */
export function CompareScreen({ onAddToCart, isCartBusy }: CartActions) {
  const [params, setParams] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  // A company buyer's products at their prices, as on the product page (waiting, like it, while a
  // stored session is read).
  const { pending, buyerId } = usePriceViewer();
  const results = useQueries({
    queries: ids.map((id) => ({ ...getProductQueryOptions(id, buyerId), retry: false, enabled: !pending })),
  });
  const isPending = results.some((r) => r.isPending);
  const products = results.flatMap((r) => (r.data ? [atTheirPrice(r.data)] : []));
  const missing = !isPending && products.length < ids.length;

  const remove = (id: string) => {
    const next = ids.filter((known) => known !== id);
    setCompareIds(next);
    setParams(next.length ? { ids: next.join(',') } : {});
  };

  if (ids.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{strings.heading}</h1>
        <p className="mt-4 text-lg font-semibold text-slate-900">{strings.empty}</p>
        <p className="mt-2 text-slate-600">{strings.emptyText}</p>
        <Link
          to={paths.products.getHref()}
          className="mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {strings.browse}
        </Link>
      </div>
    );
  }

  const rows = buildCompareRows(products);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{strings.heading}</h1>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
        {isPending ? strings.loading : missing ? strings.missing : ''}
      </p>
      {isPending ? null : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{strings.heading}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-40 bg-slate-50 p-3 align-bottom text-slate-700">
                  {strings.specification}
                </th>
                {products.map((product) => (
                  <th key={product.id} scope="col" className="p-3 align-top font-normal">
                    <div className="flex items-start justify-between gap-2">
                      <div className="aspect-[4/3] w-28 overflow-hidden rounded bg-slate-50">
                        <ProductImage src={product.images[0]} alt="" className="size-full object-contain" />
                      </div>
                      <button
                        type="button"
                        onClick={() => remove(product.id)}
                        aria-label={strings.removeFromCompare(product.name)}
                        className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                    <Link
                      to={paths.product.getHref(product.id)}
                      className="mt-2 line-clamp-3 font-semibold text-brand-900 hover:underline"
                    >
                      {product.name}
                    </Link>
                    <AddButton product={product} onAddToCart={onAddToCart} isCartBusy={isCartBusy} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.label}
                  data-differs={row.differs}
                  className={clsx('border-t border-slate-200', row.differs && 'bg-amber-50')}
                >
                  <th scope="row" className="bg-slate-50 p-3 font-medium text-slate-800 capitalize">
                    {row.label}
                    {row.differs ? <span className="sr-only"> ({strings.differs})</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={products[index]!.id}
                      className={clsx('p-3 text-slate-900', row.differs && 'font-semibold')}
                    >
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function AddButton({ product, onAddToCart, isCartBusy }: CartActions & { product: ProductDetail }) {
  const outOfStock = getStockStatus(product) === 'out-of-stock';
  return (
    <button
      type="button"
      onClick={() => onAddToCart(product, 1)}
      disabled={outOfStock || isCartBusy}
      aria-label={
        outOfStock
          ? catalogueStrings.card.outLabel(product.name)
          : catalogueStrings.card.addLabel(product.name)
      }
      className="mt-3 inline-flex h-11 w-full items-center justify-center gap-1.5 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {outOfStock ? productDetailStrings.outOfStock : strings.addToCart}
    </button>
  );
}
