import {
  AppWindow,
  Cloud,
  CreditCard,
  Gamepad2,
  Headphones,
  Monitor,
  Network,
  Package,
  Printer,
  ShieldCheck,
  Smartphone,
  Tv,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PublicCategory } from '@core/catalogue/category';
import { paths } from '@web/config/paths';
import { catalogueStrings } from '../catalogue-strings';
import { useCategories } from '../api/get-categories';
import { SectionHeading } from './section-heading';

const strings = catalogueStrings.shopByCategory;

/** A picture for each category of the shop's bar; any other category gets a generic box. */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  computers: Monitor,
  software: AppWindow,
  networking: Network,
  electronics: Tv,
  mobility: Smartphone,
  office: Printer,
  accessories: Headphones,
  security: ShieldCheck,
  gaming: Gamepad2,
  cloud: Cloud,
  pos: CreditCard,
};

/** How many placeholders the loading state shows: the size of the shop's category bar. */
const PLACEHOLDER_COUNT = 11;

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
const cardHeightClass = 'min-h-40';

/** The home page's category grid, loaded from `GET /api/categories`. */
export function ShopByCategory() {
  const headingId = useId();
  const { data, isPending, isError, refetch, isFetching } = useCategories();

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id={headingId} heading={strings.heading} intro={strings.intro} />

      {isPending ? (
        <div>
          <p role="status" className="sr-only">
            {strings.loading}
          </p>
          <ul aria-hidden="true" className={gridClass}>
            {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
              <li key={index} className={`${cardHeightClass} animate-pulse rounded-lg bg-slate-100`} />
            ))}
          </ul>
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-medium">{strings.error}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className="mt-3 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {strings.retry}
          </button>
        </div>
      ) : data.categories.length === 0 ? (
        <p className="text-slate-600">{strings.empty}</p>
      ) : (
        <ul className={gridClass}>
          {data.categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryCard({ category }: { category: PublicCategory }) {
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const Icon = CATEGORY_ICONS[category.slug] ?? Package;
  // The link is named by the category alone; its description is read as the link's description.
  return (
    <Link
      aria-labelledby={nameId}
      aria-describedby={category.description ? descriptionId : undefined}
      to={paths.products.getHref({ category: category.slug })}
      className={`group flex h-full ${cardHeightClass} flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md`}
    >
      <span className="flex size-10 items-center justify-center rounded-md bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span id={nameId} className="font-semibold text-brand-900">
        {category.name}
      </span>
      {category.description ? (
        <span id={descriptionId} className="line-clamp-2 text-sm text-slate-600">
          {category.description}
        </span>
      ) : null}
    </Link>
  );
}
