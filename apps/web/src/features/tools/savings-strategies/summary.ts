import type { SavingsResult } from '@awc/domain';
import { pct, usd } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: SavingsResult): ToolSummary => ({
  sentence: `You save ${usd(r.total)} a year, ${pct(r.savingsRate)} of your pay, projected to grow to ${usd(r.futureValue)}.`,
  headline: { label: 'Saved per year', value: usd(r.total) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: SavingsResult): SummaryRow[] => [
  { label: 'Saved per year', value: usd(r.total) },
  { label: 'Savings rate', value: pct(r.savingsRate) },
  { label: 'Projected value', value: usd(r.futureValue) },
  { label: 'Tax saved now', value: usd(r.taxSavedNow) },
];
