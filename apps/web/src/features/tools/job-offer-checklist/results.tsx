import { formatDeduction, JOB_CRITERIA, type JobOfferResult, type Values } from '@awc/domain';
import { Link } from 'react-router';
import { Chart } from '../../../components/ui/chart.tsx';
import { RadarChart } from '../../../components/ui/charts/radar.tsx';
import { num1, usd, usdCents } from '../components/format.ts';
import { Section, Stat, StatGrid } from '../components/results-ui.tsx';
import { CategoryDeltas } from './category-deltas.tsx';

/** Axis names short enough to sit around the radar on a phone (the table keeps the full names). */
const SHORT: Record<string, string> = {
  compensation: 'Compensation',
  hourly: 'Effective hourly',
  career: 'Career growth',
  workload: 'Workload',
  fit: 'Practice fit',
  advancement: 'Advancement',
  security: 'Job security',
  flexibility: 'Flexibility',
  culture: 'Culture',
  benefits: 'Benefits',
};

const neg = (x: number) => formatDeduction(x);

/** A table row: `id` names the test ids (`a-<id>`, `b-<id>`), which stay the same in both modes. */
type Row = { id: string; label?: string; a: string; b: string };

export function Results({ r, values }: { r: JobOfferResult; values: Values }) {
  const afterTax = r.basis === 'after-tax';
  const withPslf = r.a.pslf > 0 || r.b.pslf > 0;
  const hours = (x: number) => Math.round(x).toLocaleString('en-US');
  const rows: Row[] = [
    { id: 'Cash pay', a: usd(r.a.cash), b: usd(r.b.cash) },
    { id: '401(k) match', a: usd(r.a.match), b: usd(r.b.match) },
    { id: 'Benefits net of premiums', a: usd(r.a.benefitsNet), b: usd(r.b.benefitsNet) },
    ...(withPslf ? [{ id: 'Expected PSLF value', a: usd(r.a.pslf), b: usd(r.b.pslf) }] : []),
    { id: 'Annual value', label: afterTax ? 'Annual value (before tax)' : 'Annual value', a: usd(r.a.annualValue), b: usd(r.b.annualValue) },
    ...(afterTax
      ? [
          ...(r.a.taxableAssistExcess > 0 || r.b.taxableAssistExcess > 0
            ? [
                {
                  id: 'Taxable loan assistance',
                  label: 'Loan assistance above $5,250 (taxable pay)',
                  a: usd(r.a.taxableAssistExcess),
                  b: usd(r.b.taxableAssistExcess),
                },
              ]
            : []),
          { id: 'Federal income tax', a: neg(r.a.taxes.federal), b: neg(r.b.taxes.federal) },
          { id: 'FICA', label: 'FICA (Social Security and Medicare)', a: neg(r.a.taxes.fica), b: neg(r.b.taxes.fica) },
          { id: 'State/local tax', a: neg(r.a.taxes.state), b: neg(r.b.taxes.state) },
          { id: 'After-tax value', a: usd(r.a.afterTaxValue), b: usd(r.b.afterTaxValue) },
        ]
      : []),
    { id: 'Hours (work + commute)', a: hours(r.a.hours), b: hours(r.b.hours) },
    {
      id: 'Effective hourly',
      label: afterTax ? 'Effective hourly (after tax)' : 'Effective hourly',
      a: usdCents(r.a.effHourly),
      b: usdCents(r.b.effHourly),
    },
    ...(r.comparable ? [{ id: 'Composite score', a: num1(r.a.composite), b: num1(r.b.composite) }] : []),
  ];
  const statesDiffer = values.aStateRate !== values.bStateRate;
  const leader = r.leader === 'a' ? 'Offer A' : 'Offer B';
  return (
    <>
      {r.comparable ? (
        <StatGrid>
          <Stat tone="strong" label="Offer A composite" value={num1(r.a.composite)} testId="composite-a" />
          <Stat tone="strong" label="Offer B composite" value={num1(r.b.composite)} testId="composite-b" />
          <Stat label="Verdict" value={r.tied ? 'Effectively tied' : `${leader} leads by ${num1(r.lead)}`} testId="verdict" />
        </StatGrid>
      ) : (
        <p className="rounded-xl border border-line bg-paper-2 p-4 text-ink" data-testid="not-comparable">
          Enter the pay and hours of both offers to see how they compare.
        </p>
      )}
      {r.comparable && r.flip && !r.tied && (
        <p className="mt-3 text-sm text-ink-muted">
          The result flips if the weight on {r.flip.criterion} moves to about {Math.round(r.flip.weight * 100)}%.
        </p>
      )}
      {Math.abs(r.weightTotal - 1) > 1e-9 && <p className="mt-2 text-sm text-warning-700">Weights were normalized to 100%.</p>}
      <p className="mt-3 text-sm text-ink-muted" data-testid="basis">
        {afterTax
          ? 'Compared after tax: the compensation and hourly scores use each offer’s value after federal, FICA and state tax.'
          : 'Compared before tax: the compensation and hourly scores use each offer’s annual value before tax.'}
      </p>
      {!afterTax && statesDiffer && (
        <p className="mt-2 text-sm text-warning-700" data-testid="state-prompt">
          The offers’ state tax rates differ: tick “Compare after tax” for a fair result.
        </p>
      )}
      <Section title="Side by side">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Offer A and Offer B compared</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                Item
              </th>
              <th scope="col" className="py-2 pr-3">
                Offer A
              </th>
              <th scope="col" className="py-2">
                Offer B
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {row.label ?? row.id}
                </th>
                <td className="py-1.5 pr-3" data-testid={`a-${row.id}`}>
                  {row.a}
                </td>
                <td className="py-1.5" data-testid={`b-${row.id}`}>
                  {row.b}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {r.comparable && (
        <Section title="Category by category">
          <CategoryDeltas r={r} />
        </Section>
      )}
      <Section title="Criterion scores">
        <RadarChart
          title="Score of each of the ten criteria, 0–100, for both offers"
          angleKey="criterion"
          angleLabel="Criterion"
          shortKey="short"
          series={[
            { key: 'a', label: 'Offer A' },
            { key: 'b', label: 'Offer B' },
          ]}
          formatValue={(v) => num1(v)}
          data={JOB_CRITERIA.map((c) => ({
            criterion: c.label,
            short: SHORT[c.key] ?? c.label,
            a: r.a.scores[c.key] ?? 0,
            b: r.b.scores[c.key] ?? 0,
          }))}
        />
      </Section>
      <Section title="What each offer is worth">
        <Chart
          kind="bar"
          stacked
          title="Annual value by component"
          xKey="offer"
          xLabel="Offer"
          series={[
            { key: 'cash', label: 'Cash' },
            { key: 'benefits', label: 'Benefits net of premiums' },
            ...(withPslf ? [{ key: 'pslf', label: 'Expected PSLF value' }] : []),
          ]}
          formatValue={usd}
          data={[
            { offer: 'Offer A', cash: r.a.cash, benefits: r.a.benefitsNet, pslf: r.a.pslf },
            { offer: 'Offer B', cash: r.b.cash, benefits: r.b.benefitsNet, pslf: r.b.pslf },
          ]}
        />
      </Section>
      <p className="mt-4 text-sm text-ink-muted">
        Is one employer a government or 501(c)(3) employer? The{' '}
        <Link className="text-navy-700 underline" to="/tools/student-loan-navigator?pslfTrack=true">
          Student Loan Navigator
        </Link>{' '}
        works out the expected PSLF value (the present value of tax-free forgiveness); its “Use in the Job Offer Checklist” link brings it back here
        as Offer A’s value. Move it to Offer B if that is the public-service offer.
      </p>
    </>
  );
}
