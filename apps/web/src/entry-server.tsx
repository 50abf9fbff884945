/**
 * The server renderer. At build time (decision 290) `scripts/prerender.mjs` builds this module for
 * Node and renders each prerendered route into its HTML: nothing knows a session there, so that HTML
 * is the signed-out view, and pages that fetch render their loading state. The build keeps the
 * module (`dist/server/entry-server.js`), and the server renders signed-in pages with it per
 * request (`renderRequest`, decision 320): the same tree, with the request's session and the
 * page's API answers, which the browser then starts from instead of asking again.
 */
import { ROUTES } from '@awc/domain';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { PAGES } from './app/pages.ts';
import type { Me, SubscriptionStatusView } from './lib/auth/auth-api.ts';
import { authStateFrom, ServerAuthState } from './lib/auth/session-store.ts';
import { ServerQueryClient } from './lib/server-query-client.ts';
import { type ServerValues, ServerValuesContext } from './lib/server-values.ts';

export { setApiFetch } from './lib/api-client.ts';

export type PrerenderRoute = { path: string; page: string; lean: boolean };

/** Public pages without parameters whose page entry asks to be prerendered. */
export const prerenderRoutes = (): PrerenderRoute[] =>
  ROUTES.filter((r) => r.group === 'public' && !r.redirectTo && !r.path.includes(':') && PAGES[r.page]?.prerender).map((r) => ({
    path: r.path,
    page: r.page,
    lean: Boolean(PAGES[r.page]?.lean),
  }));

/** Every page key, and whether it renders without TanStack Query (for each page's module list). */
export const pageEntries = (): { page: string; lean: boolean }[] =>
  Object.entries(PAGES).map(([page, entry]) => ({ page, lean: Boolean(entry.lean) }));

/** The HTML of `tree` once every lazy part of it has loaded (react-dom/static). */
const renderTree = async (tree: ReactNode, what: string): Promise<string> => {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    onError: (error) => void errors.push(error),
    // Inline every boundary: React outlines large ones behind an inline script that swaps them
    // in, which the Content-Security-Policy (no inline scripts) would block.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw new AggregateError(errors, `rendering ${what} failed`);
  return new Response(prelude).text();
};

/** The HTML of #root for `path`, once every lazy part of it has loaded (react-dom/static). */
export const render = (path: string): Promise<string> =>
  renderTree(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    path,
  );

export type RequestRenderInput = {
  /** Path and query string of the page. */
  url: string;
  /** `GET /api/me`'s and `GET /api/subscription`'s answers for this request. */
  me: Me;
  subscription: SubscriptionStatusView | null;
};
export type RequestRender = { html: string; queries: DehydratedState; values: Record<string, unknown>; passes: number };

/** Renders at most this many times: each render may reveal queries that wait for an earlier one. */
const MAX_RENDERS = 4;

const enabled = (query: Query) => {
  const e = (query.options as { enabled?: unknown }).enabled;
  return typeof e === 'function' ? Boolean(e(query)) : e !== false;
};

/**
 * A page for one signed-in request. The components ask TanStack Query for what they show; the
 * server has no effects, so a render only registers those queries. Each render's new queries are
 * then fetched (through the fetch given to `setApiFetch`: the server's own API, in process, with the
 * request's cookie) and the page rendered again, until a render asks for nothing new. A query that
 * fails is dropped, so the page shows its loading state there, as the browser's first render would,
 * and the browser asks for it itself. Returns the HTML and the answers, for the browser's cache.
 */
export const renderRequest = async ({ url, me, subscription }: RequestRenderInput): Promise<RequestRender> => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const auth = authStateFrom(me, subscription);
  const failed = new Set<string>();
  const server: ServerValues = { values: {}, wanted: new Map() };
  const tree = () => (
    <StrictMode>
      <StaticRouter location={url}>
        <ServerAuthState.Provider value={auth}>
          <ServerQueryClient.Provider value={client}>
            <ServerValuesContext.Provider value={server}>
              <App />
            </ServerValuesContext.Provider>
          </ServerQueryClient.Provider>
        </ServerAuthState.Provider>
      </StaticRouter>
    </StrictMode>
  );
  let html = '';
  let passes = 0;
  for (;;) {
    html = await renderTree(tree(), url);
    passes++;
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !failed.has(q.queryHash) && enabled(q));
    const values = [...server.wanted].filter(([key]) => !failed.has(key));
    server.wanted.clear();
    if ((wanted.length === 0 && values.length === 0) || passes >= MAX_RENDERS) break;
    await Promise.all([
      ...wanted.map((q) =>
        q.fetch().catch(() => {
          failed.add(q.queryHash);
          client.removeQueries({ queryKey: q.queryKey, exact: true });
        }),
      ),
      ...values.map(([key, load]) =>
        load().then(
          (value) => {
            server.values[key] = value;
          },
          () => failed.add(key),
        ),
      ),
    ]);
  }
  return { html, queries: dehydrate(client), values: server.values, passes };
};
