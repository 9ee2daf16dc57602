/**
 * The payment step after the checkout session is saved. The shopper picks a way to pay that needs no
 * card processor (a purchase order asks for the company, its TRN and the PO number; any order may
 * carry the buyer's TRN for the tax invoice) and places the order; the card option is shown,
 * disabled, as coming soon. One idempotency key per attempt: a retry after a lost answer can never
 * place a second order. When a price changed since the summary, the shopper confirms the new total.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { OrderTotals as Totals } from '@core/checkout/checkout';
import { PAYMENT_METHODS, placeOrderSchema, type OrderView, type PaymentMethod } from '@core/orders/order';
import { Form, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { OrderTotals } from '@web/components/ui/order-summary-lines';
import { ApiError } from '@web/lib/api-client';
import { changeRetry } from '@web/lib/change-retry';
import { showToast } from '@web/lib/toast';
import { markCartEmpty } from '../api/cart';
import { getChangedTotals, placeOrder, type PlaceOrderBody, type SavedCheckout } from '../api/checkout';
import { checkoutStrings } from '../checkout-strings';
import { PriceChangedDialog } from './price-changed-dialog';

const strings = checkoutStrings;

interface PaymentValues {
  payment_method: PaymentMethod;
  purchase_order: { company_name: string; trn: string; po_number: string };
  buyer_trn: string;
}

/** What "Place Order" sends for these values. */
export function toPlaceOrderBody(
  values: PaymentValues,
  checkoutSessionId: string,
  expectedTotal: number,
): PlaceOrderBody {
  const purchaseOrder = values.payment_method === 'purchase_order';
  const buyerTrn = values.buyer_trn.trim();
  return {
    checkout_session_id: checkoutSessionId,
    payment_method: values.payment_method,
    purchase_order: purchaseOrder ? values.purchase_order : null,
    buyer_trn: purchaseOrder || buyerTrn === '' ? null : buyerTrn,
    expected_total: expectedTotal,
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
      const parsed = placeOrderSchema.safeParse(toPlaceOrderBody(values, checkoutSessionId, 0));
      for (const issue of parsed.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: issue.path as string[], message: sentence(issue.message) });
      }
    });
}

interface PaymentStepProps {
  saved: SavedCheckout;
  onEdit: () => void;
  onOrderPlaced: (order: OrderView) => void;
}

export function PaymentStep({ saved, onEdit, onOrderPlaced }: PaymentStepProps) {
  const sessionId = saved.checkout_session.id;
  const schema = useMemo(() => paymentSchema(sessionId), [sessionId]);
  const form = useZodForm(schema, {
    defaultValues: {
      payment_method: 'bank_transfer',
      purchase_order: { company_name: '', trn: '', po_number: '' },
      buyer_trn: '',
    },
  });
  const [totals, setTotals] = useState<Totals>(saved.summary);
  const [changed, setChanged] = useState<{ totals: Totals; values: PaymentValues } | undefined>();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();

  const place = useMutation({
    ...changeRetry,
    mutationFn: ({ values, expected }: { values: PaymentValues; expected: number }) =>
      placeOrder({ body: toPlaceOrderBody(values, sessionId, expected), idempotencyKey }),
    onSuccess: (order) => {
      markCartEmpty(queryClient);
      onOrderPlaced(order);
    },
    onError: (error, { values }) => {
      const newTotals = getChangedTotals(error);
      if (newTotals) {
        // Nothing was written: the next attempt, at the new total, is a new request.
        setIdempotencyKey(crypto.randomUUID());
        setChanged({ totals: newTotals, values });
        return;
      }
      console.error(error);
      const description = error instanceof ApiError ? error.message : checkoutStrings.orderFailed;
      showToast({ title: strings.orderFailed, description, variant: 'destructive' });
    },
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <button type="button" onClick={onEdit} className="font-semibold text-brand-700 underline">
        {strings.editDetails}
      </button>
      <Form
        form={form}
        onSubmit={async (values) => {
          await place.mutateAsync({ values, expected: totals.total }).catch(() => undefined);
        }}
        className="mt-4 space-y-6"
      >
        <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
          <legend className="px-1 text-2xl font-bold text-slate-900">{strings.paymentHeading}</legend>
          <p className="text-slate-700">{strings.paymentIntro}</p>
          <PaymentMethods pickup={saved.checkout_session.fulfilment.method === 'pickup'} />
        </fieldset>
        <PaymentDetails />
        <OrderTotals totals={totals} className="rounded-lg border border-slate-200 p-6" />
        <FormSubmit block size="lg" busyLabel={strings.placing} disabled={place.isPending || place.isSuccess}>
          {place.isPending || place.isSuccess ? strings.placing : strings.placeOrder}
        </FormSubmit>
      </Form>
      {changed ? (
        <PriceChangedDialog
          previous={totals}
          next={changed.totals}
          onCancel={() => {
            setTotals(changed.totals);
            setChanged(undefined);
          }}
          onConfirm={() => {
            setTotals(changed.totals);
            setChanged(undefined);
            place.mutate({ values: changed.values, expected: changed.totals.total });
          }}
        />
      ) : null}
    </div>
  );
}

/** Cash is paid at the counter, so it is offered with pickup only (the server has the same rule). */
function PaymentMethods({ pickup }: { pickup: boolean }) {
  return (
    <div className="mt-4 space-y-3">
      {PAYMENT_METHODS.map((value) => (
        <PaymentMethodOption key={value} value={value} disabled={value === 'cash_in_store' && !pickup} />
      ))}
      <label className="flex gap-3 rounded-md border border-dashed border-slate-300 p-4 text-slate-500">
        <input type="radio" name="payment_method_card" value="card" disabled className="mt-1 size-4" />
        <span>
          <span className="block font-semibold">
            {strings.card.label}{' '}
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700">
              {strings.card.badge}
            </span>
          </span>
          <span className="block text-sm">{strings.card.text}</span>
        </span>
      </label>
    </div>
  );
}

function PaymentMethodOption({ value, disabled }: { value: PaymentMethod; disabled: boolean }) {
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
        <span className={`block font-semibold ${disabled ? '' : 'text-slate-900'}`}>
          {strings.methods[value].label}
        </span>
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
