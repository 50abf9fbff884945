import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingEvents, subscribers } from '../src/db/schema/index.ts';
import type { TestApp } from '../test/helpers.ts';
import { StripeStandIn } from '../test/stripe-stand-in.ts';
import { createActor, createProductionApp } from './harness.ts';

/**
 * Issue 17 item 9: a signed Stripe event that points an existing subscription at another user hit
 * the unique index `subscribers_provider_subscription_idx` and answered 500, so Stripe retried it
 * forever. It answers 200, changes no membership, and leaves a record for an administrator.
 */
const WEBHOOK_SECRET = 'whsec_security_suite_conflict';
const signer = new Stripe('sk_test_signer');

describe('a Stripe event pointing a subscription at another account (production settings)', () => {
  const standIn = new StripeStandIn('price_annual_test');
  let t: TestApp;
  beforeAll(async () => {
    const url = await standIn.start();
    t = await createProductionApp({
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_PRICE_ANNUAL: 'price_annual_test',
      STRIPE_API_URL: url,
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  const post = (event: unknown) => {
    const payload = JSON.stringify(event);
    return t.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload,
    });
  };

  it('answers 200, leaves both accounts as they were, and records the conflict once', async () => {
    const owner = await createActor(t);
    const other = await createActor(t);
    const checkout = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: owner.cookie }, json: { plan: 'annual' } });
    expect(checkout.status).toBe(200);
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop() as string;
    const { session, subscription } = standIn.completeCheckout(sessionId);
    expect((await post(standIn.event('checkout.session.completed', session))).status).toBe(200);

    // On Stripe's side the subscription is now said to belong to the other account.
    const stored = standIn.subscriptions.get(subscription.id);
    if (!stored) throw new Error('no subscription at the stand-in');
    stored.metadata = { ...stored.metadata, user_id: other.id };
    const event = standIn.event('customer.subscription.updated', stored);
    expect((await post(event)).status).toBe(200);
    expect((await post(event)).status).toBe(200);

    const rows = await t.database.db.select().from(subscribers);
    expect(rows.find((r) => r.userId === owner.id)?.providerSubscriptionId).toBe(subscription.id);
    expect(rows.find((r) => r.userId === other.id)).toBeUndefined();
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(1);
    const conflicts = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'billing.conflict'), eq(auditLog.target, other.id)));
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.details).toMatchObject({ subscription: subscription.id, heldBy: owner.id });
  });
});
