import type { EstimatedTaxResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { shortDate, TimelineChart } from '../../../components/ui/charts/timeline.tsx';
import { pct, usd, usdCents } from '../../../features/tools/components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

const STATUS = {
  paid: { status: 'done', label: 'Covered' },
  late: { status: 'neutral', label: 'Covered late' },
  upcoming: { status: 'upcoming', label: 'Upcoming' },
  overdue: { status: 'overdue', label: 'Overdue' },
} as const;

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
        <TimelineChart
          title={`The four 2026 due dates: amount due and status as of ${shortDate(r.asOfDate)}`}
          detailHeader="Amount due"
          asOf={{ date: r.asOfDate, label: `As of ${shortDate(r.asOfDate)}` }}
          events={r.installments.map((i) => ({
            key: `q${i.quarter}`,
            date: i.dueDate,
            label: `Q${i.quarter}`,
            detail: `Due ${usdCents(i.due)}`,
            note: i.penaltyEstimate > 0 ? `Penalty ≈ ${usdCents(i.penaltyEstimate)}` : undefined,
            status: STATUS[i.status].status,
            statusLabel: STATUS[i.status].label,
          }))}
        />
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
