import { Hono } from 'hono';
import { AppError } from '../lib/errors.ts';
import type { AppEnv, Deps } from '../types.ts';

/** How long a successful database ping vouches for the next health checks. */
const PING_FRESH_MS = 1_000;

export const healthRoutes = (deps: Deps) => {
  // Load balancers and monitors poll this constantly: one ping a second (shared by the requests
  // that arrive while it runs) instead of one per request, which on PGlite capped the endpoint at
  // ~850 req/s. A failed ping is never cached: an outage shows on the next request.
  let freshUntil = 0;
  let inflight: Promise<void> | null = null;
  const databaseAnswers = async () => {
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
  };
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await databaseAnswers();
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause, headers: { 'Retry-After': '5' } });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });
};
