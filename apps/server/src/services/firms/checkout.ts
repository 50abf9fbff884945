import { FIRM_MESSAGES, type FirmCheckoutInput, termEnd } from '@awc/domain';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingEvents, firmDemoCheckouts, firmMembers, firms, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { providersOf } from '../billing/billing.ts';
import { type Actor, type FirmRow, lockFirm, summaryOf } from './firms.ts';

/** A demo firm checkout stays open this long (as a member's demo checkout does). */
const DEMO_CHECKOUT_TTL_MS = 60 * 60_000;
/** A firm's subscription runs a year at a time (one yearly price per seat). */
const FIRM_TERM_MONTHS = 12;
const GRANTS = new Set(['active', 'trialing']);

/** A firm subscription as the provider reports it: the seat count is its quantity. */
export type FirmState = {
  firmId: string;
  status: string;
  seats: number;
  currentPeriodEnd: Date | null;
  customerId: string | null;
  subscriptionId: string;
};

export const firmSeatPrice = (deps: Deps) => deps.env.FIRM_SEAT_PRICE_ANNUAL_USD;

/** Who sells firm seats now: the demo, Stripe when it has a per-seat price, or nobody. */
const firmSeller = (deps: Deps): 'demo' | 'stripe' | null => {
  if (deps.env.billingProvider === 'demo') return 'demo';
  if (deps.env.billingProvider === 'stripe' && providersOf(deps).stripe && deps.env.STRIPE_PRICE_FIRM_SEAT) return 'stripe';
  return null;
};

export const firmCheckoutOffer = (deps: Deps) => ({ provider: firmSeller(deps) ?? 'none', seatPriceAnnual: firmSeatPrice(deps) });

/**
 * Writes the provider's state of a firm subscription onto the firm, once per event id (recorded in
 * billing_events in the same transaction), behind the firm's lock. Every Stripe event makes us re-read
 * the subscription, so events in any order or number end on Stripe's current state; an older
 * subscription's end never overwrites a newer one that still grants access.
 */
export const applyFirmState = async (deps: Deps, next: FirmState, meta: { eventId?: string; eventType: string; actor?: Actor | null }) =>
  deps.database.db.transaction(async (tx) => {
    if (meta.eventId) {
      const inserted = await tx
        .insert(billingEvents)
        .values({ id: meta.eventId, provider: next.subscriptionId.startsWith('demo_') ? 'demo' : 'stripe', type: meta.eventType })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (!inserted.length) return { duplicate: true };
    }
    const [exists] = await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, next.firmId));
    if (!exists) return { duplicate: false };
    const firm = await lockFirm(tx, next.firmId);
    const stale =
      firm.providerSubscriptionId && firm.providerSubscriptionId !== next.subscriptionId && GRANTS.has(firm.status) && !GRANTS.has(next.status);
    if (stale) return { duplicate: false };
    const changed =
      firm.status !== next.status ||
      firm.seats !== next.seats ||
      (firm.currentPeriodEnd?.getTime() ?? null) !== (next.currentPeriodEnd?.getTime() ?? null) ||
      firm.providerSubscriptionId !== next.subscriptionId;
    if (!changed) return { duplicate: false };
    await tx
      .update(firms)
      .set({
        status: next.status,
        seats: next.seats,
        currentPeriodEnd: next.currentPeriodEnd,
        providerSubscriptionId: next.subscriptionId,
        providerCustomerId: next.customerId ?? firm.providerCustomerId,
        updatedAt: new Date(),
      })
      .where(eq(firms.id, firm.id));
    await audit(tx, {
      actor: meta.actor ?? null,
      action: 'firm.subscription',
      target: firm.id,
      details: {
        from: { status: firm.status, seats: firm.seats },
        to: { status: next.status, seats: next.seats },
        event: meta.eventId ?? meta.eventType,
      },
    });
    return { duplicate: false };
  });

/**
 * The buyer's firm to check out: a new one, or their own unfinished one (a checkout left halfway is
 * started again rather than leaving them stuck). They are its admin and hold no seat (decision 435).
 */
const firmForCheckout = async (deps: Deps, buyer: Actor, input: FirmCheckoutInput, source: 'demo' | 'stripe'): Promise<FirmRow> =>
  deps.database.db.transaction(async (tx) => {
    const [mine] = await tx.select().from(firmMembers).where(eq(firmMembers.userId, buyer.id));
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, buyer.id));
    if (mine) {
      const firm = await lockFirm(tx, mine.firmId);
      if (mine.role !== 'admin' || firm.status !== 'incomplete') throw new AppError('CONFLICT', FIRM_MESSAGES.alreadyInFirm);
      const [updated] = await tx
        .update(firms)
        .set({ name: input.name, seats: input.seats, source, updatedAt: new Date() })
        .where(eq(firms.id, firm.id))
        .returning();
      await audit(tx, { actor: buyer, action: 'firm.checkout.start', target: firm.id, details: { seats: input.seats, provider: source } });
      return updated as FirmRow;
    }
    const id = newId();
    const [firm] = await tx
      .insert(firms)
      .values({
        id,
        name: input.name,
        seats: input.seats,
        status: 'incomplete',
        currentPeriodEnd: null,
        source,
        billingContactName: me?.name || buyer.email,
        billingContactEmail: buyer.email.toLowerCase(),
        createdBy: buyer.id,
      })
      .returning();
    await tx.insert(firmMembers).values({ firmId: id, userId: buyer.id, role: 'admin', holdsSeat: false });
    await audit(tx, { actor: buyer, action: 'firm.checkout.start', target: id, details: { seats: input.seats, provider: source } });
    return firm as FirmRow;
  });

/** POST /api/firms/checkout: where to send the buyer to pay for `seats` seats. */
export const startFirmCheckout = async (deps: Deps, buyer: Actor, input: FirmCheckoutInput): Promise<{ url: string }> => {
  const seller = firmSeller(deps);
  if (!seller) throw new AppError('CONFLICT', FIRM_MESSAGES.notOnSale);
  const firm = await firmForCheckout(deps, buyer, input, seller);
  if (seller === 'demo') {
    const id = `demo_fcs_${newId()}`;
    await deps.database.db
      .insert(firmDemoCheckouts)
      .values({ id, firmId: firm.id, userId: buyer.id, seats: input.seats, expiresAt: new Date(Date.now() + DEMO_CHECKOUT_TTL_MS) });
    return { url: `/account?tab=firm&checkout=${encodeURIComponent(id)}` };
  }
  const stripe = providersOf(deps).stripe?.stripe as Stripe;
  // The firm's own customer (not the buyer's personal one), so its invoices name the firm and no
  // firm event can ever be taken for the buyer's own membership.
  let customer = firm.providerCustomerId;
  if (!customer) {
    const created = await stripe.customers.create(
      { email: buyer.email, name: input.name, metadata: { firm_id: firm.id } },
      { idempotencyKey: `awc-firm-customer-${firm.id}` },
    );
    customer = created.id;
    await deps.database.db.update(firms).set({ providerCustomerId: customer }).where(eq(firms.id, firm.id));
  }
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: [{ price: deps.env.STRIPE_PRICE_FIRM_SEAT as string, quantity: input.seats }],
    subscription_data: { metadata: { firm_id: firm.id } },
    metadata: { firm_id: firm.id },
    success_url: `${deps.env.PUBLIC_URL}/api/firms/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${deps.env.PUBLIC_URL}/account?tab=firm`,
  });
  if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'We could not start the checkout. Please try again.');
  return { url: session.url };
};

/** Stripe's subscription as a firm's state, or null when it is not a firm's. */
export const firmStateOf = (sub: Stripe.Subscription): FirmState | null => {
  const firmId = sub.metadata?.firm_id;
  if (!firmId) return null;
  const item = sub.items?.data?.[0];
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const end = item?.current_period_end ?? legacy ?? null;
  return {
    firmId,
    status: sub.status,
    seats: Math.max(0, item?.quantity ?? 1),
    currentPeriodEnd: end ? new Date(end * 1000) : null,
    customerId: typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null),
    subscriptionId: sub.id,
  };
};

const retrieve = async (stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription | null> => {
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (err) {
    if ((err as { code?: string }).code === 'resource_missing') return null;
    throw err;
  }
};

/**
 * A webhook event about a firm's subscription (its metadata names the firm): applied to the firm
 * and answered; null for any other subscription, which the members' path handles as before.
 */
export const handleFirmSubscriptionEvent = async (deps: Deps, event: { id: string; type: string }, subscriptionId: string) => {
  const stripe = providersOf(deps).stripe?.stripe;
  if (!stripe) return null;
  const sub = await retrieve(stripe, subscriptionId);
  const state = sub ? firmStateOf(sub) : null;
  if (!state) return null;
  const result = await applyFirmState(deps, state, { eventId: event.id, eventType: event.type });
  return { received: true, duplicate: result.duplicate };
};

/** Stripe's success return for a firm: applies the paid checkout at once when it is the buyer's, then the firm tab. */
export const returnFromFirmCheckout = async (deps: Deps, userId: string | null, sessionId: string | undefined): Promise<string> => {
  const stripe = providersOf(deps).stripe?.stripe;
  if (stripe && userId && sessionId && /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
    let session: Stripe.Checkout.Session | null = null;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      if ((err as { code?: string }).code !== 'resource_missing') throw err;
    }
    const firmId = session?.metadata?.firm_id;
    const subscriptionId = typeof session?.subscription === 'string' ? session.subscription : (session?.subscription?.id ?? null);
    if (session?.status === 'complete' && firmId && subscriptionId) {
      const [mine] = await deps.database.db
        .select()
        .from(firmMembers)
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId), eq(firmMembers.role, 'admin')));
      const sub = mine ? await retrieve(stripe, subscriptionId) : null;
      const state = sub ? firmStateOf(sub) : null;
      if (state && state.firmId === firmId) await applyFirmState(deps, state, { eventType: 'checkout.return' });
    }
  }
  return '/account?tab=firm';
};

const demoCheckout = async (deps: Deps, userId: string, id: string) => {
  if (deps.env.billingProvider !== 'demo') throw new AppError('NOT_FOUND', 'There is no such checkout.');
  const [row] = await deps.database.db
    .select()
    .from(firmDemoCheckouts)
    .where(and(eq(firmDemoCheckouts.id, id), eq(firmDemoCheckouts.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'This checkout does not exist.');
  return row;
};

export const firmDemoCheckoutDetails = async (deps: Deps, userId: string, id: string) => {
  const row = await demoCheckout(deps, userId, id);
  const [firm] = await deps.database.db.select({ name: firms.name }).from(firms).where(eq(firms.id, row.firmId));
  return {
    id: row.id,
    firmName: firm?.name ?? '',
    seats: row.seats,
    status: row.status,
    expired: row.expiresAt.getTime() < Date.now(),
    seatPriceAnnual: firmSeatPrice(deps),
  };
};

/**
 * The demo's "payment" for a firm: closes the checkout once and activates the firm for a year with
 * its seats, through the same `applyFirmState` as Stripe's events (event id `demo:<checkout id>`).
 */
export const closeFirmDemoCheckout = async (deps: Deps, user: Actor, id: string, outcome: 'complete' | 'canceled') => {
  const row = await demoCheckout(deps, user.id, id);
  if (row.status === 'open') {
    if (row.expiresAt.getTime() < Date.now()) throw new AppError('CONFLICT', 'This checkout has expired. Please start again.');
    const updated = await deps.database.db
      .update(firmDemoCheckouts)
      .set({ status: outcome })
      .where(and(eq(firmDemoCheckouts.id, id), eq(firmDemoCheckouts.status, 'open')))
      .returning({ id: firmDemoCheckouts.id });
    if (updated.length && outcome === 'complete') {
      await applyFirmState(
        deps,
        {
          firmId: row.firmId,
          status: 'active',
          seats: row.seats,
          currentPeriodEnd: termEnd(FIRM_TERM_MONTHS, new Date()),
          customerId: null,
          subscriptionId: `demo_firm_sub_${id}`,
        },
        { eventId: `demo:${id}`, eventType: 'checkout.completed', actor: user },
      );
    }
  }
  const [firm] = await deps.database.db.select().from(firms).where(eq(firms.id, row.firmId));
  return { redirect: '/account?tab=firm', firm: firm ? await summaryOf(deps.database.db, firm) : null };
};
