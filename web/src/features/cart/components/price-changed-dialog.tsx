import type { OrderTotals as Totals } from '@core/checkout/checkout';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open
      // Confirming closes the dialog too; both keep the new totals, so running both is harmless.
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={strings.title}
      description={strings.description}
      cancelLabel={strings.cancel}
      confirmLabel={strings.confirm}
      tone="primary"
      onConfirm={onConfirm}
    >
      <p className="mt-4 flex justify-between text-slate-600">
        <span>{strings.was}</span>
        <span className="line-through">{formatPrice(previous.total)}</span>
      </p>
      <OrderTotals totals={next} className="mt-2" />
      <p className="sr-only">
        {strings.now}: {formatPrice(next.total)}
      </p>
    </ConfirmDialog>
  );
}
