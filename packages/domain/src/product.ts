/** Names and constants that describe the product itself (not the spec's business rules). */
export const PRODUCT_NAME = 'Attorney Wealth Collective';
export const PRODUCT_SHORT_NAME = 'AWC';
export const PRODUCT_TAGLINE = 'Financial education built for attorneys';

/** The header turns translucent after 64 px of scrolling; a sign-in without a `from` path lands on the dashboard (spec §9). */
export const HEADER_TRANSLUCENT_AFTER_PX = 64;
export const DEFAULT_POST_LOGIN_PATH = '/dashboard';

/** Client queries: no refetch on window focus, two retries, 10 s fresh, back-off from 1 s to 30 s (spec §7). */
export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  retries: 2,
  staleTimeMs: 10_000,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
} as const;

/** Retry delay for attempt n (0-based): doubling from 1 s, capped at 30 s. */
export const queryRetryDelay = (attempt: number): number => Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attempt, QUERY_DEFAULTS.retryMaxDelayMs);

/** Spec §8: the auth service's 502, 503 and 504 are retryable; the API client applies it to every call. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Membership plans (spec: `monthly` | `annual`). Prices are settings on the server; these are the defaults. */
export const PLANS = ['monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];
export const isPlan = (value: unknown): value is Plan => value === 'monthly' || value === 'annual';
export const DEFAULT_PLAN_PRICES_USD: Record<Plan, number> = { monthly: 39, annual: 390 };

/** Footer newsletter check (spec §5): non-space, @, non-space, dot, non-space. No form library. */
export const NEWSLETTER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
