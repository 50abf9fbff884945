const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Whole US dollars (spec §2), rounded half away from zero; −0 shows as $0. */
export const formatUsd = (value: number): string => {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return usd.format(rounded === 0 ? 0 : rounded);
};

/** Years to one decimal (spec §2: 'Time to Pay Off in years to one decimal'). */
export const formatYears = (years: number): string => `${(Math.round(years * 10) / 10).toFixed(1)} years`;

export const formatPercent = (value: number, digits = 1): string => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(digits)}%`;
};
