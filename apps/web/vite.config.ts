import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Keep the public first load lean: charts, forms and tools are lazy chunks of their own.
    chunkSizeWarningLimit: 150,
    // Read by scripts/prerender.mjs to preload each prerendered page's own chunks.
    manifest: true,
    // Every supported browser knows <link rel="modulepreload">; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
  },
});
