import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';

/** CSP and the other security headers, on every response (API, assets, HTML, errors). */
export const securityHeaders = (env: Env): MiddlewareHandler => {
  const csp = [
    "default-src 'self'",
    // No inline scripts at all: the SPA is one external module, JSON-LD blocks are data, not code.
    "script-src 'self'",
    // Radix positions popovers with inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${env.CSP_IMG_HOSTS.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${env.CSP_FRAME_HOSTS.length ? env.CSP_FRAME_HOSTS.join(' ') : "'none'"}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(env.isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A route may send a stricter policy of its own (uploaded files do).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (env.isProduction) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
};
