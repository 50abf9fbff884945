import { BILLING_MESSAGES, isPlan, periodEndFrom, type Plan } from '@awc/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoCheckouts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { BillingProvider, CheckoutOptions, MembershipState, StoredSubscription } from './types.ts';

/** A demo checkout stays open this long. */
const DEMO_CHECKOUT_TTL_MS = 60 * 60_000;

/**
 * The provider of a fresh install: no card, no network. Its checkout is a clearly labeled page
 * of our own (/membership/checkout?plan=…&session=…) that completes or cancels the same flow, and
 * its "subscription" is only our `subscribers` row (decision 162).
 */
export class DemoProvider implements BillingProvider {
  readonly name = 'demo' as const;

  constructor(private readonly database: Database) {}

  async startCheckout(user: { id: string; email: string }, plan: Plan, options: CheckoutOptions = {}) {
    const id = `demo_cs_${newId()}`;
    await this.database.db.insert(demoCheckouts).values({
      id,
      userId: user.id,
      plan,
      trialDays: options.trialDays ?? 0,
      expiresAt: new Date(Date.now() + DEMO_CHECKOUT_TTL_MS),
    });
    return { url: `/membership/checkout?plan=${plan}&session=${encodeURIComponent(id)}` };
  }

  /** The user's own open checkout; another user's id is "not found". */
  async findCheckout(userId: string, id: string) {
    const [row] = await this.database.db
      .select()
      .from(demoCheckouts)
      .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', 'This checkout does not exist.');
    return row;
  }

  /** Marks the checkout finished once; a second completion of the same checkout is a no-op. */
  async closeCheckout(userId: string, id: string, outcome: 'complete' | 'canceled'): Promise<{ plan: Plan; changed: boolean; trialDays: number }> {
    const row = await this.findCheckout(userId, id);
    if (!isPlan(row.plan)) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.unknownPlan);
    const kept = { trialDays: row.trialDays };
    if (row.status !== 'open') return { plan: row.plan, changed: false, ...kept };
    if (row.expiresAt.getTime() < Date.now()) throw new AppError('CONFLICT', BILLING_MESSAGES.checkoutExpired);
    const updated = await this.database.db
      .update(demoCheckouts)
      .set({ status: outcome })
      .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.status, 'open')))
      .returning({ id: demoCheckouts.id });
    return { plan: row.plan, changed: updated.length > 0, ...kept };
  }

  /**
   * The subscription a completed demo checkout starts: trialing until the trial's end when it has
   * one (the trial pass then converts or lapses it, as Stripe would), else active for one period.
   */
  newSubscription(userId: string, plan: Plan, checkoutId: string, now = new Date(), trialDays = 0): MembershipState {
    const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * 86_400_000) : null;
    return {
      userId,
      provider: 'demo',
      plan,
      status: trialEnd ? 'trialing' : 'active',
      currentPeriodEnd: trialEnd ?? periodEndFrom(plan, now),
      trialEnd,
      cancelAtPeriodEnd: false,
      customerId: `demo_cus_${userId}`,
      subscriptionId: `demo_sub_${checkoutId}`,
    };
  }

  async portalUrl() {
    return null;
  }

  async setCancelAtPeriodEnd(sub: StoredSubscription, cancel: boolean) {
    return { ...this.stateOf(sub), cancelAtPeriodEnd: cancel };
  }

  async changePlan(sub: StoredSubscription, plan: Plan) {
    // As Stripe does when the interval changes: a new period starts today (see quotePlanChange).
    return { ...this.stateOf(sub), plan, currentPeriodEnd: periodEndFrom(plan, new Date()), cancelAtPeriodEnd: false };
  }

  async cancelNow() {
    // Nothing outside our database: the row goes with the account.
  }

  private stateOf(sub: StoredSubscription): MembershipState {
    return {
      userId: sub.userId,
      provider: 'demo',
      plan: isPlan(sub.plan) ? sub.plan : 'monthly',
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      trialEnd: sub.trialEndsAt ?? null,
      customerId: sub.providerCustomerId,
      subscriptionId: sub.providerSubscriptionId,
    };
  }
}
