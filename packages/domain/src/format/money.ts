/**
 * The one money formatter of the tools (issue 19, decision 354), on Intl.NumberFormat: whole
 * dollars for yearly and lifetime amounts, cents for monthly payments and hourly rates (tools.md
 * §0.1), rounded half away from zero, a true minus sign (U+2212), and never a signed zero: an
 * amount that rounds to zero shows as $0 or $0.00.
 */
const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Half away from zero at `dp` decimals; the epsilon absorbs binary noise such as 1.005 → 1.00499999… */
const round = (x: number, dp: number): number => {
  const f = 10 ** dp;
  const r = (Math.sign(x) * Math.round(Math.abs(x) * f + 1e-9)) / f;
  return r === 0 ? 0 : r;
};

const withMinus = (text: string) => text.replace('-', '−');

/** Whole dollars: yearly and lifetime amounts, balances, stock amounts. */
export const formatDollars = (x: number): string => withMinus(WHOLE.format(round(x, 0)));

/** Dollars and cents: monthly payments and per-hour rates. */
export const formatCents = (x: number): string => withMinus(CENTS.format(round(x, 2)));

/** A change: "+$1,200" or "−$1,200", and "$0" with no sign when it rounds to zero. */
export const formatSignedDollars = (x: number): string => {
  const r = round(x, 0);
  return r > 0 ? `+${WHOLE.format(r)}` : formatDollars(r);
};

/** A change in dollars and cents, signed the same way. */
export const formatSignedCents = (x: number): string => {
  const r = round(x, 2);
  return r > 0 ? `+${CENTS.format(r)}` : formatCents(r);
};

/** A deduction shown as a negative amount ("−$3,200"), or "$0" when nothing is taken. */
export const formatDeduction = (x: number, cents = false): string => (cents ? formatCents(-Math.abs(x)) : formatDollars(-Math.abs(x)));

/** Whether an amount shows as zero at the given precision (zero rows are left out of charts). */
export const roundsToZero = (x: number, cents = false): boolean => round(x, cents ? 2 : 0) === 0;
