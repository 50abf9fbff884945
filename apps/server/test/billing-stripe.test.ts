import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingCustomers, billingEvents, subscribers, users } from '../src/db/schema/index.ts';
import type { MembershipEvent } from '../src/types.ts';
import { createVerifiedUser, me, outboxFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const stripeHelper = new Stripe('sk_test_helper');
const standIn = new StripeStandIn('price_annual_test');
let t: TestApp;
const hookEvents: MembershipEvent[] = [];

beforeAll(async () => {
  const url = await standIn.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_monthly_test',
    STRIPE_PRICE_ANNUAL: 'price_annual_test',
    STRIPE_API_URL: url,
    PLAN_PRICE_MONTHLY_USD: '45',
    PLAN_PRICE_ANNUAL_USD: '450',
  });
  t.deps.hooks.afterMembershipChange.push(async (e) => {
    hookEvents.push(e);
  });
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

/** Posts an event signed with the SDK's test-header helper (optionally with another secret or time). */
const postEvent = (event: unknown, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) => {
  const payload = JSON.stringify(event);
  const header =
    options.signature === null
      ? undefined
      : (options.signature ??
        stripeHelper.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        }));
  return t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: payload,
  });
};

let userSeq = 0;
/** A verified user who has started a Stripe checkout for `plan`. */
const userWithCheckout = async (plan: 'monthly' | 'annual' = 'annual') => {
  userSeq += 1;
  const email = `stripe-${userSeq}@example.com`;
  const cookie = await createVerifiedUser(t, email);
  const id = (await me(t, cookie)).user?.id as string;
  const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan } });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const sessionId = url.split('/').pop() as string;
  return { email, cookie, id, sessionId };
};

const subscriptionOf = async (cookie: string) =>
  (await (await t.request('/api/subscription', { headers: { cookie } })).json()) as Record<string, unknown>;
const rowOf = async (userId: string) => (await t.database.db.select().from(subscribers).where(eq(subscribers.userId, userId)))[0];

describe('plans and checkout (Stripe)', () => {
  it('prices come from settings and name the provider', async () => {
    const res = await t.request('/api/billing/plans');
    expect(await res.json()).toEqual({
      provider: 'stripe',
      prices: { monthly: 45, annual: 450 },
      currency: 'usd',
      trialDays: { monthly: 0, annual: 0 },
    });
  });

  it('needs a signed-in user and a known plan', async () => {
    expect((await t.request('/api/billing/checkout', { method: 'POST', json: { plan: 'annual' } })).status).toBe(401);
    const cookie = await createVerifiedUser(t, 'plan-check@example.com');
    const bad = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan: 'weekly' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'That plan does not exist. Choose the monthly or the annual membership.',
      fieldErrors: { plan: ['That plan does not exist. Choose the monthly or the annual membership.'] },
    });
  });

  it('creates a subscription-mode Checkout Session for the plan’s price, reusing one customer per user', async () => {
    const before = standIn.requests.length;
    const { cookie, id, sessionId } = await userWithCheckout('annual');
    const session = standIn.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: id,
      price: 'price_annual_test',
      success_url: 'http://localhost:3000/api/billing/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/membership',
      subscription_metadata: { user_id: id, plan: 'annual' },
    });
    const again = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan: 'monthly' } });
    const second = standIn.sessions.get(((await again.json()) as { url: string }).url.split('/').pop() as string);
    expect(second?.price).toBe('price_monthly_test');
    expect(second?.customer).toBe(session?.customer);
    const customerCalls = standIn.requests.slice(before).filter((r) => r.path === '/v1/customers');
    expect(customerCalls).toHaveLength(1);
    expect(await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, id))).toHaveLength(1);
  });

  it('a provider failure is a clean 5xx and grants nothing', async () => {
    const cookie = await createVerifiedUser(t, 'provider-down@example.com');
    standIn.failWith = 500;
    try {
      const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan: 'monthly' } });
      expect(res.status).toBe(500);
      expect(((await res.json()) as { message: string }).message).not.toMatch(/stand-in/i);
    } finally {
      standIn.failWith = null;
    }
  });
});

describe('webhook', () => {
  it('activates the membership from checkout.session.completed: entitlement, welcome email, audit, hook', async () => {
    const { cookie, id, email, sessionId } = await userWithCheckout('annual');
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(false);
    const { session } = standIn.completeCheckout(sessionId);
    const res = await postEvent(standIn.event('checkout.session.completed', session));
    expect(res.status).toBe(200);
    const sub = await subscriptionOf(cookie);
    expect(sub).toMatchObject({ isSubscribed: true, status: 'active', plan: 'annual', cancelAtPeriodEnd: false });
    expect(new Date(sub.currentPeriodEnd as string).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const mails = await outboxFor(t, email);
    expect(mails.filter((m) => /Welcome to .* membership/.test(m.subject))).toHaveLength(1);
    expect(mails.find((m) => /Welcome/.test(m.subject))?.text).toContain('$450 per year');
    expect(hookEvents).toContainEqual({ userId: id, kind: 'activated', plan: 'annual' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.action, 'billing.activated')));
    expect(audits).toHaveLength(1);
    // Once a member, a new checkout is refused.
    const again = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan: 'monthly' } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('You already have an active membership.');
  });

  it('the success return applies the user’s own paid checkout before the webhook, then continues to /auth?success=true', async () => {
    const a = await userWithCheckout('monthly');
    const b = await userWithCheckout('monthly');
    // Not paid yet: nothing changes, the browser still continues.
    const early = await t.request(`/api/billing/return?session_id=${a.sessionId}`, { headers: { cookie: a.cookie } });
    expect(early.status).toBe(303);
    expect(early.headers.get('location')).toBe('/auth?success=true');
    expect((await subscriptionOf(a.cookie)).isSubscribed).toBe(false);
    standIn.completeCheckout(a.sessionId);
    // Someone else's session id does nothing for them.
    await t.request(`/api/billing/return?session_id=${a.sessionId}`, { headers: { cookie: b.cookie } });
    expect((await subscriptionOf(b.cookie)).isSubscribed).toBe(false);
    const back = await t.request(`/api/billing/return?session_id=${a.sessionId}`, { headers: { cookie: a.cookie } });
    expect(back.headers.get('location')).toBe('/auth?success=true');
    expect(await subscriptionOf(a.cookie)).toMatchObject({ isSubscribed: true, plan: 'monthly' });
    expect(hookEvents.filter((e) => e.userId === a.id && e.kind === 'activated')).toHaveLength(1);
    // The webhook that follows adds nothing.
    await postEvent(standIn.event('checkout.session.completed', standIn.sessions.get(a.sessionId)));
    expect(hookEvents.filter((e) => e.userId === a.id && e.kind === 'activated')).toHaveLength(1);
    const visitor = await t.request(`/api/billing/return?session_id=${a.sessionId}`);
    expect(visitor.headers.get('location')).toBe('/auth?success=true');
  });

  it('refuses a bad signature, a missing one and a stale timestamp with 400, changing nothing', async () => {
    const { cookie, sessionId } = await userWithCheckout('monthly');
    const { session } = standIn.completeCheckout(sessionId);
    const event = standIn.event('checkout.session.completed', session);
    expect((await postEvent(event, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await postEvent(event, { signature: null })).status).toBe(400);
    expect((await postEvent(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    const stale = await postEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid webhook signature.' });
    // A body changed after signing fails too.
    const payload = JSON.stringify(event);
    const header = stripeHelper.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.status).toBe(400);
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(false);
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(0);
    // Within the tolerance it is accepted.
    expect((await postEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 200 })).status).toBe(200);
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(true);
  });

  it('the same event 10 times (also concurrently) has exactly one effect', async () => {
    const { id, email, sessionId } = await userWithCheckout('monthly');
    const { session } = standIn.completeCheckout(sessionId);
    const event = standIn.event('checkout.session.completed', session);
    const hooksBefore = hookEvents.filter((e) => e.userId === id).length;
    const first = await Promise.all(Array.from({ length: 5 }, () => postEvent(event)));
    for (let i = 0; i < 5; i++) first.push(await postEvent(event));
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(1);
    expect(hookEvents.filter((e) => e.userId === id).length - hooksBefore).toBe(1);
    expect((await outboxFor(t, email)).filter((m) => /Welcome/.test(m.subject))).toHaveLength(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target, id));
    expect(audits.filter((a) => a.action.startsWith('billing.'))).toHaveLength(1);
  });

  it('shuffled event orders give the same final state and announce each change once', async () => {
    const finals: unknown[] = [];
    for (let round = 0; round < 6; round++) {
      const { id, cookie, sessionId } = await userWithCheckout('monthly');
      const { session, subscription } = standIn.completeCheckout(sessionId);
      const events = [
        standIn.event('customer.subscription.created', subscription),
        standIn.event('checkout.session.completed', session),
        standIn.event('invoice.paid', standIn.invoice(subscription.id, subscription.customer, 'paid')),
      ];
      // Later on the Stripe side: the member schedules a cancellation in the portal.
      const periodEnd = subscription.items.data[0]?.current_period_end as number;
      events.push(standIn.event('customer.subscription.updated', standIn.update(subscription.id, { cancel_at_period_end: true })));
      // A deterministic shuffle per round (Fisher–Yates with a small LCG).
      let seed = round * 7919 + 17;
      const order = [...events];
      for (let i = order.length - 1; i > 0; i--) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        const j = seed % (i + 1);
        [order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]];
      }
      for (const e of [...order, ...order.slice(0, 2)]) expect((await postEvent(e)).status).toBe(200);
      const sub = await subscriptionOf(cookie);
      expect(sub).toMatchObject({ isSubscribed: true, status: 'active', plan: 'monthly', cancelAtPeriodEnd: true });
      expect(sub.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());
      const kinds = hookEvents.filter((e) => e.userId === id).map((e) => e.kind);
      expect(kinds.filter((k) => k === 'activated')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'cancel_scheduled')).toHaveLength(1);
      const { memberSince: _m, ...rest } = sub;
      finals.push({ ...rest, currentPeriodEnd: 'x' });
    }
    expect(new Set(finals.map((f) => JSON.stringify(f))).size).toBe(1);
  });

  it('payment failed: access ends, one email, one hook; invoice paid restores it; deletion ends it', async () => {
    const { id, email, cookie, sessionId } = await userWithCheckout('monthly');
    const { session, subscription } = standIn.completeCheckout(sessionId);
    await postEvent(standIn.event('checkout.session.completed', session));
    standIn.update(subscription.id, { status: 'past_due' });
    const failed = standIn.event('invoice.payment_failed', standIn.invoice(subscription.id, subscription.customer, 'open'));
    for (let i = 0; i < 3; i++) expect((await postEvent(failed)).status).toBe(200);
    expect(await subscriptionOf(cookie)).toMatchObject({ isSubscribed: false, status: 'past_due' });
    expect((await outboxFor(t, email)).filter((m) => /did not go through/.test(m.subject))).toHaveLength(1);
    expect(hookEvents.filter((e) => e.userId === id && e.kind === 'payment_failed')).toHaveLength(1);
    const second = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan: 'annual' } });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toMatch(/^Your last payment failed\./);

    standIn.update(subscription.id, { status: 'active', periodEnd: Math.floor(Date.now() / 1000) + 60 * 86_400 });
    await postEvent(standIn.event('invoice.paid', standIn.invoice(subscription.id, subscription.customer, 'paid')));
    expect(await subscriptionOf(cookie)).toMatchObject({ isSubscribed: true, status: 'active' });

    const ended = standIn.update(subscription.id, { status: 'canceled' });
    await postEvent(standIn.event('customer.subscription.deleted', ended));
    expect(await subscriptionOf(cookie)).toMatchObject({ isSubscribed: false, status: 'canceled' });
    expect(hookEvents.filter((e) => e.userId === id && e.kind === 'canceled')).toHaveLength(1);
    expect((await outboxFor(t, email)).filter((m) => /cancellation/.test(m.subject))).toHaveLength(1);
    // An old "active" snapshot arriving late does not bring the membership back.
    await postEvent(standIn.event('customer.subscription.updated', { ...ended, status: 'active' }));
    expect((await subscriptionOf(cookie)).isSubscribed).toBe(false);
  });

  it('ignores unknown event types and events of unknown subscriptions (recorded once, 200)', async () => {
    const other = standIn.event('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await postEvent(other)).status).toBe(200);
    const unknown = standIn.event('customer.subscription.updated', { id: 'sub_missing', object: 'subscription', metadata: {} });
    // Stripe does not know it: nothing to grant, and a retry would never help.
    expect((await postEvent(unknown)).status).toBe(200);
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, unknown.id))).toHaveLength(1);
    // A transient failure at Stripe is a 5xx (Stripe retries) and the event is not recorded.
    const { sessionId } = await userWithCheckout('monthly');
    const { session } = standIn.completeCheckout(sessionId);
    const later = standIn.event('checkout.session.completed', session);
    standIn.failWith = 503;
    try {
      expect((await postEvent(later)).status).toBe(500);
    } finally {
      standIn.failWith = null;
    }
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, later.id))).toHaveLength(0);
    expect((await postEvent(later)).status).toBe(200);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents).where(eq(billingEvents.id, other.id));
    expect(row?.n).toBe(1);
  });
});

describe('self-service (Stripe)', () => {
  const member = async () => {
    const u = await userWithCheckout('monthly');
    const { session, subscription } = standIn.completeCheckout(u.sessionId);
    await postEvent(standIn.event('checkout.session.completed', session));
    return { ...u, subscriptionId: subscription.id };
  };

  it('cancel at period end, resume and switch plan go through Stripe and update the entitlement at once', async () => {
    const { cookie, email, id, subscriptionId } = await member();
    const cancel = await t.request('/api/billing/cancel', { method: 'POST', headers: { cookie } });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });
    expect(standIn.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await outboxFor(t, email)).filter((m) => /cancellation/.test(m.subject))).toHaveLength(1);
    // Stripe's own webhook for the same change adds nothing.
    await postEvent(standIn.event('customer.subscription.updated', standIn.subscriptions.get(subscriptionId)));
    expect(hookEvents.filter((e) => e.userId === id && e.kind === 'cancel_scheduled')).toHaveLength(1);

    const resume = await t.request('/api/billing/resume', { method: 'POST', headers: { cookie } });
    expect(await resume.json()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: false });
    expect(standIn.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    const same = await t.request('/api/billing/change-plan', { method: 'POST', headers: { cookie }, json: { plan: 'monthly' } });
    expect(same.status).toBe(409);
    const change = await t.request('/api/billing/change-plan', { method: 'POST', headers: { cookie }, json: { plan: 'annual' } });
    expect(change.status).toBe(200);
    expect(await change.json()).toMatchObject({ plan: 'annual', isSubscribed: true });
    const update = standIn.requests.filter((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST').pop();
    expect(update?.form).toMatchObject({ 'items[0][price]': 'price_annual_test', proration_behavior: 'always_invoice' });
    expect(hookEvents).toContainEqual({ userId: id, kind: 'plan_changed', plan: 'annual' });
  });

  it('Manage billing opens a Customer Portal session for the user’s own customer', async () => {
    const { cookie, id } = await member();
    const res = await t.request('/api/billing/portal', { method: 'POST', headers: { cookie } });
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const call = standIn.requests.filter((r) => r.path === '/v1/billing_portal/sessions').pop();
    const [customer] = await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, id));
    expect(call?.form).toEqual({ customer: customer?.customerId, return_url: 'http://localhost:3000/account?tab=billing' });
  });

  it('a non-member cannot cancel, resume, switch or open a portal', async () => {
    const cookie = await createVerifiedUser(t, 'no-sub@example.com');
    for (const path of ['/api/billing/cancel', '/api/billing/resume', '/api/billing/portal']) {
      expect((await t.request(path, { method: 'POST', headers: { cookie } })).status).toBe(409);
    }
    expect((await t.request('/api/billing/change-plan', { method: 'POST', headers: { cookie }, json: { plan: 'annual' } })).status).toBe(409);
    expect((await t.request('/api/billing/cancel', { method: 'POST' })).status).toBe(401);
  });

  it('deleting the account cancels at Stripe first; if Stripe fails, nothing is deleted', async () => {
    const { cookie, email, id, subscriptionId } = await member();
    standIn.failWith = 500;
    const refused = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie },
      json: { confirmEmail: email, password: 'Passw0rdOk' },
    });
    standIn.failWith = null;
    expect(refused.status).toBe(500);
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('active');
    const ok = await t.request('/api/account/delete', { method: 'POST', headers: { cookie }, json: { confirmEmail: email, password: 'Passw0rdOk' } });
    expect(ok.status).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await rowOf(id)).toBeUndefined();
    // Stripe's deletion event for the gone account is accepted and ignored.
    expect((await postEvent(standIn.event('customer.subscription.deleted', standIn.subscriptions.get(subscriptionId)))).status).toBe(200);
  });
});
