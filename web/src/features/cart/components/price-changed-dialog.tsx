import type { OrderTotals as Totals } from '@core/checkout/checkout';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { OrderTotals } from '@web/components/ui/order-summary-lines';
import { formatPrice } from '@web/lib/format';
import { checkoutStrings } from '../checkout-strings';
import type { CartLineChange } from '../utils/cart-diff';

const strings = checkoutStrings.priceChanged;

interface PriceChangedDialogProps {
  previous: Totals;
  next: Totals;
  /** What changed in the cart since the summary: lines added or removed, quantities, prices. */
  changes: readonly CartLineChange[];
  onConfirm: () => void;
  onCancel: () => void;
}

function describe(change: CartLineChange): string {
  switch (change.kind) {
    case 'added':
      return strings.added(change.name, change.quantity);
    case 'removed':
      return strings.removed(change.name, change.quantity);
    case 'quantity':
      return strings.quantity(change.name, change.from, change.to);
    case 'price':
      return strings.price(change.name, formatPrice(change.from), formatPrice(change.to));
  }
}

/**
 * The cart or a price changed between the summary and Place Order: the changes and the new totals,
 * and the order is placed only with what the shopper saw here.
 */
export function PriceChangedDialog({
  previous,
  next,
  changes,
  onConfirm,
  onCancel,
}: PriceChangedDialogProps) {
  const linesChanged = changes.some((change) => change.kind !== 'price');
  return (
    <ConfirmDialog
      open
      // Confirming closes the dialog too; both keep the new summary, so running both is harmless.
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={linesChanged ? strings.cartTitle : strings.title}
      description={linesChanged ? strings.cartDescription : strings.description}
      cancelLabel={strings.cancel}
      confirmLabel={strings.confirm}
      tone="primary"
      onConfirm={onConfirm}
    >
      {changes.length > 0 ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
          {changes.map((change) => (
            <li key={`${change.kind}:${change.name}`}>{describe(change)}</li>
          ))}
        </ul>
      ) : null}
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
