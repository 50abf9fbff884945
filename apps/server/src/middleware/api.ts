import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { AppError } from '../lib/errors.ts';
import type { AuthCache } from '../services/accounts/auth-cache.ts';
import type { AppEnv } from '../types.ts';

/** Methods that change nothing (and carry no body). */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses bodies above `defaultMax` (or the path's own limit) before they are parsed. GET and HEAD
 * carry no body; asking for one would make @hono/node-server build a full Fetch Request for
 * nothing, ~0.1 ms per request (decision 289), so they pass untouched.
 */
export const limitBodies = (defaultMax: number, perPath: Record<string, number>): MiddlewareHandler<AppEnv> => {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (maxSize: number) => {
    let l = limiters.get(maxSize);
    if (!l) {
      l = bodyLimit({
        maxSize,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE');
        },
      });
      limiters.set(maxSize, l);
    }
    return l;
  };
  return (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : limiter(perPath[c.req.path] ?? defaultMax)(c, next));
};

/**
 * Only successful answers may be cached (issue 17 item 7): a route that set a public
 * Cache-Control before it failed must not have its error kept by a proxy or browser.
 */
export const errorsNotCacheable = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    // A response with immutable headers (one fetched as is): copy it once.
    const res = new Response(c.res.body, c.res);
    res.headers.set('Cache-Control', 'no-store');
    c.res = res;
  }
};

/**
 * API answers are per-user unless a route says otherwise. Set on the finished response's headers:
 * c.header() after the handler would copy the response (see middleware/request-log.ts).
 */
export const noStoreByDefault = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * A write drops what the auth cache holds for what it may have changed, before the response
 * leaves: the writer's own entries, or everything after Better Auth's endpoints (sign-out,
 * password reset, e-mail verification: also GETs), an administrator's action or a webhook
 * (`everyoneWebhooks`). Reads pass untouched.
 */
export const authCacheUpkeep =
  (cache: AuthCache, everyoneWebhooks: readonly string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const path = c.req.path;
    const isAuth = path.startsWith('/api/auth/') && path !== '/api/auth/get-session' && path !== '/api/auth/config';
    if (!isAuth && SAFE_METHODS.has(c.req.method)) return;
    const everyone = isAuth || path.startsWith('/api/admin/') || everyoneWebhooks.includes(path);
    cache.afterWrite(c.res.status, c.get('session')?.user.id ?? null, everyone);
  };

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's compress(), with two costs taken out (decision 289). Its Vary header was set with
 * c.header() after the handler, which copies every compressible response into a full Fetch
 * Response (~0.09 ms per request) whether or not anything gets compressed: here Vary goes on the
 * finished response's headers first, so compress() finds it there. And requests that accept no
 * compression (load balancers, curl, API clients) skip compress() altogether.
 */
export const compression = (): MiddlewareHandler => {
  const gzip = compress();
  const vary = (c: Context) => {
    const headers = c.res.headers;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const current = headers.get('Vary');
    if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return;
    headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  };
  return (c, next) => {
    const thenVary = () =>
      next().then(() => {
        vary(c);
      });
    const accepted = c.req.header('accept-encoding');
    if (!accepted || !/gzip|deflate|\*/i.test(accepted)) return thenVary();
    return gzip(c, thenVary);
  };
};
