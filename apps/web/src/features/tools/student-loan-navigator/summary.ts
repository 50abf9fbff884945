import type { StudentLoanResult } from '@awc/domain';
import { usd, usdCents } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: StudentLoanResult): ToolSummary => {
  const open = r.plans.filter((p) => p.eligible && p.projection);
  const lowest = open.reduce<(typeof open)[number] | null>((m, p) => (m === null || p.firstPayment < m.firstPayment ? p : m), null);
  return lowest
    ? {
        sentence: `On ${usd(r.federal.balance)} of federal loans, the lowest payment now is ${usdCents(lowest.firstPayment)} a month, on ${lowest.label}.`,
        headline: { label: `Lowest payment now (${lowest.label})`, value: usdCents(lowest.firstPayment) },
      }
    : { sentence: 'None of the federal plans is open to these loans.', headline: { label: 'Federal loans', value: usd(r.federal.balance) } };
};

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: StudentLoanResult): SummaryRow[] => [
  ...r.plans.map((p) => ({
    label: `${p.label}: payment now / total paid`,
    value: p.eligible && p.projection ? `${usdCents(p.firstPayment)} / ${usd(p.projection.totalPaid)}` : 'Not available',
  })),
  ...(r.pslf ? [{ label: 'PSLF value (present value)', value: usd(r.pslf.value) }] : []),
];
