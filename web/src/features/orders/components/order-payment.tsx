/**
 * How to pay an order and where the payment stands: the payment instructions the order API gives
 * (bank details with the order number as the reference, pay at pickup, or the purchase order) while
 * the order awaits payment, the payment status, and the upload of a proof of payment or of the
 * purchase order when the order's progress asks for one (with the file already received), and the
 * card payment of a card order (on the order page, opened as its owner or by its mailed link, and on
 * the track-order page, by the order's e-mail). Shown on the order page and on the track-order page.
 */
import { Link } from 'react-router-dom';
import type { OrderTracking, ShopperOrderView } from '@core/orders/order-progress';
import { paths } from '@web/config/paths';
import { getAccessProof, type OrderAccess } from '../api/orders';
import { ordersStrings } from '../orders-strings';
import { CardPayment } from './card-payment';
import { DocumentUpload } from './document-upload';

const strings = ordersStrings;

/** The invoice page, opened the way this page reached the order (its link token, or its e-mail). */
export function getInvoiceHref(access: OrderAccess): string {
  const proof = getAccessProof(access);
  const query = proof ? `?${new URLSearchParams(proof).toString()}` : '';
  return `${paths.orderInvoice.getHref(access.orderNumber)}${query}`;
}

/** What this section reads: the owner's order view and the track-order answer both have it. */
type PayableOrder = Pick<
  OrderTracking & ShopperOrderView,
  | 'order_number'
  | 'status'
  | 'payment_status'
  | 'payment_status_label'
  | 'payment_instructions'
  | 'progress'
  | 'card'
>;

interface OrderPaymentProps {
  order: PayableOrder;
  /** How this page reaches the order (its e-mail on the track-order page, the mailed link's token). */
  access: OrderAccess;
  onChanged: (order: ShopperOrderView) => void;
  /** Where the order stands once a card payment is settled (Track Order shows its own copy). */
  onCardSettled?: (order: OrderTracking) => void;
}

export function OrderPayment({ order, access, onChanged, onCardSettled }: OrderPaymentProps) {
  const instructions = order.payment_instructions;
  const awaiting = order.payment_status === 'awaiting_payment' && order.status !== 'cancelled';
  const upload = order.progress.upload;
  return (
    <section
      aria-labelledby={`payment-${order.order_number}`}
      className="rounded-lg border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={`payment-${order.order_number}`} className="text-xl font-bold text-slate-900">
        {instructions.heading}
      </h2>
      <p className="mt-1 text-sm font-semibold text-slate-700">
        {strings.paymentStatus(order.payment_status_label)}
      </p>
      {awaiting && instructions.details.length > 0 ? (
        <dl className="mt-4 grid gap-x-6 gap-y-1 rounded-md bg-white p-4 sm:grid-cols-[auto_1fr]">
          {instructions.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-sm text-slate-600">{detail.label}</dt>
              <dd className="font-semibold break-words text-slate-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {awaiting && instructions.notes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {instructions.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {order.card ? (
        <CardPayment
          access={access}
          card={order.card}
          paid={order.payment_status === 'paid'}
          onSettled={onCardSettled}
        />
      ) : null}
      {upload ? (
        <DocumentUpload
          access={access}
          kind={upload}
          current={order.progress.received_document}
          onUploaded={onChanged}
        />
      ) : null}
      <p className="mt-4">
        <Link to={getInvoiceHref(access)} className="font-semibold text-brand-700 underline">
          {strings.invoiceLink}
        </Link>
      </p>
    </section>
  );
}
