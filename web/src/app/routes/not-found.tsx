import { useLocation } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { routeStrings } from './route-strings';

const strings = routeStrings.notFound;

/** Any path that is not a route of the shop. Kept out of search results. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageMeta title={strings.title} description={strings.description} path={pathname} noIndex />
      <p className="text-6xl font-extrabold text-brand-600">{strings.code}</p>
      <h1 id="not-found-heading" className="mt-4 text-3xl font-bold text-brand-900">
        {strings.heading}
      </h1>
      <p className="mt-3 text-slate-600">{strings.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to={paths.home.getHref()}
          className="inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {strings.home}
        </Link>
        <Link
          to={paths.products.getHref()}
          className="inline-flex h-11 items-center justify-center rounded-md border-2 border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {strings.products}
        </Link>
      </div>
    </section>
  );
}
