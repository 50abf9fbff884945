import type { NetWorthResult } from '@awc/domain';
import { usd } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';
import { ratio } from './results.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: NetWorthResult): ToolSummary => ({
  sentence: `Your net worth is ${usd(r.netWorth)}: ${usd(r.totalAssets)} you own less ${usd(r.totalLiabilities)} you owe.`,
  headline: { label: 'Net worth', value: usd(r.netWorth) },
});

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: NetWorthResult): SummaryRow[] => [
  { label: 'Net worth', value: usd(r.netWorth) },
  { label: 'Total assets', value: usd(r.totalAssets) },
  { label: 'Total liabilities', value: usd(r.totalLiabilities) },
  { label: 'Liquid net worth', value: usd(r.liquidNetWorth) },
  { label: 'Debt-to-asset', value: ratio(r.debtToAsset) },
];
