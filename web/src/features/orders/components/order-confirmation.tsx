/**
 * The order page: right after checkout it thanks the shopper; opened later (My Account, the link in
 * an order e-mail on any device) it is the order's page. Either way it says where the order stands
 * (status and payment as the server reads them), how to pay, the items and the totals; the promised
 * pickup or delivery time only while it still lies ahead.
 */
import { CheckCircle2 } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ShopperOrderView } from '@core/orders/order-progress';
import { describeBackOrder } from '@core/catalogue/back-order';
import { getListUnitPrice } from '@core/orders/list-price';
import { OrderSummaryLines } from '@web/components/ui/order-summary-lines';
import { paths } from '@web/config/paths';
import { useIdentityGeneration } from '@web/lib/auth/auth-status';
import { ownOrderQueryOptions, type OrderAccess } from '../api/orders';
import { OrderLinkProblem } from './order-link-problem';
import { OrderPayment } from './order-payment';
import { OrderProgressView } from './order-progress-view';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;

/**
 * Shows the order handed over by the checkout (`placed`: the thank-you page), or loads the shopper's
 * own order by its number (with the token of the order e-mails' link, on any device).
 */
export function OrderConfirmation({ access, placed }: { access: OrderAccess; placed?: ShopperOrderView }) {
  // The order handed over shows at once; it is read again on every visit (a reload keeps the
  // handed-over copy in the history state, and staff may have marked it paid meanwhile) and when
  // the shopper comes back to the tab.
  const options = ownOrderQueryOptions(access, useIdentityGeneration());
  const query = useQuery({
    ...options,
    initialData: placed,
    initialDataUpdatedAt: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
  // An upload's answer becomes this query's data, so the next read replaces it and it stays under
  // the shopper who uploaded (a local copy outlived both).
  const queryClient = useQueryClient();
  const showChanged = (changed: ShopperOrderView) => queryClient.setQueryData(options.queryKey, changed);
  const order = query.data;
  if (!order && query.isPending) {
    return <p className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">{strings.loadingOrder}</p>;
  }
  if (!order) return <OrderLinkProblem access={access} error={query.error} />;
  const { progress } = order;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="text-center">
        {placed ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-green-600" />
            <h1 className="mt-4 text-3xl font-bold text-slate-900">{strings.confirmationTitle}</h1>
            <p className="mt-2 text-slate-700">{strings.confirmationIntro(order.customer_info.email)}</p>
          </>
        ) : (
          <h1 className="text-3xl font-bold text-slate-900">{strings.statusHeading(order.order_number)}</h1>
        )}
        <p className="mt-6 text-sm tracking-wide text-slate-600 uppercase">{strings.yourOrderNumber}</p>
        <p className="font-mono text-3xl font-bold text-brand-900" data-testid="order-number">
          {order.order_number}
        </p>
        <p className="mt-2 text-sm text-slate-600">{strings.keepNumber}</p>
      </div>

      <section aria-labelledby="status-heading" className="mt-8 rounded-lg border border-slate-200 p-6">
        <h2 id="status-heading" className="text-xl font-bold text-slate-900">
          {strings.statusSectionHeading}
        </h2>
        <OrderProgressView progress={progress} />
      </section>

      <div className="mt-8">
        <OrderPayment order={order} access={access} onChanged={showChanged} />
      </div>

      <section aria-labelledby="fulfilment-heading" className="mt-8 rounded-lg border border-slate-200 p-6">
        <h2 id="fulfilment-heading" className="text-xl font-bold text-slate-900">
          {strings.fulfilmentHeading}
        </h2>
        <p className="mt-2 font-semibold text-slate-900">
          {strings.fulfilmentLabel(order.fulfilment.method, order.fulfilment.parish)}
        </p>
        {progress.lead_time ? <p className="text-slate-700">{progress.lead_time}</p> : null}
      </section>

      <section aria-labelledby="items-heading" className="mt-8 rounded-lg border border-slate-200 p-6">
        <h2 id="items-heading" className="text-xl font-bold text-slate-900">
          {strings.itemsHeading}
        </h2>
        <OrderSummaryLines
          lines={order.lines.map((line) => {
            const listUnitPrice = getListUnitPrice(line);
            return {
              ...line,
              id: line.product_id,
              ...(line.back_order ? { back_order_wait: describeBackOrder(line.back_order) } : {}),
              list_line_total: listUnitPrice === null ? null : listUnitPrice * line.quantity,
            };
          })}
          totals={{ ...order, gct_rate: order.gct_exemption ? 0 : undefined }}
        />
      </section>

      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          to={`${paths.trackOrder.getHref()}?order=${encodeURIComponent(order.order_number)}`}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {strings.trackLink}
        </Link>
        <Link
          to={paths.products.getHref()}
          className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {strings.continueShopping}
        </Link>
      </div>
    </div>
  );
}
