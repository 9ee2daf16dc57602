/**
 * The card side of a paid card order in the admin order view: the card, what it authorised, what
 * was captured (at dispatch or hand-over) and refunded, every step with the gateway's answer, and a
 * refund of all that is left or of the amount staff type. The form refuses an amount the route would
 * (a word, a fraction of a cent) under its box; the server checks it against the capture. A refund
 * the gateway did not answer, or a capture or void still unanswered after the reconciler's minutes
 * (it holds the order), is settled here with what staff found in the PowerTranz portal.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatPrice } from '@core/format-price';
import { typedRefundAmountSchema } from '@core/orders/payment-actions';
import { isCardStepToSettle, type CardGatewayStep, type CardStepOutcome } from '@core/payments/card-payment';
import { Button } from '@web/components/ui/button';
import { Field, inputClass } from '@web/components/ui/form-field';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';
import { refundOrder, settleCardStep, type AdminOrderView } from '../api/admin-orders';
import { adminKeys } from '../api/admin-products';
import { AdminConfirmDialog, formatDateTime } from './admin-ui';

const t = adminStrings.orders.card;

export function OrderCardPayment({ order }: { order: AdminOrderView }) {
  const payment = order.card_payment;
  const queryClient = useQueryClient();
  const amountBox = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  // Said under the box once a refund was asked for with an amount the route would refuse.
  const [amountError, setAmountError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const left = payment ? Math.round((payment.captured - payment.refunded) * 100) / 100 : 0;
  const read = typedRefundAmountSchema.safeParse(amount);
  const typed = read.success ? read.data : undefined;
  const refund = useMutation({
    mutationFn: () => refundOrder(order.order_number, typed),
    onSuccess: () => {
      showToast({
        title: adminStrings.success,
        description: t.refundDone(order.order_number, formatPrice(typed ?? left)),
      });
      setAmount('');
    },
    onError: (error) => showFailure(adminStrings.orders.failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const [settling, setSettling] = useState<{
    stepId: string;
    kind: CardGatewayStep['kind'];
    amount: number;
    outcome: CardStepOutcome;
  }>();
  const settle = useMutation({
    mutationFn: (chosen: { stepId: string; kind: CardGatewayStep['kind']; outcome: CardStepOutcome }) =>
      settleCardStep(order.order_number, chosen.stepId, chosen.outcome),
    onSuccess: (_order, chosen) =>
      showToast({
        title: adminStrings.success,
        description: t.settleDone(chosen.kind, order.order_number),
      }),
    onError: (error) => showFailure(adminStrings.orders.failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  if (!payment) return null;
  const steps = Object.entries(payment.steps ?? {}).sort(([, a], [, b]) => a.at.localeCompare(b.at));
  const now = new Date();
  // A capture or void past the reconciler's minutes is no longer "being checked": staff settle it.
  const stuck = (step: CardGatewayStep) => step.kind !== 'refund' && isCardStepToSettle(step, now);
  const beingChecked = steps.filter(([, step]) => step.state === 'pending' && !stuck(step));
  const held = payment.pending_step ? payment.steps[payment.pending_step] : undefined;

  return (
    <div className="grid gap-2 border-t border-slate-200 pt-2">
      <p className="font-semibold">
        {t.heading}
        {payment.card_brand && payment.card_last_four
          ? `: ${t.card(payment.card_brand, payment.card_last_four)}`
          : ''}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        <dt>{t.authorised}</dt>
        <dd>{formatPrice(payment.amount)}</dd>
        <dt>{t.captured}</dt>
        <dd>{payment.captured > 0 ? formatPrice(payment.captured) : t.capturedAtDispatch}</dd>
        <dt>{t.refundedSoFar}</dt>
        <dd>{formatPrice(payment.refunded)}</dd>
      </dl>
      {beingChecked.length > 0 ? (
        <div role="status" className="grid gap-1 rounded-md bg-amber-50 p-2 text-amber-900">
          {beingChecked.map(([id, step]) => (
            <p key={id} className="font-semibold">
              {t.beingChecked(t.steps[step.kind], formatDateTime(step.at))}
            </p>
          ))}
          {held && !stuck(held) ? <p>{t.waitForCheck}</p> : null}
        </div>
      ) : null}
      {steps.length > 0 ? (
        <ul className="text-slate-700">
          {steps.map(([id, step]) => (
            <li key={id}>
              {formatDateTime(step.at)}: {t.steps[step.kind]} {formatPrice(step.amount)},{' '}
              {t.states[step.state]}
              {step.iso_response_code ? ` (${step.iso_response_code}` : ''}
              {step.iso_response_code && step.response_message ? ` ${step.response_message}` : ''}
              {step.iso_response_code ? ')' : ''} {step.by}
              {step.settled ? (
                <span className="block">
                  {t.settledBy(
                    t.outcomes[step.kind][step.settled.outcome],
                    step.settled.by,
                    formatDateTime(step.settled.at),
                  )}
                </span>
              ) : null}
              {isCardStepToSettle(step, now) ? (
                <span className="mt-1 grid gap-2 rounded-md bg-amber-50 p-2">
                  <span>{t.toSettle(step.kind, payment.transaction_identifier)}</span>
                  {id === payment.pending_step ? <span>{t.heldUntilSettled}</span> : null}
                  <span className="flex flex-wrap gap-2">
                    {(['went_through', 'did_not_go_through'] as const).map((outcome) => (
                      <Button
                        key={outcome}
                        type="button"
                        busy={settle.isPending && settling?.stepId === id && settling.outcome === outcome}
                        onClick={() =>
                          setSettling({ stepId: id, kind: step.kind, amount: step.amount, outcome })
                        }
                      >
                        {t.outcomes[step.kind][outcome]}
                      </Button>
                    ))}
                  </span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.payment_status === 'paid' && left > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (read.success) {
              setConfirming(true);
            } else {
              setAmountError(read.error.issues[0]?.message);
              amountBox.current?.focus();
            }
          }}
        >
          <Field label={t.amount} error={amountError}>
            {(id, aria) => (
              <input
                id={id}
                ref={amountBox}
                inputMode="decimal"
                className={inputClass}
                placeholder={String(left)}
                value={amount}
                {...aria}
                onChange={(event) => {
                  setAmount(event.target.value);
                  // Once said, the message goes as soon as the amount reads.
                  if (amountError) {
                    const again = typedRefundAmountSchema.safeParse(event.target.value);
                    setAmountError(again.success ? undefined : again.error.issues[0]?.message);
                  }
                }}
              />
            )}
          </Field>
          <Button type="submit" busy={refund.isPending} disabled={Boolean(payment.pending_step)}>
            {t.refund}
          </Button>
        </form>
      ) : null}
      <AdminConfirmDialog
        open={confirming}
        description={t.refundConfirm(formatPrice(typed ?? left))}
        confirmLabel={t.refund}
        onOpenChange={setConfirming}
        onConfirm={() => refund.mutate()}
      />
      <AdminConfirmDialog
        open={settling !== undefined}
        description={
          settling ? t.settleConfirm[settling.kind][settling.outcome](formatPrice(settling.amount)) : ''
        }
        confirmLabel={settling ? t.outcomes[settling.kind][settling.outcome] : ''}
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
