import { type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { preloadable } from './preloadable.tsx';

const Provider = preloadable(() => import('./query-provider-impl.tsx'));

/**
 * Puts TanStack Query (one client for the whole app) above pages and widgets that fetch data.
 * It is loaded lazily, so pages that fetch nothing (the home page, legal texts) never load it.
 */
export const QueryProvider = ({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) => (
  <Suspense fallback={fallback === undefined ? <PageSpinner /> : fallback}>
    <Provider>{children}</Provider>
  </Suspense>
);

/** Starts loading the provider early (in parallel with a page's own chunk). */
export const preloadQueryProvider = (): Promise<unknown> => Provider.preload();

/** Seeds the app's client with what the server read for this page (decision 320), before hydrating. */
export const seedQueryCache = async (state: import('@tanstack/react-query').DehydratedState): Promise<void> => {
  const m = await import('./query-provider-impl.tsx');
  m.seedQueries(state);
};
