import { GitCompareArrows } from 'lucide-react';
import clsx from 'clsx';
import { showToast } from '@web/lib/toast';
import { facetStrings } from '../facet-strings';
import { MAX_COMPARE, toggleCompare, useCompareIds } from '../utils/compare-list';

const strings = facetStrings.compare;

interface CompareButtonProps {
  productId: string;
  productName: string;
  className?: string;
}

/**
 * Adds a product to the comparison, or takes it off (a toggle button). On product cards and the
 * product page; the list holds at most four, and a fifth says so (a toast) instead of dropping one.
 */
export function CompareButton({ productId, productName, className }: CompareButtonProps) {
  const ids = useCompareIds();
  const selected = ids.includes(productId);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={selected ? strings.removeLabel(productName) : strings.addLabel(productName)}
      onClick={() => {
        if (!toggleCompare(productId))
          showToast({ title: strings.full(MAX_COMPARE), variant: 'destructive' });
      }}
      className={clsx(
        'relative z-10 inline-flex h-9 w-fit items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium',
        selected
          ? 'border-brand-700 bg-brand-50 text-brand-900'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <GitCompareArrows aria-hidden="true" className="size-4" />
      {selected ? strings.added : strings.add}
    </button>
  );
}
