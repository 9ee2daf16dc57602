/**
 * The information pages. One module, because each is a page component and its title: they are
 * small, and one chunk for all of them is one request instead of seven.
 */
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { ContactPage } from '@web/features/contact/components/contact-page';
import { contactStrings } from '@web/features/contact/contact-strings';
import { NewsletterLinkPage } from '@web/features/contact/components/newsletter-link-page';
import { TrackOrderPage } from '@web/features/orders/components/track-order-page';
import { PolicyPage } from '@web/features/policies/components/policy-page';
import { ReturnsPage } from '@web/features/policies/components/returns-page';
import { SitemapPage } from '@web/features/sitemap/components/sitemap-page';
import { routeStrings } from './route-strings';

type InfoRouteKey =
  'contact' | 'bulkOrders' | 'trackOrder' | 'returns' | 'warranty' | 'privacy' | 'terms' | 'sitemap';

function Meta({ route }: { route: InfoRouteKey }) {
  const strings = routeStrings[route];
  return <PageMeta title={strings.title} description={strings.description} path={paths[route].getHref()} />;
}

/**
 * `/contact`, and where the newsletter mails' links land: `/contact?newsletter=confirm&token=...`
 * (or `unsubscribe`). The landing pages ride on this route because a route of their own would grow
 * the first page's bundle, which has no bytes to spare.
 */
export function ContactRoute() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const action = query.get('newsletter');
  if (action === 'confirm' || action === 'unsubscribe') {
    return (
      <>
        <PageMeta
          title={contactStrings.newsletter.title}
          description={contactStrings.newsletter.description}
          path={paths.contact.getHref()}
          noIndex
        />
        <NewsletterLinkPage action={action} token={query.get('token') ?? ''} />
      </>
    );
  }
  return (
    <>
      <Meta route="contact" />
      <ContactPage />
    </>
  );
}

export function BulkOrdersRoute() {
  return (
    <>
      <Meta route="bulkOrders" />
      <ContactPage variant="bulk-orders" />
    </>
  );
}

export function TrackOrderRoute() {
  return (
    <>
      <Meta route="trackOrder" />
      <TrackOrderPage initialOrderNumber={new URLSearchParams(useLocation().search).get('order') ?? ''} />
    </>
  );
}

export function ReturnsRoute({ route }: { route: 'returns' | 'warranty' }) {
  return (
    <>
      <Meta route={route} />
      <ReturnsPage />
    </>
  );
}

export function PrivacyRoute() {
  return (
    <>
      <Meta route="privacy" />
      <PolicyPage policy="privacy" />
    </>
  );
}

export function TermsRoute() {
  return (
    <>
      <Meta route="terms" />
      <PolicyPage policy="terms" />
    </>
  );
}

export function SitemapRoute() {
  return (
    <>
      <Meta route="sitemap" />
      <SitemapPage />
    </>
  );
}
