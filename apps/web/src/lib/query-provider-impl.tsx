import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './query-client.ts';
import { ServerQueryClient } from './server-query-client.ts';

export default function QueryProviderImpl({ children }: { children: ReactNode }) {
  const client = useContext(ServerQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Puts the answers the server read for this page into the cache before it hydrates (decision 320). */
export const seedQueries = (state: DehydratedState) => hydrate(queryClient, state);
