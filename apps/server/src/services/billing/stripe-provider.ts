import type { Plan } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { billingCustomers, subscribers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/errors.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { planOfStripePrice, stripePriceId } from './settings.ts';
import type { BillingProvider, CheckoutOptions, MembershipState, StoredSubscription } from './types.ts';

/** Webhook signatures older than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The SDK took ~0.35 s to load: it loads when Stripe is configured and first used, not with every
 * server (decision 289). Required synchronously, so the provider's constructor stays synchronous.
 */
const stripeSdk = lazyRequire<typeof Stripe>('stripe');

/** The official SDK, pointed at STRIPE_API_URL when set (a local stand-in in tests). */
export const createStripeClient = (env: Env): Stripe => {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'attorney-wealth-collective' } };
  if (env.STRIPE_API_URL) {
    const u = new URL(env.STRIPE_API_URL);
    options.host = u.hostname;
    options.port = u.port || (u.protocol === 'https:' ? 443 : 80);
    options.protocol = u.protocol === 'https:' ? 'https' : 'http';
  }
  const StripeSdk = stripeSdk();
  return new StripeSdk(env.STRIPE_SECRET_KEY as string, options);
};

const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * Stripe Checkout (subscription mode) and the Customer Portal. Entitlements are never taken from
 * a webhook payload as such: every event makes us re-read the subscription, so events in any
 * order and any number of times converge on Stripe's current state (decision 161).
 */
export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(
    private readonly env: Env,
    private readonly database: Database,
  ) {
    this.stripe = createStripeClient(env);
  }

  /** The user's Stripe customer, created once and reused for every checkout. */
  async customerFor(user: { id: string; email: string }): Promise<string> {
    const db = this.database.db;
    const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    if (existing) return existing.customerId;
    const customer = await this.stripe.customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      { idempotencyKey: `awc-customer-${user.id}` },
    );
    await db.insert(billingCustomers).values({ userId: user.id, provider: 'stripe', customerId: customer.id }).onConflictDoNothing();
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    return row?.customerId ?? customer.id;
  }

  async startCheckout(user: { id: string; email: string }, plan: Plan, options: CheckoutOptions = {}) {
    const customer = await this.customerFor(user);
    const trialDays = options.trialDays ?? 0;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: stripePriceId(this.env, plan), quantity: 1 }],
      subscription_data: {
        metadata: { user_id: user.id, plan },
        // Stripe keeps the subscription trialing until then and charges at the end (or cancels it
        // when the member canceled during the trial); we follow by webhook.
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
      },
      metadata: { user_id: user.id, plan },
      // Back through our server, which reads the result at once (the webhook may come later).
      success_url: `${this.env.PUBLIC_URL}/api/billing/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.env.PUBLIC_URL}/membership`,
    });
    if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'We could not start the checkout. Please try again.');
    return { url: session.url };
  }

  async portalUrl(sub: StoredSubscription) {
    if (!sub.providerCustomerId) return null;
    const portal = await this.stripe.billingPortal.sessions.create({
      customer: sub.providerCustomerId,
      return_url: `${this.env.PUBLIC_URL}/account?tab=billing`,
    });
    return portal.url;
  }

  async setCancelAtPeriodEnd(sub: StoredSubscription, cancel: boolean) {
    const updated = await this.stripe.subscriptions.update(this.subId(sub), { cancel_at_period_end: cancel });
    return this.toState(updated, sub.userId);
  }

  async changePlan(sub: StoredSubscription, plan: Plan) {
    const current = await this.stripe.subscriptions.retrieve(this.subId(sub));
    const item = current.items.data[0];
    if (!item) throw new AppError('CONFLICT', 'This subscription has no plan to change.');
    const updated = await this.stripe.subscriptions.update(current.id, {
      items: [{ id: item.id, price: stripePriceId(this.env, plan) }],
      // Unused time is credited and the new price charged pro rata (see describePlanChange).
      proration_behavior: 'always_invoice',
      cancel_at_period_end: false,
    });
    return this.toState(updated, sub.userId);
  }

  async cancelNow(sub: StoredSubscription) {
    try {
      await this.stripe.subscriptions.cancel(this.subId(sub));
    } catch (err) {
      // Already gone at Stripe: nothing left to cancel.
      if (err instanceof stripeSdk().errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
      throw err;
    }
  }

  /** The subscription a completed Checkout Session of this user started, or null (not theirs, not paid). */
  async stateOfCheckout(sessionId: string, userId: string): Promise<MembershipState | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      if (err instanceof stripeSdk().errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw err;
    }
    const subscriptionId = idOf(session.subscription);
    if (session.client_reference_id !== userId || session.status !== 'complete' || !subscriptionId) return null;
    return this.fetchState(subscriptionId, userId);
  }

  /** Stripe's current state of a subscription, or null when it cannot be tied to a user. */
  async fetchState(subscriptionId: string, userIdHint: string | null): Promise<MembershipState | null> {
    let sub: Stripe.Subscription;
    try {
      sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    } catch (err) {
      // Stripe does not know it (another account's or test-mode data): retrying would never help.
      if (err instanceof stripeSdk().errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw err;
    }
    const userId = userIdHint ?? sub.metadata?.user_id ?? (await this.userOfCustomer(idOf(sub.customer), sub.id));
    if (!userId) return null;
    return this.toState(sub, userId);
  }

  private async userOfCustomer(customerId: string | null, subscriptionId: string): Promise<string | null> {
    const db = this.database.db;
    if (customerId) {
      const [c] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
      if (c) return c.userId;
    }
    const [s] = await db.select({ userId: subscribers.userId }).from(subscribers).where(eq(subscribers.providerSubscriptionId, subscriptionId));
    return s?.userId ?? null;
  }

  toState(sub: Stripe.Subscription, userId: string): MembershipState {
    const item = sub.items?.data?.[0];
    const plan = planOfStripePrice(this.env, item?.price?.id) ?? (sub.metadata?.plan === 'annual' ? 'annual' : 'monthly');
    // Since API version 2025-03-31 the period lives on the item; older payloads have it on the subscription.
    const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
    const end = item?.current_period_end ?? legacy ?? null;
    return {
      userId,
      provider: 'stripe',
      plan,
      status: sub.status,
      currentPeriodEnd: end ? new Date(end * 1000) : null,
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      trialEnd: sub.status === 'trialing' && sub.trial_end ? new Date(sub.trial_end * 1000) : null,
      customerId: idOf(sub.customer),
      subscriptionId: sub.id,
    };
  }

  private subId(sub: StoredSubscription): string {
    if (!sub.providerSubscriptionId) throw new AppError('CONFLICT', 'You do not have a membership to change.');
    return sub.providerSubscriptionId;
  }
}
