import type { InsuranceResult } from '@awc/domain';
import { usd, usdCents } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: InsuranceResult): ToolSummary => ({
  sentence:
    r.disability.gap > 0
      ? `You may need about ${usd(r.dime.rounded)} of life insurance, and your disability cover falls ${usdCents(r.disability.gap)} a month short of your needs.`
      : `You may need about ${usd(r.dime.rounded)} of life insurance; your disability cover meets your monthly needs.`,
  headline: { label: 'Life insurance need', value: usd(r.dime.rounded) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: InsuranceResult): SummaryRow[] => [
  { label: 'DIME need', value: usd(r.dime.need) },
  { label: 'Income-replacement need', value: usd(r.needsBased.need) },
  { label: 'Disability gap per month', value: usdCents(r.disability.gap) },
];
