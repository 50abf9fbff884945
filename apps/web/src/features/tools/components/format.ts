import { formatCents, formatDollars, roundHalfUp } from '@awc/domain';

/** Whole dollars for annual and stock amounts (tools.md §0.1): the domain's one money formatter. */
export const usd = formatDollars;
/** Cents for monthly payments and hourly rates. */
export const usdCents = formatCents;
export const pct = (x: number, dp = 1) => {
  const r = roundHalfUp(x * 100, dp);
  return `${(r === 0 ? 0 : r).toFixed(dp)}%`.replace('-', '−');
};
export const num1 = (x: number) => roundHalfUp(x, 1).toFixed(1);
export const compactUsd = (x: number) =>
  Math.abs(x) >= 1_000_000 ? `$${roundHalfUp(x / 1_000_000, 1)}M` : Math.abs(x) >= 1000 ? `$${roundHalfUp(x / 1000, 0)}k` : `$${roundHalfUp(x, 0)}`;

/** Years to one decimal (spec §2, the public calculator: 'Time to Pay Off in years to one decimal'). */
export const formatYears = (years: number): string => `${(Math.round(years * 10) / 10).toFixed(1)} years`;

/** A rate already in percent (the public tools' inputs hold 6.5, not 0.065), trailing zeros dropped. */
export const formatPercent = (value: number, digits = 1): string => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(digits)}%`;
};
