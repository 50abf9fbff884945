import { PIVOT_BANDS, type PracticeAreaResult } from '@awc/domain';
import { Link } from 'react-router';
import { GaugeChart } from '../../../components/ui/charts/gauge.tsx';
import { TONE } from '../../../components/ui/charts/palette.ts';
import { RadarChart } from '../../../components/ui/charts/radar.tsx';
import { num1 } from '../components/format.ts';
import { Section, Stat, StatGrid } from '../components/results-ui.tsx';

/** The four score bands (below 50, 50, 65, 80 and up; tools.md §7.3) on the 0–100 scale, lowest first (edges test the unrounded total). */
const BAND_COLORS = [TONE.dangerLight, TONE.brassLight, TONE.navyLight, TONE.successLight];
const BANDS = [...PIVOT_BANDS].reverse().map((b, i, all) => ({
  from: Math.max(0, b.min),
  to: all[i + 1]?.min ?? 100,
  label: b.label.split(' — ')[0] ?? b.label,
  color: BAND_COLORS[i],
}));

export function Results({ r }: { r: PracticeAreaResult }) {
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Readiness score" value={num1(r.total)} note="Out of 100" testId="pivot-total" />
        <Stat label="Band" value={r.band} testId="pivot-band" />
      </StatGrid>
      <div className="mt-6">
        <GaugeChart
          title={`Readiness score ${num1(r.total)} out of 100, on the four bands`}
          value={r.total}
          max={100}
          valueLabel="Readiness score, out of 100"
          formatValue={(v) => (Number.isInteger(v) ? String(v) : num1(v))}
          display={num1(r.total)}
          bands={BANDS}
        />
      </div>
      {r.gatedBy && <p className="mt-3 text-sm text-warning-700">Capped at “Exploratory”: {r.gatedBy} scores under 40.</p>}
      {r.runwayFirst && (
        <p className="mt-3 text-sm">
          Build financial runway first: see the{' '}
          <Link className="text-navy-700 underline" to="/tools/emergency-fund">
            Emergency Fund calculator
          </Link>
          .
        </p>
      )}
      {r.neutral && <p className="mt-3 text-sm text-ink-muted">All your answers are neutral (3): the score says little until you take a view.</p>}
      <Section title="Biggest gaps and next steps">
        <ol className="list-decimal space-y-2 pl-5 text-sm" data-testid="pivot-gaps">
          {r.gaps.map((g) => (
            <li key={g.item}>
              <span className="font-medium">“{g.text}”</span> {g.action}
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Your five dimensions">
        <RadarChart
          title="Score of each of the five dimensions, 0–100"
          angleKey="dimension"
          angleLabel="Dimension"
          series={[{ key: 'score', label: 'Score' }]}
          formatValue={(v) => num1(v)}
          data={r.dimensions.map((d) => ({ dimension: d.label, score: d.score }))}
        />
      </Section>
      <p className="mt-4 text-sm text-ink-muted">
        Related tools:{' '}
        <Link className="text-navy-700 underline" to="/tools/emergency-fund">
          Emergency Fund
        </Link>
        ,{' '}
        <Link className="text-navy-700 underline" to="/tools/job-offer-checklist">
          Job Offer Checklist
        </Link>
        ,{' '}
        <Link className="text-navy-700 underline" to="/tools/student-loan-navigator">
          Student Loan Navigator
        </Link>
        .
      </p>
    </>
  );
}
