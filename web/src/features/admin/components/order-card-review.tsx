/**
 * Card payment attempts handed to staff ("needs review": the gateway's answer to the payment was
 * never read) in the admin order view: the TransactionIdentifier to look up in the PowerTranz
 * merchant portal, and what staff found there: "Approved in the portal" with the portal's
 * authorisation code (the order is paid as an approved answer would make it) or "Not paid" (the
 * attempt is closed; the shopper can pay again). The server checks both; this form only sends them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatPrice } from '@core/format-price';
import { isCardAttemptToSettle, type CardAttemptOutcome } from '@core/payments/card-payment';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';
import { settleCardAttempt, type AdminOrderView } from '../api/admin-orders';
import { adminKeys } from '../api/admin-products';
import { AdminConfirmDialog, formatDateTime } from './admin-ui';

const t = adminStrings.orders.card;

export function OrderCardReview({ order }: { order: AdminOrderView }) {
  const queryClient = useQueryClient();
  const codeId = useId();
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [settling, setSettling] = useState<{ attemptId: string; outcome: CardAttemptOutcome }>();
  const settle = useMutation({
    mutationFn: (chosen: { attemptId: string; outcome: CardAttemptOutcome }) =>
      settleCardAttempt(order.order_number, chosen.attemptId, {
        outcome: chosen.outcome,
        ...(chosen.outcome === 'approved_in_portal'
          ? { authorization_code: codes[chosen.attemptId]?.trim() ?? '' }
          : {}),
      }),
    onSuccess: () =>
      showToast({ title: adminStrings.success, description: t.attemptDone(order.order_number) }),
    onError: (error) => showFailure(adminStrings.orders.failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const toSettle = Object.values(order.card_attempts ?? {})
    .filter(isCardAttemptToSettle)
    .sort((a, b) => a.started_at.localeCompare(b.started_at));
  if (toSettle.length === 0) return null;

  return (
    <div className="grid gap-2 border-t border-slate-200 pt-2">
      {toSettle.map((attempt) => {
        const id = attempt.transaction_identifier;
        return (
          <div key={id} className="grid gap-2 rounded-md bg-amber-50 p-2">
            <p>{t.attemptToSettle(id, formatDateTime(attempt.started_at))}</p>
            <label htmlFor={`${codeId}-${id}`} className="grid gap-1">
              <span className="font-semibold">{t.authorizationCode}</span>
              <input
                id={`${codeId}-${id}`}
                className={inputClass}
                autoComplete="off"
                value={codes[id] ?? ''}
                onChange={(event) => setCodes({ ...codes, [id]: event.target.value })}
              />
            </label>
            <span className="flex flex-wrap gap-2">
              {(['approved_in_portal', 'not_paid'] as const).map((outcome) => (
                <Button
                  key={outcome}
                  type="button"
                  busy={settle.isPending && settling?.attemptId === id && settling.outcome === outcome}
                  onClick={() => setSettling({ attemptId: id, outcome })}
                >
                  {t.attemptOutcomes[outcome]}
                </Button>
              ))}
            </span>
          </div>
        );
      })}
      <AdminConfirmDialog
        open={settling !== undefined}
        description={settling ? t.attemptConfirm[settling.outcome](formatPrice(order.total)) : ''}
        confirmLabel={settling ? t.attemptOutcomes[settling.outcome] : ''}
        onOpenChange={(open) => {
          if (!open) setSettling(undefined);
        }}
        onConfirm={() => {
          if (settling) settle.mutate(settling);
        }}
      />
    </div>
  );
}
