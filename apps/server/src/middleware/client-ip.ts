import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';

const socketAddress = (c: Parameters<MiddlewareHandler>[0]): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
};

const normalize = (ip: string): string => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/**
 * The client address used for throttling and logs. X-Forwarded-For is believed only when the
 * socket peer is a configured proxy, and then only the right-most address that is not itself a
 * trusted proxy: a client can prepend anything it likes to that header, so a forged value gains
 * nothing.
 */
export const clientIp = (trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> => {
  const trusted = new Set(trustedProxies.map(normalize));
  return async (c, next) => {
    const peer = socketAddress(c);
    let ip = peer ? normalize(peer) : 'unknown';
    if (peer && trusted.has(ip)) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((s) => normalize(s.trim()))
        .filter(Boolean);
      for (let i = chain.length - 1; i >= 0; i--) {
        const hop = chain[i] as string;
        if (!trusted.has(hop)) {
          ip = hop;
          break;
        }
      }
    }
    c.set('clientIp', ip);
    await next();
  };
};
