import { SUBSCRIPTION_CACHE_KEY, SUBSCRIPTION_CACHE_TTL_MS, SUBSCRIPTION_CACHE_VERSION } from '@awc/domain';
import type { SubscriptionStatusView } from './auth-api.ts';

/**
 * Spec §9: the subscription status cached per user in session storage, valid 2 minutes, version 2,
 * ignored when the user id differs.
 */
export type CachedSubscription = SubscriptionStatusView & { timestamp: number; version: number; userId: string };

export const readSubscriptionCache = (userId: string, now = Date.now()): SubscriptionStatusView | null => {
  try {
    const raw = sessionStorage.getItem(SUBSCRIPTION_CACHE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedSubscription;
    if (cached.version !== SUBSCRIPTION_CACHE_VERSION || cached.userId !== userId || now - cached.timestamp > SUBSCRIPTION_CACHE_TTL_MS) return null;
    const { timestamp: _t, version: _v, userId: _u, ...view } = cached;
    return view;
  } catch {
    return null;
  }
};

export const writeSubscriptionCache = (userId: string, view: SubscriptionStatusView, now = Date.now()) => {
  try {
    const entry: CachedSubscription = { ...view, timestamp: now, version: SUBSCRIPTION_CACHE_VERSION, userId };
    sessionStorage.setItem(SUBSCRIPTION_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // storage full or blocked: the cache is only an optimization
  }
};

export const clearSubscriptionCache = () => {
  try {
    sessionStorage.removeItem(SUBSCRIPTION_CACHE_KEY);
  } catch {
    // ignore
  }
};
