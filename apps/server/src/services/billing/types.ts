import type { Plan } from '@awc/domain';

/** A subscription as the provider reports it, mapped onto our `subscribers` row. */
export type MembershipState = {
  userId: string;
  provider: 'stripe' | 'demo';
  plan: Plan;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The end of the free trial while `status` is trialing; absent or null otherwise. */
  trialEnd?: Date | null;
  customerId: string | null;
  subscriptionId: string | null;
};

/** The stored subscription a self-service action starts from. */
export type StoredSubscription = {
  userId: string;
  plan: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt?: Date | null;
  provider: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
};

/** What a checkout starts with besides the plan. */
export type CheckoutOptions = {
  /** Days of free trial (0 = none), already checked against the one-trial-per-person rule. */
  trialDays?: number;
};

/**
 * What every payment provider does. Self-service calls return the provider's state after the
 * change, which is applied through the same path as webhook events (entitlements.ts).
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'demo';
  /** Where to send the browser to pay for `plan`. */
  startCheckout(user: { id: string; email: string }, plan: Plan, options?: CheckoutOptions): Promise<{ url: string }>;
  /** The provider's hosted billing page, or null when the account page is the only one (demo). */
  portalUrl(sub: StoredSubscription): Promise<string | null>;
  setCancelAtPeriodEnd(sub: StoredSubscription, cancel: boolean): Promise<MembershipState>;
  changePlan(sub: StoredSubscription, plan: Plan): Promise<MembershipState>;
  /** Ends the subscription at once (account deletion). */
  cancelNow(sub: StoredSubscription): Promise<void>;
}
