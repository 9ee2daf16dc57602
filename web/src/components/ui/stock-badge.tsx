import type { StockStatus } from '@core/catalogue/product';
import { STOCK_LABELS } from '@core/catalogue/stock-status';
import clsx from 'clsx';

const STYLES: Record<StockStatus, string> = {
  'in-stock': 'bg-green-100 text-green-800',
  'low-stock': 'bg-amber-100 text-amber-900',
  'out-of-stock': 'bg-red-100 text-red-800',
  'to-order': 'bg-sky-100 text-sky-900',
};

/** In Stock, Low Stock, Out of Stock or Available to order: the one badge of the shop's cards and pages and the admin tables. */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STYLES[status],
        className,
      )}
    >
      {STOCK_LABELS[status]}
    </span>
  );
}
