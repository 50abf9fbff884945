import type { EmergencyFundResult } from '@awc/domain';
import { num1, usd } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: EmergencyFundResult): ToolSummary => ({
  sentence:
    r.gap > 0
      ? `Aim for ${usd(r.target)}, ${num1(r.months)} months of essentials; you are ${usd(r.gap)} short.`
      : `Aim for ${usd(r.target)}, ${num1(r.months)} months of essentials; your reserve already covers it.`,
  headline: { label: 'Emergency fund target', value: usd(r.target) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: EmergencyFundResult): SummaryRow[] => [
  { label: 'Target', value: usd(r.target) },
  { label: 'Months of essentials', value: num1(r.months) },
  { label: 'Gap', value: usd(r.gap) },
  { label: 'Months to goal', value: r.monthsToGoal === null ? '—' : String(r.monthsToGoal) },
];
