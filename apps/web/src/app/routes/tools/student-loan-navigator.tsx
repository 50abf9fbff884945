import type { MeProfile } from '../../../features/auth/api/auth-api.ts';
import type { StudentLoanResult } from '@awc/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { usd, usdCents } from '../../../features/tools/components/format.ts';
import { Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

function Results({ r }: { r: StudentLoanResult }) {
  const eligible = r.plans.filter((p) => p.eligible && p.projection);
  const maxYears = Math.max(...eligible.map((p) => p.projection?.balanceByYear.length ?? 0));
  const lineData = Array.from({ length: maxYears }, (_, y) => {
    const row: Record<string, number | string> = { year: y };
    for (const p of eligible) {
      const b = p.projection?.balanceByYear[y];
      if (b !== undefined) row[p.id] = b;
    }
    return row;
  });
  const rap = r.plans.find((p) => p.id === 'rap');
  return (
    <>
      <StatGrid>
        <Stat label="First month’s interest" value={usdCents(r.firstMonthInterest)} />
        {rap && <Stat tone="strong" label="RAP payment now" value={usdCents(rap.firstPayment)} testId="rap-payment" />}
        {r.pslf && (
          <Stat
            label="PSLF progress"
            value={`${r.pslf.toDate} of 120`}
            note={r.pslf.canApplyNow ? 'You may be eligible to apply now.' : `${r.pslf.remaining} qualifying payments to go`}
          />
        )}
      </StatGrid>
      <ul className="mt-4 space-y-1 text-sm">
        {r.flags.map((f) => (
          <li key={f}>
            <Badge tone="warning">Note</Badge> {f}
          </li>
        ))}
      </ul>
      <Section title="Plans compared">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <section className="overflow-x-auto" tabIndex={0} aria-label="Plans compared, scrollable">
          <table className="w-full min-w-[40rem] text-left text-sm tabular-nums" data-testid="plan-table">
            <caption className="sr-only">Repayment plans: payment now, months, totals, forgiveness and tax</caption>
            <thead>
              <tr className="border-b border-line">
                {['Plan', 'Payment now', 'Months', 'Total paid', 'Total paid (present value)', 'Forgiven', 'Tax on forgiveness', 'PSLF'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.plans.map((p) => (
                <tr key={p.id} className="border-t border-line align-top" data-plan={p.id}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {p.label}
                    <span className="block text-xs font-normal text-ink-muted">{p.rule}</span>
                  </th>
                  {p.eligible && p.projection ? (
                    <>
                      <td className="py-2 pr-3">{usdCents(p.firstPayment)}</td>
                      <td className="py-2 pr-3">{p.projection.months}</td>
                      <td className="py-2 pr-3">{usdCents(p.projection.totalPaid)}</td>
                      <td className="py-2 pr-3">{usd(p.projection.pvPaid)}</td>
                      <td className="py-2 pr-3">
                        {p.projection.forgiven > 0 ? `${usdCents(p.projection.forgiven)} ${p.forgivenessTaxable ? '(taxable)' : '(tax-free)'}` : '—'}
                      </td>
                      <td className="py-2 pr-3">{p.taxOnForgiveness > 0 ? usdCents(p.taxOnForgiveness) : '—'}</td>
                    </>
                  ) : (
                    <td className="py-2 pr-3" colSpan={6}>
                      Not available to you
                    </td>
                  )}
                  <td className="py-2">{p.countsForPslf ? <Badge tone="success">Counts</Badge> : <Badge>Not counted</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>
      <Section title="Balance over time">
        <Chart
          kind="line"
          title="Loan balance by year for each plan"
          xKey="year"
          xLabel="Year"
          series={eligible.map((p) => ({ key: p.id, label: p.label }))}
          formatValue={usd}
          data={lineData}
        />
      </Section>
      <Section title="Lifetime cost">
        <Chart
          kind="bar"
          stacked
          title="Payments plus tax on forgiveness, by plan"
          xKey="plan"
          xLabel="Plan"
          series={[
            { key: 'paid', label: 'Payments' },
            { key: 'tax', label: 'Tax on forgiveness' },
          ]}
          formatValue={usd}
          data={eligible.map((p) => ({ plan: p.label, paid: p.projection?.totalPaid ?? 0, tax: p.taxOnForgiveness }))}
        />
      </Section>
    </>
  );
}

// Government and public-interest settings are the usual PSLF employers; the member can untick it.
const prefill = (p: MeProfile): Record<string, string> =>
  p.practiceSetting === 'Government' || p.practiceSetting === 'PublicInterest' ? { pslfTrack: 'true' } : {};

export default function StudentLoanNavigatorPage({ route }: PageProps) {
  return (
    <ToolPage<StudentLoanResult>
      route={route}
      toolId="student-loan-navigator"
      lead="Compare the federal repayment plans open to you after July 1, 2026: payment now, total cost, PSLF timing and the tax on any forgiveness."
      prefill={prefill}
      renderResults={(r) => <Results r={r} />}
      summarize={(r) =>
        r.plans.map((p) => ({
          label: `${p.label}: payment now / total paid`,
          value: p.eligible && p.projection ? `${usdCents(p.firstPayment)} / ${usd(p.projection.totalPaid)}` : 'Not available',
        }))
      }
    />
  );
}
