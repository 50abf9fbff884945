import { BILLING_MESSAGES } from '@awc/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { providersOf } from '../src/services/billing/billing.ts';
import { getSubscription } from '../src/services/accounts/subscription.ts';
import type { TestApp } from '../test/helpers.ts';
import { createActor, createProductionApp } from './harness.ts';

/**
 * Issue 17 item 3: without Stripe settings, production must not hand out memberships through the
 * demo checkout. The demo runs in production only when BILLING_PROVIDER=demo says so.
 */
describe('billing without a provider in production', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('checkout says membership is not on sale, and no demo checkout completes', async () => {
    t = await createProductionApp();
    const app = t;
    const user = await createActor(app);
    const plans = (await (await app.request('/api/billing/plans')).json()) as { provider: string };
    expect(plans.provider).toBe('none');

    const checkout = await app.request('/api/billing/checkout', { method: 'POST', json: { plan: 'annual' }, headers: { cookie: user.cookie } });
    expect(checkout.status).toBe(409);
    expect(((await checkout.json()) as { message: string }).message).toBe(BILLING_MESSAGES.notOnSale);

    // Even a demo checkout row (as an older version would have created) cannot be completed.
    const { url } = await providersOf(app.deps).demo.startCheckout(user, 'annual');
    const id = new URL(url, 'https://x').searchParams.get('session') ?? '';
    for (const path of [`/api/billing/demo-checkout/${id}/complete`, `/api/billing/demo-checkout/${id}/cancel`]) {
      const res = await app.request(path, { method: 'POST', headers: { cookie: user.cookie } });
      expect(res.status).toBe(404);
    }
    expect((await app.request(`/api/billing/demo-checkout/${id}`, { headers: { cookie: user.cookie } })).status).toBe(404);
    expect((await getSubscription(app.database.db, user.id)).isSubscribed).toBe(false);
  });

  it('BILLING_PROVIDER=demo turns the demo checkout on explicitly', async () => {
    t = await createProductionApp({ BILLING_PROVIDER: 'demo' });
    const app = t;
    const user = await createActor(app);
    const checkout = await app.request('/api/billing/checkout', { method: 'POST', json: { plan: 'monthly' }, headers: { cookie: user.cookie } });
    expect(checkout.status).toBe(200);
    const id = new URL(((await checkout.json()) as { url: string }).url, 'https://x').searchParams.get('session') ?? '';
    expect((await app.request(`/api/billing/demo-checkout/${id}/complete`, { method: 'POST', headers: { cookie: user.cookie } })).status).toBe(200);
    expect((await getSubscription(app.database.db, user.id)).isSubscribed).toBe(true);
  });

  it('the provider defaults: demo on a laptop, none in production, stripe with a key; stripe needs the key', () => {
    const base = { SESSION_SECRET: 's'.repeat(40) };
    expect(loadEnv({ ...base }).billingProvider).toBe('demo');
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).billingProvider).toBe('none');
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_ANNUAL: 'price_a' };
    expect(loadEnv({ ...base, NODE_ENV: 'production', ...stripe }).billingProvider).toBe('stripe');
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', BILLING_PROVIDER: 'stripe' })).toThrow(/BILLING_PROVIDER: is stripe but STRIPE_SECRET_KEY is not set/);
  });
});
