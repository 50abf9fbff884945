import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireMember } from '../src/middleware/session.ts';
import { demoCheckouts, subscribers } from '../src/db/schema/index.ts';
import type { Deps, MembershipEvent } from '../src/types.ts';
import { createVerifiedUser, me, outboxFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { loadEnv } from '../src/env.ts';
import { grantAdmin } from './two-factor-helpers.ts';

let t: TestApp;
let depsRef: Deps;
const hookEvents: MembershipEvent[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraRoutes: (app) => {
        // A member-only endpoint, guarded exactly as the member features' routes are.
        app.get(
          '/api/test/members-only',
          (c, next) => requireMember(depsRef)(c, next),
          (c) => c.json({ ok: true }),
        );
      },
    },
  );
  depsRef = t.deps;
  t.deps.hooks.afterMembershipChange.push(async (e) => {
    hookEvents.push(e);
  });
});
afterAll(() => t.close());

const post = (path: string, cookie: string, json?: unknown) =>
  t.request(path, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });
const subscriptionOf = async (cookie: string) =>
  (await (await t.request('/api/subscription', { headers: { cookie } })).json()) as Record<string, unknown>;

let n = 0;
const newUser = async () => {
  n += 1;
  const email = `demo-${n}@example.com`;
  const cookie = await createVerifiedUser(t, email);
  return { email, cookie, id: (await me(t, cookie)).user?.id as string };
};
const startDemo = async (cookie: string, plan: 'monthly' | 'annual') => {
  const res = await post('/api/billing/checkout', cookie, { plan });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(new RegExp(`^/membership/checkout\\?plan=${plan}&session=demo_cs_`));
  return new URL(url, 'http://x').searchParams.get('session') as string;
};

describe('demo provider (no STRIPE_SECRET_KEY)', () => {
  it('offers the default prices: $39 a month, $390 a year', async () => {
    expect(await (await t.request('/api/billing/plans')).json()).toEqual({
      provider: 'demo',
      prices: { monthly: 39, annual: 390 },
      currency: 'usd',
      trialDays: { monthly: 0, annual: 0 },
    });
  });

  it('checkout → demo payment → member: entitlement, member guard, welcome email, hook; completing twice changes nothing', async () => {
    const { cookie, email, id } = await newUser();
    expect((await t.request('/api/test/members-only', { headers: { cookie } })).status).toBe(403);
    const session = await startDemo(cookie, 'annual');
    const details = await t.request(`/api/billing/demo-checkout/${session}`, { headers: { cookie } });
    expect(await details.json()).toMatchObject({ id: session, plan: 'annual', status: 'open', expired: false, price: 390 });
    const done = await post(`/api/billing/demo-checkout/${session}/complete`, cookie);
    expect(await done.json()).toEqual({ redirect: '/auth?success=true' });
    expect(await subscriptionOf(cookie)).toMatchObject({ isSubscribed: true, status: 'active', plan: 'annual', cancelAtPeriodEnd: false });
    expect((await t.request('/api/test/members-only', { headers: { cookie } })).status).toBe(200);
    expect((await post(`/api/billing/demo-checkout/${session}/complete`, cookie)).status).toBe(200);
    expect(hookEvents.filter((e) => e.userId === id)).toEqual([{ userId: id, kind: 'activated', plan: 'annual' }]);
    expect((await outboxFor(t, email)).filter((m) => /Welcome/.test(m.subject))).toHaveLength(1);
    expect((await outboxFor(t, email))[0]?.text).toContain('$390 per year');
    // A member is told so instead of paying twice.
    const again = await post('/api/billing/checkout', cookie, { plan: 'monthly' });
    expect(again.status).toBe(409);
  });

  it('cancel returns to /membership with no access', async () => {
    const { cookie } = await newUser();
    const session = await startDemo(cookie, 'monthly');
    expect(await (await post(`/api/billing/demo-checkout/${session}/cancel`, cookie)).json()).toEqual({ redirect: '/membership' });
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(false);
    // A canceled checkout cannot be paid afterwards.
    await post(`/api/billing/demo-checkout/${session}/complete`, cookie);
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(false);
  });

  it('another user’s checkout is not found (every verb); an expired one is refused', async () => {
    const a = await newUser();
    const b = await newUser();
    const session = await startDemo(a.cookie, 'monthly');
    expect((await t.request(`/api/billing/demo-checkout/${session}`, { headers: { cookie: b.cookie } })).status).toBe(404);
    expect((await post(`/api/billing/demo-checkout/${session}/complete`, b.cookie)).status).toBe(404);
    expect((await post(`/api/billing/demo-checkout/${session}/cancel`, b.cookie)).status).toBe(404);
    expect((await subscriptionOf(b.cookie)).isSubscribed).toBe(false);
    expect((await subscriptionOf(a.cookie)).isSubscribed).toBe(false);
    await t.database.db
      .update(demoCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoCheckouts.id, session));
    const expired = await post(`/api/billing/demo-checkout/${session}/complete`, a.cookie);
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as { message: string }).message).toBe('This checkout has expired. Please start again.');
    expect((await subscriptionOf(a.cookie)).isSubscribed).toBe(false);
  });

  it('self-service: cancel at period end (keeps access), resume, switch plan; emails and hooks', async () => {
    const { cookie, email, id } = await newUser();
    await post(`/api/billing/demo-checkout/${await startDemo(cookie, 'monthly')}/complete`, cookie);
    const cancel = await post('/api/billing/cancel', cookie);
    expect(await cancel.json()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });
    expect((await post('/api/billing/cancel', cookie)).status).toBe(200);
    expect((await outboxFor(t, email)).filter((m) => /cancellation/.test(m.subject))).toHaveLength(1);
    expect(await (await post('/api/billing/resume', cookie)).json()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: false });
    const change = await post('/api/billing/change-plan', cookie, { plan: 'annual' });
    const view = (await change.json()) as { plan: string; currentPeriodEnd: string };
    expect(view.plan).toBe('annual');
    expect(new Date(view.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const bad = await post('/api/billing/change-plan', cookie, { plan: 'lifetime' });
    expect(bad.status).toBe(400);
    expect(hookEvents.filter((e) => e.userId === id).map((e) => e.kind)).toEqual(['activated', 'cancel_scheduled', 'resumed', 'plan_changed']);
    expect(await (await post('/api/billing/portal', cookie)).json()).toEqual({ url: null });
    const overview = await (await t.request('/api/billing/overview', { headers: { cookie } })).json();
    expect(overview).toMatchObject({ provider: 'demo', subscriptionProvider: 'demo', subscription: { plan: 'annual', isSubscribed: true } });
  });

  it('an expired period ends access; admins pass the member guard without a membership', async () => {
    const { cookie, id } = await newUser();
    await post(`/api/billing/demo-checkout/${await startDemo(cookie, 'monthly')}/complete`, cookie);
    await t.database.db
      .update(subscribers)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscribers.userId, id));
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(false);
    expect((await t.request('/api/test/members-only', { headers: { cookie } })).status).toBe(403);
    const admin = await newUser();
    await grantAdmin(t, admin.id);
    expect((await t.request('/api/test/members-only', { headers: { cookie: admin.cookie } })).status).toBe(200);
    expect((await t.request('/api/test/members-only')).status).toBe(401);
  });

  it('the webhook is not open without Stripe settings', async () => {
    const res = await t.request('/api/billing/webhook', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
  });

  it('Stripe settings come as a set: a key without the webhook secret and prices stops start-up, naming them', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_MONTHLY[\s\S]*STRIPE_PRICE_ANNUAL/,
    );
    expect(() => loadEnv({ NODE_ENV: 'test', PLAN_PRICE_MONTHLY_USD: '-1' })).toThrow(/PLAN_PRICE_MONTHLY_USD/);
  });
});
