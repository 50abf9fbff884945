import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialClaims } from '../src/db/schema/index.ts';
import { runTrialPass } from '../src/services/billing/trials.ts';
import { createVerifiedUser, me, outboxFor, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { StripeStandIn } from './stripe-stand-in.ts';
import { grantAdmin } from './two-factor-helpers.ts';

// Trials with Stripe as the provider: the real SDK against the stand-in, whose test clock ends the
// trials; the webhooks it would send are posted signed, in Stripe's order and shuffled.
const WEBHOOK_SECRET = 'whsec_test_trials';
const DAY_S = 86_400;
const stripeHelper = new Stripe('sk_test_helper');
const standIn = new StripeStandIn('price_annual_test');
let t: TestApp;
let admin = '';

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
  await createVerifiedUser(t, 'stripe-trial-admin@example.com');
  await grantAdmin(t, (await me(t, await signedInCookie(t, 'stripe-trial-admin@example.com'))).user?.id as string);
  admin = await signedInCookie(t, 'stripe-trial-admin@example.com');
  const res = await t.request('/api/admin/billing/trials/settings', { method: 'PUT', headers: { cookie: admin }, json: { monthly: 14, annual: 30 } });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  standIn.resetClock();
  await t.close();
  await standIn.stop();
});

const postEvent = (event: unknown) => {
  const payload = JSON.stringify(event);
  const header = stripeHelper.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
};
const subscriptionOf = async (cookie: string) =>
  (await (await t.request('/api/subscription', { headers: { cookie } })).json()) as Record<string, unknown>;

let seq = 0;
/** A member who paid a Stripe checkout (applied by the success return, as in the browser). */
const trialMember = async (plan: 'monthly' | 'annual' = 'monthly') => {
  const email = `stripe-trial-${++seq}@example.com`;
  const cookie = await createVerifiedUser(t, email);
  const id = (await me(t, cookie)).user?.id as string;
  const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { plan } });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split('/').pop() as string;
  const { subscription } = standIn.completeCheckout(sessionId);
  await t.request(`/api/billing/return?session_id=${sessionId}`, { headers: { cookie } });
  return { email, cookie, id, sessionId, subscriptionId: subscription.id };
};

describe('Stripe trials', () => {
  it('the Checkout Session asks Stripe for the plan’s trial; the member is trialing with full access', async () => {
    const m = await trialMember('monthly');
    expect(standIn.sessions.get(m.sessionId)).toMatchObject({ trial_period_days: 14 });
    const sub = await subscriptionOf(m.cookie);
    expect(sub).toMatchObject({ isSubscribed: true, status: 'trialing', plan: 'monthly' });
    const stripeEnd = standIn.subscriptions.get(m.subscriptionId)?.trial_end as number;
    expect(Date.parse(sub.trialEndsAt as string)).toBe(stripeEnd * 1000);
    const welcome = (await outboxFor(t, m.email)).find((x) => /free trial has started/.test(x.subject));
    expect(welcome?.text).toContain('we charge $45 per month, unless you cancel');
    // A second checkout for the same person (after it ends) would carry no trial.
    const [claim] = await t.database.db.select().from(trialClaims).where(eq(trialClaims.userId, m.id));
    expect(claim).toMatchObject({ provider: 'stripe', outcome: 'trialing', subscriptionId: m.subscriptionId });
  });

  it('converts at the trial’s end on the clock of the stand-in; replayed and shuffled events change nothing more', async () => {
    const m = await trialMember('monthly');
    const trialEnd = standIn.subscriptions.get(m.subscriptionId)?.trial_end as number;
    // The reminder is ours, not Stripe's: the trial pass three days before the end.
    await runTrialPass(t.deps, new Date((trialEnd - 3 * DAY_S + 60) * 1000));
    expect((await outboxFor(t, m.email)).filter((x) => /trial ends in 3 days/.test(x.subject))).toHaveLength(1);
    const events = standIn
      .advanceClock(15 * DAY_S)
      .filter((e) => (e.data.object as { id?: string; parent?: unknown }).id === m.subscriptionId || JSON.stringify(e).includes(m.subscriptionId));
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    for (const e of [...events].reverse()) expect((await postEvent(e)).status).toBe(200);
    for (const e of events) expect(await (await postEvent(e)).json()).toMatchObject({ duplicate: true });
    const sub = await subscriptionOf(m.cookie);
    expect(sub).toMatchObject({ isSubscribed: true, status: 'active', trialEndsAt: null });
    expect(Date.parse(sub.currentPeriodEnd as string)).toBe((trialEnd + 30 * DAY_S) * 1000);
    const [claim] = await t.database.db.select().from(trialClaims).where(eq(trialClaims.userId, m.id));
    expect(claim?.outcome).toBe('converted');
    // The pass does not touch a Stripe subscription (Stripe ends its own trials).
    expect(await runTrialPass(t.deps, new Date((trialEnd + DAY_S) * 1000))).toMatchObject({ ended: 0 });
  });

  it('lapses when the member canceled during the trial: access ends, nothing charged', async () => {
    const m = await trialMember('annual');
    expect((await t.request('/api/billing/cancel', { method: 'POST', headers: { cookie: m.cookie } })).status).toBe(200);
    expect(standIn.subscriptions.get(m.subscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await subscriptionOf(m.cookie)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    const events = standIn.advanceClock(31 * DAY_S).filter((e) => JSON.stringify(e).includes(m.subscriptionId));
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    for (const e of events) expect((await postEvent(e)).status).toBe(200);
    expect(await subscriptionOf(m.cookie)).toMatchObject({ isSubscribed: false, status: 'canceled' });
    const [claim] = await t.database.db.select().from(trialClaims).where(eq(trialClaims.userId, m.id));
    expect(claim?.outcome).toBe('lapsed');
  });

  it('a declined first charge leaves the member past due, the trial recorded as ended unpaid, not converted', async () => {
    const m = await trialMember('monthly');
    standIn.failTrialPayment.add(m.subscriptionId);
    const events = standIn.advanceClock(15 * DAY_S).filter((e) => JSON.stringify(e).includes(m.subscriptionId));
    for (const e of events) expect((await postEvent(e)).status).toBe(200);
    expect(await subscriptionOf(m.cookie)).toMatchObject({ isSubscribed: false, status: 'past_due' });
    expect((await outboxFor(t, m.email)).filter((x) => /did not go through/.test(x.subject))).toHaveLength(1);
    const [claim] = await t.database.db.select().from(trialClaims).where(eq(trialClaims.userId, m.id));
    expect(claim?.outcome).toBe('unpaid');
  });
});
