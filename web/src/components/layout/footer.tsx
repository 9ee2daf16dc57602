import { Award, MapPin } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { shop } from '@web/config/shop';
import { footerPageLabels, footerProductLinks, layoutStrings } from './layout-strings';
import { ShopLogo } from './shop-logo';

const strings = layoutStrings.footer;

const serviceLinks = ['contact', 'trackOrder', 'returns', 'warranty', 'support', 'bulkOrders'] as const;
const legalLinks = ['privacy', 'terms', 'sitemap'] as const;

const linkClass = 'rounded-sm text-sm text-brand-100 hover:text-white hover:underline';
const headingClass = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase';

/** One column of the footer's page links under its heading. */
function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The shopper footer: who we are, where we are, the page links and the newsletter field. Its ids are
 * fixed (one footer per page), which spares the first page's bundle `useId`.
 */
export function Footer() {
  // The sign-up's code loads on submit: the footer is on the first page.
  const handleSubscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The target stays set after the event (currentTarget does not).
    void import('./newsletter-signup').then((signUp) => signUp.subscribe(event.target as HTMLFormElement));
  };

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="mb-3 flex items-center gap-2">
            <ShopLogo tone="onDark" />
          </div>
          <p className="text-sm leading-relaxed">{strings.about}</p>
          <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-accent-400">
            <Award aria-hidden="true" className="size-4" />
            {strings.experienceBadge}
          </p>
          <address className="mt-3 flex items-start gap-2 text-sm not-italic">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">{strings.addressHeading}: </span>
              {shop.address.locality}, {shop.address.region}, {shop.address.country}
            </span>
          </address>
        </div>

        <FooterLinks
          id="footer-products"
          heading={strings.productsHeading}
          links={footerProductLinks.map((link) => ({
            href: paths.products.getHref({ category: link.category }),
            label: link.label,
          }))}
        />

        <FooterLinks
          id="footer-service"
          heading={strings.serviceHeading}
          links={serviceLinks.map((key) => ({ href: paths[key].getHref(), label: footerPageLabels[key] }))}
        />

        <div>
          <h2 className={headingClass}>{strings.newsletterHeading}</h2>
          <p className="mb-3 text-sm">{strings.newsletterText}</p>
          <form onSubmit={handleSubscribe} className="flex">
            <label htmlFor="footer-email" className="sr-only">
              {strings.newsletterLabel}
            </label>
            <input
              id="footer-email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder={strings.newsletterPlaceholder}
              className="h-10 min-w-0 flex-1 rounded-l-md border border-brand-700 bg-brand-800 px-3 text-base text-white placeholder:text-brand-100/70"
            />
            <button
              type="submit"
              className="h-10 shrink-0 rounded-r-md bg-accent-400 px-4 text-sm font-semibold text-brand-900 hover:bg-accent-500"
            >
              {strings.subscribe}
            </button>
          </form>
        </div>
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{strings.copyright(new Date().getFullYear())}</p>
          <nav aria-label={strings.legalNav}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((key) => (
                <li key={key}>
                  <Link to={paths[key].getHref()} className={linkClass}>
                    {footerPageLabels[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
