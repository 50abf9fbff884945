import { isPlan, type Plan, SUBSCRIPTION_INTENT_KEY } from '@awc/domain';

/** A plan chosen before signing in, kept in local storage under `subscriptionIntent` (spec §9). */
export const saveSubscriptionIntent = (plan: Plan) => {
  try {
    localStorage.setItem(SUBSCRIPTION_INTENT_KEY, plan);
  } catch {
    // storage blocked: the plan still travels in the URL and the verification link
  }
};

export const readSubscriptionIntent = (): Plan | null => {
  try {
    const v = localStorage.getItem(SUBSCRIPTION_INTENT_KEY);
    return isPlan(v) ? v : null;
  } catch {
    return null;
  }
};

export const clearSubscriptionIntent = () => {
  try {
    localStorage.removeItem(SUBSCRIPTION_INTENT_KEY);
  } catch {
    // ignore
  }
};
