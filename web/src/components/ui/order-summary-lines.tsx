/**
 * The lines and totals of an order (subtotal, GCT, shipping, total), shared by the checkout's Order
 * Summary and the order confirmation so the two always show an order the same way.
 */
import { LIST_PRICE_LABEL } from '@core/orders/list-price';
import { SHOP_TERMS } from '@core/shop-terms';
import { formatPrice } from '@web/lib/format';

const strings = {
  subtotal: 'Subtotal',
  /** The buyer's rate where it is not the shop's (a GCT-exempt company's 0 %). */
  gct: (rate?: number) => (rate === undefined ? SHOP_TERMS.gctLabel : `GCT (${Math.round(rate * 100)}%)`),
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
} as const;

export interface OrderSummaryLine {
  id: string;
  name: string;
  quantity: number;
  line_total: number;
  /** A line sold to order: its wait, said under it. */
  back_order_wait?: string;
  /** A business buyer's line below the list price: the line at the list price, struck through under it. */
  list_line_total?: number | null;
}

export interface OrderSummaryTotals {
  subtotal: number;
  gct: number;
  shipping: number;
  total: number;
  /** The GCT rate charged, where the buyer's is not the shop's (absent: the shop's). */
  gct_rate?: number;
}

/** Subtotal, GCT, shipping (or Free) and total. */
export function OrderTotals({ totals, className = '' }: { totals: OrderSummaryTotals; className?: string }) {
  return (
    <dl className={`space-y-2 text-slate-700 ${className}`}>
      <div className="flex justify-between">
        <dt>{strings.subtotal}</dt>
        <dd>{formatPrice(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{strings.gct(totals.gct_rate)}</dt>
        <dd>{formatPrice(totals.gct)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{strings.shipping}</dt>
        <dd>{totals.shipping === 0 ? strings.free : formatPrice(totals.shipping)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        <dt>{strings.total}</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  );
}

/** Each line (name × quantity, line total), then the totals. */
export function OrderSummaryLines({
  lines,
  totals,
}: {
  lines: readonly OrderSummaryLine[];
  totals: OrderSummaryTotals;
}) {
  return (
    <>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-2">
            <span>
              {line.name} × {line.quantity}
              {line.back_order_wait ? (
                <span className="block text-xs font-semibold text-sky-900">{line.back_order_wait}</span>
              ) : null}
            </span>
            <span className="text-right">
              {formatPrice(line.line_total)}
              {line.list_line_total ? (
                <span className="block text-xs text-slate-600">
                  <span className="sr-only">{LIST_PRICE_LABEL}: </span>
                  <del>{formatPrice(line.list_line_total)}</del>
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} className="mt-4 border-t border-slate-200 pt-4" />
    </>
  );
}
