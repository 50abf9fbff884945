import type { EstimatedTaxResult } from '@awc/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { pct, usd, usdCents } from '../../../features/tools/components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

const date = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function Results({ r }: { r: EstimatedTaxResult }) {
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Total 2026 tax" value={usdCents(r.totalTax)} testId="total-tax" />
        <Stat
          label="Prior-year safe harbor, per quarter"
          value={usdCents(r.perQuarter['prior-year'])}
          note="Certain: based on last year’s tax"
          testId="per-quarter-prior"
        />
        <Stat
          label="90% of this year, per quarter"
          value={usdCents(r.perQuarter['current-90'])}
          note="The legal minimum (an estimate)"
          testId="per-quarter-90"
        />
        <Stat label="To owe nothing in April, per quarter" value={usdCents(r.perQuarter['pay-to-zero'])} testId="per-quarter-zero" />
        <Stat label="Marginal federal rate" value={pct(r.marginalRate, 0)} />
        <Stat
          label="Extra W-4 withholding per paycheck"
          value={usdCents(r.w4ExtraPerPaycheck)}
          note={`Over ${r.remainingPayPeriods} remaining paychecks`}
        />
      </StatGrid>
      {r.noPaymentsRequired && <p className="mt-4 text-sm font-medium text-success-700">{r.noPaymentsRequired}</p>}
      <Section title="2026 installments">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Due dates, amounts due and status</caption>
          <thead>
            <tr className="border-b border-line">
              {['Quarter', 'Due', 'Amount due', 'Status', 'Penalty estimate'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.installments.map((i) => (
              <tr key={i.quarter} className="border-t border-line">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  Q{i.quarter}
                </th>
                <td className="py-1.5 pr-3">{date(i.dueDate)}</td>
                <td className="py-1.5 pr-3">{usdCents(i.due)}</td>
                <td className="py-1.5 pr-3">
                  <Badge tone={i.status === 'overdue' ? 'danger' : i.status === 'paid' ? 'success' : 'navy'}>
                    {i.status === 'overdue' ? 'Overdue' : i.status === 'paid' ? 'Covered' : 'Upcoming'}
                  </Badge>
                </td>
                <td className="py-1.5">{i.penaltyEstimate > 0 ? usdCents(i.penaltyEstimate) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="What makes up your tax">
        <Chart
          kind="bar"
          stacked
          title="Total 2026 tax by part, beside withholding"
          xKey="bar"
          xLabel="Bar"
          series={[
            { key: 'income', label: 'Income tax' },
            { key: 'se', label: 'Self-employment tax' },
            { key: 'addl', label: 'Additional Medicare' },
            { key: 'niit', label: 'Net investment income tax' },
          ]}
          formatValue={usd}
          data={[{ bar: 'Tax', income: r.incomeTax, se: r.se.seTax, addl: r.additionalMedicare, niit: r.niit }]}
        />
        <FigureTable
          caption="The calculation"
          rows={[
            { label: 'Net self-employment earnings', value: usdCents(r.se.nese) },
            { label: 'Self-employment tax', value: usdCents(r.se.seTax), testId: 'se-tax' },
            { label: 'Adjusted gross income', value: usdCents(r.agi) },
            { label: 'Taxable income before QBI', value: usdCents(r.tiBeforeQbi) },
            { label: 'QBI deduction', value: usdCents(r.qbiDeduction) },
            { label: 'Taxable income', value: usdCents(r.taxableIncome) },
            { label: 'Income tax', value: usdCents(r.incomeTax) },
            { label: '90% of this year’s tax', value: usdCents(r.currentYearTest) },
            {
              label: `${Math.round(r.priorFactor * 100)}% of last year’s tax`,
              value: r.priorYearTest === null ? 'Not available' : usdCents(r.priorYearTest),
            },
            { label: 'Required annual payment (lesser)', value: usdCents(r.legalMinimum), strong: true },
          ]}
        />
      </Section>
    </>
  );
}

export default function EstimatedTaxNavigatorPage({ route }: PageProps) {
  return (
    <ToolPage<EstimatedTaxResult>
      route={route}
      toolId="estimated-tax-navigator"
      lead="Estimate your 2026 federal tax with side-practice, 1099 or K-1 income, the safe-harbor amount that avoids the penalty, and your four installments."
      renderResults={(r) => <Results r={r} />}
      summarize={(r) => [
        { label: 'Total 2026 tax', value: usd(r.totalTax) },
        { label: 'Prior-year safe harbor per quarter', value: usdCents(r.perQuarter['prior-year']) },
        { label: '90% current year per quarter', value: usdCents(r.perQuarter['current-90']) },
        { label: 'Pay to zero per quarter', value: usdCents(r.perQuarter['pay-to-zero']) },
      ]}
    />
  );
}
