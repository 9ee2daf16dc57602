import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LazyToaster } from '@web/components/ui/lazy-toaster';
import { createQueryClient } from '@web/lib/query-client';

/** App-wide providers; the auth provider joins here later. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
