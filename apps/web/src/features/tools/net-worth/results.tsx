import { formatSignedDollars, type NetWorthResult, type Scenario } from '@awc/domain';
import { Link } from 'react-router';
import { Chart } from '../../../components/ui/chart.tsx';
import { DonutChart } from '../../../components/ui/charts/donut.tsx';
import { TONE } from '../../../components/ui/charts/palette.ts';
import { DivergingBar } from '../components/diverging-bar.tsx';
import { pct, usd } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';
import type { ToolResultsContext } from '../components/tool-page.tsx';

const ASSET_LABELS: Record<keyof NetWorthResult['assetsByGroup'], string> = {
  cash: 'Cash',
  taxable: 'Taxable investments',
  pretaxRetirement: 'Retirement (tax-deferred)',
  rothRetirement: 'Retirement (tax-free)',
  home: 'Primary home',
  otherRealEstate: 'Other real estate',
  business: 'Practice/business',
  other: 'Other assets',
};
const LIAB_LABELS: Record<keyof NetWorthResult['liabilitiesByGroup'], string> = {
  mortgage: 'Mortgage',
  heloc: 'HELOC',
  studentFederal: 'Federal student loans',
  studentPrivate: 'Private student loans',
  capitalLoan: 'Capital-contribution loan',
  auto: 'Auto loan',
  creditCard: 'Credit cards',
  personal: 'Personal loans',
  taxesOwed: 'Taxes owed',
  other: 'Other debts',
};
/** Fixed colors per group, so a group keeps its color in every chart; red is kept for debts. */
const ASSET_COLORS: Record<keyof NetWorthResult['assetsByGroup'], string> = {
  cash: TONE.navy,
  taxable: TONE.navyLight,
  pretaxRetirement: TONE.success,
  rothRetirement: TONE.successLight,
  home: TONE.brass,
  otherRealEstate: TONE.brassLight,
  business: '#6941c6',
  other: TONE.slate,
};
const LIAB_COLORS: Record<keyof NetWorthResult['liabilitiesByGroup'], string> = {
  mortgage: TONE.navy,
  heloc: TONE.navyLight,
  studentFederal: TONE.danger,
  studentPrivate: TONE.dangerLight,
  capitalLoan: '#6941c6',
  auto: TONE.brass,
  creditCard: '#0e7490',
  personal: TONE.brassLight,
  taxesOwed: TONE.slate,
  other: TONE.success,
};
export const ratio = (x: number | null) => (x === null ? '—' : pct(x));
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const signedUsd = formatSignedDollars;

type Snapshot = { id: string; name: string; at: string; netWorth: number };

/** Saved net-worth scenarios are the member's snapshots: each one's net worth, oldest first. */
function snapshotsOf(scenarios: readonly Scenario[] | null, resultOf: (input: Scenario['input']) => NetWorthResult | null): Snapshot[] {
  const out: Snapshot[] = [];
  for (const s of scenarios ?? []) {
    const r = resultOf(s.input);
    if (r) out.push({ id: s.id, name: s.name, at: s.updatedAt, netWorth: r.netWorth });
  }
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

const mix = <K extends string>(byGroup: Record<K, number>, labels: Record<K, string>, colors: Record<K, string>) =>
  (Object.entries(byGroup) as [K, number][]).filter(([, v]) => v > 0).map(([k, v]) => ({ key: k, label: labels[k], value: v, color: colors[k] }));

export function Results({ r, ctx }: { r: NetWorthResult; ctx: ToolResultsContext<NetWorthResult> }) {
  const snapshots = snapshotsOf(ctx.scenarios, ctx.resultOf);
  const last = snapshots.at(-1);
  const change = last ? r.netWorth - last.netWorth : null;
  const bars = [
    ...mix(r.assetsByGroup, ASSET_LABELS, ASSET_COLORS),
    ...mix(r.liabilitiesByGroup, LIAB_LABELS, LIAB_COLORS).map((x) => ({ key: `l-${x.key}`, label: x.label, value: -x.value })),
  ];
  const assetMix = mix(r.assetsByGroup, ASSET_LABELS, ASSET_COLORS);
  const liabilityMix = mix(r.liabilitiesByGroup, LIAB_LABELS, LIAB_COLORS);
  const excluded = r.assetLines.filter((l) => l.excluded);
  return (
    <>
      <StatGrid>
        <Stat
          tone="strong"
          label="Net worth"
          value={usd(r.netWorth)}
          testId="net-worth"
          note={
            last && change !== null ? (
              <span data-testid="net-worth-change">
                {change === 0 ? 'No change' : signedUsd(change)} since your last snapshot ({day(last.at)})
              </span>
            ) : undefined
          }
        />
        <Stat label="Total assets" value={usd(r.totalAssets)} testId="total-assets" />
        <Stat label="Total liabilities" value={usd(r.totalLiabilities)} testId="total-liabilities" />
      </StatGrid>
      {r.netWorth < 0 && (
        <p className="mt-3 text-sm text-ink-muted" data-testid="negative-nw">
          Common early in legal careers when student loans are large; track the trend.
        </p>
      )}
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Key ratios">
        {[
          { label: 'Debt-to-asset', value: ratio(r.debtToAsset), id: 'debt-to-asset' },
          { label: 'Liquid net worth', value: usd(r.liquidNetWorth), id: 'liquid-nw' },
          { label: 'Net worth excluding home', value: usd(r.netWorthExHome), id: 'nw-ex-home' },
        ].map((c) => (
          <li key={c.id} className="rounded-full border border-navy-200 bg-white px-3 py-1 text-sm">
            <span className="text-ink-muted">{c.label}</span>{' '}
            <span className="font-semibold tabular-nums text-navy-900" data-testid={c.id}>
              {c.value}
            </span>
          </li>
        ))}
      </ul>
      {(r.volatileAssets > 0 || excluded.length > 0) && (
        <ul className="mt-3 space-y-1 text-sm text-ink-muted">
          {r.volatileAssets > 0 && (
            <li data-testid="volatile-note">Includes {usd(r.volatileAssets)} of crypto: volatile, its value can swing widely.</li>
          )}
          {excluded.length > 0 && (
            <li data-testid="excluded-note">
              Left out of the totals: {excluded.map((l) => `${l.name} (${usd(l.amount)})`).join(', ')}. Count them under Adjustments.
            </li>
          )}
        </ul>
      )}
      <Section title="Ratios">
        <FigureTable
          caption="Net worth measures"
          rows={[
            { label: 'Liquid assets (cash and taxable investments)', value: usd(r.liquidAssets) },
            { label: 'Liquid net worth', value: usd(r.liquidNetWorth) },
            { label: 'Home equity', value: usd(r.homeEquity) },
            { label: 'Net worth excluding home', value: usd(r.netWorthExHome) },
            { label: 'Debt-to-asset', value: ratio(r.debtToAsset) },
            { label: 'Retirement assets', value: usd(r.retirementAssets) },
            { label: 'Student loans share of liabilities', value: ratio(r.studentLoanShare), testId: 'student-share' },
            { label: 'Weighted debt rate (lines with a rate)', value: ratio(r.weightedDebtRate) },
            ...(r.totalMinPayments > 0 ? [{ label: 'Minimum payments per month', value: usd(r.totalMinPayments) }] : []),
          ]}
        />
        {r.benchmark !== null && (
          <p className="mt-3 text-sm text-ink-muted" data-testid="benchmark">
            A rule of thumb from “The Millionaire Next Door” (your age times your income, divided by 10) suggests {usd(r.benchmark)}. Yours is{' '}
            {usd(r.netWorth)}.
          </p>
        )}
      </Section>
      <Section title="What you own and owe">
        {bars.length === 0 ? (
          <p className="text-sm text-ink-muted">Add lines to see what you own and owe.</p>
        ) : (
          <DivergingBar
            title="Assets (to the right) and liabilities (to the left) by group, with net worth"
            rows={bars}
            marker={{ label: 'Net worth', value: r.netWorth }}
            positiveLabel="Assets"
            negativeLabel="Liabilities"
            formatValue={usd}
          />
        )}
      </Section>
      {assetMix.length > 0 && (
        <Section title="Asset mix">
          <DonutChart
            title="Asset mix by group"
            slices={assetMix}
            formatValue={usd}
            labelHeader="Group"
            valueHeader="Amount"
            center={{ value: usd(r.totalAssets), label: 'total assets' }}
            size={180}
          />
        </Section>
      )}
      {liabilityMix.length > 0 && (
        <Section title="Liability mix">
          <DonutChart
            title="Liability mix by group"
            slices={liabilityMix}
            formatValue={usd}
            labelHeader="Group"
            valueHeader="Amount"
            center={{ value: usd(r.totalLiabilities), label: 'total liabilities' }}
            size={180}
          />
        </Section>
      )}
      {snapshots.length > 0 && (
        <Section title="Your net worth over time">
          {snapshots.length >= 2 ? (
            <Chart
              kind="line"
              title="Net worth at each saved snapshot"
              xKey="at"
              xLabel="Saved"
              formatX={(x) => day(String(x))}
              series={[{ key: 'netWorth', label: 'Net worth' }]}
              formatValue={usd}
              data={snapshots.map((s) => ({ at: s.at, netWorth: s.netWorth }))}
              height={260}
              note="Each point is a saved scenario of this tool. Save one now and then to watch the trend."
            />
          ) : (
            <p className="text-sm text-ink-muted">One snapshot saved so far. Save another later to see the trend.</p>
          )}
        </Section>
      )}
      {r.liabilitiesByGroup.studentFederal > 0 && (
        <p className="mt-4 text-sm text-ink-muted">
          Loans are kept at face value: forgiveness is uncertain, and forgiveness outside PSLF is taxable from 2026. See the{' '}
          <Link className="text-navy-700 underline" to="/tools/student-loan-navigator">
            Student Loan Navigator
          </Link>
          .
        </p>
      )}
    </>
  );
}
