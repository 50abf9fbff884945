import type { BuyVsRentResult } from '@awc/domain';
import { usd, usdCents } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: BuyVsRentResult): ToolSummary => ({
  sentence:
    r.breakEvenYear === null
      ? `Renting stays ahead of buying over this horizon; the mortgage payment would be ${usdCents(r.monthlyPI)} a month.`
      : `Buying comes out ahead of renting from year ${r.breakEvenYear}; the mortgage payment is ${usdCents(r.monthlyPI)} a month.`,
  headline: { label: 'Buying comes out ahead', value: r.breakEvenYear === null ? 'Not within horizon' : `Year ${r.breakEvenYear}` },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: BuyVsRentResult): SummaryRow[] => [
  { label: 'Break-even year', value: r.breakEvenYear === null ? 'None' : String(r.breakEvenYear) },
  { label: 'Monthly P&I', value: usdCents(r.monthlyPI) },
  { label: 'Buyer net worth at horizon', value: usd(r.years.at(-1)?.buyerNW ?? 0) },
  { label: 'Renter net worth at horizon', value: usd(r.years.at(-1)?.renterNW ?? 0) },
  { label: 'Break-even rent', value: r.breakEvenRent === null ? '—' : usd(r.breakEvenRent) },
];
