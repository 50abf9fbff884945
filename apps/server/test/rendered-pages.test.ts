import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { runSeed } from '../src/db/seed/index.ts';
import { signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Signed-in pages rendered per request (decision 320), with the real web build's server renderer
 * (built first when a source is newer, as `npm start` does). The browser side (no request again at
 * hydration, no mismatch) is e2e/member-pages-rendered.spec.ts.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(ROOT, 'apps/web/dist');

let t: TestApp;
const cookies: Record<'admin' | 'member' | 'visitor', string> = { admin: '', member: '', visitor: '' };
const demo = (role: string) => DEMO_ACCOUNTS.find((d) => d.role === role) as (typeof DEMO_ACCOUNTS)[number];

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-needed.mjs')], { cwd: ROOT, stdio: 'ignore' });
  t = await createTestApp({ WEB_DIST_DIR: DIST });
  await runSeed(t.deps);
  for (const role of ['admin', 'member', 'visitor'] as const) cookies[role] = await signedInCookie(t, demo(role).email, demo(role).password);
}, 300_000);
afterAll(() => t?.close());

type State = {
  url: string;
  me: { user: { email: string } | null };
  subscription: { isSubscribed: boolean } | null;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};
const stateOf = (html: string): State =>
  JSON.parse(/<script type="application\/json" id="awc-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as State;
const get = (p: string, cookie?: string) => t.request(p, cookie ? { headers: { cookie } } : {});

describe('signed-in pages rendered per request', () => {
  it('GET /dashboard answers the member’s dashboard in the HTML: their header, their data, and the answers for the browser’s cache', async () => {
    const res = await get('/dashboard', cookies.member);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('server-timing')).toMatch(/^session;dur=[\d.]+, render;dur=[\d.]+;desc="\d renders"$/);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-rendered="/dashboard">');
    expect(html).toContain('Account menu for Morgan Member');
    expect(html).not.toContain('data-account="guest"');
    expect(html).toContain('Welcome back, Morgan');
    expect(html).toContain('Active membership');
    expect(html).toContain('<title>Dashboard | Attorney Wealth Collective</title>');
    const state = stateOf(html);
    expect(state.url).toBe('/dashboard');
    expect(state.me.user?.email).toBe(demo('member').email);
    expect(state.subscription?.isSubscribed).toBe(true);
    const dashboard = state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["member-area","dashboard"]');
    expect(dashboard?.state.data).toMatchObject({ firstName: 'Morgan' });
    // The state is data, never a script the page runs; it cannot close its own tag.
    expect(html.match(/<script(?![^>]*type="application\/json")(?![^>]*type="module")[^>]*>/g) ?? []).toEqual([]);
  });

  it('renders /dashboard twice: its sections’ own data is read with the dashboard’s, not after it', async () => {
    const res = await get('/dashboard', cookies.member);
    // The first render asks for the dashboard and, named ahead (DASHBOARD_SLOTS.serverValues), for the
    // saved scenarios and the PSLF tracker; the second has them all. Found one at a time, it was three.
    expect(res.headers.get('server-timing')).toContain('desc="2 renders"');
    const state = JSON.parse(/<script type="application\/json" id="awc-state">([\s\S]*?)<\/script>/.exec(await res.text())?.[1] ?? 'null') as {
      values: Record<string, unknown>;
    };
    expect(Object.keys(state.values).sort()).toEqual(['pslf:tracker', 'scenarios:all']);
  });

  it('writes the dates in the reader’s time zone (awc.tz), so hydrating finds the same text', async () => {
    const utc = await (await get('/dashboard', cookies.member)).text();
    const ny = await (await get('/dashboard', `${cookies.member}; awc.tz=America%2FNew_York`)).text();
    expect(utc).toMatch(/\d:\d\d [AP]M UTC/);
    expect(ny).toMatch(/\d:\d\d [AP]M EST/);
    // A zone Intl does not know is ignored.
    expect(await (await get('/dashboard', `${cookies.member}; awc.tz=Mars%2FOlympus`)).text()).toMatch(/\d:\d\d [AP]M UTC/);
  });

  it('decides the guards itself: a non-member is sent to /membership, a member away from the admin pages', async () => {
    const visitor = await get('/dashboard', cookies.visitor);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/membership');
    const admin = await get('/admin/dashboard', cookies.member);
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toBe('/dashboard');
    const ok = await get('/admin/dashboard', cookies.admin);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('data-rendered="/admin/dashboard"');
  });

  it('sends a visitor on a signed-in page to sign in, with the page to return to, before any page is served', async () => {
    for (const [page, cookie, location] of [
      ['/dashboard', undefined, '/auth?from=%2Fdashboard'],
      ['/community?tab=directory', undefined, '/auth?from=%2Fcommunity%3Ftab%3Ddirectory'],
      ['/admin/dashboard', undefined, '/auth?from=%2Fadmin%2Fdashboard'],
      // A cookie that names no session (expired, or signed out on another device) is a visitor's.
      ['/account', 'awc.session_token=not-a-session.abc', '/auth?from=%2Faccount'],
      ['/membership/checkout?plan=annual', undefined, '/auth?plan=annual'],
    ] as const) {
      const res = await get(page, cookie);
      expect(res.status, page).toBe(302);
      expect(res.headers.get('location'), page).toBe(location);
    }
    // Public pages stay open to visitors.
    expect((await get('/membership')).status).toBe(200);
  });

  it('renders a prerendered public page for a signed-in reader with their header; visitors keep the static page', async () => {
    const member = await (await get('/membership', cookies.member)).text();
    expect(member).toContain('data-rendered="/membership"');
    expect(member).not.toContain('data-account="guest"');
    const visitor = await get('/membership');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    const html = await visitor.text();
    expect(html).toContain('data-prerendered="/membership"');
    expect(html).toContain('data-account="guest"');
    expect(html).not.toContain('data-signed-in-hint');
  });

  it('a cookie that names no session gets the visitor’s page, with nothing hidden', async () => {
    const html = await (await get('/membership', 'awc.session_token=not-a-session.abc')).text();
    expect(html).toContain('data-prerendered="/membership"');
    expect(html).not.toContain('data-signed-in-hint');
    expect(html).not.toContain('id="awc-state"');
  });

  it('query strings are part of the page: /community?tab=directory renders that tab', async () => {
    const html = await (await get('/community?tab=directory', cookies.member)).text();
    expect(html).toContain('data-rendered="/community?tab=directory"');
    expect(stateOf(html).url).toBe('/community?tab=directory');
  });
});
