import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { prerenderRoutes } from './entry-server.tsx';
import { resetAuthStateForTests } from './lib/auth/session-store.ts';
import { resetPageReadyForTests } from './lib/page-ready.ts';
import { prerenderedFor } from './lib/prerendered.ts';
import { HttpResponse, http, server } from './testing/msw.ts';
import { stubResizeObserver } from './testing/render-tool-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  resetAuthStateForTests();
  // Every hydration below is a first page load (the member-aware actions read it, decision 373).
  resetPageReadyForTests();
  delete document.documentElement.dataset.pageReady;
});

const PATHS = ['/', '/membership', '/tools/debt-investment-calculator', '/blog'];
let html: Record<string, string> = {};

/**
 * The build-time renderer runs in a process of its own, as the build runs it: React's server
 * renderer leaves context values behind in the JS realm it ran in, which a client render in the
 * same realm would then read (a "Router inside another Router" here, never in a browser).
 */
beforeAll(() => {
  const script = `import { render } from './src/entry-server.tsx';
const out = {};
for (const p of ${JSON.stringify(PATHS)}) out[p] = await render(p);
process.stdout.write(JSON.stringify(out));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  html = JSON.parse(out) as Record<string, string>;
}, 120_000);

/** Puts the build-time HTML of `path` into a #root, as the server sends it. */
const serve = (path: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = path;
  root.innerHTML = html[path] ?? '';
  document.body.append(root);
  window.history.replaceState(null, '', path);
  return root;
};

describe('prerendered public pages (decision 290)', () => {
  it('lists the public pages that need neither the session nor the API, and nothing else', () => {
    const paths = prerenderRoutes().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/membership', '/blog', '/tools', '/tools/debt-investment-calculator', '/about', '/terms']));
    // Session-dependent, token or parameter pages render in the browser only.
    for (const p of [
      '/auth',
      '/login',
      '/reset-password',
      '/unsubscribe-successful',
      '/membership/checkout',
      '/dashboard',
      '/blog/:slug',
      '/privacy-policy',
    ])
      expect(paths).not.toContain(p);
  });

  it('renders the home page with its hero heading and the signed-out header', async () => {
    const home = html['/'];
    expect(home).toContain('Financial clarity for the practice of your life');
    expect(home).toContain('Log In');
    // No inline script: the Content-Security-Policy would block it and hide the page.
    for (const page of Object.values(html)) expect(page).not.toMatch(/<script|<template/);
  });

  it('renders the blog list as its loading state, the posts coming from the API', async () => {
    expect(html['/blog']).toContain('Loading articles...');
  });

  it.each(PATHS)(
    'hydrates %s without a mismatch',
    async (path) => {
      // After hydration the page asks the API, as it would for a visitor: signed out, the prices, no posts.
      const answers: Record<string, unknown> = {
        '/api/me': { user: null },
        '/api/billing/plans': { provider: 'demo', prices: { monthly: 39, annual: 390 }, currency: 'usd' },
        '/api/blog/posts': { posts: [], tags: [], total: 0, page: 1, pageCount: 0 },
      };
      server.use(http.all('/api/*', ({ request }) => HttpResponse.json(answers[new URL(request.url).pathname] ?? {})));
      // Radix's slider and switch measure themselves; jsdom has no ResizeObserver.
      stubResizeObserver();
      const root = serve(path);
      expect(prerenderedFor(root, window.location)).toBe(true);
      const heading = root.querySelector('h1')?.textContent;
      expect(heading).toBeTruthy();
      await preloadPage(path);
      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
      await act(async () => {
        hydrateRoot(
          root,
          <StrictMode>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </StrictMode>,
          { onRecoverableError: (error) => void errors.push(error) },
        );
      });
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      consoleError.mockRestore();
      const describe = (e: unknown) =>
        Array.isArray(e) ? e.map((x) => (x instanceof Error ? `${x.name}: ${x.message}` : String(x))).join(' | ') : String(e);
      expect(errors.map((e) => describe(e).slice(0, 500))).toEqual([]);
      expect(root.querySelector('h1')?.textContent).toBe(heading);
      expect(document.documentElement.dataset.pageReady).toBe('true');
    },
    30_000,
  );

  it('does not hydrate another page’s HTML, or a page whose query string can change it', async () => {
    const root = serve('/tools/debt-investment-calculator');
    expect(prerenderedFor(root, { pathname: '/tools/debt-investment-calculator', search: '?federalBalance=90000' })).toBe(false);
    expect(prerenderedFor(root, { pathname: '/tools/debt-investment-calculator', search: '?utm_source=newsletter' })).toBe(true);
    expect(prerenderedFor(root, { pathname: '/tools/debt-investment-calculator/', search: '' })).toBe(true);
    expect(prerenderedFor(root, { pathname: '/tools', search: '' })).toBe(false);
  });
});
