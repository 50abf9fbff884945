import type { EmergencyFundResult } from '@awc/domain';
import { Link } from 'react-router';
import { Chart } from '../../../components/ui/chart.tsx';
import { GaugeChart } from '../../../components/ui/charts/gauge.tsx';
import { num1, usd } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';

/** The Emergency Fund Calculator's results: the target, the months and what moves them, the charts. */
export function Results({ r }: { r: EmergencyFundResult }) {
  const progress = r.target > 0 ? Math.min(1, (r.target - r.gap) / r.target) : 1;
  return (
    <>
      <StatGrid>
        <Stat
          tone="strong"
          label="Your target"
          value={usd(r.target)}
          note={`${num1(r.months)} months of essentials plus lump sums`}
          testId="target"
        />
        <Stat label="Months covered now" value={num1(r.coverageNow)} testId="coverage" />
        <Stat
          label="Months to goal"
          value={r.monthsToGoal === null ? '—' : String(r.monthsToGoal)}
          note={r.monthsToGoal === null ? 'No completion date at $0/month.' : undefined}
          testId="months-to-goal"
        />
      </StatGrid>
      <div className="mt-6">
        <GaugeChart
          title={`Months of essentials your reserve covers now (${num1(r.coverageNow)}) against your personalized target of ${num1(r.months)} months, with the conventional 3–6 month band`}
          value={r.coverageNow}
          max={12}
          valueLabel="Months covered now"
          formatValue={(v) => (Number.isInteger(v) ? String(v) : num1(v))}
          display={num1(r.coverageNow)}
          markers={[{ value: r.months, label: `Your target: ${num1(r.months)} months` }]}
          bands={[{ from: 3, to: 6, label: 'Conventional 3–6 months' }]}
        />
      </div>
      <div className="mt-6">
        <p className="text-sm text-ink-muted" id="ef-progress-label">
          Progress: {usd(r.target - r.gap)} of {usd(r.target)} (gap {usd(r.gap)})
        </p>
        <div
          className="mt-1 h-3 w-full rounded-full bg-paper-2"
          role="progressbar"
          aria-labelledby="ef-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="h-3 rounded-full bg-navy-700" style={{ width: `${progress * 100}%` }} />
        </div>
      </div>
      {r.surplus > 0 && <p className="mt-3 text-sm">Fully funded; surplus {usd(r.surplus)} could go to goals in Savings Strategies.</p>}
      {r.cappedAt12 && <p className="mt-3 text-sm text-ink-muted">Capped at 12 months.</p>}
      {r.floorReason && <p className="mt-3 text-sm text-ink-muted">{r.floorReason}</p>}
      <Section title="How your months were set">
        <FigureTable
          caption="What moves your target from 3 months"
          rows={[
            ...r.adjustments.map((a) => ({ label: a.label, value: `${a.months >= 0 ? '+' : '−'}${num1(Math.abs(a.months))}` })),
            { label: 'Months used', value: num1(r.months), strong: true, testId: 'months' },
          ]}
        />
      </Section>
      <Section title="What the target is made of">
        <Chart
          kind="bar"
          stacked
          title="Target: months of essentials plus lump sums, beside the conventional 3–6 month range"
          xKey="bar"
          xLabel="Measure"
          series={[
            { key: 'months', label: 'Months × essentials' },
            { key: 'lump', label: 'Lump sums' },
          ]}
          formatValue={usd}
          data={[
            { bar: 'Your target', months: r.monthsPart, lump: r.lumpSums },
            { bar: '3 months', months: r.conventionalRange[0], lump: 0 },
            { bar: '6 months', months: r.conventionalRange[1], lump: 0 },
          ]}
        />
      </Section>
      <p className="mt-4 text-sm text-ink-muted">
        Conventional range for reference: {usd(r.conventionalRange[0])}–{usd(r.conventionalRange[1])}. Thinking of a change of practice? Try the{' '}
        <Link className="text-navy-700 underline" to="/tools/practice-area-assessment">
          Practice Area Pivot Assessment
        </Link>
        .
      </p>
    </>
  );
}
