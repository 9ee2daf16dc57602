import { getDiscountPercent } from '@core/catalogue/pricing';
import clsx from 'clsx';
import { catalogueStrings } from '../catalogue-strings';

interface DiscountBadgeProps {
  basePrice: number;
  sellingPrice: number;
  className?: string;
}

/**
 * The whole percent off, shown only when the base price is above the selling price.
 */
export function DiscountBadge({ basePrice, sellingPrice, className }: DiscountBadgeProps) {
  const percent = getDiscountPercent(basePrice, sellingPrice);
  if (percent === null) return null;
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold text-white',
        className,
      )}
    >
      {catalogueStrings.card.percentOff(percent)}
    </span>
  );
}
