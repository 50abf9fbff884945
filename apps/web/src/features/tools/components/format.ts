import { roundHalfUp } from '@awc/domain';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** Whole dollars for annual and stock amounts (tools.md §0.1); half-up like the worked examples. */
export const usd = (x: number) => whole.format(roundHalfUp(x, 0)).replace('-$', '−$');
/** Cents for monthly payments and hourly rates. */
export const usdCents = (x: number) => cents.format(roundHalfUp(x, 2)).replace('-$', '−$');
export const pct = (x: number, dp = 1) => `${roundHalfUp(x * 100, dp).toFixed(dp)}%`.replace('-', '−');
export const num1 = (x: number) => roundHalfUp(x, 1).toFixed(1);
export const compactUsd = (x: number) =>
  Math.abs(x) >= 1_000_000 ? `$${roundHalfUp(x / 1_000_000, 1)}M` : Math.abs(x) >= 1000 ? `$${roundHalfUp(x / 1000, 0)}k` : `$${roundHalfUp(x, 0)}`;
