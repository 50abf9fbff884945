import type { BudgetResult } from '@awc/domain';
import { pct, usdCents } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: BudgetResult): ToolSummary => ({
  sentence: `You take home ${usdCents(r.takeHomeMonthly)} a month: ${pct(r.buckets.need.pct)} on needs, ${pct(r.buckets.want.pct)} on wants and ${pct(r.buckets.save.pct)} saved, against 50/30/20.`,
  headline: { label: 'Take-home per month', value: usdCents(r.takeHomeMonthly) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: BudgetResult): SummaryRow[] => [
  { label: 'Take-home per month', value: usdCents(r.takeHomeMonthly) },
  { label: 'Needs', value: usdCents(r.buckets.need.total) },
  { label: 'Wants', value: usdCents(r.buckets.want.total) },
  { label: 'Savings', value: usdCents(r.buckets.save.total) },
  { label: 'Unassigned', value: usdCents(r.unassigned) },
];
