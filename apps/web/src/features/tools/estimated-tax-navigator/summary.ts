import type { EstimatedTaxResult } from '@awc/domain';
import { usd, usdCents } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: EstimatedTaxResult): ToolSummary => {
  const safe = Math.max(0, r.priorYearTest === null ? r.perQuarter['current-90'] : Math.min(r.perQuarter['current-90'], r.perQuarter['prior-year']));
  return {
    sentence:
      safe > 0
        ? `Your 2026 federal tax comes to about ${usd(r.totalTax)}. To avoid an underpayment penalty, pay at least ${usdCents(safe)} a quarter on top of your withholding.`
        : `Your 2026 federal tax comes to about ${usd(r.totalTax)}, and your withholding already meets the safe harbor.`,
    headline: { label: 'Safe-harbor payment per quarter', value: usdCents(safe) },
  };
};

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: EstimatedTaxResult): SummaryRow[] => [
  { label: 'Total 2026 tax', value: usd(r.totalTax) },
  { label: 'Prior-year safe harbor per quarter', value: usdCents(r.perQuarter['prior-year']) },
  { label: '90% current year per quarter', value: usdCents(r.perQuarter['current-90']) },
  { label: 'Pay to zero per quarter', value: usdCents(r.perQuarter['pay-to-zero']) },
];
