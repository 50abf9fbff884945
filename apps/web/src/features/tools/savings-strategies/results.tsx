import type { SavingsResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { pct, usd } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';

export function Results({ r }: { r: SavingsResult }) {
  return (
    <>
      <StatGrid>
        <Stat
          tone="strong"
          label="Saved per year"
          value={usd(r.total)}
          note={`${pct(r.savingsRate)} of salary (${pct(r.savingsRateExMatch)} without the match)`}
          testId="total-saved"
        />
        <Stat label="Projected value" value={usd(r.futureValue)} note="Nominal, at the end of the period" testId="future-value" />
        <Stat
          label="Federal income tax saved now"
          value={usd(r.taxSavedNow)}
          note={r.ficaSaved > 0 ? `Plus ${usd(r.ficaSaved)} FICA on a payroll HSA` : undefined}
          testId="tax-saved"
        />
      </StatGrid>
      {r.proRataWarning && (
        <p className="mt-3 text-sm text-warning-700">Pre-tax IRA balances make a backdoor Roth partly taxable (the pro-rata rule, Form 8606).</p>
      )}
      <Section title="Your 2026 waterfall">
        <FigureTable
          caption="Contributions by bucket, in order"
          rows={[
            ...r.buckets.filter((b) => b.cap > 0 || b.amount > 0).map((b) => ({ label: b.label, value: usd(b.amount), testId: `bucket-${b.id}` })),
            { label: 'Employer match', value: usd(r.employerMatch), testId: 'employer-match' },
            { label: 'Total', value: usd(r.total), strong: true },
          ]}
        />
        <p className="mt-2 text-sm text-ink-muted">
          Modified AGI {usd(r.magi)}:{' '}
          {r.iraKind === 'roth'
            ? 'a direct Roth IRA contribution is allowed.'
            : 'above the Roth IRA range, so the backdoor route (non-deductible IRA, then convert).'}
        </p>
      </Section>
      <Section title="Contributions by bucket">
        <Chart
          kind="bar"
          horizontal
          title="Annual contribution to each bucket"
          xKey="bucket"
          xLabel="Bucket"
          series={[{ key: 'amount', label: 'Amount' }]}
          formatValue={usd}
          data={[
            ...r.buckets.filter((b) => b.amount > 0).map((b) => ({ bucket: b.label, amount: b.amount })),
            { bucket: 'Employer match', amount: r.employerMatch },
          ]}
        />
      </Section>
      <Section title="Projected balances">
        <Chart
          kind="area"
          stacked
          title="Projected balances by tax treatment"
          xKey="year"
          xLabel="Year"
          series={[
            { key: 'preTax', label: 'Pre-tax' },
            { key: 'roth', label: 'Roth' },
            { key: 'hsa', label: 'HSA' },
            { key: 'taxable', label: 'Taxable' },
          ]}
          formatValue={usd}
          data={r.projection.filter((p) => p.year % 5 === 0 || p.year === r.projection.length - 1)}
        />
      </Section>
    </>
  );
}
