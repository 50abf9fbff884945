import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { requestIds } from '../src/middleware/request-log.ts';
import { fastHealth, type HealthCheck } from '../src/routes/health.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Decision 289: a health check the last ping still vouches for is answered before the middleware
 * chain, and must say what the routed answer says, with the same headers.
 */
describe('the health check fast path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const headerMap = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'vary', 'content-length'].includes(name)));

  it('answers like the routed check, security headers included', async () => {
    // The first check pings the database through the route; the next ones are vouched for.
    const routed = await t.request('/api/health');
    const fast = await t.request('/api/health', { headers: { 'x-request-id': 'probe-1' } });
    expect(fast.status).toBe(200);
    expect(await fast.json()).toEqual(await routed.json());
    expect(headerMap(fast)).toEqual(headerMap(routed));
    expect(fast.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fast.headers.get('cache-control')).toBe('no-store');
    expect(fast.headers.get('x-request-id')).toBe('probe-1');
  });

  it('takes the fast path only for a vouched-for GET of exactly /api/health', () => {
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://awc.example' });
    let fresh = true;
    const check: HealthCheck = { fresh: () => fresh, databaseAnswers: async () => {} };
    const quick = fastHealth({ env }, check, requestIds());
    const req = (path: string, method = 'GET') => new Request(`https://awc.example${path}`, { method });
    const res = quick(req('/api/health'), undefined);
    expect(res?.status).toBe(200);
    expect(res?.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res?.headers.get('x-request-id')).toBeTruthy();
    // From @hono/node-server: the raw request line and headers.
    expect(quick(req('/api/health'), { incoming: { url: '/api/health', headers: { 'x-request-id': 'lb-7' } } })?.headers.get('x-request-id')).toBe(
      'lb-7',
    );
    expect(quick(req('/api/health'), { incoming: { url: '/api/health?x=1', headers: {} } })).toBeUndefined();
    expect(quick(req('/api/health?x=1'), undefined)).toBeUndefined();
    expect(quick(req('/api/healthz'), undefined)).toBeUndefined();
    expect(quick(req('/api/health', 'POST'), undefined)).toBeUndefined();
    fresh = false;
    expect(quick(req('/api/health'), undefined)).toBeUndefined();
  });

  it('falls back to the route, and its 503, when the database stops answering', async () => {
    const app = await createTestApp();
    try {
      expect((await app.request('/api/health')).status).toBe(200);
      await app.database.close();
      // Still vouched for by the last ping for up to a second, then the route pings again.
      await new Promise((r) => setTimeout(r, 1_100));
      const res = await app.request('/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await app.close().catch(() => {});
    }
  });
});
