import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { cartPageStrings } from '../cart-page-strings';

const strings = cartPageStrings.clearConfirm;

/** Clear Cart asks first: one tap should not empty a cart built up over a visit. */
export function ClearCartDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={strings.title}
      description={strings.description}
      cancelLabel={strings.cancel}
      confirmLabel={strings.confirm}
      onConfirm={onConfirm}
      trigger={
        <button
          type="button"
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-md border border-red-600 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {cartPageStrings.clearCart}
        </button>
      }
    />
  );
}
