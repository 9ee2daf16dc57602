/**
 * The payment step after the checkout session is saved (issue 6: the spec's placeholder alert made
 * real). The shopper picks a way to pay that needs no card processor and places the order; the card
 * option is shown, disabled, as coming soon. One idempotency key per visit of this step: a retry after
 * a lost answer can never place a second order.
 */
import { OrderTotals } from '@web/components/ui/order-summary-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, type OrderView, type PaymentMethod } from '@core/orders/order';
import { ApiError } from '@web/lib/api-client';
import { showToast } from '@web/lib/toast';
import { placeOrder, type SavedCheckout } from '../api/checkout';
import { checkoutStrings } from '../checkout-strings';
import { markCartEmpty } from '../api/cart';

const strings = checkoutStrings;

interface PaymentStepProps {
  saved: SavedCheckout;
  onEdit: () => void;
  onOrderPlaced: (order: OrderView) => void;
}

export function PaymentStep({ saved, onEdit, onOrderPlaced }: PaymentStepProps) {
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  const place = useMutation({
    mutationFn: (paymentMethod: PaymentMethod) =>
      placeOrder({ checkoutSessionId: saved.checkout_session.id, paymentMethod, idempotencyKey }),
    onSuccess: (order) => {
      markCartEmpty(queryClient);
      onOrderPlaced(order);
    },
    onError: (error) => {
      console.error(error);
      const description = error instanceof ApiError ? error.message : checkoutStrings.orderFailed;
      showToast({ title: strings.orderFailed, description, variant: 'destructive' });
    },
  });
  // Stays disabled after success too: the page is about to change to the confirmation.
  const placing = place.isPending || place.isSuccess;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    place.mutate(method);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <button type="button" onClick={onEdit} className="font-semibold text-brand-700 underline">
        {strings.editDetails}
      </button>
      <form onSubmit={handleSubmit} className="mt-4 space-y-6">
        <fieldset className="rounded-lg border border-slate-200 p-6">
          <legend className="px-1 text-2xl font-bold text-slate-900">{strings.paymentHeading}</legend>
          <p className="text-slate-700">{strings.paymentIntro}</p>
          <div className="mt-4 space-y-3">
            {PAYMENT_METHODS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-md border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="payment_method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="mt-1 size-4"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{strings.methods[value].label}</span>
                  <span className="block text-sm text-slate-600">{strings.methods[value].text}</span>
                </span>
              </label>
            ))}
            <label className="flex gap-3 rounded-md border border-dashed border-slate-300 p-4 text-slate-500">
              <input type="radio" name="payment_method" value="card" disabled className="mt-1 size-4" />
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
        </fieldset>
        <OrderTotals totals={saved.summary} className="rounded-lg border border-slate-200 p-6" />
        <button
          type="submit"
          disabled={placing}
          className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {placing ? strings.placing : strings.placeOrder}
        </button>
      </form>
    </div>
  );
}
