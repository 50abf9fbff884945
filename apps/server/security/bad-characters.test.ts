import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helpers.ts';
import { type Actor, apiRoutes, assertClearError, createActor, createProductionApp, type RouteInfo } from './harness.ts';

/**
 * Issue 17 item 4: U+0000, unpaired surrogates and overlong UTF-8 reached PostgreSQL (which
 * refuses them) and answered 500 on ~40 routes. Every API route gets each of them in its path
 * parameters, its query and (for writes) its JSON body, as a signed-in administrator and member,
 * and must answer 400 with a clear message. Runs on PGlite and PostgreSQL.
 */
const RAW_BAD = ['%00', 'a%00b', '%ED%A0%80', '%ED%B0%80x', '%C0%80', '%E0%80%80'];
const BAD_STRINGS = ['\u0000', 'Hello\u0000world', '\ud800', 'x\udfffy'];

/** A plausible body for most forms, with `bad` in every free-text field. */
const bodyWith = (bad: string) => ({
  email: 'fuzz@example.com',
  firstName: `Ada${bad}`,
  lastName: 'King',
  name: `Ada ${bad}`,
  message: `I would like to know more about the membership ${bad} and the tools.`,
  subject: `Question ${bad}`,
  title: `A title ${bad}`,
  body: `Some body text that is long enough to pass ${bad} any minimum length rule.`,
  headline: `Associate ${bad}`,
  q: bad,
  slug: `slug${bad}`,
  firmName: `Firm ${bad}`,
  reason: `Spam ${bad}`,
});

describe('NUL, unpaired surrogates and overlong UTF-8 on every route (production settings)', () => {
  let t: TestApp;
  let actor: Actor;
  let routes: RouteInfo[];
  beforeAll(async () => {
    t = await createProductionApp({ AUTH_RATE_LIMIT: 'off' });
    actor = await createActor(t, { admin: true, member: true });
    routes = apiRoutes(t);
  });
  afterAll(() => t.close());

  const expect400 = async (failures: string[], route: RouteInfo, url: string, init: RequestInit) => {
    const res = await t.request(url, { ...init, method: route.method, headers: { cookie: actor.cookie, ...(init.headers as Record<string, string>) } });
    if (res.status !== 400) failures.push(`${route.method} ${url} ${init.body ? `body ${String(init.body).slice(0, 40)}` : ''} → ${res.status} ${(await res.text()).slice(0, 160)}`);
    else await assertClearError(res, `${route.method} ${url}`).catch((e: Error) => failures.push(e.message));
  };

  it('answers 400 with a message to every path parameter and query value carrying them', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const bad of RAW_BAD) {
        if (/:[A-Za-z]/.test(route.path)) await expect400(failures, route, route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, bad), {});
        const plain = route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, 'x');
        await expect400(failures, route, `${plain}?q=${bad}`, {});
        await expect400(failures, route, `${plain}?page=1&${bad}=1`, {});
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('answers 400 with a message to every JSON body carrying them, naming the field', async () => {
    const failures: string[] = [];
    const writes = routes.filter((r) => !['GET', 'HEAD'].includes(r.method) && r.path !== '/api/billing/webhook');
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, 'x');
      for (const bad of BAD_STRINGS) {
        await expect400(failures, route, path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(bodyWith(bad)) });
        await expect400(failures, route, path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ [`key${bad}`]: 'v' }) });
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('a form with a null character gets the message on its field', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Ada King', email: 'ada@example.com', subject: 'Hello', message: 'A question about\u0000 membership, long enough to pass.' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors?: Record<string, string[]> };
    expect(body.fieldErrors?.message?.[0]).toMatch(/not allowed/);
  });

  it('the blog search with %00 answers 400, not 500', async () => {
    const res = await t.request('/api/blog/posts?q=%00');
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});
