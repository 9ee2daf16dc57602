/**
 * Paying a card order on its page: "Pay by card" asks the server to start a payment (the amount is
 * the stored order's), then the gateway's hosted page opens inside the page in a frame. The frame's
 * first document is the shop's own route serving the gateway's RedirectData once, under a CSP
 * `sandbox` of its own (scripts, no same-origin: never the shop's origin). The frame element allows
 * scripts and same-origin for the gateway's and the issuer's pages that follow (3-D Secure 2 needs
 * both); every shop document that may show in it (that route, the MerchantResponseUrl's page) carries
 * its own sandbox, and the shop's other pages refuse to be framed at all. While
 * the frame is open the order is read again every few seconds; once the attempt is settled (the
 * shop asked the gateway itself) the frame closes and the page shows the order's state: paid, or
 * the bank's answer in plain words with "Try again".
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { OrderTracking } from '@core/orders/order-progress';
import { cardPaymentMessages, type CardPaymentStatus } from '@core/payments/card-attempts';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { useIdentityGeneration } from '@web/lib/auth/auth-status';
import {
  cardPaymentFollowOptions,
  startCardPayment,
  type OrderAccess,
  type StartedCardPayment,
} from '../api/orders';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings.card;

/** How often the page asks whether the bank has answered, while the payment frame is open. */
const FOLLOW_INTERVAL_MS = 2_000;
/**
 * How often a page that did not start the latest attempt asks about it while it is still open: the
 * shopper may be paying in another tab or on another device right now. Only while the tab is seen.
 */
const FOLLOW_ELSEWHERE_MS = 5_000;

const settled = (card: CardPaymentStatus | null, attemptId: string) =>
  card?.latest?.id === attemptId && card.latest.state !== 'started' && card.latest.state !== 'completing';

interface CardPaymentProps {
  access: OrderAccess;
  card: CardPaymentStatus;
  paid: boolean;
  /** The order as it stands once the attempt is settled, for a page that shows its own copy (Track Order). */
  onSettled?: (order: OrderTracking) => void;
}

export function CardPayment({ access, card, paid, onSettled }: CardPaymentProps) {
  const [attempt, setAttempt] = useState<StartedCardPayment | null>(null);
  const start = useMutation({ mutationFn: () => startCardPayment(access), onSuccess: setAttempt });
  const isOver = (order: OrderTracking | undefined) =>
    attempt !== null &&
    order !== undefined &&
    (settled(order.card, attempt.attempt_id) || order.payment_status !== 'awaiting_payment');
  // The shop is asking the bank about the latest attempt (e.g. the page was opened again meanwhile).
  const confirming = card.latest?.state === 'completing';
  // The latest attempt is open, started elsewhere (another tab, another device) or abandoned.
  const openElsewhere = attempt === null && card.latest?.state === 'started';
  // The order page reads the same query: what this follows is what the page shows.
  const follow = useQuery({
    ...cardPaymentFollowOptions(access, useIdentityGeneration()),
    enabled: attempt !== null || confirming || openElsewhere,
    refetchInterval: (query) => {
      if (attempt !== null) return isOver(query.state.data) ? false : FOLLOW_INTERVAL_MS;
      const state = query.state.data?.card?.latest?.state;
      return state === 'completing' ? FOLLOW_INTERVAL_MS : state === 'started' ? FOLLOW_ELSEWHERE_MS : false;
    },
  });
  const open = attempt !== null && !isOver(follow.data);
  // Each settled attempt is handed to the page once (its callback may be a new function every render).
  const reported = useRef<string | null>(null);
  const settledOrder = attempt !== null && isOver(follow.data) ? follow.data : undefined;
  useEffect(() => {
    if (!settledOrder || !attempt || reported.current === attempt.attempt_id) return;
    reported.current = attempt.attempt_id;
    onSettled?.(settledOrder);
  }, [settledOrder, attempt, onSettled]);

  if (paid) return <FormAlert tone="success">{cardPaymentMessages.approved}</FormAlert>;
  const message = card.latest?.message;
  return (
    <div className="mt-4 space-y-3">
      {message && !open ? <FormAlert tone={confirming ? 'success' : 'error'}>{message}</FormAlert> : null}
      {start.isError ? (
        <FormAlert tone="error">
          {start.error instanceof ApiError ? start.error.message : strings.failed}
        </FormAlert>
      ) : null}
      {open ? (
        <>
          <p className="text-sm text-slate-700">{strings.frameHint}</p>
          <iframe
            title={strings.frameTitle}
            src={attempt.frame_path}
            sandbox="allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation"
            referrerPolicy="no-referrer"
            className="h-[560px] w-full rounded-md border border-slate-300 bg-white"
          />
          <Button type="button" variant="secondary" onClick={() => setAttempt(null)}>
            {strings.cancel}
          </Button>
        </>
      ) : card.can_pay ? (
        <Button
          type="button"
          variant="primary"
          busy={start.isPending}
          busyLabel={strings.starting}
          onClick={() => start.mutate()}
        >
          <CreditCard aria-hidden="true" className="size-4" />
          {card.latest ? strings.tryAgain : strings.pay}
        </Button>
      ) : null}
    </div>
  );
}
