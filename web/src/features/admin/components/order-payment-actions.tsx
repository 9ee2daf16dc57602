/**
 * The payment side of an order in the admin order view: its badge beside the fulfilment status,
 * every uploaded proof and the purchase order (each opened through a short-lived link), and what
 * staff may do: mark it paid (or paid at pickup for cash) after a confirmation naming the change,
 * reject a proof with a reason, record a refund (a card order's refund goes to its card:
 * order-card-payment.tsx).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderView } from '@core/orders/order';
import { canTakePayment } from '@core/orders/payable';
import {
  canStaffMarkPaid,
  getPaymentBadge,
  takesProofOfPayment,
  type PaymentBadgeKind,
} from '@core/orders/payment';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';
import { markOrderPaid, refundOrder, rejectPaymentProof, type AdminOrderView } from '../api/admin-orders';
import { adminKeys } from '../api/admin-products';
import { Badge, AdminConfirmDialog, formatDate, formatDateTime, ReasonField } from './admin-ui';
import { OrderCardPayment } from './order-card-payment';
import { OrderCardReview } from './order-card-review';

const t = adminStrings.orders;

const PAYMENT_TONES: Record<PaymentBadgeKind, 'green' | 'amber' | 'red' | 'slate' | 'blue'> = {
  awaiting_payment: 'amber',
  proof_received: 'blue',
  paid: 'green',
  not_paid: 'slate',
  lapsed: 'red',
  refunded: 'slate',
};

/** The order's one payment badge, as core derives it from its status and payment together. */
export function PaymentStatusBadge({
  order,
}: {
  order: Pick<OrderView, 'payment_status' | 'payment_method' | 'status' | 'payment_events'>;
}) {
  const badge = getPaymentBadge(order);
  return <Badge tone={PAYMENT_TONES[badge.kind]}>{badge.label}</Badge>;
}

type Action = { kind: 'paid' } | { kind: 'reject'; reason: string } | { kind: 'refund' };

function runAction(orderNumber: string, action: Action): Promise<OrderView> {
  if (action.kind === 'paid') return markOrderPaid(orderNumber);
  if (action.kind === 'reject') return rejectPaymentProof(orderNumber, action.reason);
  return refundOrder(orderNumber);
}

function successText(order: OrderView, action: Action): string {
  if (action.kind === 'paid') return t.paid(order.order_number);
  if (action.kind === 'reject') return t.rejected(order.order_number);
  return t.refunded(order.order_number);
}

function DocumentLink({ label, url, fileName }: { label: string; url: string | null; fileName?: string }) {
  if (!url || !fileName) return null;
  return (
    <p>
      <span className="font-semibold">{label}: </span>
      <a href={url} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
        {t.openDocument(fileName)}
      </a>
    </p>
  );
}

/** `readOnly`: what was paid and the invoice, without the actions (an accountant). */
export function OrderPaymentActions({
  order,
  readOnly = false,
}: {
  order: AdminOrderView;
  readOnly?: boolean;
}) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [confirmPaid, setConfirmPaid] = useState(false);
  const action = useMutation({
    mutationFn: (next: Action) => runAction(order.order_number, next),
    onSuccess: (updated, next) => {
      showToast({ title: adminStrings.success, description: successText(updated, next) });
      setRejecting(false);
      setReason('');
    },
    onError: (error) => showFailure(t.failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  // No "Mark Paid" or proof to check while the company admin has not approved the order.
  const awaiting = canTakePayment(order);
  const canConfirm = awaiting && !readOnly;
  const cash = order.payment_method === 'cash_in_store';

  return (
    <section aria-label={t.payment} className="grid gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t.paymentStatus}:</span>
        <PaymentStatusBadge order={order} />
        {order.payment_due_at && awaiting ? (
          <span className="text-slate-600">{formatDate(order.payment_due_at)}</span>
        ) : null}
      </div>
      {order.payment_method === 'bank_transfer' && !order.payment_proof ? (
        <p className="text-slate-600">{t.noProof}</p>
      ) : null}
      {order.payment_proof_links.length > 0 ? (
        <div>
          <p className="font-semibold">{t.proofs}:</p>
          <ul className="grid gap-1">
            {order.payment_proof_links.map((proof) =>
              proof.url ? (
                <li key={proof.file_key}>
                  <a
                    href={proof.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-brand-700 underline"
                  >
                    {t.openProof(proof.file_name, formatDateTime(proof.uploaded_at))}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
      ) : null}
      <DocumentLink
        label={t.purchaseOrder}
        url={order.purchase_order_document_url}
        fileName={order.purchase_order?.document?.file_name}
      />
      {order.payment_proof_links.length > 0 || order.purchase_order_document_url ? (
        <p className="text-xs text-slate-600">{t.linkNote}</p>
      ) : null}
      {order.payment_events.length > 0 ? (
        <ul className="text-slate-700">
          {order.payment_events.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              {formatDate(event.at)}: {t.events[event.kind]}
              {event.by ? ` (${event.by})` : ''}
              {event.reason ? `: ${event.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : <OrderCardReview order={order} />}
      {readOnly ? null : <OrderCardPayment order={order} />}
      {rejecting ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            action.mutate({ kind: 'reject', reason });
          }}
        >
          <ReasonField label={t.rejectReason} value={reason} onChange={setReason} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button onClick={() => setRejecting(false)}>{adminStrings.form.cancel}</Button>
            <Button type="submit" variant="danger" busy={action.isPending}>
              {t.sendRejection}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          <a
            href={`${paths.orderInvoice.getHref(order.order_number)}?staff=1`}
            target="_blank"
            rel="noreferrer"
            className="mr-auto self-center text-brand-700 underline"
          >
            {t.invoice}
          </a>
          {canConfirm && order.payment_proof && takesProofOfPayment(order.payment_method) ? (
            <Button variant="danger" disabled={action.isPending} onClick={() => setRejecting(true)}>
              {t.rejectProof}
            </Button>
          ) : null}
          {canConfirm && canStaffMarkPaid(order.payment_method) ? (
            <Button variant="primary" busy={action.isPending} onClick={() => setConfirmPaid(true)}>
              {cash ? t.markPaidAtPickup : t.markPaid}
            </Button>
          ) : null}
          {!readOnly && order.payment_status === 'paid' && order.payment_method !== 'card' ? (
            <Button disabled={action.isPending} onClick={() => setConfirmRefund(true)}>
              {t.refund}
            </Button>
          ) : null}
        </div>
      )}
      <AdminConfirmDialog
        open={confirmPaid}
        tone="primary"
        description={t.markPaidConfirm(order.order_number, order.payment_status_label)}
        confirmLabel={cash ? t.markPaidAtPickup : t.markPaid}
        onOpenChange={setConfirmPaid}
        onConfirm={() => action.mutate({ kind: 'paid' })}
      />
      <AdminConfirmDialog
        open={confirmRefund}
        description={t.refundConfirm}
        confirmLabel={t.refund}
        onOpenChange={setConfirmRefund}
        onConfirm={() => action.mutate({ kind: 'refund' })}
      />
    </section>
  );
}
