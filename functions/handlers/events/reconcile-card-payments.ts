/** Scheduled (every `CARD_RECONCILE.everyMinutes`): hands unsettled card payment attempts to staff. */
import {
  reconcileCardPayments,
  type ReconcileResult,
} from '../../services/payments/reconcile-card-payments.js';

export const handler = (): Promise<ReconcileResult> => reconcileCardPayments();
