import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { markPageReady } from './lib/page-ready.ts';
import { prerenderedFor } from './lib/prerendered.ts';
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
 * A prerendered page (decision 290) hydrates the HTML the server sent, once the page's own code
 * has loaded (the HTML preloads it), so hydration never stops at a lazy part whose code is still
 * on its way. Anything else renders from scratch. Spec §9: rendering starts on browser idle, or
 * after 1 ms where idle callbacks do not exist. (On a prerendered page this module itself starts
 * after the first paint: see scripts/prerender.mjs.)
 */
const start = async () => {
  const prerendered = prerenderedFor(container, window.location);
  if (prerendered) await preloadPage(window.location.pathname).catch(() => {});
  else {
    void preloadPage(window.location.pathname).catch(() => {});
    container.replaceChildren();
    // Nothing to hydrate: the session check need not wait for the first page (lib/page-ready.ts).
    markPageReady();
  }
  const render = () => {
    if (prerendered) {
      hydrateRoot(container, app);
      // Should the page never commit (an error screen instead), the session check still runs.
      setTimeout(markPageReady, 5000);
    } else createRoot(container).render(app);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(render, { timeout: 1 });
  else setTimeout(render, 1);
};
void start();
