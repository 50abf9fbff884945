// Prerenders the public pages into static HTML after the client build (decision 290):
//   node scripts/prerender.mjs [apps/web/dist]
// 1. builds apps/web/src/entry-server.tsx for Node with the app's own Vite config;
// 2. renders each route it lists (react-dom/static: every lazy part loaded) into dist/index.html's
//    #root, marked with data-prerendered="<path>", and adds <link rel="modulepreload"> for the page's
//    chunks (from the client build's manifest) so hydration does not wait for them one by one;
// 3. starts the app on those pages only after the first paint (assets/boot-<hash>.js, see
//    bootAfterPaint; AWC_BOOT_AFTER_PAINT=0 leaves Vite's entry script as it is, for comparisons);
// 4. writes dist/prerendered/<path>.html and dist/prerendered/manifest.json ({ path: file }), which
//    the server reads (apps/server/src/web/prerendered.ts). The <!--app-head--> marker stays, so
//    the server still writes each page's title, description and Open Graph tags;
// 5. keeps the Node build as dist/server/entry-server.js, with dist/server/render-manifest.json (the
//    page template and each page's modules), for the server's per-request rendering of signed-in
//    pages (apps/server/src/web/render.ts, decision 320).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
const started = performance.now();

/** The page key → source file map, read from the lazy imports of app/pages.ts. */
const pageSources = () => {
  const text = fs.readFileSync(path.join(webRoot, 'src/app/pages.ts'), 'utf8');
  const map = new Map();
  for (const m of text.matchAll(/'([^']+)':\s*\{\s*load:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)) map.set(m[1], `src/app/${m[2]}`);
  return map;
};

/** Every chunk a manifest entry imports statically, itself included (the entry's own closure excluded). */
const closure = (manifest, key, skip, out = new Set()) => {
  const entry = manifest[key];
  if (!entry || out.has(entry.file) || skip.has(entry.file)) return out;
  out.add(entry.file);
  for (const dep of entry.imports ?? []) closure(manifest, dep, skip, out);
  return out;
};

/**
 * The entry module runs as soon as it has loaded, and when it arrives fast the browser evaluates
 * ~300 kB of JavaScript (React, the router, the shell) before it paints the HTML it already has.
 * Preloading the modules from the head is no better: Chrome fetches and compiles them while the page
 * waits for its first paint (measured on `/`: first paint 376 ms with the ~25 preloads, 148 ms
 * without them, unthrottled; Lighthouse LCP 2.4 s against 2.0 s). So a prerendered page names its
 * modules in the boot script's `data-modules` and the tiny boot module, once the first frame has
 * been painted, adds their `modulepreload` links (they load in parallel, no waterfall) and imports the
 * entry. Returns the template rewritten that way; the boot file is content-hashed like Vite's own.
 */
const BOOT_TAG = '<script type="module" crossorigin src="/BOOT" data-modules="MODULES"></script>';
const bootAfterPaint = (distDir, template) => {
  const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!entryTag) throw new Error('index.html has no entry module script');
  const entry = entryTag[1];
  const code =
    'const start=()=>{const s=document.querySelector("script[data-modules]");' +
    'for(const href of (s?s.dataset.modules:"").split(" ")){if(!href)continue;const l=document.createElement("link");' +
    'l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.append(l)}' +
    `import(${JSON.stringify(entry)})};` +
    // Two frames: module requests made in the first frame's task still started before the paint was
    // presented, and Lighthouse counted them against LCP (1.66–2.19 s on `/`; 1.50–1.51 s so).
    'document.visibilityState==="hidden"?start():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start,0)));\n';
  const file = `assets/boot-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(distDir, file), code);
  return { file, entry, template: template.replace(entryTag[0], () => BOOT_TAG.replace('BOOT', file)) };
};

/** Moves every module preload of a page into the boot script's list (see bootAfterPaint). */
const preloadAfterPaint = (page, entry) => {
  const modules = [entry];
  const rest = page.replace(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
    if (!modules.includes(href)) modules.push(href);
    return '';
  });
  return rest.replace('data-modules="MODULES"', () => `data-modules="${escapeAttr(modules.join(' '))}"`);
};

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const prerenderDist = async (distDir = dist) => {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const templateFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(templateFile))
    throw new Error(`${distDir} holds no client build with a manifest (vite build first)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');

  // Kept for the server's per-request rendering (decision 320); Node resolves its external packages
  // from the repository's node_modules, above it.
  const ssrDir = path.join(distDir, 'server');
  const { build } = await import('vite');
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false, sourcemap: false, minify: false },
    // The packages are bundled, React's production build included: the server renders pages with it
    // per request (decision 320) under whatever NODE_ENV it runs with (the browser tests: "test"),
    // and React's development build renders several times slower.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  {
    const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
    const sources = pageSources();
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
    const entryFiles = closure(manifest, entryKey, new Set());
    const queryProvider = 'src/lib/query-provider-impl.tsx';
    // The app starts after the browser has painted the prerendered HTML (see bootAfterPaint).
    const boot = process.env.AWC_BOOT_AFTER_PAINT === '0' ? null : bootAfterPaint(distDir, template);
    const outDir = path.join(distDir, 'prerendered');
    fs.rmSync(outDir, { recursive: true, force: true });
    const written = {};
    for (const route of server.prerenderRoutes()) {
      const source = sources.get(route.page);
      if (!source || !manifest[source]) throw new Error(`no client chunk for page ${route.page} (${source ?? 'not in pages.ts'})`);
      const html = await server.render(route.path);
      // An inline script (an outlined Suspense boundary) would be blocked by the CSP and hide the page.
      if (/<script|<template/i.test(html)) throw new Error(`the prerendered HTML of ${route.path} holds a script or template`);
      const preload = closure(manifest, source, entryFiles);
      if (!route.lean) for (const f of closure(manifest, queryProvider, entryFiles)) preload.add(f);
      const links = [...preload].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
      const page = (boot ? boot.template : template)
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeAttr(route.path)}">${html}</div>`)
        .replace(/\n\s*<\/head>/, () => `\n    ${links}\n  </head>`);
      const served = boot ? preloadAfterPaint(page, boot.entry) : page;
      const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), served);
      written[route.path] = file;
    }
    // For pages rendered per request (decision 320): every one is signed in, so each page's list
    // holds its guard, the account menu's and the bell's buttons (their popups load on intent:
    // components/ui/open-on-intent.tsx) and the live stream, besides its own chunks and TanStack Query.
    const signedIn = new Set();
    for (const key of [
      'src/app/guards.tsx',
      'src/components/layout/user-menu-button.tsx',
      'src/features/notifications/components/notification-bell-button.tsx',
      'src/features/notifications/components/notifications-live.tsx',
    ])
      for (const f of closure(manifest, key, entryFiles)) signedIn.add(f);
    const pages = {};
    for (const { page, lean } of server.pageEntries()) {
      const source = sources.get(page);
      if (!source || !manifest[source]) throw new Error(`no client chunk for page ${page}`);
      const files = closure(manifest, source, entryFiles);
      if (!lean) for (const f of closure(manifest, queryProvider, entryFiles)) files.add(f);
      for (const f of signedIn) files.add(f);
      pages[page] = [...files].map((f) => `/${f}`);
    }
    // The boot module's list starts with the entry and the entry's own chunks (index.html's preloads).
    let renderTemplate = boot ? boot.template : template;
    const entryModules = [];
    if (boot) {
      entryModules.push(boot.entry);
      renderTemplate = renderTemplate.replace(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
        if (!entryModules.includes(href)) entryModules.push(href);
        return '';
      });
    }
    const renderManifest = { template: renderTemplate, entry: boot ? entryModules : null, pages };
    fs.writeFileSync(path.join(ssrDir, 'render-manifest.json'), `${JSON.stringify(renderManifest, null, 2)}\n`);
    fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(written, null, 2)}\n`);
    console.log(`prerendered ${Object.keys(written).length} pages in ${Math.round(performance.now() - started)} ms`);
    return written;
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await prerenderDist();
