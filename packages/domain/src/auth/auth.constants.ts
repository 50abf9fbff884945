/** Spec §9 and §4 constants of accounts, guards and the client caches. */
import { isPlan } from '../product.ts';

export const AUTH_LOADING_SAFETY_TIMEOUT_MS = 5_000;
export const DEMO_LOGIN_DELAY_MS = 1_500;
export const SIGN_IN_PASSWORD_MIN = 6;
export const SIGN_UP_PASSWORD_MIN = 8;
export const NAME_MIN = 2;
/** Longest password accepted (argon2 copes with more; this bounds the work per request). */
export const PASSWORD_MAX = 128;

/** Local-storage key of a plan chosen before sign-in. */
export const SUBSCRIPTION_INTENT_KEY = 'subscriptionIntent';

/** Client subscription cache (spec §9): per user, session storage, 2 minutes, version 2. */
export const SUBSCRIPTION_CACHE_KEY = 'subscriptionStatus';
export const SUBSCRIPTION_CACHE_TTL_MS = 2 * 60_000;
export const SUBSCRIPTION_CACHE_VERSION = 2;

/** Route guard (spec §4): retry timeout min(2000 × 1.5^retry, 10000) ms; more than 3 retries → timeout. */
export const ROUTE_GUARD_MAX_RETRIES = 3;
export const routeGuardRetryTimeout = (retry: number): number => Math.min(2000 * 1.5 ** retry, 10_000);

/** Simple guards (spec §4): 3000 ms plus 1000 ms per attempt; failed after 3 attempts. */
export const SIMPLE_GUARD_MAX_ATTEMPTS = 3;
export const simpleGuardTimeout = (attempt: number): number => 3_000 + 1_000 * attempt;

/** Sessions (see docs/decisions): remembered sessions idle out after 14 days and end after 30. */
export const SESSION_IDLE_DAYS = 14;
export const SESSION_ABSOLUTE_DAYS = 30;
/** A session without "Remember me" lives in a browser-session cookie and ends after 12 hours. */
export const SESSION_UNREMEMBERED_HOURS = 12;

/** Per-account throttle of password checks. */
export const SIGN_IN_FAILURES_PER_WINDOW = 10;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

export const DIRECTORY_VISIBILITIES = ['members', 'hidden'] as const;
export type DirectoryVisibility = (typeof DIRECTORY_VISIBILITIES)[number];

export const PRACTICE_SETTINGS = ['BigLaw', 'Midsize', 'Small', 'Government', 'PublicInterest', 'InHouse'] as const;
export type PracticeSetting = (typeof PRACTICE_SETTINGS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscriber has access when the status is active or trialing and the period has not ended. */
export const hasActiveSubscription = (
  s: { status: string; currentPeriodEnd: Date | string | null } | null | undefined,
  now: Date = new Date(),
): boolean => {
  if (!s) return false;
  if (s.status !== 'active' && s.status !== 'trialing') return false;
  if (s.currentPeriodEnd === null) return true;
  return new Date(s.currentPeriodEnd).getTime() > now.getTime();
};

/** A profile is complete when first name, last name and headline are all filled (spec §4). */
export const isProfileComplete = (p: { firstName?: string | null; lastName?: string | null; headline?: string | null } | null | undefined): boolean =>
  Boolean(p?.firstName?.trim() && p.lastName?.trim() && p.headline?.trim());

/** What a complete profile still lacks, in the order the dashboard lists it. */
export const missingProfileFields = (
  p: { firstName?: string | null; lastName?: string | null; headline?: string | null } | null | undefined,
): string[] => {
  const missing: string[] = [];
  if (!p?.firstName?.trim()) missing.push('First name');
  if (!p?.lastName?.trim()) missing.push('Last name');
  if (!p?.headline?.trim()) missing.push('Headline');
  return missing;
};

/** Google name fallback (spec §5): given_name/family_name, else the full name split at the first space. */
export const namesFromProvider = (p: {
  given_name?: string | null;
  family_name?: string | null;
  name?: string | null;
}): { firstName: string; lastName: string } => {
  if (p.given_name || p.family_name) return { firstName: (p.given_name ?? '').trim(), lastName: (p.family_name ?? '').trim() };
  const full = (p.name ?? '').trim();
  const i = full.indexOf(' ');
  return i === -1 ? { firstName: full, lastName: '' } : { firstName: full.slice(0, i).trim(), lastName: full.slice(i + 1).trim() };
};

/** Only same-site paths may be used as a post-login destination (no open redirect). */
export const safeInternalPath = (value: string | null | undefined, fallback = '/dashboard'): string => {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
};

/**
 * Where a visitor asking for a signed-in page is sent: the sign-in page, told in its query string
 * where to return, so a reload of the sign-in page or a server redirect keeps it (the browser's
 * guards and the server's use this one answer). Checkout is the exception: a chosen plan goes back
 * to checkout after sign-in by itself, so only the plan is carried.
 */
export const signInPath = (page: { pathname: string; search?: string; hash?: string }): string => {
  const search = page.search ?? '';
  if (page.pathname === '/membership/checkout') {
    // The domain runs without the DOM's URLSearchParams; a plan is one plain word.
    const plan = /[?&]plan=([a-z]+)(?:&|$)/.exec(search)?.[1];
    if (isPlan(plan)) return `/auth?plan=${plan}`;
  }
  return `/auth?from=${encodeURIComponent(`${page.pathname}${search}${page.hash ?? ''}`)}`;
};
