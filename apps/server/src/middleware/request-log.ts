import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import type { AppEnv } from '../types.ts';

/** A request id on every request (echoed as X-Request-Id) and one log line per response. */
export const requestLog = (log: Logger): MiddlewareHandler<AppEnv> => {
  let counter = 0;
  const prefix = Math.random().toString(36).slice(2, 8);
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : `${prefix}-${(++counter).toString(36)}`;
    const child = log.child({ reqId: id });
    c.set('requestId', id);
    c.set('log', child);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', id);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) child.error(line, 'request failed');
    else if (c.req.path.startsWith('/api/')) child.info(line, 'request');
    else child.debug(line, 'request');
  };
};
