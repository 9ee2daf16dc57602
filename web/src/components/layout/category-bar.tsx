import { CATEGORY_BAR } from '@core/catalogue/category';
import { Tag } from 'lucide-react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { DEALS_CATEGORY, paths } from '@web/config/paths';
import { DealsMenu } from './deals-menu';
import { layoutStrings } from './layout-strings';

interface CategoryBarProps {
  /** `bar`: the desktop strip under the header; `list`: the stacked list of the mobile menu. */
  variant: 'bar' | 'list';
  onNavigate?: () => void;
  className?: string;
}

/**
 * The eleven categories of the shop's category bar, each linking to its catalogue filter, and the
 * DEALS entry: a menu on desktop, a straight link to all deals on phones.
 */
export function CategoryBar({ variant, onNavigate, className }: CategoryBarProps) {
  return (
    <nav aria-label={layoutStrings.categoriesNav} className={className}>
      <ul
        className={clsx(
          variant === 'bar'
            ? 'mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-0.5 px-4'
            : 'grid grid-cols-2 gap-1',
        )}
      >
        {CATEGORY_BAR.map((name) => (
          <li key={name}>
            <Link
              to={paths.products.getHref({ category: name.toLowerCase() })}
              onClick={onNavigate}
              className={clsx(
                'block text-sm font-semibold tracking-wide',
                variant === 'bar'
                  ? 'px-2 py-2.5 text-white hover:bg-brand-700 hover:text-accent-400 xl:px-2.5'
                  : 'rounded-md px-3 py-2.5 text-brand-900 hover:bg-brand-50',
              )}
            >
              {name}
            </Link>
          </li>
        ))}
        {variant === 'bar' ? (
          <li className="flex items-center gap-2">
            <DealsMenu />
            <span className="hidden text-xs font-bold tracking-wide whitespace-nowrap text-accent-400 uppercase 2xl:inline">
              {layoutStrings.deals.claim}
            </span>
          </li>
        ) : (
          <li className="col-span-2">
            <Link
              to={paths.products.getHref({ category: DEALS_CATEGORY })}
              onClick={onNavigate}
              className="flex items-center justify-between gap-2 rounded-md bg-accent-400 px-3 py-2.5 text-sm font-bold tracking-wide text-brand-900 hover:bg-accent-500"
            >
              <span className="flex items-center gap-1.5">
                <Tag aria-hidden="true" className="size-4" />
                {layoutStrings.deals.label}
              </span>
              <span className="text-xs font-semibold">{layoutStrings.deals.claim}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
