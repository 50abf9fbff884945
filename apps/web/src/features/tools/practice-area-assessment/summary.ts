import type { PracticeAreaResult } from '@awc/domain';
import { num1 } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: PracticeAreaResult): ToolSummary => ({
  sentence: `Your readiness score is ${num1(r.total)} out of 100: ${r.band}.`,
  headline: { label: 'Readiness score', value: num1(r.total) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: PracticeAreaResult): SummaryRow[] => [
  { label: 'Readiness score', value: num1(r.total) },
  { label: 'Band', value: r.band },
  ...r.dimensions.map((d) => ({ label: d.label, value: num1(d.score) })),
];
