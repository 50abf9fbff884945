import type { StockOptionResult } from '@awc/domain';
import { usd } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: StockOptionResult): ToolSummary => ({
  sentence: r.exerciseYear.amt
    ? `Exercising creates a ${usd(r.spread)} spread; the AMT it may trigger in the exercise year is ${usd(r.exerciseYear.amt.amt)}.`
    : `Exercising or vesting creates ${usd(r.spread)} of value; ${usd(r.exerciseYear.ordinaryWages)} of it is taxed as wages that year.`,
  headline: r.exerciseYear.amt
    ? { label: 'AMT in the exercise year', value: usd(r.exerciseYear.amt.amt) }
    : { label: 'Spread', value: usd(r.spread) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: StockOptionResult): SummaryRow[] => [
  { label: 'Spread', value: usd(r.spread) },
  { label: 'AMT due', value: r.exerciseYear.amt ? usd(r.exerciseYear.amt.amt) : '—' },
  { label: 'Wages at exercise/vest', value: usd(r.exerciseYear.ordinaryWages) },
  { label: 'Capital gain at sale', value: usd(r.sale.capitalGain) },
];
