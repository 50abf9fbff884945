import fs from 'node:fs';
import path from 'node:path';
import { queryAllowsPrerender } from '@awc/domain';

/**
 * The public pages `scripts/prerender.mjs` rendered at build time (decision 290):
 * `dist/prerendered/manifest.json` maps a route path to its HTML file, which is `index.html` with
 * the page's markup in #root and the <!--app-head--> marker kept for the per-page head.
 */
export type PrerenderedPages = {
  /** The page's HTML template, or null when the path has none or the query can change the page. */
  template: (pathname: string, search: string) => string | null;
};

/** Reads the manifest and the files once (production) or on every request (edits show at once). */
export const prerenderedPages = (distDir: string, { cache }: { cache: boolean }): PrerenderedPages => {
  const dir = path.join(distDir, 'prerendered');
  const manifestFile = path.join(dir, 'manifest.json');
  let manifest: Record<string, string> | null = null;
  const files = new Map<string, string | null>();
  const readManifest = (): Record<string, string> => {
    if (manifest && cache) return manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
    } catch {
      manifest = {};
    }
    return manifest;
  };
  const read = (file: string): string | null => {
    if (cache && files.has(file)) return files.get(file) ?? null;
    const full = path.resolve(dir, file);
    const html = full.startsWith(dir + path.sep) && fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    if (cache) files.set(file, html);
    return html;
  };
  return {
    template: (pathname, search) => {
      if (!queryAllowsPrerender(search)) return null;
      const key = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      const file = Object.hasOwn(readManifest(), key) ? readManifest()[key] : undefined;
      return file ? read(file) : null;
    },
  };
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The prerendered HTML is the signed-out view. When the request carries the session cookie
 * (`cookieName`, from auth/auth.ts), the page is marked so the header's "Log In / Join Beta" stay
 * hidden (their space kept) until the web app knows the session, instead of flashing at a
 * signed-in visitor (styles/app.css).
 */
export const signedInHint = (cookieName: string) => {
  const present = new RegExp(`(?:^|;\\s*)${escapeRegExp(cookieName)}=[^;\\s]`);
  return (html: string, cookieHeader: string | undefined): string =>
    cookieHeader && present.test(cookieHeader) ? html.replace(/<html(\s|>)/i, '<html data-signed-in-hint$1') : html;
};
