/** `/quote/{id}?token=`: the page a quote e-mail links to (its own lazy chunk). */
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { QuotePage } from '@web/features/cart/components/quote-page';
import { quoteStrings } from '@web/features/cart/quote-strings';

export function QuoteRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (!id) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <PageMeta
        title={quoteStrings.title}
        description={quoteStrings.description}
        path={paths.quote.getHref(id)}
        noIndex
      />
      <QuotePage id={id} token={search.get('token') ?? ''} />
    </>
  );
}
