import fs from 'node:fs';
import path from 'node:path';
import { isGroupEnabled, matchRoute, PRODUCT_NAME } from '@awc/domain';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { sessionCookieName } from '../auth/auth.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import type { AppEnv, Deps, PageMeta } from '../types.ts';
import { FALLBACK_TEMPLATE, injectHead, renderHead } from './head.ts';
import { prerenderedPages, signedInHint } from './prerendered.ts';

export const defaultDistDir = (): string => WEB_DIST_DIR;

const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

export type PageDecision = { status: 200; meta: PageMeta } | { status: 301; location: string } | { status: 404; meta: PageMeta };

/**
 * What the server answers for a browser path: the route table decides which paths exist (and
 * parameterised pages ask their resolver), so a mistyped URL gets a real 404, not a soft one.
 */
export const decidePage = async (pathname: string, deps: Deps): Promise<PageDecision> => {
  const match = matchRoute(pathname);
  if (!match || !isGroupEnabled(match.route.group, deps.env.NODE_ENV)) return { status: 404, meta: NOT_FOUND_META };
  const { route, params } = match;
  if (route.redirectTo) return { status: 301, location: route.redirectTo };
  const resolver = deps.pageMeta.get(route.page);
  if (resolver) {
    const meta = await resolver(params, deps);
    return meta ? { status: 200, meta } : { status: 404, meta: NOT_FOUND_META };
  }
  return {
    status: 200,
    meta: {
      title: route.path === '/' ? PRODUCT_NAME : route.title,
      description: route.description,
      ...(route.canonical ? { canonicalPath: route.canonical } : {}),
      // Only public pages are meant for search engines.
      noindex: route.group !== 'public' || route.path === '/auth' || route.path === '/login',
    },
  };
};

/** Static assets (hashed, immutable), public files, and the app's HTML for every page path. */
export const mountWeb = (app: Hono<AppEnv>, deps: Deps) => {
  const distDir = path.resolve(deps.env.WEB_DIST_DIR ?? defaultDistDir());
  const indexFile = path.join(distDir, 'index.html');
  let cachedTemplate: string | null = null;
  const template = (): string => {
    if (cachedTemplate && deps.env.isProduction) return cachedTemplate;
    cachedTemplate = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
    return cachedTemplate;
  };
  // Public pages rendered at build time (decision 290); every other path gets the empty shell.
  const prerendered = prerenderedPages(distDir, { cache: deps.env.isProduction });
  const root = path.relative(process.cwd(), distDir) || '.';
  const hasBuild = fs.existsSync(distDir);

  if (hasBuild) {
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          // File names carry a content hash, so they never change.
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
  }
  app.get('/assets/*', (c) => c.text('Not found', 404));

  // Unhashed public files (favicon, og image, robots): cache briefly.
  if (hasBuild)
    app.use(
      '/:file{[\\w.-]+\\.(?:svg|png|ico|txt|webmanifest|jpg|woff2)}',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=3600');
        },
      }),
    );

  const markSignedIn = signedInHint(sessionCookieName(deps.env));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const decision = await decidePage(c.req.path, deps);
    if (decision.status === 301) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${decision.location}${search}`, 301);
    }
    const head =
      renderHead({ ...decision.meta, publicUrl: deps.env.PUBLIC_URL, path: c.req.path }) +
      // Tells the (environment-independent) web build whether development pages exist.
      (deps.env.isProduction ? '' : '\n    <meta name="awc-dev-routes" content="on">');
    const page = decision.status === 200 ? prerendered.template(c.req.path, new URL(c.req.url).search) : null;
    const html = page ? markSignedIn(page, c.req.header('cookie')) : template();
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/html; charset=utf-8');
    if (page) c.header('Vary', 'Cookie');
    return c.body(injectHead(html, head), decision.status);
  });
};
