import type { CreditResult } from '@awc/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { DonutChart } from '../../../components/ui/charts/donut.tsx';
import { num1, pct } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';

const TIPS: Record<string, string> = {
  payment: 'Pay every account on time; set up autopay for at least the minimum.',
  amounts: 'Keep reported utilization under 10%: pay before the statement date.',
  length: 'Keep old accounts open; the average age grows with time.',
  newCredit: 'Space out applications; inquiries fade after a year.',
  mix: 'A mix of revolving and installment accounts helps a little; never borrow just for the mix.',
};

export function Results({ r }: { r: CreditResult }) {
  const top = r.factors.find((f) => f.key === r.biggestHeadroom);
  return (
    <>
      <Alert tone="warning" className="mb-4">
        Illustrative only—not a FICO® Score. Weights are FICO’s general-population guidance and vary by credit profile; different FICO versions and
        VantageScore differ.
      </Alert>
      <StatGrid>
        <Stat tone="strong" label="Illustrative factor index" value={num1(r.index)} note="Out of 100" testId="credit-index" />
        <Stat label="Utilization" value={r.utilization === null ? '—' : pct(r.utilization, 0)} />
        {top && <Stat label="Most room to improve" value={top.label} note={`${num1(top.headroom)} points: ${TIPS[top.key]}`} testId="credit-top" />}
      </StatGrid>
      {r.thinFile && <p className="mt-3 text-sm text-ink-muted">A FICO Score may not be generated yet.</p>}
      <Section title="How FICO weighs the five factors">
        <DonutChart
          title="FICO’s general-population weights of the five factors"
          labelHeader="Factor"
          valueHeader="Weight"
          showShare={false}
          formatValue={(w) => `${Math.round(w * 100)}%`}
          slices={r.factors.map((f) => ({ key: f.key, label: f.label, value: f.weight }))}
        />
      </Section>
      <Section title="Factors">
        <Chart
          kind="bar"
          stacked
          horizontal
          title="Points earned and headroom per factor"
          xKey="factor"
          xLabel="Factor"
          series={[
            { key: 'points', label: 'Points earned' },
            { key: 'headroom', label: 'Headroom' },
          ]}
          formatValue={(v) => num1(v)}
          data={r.factors.map((f) => ({ factor: `${f.label} (${Math.round(f.weight * 100)}%)`, points: f.points, headroom: f.headroom }))}
        />
        <FigureTable
          caption="Sub-scores (0–100) and tips"
          rows={r.factors.map((f) => ({ label: `${f.label}: ${TIPS[f.key]}`, value: String(f.score), testId: `sub-${f.key}` }))}
        />
      </Section>
    </>
  );
}
