import { CATEGORY_BAR } from '@core/catalogue/category';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@web/config/paths';
import { layoutStrings } from './layout-strings';

interface CategoryBarProps {
  /** `bar`: the desktop strip under the header; `list`: the stacked list of the mobile menu. */
  variant: 'bar' | 'list';
  onNavigate?: () => void;
  className?: string;
}

/** The eleven categories of the spec's category bar, each linking to its catalogue filter. */
export function CategoryBar({ variant, onNavigate, className }: CategoryBarProps) {
  return (
    <nav aria-label={layoutStrings.categoriesNav} className={className}>
      <ul
        className={clsx(
          variant === 'bar'
            ? 'mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-4'
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
                  ? 'px-3 py-2.5 text-white hover:bg-brand-700 hover:text-accent-400'
                  : 'rounded-md px-3 py-2.5 text-brand-900 hover:bg-brand-50',
              )}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
