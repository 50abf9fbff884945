import { Hono } from 'hono';
import { AppError } from '../lib/errors.ts';
import type { AppEnv, Deps } from '../types.ts';

export const healthRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    try {
      await deps.database.ping();
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause, headers: { 'Retry-After': '5' } });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });
