import { type ComponentType, lazy, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export type Preloadable<P> = ComponentType<P> & {
  /** Loads the module; once it has resolved, new instances render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a preload. A lazy component suspends on its first render even when its module
 * has already arrived; when a prerendered page hydrates, that would leave the page's part of the
 * HTML dehydrated, and an update reaching it before it hydrates (the session answering, say)
 * would make React throw the server HTML away and show the Suspense fallback. `main.tsx` awaits
 * `preload()` for the first page's modules before hydrating, so the whole tree hydrates in one
 * pass. An instance keeps the component it started with (switching from the lazy wrapper to the
 * loaded component would remount it).
 */
export const preloadable = <P extends object>(load: Loader<P>): Preloadable<P> => {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per module (router.tsx caches it)
  const Component = (props: P) => {
    const [Resolved] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Resolved {...props} />;
  };
  return Object.assign(Component, { preload });
};
