/**
 * How to pay an order and where it stands: the payment instructions the order API gives (bank
 * details with the order number as the reference, pay at pickup, or the purchase order), the
 * payment status, and the upload of a proof of payment or of the purchase order while it awaits
 * payment. Shown on the confirmation page, in My Account's orders and on the track-order page.
 */
import { Link } from 'react-router-dom';
import type { OrderView } from '@core/orders/order';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import { getAccessProof, type OrderAccess } from '../api/orders';
import { ordersStrings } from '../orders-strings';
import { DocumentUpload } from './document-upload';

const strings = ordersStrings;

/** The invoice page, opened the way this page reached the order (its link token, or its e-mail). */
export function getInvoiceHref(access: OrderAccess): string {
  const proof = getAccessProof(access);
  const query = proof ? `?${new URLSearchParams(proof).toString()}` : '';
  return `${paths.orderInvoice.getHref(access.orderNumber)}${query}`;
}

interface OrderPaymentProps {
  order: OrderView;
  /** How this page reaches the order (its e-mail on the track-order page, the mailed link's token). */
  access: OrderAccess;
  onChanged: (order: OrderView) => void;
}

export function OrderPayment({ order, access, onChanged }: OrderPaymentProps) {
  const instructions = order.payment_instructions;
  const awaiting = order.payment_status === 'awaiting_payment' && order.status !== 'cancelled';
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
      {awaiting ? (
        <p className="mt-2 text-slate-800">
          {strings.paymentSummary[order.payment_method](order.order_number, formatPrice(order.total))}
        </p>
      ) : null}
      {instructions.details.length > 0 ? (
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
      {awaiting && order.payment_method === 'bank_transfer' ? (
        <DocumentUpload
          access={access}
          kind="payment_proof"
          current={order.payment_proof}
          onUploaded={onChanged}
        />
      ) : null}
      {awaiting && order.payment_method === 'purchase_order' ? (
        <DocumentUpload
          access={access}
          kind="purchase_order"
          current={order.purchase_order?.document ?? null}
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
