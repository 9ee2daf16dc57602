/**
 * The payment step after the checkout session is saved. The shopper picks a way to pay that needs no
 * card processor (a purchase order asks for the company, its TRN and the PO number; any order may
 * carry the buyer's TRN for the tax invoice) and places the order; a card order is paid on the
 * order's page right after. One idempotency key per attempt: a retry after a lost answer can never
 * place a second order.
 *
 * The summary shown is the cart the order is made from: the cart is read again when the shopper
 * comes back to the tab and just before placing; when it changed since the summary (another tab
 * added, removed or changed a line, or a price changed) the changes are shown and the shopper
 * confirms them. The order carries the lines and total confirmed, and the server refuses it (409)
 * when its cart differs, so a cart changed in between is never ordered unseen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  computeOrderTotals,
  toCheckoutSessionInput,
  type OrderTotals as Totals,
} from '@core/checkout/checkout';
import { PAYMENT_METHODS, placeOrderSchema, type OrderView, type PaymentMethod } from '@core/orders/order';
import { Form, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { OrderSummaryLines } from '@web/components/ui/order-summary-lines';
import { ApiError } from '@web/lib/api-client';
import { changeRetry } from '@web/lib/change-retry';
import { showToast } from '@web/lib/toast';
import { markCartEmpty } from '../api/cart';
import {
  getChangedTotals,
  isCartChanged,
  isCheckoutSessionReplaced,
  placeOrder,
  saveCheckoutSession,
  type PlaceOrderBody,
  type SavedCheckout,
} from '../api/checkout';
import { checkoutStrings } from '../checkout-strings';
import type { CartState } from '../hooks/use-cart-page';
import { diffCartLines, toSummaryLines, type SummaryLine } from '../utils/cart-diff';
import { keepCheckoutDraft, readCheckoutDraft, type PaymentDraft } from '../utils/checkout-draft';
import { EmptyCart, stepHeadingClass } from './empty-cart';
import { PriceChangedDialog } from './price-changed-dialog';

const strings = checkoutStrings;

type PaymentValues = PaymentDraft;

/** What "Place Order" sends for these values, with the lines and total the shopper confirmed. */
function toPlaceOrderBody(
  values: PaymentValues,
  checkoutSessionId: string,
  confirmed?: { total: number; lines: readonly SummaryLine[] },
): PlaceOrderBody {
  const purchaseOrder = values.payment_method === 'purchase_order';
  const buyerTrn = values.buyer_trn.trim();
  return {
    checkout_session_id: checkoutSessionId,
    payment_method: values.payment_method,
    purchase_order: purchaseOrder ? values.purchase_order : null,
    buyer_trn: purchaseOrder || buyerTrn === '' ? null : buyerTrn,
    ...(confirmed
      ? {
          expected_total: confirmed.total,
          expected_lines: confirmed.lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
        }
      : {}),
  };
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** The fields checked by the server's own schema of "place order": its messages under the fields. */
function paymentSchema(checkoutSessionId: string) {
  return z
    .object({
      payment_method: z.enum(PAYMENT_METHODS),
      purchase_order: z.object({ company_name: z.string(), trn: z.string(), po_number: z.string() }),
      buyer_trn: z.string(),
    })
    .superRefine((values, context) => {
      const parsed = placeOrderSchema.safeParse(toPlaceOrderBody(values, checkoutSessionId));
      for (const issue of parsed.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: issue.path as string[], message: sentence(issue.message) });
      }
    });
}

const blankPayment: PaymentValues = {
  payment_method: 'bank_transfer',
  purchase_order: { company_name: '', trn: '', po_number: '' },
  buyer_trn: '',
};

interface PaymentStepProps {
  /** The cart as the server has it now (read again on focus and before placing). */
  cart: CartState;
  saved: SavedCheckout;
  /** The lines the summary showed when the checkout was saved. */
  seenLines: SummaryLine[];
  /** The step's heading, focused when the step opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
  onOrderPlaced: (order: OrderView) => void;
}

interface Attempt {
  values: PaymentValues;
  lines: SummaryLine[];
  total: number;
}

export function PaymentStep({ cart, saved, seenLines, headingRef, onEdit, onOrderPlaced }: PaymentStepProps) {
  const sessionId = saved.checkout_session.id;
  const choice = saved.checkout_session.fulfilment;
  const schema = useMemo(() => paymentSchema(sessionId), [sessionId]);
  const form = useZodForm(schema, { defaultValues: { ...blankPayment, ...readCheckoutDraft().payment } });
  useEffect(() => {
    const subscription = form.watch((values) => keepCheckoutDraft({ payment: values as PaymentValues }));
    return () => subscription.unsubscribe();
  }, [form]);

  // The lines the shopper has seen and confirmed, and what they cost by core's rule (the server's).
  const [seen, setSeen] = useState(seenLines);
  const totalsOf = (lines: readonly SummaryLine[]): Totals =>
    computeOrderTotals(
      lines.reduce((sum, line) => sum + line.line_total, 0),
      choice,
      saved.buyer?.gct_rate,
    );
  const seenTotals = totalsOf(seen);
  // A total the server gave that the cart's lines do not explain (a race with a price change), and
  // whether its dialog is still open.
  const [serverTotals, setServerTotals] = useState<{ totals: Totals; open: boolean } | undefined>();
  const shownTotals = serverTotals?.totals ?? seenTotals;
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();

  const confirmSeen = (lines: SummaryLine[]) => {
    setSeen(lines);
    setServerTotals(undefined);
    keepCheckoutDraft({ saved: { checkout: saved, lines } });
  };

  const place = useMutation({
    ...changeRetry,
    mutationFn: async ({ values, lines, total }: Attempt) => {
      const order = (id: string) =>
        placeOrder({ body: toPlaceOrderBody(values, id, { total, lines }), idempotencyKey });
      try {
        return await order(sessionId);
      } catch (error) {
        // Continued to payment in another tab meanwhile, which saved that tab's checkout over this
        // one's: this tab's details, the ones the shopper confirmed here, are saved again and the
        // order placed with them (the confirmed lines and total still guard what is charged).
        const typed = readCheckoutDraft().form;
        if (!isCheckoutSessionReplaced(error) || !typed) throw error;
        const again = await saveCheckoutSession(toCheckoutSessionInput(typed));
        keepCheckoutDraft({ saved: { checkout: again, lines } });
        return order(again.checkout_session.id);
      }
    },
    onSuccess: (order) => {
      onOrderPlaced(order);
      markCartEmpty(queryClient);
    },
    onError: async (error) => {
      if (isCartChanged(error) || getChangedTotals(error)) {
        // Nothing was written: the next attempt is a new request, once the shopper saw the cart.
        setIdempotencyKey(crypto.randomUUID());
        const fresh = await cart.refresh();
        const explained = fresh && diffCartLines(seen, toSummaryLines(fresh.lines)).length > 0;
        const newTotals = getChangedTotals(error);
        if (explained) return;
        if (newTotals) {
          setServerTotals({ totals: newTotals, open: true });
          return;
        }
      }
      console.error(error);
      const description = error instanceof ApiError ? error.message : checkoutStrings.orderFailed;
      showToast({ title: strings.orderFailed, description, variant: 'destructive' });
    },
  });
  const placing = place.isPending || place.isSuccess;

  const live = cart.loaded && !cart.refreshing ? toSummaryLines(cart.lines) : undefined;
  const changes = live ? diffCartLines(seen, live) : [];

  if (live && live.length === 0 && !placing) return <EmptyCart headingRef={headingRef} />;

  const submit = async (values: PaymentValues) => {
    // The cart as it is now: a change since the summary is shown (below) instead of ordered unseen.
    const fresh = await cart.refresh();
    if (fresh && diffCartLines(seen, toSummaryLines(fresh.lines)).length > 0) return;
    await place.mutateAsync({ values, lines: seen, total: shownTotals.total }).catch(() => undefined);
  };

  const changesOpen = changes.length > 0 || serverTotals?.open === true;
  const showSeenAsConfirmed = () => {
    if (changes.length > 0) confirmSeen(live ?? seen);
    else if (serverTotals) setServerTotals({ ...serverTotals, open: false });
  };
  const confirmChanges = () => {
    const lines = live ?? seen;
    const total = changes.length > 0 ? totalsOf(lines).total : shownTotals.total;
    showSeenAsConfirmed(); // the summary shows what is now confirmed
    void form.handleSubmit((values) => place.mutateAsync({ values, lines, total }).catch(() => undefined))();
  };

  const showChanges = !placing && changesOpen;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <button type="button" onClick={onEdit} className="font-semibold text-brand-700 underline">
        {strings.editDetails}
      </button>
      <Form form={form} onSubmit={submit} className="mt-4 space-y-6">
        <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
          <legend className="px-1">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className={`text-2xl font-bold text-slate-900 ${stepHeadingClass}`}
            >
              {strings.paymentHeading}
            </h1>
          </legend>
          <p className="text-slate-700">{strings.paymentIntro}</p>
          <PaymentMethods
            pickup={choice.method === 'pickup'}
            onAccountLabel={saved.buyer?.on_account_label ?? null}
          />
          {saved.buyer?.on_account_hold ? (
            <p role="status" className="mt-3 text-slate-700">
              {saved.buyer.on_account_hold}
            </p>
          ) : null}
        </fieldset>
        <PaymentDetails />
        <section aria-labelledby="payment-summary" className="rounded-lg border border-slate-200 p-6">
          <h2 id="payment-summary" className="text-xl font-bold text-slate-900">
            {strings.summary}
          </h2>
          <OrderSummaryLines lines={seen} totals={{ ...shownTotals, gct_rate: saved.buyer?.gct_rate }} />
        </section>
        <FormSubmit block size="lg" busyLabel={strings.placing} disabled={placing}>
          {placing ? strings.placing : strings.placeOrder}
        </FormSubmit>
      </Form>
      {showChanges ? (
        <PriceChangedDialog
          previous={changes.length > 0 ? shownTotals : seenTotals}
          next={changes.length > 0 ? totalsOf(live ?? seen) : shownTotals}
          changes={changes}
          onCancel={showSeenAsConfirmed}
          onConfirm={confirmChanges}
        />
      ) : null}
    </div>
  );
}

/**
 * Cash is paid at the counter, so it is offered with pickup only (the server has the same rule); on
 * account only to the buyers of a company with terms, under its label.
 */
function PaymentMethods({ pickup, onAccountLabel }: { pickup: boolean; onAccountLabel: string | null }) {
  return (
    <div className="mt-4 space-y-3">
      {PAYMENT_METHODS.filter((value) => value !== 'on_account' || onAccountLabel).map((value) => (
        <PaymentMethodOption
          key={value}
          value={value}
          label={value === 'on_account' ? onAccountLabel! : strings.methods[value].label}
          disabled={value === 'cash_in_store' && !pickup}
        />
      ))}
    </div>
  );
}

function PaymentMethodOption({
  value,
  label,
  disabled,
}: {
  value: PaymentMethod;
  label: string;
  disabled: boolean;
}) {
  const { register } = useFormContext<PaymentValues>();
  return (
    <label
      className={`flex gap-3 rounded-md border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${disabled ? 'text-slate-500' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        value={value}
        disabled={disabled}
        className="mt-1 size-4 shrink-0"
        {...register('payment_method')}
      />
      <span>
        <span className={`block font-semibold ${disabled ? '' : 'text-slate-900'}`}>{label}</span>
        <span className="block text-sm text-slate-600">
          {disabled ? strings.cashNeedsPickup : strings.methods[value].text}
        </span>
      </span>
    </label>
  );
}

/** The purchase order's fields for a PO, else the optional buyer TRN for the tax invoice. */
function PaymentDetails() {
  const method = useWatch<PaymentValues, 'payment_method'>({ name: 'payment_method' });
  if (method === 'purchase_order') {
    return (
      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-slate-900">{strings.purchaseOrder.heading}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormTextField
              label={strings.purchaseOrder.company}
              name="purchase_order.company_name"
              autoComplete="organization"
            />
          </div>
          <FormTextField
            label={strings.purchaseOrder.trn}
            name="purchase_order.trn"
            inputMode="numeric"
            placeholder="123-456-789"
          />
          <FormTextField label={strings.purchaseOrder.poNumber} name="purchase_order.po_number" />
        </div>
      </fieldset>
    );
  }
  return (
    <div className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <FormTextField
        label={strings.buyerTrn}
        hint={strings.optional}
        name="buyer_trn"
        inputMode="numeric"
        placeholder="123-456-789"
      />
      <p className="mt-1 text-sm text-slate-600">{strings.buyerTrnHelp}</p>
    </div>
  );
}
