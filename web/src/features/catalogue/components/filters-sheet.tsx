import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { facetStrings as strings } from '../facet-strings';

interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number;
  isPending: boolean;
  children: ReactNode;
}

/**
 * The phone's filters: a sheet from the bottom over the list. Every change applies at once (the list
 * behind it and its count follow); the footer button closes it.
 */
export function FiltersSheet({ open, onOpenChange, resultCount, isPending, children }: FiltersSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{strings.filters}</Dialog.Title>
            <Dialog.Close
              aria-label={strings.close}
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-slate-200 p-4">
            <Dialog.Close className="inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800">
              {isPending ? strings.filters : strings.showResults(resultCount)}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
