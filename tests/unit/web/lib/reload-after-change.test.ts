import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadAfterChange } from '../../../../web/src/lib/reload-after-change';

/** A list on a server stand-in whose reads are held until released, as a slow first read is. */
function slowList() {
  let saved: string[] = [];
  const pending: Array<() => void> = [];
  return {
    save: (item: string) => {
      saved = [...saved, item];
    },
    read: () =>
      new Promise<string[]>((resolve) => {
        const snapshot = saved;
        pending.push(() => resolve(snapshot));
      }),
    releaseAll: () => pending.splice(0).forEach((release) => release()),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reading a list again after a change', () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => queryClient.clear());

  it('shows the change even when the first read left before it was saved', async () => {
    const server = slowList();
    const queryKey = ['wishlist'];
    const observer = new QueryObserver(queryClient, { queryKey, queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    await settled();

    server.save('mac-mini');
    const reloading = reloadAfterChange(queryClient, queryKey);
    await settled();
    server.releaseAll();
    await reloading;

    expect(queryClient.getQueryData(queryKey)).toEqual(['mac-mini']);
    unsubscribe();
  });
});
