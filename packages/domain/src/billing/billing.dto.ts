import type { Plan } from '../product.ts';

/**
 * A member's subscription as the API answers it (`GET /api/subscription` and the billing actions
 * that change it). The server's subscription service returns it and the web app reads it, so both
 * sides change together.
 */
export type SubscriptionDto = {
  isSubscribed: boolean;
  status: string | null;
  /** Null without a subscription, and for a plan this build does not know. */
  plan: Plan | null;
  memberSince: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /**
   * The firm whose seat the person holds (issue 26), whether or not it is what grants access now;
   * absent from the answers of the Billing tab's actions, which concern the person's own plan only.
   */
  firm?: { id: string; name: string; active: boolean } | null;
  /** While the status is trialing: when the free trial ends and the first charge is due. */
  trialEndsAt?: string | null;
};
