import { formatDeduction, roundsToZero, type TrueHourlyResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { DonutChart } from '../../../components/ui/charts/donut.tsx';
import { WaterfallChart } from '../../../components/ui/charts/waterfall.tsx';
import { pct, usd, usdCents } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';

export function Results({ r }: { r: TrueHourlyResult }) {
  const nominal = usdCents(r.nominalHourly);
  return (
    <>
      <StatGrid>
        <Stat
          tone="strong"
          label="True hourly (gross)"
          value={usdCents(r.trueHourlyGross)}
          note={`vs. nominal ${nominal} (${pct(r.grossVsNominal, 0)})`}
          testId="true-hourly-gross"
        />
        {r.afterTaxMode && (
          <Stat
            tone="strong"
            label="True hourly (after tax and costs)"
            value={usdCents(r.trueHourlyNet)}
            note={`vs. nominal ${nominal} (${pct(r.netVsNominal, 0)})`}
            testId="true-hourly-net"
          />
        )}
        <Stat label="Hours given to the job" value={Math.round(r.hours.total).toLocaleString('en-US')} testId="total-hours" />
      </StatGrid>
      <Section title="Four ways to count your hourly rate">
        <Chart
          kind="bar"
          horizontal
          title="Hourly rates compared"
          xKey="rate"
          xLabel="Rate"
          series={[{ key: 'value', label: 'Per hour' }]}
          formatValue={(v) => usdCents(v)}
          data={[
            { rate: 'Nominal (2,080 hours)', value: r.nominalHourly },
            ...(r.billableOnlyHourly !== null ? [{ rate: 'Billable only', value: r.billableOnlyHourly }] : []),
            { rate: 'True gross', value: r.trueHourlyGross },
            ...(r.afterTaxMode ? [{ rate: 'True after tax', value: r.trueHourlyNet }] : []),
          ]}
        />
      </Section>
      <Section title="Where the hours go">
        <DonutChart
          title="Hours given to the job in a year, by kind"
          labelHeader="Kind"
          valueHeader="Hours"
          formatValue={(v) => Math.round(v).toLocaleString('en-US')}
          center={{ value: Math.round(r.hours.total).toLocaleString('en-US'), label: 'hours a year' }}
          slices={[
            { key: 'billable', label: 'Billable', value: r.hours.billable },
            { key: 'nonBillable', label: 'Non-billable', value: r.hours.nonBillable },
            { key: 'unlogged', label: 'Unlogged', value: r.hours.unlogged },
            { key: 'commute', label: 'Commute', value: r.hours.commute },
          ]}
        />
      </Section>
      {r.afterTaxMode && (
        <Section title="From pay to what you keep">
          <WaterfallChart
            title="From cash pay to net cash: each tax, pre-tax deductions and work costs"
            formatValue={usd}
            start={{ label: 'Cash pay', value: r.gCash }}
            steps={[
              ...(r.pretaxDeductions > 0 ? [{ key: 'pretax', label: 'Pre-tax deductions', value: -r.pretaxDeductions }] : []),
              { key: 'federal', label: 'Federal income tax', value: -r.tax.federal },
              { key: 'ss', label: 'Social Security', value: -r.tax.ss },
              { key: 'medicare', label: 'Medicare', value: -r.tax.medicare },
              { key: 'addl', label: 'Additional Medicare', value: -r.tax.additionalMedicare },
              { key: 'state', label: 'State/local', value: -r.tax.state },
              { key: 'costs', label: 'Work costs', value: -r.workCosts },
            ]}
            end={{ label: 'Net cash', value: r.netCash }}
          />
          <div className="mt-6" />
          <FigureTable
            caption="Tax caused by your pay, and work costs"
            rows={[
              { label: 'Cash pay', value: usd(r.gCash) },
              // Yearly amounts in whole dollars; a tax or cost of $0 is no row (issue 19).
              ...[
                { label: 'Federal income tax', amount: r.tax.federal, testId: 'federal-tax' },
                { label: 'Social Security', amount: r.tax.ss },
                { label: 'Medicare', amount: r.tax.medicare },
                { label: 'Additional Medicare', amount: r.tax.additionalMedicare },
                { label: 'State/local', amount: r.tax.state },
                { label: 'Work costs', amount: r.workCosts },
              ]
                .filter((row) => !roundsToZero(row.amount))
                .map((row) => ({ label: row.label, value: formatDeduction(row.amount), testId: row.testId })),
              { label: 'Net cash after work costs', value: usd(r.netCash), strong: true, testId: 'net-cash' },
              { label: 'Counting your pre-tax savings and employer retirement', value: `${usdCents(r.trueHourlyNetPlusRetirement)} an hour` },
            ]}
          />
        </Section>
      )}
      {r.billableOnlyHourly !== null && <p className="mt-4 text-sm text-ink-muted">Billable-only rate: {usdCents(r.billableOnlyHourly)} an hour.</p>}
      <p className="mt-2 text-sm text-ink-muted">Gross pay counted: {usd(r.g)}.</p>
    </>
  );
}
