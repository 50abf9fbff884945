import { JOB_CRITERIA, type JobOfferResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { num1, usd, usdCents } from '../../../features/tools/components/format.ts';
import { Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

function Results({ r }: { r: JobOfferResult }) {
  const rows: [string, string, string][] = [
    ['Cash pay', usd(r.a.cash), usd(r.b.cash)],
    ['401(k) match', usd(r.a.match), usd(r.b.match)],
    ['Benefits net of premiums', usd(r.a.benefitsNet), usd(r.b.benefitsNet)],
    ['Annual value', usd(r.a.annualValue), usd(r.b.annualValue)],
    ['Hours (work + commute)', Math.round(r.a.hours).toLocaleString('en-US'), Math.round(r.b.hours).toLocaleString('en-US')],
    ['Effective hourly', usdCents(r.a.effHourly), usdCents(r.b.effHourly)],
    ['Composite score', num1(r.a.composite), num1(r.b.composite)],
  ];
  const leader = r.leader === 'a' ? 'Offer A' : 'Offer B';
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Offer A composite" value={num1(r.a.composite)} testId="composite-a" />
        <Stat tone="strong" label="Offer B composite" value={num1(r.b.composite)} testId="composite-b" />
        <Stat label="Verdict" value={r.tied ? 'Effectively tied' : `${leader} leads by ${num1(r.lead)}`} testId="verdict" />
      </StatGrid>
      {r.flip && !r.tied && (
        <p className="mt-3 text-sm text-ink-muted">
          The result flips if the weight on {r.flip.criterion} moves to about {Math.round(r.flip.weight * 100)}%.
        </p>
      )}
      {Math.abs(r.weightTotal - 1) > 1e-9 && <p className="mt-2 text-sm text-warning-700">Weights were normalised to 100%.</p>}
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
            {rows.map(([l, a, b]) => (
              <tr key={l} className="border-t border-line">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {l}
                </th>
                <td className="py-1.5 pr-3" data-testid={`a-${l}`}>
                  {a}
                </td>
                <td className="py-1.5" data-testid={`b-${l}`}>
                  {b}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Criterion scores">
        <Chart
          kind="bar"
          title="Score of each criterion, 0–100, for both offers"
          xKey="criterion"
          xLabel="Criterion"
          series={[
            { key: 'a', label: 'Offer A' },
            { key: 'b', label: 'Offer B' },
          ]}
          formatValue={(v) => num1(v)}
          data={JOB_CRITERIA.map((c) => ({ criterion: c.label, a: r.a.scores[c.key] ?? 0, b: r.b.scores[c.key] ?? 0 }))}
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
          ]}
          formatValue={usd}
          data={[
            { offer: 'Offer A', cash: r.a.cash, benefits: r.a.benefitsNet },
            { offer: 'Offer B', cash: r.b.cash, benefits: r.b.benefitsNet },
          ]}
        />
      </Section>
    </>
  );
}

export default function JobOfferChecklistPage({ route }: PageProps) {
  return (
    <ToolPage<JobOfferResult>
      route={route}
      toolId="job-offer-checklist"
      lead="Compare two legal job offers line by line: a like-for-like annual value, an effective hourly rate and a weighted score of what matters to you."
      renderResults={(r) => <Results r={r} />}
      summarize={(r) => [
        { label: 'Offer A annual value', value: usd(r.a.annualValue) },
        { label: 'Offer B annual value', value: usd(r.b.annualValue) },
        { label: 'Offer A composite', value: num1(r.a.composite) },
        { label: 'Offer B composite', value: num1(r.b.composite) },
      ]}
    />
  );
}
