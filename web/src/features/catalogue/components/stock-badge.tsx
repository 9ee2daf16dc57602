import type { StockStatus } from '@core/catalogue/product';
import clsx from 'clsx';
import { catalogueStrings } from '../catalogue-strings';

const STYLES: Record<StockStatus, string> = {
  'in-stock': 'bg-green-100 text-green-800',
  'low-stock': 'bg-amber-100 text-amber-900',
  'out-of-stock': 'bg-red-100 text-red-800',
};

/** In Stock, Low Stock or Out of Stock (the spec's states). */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STYLES[status],
        className,
      )}
    >
      {catalogueStrings.stock[status]}
    </span>
  );
}
