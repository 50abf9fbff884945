import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list read page by page through the server's cursors (decision 340): the first page has no
 * cursor, each next page the `nextCursor` of the one before, until it is null.
 */
export const pagedQuery = <T extends { nextCursor: string | null }>(queryKey: QueryKey, fetchPage: (cursor: string) => Promise<T>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: '',
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });

/** Every row of the pages loaded so far. */
export const rowsOf = <T, K extends string>(data: { pages: Record<K, T[]>[] } | undefined, key: K): T[] =>
  data ? data.pages.flatMap((p) => p[key]) : [];
