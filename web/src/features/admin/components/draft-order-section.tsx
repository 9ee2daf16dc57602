/**
 * The draft order of a quote request, inside the inbox message: "Create draft order" (admins), its
 * lines with the stock on the shelf beside each (and a warning where the quantity is above it),
 * quantities staff may change or remove and line prices they may set (with a reason) before sending, the totals the server computed,
 * and "Send to customer". Moderators see the draft but cannot make or change it (the server says so
 * too). Totals are never computed here: each change answers the draft priced by the server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatSkuForDisplay } from '@core/catalogue/sku';
import type { InboxMessage } from '@core/inbox/message';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { showFailure } from '@web/lib/failure-toast';
import { formatPrice } from '@web/lib/format';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';
import {
  createDraftOrder,
  draftOrderQueryKey,
  sendDraftOrder,
  updateDraftOrder,
  useDraftOrder,
  type DraftOrderView,
} from '../api/admin-draft-orders';
import { inboxKeys } from '../api/admin-inbox';
import { AdminConfirmDialog, Badge, formatDate } from './admin-ui';

const t = adminStrings.inbox.draftOrder;
const STATUS_TONES = { draft: 'amber', sent: 'blue', accepted: 'green' } as const;

interface SectionProps {
  message: InboxMessage;
  canMakeOrders: boolean;
}

export function DraftOrderSection({ message, canMakeOrders }: SectionProps) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createDraftOrder(message.id),
    onSuccess: (draft) => {
      queryClient.setQueryData(draftOrderQueryKey(draft.id), draft);
      showToast({ title: adminStrings.success, description: t.created });
    },
    onError: (error) => showFailure(t.failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.message(message.id) }),
  });
  if (message.kind !== 'quote') return null;
  const draftId = message.draft_order_id;

  return (
    <section aria-label={t.title} className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-700">{t.title}</h3>
      {draftId ? (
        <DraftOrderDetails id={draftId} messageId={message.id} canMakeOrders={canMakeOrders} />
      ) : canMakeOrders ? (
        <div>
          <Button variant="primary" disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? t.creating : t.create}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t.adminOnly}</p>
      )}
    </section>
  );
}

function DraftOrderDetails({
  id,
  messageId,
  canMakeOrders,
}: {
  id: string;
  messageId: string;
  canMakeOrders: boolean;
}) {
  const draft = useDraftOrder(id);
  if (!draft.data) return <p className="text-sm text-slate-600">{adminStrings.loading}</p>;
  // Keyed by version: a saved or reloaded draft starts the edit afresh.
  return (
    <DraftOrderEditor
      key={draft.data.version}
      draft={draft.data}
      messageId={messageId}
      canMakeOrders={canMakeOrders}
    />
  );
}

function DraftOrderEditor({
  draft,
  messageId,
  canMakeOrders,
}: {
  draft: DraftOrderView;
  messageId: string;
  canMakeOrders: boolean;
}) {
  const queryClient = useQueryClient();
  const [confirmSend, setConfirmSend] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(draft.lines.map((line) => [line.product_id, String(line.quantity)])),
  );
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      draft.lines.map((line) => [line.product_id, String(line.price_override?.price ?? '')]),
    ),
  );
  const [reasons, setReasons] = useState<Record<string, string>>(() =>
    Object.fromEntries(draft.lines.map((line) => [line.product_id, line.price_override?.reason ?? ''])),
  );
  const [removed, setRemoved] = useState<string[]>([]);
  const editable = canMakeOrders && draft.status === 'draft';
  const kept = draft.lines.filter((line) => !removed.includes(line.product_id));
  const changed =
    removed.length > 0 ||
    kept.some(
      (line) =>
        quantities[line.product_id] !== String(line.quantity) ||
        prices[line.product_id] !== String(line.price_override?.price ?? '') ||
        reasons[line.product_id] !== (line.price_override?.reason ?? ''),
    );
  const setLinePrice = (productId: string, value: string) =>
    setPrices((current) => ({ ...current, [productId]: value }));

  const change = useMutation({
    mutationFn: ({ call }: { call: () => Promise<DraftOrderView>; success: string }) => call(),
    onSuccess: (updated, { success }) => {
      queryClient.setQueryData(draftOrderQueryKey(draft.id), updated);
      showToast({ title: adminStrings.success, description: success });
    },
    onError: async (error) => {
      showFailure(t.failed, error);
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: draftOrderQueryKey(draft.id) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.message(messageId) }),
  });
  const busy = change.isPending;
  const act = (call: () => Promise<DraftOrderView>, success: string) => change.mutate({ call, success });

  const save = () =>
    act(
      () =>
        updateDraftOrder(draft.id, {
          version: draft.version,
          lines: kept.map((line) => {
            const price = prices[line.product_id]?.trim() ?? '';
            return {
              product_id: line.product_id,
              quantity: Number(quantities[line.product_id]),
              // The server checks the price and the reason and names the field it refuses.
              price_override:
                price === '' ? null : { price: Number(price), reason: reasons[line.product_id] ?? '' },
            };
          }),
        }),
      t.saved,
    );

  const { totals } = draft;
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[draft.status]}>{t.statuses[draft.status]}</Badge>
        {draft.sent_at ? (
          <span className="text-slate-600">{t.sentOn(draft.customer.email, formatDate(draft.sent_at))}</span>
        ) : null}
        {draft.accepted_at ? (
          <span className="text-slate-600">{t.acceptedOn(formatDate(draft.accepted_at))}</span>
        ) : null}
      </div>
      {draft.not_found_skus.length > 0 ? (
        <p className="text-amber-800">{t.notFound(draft.not_found_skus.join(', '))}</p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr>
              {t.columns.map((column, index) => (
                <th key={index} className="border-b border-slate-200 px-2 py-1 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kept.map((line) => (
              <tr key={line.product_id}>
                <td className="border-b border-slate-100 px-2 py-1">
                  {line.name}
                  <span className="block font-mono text-xs text-slate-600">
                    {formatSkuForDisplay(line.sku)}
                  </span>
                  {line.available ? null : <Badge tone="red">{t.unavailable}</Badge>}
                </td>
                <td className="border-b border-slate-100 px-2 py-1">
                  {editable ? (
                    <input
                      type="number"
                      min={1}
                      aria-label={t.quantityOf(line.name)}
                      value={quantities[line.product_id] ?? ''}
                      onChange={(event) =>
                        setQuantities((current) => ({ ...current, [line.product_id]: event.target.value }))
                      }
                      className={`${inputClass} w-24`}
                    />
                  ) : (
                    line.quantity
                  )}
                  {Number(quantities[line.product_id] ?? line.quantity) > line.stock_quantity ? (
                    <span className="mt-1 block text-xs text-amber-800">
                      {t.overStock(line.stock_quantity)}
                    </span>
                  ) : null}
                </td>
                <td className="border-b border-slate-100 px-2 py-1">{line.stock_quantity}</td>
                <td className="border-b border-slate-100 px-2 py-1">
                  {editable ? (
                    <>
                      <input
                        type="number"
                        min={0}
                        step="any"
                        inputMode="decimal"
                        aria-label={t.priceOf(line.name)}
                        placeholder={String(line.list_price)}
                        value={prices[line.product_id] ?? ''}
                        onChange={(event) => setLinePrice(line.product_id, event.target.value)}
                        className={`${inputClass} w-28`}
                      />
                      {prices[line.product_id]?.trim() ? (
                        <input
                          type="text"
                          aria-label={t.reasonOf(line.name)}
                          placeholder={t.reasonPlaceholder}
                          value={reasons[line.product_id] ?? ''}
                          onChange={(event) =>
                            setReasons((current) => ({ ...current, [line.product_id]: event.target.value }))
                          }
                          className={`${inputClass} mt-1 w-44`}
                        />
                      ) : null}
                    </>
                  ) : (
                    formatPrice(line.price)
                  )}
                  {line.price_override ? (
                    <span className="mt-1 block text-xs text-slate-600">
                      {t.shopPrice(formatPrice(line.list_price))}.{' '}
                      {t.priceSetBy(
                        line.price_override.by,
                        formatDate(line.price_override.at),
                        line.price_override.reason,
                      )}
                    </span>
                  ) : null}
                </td>
                <td className="border-b border-slate-100 px-2 py-1">{formatPrice(line.line_total)}</td>
                <td className="border-b border-slate-100 px-2 py-1">
                  {editable && kept.length > 1 ? (
                    <button
                      type="button"
                      aria-label={t.remove(line.name)}
                      onClick={() => setRemoved((current) => [...current, line.product_id])}
                      className="rounded p-1 text-slate-600 hover:bg-slate-100"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 sm:ml-auto sm:w-72">
        <dt>{t.subtotal}</dt>
        <dd className="text-right">{formatPrice(totals.subtotal)}</dd>
        <dt>{t.gct}</dt>
        <dd className="text-right">{formatPrice(totals.gct)}</dd>
        <dt>{t.shipping}</dt>
        <dd className="text-right">{totals.shipping === 0 ? t.free : formatPrice(totals.shipping)}</dd>
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-right font-semibold">{formatPrice(totals.total)}</dd>
      </dl>
      <p className="text-xs text-slate-600">{t.totalsNote}</p>
      {canMakeOrders && draft.status !== 'accepted' ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {changed ? <span className="text-xs text-slate-600">{t.unsaved}</span> : null}
          {editable ? (
            <Button disabled={busy || !changed} onClick={save}>
              {t.save}
            </Button>
          ) : null}
          <Button variant="primary" disabled={busy || changed} onClick={() => setConfirmSend(true)}>
            {draft.status === 'sent' ? t.sendAgain : t.send}
          </Button>
          <AdminConfirmDialog
            open={confirmSend}
            tone="primary"
            description={t.sendConfirm(draft.customer.email, draft.lines.length, formatPrice(totals.total))}
            confirmLabel={draft.status === 'sent' ? t.sendAgain : t.send}
            onOpenChange={setConfirmSend}
            onConfirm={() => act(() => sendDraftOrder(draft.id), t.sent(draft.customer.email))}
          />
        </div>
      ) : null}
    </div>
  );
}
