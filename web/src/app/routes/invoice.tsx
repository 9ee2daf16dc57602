/**
 * `/orders/{number}/invoice`: the printable tax invoice, outside the shop's frame. `?token=` (the
 * order e-mails' link) or `?email=` (track order) open it on any device; `?staff=1` for staff.
 */
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { InvoicePage } from '@web/features/orders/components/invoice-page';

export function InvoiceRoute() {
  const { orderNumber } = useParams();
  const [search] = useSearchParams();
  if (!orderNumber) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <PageMeta
        title={`Tax Invoice ${orderNumber}`}
        description="The tax invoice of your order."
        path={paths.orderInvoice.getHref(orderNumber)}
        noIndex
      />
      <InvoicePage
        access={{
          orderNumber,
          email: search.get('email') ?? undefined,
          token: search.get('token') ?? undefined,
          staff: search.get('staff') === '1',
        }}
      />
    </>
  );
}
