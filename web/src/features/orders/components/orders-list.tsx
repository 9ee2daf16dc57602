/**
 * My Account's Orders tab: the signed-in customer's orders with their status, or the shop's empty
 * state ('No orders found' with Start Shopping). The app's /auth route places it in the account's tab.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import { useMyOrders } from '../api/orders';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;
const dateFormat = new Intl.DateTimeFormat('en-JM', { dateStyle: 'medium' });

interface OrdersListProps {
  /** The signed-in customer, whose orders these are. */
  userId: string;
  /** What else an order's row offers ("Order again"): the app's route passes the cart feature's button. */
  renderActions?: (orderNumber: string) => ReactNode;
}

export function OrdersList({ userId, renderActions }: OrdersListProps) {
  const { data: orders, isPending, isError } = useMyOrders(userId);
  if (isPending) return <p className="text-slate-600">{strings.loadingOrders}</p>;
  if (isError) return <p className="text-red-700">{strings.ordersFailed}</p>;
  if (orders.length === 0) {
    return (
      <div className="py-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{strings.noOrders}</p>
        <Link
          to={paths.products.getHref()}
          className="mt-4 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {strings.startShopping}
        </Link>
      </div>
    );
  }
  return (
    <ul
      aria-label={strings.myOrdersHeading}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {orders.map((order) => (
        <li key={order.order_number} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <Link
              to={paths.orderConfirmation.getHref(order.order_number)}
              className="font-mono font-semibold text-brand-800 hover:underline"
            >
              {order.order_number}
            </Link>
            <p className="text-sm text-slate-600">
              {strings.placedOn(dateFormat.format(new Date(order.created_at)))} ·{' '}
              {strings.itemsCount(order.item_count)}
            </p>
          </div>
          <span className="flex flex-wrap gap-2">
            <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
              {order.status_label}
            </span>
            <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-slate-800">
              {strings.paymentStatus(order.payment_status_label)}
            </span>
          </span>
          <span className="flex flex-col items-end gap-1">
            <span className="font-bold text-slate-900">{formatPrice(order.total)}</span>
            <Link
              to={paths.orderInvoice.getHref(order.order_number)}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {strings.invoiceLink}
            </Link>
            {renderActions?.(order.order_number)}
          </span>
        </li>
      ))}
    </ul>
  );
}
