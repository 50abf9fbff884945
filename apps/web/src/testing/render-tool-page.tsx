import { ROUTES, type RouteDef, type Scenario } from '@awc/domain';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PageProps } from '../app/pages.ts';
import { resetAuthStateForTests } from '../lib/auth/session-store.ts';
import { HttpResponse, http, server } from './msw.ts';

/** The route of a path, as the app defines it. */
export const routeOf = (path: string): RouteDef => {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

let lastSearch = '';
/** The query string of the rendered page's address now: the inputs it wrote back. */
export const currentSearch = () => lastSearch;
const SearchSpy = () => {
  lastSearch = useLocation().search;
  return null;
};

/** jsdom has no ResizeObserver; Recharts' responsive container needs one to mount (undo with vi.unstubAllGlobals). */
export const stubResizeObserver = (): void => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
};

let requests: string[] = [];
/** The requests the tool page made in this test (method and path), for tests that prove there was none. */
export const toolPageRequests = (): readonly string[] => requests;

/**
 * For every test of the file: ResizeObserver stubbed, and the one request tool pages make answered,
 * the member's saved scenarios (`scenarios()`, none by default); every request is noted for
 * `toolPageRequests()`, and the signed-in state is reset after each test.
 */
export const setUpToolPages = (scenarios: () => readonly Scenario[] = () => []) => {
  beforeEach(() => {
    stubResizeObserver();
    const seen: string[] = [];
    requests = seen;
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    server.use(http.get('/api/scenarios', () => HttpResponse.json({ scenarios: scenarios() })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuthStateForTests();
  });
};

export type ToolPageRender = {
  /** Inputs for the address bar, added to any already in `url`. */
  query?: Record<string, string>;
  /** Other tool pages to route to (links between tools), by path. */
  others?: Record<string, ComponentType<PageProps>>;
};

/** Renders a tool page at `url` (its path picks the route), as the app's router would. */
export const renderToolPage = (Page: ComponentType<PageProps>, url: string, { query, others = {} }: ToolPageRender = {}) => {
  const [path = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(query ?? {})) params.set(k, v);
  const qs = params.toString();
  const pages: [string, ComponentType<PageProps>][] = [[path, Page], ...Object.entries(others)];
  return render(
    <MemoryRouter initialEntries={[`${path}${qs ? `?${qs}` : ''}`]}>
      <Routes>
        {pages.map(([p, P]) => (
          <Route key={p} path={p} element={<P route={routeOf(p)} />} />
        ))}
      </Routes>
      <SearchSpy />
    </MemoryRouter>,
  );
};
