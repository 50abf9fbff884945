import { ROUTES } from '@awc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_EXEMPT } from '../src/app.ts';
import type { TestApp } from '../test/helpers.ts';
import { type Actor, apiRoutes, assertClearError, createActor, createProductionApp, fillPath, rawRequest, STATE_CHANGING } from './harness.ts';

describe('cross-site requests with the victim’s cookie (production settings)', () => {
  let t: TestApp;
  let victim: Actor;
  beforeAll(async () => {
    t = await createProductionApp({ AUTH_RATE_LIMIT: 'off' });
    victim = await createActor(t, { admin: true, member: true });
  });
  afterAll(() => t.close());

  it('refuses every state-changing API route with 403, by Origin and by Sec-Fetch-Site', async () => {
    const routes = apiRoutes(t).filter((r) => STATE_CHANGING.has(r.method) && !CSRF_EXEMPT.includes(r.path));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = fillPath(route.path, () => 'x');
      const variants: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'https://awc.example.evil.example' },
        { origin: 'http://awc.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of variants) {
        const res = await rawRequest(t, path, {
          method: route.method,
          headers: { ...headers, cookie: victim.cookie, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(403);
        await assertClearError(res, route.path);
      }
    }
    // Nothing changed: the victim is still signed in and still an administrator.
    const me = (await (await t.request('/api/me', { headers: { cookie: victim.cookie } })).json()) as { user: unknown; isAdmin: boolean };
    expect(me.user).not.toBeNull();
    expect(me.isAdmin).toBe(true);
  });

  it('exempts only routes that authenticate by signature (Stripe webhook, RFC 8058 one-click unsubscribe token)', () => {
    for (const path of CSRF_EXEMPT) expect(path).toMatch(/\/webhook$|\/unsubscribe\/one-click$/);
  });
});

describe('security headers on every response (production settings)', () => {
  let t: TestApp;
  let actor: Actor;
  beforeAll(async () => {
    t = await createProductionApp({ AUTH_RATE_LIMIT: 'off' });
    actor = await createActor(t, { member: true });
  });
  afterAll(() => t.close());

  const expectHeaders = (res: Response, context: string) => {
    const h = res.headers;
    const csp = h.get('content-security-policy') ?? '';
    expect(csp, context).toMatch(/default-src 'self'/);
    expect(csp, context).toMatch(/frame-ancestors 'none'/);
    expect(csp, context).toMatch(/object-src 'none'/);
    expect(csp, context).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h.get('x-content-type-options'), context).toBe('nosniff');
    expect(h.get('x-frame-options'), context).toBe('DENY');
    expect(h.get('referrer-policy'), context).toBe('strict-origin-when-cross-origin');
    expect(h.get('strict-transport-security'), context).toMatch(/max-age=\d{7,}/);
    expect(h.get('x-powered-by'), context).toBeNull();
  };

  it('pages of the route table, API answers (success and error), files, feeds and 404s', async () => {
    const pagePaths = ROUTES.map((r) => fillPath(r.path, () => 'some-slug'));
    const apiPaths = apiRoutes(t)
      .filter((r) => r.method === 'GET')
      .map((r) => fillPath(r.path, () => 'x'));
    const others = ['/sitemap.xml', '/robots.txt', '/assets/missing.js', '/files/avatar/missing.png', '/no/such/page', '/api/nope'];
    for (const path of [...pagePaths, ...apiPaths, ...others]) {
      for (const cookie of [undefined, actor.cookie]) {
        const res = await t.request(path, cookie ? { headers: { cookie } } : {});
        expect(res.status, path).toBeLessThan(500);
        expectHeaders(res, `${path} ${cookie ? 'signed in' : 'anonymous'}`);
        await res.body?.cancel();
      }
    }
    const posted = await t.request('/api/profile', { method: 'PATCH', headers: { cookie: actor.cookie }, json: { headline: 7 } });
    expect(posted.status).toBe(400);
    expectHeaders(posted, 'PATCH /api/profile 400');
  });

  it('API answers are never cached by shared caches unless public', async () => {
    const res = await t.request('/api/me', { headers: { cookie: actor.cookie } });
    expect(res.headers.get('cache-control')).toMatch(/no-store|private/);
  });
});
