/**
 * Orders: list with search, a status filter and the
 * orders whose proof of payment waits to be checked; an order's detail, moving it one step along its
 * own flow (delivery: Processed, In Transit, Delivered; pickup: Processed, Ready for pickup,
 * Collected) after a confirmation naming what changes (and, unpaid, the reason it moves on), and
 * cancelling it (its stock goes back in the same transaction, on the server).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  canCancel,
  getNextStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderView,
} from '@core/orders/order';
import { formatSkuForDisplay } from '@core/catalogue/sku';
import { needsReasonToMove } from '@core/orders/order-transitions';
import { formatPrice } from '@web/lib/format';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';
import {
  adminOrderListsKey,
  advanceOrder,
  cancelOrder,
  useAdminOrder,
  useAdminOrders,
} from '../api/admin-orders';
import { adminKeys } from '../api/admin-products';
import { Button, buttonClass } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import {
  Badge,
  AdminConfirmDialog,
  DataTable,
  formatDate,
  ReasonField,
  SearchBox,
  tdClass,
} from './admin-ui';
import { OrderPaymentActions, PaymentStatusBadge } from './order-payment-actions';

/** `readOnly`: an accountant's list: orders, payments and invoices to read, no action to take. */
export function OrdersPanel({ readOnly = false }: { readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [proofReceived, setProofReceived] = useState(false);
  const [cardNeedsReview, setCardNeedsReview] = useState(false);
  const [open, setOpen] = useState<string | undefined>();
  const orders = useAdminOrders({ search, status, proofReceived, cardNeedsReview });
  const { orders: t } = adminStrings;

  useEffect(() => {
    if (orders.isError) showFailure(t.loadFailed, orders.error);
  }, [orders.isError, orders.error, t.loadFailed]);

  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <section aria-label={adminStrings.tabs.orders}>
      <form
        className="mb-3 flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft);
        }}
      >
        <SearchBox label={t.search} value={draft} onChange={setDraft} />
        <select
          aria-label={t.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          className={`${inputClass} w-40`}
        >
          <option value="">{t.all}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={proofReceived}
            onChange={(event) => setProofReceived(event.target.checked)}
            className="size-4"
          />
          {t.proofFilter}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={cardNeedsReview}
            onChange={(event) => setCardNeedsReview(event.target.checked)}
            className="size-4"
          />
          {t.cardReviewFilter}
        </label>
        <Button type="submit">{adminStrings.users.searchButton}</Button>
        <Button onClick={() => void queryClient.invalidateQueries({ queryKey: adminOrderListsKey })}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.refresh}
        </Button>
      </form>
      <DataTable
        columns={t.columns}
        empty={
          <>
            {orders.data && list.length === 0 ? (
              <p className="p-6 text-center text-slate-600">{t.empty}</p>
            ) : null}
          </>
        }
      >
        {list.map((order) => (
          <tr key={order.order_number}>
            <td className={`${tdClass} font-mono`}>{order.order_number}</td>
            <td className={tdClass}>{formatDate(order.created_at)}</td>
            <td className={tdClass}>
              {order.customer_info.firstName} {order.customer_info.lastName}
              <div className="text-xs text-slate-600">{order.customer_info.email}</div>
            </td>
            <td className={tdClass}>{order.item_count}</td>
            <td className={tdClass}>{formatPrice(order.total)}</td>
            <td className={tdClass}>
              <span className="inline-flex flex-wrap gap-1">
                <StatusBadge status={order.status} />
                <PaymentStatusBadge order={order} />
              </span>
            </td>
            <td className={tdClass}>
              <Button aria-label={t.view(order.order_number)} onClick={() => setOpen(order.order_number)}>
                {t.view(order.order_number).split(' ')[0]}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      {orders.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
            {t.more}
          </Button>
        </div>
      ) : null}
      {open ? (
        <OrderDetailDialog orderNumber={open} readOnly={readOnly} onClose={() => setOpen(undefined)} />
      ) : null}
    </section>
  );
}

function StatusBadge({ status }: { status: OrderStatus }) {
  const tone =
    status === 'delivered' || status === 'collected'
      ? 'green'
      : status === 'cancelled'
        ? 'red'
        : status === 'confirmed'
          ? 'slate'
          : 'blue';
  return <Badge tone={tone}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

function OrderDetailDialog({
  orderNumber,
  readOnly,
  onClose,
}: {
  orderNumber: string;
  readOnly: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const order = useAdminOrder(orderNumber);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [reason, setReason] = useState('');
  const { orders: t } = adminStrings;

  const change = useMutation({
    mutationFn: ({ call }: { call: () => Promise<OrderView>; success: (o: OrderView) => string }) => call(),
    onSuccess: (updated, { success }) =>
      showToast({ title: adminStrings.success, description: success(updated) }),
    onError: (error) => showFailure(t.failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const busy = change.isPending;
  const act = (call: () => Promise<OrderView>, success: (o: OrderView) => string) =>
    change.mutate({ call, success });

  const o = order.data;
  const next = o && !readOnly ? getNextStatus(o.status, o.fulfilment.method) : undefined;
  // A capture or void asked of the gateway and not yet answered: no second one may start (the server
  // refuses it too, with a 409 the toast shows).
  const stepBeingChecked = Boolean(o?.card_payment?.pending_step);
  const reasonNeeded = o && next ? needsReasonToMove(o, next) : false;
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t.detailTitle(orderNumber)}
            </Dialog.Title>
            <Dialog.Close aria-label={adminStrings.form.close} className="rounded-md p-1 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t.detailTitle(orderNumber)}</Dialog.Description>
          {!o ? (
            <p className="py-8 text-center text-slate-600">{adminStrings.loading}</p>
          ) : (
            <div className="mt-4 grid gap-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={o.status} />
                <PaymentStatusBadge order={o} />
                <span className="text-slate-600">{formatDate(o.created_at)}</span>
              </div>
              <div className="grid gap-1 sm:grid-cols-2">
                <div>
                  <p className="font-semibold">{t.shipTo}</p>
                  <p>
                    {o.customer_info.firstName} {o.customer_info.lastName}, {o.customer_info.email},{' '}
                    {o.customer_info.phone}
                  </p>
                  <p>
                    {o.shipping_address
                      ? `${o.shipping_address.street}, ${o.shipping_address.city}, ${o.shipping_address.parish}`
                      : o.fulfilment.lead_time}
                  </p>
                </div>
                <div>
                  <p className="font-semibold">{t.payment}</p>
                  <p>{o.payment_instructions.heading}</p>
                  {o.notes ? <p className="mt-1 text-slate-600">{`${t.notes}: ${o.notes}`}</p> : null}
                </div>
              </div>
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {o.lines.map((line) => (
                  <li key={line.product_id} className="flex justify-between gap-2 px-3 py-2">
                    <span>
                      {line.name}{' '}
                      <span className="text-slate-600">
                        ({formatSkuForDisplay(line.sku)}) x {line.quantity}
                      </span>
                    </span>
                    <span>{formatPrice(line.line_total)}</span>
                  </li>
                ))}
              </ul>
              <OrderPaymentActions order={o} readOnly={readOnly} />
              <section aria-label={t.history} className="grid gap-1">
                <p className="font-semibold">{t.history}</p>
                <ol className="text-slate-700">
                  {o.status_history.map((change) => (
                    <li key={`${change.status}-${change.at}`}>
                      {formatDate(change.at)}: {ORDER_STATUS_LABELS[change.status]}
                      {change.by ? ` (${change.by})` : ''}
                      {change.reason ? `: ${change.reason}` : ''}
                    </li>
                  ))}
                </ol>
              </section>
              <dl className="grid grid-cols-2 gap-1 justify-self-end text-right">
                <dt>{t.subtotal}</dt>
                <dd>{formatPrice(o.subtotal)}</dd>
                <dt>{t.tax}</dt>
                <dd>{formatPrice(o.gct)}</dd>
                <dt>{t.shipping}</dt>
                <dd>{formatPrice(o.shipping)}</dd>
                <dt className="font-semibold">{t.total}</dt>
                <dd className="font-semibold">{formatPrice(o.total)}</dd>
              </dl>
              <div className="flex flex-wrap justify-end gap-2">
                {canCancel(o.status) && !readOnly ? (
                  <button
                    type="button"
                    className={buttonClass({ variant: 'danger' })}
                    disabled={busy || stepBeingChecked}
                    onClick={() => setConfirming(true)}
                  >
                    {t.cancel}
                  </button>
                ) : null}
                {next ? (
                  <button
                    type="button"
                    className={buttonClass({ variant: 'primary' })}
                    disabled={busy || stepBeingChecked}
                    onClick={() => {
                      setReason('');
                      setMoving(true);
                    }}
                  >
                    {t.moveTo(ORDER_STATUS_LABELS[next])}
                  </button>
                ) : null}
                <Dialog.Close className={buttonClass()}>{adminStrings.form.close}</Dialog.Close>
              </div>
            </div>
          )}
          <AdminConfirmDialog
            open={confirming}
            description={t.cancelConfirm}
            confirmLabel={t.cancel}
            onOpenChange={setConfirming}
            onConfirm={() =>
              act(
                () => cancelOrder(orderNumber),
                (updated) => t.cancelled(updated.order_number),
              )
            }
          />
          {o && next ? (
            <AdminConfirmDialog
              open={moving}
              tone="primary"
              description={t.moveConfirm(
                orderNumber,
                ORDER_STATUS_LABELS[o.status],
                ORDER_STATUS_LABELS[next],
              )}
              confirmLabel={t.moveTo(ORDER_STATUS_LABELS[next])}
              confirmDisabled={reasonNeeded && reason.trim() === ''}
              onOpenChange={setMoving}
              onConfirm={() =>
                act(
                  () =>
                    advanceOrder(orderNumber, {
                      status: next,
                      ...(reasonNeeded ? { reason: reason.trim() } : {}),
                    }),
                  (updated) => t.moved(updated.order_number, updated.status_label),
                )
              }
            >
              {reasonNeeded ? (
                <div className="mt-3 grid gap-1">
                  <p className="text-amber-900">{t.unpaidMove(o.payment_status_label)}</p>
                  <ReasonField label={t.moveReason} value={reason} onChange={setReason} />
                </div>
              ) : null}
            </AdminConfirmDialog>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
