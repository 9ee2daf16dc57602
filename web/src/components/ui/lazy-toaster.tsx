import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasShownAnyToast, subscribeToToasts } from '@web/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster on the first toast only: until a shopper adds to the cart or sends a
 * form, Radix Toast stays out of the page's JavaScript. Once mounted it stays.
 */
export function LazyToaster() {
  const needed = useSyncExternalStore(subscribeToToasts, hasShownAnyToast, hasShownAnyToast);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
