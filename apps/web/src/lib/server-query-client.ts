import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The request's own QueryClient while the server renders a page (entry-server.tsx, decision 320);
 * null in the browser, where every QueryProvider shares the app's one client. Kept apart from
 * query-provider-impl so the server can provide it without that module's browser client.
 */
export const ServerQueryClient = createContext<QueryClient | null>(null);
