import { QUERY_DEFAULTS, queryRetryDelay, RETRYABLE_STATUSES } from '@awc/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, toastError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { /** The component shows the failure itself; no global toast. */ silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Each failure is retried in one layer only. The API client already retried a gateway answer
 * (502/503/504) with back-off before it gave up, so retrying it here would multiply the requests
 * (three by three); a refusal (4xx) will not change on retry. What is left, a network failure or
 * another server error, gets the spec's two retries here.
 */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (failureCount >= QUERY_DEFAULTS.retries) return false;
  if (error instanceof ApiError && (RETRYABLE_STATUSES.has(error.status) || (error.status >= 400 && error.status < 500))) return false;
  return true;
};

/** Spec §7 client defaults: no refetch on focus, 2 retries, 10 s freshness, back-off 1 s → 30 s. */
export const createQueryClient = () => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        toastError(error, () => void client.refetchQueries({ queryKey: query.queryKey }));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        // Field errors belong under their fields; the form shows them.
        if (error instanceof ApiError && error.fieldErrors) return;
        toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: shouldRetry,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
  return client;
};

/** The app's one client: every QueryProvider shares it, so caches and invalidations are global. */
export const queryClient = createQueryClient();
