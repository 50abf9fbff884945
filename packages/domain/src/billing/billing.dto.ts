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
};
