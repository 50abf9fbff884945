import { FIRM_MESSAGES } from '@awc/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, firmMembers, firms, subscribers } from '../src/db/schema/index.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

/*
 * A firm buys seats (issue 26, decision 436): one Stripe subscription whose quantity is the seat
 * count, through the real SDK against the stand-in, and the demo provider's mirror of it. Webhook
 * events for the firm's subscription are applied once each and in any order.
 */

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const stripeHelper = new Stripe('sk_test_helper');
const standIn = new StripeStandIn('price_annual_test');

type Person = { email: string; cookie: string; id: string };
const newPerson = async (t: TestApp, label: string): Promise<Person> => {
  const email = `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await createVerifiedUser(t, email);
  return { email, cookie, id: (await me(t, cookie)).user?.id as string };
};
const post = (t: TestApp, path: string, who: Person, json: unknown = {}) =>
  t.request(path, { method: 'POST', headers: { cookie: who.cookie }, json });
const firmOf = async (t: TestApp, who: Person) =>
  (await (await t.request('/api/firm', { headers: { cookie: who.cookie } })).json()) as {
    firm: { id: string; seats: number; seatsFree: number; status: string; active: boolean; source: string } | null;
    role: string | null;
    holdsSeat: boolean;
    offer: { provider: string; seatPriceAnnual: number };
  };

describe('buying seats through Stripe (the stand-in)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const url = await standIn.start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_PRICE_ANNUAL: 'price_annual_test',
      STRIPE_PRICE_FIRM_SEAT: 'price_firm_seat_test',
      FIRM_SEAT_PRICE_ANNUAL_USD: '300',
      STRIPE_API_URL: url,
    });
  });
  afterAll(async () => {
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

  it('one subscription with quantity 3; the buyer is firm admin without a seat; return and webhooks activate it once, in any order', async () => {
    const buyer = await newPerson(t, 'buyer');
    expect((await firmOf(t, buyer)).offer).toEqual({ provider: 'stripe', seatPriceAnnual: 300 });
    const bad = await post(t, '/api/firms/checkout', buyer, { name: 'B', seats: 0 });
    expect(bad.status).toBe(400);
    const res = await post(t, '/api/firms/checkout', buyer, { name: 'Stripe Buyers LLP', seats: 3 });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const sessionId = url.split('/').pop() as string;
    const session = standIn.sessions.get(sessionId) as Record<string, unknown>;
    expect(session).toMatchObject({ mode: 'subscription', price: 'price_firm_seat_test', quantity: 3 });
    const firmId = (session.metadata as Record<string, string>).firm_id as string;
    expect(firmId).toBeTruthy();
    // The firm has its own Stripe customer, not the buyer's personal one.
    expect(standIn.customers.get(session.customer as string)).toMatchObject({ email: buyer.email });
    expect(await firmOf(t, buyer)).toMatchObject({ firm: { id: firmId, status: 'incomplete', active: false }, role: 'admin', holdsSeat: false });
    // Not paid yet: no invitations.
    expect((await post(t, `/api/firms/${firmId}/invitations`, buyer, { email: 'early@example.com' })).status).toBe(409);

    const { subscription } = standIn.completeCheckout(sessionId);
    // The subscription's own update arrives before the checkout's completion, then both again.
    const updated = standIn.event('customer.subscription.updated', subscription);
    const completed = standIn.event('checkout.session.completed', { ...session, status: 'complete', subscription: subscription.id });
    expect(await (await postEvent(updated)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await postEvent(completed)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await postEvent(updated)).json()).toEqual({ received: true, duplicate: true });
    // The return page applies it too (already applied: nothing changes), then the firm tab.
    const back = await t.request(`/api/firms/checkout/return?session_id=${sessionId}`, { headers: { cookie: buyer.cookie } });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/account?tab=firm');
    expect(await firmOf(t, buyer)).toMatchObject({ firm: { seats: 3, seatsFree: 3, status: 'active', active: true, source: 'stripe' } });
    const changes = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'firm.subscription'));
    expect(changes.filter((c) => c.target === firmId)).toHaveLength(1);
    // The buyer did not become a member themselves.
    expect(await t.database.db.select().from(subscribers).where(eq(subscribers.userId, buyer.id))).toHaveLength(0);

    // A lower quantity in Stripe (the portal): seats follow; a repeated or older event changes nothing more.
    const shrunk = standIn.update(subscription.id, { quantity: 2 });
    await postEvent(standIn.event('customer.subscription.updated', shrunk));
    expect((await firmOf(t, buyer)).firm?.seats).toBe(2);
    await postEvent(updated);
    await postEvent(standIn.event('customer.subscription.updated', subscription));
    expect((await firmOf(t, buyer)).firm?.seats).toBe(2);
    // Canceled in Stripe: the seats stop giving access.
    const ended = standIn.update(subscription.id, { status: 'canceled' });
    await postEvent(standIn.event('customer.subscription.deleted', ended));
    expect(await firmOf(t, buyer)).toMatchObject({ firm: { status: 'canceled', active: false } });
  });

  it('someone already in a firm cannot buy another; an unfinished checkout can be started again', async () => {
    const buyer = await newPerson(t, 'again');
    await post(t, '/api/firms/checkout', buyer, { name: 'First Try LLP', seats: 2 });
    const again = await post(t, '/api/firms/checkout', buyer, { name: 'Second Try LLP', seats: 4 });
    expect(again.status).toBe(200);
    const [row] = await t.database.db.select().from(firmMembers).where(eq(firmMembers.userId, buyer.id));
    const [firm] = await t.database.db
      .select()
      .from(firms)
      .where(eq(firms.id, row?.firmId as string));
    expect(firm).toMatchObject({ name: 'Second Try LLP', seats: 4, status: 'incomplete' });
    await t.database.db
      .update(firms)
      .set({ status: 'active' })
      .where(eq(firms.id, firm?.id as string));
    const refused = await post(t, '/api/firms/checkout', buyer, { name: 'Third LLP', seats: 1 });
    expect(await refused.json()).toMatchObject({ message: FIRM_MESSAGES.alreadyInFirm });
  });
});

describe('buying seats with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mirrors Stripe: a checkout for 3 seats, completed once, makes an active firm for a year; another person cannot see or complete it', async () => {
    const buyer = await newPerson(t, 'demo-buyer');
    expect((await firmOf(t, buyer)).offer).toEqual({ provider: 'demo', seatPriceAnnual: 390 });
    const { url } = (await (await post(t, '/api/firms/checkout', buyer, { name: 'Demo Seats LLP', seats: 3 })).json()) as { url: string };
    expect(url).toMatch(/^\/account\?tab=firm&checkout=demo_fcs_/);
    const id = new URL(url, 'http://x').searchParams.get('checkout') as string;
    const details = await (await t.request(`/api/firms/demo-checkout/${id}`, { headers: { cookie: buyer.cookie } })).json();
    expect(details).toMatchObject({ firmName: 'Demo Seats LLP', seats: 3, status: 'open', expired: false, seatPriceAnnual: 390 });
    const other = await newPerson(t, 'demo-other');
    expect((await t.request(`/api/firms/demo-checkout/${id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await post(t, `/api/firms/demo-checkout/${id}/complete`, other)).status).toBe(404);
    const [first, second] = await Promise.all([
      post(t, `/api/firms/demo-checkout/${id}/complete`, buyer),
      post(t, `/api/firms/demo-checkout/${id}/complete`, buyer),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await firmOf(t, buyer)).toMatchObject({ firm: { seats: 3, status: 'active', active: true, source: 'demo' }, role: 'admin' });
    const end = new Date(((await firmOf(t, buyer)).firm as unknown as { currentPeriodEnd: string }).currentPeriodEnd);
    expect(Math.round((end.getTime() - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(364);
    const activations = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'firm.subscription'));
    expect(activations).toHaveLength(1);
    // Invitations now work up to the three seats.
    for (const n of [1, 2, 3])
      expect((await post(t, `/api/firms/${(await firmOf(t, buyer)).firm?.id}/invitations`, buyer, { email: `d${n}@example.com` })).status).toBe(201);
    expect((await post(t, `/api/firms/${(await firmOf(t, buyer)).firm?.id}/invitations`, buyer, { email: 'd4@example.com' })).status).toBe(409);
  });
});
