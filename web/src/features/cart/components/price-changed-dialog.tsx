import * as Dialog from '@radix-ui/react-dialog';
import type { OrderTotals as Totals } from '@core/checkout/checkout';
import { Button, buttonClass } from '@web/components/ui/button';
import { OrderTotals } from '@web/components/ui/order-summary-lines';
import { formatPrice } from '@web/lib/format';
import { checkoutStrings } from '../checkout-strings';

const strings = checkoutStrings.priceChanged;

interface PriceChangedDialogProps {
  previous: Totals;
  next: Totals;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A price changed between the summary and Place Order: the order is placed only at a total seen. */
export function PriceChangedDialog({ previous, next, onConfirm, onCancel }: PriceChangedDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{strings.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{strings.description}</Dialog.Description>
          <p className="mt-4 flex justify-between text-slate-600">
            <span>{strings.was}</span>
            <span className="line-through">{formatPrice(previous.total)}</span>
          </p>
          <OrderTotals totals={next} className="mt-2" />
          <p className="sr-only">
            {strings.now}: {formatPrice(next.total)}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass()}>{strings.cancel}</Dialog.Close>
            <Button variant="primary" onClick={onConfirm}>
              {strings.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
