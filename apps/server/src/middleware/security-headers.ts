import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';

/** The security headers of every response, by name (the CSP one a route may replace with a stricter one). */
export const securityHeaderValues = (env: Env): Record<string, string> => {
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
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(env.isProduction ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
};

/** CSP and the other security headers, on every response (API, assets, HTML, errors). */
export const securityHeaders = (env: Env): MiddlewareHandler => {
  const { 'Content-Security-Policy': csp, ...others } = securityHeaderValues(env);
  const rest = Object.entries(others);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A route may send a stricter policy of its own (uploaded files do).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp as string);
    for (const [name, value] of rest) h.set(name, value);
  };
};
