import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadSignedInShell } from './app/layout.tsx';
import { preloadPage } from './app/router.tsx';
import { readServerState, renderedFor } from './app/server-state.ts';
import { seedSession } from './lib/auth/session-store.ts';
import { loadModuleMap } from './lib/module-preloads.ts';
import { markPageReady, whenPageReady } from './lib/page-ready.ts';
import { prerenderedFor } from './lib/prerendered.ts';
import { seedQueryCache } from './lib/query-provider.tsx';
import { seedServerValues } from './lib/server-values.ts';
import './styles/app.css';

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The server writes dates on the pages it renders in the reader's zone, so they match what this
 * browser renders (decision 320); it learns the zone from this cookie, set on every page load.
 */
const rememberTimeZone = () => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie at start-up; the Cookie Store API is not in every supported browser
    if (zone) document.cookie = `awc.tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${secure}`;
  } catch {
    // no Intl zone: the server writes its own
  }
};

/**
 * A page with HTML from the server hydrates it: prerendered at build time (decision 290), or
 * rendered for this signed-in request (decision 320), whose session and API answers the server sent
 * beside it; the stores start from those, so hydration asks for none of them again. It hydrates
 * once the page's own code has loaded, so hydration never stops at a lazy part whose code is still
 * on its way. Anything else renders from scratch. Spec §9: rendering starts on browser idle, or
 * after 1 ms where idle callbacks do not exist. (On those pages this module itself starts after the
 * first paint: see scripts/prerender.mjs.)
 */
const start = async () => {
  rememberTimeZone();
  const state = readServerState(document);
  if (state) seedSession(state.me, state.subscription);
  if (state?.values) seedServerValues(state.values);
  const hydrate = renderedFor(container, state, window.location) || prerenderedFor(container, window.location);
  if (hydrate) {
    await Promise.all([
      preloadPage(window.location.pathname),
      state?.me.user ? preloadSignedInShell() : null,
      state?.queries.queries.length ? seedQueryCache(state.queries) : null,
    ]).catch(() => {});
    // The preload lists of later moves (lib/module-preloads.ts), once this page no longer competes.
    if (import.meta.env.PROD) whenPageReady(() => void loadModuleMap());
  } else {
    if (import.meta.env.PROD) void loadModuleMap();
    void preloadPage(window.location.pathname).catch(() => {});
    if (state?.queries.queries.length) void seedQueryCache(state.queries).catch(() => {});
    container.replaceChildren();
    // Nothing to hydrate: the session check need not wait for the first page (lib/page-ready.ts).
    markPageReady();
  }
  const render = () => {
    if (hydrate) {
      hydrateRoot(container, app);
      // Should the page never commit (an error screen instead), the session check still runs.
      setTimeout(markPageReady, 5000);
    } else createRoot(container).render(app);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(render, { timeout: 1 });
  else setTimeout(render, 1);
};
void start();
