import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { getAuthState } from '@web/lib/auth/auth-status';
import { createQueryClient } from '@web/lib/query-client';

/** The longest a stored session's check waits for the page to be idle. */
const SESSION_START_WAIT_MS = 500;

/** App-wide providers: server state and the stored session's check (the toaster is in the router). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A stored session is checked and kept fresh once the page is idle, and handed to the cart (see
  // the session store, lib/auth/auth-status); signed-out visitors never load the sign-in library here.
  useEffect(() => {
    if (!getAuthState().storedSession) return;
    const start = () =>
      void import('@web/lib/auth/auth-session')
        .then((session) => session.startAuthSession())
        .catch((error: unknown) => console.error(error));
    // The cart waits for this session, so it must start soon even on a busy page (an Add clicked
    // meanwhile is sent once it has); Safari has no requestIdleCallback.
    const whenIdle = (callback: () => void) =>
      window.requestIdleCallback
        ? window.requestIdleCallback(callback, { timeout: SESSION_START_WAIT_MS })
        : setTimeout(callback, 0);
    const timer = setTimeout(() => whenIdle(start), 0);
    return () => clearTimeout(timer);
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
