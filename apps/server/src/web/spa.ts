import fs from 'node:fs';
import path from 'node:path';
import {
  isGroupEnabled,
  matchRoute,
  PRODUCT_NAME,
  type RouteDef,
  type RouteGroup,
  routeDescription,
  signInPath,
  TWO_FACTOR_ENROLL_PATH,
} from '@awc/domain';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionCookieName } from '../auth/auth.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import type { AppEnv, Deps, PageMeta } from '../types.ts';
import { FALLBACK_TEMPLATE, injectHead, renderHead } from './head.ts';
import { prerenderedPages, signedInHint } from './prerendered.ts';
import { pageRenderer, validTimeZone } from './render.ts';

/** The browser's time zone, written by the web app (main.tsx) for the dates of rendered pages. */
const TIME_ZONE_COOKIE = 'awc.tz';

type Me = { user: null } | { user: { id: string }; isAdmin: boolean; twoFactorEnabled?: boolean };

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
      description: routeDescription(route),
      ...(route.canonical ? { canonicalPath: route.canonical } : {}),
      // Only public pages are meant for search engines; the double opt-in page exists for its emailed link.
      noindex: route.group !== 'public' || route.path === '/auth' || route.path === '/login' || route.path === '/confirm-subscription',
    },
  };
};

/** Route groups whose guard the server decides, and whose pages it renders per request. */
const GUARDED = new Set<RouteGroup>(['signed-in', 'member', 'admin']);

type SignedInRender = { setCookies: string[]; redirect?: string; html?: string; timing?: string };

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

  // Signed-in pages rendered per request (decision 320).
  const renderer = pageRenderer(distDir);
  const cookieName = sessionCookieName(deps.env);
  const markSignedIn = signedInHint(cookieName);
  const hasSessionCookie = (cookie: string | undefined) => Boolean(cookie && markSignedIn('<html>', cookie) !== '<html>');

  /**
   * Reads the session and the subscription as the browser would (the same endpoints, in process,
   * with the request's cookie), decides the route's guard, and renders the page with them. Null
   * when the cookie names no session: the page is then served as to a visitor. Without `html` or
   * `redirect`, the page is served as before per-request rendering (the browser renders it).
   */
  const renderSignedIn = async (
    c: Context<AppEnv>,
    { route, url, cookie }: { route: RouteDef; url: string; cookie: string },
  ): Promise<SignedInRender | null> => {
    const setCookies: string[] = [];
    const inProcess: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, c.req.url);
      const res = await app.request(target.href, { ...init, headers }, c.env);
      setCookies.push(...res.headers.getSetCookie());
      return res;
    };
    const read = async <T>(p: string): Promise<T | null> => {
      const res = await inProcess(p);
      return res.ok ? ((await res.json()) as T) : null;
    };
    const started = performance.now();
    // Side by side: the subscription read answers 401 when the cookie names no session, and is then
    // not used.
    const [me, subscription] = await Promise.all([read<Me>('/api/me'), read<{ isSubscribed: boolean }>('/api/subscription')]);
    // The check itself failed: the browser will ask again, and the page is served as before.
    if (!me) return { setCookies };
    if (!me.user) return null;
    if (route.group === 'member' && !me.isAdmin && !subscription?.isSubscribed) return { setCookies, redirect: '/membership' };
    if (route.group === 'admin' && !me.isAdmin) return { setCookies, redirect: '/dashboard' };
    // An administrator without two-factor sign-in enrolls first (decision 422); the admin API refuses them too.
    if (route.group === 'admin' && !me.twoFactorEnabled) return { setCookies, redirect: TWO_FACTOR_ENROLL_PATH };
    try {
      const timeZone = validTimeZone(getCookie(c, TIME_ZONE_COOKIE));
      const session = performance.now();
      const out = await renderer.render({ url, page: route.page, me, subscription, fetch: inProcess, timeZone });
      // Where the time to the first byte went (DevTools and the bench read it).
      const timing = `session;dur=${(session - started).toFixed(1)}, render;dur=${(performance.now() - session).toFixed(1)};desc="${out.passes} renders"`;
      return { setCookies, html: out.html, timing };
    } catch (error) {
      // The browser renders the page itself, as it did before per-request rendering.
      deps.log.error({ err: error, url }, 'server rendering failed');
      return { setCookies };
    }
  };

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
    const search = new URL(c.req.url).search;
    const page = decision.status === 200 ? prerendered.template(c.req.path, search) : null;

    const cookie = c.req.header('cookie');
    const route = decision.status === 200 ? matchRoute(c.req.path)?.route : undefined;
    const guarded = route !== undefined && GUARDED.has(route.group);
    // A visitor on a signed-in page is sent to sign in by the server, as the browser's guard would
    // send them: no page shell first, no hop after a 200.
    const toSignIn = () => c.redirect(signInPath({ pathname: c.req.path, search }), 302);
    if (guarded && !hasSessionCookie(cookie)) return toSignIn();
    // Without a server renderer (a build from before it), the prerendered page keeps the hint.
    let hint = true;
    if (route && hasSessionCookie(cookie) && (guarded || page) && renderer.available()) {
      const rendered = await renderSignedIn(c, { route, url: `${c.req.path}${search}`, cookie: cookie ?? '' });
      // The cookie names no session (expired, or signed out elsewhere): a visitor.
      if (rendered === null && guarded) return toSignIn();
      // The visitor's public page, with nothing hidden.
      hint = rendered !== null;
      if (rendered) {
        for (const v of rendered.setCookies) c.header('Set-Cookie', v, { append: true });
        if (rendered.redirect) return c.redirect(rendered.redirect, 302);
        if (rendered.html) {
          // Personal: never stored by a shared cache, and another cookie is another page.
          c.header('Cache-Control', 'private, no-store');
          if (rendered.timing) c.header('Server-Timing', rendered.timing);
          c.header('Vary', 'Cookie');
          c.header('Content-Type', 'text/html; charset=utf-8');
          return c.body(injectHead(rendered.html, head), 200);
        }
      }
    }
    const html = page ? (hint ? markSignedIn(page, cookie) : page) : template();
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/html; charset=utf-8');
    if (page) c.header('Vary', 'Cookie');
    return c.body(injectHead(html, head), decision.status);
  });
};
