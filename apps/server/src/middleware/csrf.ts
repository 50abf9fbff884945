import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for every state-changing request, whatever its content type: a browser always
 * sends Sec-Fetch-Site (modern) or Origin (on every cross-origin POST) and a cross-site page
 * cannot forge either. Requests carrying neither come from non-browser clients, which cannot ride
 * a victim's cookies, so they pass. Paths in `exempt` authenticate otherwise (signed webhooks).
 */
export const csrfProtection = (trustedOrigins: readonly string[], exempt: readonly string[] = []): MiddlewareHandler => {
  const allowed = new Set(trustedOrigins.map((o) => o.replace(/\/$/, '')));
  return async (c, next) => {
    if (SAFE.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    }
    return next();
  };
};
