import type { TrueHourlyResult } from '@awc/domain';
import { usd, usdCents } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: TrueHourlyResult): ToolSummary => ({
  sentence: r.afterTaxMode
    ? `At ${usd(r.g)} your true hourly rate is ${usdCents(r.trueHourlyNet)} after tax and work costs, against ${usdCents(r.nominalHourly)} at 40 hours a week.`
    : `At ${usd(r.g)} your true hourly rate is ${usdCents(r.trueHourlyGross)} before tax, against ${usdCents(r.nominalHourly)} at 40 hours a week.`,
  headline: r.afterTaxMode
    ? { label: 'True hourly after tax and costs', value: usdCents(r.trueHourlyNet) }
    : { label: 'True hourly before tax', value: usdCents(r.trueHourlyGross) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: TrueHourlyResult): SummaryRow[] => [
  { label: 'True hourly (gross)', value: usdCents(r.trueHourlyGross) },
  { label: 'True hourly (after tax)', value: usdCents(r.trueHourlyNet) },
  { label: 'Nominal hourly', value: usdCents(r.nominalHourly) },
  { label: 'Total hours', value: Math.round(r.hours.total).toLocaleString('en-US') },
  { label: 'Net cash', value: usd(r.netCash) },
];
