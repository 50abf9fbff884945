import type { BudgetResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { TONE } from '../../../components/ui/charts/palette.ts';
import { SankeyChart } from '../../../components/ui/charts/sankey.tsx';
import { pct, usdCents } from '../components/format.ts';
import { ScrollX, Section, Stat, StatGrid } from '../components/results-ui.tsx';

const NAMES = { need: 'Needs', want: 'Wants', save: 'Savings' } as const;
const COLORS = { need: TONE.navy, want: TONE.brass, save: TONE.success } as const;
const MONTH_LIST = new Intl.ListFormat('en-US', { type: 'conjunction' });

export function Results({ r }: { r: BudgetResult }) {
  const keys = ['need', 'want', 'save'] as const;
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Take-home per month" value={usdCents(r.takeHomeMonthly)} testId="take-home" />
        <Stat
          label="Unassigned"
          value={usdCents(r.unassigned)}
          note={
            r.unassigned < 0
              ? `Overspent by ${usdCents(-r.unassigned)}.`
              : r.unassigned === 0
                ? 'Every dollar has a job.'
                : 'Give these dollars a job.'
          }
          testId="unassigned"
        />
        <Stat label="Gross savings rate" value={r.grossSavingsRate === null ? '—' : pct(r.grossSavingsRate)} testId="savings-rate" />
      </StatGrid>
      <Section title="Where take-home pay goes">
        <SankeyChart
          title="Monthly take-home pay flowing to needs, wants and savings, then to each line"
          formatValue={usdCents}
          valueLabel="Per month"
          nodes={[
            { key: 'takeHome', label: 'Take-home', value: r.takeHomeMonthly, color: TONE.slate },
            ...keys.map((k) => ({ key: k, label: NAMES[k], value: r.buckets[k].total, color: COLORS[k] })),
            { key: 'unassigned', label: 'Unassigned', value: r.unassigned, color: TONE.slate },
            ...r.lines.map((l) => ({ key: l.key, label: l.label, value: l.monthly, color: COLORS[l.bucket] })),
          ]}
          links={[
            ...keys.map((k) => ({ source: 'takeHome', target: k, value: r.buckets[k].total })),
            { source: 'takeHome', target: 'unassigned', value: r.unassigned },
            ...r.lines.map((l) => ({ source: l.bucket, target: l.key, value: l.monthly })),
          ]}
        />
        {r.unassigned < 0 && (
          <p className="mt-2 text-sm text-warning-700">The lines add up to more than take-home pay: overspent by {usdCents(-r.unassigned)}.</p>
        )}
      </Section>
      <Section title="Buckets against targets">
        <ScrollX label="Buckets against targets, scrollable">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Each bucket’s total, share of take-home, target and variance</caption>
            <thead>
              <tr className="border-b border-line">
                {['Bucket', 'Total', '% of take-home', 'Target', 'Variance'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {NAMES[k]}
                  </th>
                  <td className="whitespace-nowrap py-1.5 pr-3" data-testid={`bucket-${k}`}>
                    {usdCents(r.buckets[k].total)}
                  </td>
                  <td className="whitespace-nowrap py-1.5 pr-3">{pct(r.buckets[k].pct)}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3">{usdCents(r.buckets[k].target)}</td>
                  <td className="whitespace-nowrap py-1.5">{usdCents(r.buckets[k].variance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
        <div className="mt-4">
          <Chart
            kind="bar"
            title="Actual and target by bucket"
            xKey="bucket"
            xLabel="Bucket"
            series={[
              { key: 'actual', label: 'Actual' },
              { key: 'target', label: 'Target' },
            ]}
            formatValue={usdCents}
            data={keys.map((k) => ({ bucket: NAMES[k], actual: r.buckets[k].total, target: r.buckets[k].target }))}
          />
        </div>
      </Section>
      {r.threePaycheckMonths.length > 0 && (
        <p className="mt-4 text-sm" data-testid="three-paycheck-months">
          Three-paycheck months in 2026:{' '}
          {MONTH_LIST.format(
            r.threePaycheckMonths.map((m) => new Date(`${m}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })),
          )}
          . Consider routing the extra pay to savings.
        </p>
      )}
      {r.bonusLump > 0 && <p className="mt-2 text-sm">Bonus to allocate as a one-off: {usdCents(r.bonusLump)}.</p>}
    </>
  );
}
