import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the page's code; once it has finished, the page renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A page whose code loads on demand, like `React.lazy`, except that once `preload()` has finished it
 * renders at once instead of suspending. The page a visit opens on is preloaded before the first
 * render (main.tsx), so the first paint shows the page rather than an empty frame that React would
 * only replace up to 300 ms later (its throttle on revealing suspended content).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        Suspending = makeSuspending();
        throw error;
      },
    ));
  // React.lazy keeps a failed load failed, so a failure makes a new one: the next visit tries again.
  const makeSuspending = () => lazy(() => preload().then((component) => ({ default: component })));
  let Suspending = makeSuspending();

  function Page(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the component itself later
    // would remount the page and lose its state.
    const [Shown] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? Suspending,
    );
    return <Shown {...props} />;
  }
  return Object.assign(Page, { preload });
}
