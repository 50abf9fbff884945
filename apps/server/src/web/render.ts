import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../lib/html.ts';
import { safeJson } from './head.ts';

/**
 * Per-request rendering of signed-in pages (decision 320) with the web build's own server renderer:
 * `dist/server/entry-server.js` and `dist/server/render-manifest.json`, which `scripts/prerender.mjs`
 * writes beside the prerendered pages. The server reads the session, the subscription and the page's
 * API answers once, renders the page with them, and sends them beside the HTML so the browser starts
 * from them instead of asking again.
 */
type Me = { user: null } | { user: { id: string }; isAdmin: boolean };
type Subscription = { isSubscribed: boolean } | null;

type EntryServer = {
  setApiFetch: (get: () => typeof fetch) => void;
  renderRequest: (input: {
    url: string;
    me: Me;
    subscription: Subscription;
  }) => Promise<{ html: string; queries: unknown; values: unknown; passes: number }>;
};
/** `entry`: the entry module and its chunks, which the boot module loads after the first paint; null without it. */
type RenderManifest = { template: string; entry: string[] | null; pages: Record<string, string[]> };

export type RenderInput = {
  /** Path and query string. */
  url: string;
  /** The route table's page key (for the page's modules). */
  page: string;
  me: Me;
  subscription: Subscription;
  /** The server's own API for this request (its cookie, in process). */
  fetch: typeof fetch;
  /** The reader's time zone (validTimeZone), for the dates on the page. */
  timeZone: string | undefined;
};

export type PageRenderer = {
  /** Whether the web build holds a server renderer (a build from before decision 320 does not). */
  available: () => boolean;
  /** The page's full HTML (the head marker still to fill), or throws when rendering failed. */
  render: (input: RenderInput) => Promise<{ html: string; passes: number }>;
};

// Each render's API calls go through the fetch of the request being rendered, and its dates are
// written in that reader's time zone: one renderer module serves concurrent requests.
type Rendering = { fetch: typeof fetch; timeZone: string | undefined };
const rendering = new AsyncLocalStorage<Rendering>();
const noFetch: typeof fetch = () => Promise.reject(new Error('no request is being rendered'));

/** The zone the browser reported (`awc.tz`, set by main.tsx), when it is one Intl knows. */
export const validTimeZone = (zone: string | undefined): string | undefined => {
  if (!zone || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

let zonedDates = false;
/**
 * While a page renders, dates formatted without an explicit zone use the reader's zone, as they will
 * in the reader's browser: otherwise "5:00 PM" written in the server's zone would differ from what
 * the browser renders while hydrating (a mismatch, and React would drop the server's HTML). Patched
 * once per process, and only inside a render's async context; everything else (logs, emails) sees
 * the native behavior.
 */
const zoneDatesWhileRendering = () => {
  if (zonedDates) return;
  zonedDates = true;
  const zoned = <T extends Intl.DateTimeFormatOptions | undefined>(options: T): T => {
    const timeZone = rendering.getStore()?.timeZone;
    return timeZone && !options?.timeZone ? ({ ...options, timeZone } as T) : options;
  };
  const Native = Intl.DateTimeFormat;
  const Zoned = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new Native(locales, zoned(options));
  } as unknown as typeof Intl.DateTimeFormat;
  Object.defineProperties(Zoned, Object.getOwnPropertyDescriptors(Native));
  Intl.DateTimeFormat = Zoned;
  const proto = Date.prototype;
  for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    const native = proto[name];
    proto[name] = function (this: Date, locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      return native.call(this, locales, zoned(options));
    };
  }
};

export const pageRenderer = (distDir: string): PageRenderer => {
  const dir = path.join(distDir, 'server');
  const moduleFile = path.join(dir, 'entry-server.js');
  const manifestFile = path.join(dir, 'render-manifest.json');
  // Loaded once per process, in every environment: the module's lazy chunks import it by its plain
  // URL, so a second copy (a cache-busting query) would hold other React contexts than theirs.
  let loaded: { entry: Promise<EntryServer>; manifest: RenderManifest } | null = null;
  const load = () => {
    if (loaded) return loaded;
    const entry = import(pathToFileURL(moduleFile).href).then((m: EntryServer) => {
      m.setApiFetch(() => rendering.getStore()?.fetch ?? noFetch);
      return m;
    });
    loaded = { entry, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as RenderManifest };
    return loaded;
  };
  return {
    available: () => Boolean(loaded) || (fs.existsSync(manifestFile) && fs.existsSync(moduleFile)),
    render: async ({ url, page, me, subscription, fetch, timeZone }) => {
      const { entry, manifest } = load();
      const server = await entry;
      zoneDatesWhileRendering();
      const out = await rendering.run({ fetch, timeZone }, () => server.renderRequest({ url, me, subscription }));
      const state = safeJson({ url, me, subscription, queries: out.queries, values: out.values });
      const modules = [...new Set([...(manifest.entry ?? []), ...(manifest.pages[page] ?? [])])];
      let html = manifest.template.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-rendered="${escapeHtml(url)}">${out.html}</div>\n    <script type="application/json" id="awc-state">${state}</script>`,
      );
      html = manifest.entry
        ? html.replace('data-modules="MODULES"', () => `data-modules="${escapeHtml(modules.join(' '))}"`)
        : html.replace(
            /\n\s*<\/head>/,
            () => `\n    ${modules.map((m) => `<link rel="modulepreload" crossorigin href="${m}">`).join('\n    ')}\n  </head>`,
          );
      return { html, passes: out.passes };
    },
  };
};
