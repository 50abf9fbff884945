/** The longest trial an administrator may set (and the database allows). */
export const MAX_TRIAL_DAYS = 90;
/** The "your trial ends soon" email goes out this many days before the end. */
export const TRIAL_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export const TRIAL_MESSAGES = {
  trialDays: `Enter a whole number of days from 0 (no trial) to ${MAX_TRIAL_DAYS}.`,
  saved: 'Trial settings saved.',
} as const;

/**
 * Whole days left in a trial, counted up (a trial ending in 2.1 days has 3 days left: the member
 * still has part of the third day); 0 once it has ended.
 */
export const trialDaysLeft = (trialEndsAt: Date | string, now: Date = new Date()): number => {
  const end = typeof trialEndsAt === 'string' ? Date.parse(trialEndsAt) : trialEndsAt.getTime();
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
};

/** "5 days left in your trial" in plain English. */
export const describeTrialLeft = (daysLeft: number): string =>
  daysLeft <= 0 ? 'Your trial ends today' : daysLeft === 1 ? '1 day left in your trial' : `${daysLeft} days left in your trial`;

/** The line under a plan's price: "Start with a 14-day free trial". */
export const describeTrialOffer = (days: number): string | null => (days > 0 ? `Start with a ${days}-day free trial` : null);
