import { type PlanRow, type PslfSummary, type StudentLoanResult, type Values, pslfForgivenessMonth, roundHalfUp } from '@awc/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { GaugeChart } from '../../../components/ui/charts/gauge.tsx';
import { PALETTE, TONE } from '../../../components/ui/charts/palette.ts';
import { pct, usd, usdCents } from '../components/format.ts';
import { Section, Stat, StatGrid } from '../components/results-ui.tsx';

/** "2036-11" → "November 2036". */
const monthName = (ym: string) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
};

/** A percent without a trailing ".0" (4% rather than 4.0%). */
const rate = (x: number) => pct(x).replace('.0%', '%');

/** A rate to two decimals without trailing zeros (7.5%, 7.33%). */
const rate2 = (x: number) => `${roundHalfUp(x * 100, 2)}%`;

/** Short plan names for the chart axis, where the full names would collide. */
const SHORT: Record<PlanRow['id'], string> = {
  standard10: 'Standard',
  tieredStandard: 'Tiered',
  extended: 'Extended',
  rap: 'RAP',
  ibr: 'IBR',
  paye: 'PAYE',
  icr: 'ICR',
  pslfRap: 'PSLF via RAP',
  pslfIbr: 'PSLF via IBR',
};

/**
 * One color per plan, whichever plans show: with PAYE and ICR there can be eight lines, more than
 * the six palette colors, so those two get their own (teal and magenta, both over 3:1 on white).
 */
const COLOR: Record<PlanRow['id'], string> = {
  standard10: PALETTE[0],
  tieredStandard: PALETTE[1],
  extended: PALETTE[1],
  rap: PALETTE[2],
  ibr: PALETTE[3],
  paye: '#0e7490',
  icr: '#c11574',
  pslfRap: PALETTE[4],
  pslfIbr: PALETTE[5],
};

/** The Job Offer Checklist with this PSLF value as Offer A's, added to its annual value. */
const jobOfferLink = (value: number) =>
  `/tools/job-offer-checklist?${new URLSearchParams({ includePslf: 'true', aPslfValue: String(roundHalfUp(value, 0)) })}`;

/** A lifetime figure (whole dollars, tools.md §0.1) with its present value under it. */
const Money = ({ nominal, pv, testId }: { nominal: number; pv: number; testId: string }) => (
  <>
    {usd(nominal)}
    <span className="block whitespace-nowrap text-xs text-ink-muted" data-testid={testId}>
      <abbr title="present value" className="no-underline">
        PV
      </abbr>{' '}
      {usd(pv)}
    </span>
  </>
);

function PlanTable({ plans }: { plans: readonly PlanRow[] }) {
  const heads = ['Plan', 'Payment now', 'Total paid', 'Forgiven', 'Tax on forgiveness', 'Lifetime cost'];
  return (
    // w-0 min-w-full: the wide table scrolls inside this box instead of widening the page on phones.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="w-0 min-w-full overflow-x-auto" tabIndex={0} aria-label="Plans compared, scrollable">
      <table className="w-full min-w-[40rem] text-left text-sm tabular-nums" data-testid="plan-table">
        <caption className="sr-only">
          Repayment plans: eligibility, whether payments count for PSLF, payment now and months, total paid, forgiven, tax on forgiveness and lifetime
          cost, each with its present value
        </caption>
        <thead>
          <tr className="border-b border-line">
            {heads.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map((p) => {
            const pr = p.eligible ? p.projection : null;
            return (
              <tr key={p.id} className="border-t border-line align-top" data-plan={p.id}>
                <th scope="row" className="w-44 py-2 pr-3 font-medium">
                  {p.label}
                  <span className="block text-xs font-normal text-ink-muted">{p.rule}</span>
                  <span className="mt-1 block">
                    {p.countsForPslf ? <Badge tone="success">Counts for PSLF</Badge> : <Badge>Not counted for PSLF</Badge>}
                  </span>
                </th>
                {pr ? (
                  <>
                    <td className="py-2 pr-3">
                      {usdCents(p.firstPayment)}
                      <span className="block text-xs text-ink-muted">{pr.months} months</span>
                      {pr.movedTo && (
                        <span className="block text-xs text-ink-muted" data-testid={`moved-${p.id}`}>
                          {pr.movedTo.plan === 'rap' ? 'RAP' : 'IBR'} from month {pr.movedTo.month}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      <Money nominal={pr.totalPaid} pv={pr.pvPaid} testId={`pv-paid-${p.id}`} />
                    </td>
                    <td className="py-2 pr-3">
                      {pr.forgiven > 0 ? (
                        <>
                          {`${usd(pr.forgiven)} ${p.forgivenessTaxable ? '(taxable)' : '(tax-free)'}`}
                          <span className="block text-xs text-ink-muted" data-testid={`pv-forgiven-${p.id}`}>
                            <abbr title="present value" className="no-underline">
                              PV
                            </abbr>{' '}
                            {usd(pr.pvForgiven)}
                            {p.pslfValue !== null && ' (PSLF value)'}
                          </span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      {p.taxOnForgiveness > 0 ? <Money nominal={p.taxOnForgiveness} pv={p.pvTaxOnForgiveness} testId={`pv-tax-${p.id}`} /> : '—'}
                    </td>
                    <td className="py-2 pr-3">
                      <Money nominal={p.lifetimeCost} pv={p.pvLifetimeCost} testId={`pv-cost-${p.id}`} />
                    </td>
                  </>
                ) : (
                  <td className="py-2 pr-3" colSpan={5}>
                    Not available to you
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function PslfPanel({ pslf, plans, discountRate }: { pslf: PslfSummary; plans: readonly PlanRow[]; discountRate: number }) {
  const today = new Date().toISOString().slice(0, 10);
  const when = monthName(pslfForgivenessMonth(today, pslf.remaining));
  const plan = plans.find((p) => p.id === pslf.valuePlan);
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
      <div data-testid="pslf-ring">
        <GaugeChart
          variant="ring"
          size={200}
          title={`PSLF qualifying payments: ${pslf.toDate} of 120`}
          value={pslf.toDate}
          max={120}
          valueLabel="qualifying payments"
          display={`${pslf.toDate} / 120`}
          valueColor={TONE.success}
        />
      </div>
      <div className="space-y-3 text-sm">
        <p data-testid="pslf-date">
          {pslf.canApplyNow ? (
            <strong>You may be eligible to apply now.</strong>
          ) : (
            <>
              Projected forgiveness: <strong>{when}</strong>, after {pslf.remaining} more qualifying {pslf.remaining === 1 ? 'payment' : 'payments'}.
            </>
          )}
        </p>
        {pslf.value > 0 ? (
          <>
            <p>
              PSLF value:{' '}
              <strong className="tabular-nums" data-testid="pslf-value">
                {usd(pslf.value)}
              </strong>
              , the present value at {rate(discountRate)} of the {usd(pslf.forgiven)} forgiven tax-free on {plan?.label ?? 'PSLF'}, the PSLF route
              with the lower lifetime cost.
            </p>
            <p>
              <Link className="font-medium text-navy-700 underline" to={jobOfferLink(pslf.value)} data-testid="pslf-job-offer-link">
                Use in the Job Offer Checklist
              </Link>
              <span className="block text-xs text-ink-muted">
                Opens the checklist with this value as Offer A’s expected PSLF value, added to its annual value. Move it to Offer B if that is the
                public-service offer.
              </span>
            </p>
          </>
        ) : (
          <p>Your balance would be paid off before PSLF forgives anything, so the PSLF value is $0.</p>
        )}
      </div>
    </div>
  );
}

export function Results({ r, values }: { r: StudentLoanResult; values: Values }) {
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
  // Where each line ends: payoff (balance 0) or forgiveness (the amount forgiven).
  const ends = eligible.map((p) => {
    const pr = p.projection;
    const year = (pr?.balanceByYear.length ?? 1) - 1;
    return `${p.label}: ${pr && pr.forgiven > 0 ? `${usd(pr.forgiven)} forgiven` : 'paid off'} in year ${year}`;
  });
  const rap = r.plans.find((p) => p.id === 'rap');
  const discountRate = typeof values.discountRate === 'number' ? values.discountRate : 0;
  return (
    <>
      <StatGrid>
        <Stat
          label="Federal loans"
          value={usd(r.federal.balance)}
          testId="federal-balance"
          note={`${r.federal.mixedRates ? 'Average rate (each loan runs at its own)' : 'Rate'} ${rate2(r.federal.apr)}; first month’s interest ${usdCents(r.firstMonthInterest)}`}
        />
        {rap?.eligible && <Stat tone="strong" label="RAP payment now" value={usdCents(rap.firstPayment)} testId="rap-payment" />}
        {r.pslf && (
          <Stat
            label="PSLF value (present value)"
            value={usd(r.pslf.value)}
            testId="pslf-value-stat"
            note={r.pslf.canApplyNow ? 'You may be eligible to apply now.' : `${r.pslf.toDate} of 120 qualifying payments made`}
          />
        )}
      </StatGrid>
      <ul className="mt-4 space-y-1.5 text-sm" aria-label="Things to know" data-testid="callouts">
        {r.flags.map((f) => (
          <li key={f}>
            {f === 'You may be eligible to apply now.' ? <Badge tone="success">PSLF</Badge> : <Badge tone="warning">Note</Badge>} {f}
          </li>
        ))}
      </ul>
      {r.pslf && (
        <Section title="PSLF progress">
          <PslfPanel pslf={r.pslf} plans={r.plans} discountRate={discountRate} />
        </Section>
      )}
      <Section title="Plans compared">
        <PlanTable plans={r.plans} />
        <p className="mt-2 text-xs text-ink-muted">
          PV: present value today at your {rate(discountRate)} discount rate. Amounts forgiven and the tax on them are discounted from the month of
          forgiveness. Lifetime cost is what you pay plus the tax on any amount forgiven.
        </p>
        <p className="mt-1 text-xs text-ink-muted" data-testid="forgiveness-tax-basis">
          {r.forgivenessTax.mode === 'manual'
            ? `Tax on forgiveness at your own rate of ${rate(r.forgivenessTax.rate)} on the whole amount forgiven.`
            : `Tax on forgiveness in 2026 federal brackets, on top of that year’s income${r.forgivenessTax.stateRate > 0 ? `, plus your state rate of ${rate(r.forgivenessTax.stateRate)}` : ''}.`}
        </p>
      </Section>
      {r.private && (
        <Section title="Private loans">
          <p className="text-sm" data-testid="private-loans">
            Your private loans ({usd(r.private.balance)}) are outside the federal plans, with no income-driven payment, forgiveness or PSLF. Paid over{' '}
            {r.private.months / 12} years at their own rates: <strong>{usdCents(r.private.monthly)}</strong> a month, {usd(r.private.totalPaid)} in
            all.
          </p>
        </Section>
      )}
      <Section title="Balance over time">
        <Chart
          kind="line"
          title="Loan balance by year for each plan"
          xKey="year"
          xLabel="Year"
          series={eligible.map((p) => ({ key: p.id, label: p.label, color: COLOR[p.id] }))}
          formatValue={usd}
          data={lineData}
          endDots
        />
        <p className="mt-2 text-xs text-ink-muted">A ringed dot marks where each line ends, at payoff or at forgiveness:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-ink-muted" aria-label="Where each line ends" data-testid="line-ends">
          {ends.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </Section>
      <Section title="Lifetime cost">
        {/* Bars across: up to eight plan names stay readable at 375 px. */}
        <Chart
          kind="bar"
          stacked
          horizontal
          title="Lifetime cost by plan: payments plus tax on forgiveness"
          xKey="plan"
          xLabel="Plan"
          series={[
            { key: 'paid', label: 'Payments' },
            { key: 'tax', label: 'Tax on forgiveness' },
          ]}
          formatValue={usd}
          data={eligible.map((p) => ({ plan: SHORT[p.id], paid: p.projection?.totalPaid ?? 0, tax: p.taxOnForgiveness }))}
        />
      </Section>
    </>
  );
}
