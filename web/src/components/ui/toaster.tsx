import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { dismissToast, getToasts, subscribeToToasts } from '@web/lib/toast';

const CLOSE_LABEL = 'Close notification';

/** Draws the toast queue with Radix Toast (announced to screen readers, swipe and F8 to reach). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          duration={toast.durationMs}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={clsx(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full',
            toast.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description
                className={clsx(
                  'text-sm',
                  toast.variant === 'destructive' ? 'text-red-50' : 'text-slate-600',
                )}
              >
                {toast.description}
              </Toast.Description>
            ) : null}
            {toast.action && 'href' in toast.action ? (
              <Toast.Action asChild altText={toast.action.label}>
                <Link
                  to={toast.action.href}
                  className="mt-1 inline-flex h-11 w-fit items-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {toast.action.label}
                </Link>
              </Toast.Action>
            ) : null}
          </div>
          {toast.action && 'onAction' in toast.action ? (
            <Toast.Action
              altText={toast.action.altText}
              onClick={toast.action.onAction}
              className="ml-auto shrink-0 self-center rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-100"
            >
              {toast.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label={CLOSE_LABEL}
            className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
