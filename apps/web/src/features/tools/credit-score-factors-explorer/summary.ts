import type { CreditResult } from '@awc/domain';
import { num1 } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: CreditResult): ToolSummary => {
  const top = r.factors.find((f) => f.key === r.biggestHeadroom);
  return {
    sentence: top
      ? `Your factor index is ${num1(r.index)} out of 100; ${top.label.toLowerCase()} has the most room to improve.`
      : `Your factor index is ${num1(r.index)} out of 100.`,
    headline: { label: 'Factor index', value: num1(r.index) },
  };
};

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: CreditResult): SummaryRow[] => [
  { label: 'Factor index', value: num1(r.index) },
  ...r.factors.map((f) => ({ label: f.label, value: String(f.score) })),
];
