import type { JobOfferResult } from '@awc/domain';
import { num1, usd } from '../components/format.ts';
import type { SummaryRow, ToolSummary } from '../components/tool-page.tsx';

/** The answer in one sentence, and the headline kept in view on a phone (decision 356). */
export const summary = (r: JobOfferResult): ToolSummary =>
  !r.comparable
    ? { sentence: 'Enter the pay and hours of both offers to see how they compare.', headline: { label: 'Offers', value: 'Not yet compared' } }
    : r.tied
      ? {
          sentence: `The offers are effectively tied (${num1(r.a.composite)} against ${num1(r.b.composite)} out of 100), at ${usd(r.a.comparedValue)} and ${usd(r.b.comparedValue)} a year.`,
          headline: { label: 'Verdict', value: 'Effectively tied' },
        }
      : {
          sentence: `${r.leader === 'a' ? 'Offer A' : 'Offer B'} leads by ${num1(r.lead)} points (${num1(r.a.composite)} against ${num1(r.b.composite)} out of 100), at ${usd(r.a.comparedValue)} and ${usd(r.b.comparedValue)} a year.`,
          headline: { label: 'Verdict', value: `${r.leader === 'a' ? 'Offer A' : 'Offer B'} by ${num1(r.lead)}` },
        };

/** Key figures for the scenario comparison and the printed summary. */
export const summarize = (r: JobOfferResult): SummaryRow[] => [
  { label: 'Compared', value: r.basis === 'after-tax' ? 'After tax' : 'Before tax' },
  { label: 'Offer A annual value', value: usd(r.a.annualValue) },
  { label: 'Offer B annual value', value: usd(r.b.annualValue) },
  ...(r.basis === 'after-tax'
    ? [
        { label: 'Offer A after-tax value', value: usd(r.a.afterTaxValue) },
        { label: 'Offer B after-tax value', value: usd(r.b.afterTaxValue) },
      ]
    : []),
  { label: 'Offer A composite', value: num1(r.a.composite) },
  { label: 'Offer B composite', value: num1(r.b.composite) },
];
