import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lazyModulePreloads } from './build/lazy-module-preloads.ts';

/**
 * Preloads the two core fonts the first paint uses (scripts/subset-fonts.py, decision 294). Without
 * it the browser finds them only after the CSS is parsed and the app has rendered, and the swap from
 * the fallback font reflowed every page (Lighthouse CLS 0.26-0.42).
 */
const preloadFonts = (): Plugin => ({
  name: 'awc-preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) =>
      Object.keys(ctx.bundle ?? {})
        .filter((file) => /\/(inter|source-serif-4)-core-[\w-]+\.woff2$/.test(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
});

const apiPort = process.env.API_PORT ?? '3000';

/** A module id inside one of these packages (the pattern Rolldown's groups test ids with). */
const inPackages = (names: string) => new RegExp(`node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * How the browser build splits its code (decision 321). Only the browser's: the server's renderer
 * is one Node bundle (scripts/prerender.mjs builds it with this file too).
 */
const codeSplitting = {
  groups: [
    // React DOM cannot be split and is ~219 kB by itself: a chunk of its own, so the app's entry
    // stays small and the 150 kB limit can apply to every chunk that holds the app's own code.
    { name: 'react-dom', test: inPackages('react|react-dom|scheduler'), priority: 30 },
    // TanStack Query in one chunk: every page that fetches loads most of it anyway, and seven files
    // of 0.1-5 kB compressed apart cost more than one (decision 324).
    { name: 'query', test: inPackages('@tanstack'), priority: 25 },
    // What every signed-in page loads before it hydrates, besides its own code (decision 324): the
    // guards, the account menu's and the bell's buttons, the live notification stream and its store.
    {
      name: 'signed-in-shell',
      test: /[\\/]src[\\/](app[\\/]guards|components[\\/]layout[\\/]user-menu-button|components[\\/]ui[\\/]open-on-intent|features[\\/]notifications[\\/](components[\\/](notification-bell-button|notifications-live)|api[\\/](notifications-store|use-notifications)))\.tsx?$/,
      priority: 25,
      // Only these modules: what they import from the entry (the router, the session) stays there,
      // or every visitor's first load would fetch this chunk for it.
      includeDependenciesRecursively: false,
    },
    // The chart library's two big dependencies, each in one chunk beside Recharts itself.
    { name: 'charts-d3', test: inPackages('d3-[a-z-]+|victory-vendor|internmap|decimal\\.js-light'), priority: 20 },
    {
      name: 'charts-state',
      test: inPackages('@reduxjs|immer|reselect|redux|redux-thunk|react-redux|use-sync-external-store|es-toolkit|eventemitter3|tiny-invariant'),
      priority: 20,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFonts(), lazyModulePreloads()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Keep the public first load lean: charts, forms and tools are lazy chunks of their own. The
    // 150 kB limit on every chunk of the app's own code is apps/server/test/web-chunks.test.ts;
    // this warning is for React DOM's chunk, which is over it by itself (decision 321).
    chunkSizeWarningLimit: 230,
    // Read by scripts/prerender.mjs to preload each prerendered page's own chunks.
    manifest: true,
    // Every supported browser knows <link rel="modulepreload">, so no polyfill; and no preload lists
    // in the chunks: they are in a file of their own, fetched after the first page (decision 326).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting } } }),
  },
}));
