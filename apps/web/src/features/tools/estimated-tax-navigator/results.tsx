import type { AnnualizedPeriod, EstimatedTaxResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { shortDate, TimelineChart } from '../../../components/ui/charts/timeline.tsx';
import { pct, usd, usdCents } from '../components/format.ts';
import { FigureTable, ScrollX, Section, Stat, StatGrid } from '../components/results-ui.tsx';

const STATUS = {
  paid: { status: 'done', label: 'Covered' },
  late: { status: 'neutral', label: 'Covered late' },
  upcoming: { status: 'upcoming', label: 'Upcoming' },
  overdue: { status: 'overdue', label: 'Overdue' },
} as const;

const PERIOD_LABELS = ['Jan–Mar', 'Jan–May', 'Jan–Aug', 'Full year'];

/** Form 2210 Schedule AI, one column per period, as rows a phone can scroll sideways. */
function AnnualizedTable({ periods }: { periods: readonly AnnualizedPeriod[] }) {
  const rows: [label: string, value: (p: AnnualizedPeriod) => string, testId?: string][] = [
    ['Self-employment profit earned in the period', (p) => usd(p.seProfitInPeriod), 'ai-profit'],
    ['Annualized income', (p) => usd(p.annualizedIncome)],
    ['Annualized self-employment tax', (p) => usd(p.annualizedSeTax)],
    ['Tax on the annualized income', (p) => usd(p.annualizedTax)],
    ['Share due by this installment', (p) => pct(p.applicablePercentage)],
    ['Annualized installment (after earlier ones)', (p) => usdCents(p.annualizedInstallment)],
    ['Regular installment plus any carried over', (p) => usdCents(p.regularInstallment)],
    ['Required installment (the smaller)', (p) => usdCents(p.required), 'ai-required'],
  ];
  return (
    <Section title="Annualized installments (Form 2210 Schedule AI)">
      <ScrollX label="Annualized installments, scrollable">
        <table className="w-full min-w-[36rem] text-left text-sm tabular-nums">
          <caption className="sr-only">
            For each period from January 1: the income earned, the tax it implies for a full year, and the installment due
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Income through
              </th>
              {periods.map((p, i) => (
                <th key={p.periodEnd} scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {PERIOD_LABELS[i]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value, testId]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className={`py-1.5 pr-3 font-normal ${testId === 'ai-required' ? 'font-semibold' : ''}`}>
                  {label}
                </th>
                {periods.map((p, i) => (
                  <td key={p.periodEnd} className="py-1.5 pr-3 text-right" data-testid={testId ? `${testId}-${i + 1}` : undefined}>
                    {value(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
      <p className="mt-2 text-xs text-ink-muted">
        Each period’s income is annualized (× 4, 2.4, 1.5 and 1) and taxed as a full year; the share shown of that tax is due by each date. When an
        annualized installment is smaller than the regular one, the difference is added to the next regular installment.
      </p>
    </Section>
  );
}

export function Results({ r }: { r: EstimatedTaxResult }) {
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Total 2026 tax" value={usd(r.totalTax)} testId="total-tax" />
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
        <Stat
          label="Underpayment penalty so far (estimate)"
          value={usdCents(r.penaltyTotal)}
          note={`As of ${shortDate(r.asOfDate)}, on each installment’s own shortfall`}
          testId="penalty-total"
        />
      </StatGrid>
      {r.noPaymentsRequired && <p className="mt-4 text-sm font-medium text-success-700">{r.noPaymentsRequired}</p>}
      <Section title="2026 installments">
        <TimelineChart
          title={`The four 2026 due dates: each quarter’s payment beyond withholding, and status as of ${shortDate(r.asOfDate)}`}
          detailHeader="This quarter’s payment"
          asOf={{ date: r.asOfDate, label: `As of ${shortDate(r.asOfDate)}` }}
          events={r.installments.map((i) => ({
            key: `q${i.quarter}`,
            date: i.dueDate,
            label: `Q${i.quarter}`,
            // The quarter's own payment; what is owed by the date runs over the quarters so far and says
            // so (shown as "Due $8,100.00" at Q4 it read as a fourth-quarter bill, issue 19).
            detail: `${usdCents(i.quarterPayment)} this quarter`,
            note:
              [
                Math.abs(i.due - i.quarterPayment) >= 0.005 ? `${usdCents(i.due)} owed by this date in all` : '',
                i.status === 'late' && i.coveredOn ? `Covered ${shortDate(i.coveredOn)}` : '',
                i.penaltyEstimate > 0 ? `Penalty ≈ ${usdCents(i.penaltyEstimate)}` : '',
              ]
                .filter(Boolean)
                .join(' · ') || undefined,
            status: STATUS[i.status].status,
            statusLabel: STATUS[i.status].label,
          }))}
        />
      </Section>
      {r.annualized && <AnnualizedTable periods={r.annualized} />}
      <Section title="What makes up your tax">
        <Chart
          kind="bar"
          horizontal
          title="Total 2026 tax by part, for the year"
          xKey="part"
          xLabel="Part"
          series={[{ key: 'amount', label: 'For 2026' }]}
          formatValue={usd}
          data={[
            { part: 'Income tax', amount: r.incomeTax },
            { part: 'Self-employment tax', amount: r.se.seTax },
            { part: 'Additional Medicare', amount: r.additionalMedicare },
            { part: 'Net investment income tax', amount: r.niit },
          ]}
        />
        <FigureTable
          caption="The calculation"
          rows={[
            { label: 'Net self-employment earnings', value: usd(r.se.nese) },
            { label: 'Self-employment tax', value: usd(r.se.seTax), testId: 'se-tax' },
            { label: 'Adjusted gross income', value: usd(r.agi) },
            { label: 'Taxable income before QBI', value: usd(r.tiBeforeQbi) },
            { label: 'QBI deduction', value: usd(r.qbiDeduction) },
            { label: 'Taxable income', value: usd(r.taxableIncome) },
            { label: 'Income tax', value: usd(r.incomeTax) },
            { label: '90% of this year’s tax', value: usd(r.currentYearTest) },
            {
              label: `${Math.round(r.priorFactor * 100)}% of last year’s tax`,
              value: r.priorYearTest === null ? 'Not available' : usd(r.priorYearTest),
            },
            { label: 'Required annual payment (lesser)', value: usd(r.legalMinimum), strong: true },
          ]}
        />
      </Section>
    </>
  );
}
