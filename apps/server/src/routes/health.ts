import { Hono } from 'hono';
import { AppError } from '../lib/errors.ts';
import { securityHeaderValues } from '../middleware/security-headers.ts';
import type { AppEnv, Deps } from '../types.ts';

/** How long a successful database ping vouches for the next health checks. */
const PING_FRESH_MS = 1_000;

export type HealthCheck = {
  /** Resolves when the database answers (one shared ping a second); throws when it does not. */
  databaseAnswers(): Promise<void>;
  /** True while the last successful ping still vouches for the database. */
  fresh(): boolean;
};

export const healthCheck = (deps: Pick<Deps, 'database'>): HealthCheck => {
  // Load balancers and monitors poll this constantly: one ping a second (shared by the requests
  // that arrive while it runs) instead of one per request, which on PGlite capped the endpoint at
  // ~850 req/s. A failed ping is never cached: an outage shows on the next request.
  let freshUntil = 0;
  let inflight: Promise<void> | null = null;
  return {
    fresh: () => Date.now() < freshUntil,
    databaseAnswers: async () => {
      if (Date.now() < freshUntil) return;
      inflight ??= deps.database
        .ping()
        .then(() => {
          freshUntil = Date.now() + PING_FRESH_MS;
        })
        .finally(() => {
          inflight = null;
        });
      await inflight;
    },
  };
};

export const healthRoutes = (check: HealthCheck) =>
  new Hono<AppEnv>().get('/', async (c) => {
    try {
      await check.databaseAnswers();
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause, headers: { 'Retry-After': '5' } });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });

const HEALTH_PATH = '/api/health';
const OK_BODY = JSON.stringify({ status: 'ok' });

/** The path of a request (the server's raw request line when there is one, else the URL). */
const pathOf = (request: Request, env: unknown): string => {
  const raw = (env as { incoming?: { url?: unknown } } | undefined)?.incoming?.url;
  if (typeof raw === 'string') return raw;
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
};

/**
 * GET /api/health while the last ping is fresh, answered before the app's middleware chain
 * (decision 289): what the route would say, with the same security headers, Cache-Control and a
 * request id, but no session, CSRF, body limit, compression or log line, none of which a health
 * check needs. That chain cost ~10x a bare node:http answer on this endpoint. Returns undefined
 * for every other request, and for a health check that must ping (it then takes the route above,
 * which answers 503 with Retry-After when the database does not).
 */
export const fastHealth = (deps: Pick<Deps, 'env'>, check: HealthCheck, nextId: (incoming: string | undefined) => string) => {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...securityHeaderValues(deps.env),
  };
  return (request: Request, env: unknown): Response | undefined => {
    if (request.method !== 'GET' || !check.fresh() || pathOf(request, env) !== HEALTH_PATH) return undefined;
    const incoming = (env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming?.headers;
    const given = incoming ? incoming['x-request-id'] : (request.headers.get('x-request-id') ?? undefined);
    return new Response(OK_BODY, { status: 200, headers: { ...headers, 'X-Request-Id': nextId(typeof given === 'string' ? given : undefined) } });
  };
};
