import { isPlan, type Plan } from '../product.ts';

/** Texts of the membership and billing screens (spec §8 where it has them; ours where it is silent). */
export const BILLING_MESSAGES = {
  unknownPlan: 'That plan does not exist. Choose the monthly or the annual membership.',
  alreadyMember: 'You already have an active membership.',
  noMembership: 'You do not have a membership to change.',
  paymentPastDue: 'Your last payment failed. Update your payment method from the Billing tab of your account instead of starting a new membership.',
  samePlan: 'You are already on that plan.',
  switchDuringTrial: 'You can switch plans once your free trial has ended.',
  demoLabel: 'Demo payment: no card is charged',
  notOnSale: 'Membership is not on sale yet. Please check back soon.',
  checkoutExpired: 'This checkout has expired. Please start again.',
  checkoutFailed: 'We could not start the checkout. Please try again.',
  cancelScheduled: 'Your membership will end at the close of the current period.',
  resumed: 'Your membership will renew as usual.',
  planChanged: 'Your plan has been changed.',
} as const;

/** Billing interval of each plan, in months. */
export const PLAN_MONTHS: Record<Plan, number> = { monthly: 1, annual: 12 };
export const PLAN_LABELS: Record<Plan, string> = { monthly: 'Monthly', annual: 'Annual' };

export type PlanPrices = Record<Plan, number>;

/** What a year on the annual plan saves over twelve monthly payments (never negative). */
export const annualSaving = (prices: PlanPrices): { amount: number; percent: number; monthsFree: number } => {
  const yearOfMonthly = prices.monthly * 12;
  const amount = Math.max(0, yearOfMonthly - prices.annual);
  return {
    amount,
    percent: yearOfMonthly > 0 ? Math.round((amount / yearOfMonthly) * 100) : 0,
    monthsFree: prices.monthly > 0 ? Math.floor(amount / prices.monthly) : 0,
  };
};

/** `$39` or `$32.50`: whole dollars without cents. */
export const formatUsd = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** The end of a period of `plan` starting at `from` (calendar months, UTC). */
export const periodEndFrom = (plan: Plan, from: Date): Date => {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + PLAN_MONTHS[plan]);
  return end;
};

export type PlanChangeQuote = {
  /** Value of the unused part of the current period. */
  credit: number;
  /** Charged now: the new plan's price less the credit. */
  dueNow: number;
  /** Credit left over after the first invoice of the new plan (carried to later invoices). */
  carriedCredit: number;
  newPeriodEnd: Date;
};

/**
 * Switching interval starts a new period today (as Stripe does when the billing interval changes):
 * the unused time of the current plan is credited pro rata by days, and the new plan is charged
 * now less that credit. Amounts are rounded to cents.
 */
export const quotePlanChange = (input: { from: Plan; to: Plan; prices: PlanPrices; currentPeriodEnd: Date | null; now?: Date }): PlanChangeQuote => {
  const now = input.now ?? new Date();
  const end = input.currentPeriodEnd;
  let credit = 0;
  if (end && end.getTime() > now.getTime()) {
    const start = new Date(end.getTime());
    start.setUTCMonth(start.getUTCMonth() - PLAN_MONTHS[input.from]);
    const total = end.getTime() - start.getTime();
    const unused = Math.min(total, end.getTime() - now.getTime());
    credit = Math.round(((input.prices[input.from] * unused) / total) * 100) / 100;
  }
  const price = input.prices[input.to];
  return {
    credit,
    dueNow: Math.round(Math.max(0, price - credit) * 100) / 100,
    carriedCredit: Math.round(Math.max(0, credit - price) * 100) / 100,
    newPeriodEnd: periodEndFrom(input.to, now),
  };
};

/** One sentence saying how a switch is prorated (shown before the user confirms). */
export const describePlanChange = (q: PlanChangeQuote, to: Plan, prices: PlanPrices): string => {
  const base = `The switch takes effect today and starts a new ${to === 'annual' ? 'yearly' : 'monthly'} period. The unused part of your current plan (${formatUsd(q.credit)}) is credited against the ${formatUsd(prices[to])} ${PLAN_LABELS[to].toLowerCase()} price`;
  return q.carriedCredit > 0
    ? `${base}, so nothing is due today and ${formatUsd(q.carriedCredit)} of credit carries over to your next invoices.`
    : `${base}, so ${formatUsd(q.dueNow)} is due today.`;
};

export type MembershipKind = 'activated' | 'renewed' | 'payment_failed' | 'cancel_scheduled' | 'resumed' | 'canceled' | 'plan_changed';

export type MembershipSnapshot = {
  plan: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
} | null;

const ACCESS = new Set(['active', 'trialing']);
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/**
 * The membership changes between two stored states, in the order they are announced. Payment
 * failures are announced from their own event, not derived here. Pure, so replays of the same
 * state (any order, any number of times) announce nothing.
 */
export const membershipTransitions = (before: MembershipSnapshot, after: MembershipSnapshot): MembershipKind[] => {
  if (!after) return [];
  const had = Boolean(before && ACCESS.has(before.status));
  const has = ACCESS.has(after.status);
  const kinds: MembershipKind[] = [];
  if (has && !had) {
    kinds.push('activated');
    if (after.cancelAtPeriodEnd) kinds.push('cancel_scheduled');
    return kinds;
  }
  if (ENDED.has(after.status) && before && !ENDED.has(before.status)) return ['canceled'];
  if (!has || !before) return kinds;
  if (before.plan !== after.plan && isPlan(after.plan)) kinds.push('plan_changed');
  else if (before.currentPeriodEnd && after.currentPeriodEnd && after.currentPeriodEnd.getTime() > before.currentPeriodEnd.getTime())
    kinds.push('renewed');
  if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) kinds.push('cancel_scheduled');
  if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd) kinds.push('resumed');
  return kinds;
};
