/**
 * The build-time renderer (decision 290): `scripts/prerender.mjs` builds this module for Node and
 * renders each prerendered route into its HTML. The tree is the browser's (`app/app.tsx`) under a
 * StaticRouter; nothing here knows a session, so the HTML is the signed-out view, and pages that
 * fetch render their loading state.
 */
import { ROUTES } from '@awc/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { PAGES } from './app/pages.ts';

export type PrerenderRoute = { path: string; page: string; lean: boolean };

/** Public pages without parameters whose page entry asks to be prerendered. */
export const prerenderRoutes = (): PrerenderRoute[] =>
  ROUTES.filter((r) => r.group === 'public' && !r.redirectTo && !r.path.includes(':') && PAGES[r.page]?.prerender).map((r) => ({
    path: r.path,
    page: r.page,
    lean: Boolean(PAGES[r.page]?.lean),
  }));

/** The HTML of #root for `path`, once every lazy part of it has loaded (react-dom/static). */
export const render = async (path: string): Promise<string> => {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Inline every boundary: React outlines large ones behind an inline script that swaps them
      // in, which the Content-Security-Policy (no inline scripts) would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw new AggregateError(errors, `prerendering ${path} failed`);
  return new Response(prelude).text();
};
