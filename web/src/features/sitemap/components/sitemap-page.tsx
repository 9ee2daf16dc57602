import { CATEGORY_BAR } from '@core/catalogue/category';
import { Link } from 'react-router-dom';
import { footerPageLabels as pageLabels } from '@web/components/layout/layout-strings';
import { PageHeading } from '@web/components/ui/page-heading';
import { paths } from '@web/config/paths';
import { sitemapStrings } from '../sitemap-strings';

const strings = sitemapStrings;

interface SitemapLink {
  label: string;
  href: string;
}

/** `/sitemap`: the main pages and the eleven category links `/products?category={slug}`. */
export function SitemapPage() {
  const groups: { id: string; heading: string; links: SitemapLink[] }[] = [
    {
      id: 'pages',
      heading: strings.pagesHeading,
      links: [
        { label: strings.pages.home, href: paths.home.getHref() },
        { label: strings.pages.products, href: paths.products.getHref() },
        { label: strings.pages.cart, href: paths.cart.getHref() },
        { label: strings.pages.auth, href: paths.auth.getHref() },
      ],
    },
    {
      id: 'categories',
      heading: strings.categoriesHeading,
      links: CATEGORY_BAR.map((name) => ({
        label: name,
        href: paths.products.getHref({ category: name.toLowerCase() }),
      })),
    },
    {
      id: 'service',
      heading: strings.serviceHeading,
      links: (['contact', 'trackOrder', 'returns', 'warranty', 'support', 'bulkOrders'] as const).map(
        (key) => ({
          label: pageLabels[key],
          href: paths[key].getHref(),
        }),
      ),
    },
    {
      id: 'legal',
      heading: strings.legalHeading,
      links: (['privacy', 'terms'] as const).map((key) => ({
        label: pageLabels[key],
        href: paths[key].getHref(),
      })),
    },
  ];

  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="mb-3 text-lg font-bold text-brand-900">
              {group.heading}
            </h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </>
  );
}
