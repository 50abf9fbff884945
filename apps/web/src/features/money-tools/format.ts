import { formatDollars } from '@awc/domain';

/** Whole US dollars (spec §2): the domain's one money formatter (half away from zero, no signed zero). */
export const formatUsd = formatDollars;

/** Years to one decimal (spec §2: 'Time to Pay Off in years to one decimal'). */
export const formatYears = (years: number): string => `${(Math.round(years * 10) / 10).toFixed(1)} years`;

export const formatPercent = (value: number, digits = 1): string => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(digits)}%`;
};
