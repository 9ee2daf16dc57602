import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cartStrings } from '../cart-strings';

const strings = cartStrings;

/** Clear Cart asks first: one tap should not empty a cart built up over a visit. */
export function ClearCartDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-md border border-red-600 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {strings.clearCart}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">
            {strings.clearConfirm.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {strings.clearConfirm.description}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              {strings.clearConfirm.cancel}
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {strings.clearConfirm.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
