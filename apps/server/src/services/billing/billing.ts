import { BILLING_MESSAGES, hasActiveSubscription, type Plan } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscribers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Deps } from '../../types.ts';
import { getSubscription } from '../accounts/subscription.ts';
import { handleFirmSubscriptionEvent } from '../firms/checkout.ts';
import { DemoProvider } from './demo-provider.ts';
import { applyMembershipState, recordEvent } from './entitlements.ts';
import { planPrices, stripeEnabled } from './settings.ts';
import { StripeProvider, WEBHOOK_TOLERANCE_SECONDS } from './stripe-provider.ts';
import { trialDaysFor, trialEligible, trialSettings } from './trials.ts';
import type { BillingProvider, StoredSubscription } from './types.ts';

type Providers = { demo: DemoProvider; stripe: StripeProvider | null };
const cache = new WeakMap<Deps, Providers>();

/** The providers of one server, built on first use (no module-level singleton). */
export const providersOf = (deps: Deps): Providers => {
  let p = cache.get(deps);
  if (!p) {
    p = {
      demo: new DemoProvider(deps.database),
      stripe: stripeEnabled(deps.env) ? new StripeProvider(deps.env, deps.database) : null,
    };
    cache.set(deps, p);
  }
  return p;
};

/**
 * Who takes new checkouts (BILLING_PROVIDER, decision 302): Stripe, the demo, or nobody (null).
 * Production never falls back to the free demo checkout.
 */
export const checkoutProvider = (deps: Deps): BillingProvider | null => {
  const p = providersOf(deps);
  if (deps.env.billingProvider === 'stripe') return p.stripe;
  if (deps.env.billingProvider === 'demo') return p.demo;
  return null;
};

/** The demo checkout exists only while the demo is the checkout provider. */
const demoCheckouts = (deps: Deps): DemoProvider => {
  if (deps.env.billingProvider !== 'demo') throw new AppError('NOT_FOUND', 'There is no such checkout.');
  return providersOf(deps).demo;
};

/** The provider that owns an existing subscription (a demo membership stays demo after Stripe is configured). */
const providerOfRow = (deps: Deps, provider: string): BillingProvider => {
  const p = providersOf(deps);
  if (provider === 'demo') return p.demo;
  if (provider === 'stripe' && p.stripe) return p.stripe;
  throw new AppError('SERVICE_UNAVAILABLE', 'Billing is not available right now. Please try again later.');
};

const storedSubscription = async (deps: Deps, userId: string): Promise<StoredSubscription | null> => {
  const [row] = await deps.database.db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row ?? null;
};

export const billingPlans = async (deps: Deps) => ({
  provider: (checkoutProvider(deps)?.name ?? 'none') as 'stripe' | 'demo' | 'none',
  prices: planPrices(deps.env),
  currency: 'usd' as const,
  // The trial each plan offers a newcomer (0 = none); whether this person may still have one is
  // decided at checkout (one trial per person).
  trialDays: await trialSettings(deps.database.db),
});

/** What the account's Billing tab shows. */
export const billingOverview = async (deps: Deps, user: { id: string; email: string }) => {
  const row = await storedSubscription(deps, user.id);
  return {
    ...(await billingPlans(deps)),
    subscription: await getSubscription(deps.database.db, user.id),
    subscriptionProvider: row?.provider ?? null,
    trialEligible: await trialEligible(deps.database.db, user),
  };
};

export const startCheckout = async (deps: Deps, user: { id: string; email: string }, plan: Plan) => {
  const current = await getSubscription(deps.database.db, user.id);
  if (current.isSubscribed) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyMember);
  // A failed renewal is fixed in the portal; a second subscription would charge twice once it recovers.
  if (current.status === 'past_due') throw new AppError('CONFLICT', BILLING_MESSAGES.paymentPastDue);
  const provider = checkoutProvider(deps);
  if (!provider) throw new AppError('CONFLICT', BILLING_MESSAGES.notOnSale);
  return provider.startCheckout(user, plan, { trialDays: await trialDaysFor(deps.database.db, user, plan) });
};

export const demoCheckoutDetails = async (deps: Deps, userId: string, id: string) => {
  const row = await demoCheckouts(deps).findCheckout(userId, id);
  return {
    id: row.id,
    plan: row.plan,
    trialDays: row.trialDays,
    status: row.status,
    expired: row.expiresAt.getTime() < Date.now(),
    price: planPrices(deps.env)[row.plan as Plan],
  };
};

/** The demo's "payment": completes the checkout and activates the membership once. */
export const completeDemoCheckout = async (deps: Deps, user: { id: string; email: string }, id: string) => {
  const demo = demoCheckouts(deps);
  const current = await getSubscription(deps.database.db, user.id);
  const { plan, changed, trialDays } = await demo.closeCheckout(user.id, id, 'complete');
  if (changed && !current.isSubscribed) {
    // Checked again: a trial started meanwhile from another checkout uses up this person's one.
    const trial = trialDays > 0 && (await trialEligible(deps.database.db, user)) ? trialDays : 0;
    await applyMembershipState(deps, demo.newSubscription(user.id, plan, id, new Date(), trial), {
      eventId: `demo:${id}`,
      eventType: 'checkout.completed',
      actor: user,
    });
  }
  return { redirect: '/auth?success=true' };
};

export const cancelDemoCheckout = async (deps: Deps, userId: string, id: string) => {
  await demoCheckouts(deps).closeCheckout(userId, id, 'canceled');
  return { redirect: '/membership' };
};

const activeRow = async (deps: Deps, userId: string) => {
  const row = await storedSubscription(deps, userId);
  if (!row || !hasActiveSubscription(row)) throw new AppError('CONFLICT', BILLING_MESSAGES.noMembership);
  return row;
};

export const setCancelAtPeriodEnd = async (deps: Deps, user: { id: string; email: string }, cancel: boolean) => {
  const row = await activeRow(deps, user.id);
  if (row.cancelAtPeriodEnd !== cancel) {
    const state = await providerOfRow(deps, row.provider).setCancelAtPeriodEnd(row, cancel);
    await applyMembershipState(deps, state, { eventType: cancel ? 'self-service.cancel' : 'self-service.resume', actor: user });
  }
  return getSubscription(deps.database.db, user.id);
};

export const changePlan = async (deps: Deps, user: { id: string; email: string }, plan: Plan) => {
  const row = await activeRow(deps, user.id);
  if (row.plan === plan) throw new AppError('CONFLICT', BILLING_MESSAGES.samePlan);
  // A switch restarts the period and charges at once, which would end the free trial early.
  if (row.status === 'trialing') throw new AppError('CONFLICT', BILLING_MESSAGES.switchDuringTrial);
  const state = await providerOfRow(deps, row.provider).changePlan(row, plan);
  await applyMembershipState(deps, state, { eventType: 'self-service.change-plan', actor: user });
  return getSubscription(deps.database.db, user.id);
};

/** The provider's billing page, or null for the demo (whose controls are the Billing tab itself). */
export const portalUrl = async (deps: Deps, userId: string) => {
  const row = await storedSubscription(deps, userId);
  if (!row) throw new AppError('CONFLICT', BILLING_MESSAGES.noMembership);
  return { url: await providerOfRow(deps, row.provider).portalUrl(row) };
};

/**
 * Stripe's success return (GET /api/billing/return?session_id=…): applies the paid checkout to the
 * signed-in user at once, then continues to the spec's /auth?success=true. Only the user's own
 * completed session counts; anything else just continues (the webhook remains the source of truth).
 */
export const returnFromCheckout = async (deps: Deps, userId: string | null, sessionId: string | undefined): Promise<string> => {
  const stripe = providersOf(deps).stripe;
  if (stripe && userId && sessionId && /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
    const state = await stripe.stateOfCheckout(sessionId, userId);
    if (state) await applyMembershipState(deps, state, { eventType: 'checkout.return' });
  }
  return '/auth?success=true';
};

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** The subscription an invoice belongs to, in both the current and the pre-2025 payload shapes. */
const subscriptionOfInvoice = (invoice: Stripe.Invoice): string | null => {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const v = fromParent ?? legacy ?? null;
  return typeof v === 'string' ? v : (v?.id ?? null);
};

/**
 * POST /api/billing/webhook: verifies the signature on the raw body (400 when missing, wrong or
 * older than 300 s), then applies the event once. Payloads only say *which* subscription changed:
 * its state is re-read from Stripe, so order and repetition do not matter.
 */
export const handleStripeWebhook = async (deps: Deps, rawBody: string, signature: string | undefined) => {
  const stripe = providersOf(deps).stripe;
  if (!stripe || !deps.env.STRIPE_WEBHOOK_SECRET) throw new AppError('NOT_FOUND', 'Billing webhooks are not configured.');
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = stripe.stripe.webhooks.constructEvent(rawBody, signature, deps.env.STRIPE_WEBHOOK_SECRET, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
  }
  if (!HANDLED.has(event.type)) {
    await recordEvent(deps, event.id, 'stripe', event.type);
    return { received: true };
  }
  let subscriptionId: string | null = null;
  let userHint: string | null = null;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
    userHint = session.client_reference_id ?? null;
  } else if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    subscriptionId = sub.id;
    userHint = sub.metadata?.user_id ?? null;
  } else {
    subscriptionId = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
  }
  // A firm's subscription (issue 26) goes to its firm; any other to a member, as before.
  if (subscriptionId) {
    const firm = await handleFirmSubscriptionEvent(deps, event, subscriptionId);
    if (firm) return firm;
  }
  const state = subscriptionId ? await stripe.fetchState(subscriptionId, userHint) : null;
  if (!state) {
    await recordEvent(deps, event.id, 'stripe', event.type);
    return { received: true };
  }
  const result = await applyMembershipState(deps, state, {
    eventId: event.id,
    eventType: event.type,
    extraKinds: event.type === 'invoice.payment_failed' ? ['payment_failed'] : [],
  });
  return { received: true, duplicate: result.duplicate };
};

/**
 * Account deletion cancels the subscription at the provider first; if that fails the deletion
 * stops (the user is not left paying for a deleted account). Admins' test memberships included.
 */
export const registerBillingHooks = (deps: Deps) => {
  deps.hooks.beforeUserDelete.push(async (user) => {
    const row = await storedSubscription(deps, user.id);
    if (!row || ['canceled', 'incomplete_expired'].includes(row.status)) return;
    await providerOfRow(deps, row.provider).cancelNow(row);
    deps.log.info({ userId: user.id, provider: row.provider }, 'subscription canceled before account deletion');
  });
};
