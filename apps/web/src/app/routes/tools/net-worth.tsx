import type { NetWorthResult } from '@awc/domain';
import { Link } from 'react-router';
import { Chart } from '../../../components/ui/chart.tsx';
import { pct, usd } from '../../../features/tools/components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

const ASSET_LABELS: Record<string, string> = {
  cash: 'Cash',
  taxable: 'Taxable investments',
  pretaxRetirement: 'Retirement (pre-tax)',
  rothRetirement: 'Roth and HSA',
  home: 'Home',
  otherRealEstate: 'Other real estate',
  business: 'Practice/business',
  other: 'Other',
};
const LIAB_LABELS: Record<string, string> = {
  mortgage: 'Mortgage',
  heloc: 'HELOC',
  studentFederal: 'Federal student loans',
  studentPrivate: 'Private student loans',
  capitalLoan: 'Capital loan',
  auto: 'Auto loan',
  creditCard: 'Credit cards',
  personal: 'Personal loans',
  taxesOwed: 'Taxes owed',
  other: 'Other debts',
};
const ratio = (x: number | null) => (x === null ? '—' : pct(x));

function Results({ r }: { r: NetWorthResult }) {
  const rows = [
    ...Object.entries(r.assetsByGroup)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => ({ group: ASSET_LABELS[k] ?? k, amount: v })),
    ...Object.entries(r.liabilitiesByGroup)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => ({ group: LIAB_LABELS[k] ?? k, amount: -v })),
  ];
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Net worth" value={usd(r.netWorth)} testId="net-worth" />
        <Stat label="Total assets" value={usd(r.totalAssets)} testId="total-assets" />
        <Stat label="Total liabilities" value={usd(r.totalLiabilities)} testId="total-liabilities" />
      </StatGrid>
      {r.netWorth < 0 && <p className="mt-3 text-sm text-ink-muted">Common early in legal careers when student loans are large; track the trend.</p>}
      <Section title="Ratios">
        <FigureTable
          caption="Net worth measures"
          rows={[
            { label: 'Liquid assets', value: usd(r.liquidAssets) },
            { label: 'Liquid net worth', value: usd(r.liquidNetWorth), testId: 'liquid-nw' },
            { label: 'Home equity', value: usd(r.homeEquity) },
            { label: 'Net worth excluding home', value: usd(r.netWorthExHome), testId: 'nw-ex-home' },
            { label: 'Debt-to-asset', value: ratio(r.debtToAsset), testId: 'debt-to-asset' },
            { label: 'Retirement assets', value: usd(r.retirementAssets) },
            { label: 'Student loans share of liabilities', value: ratio(r.studentLoanShare) },
            { label: 'Weighted debt rate', value: ratio(r.weightedDebtRate) },
          ]}
        />
      </Section>
      <Section title="What you own and owe">
        <Chart
          kind="bar"
          title="Assets (positive) and liabilities (negative) by group"
          xKey="group"
          xLabel="Group"
          series={[{ key: 'amount', label: 'Amount' }]}
          formatValue={usd}
          data={rows}
        />
      </Section>
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

export default function NetWorthPage({ route }: PageProps) {
  return (
    <ToolPage<NetWorthResult>
      route={route}
      toolId="net-worth"
      lead="A snapshot of what you own minus what you owe, with the ratios that matter early in a legal career. Save snapshots to watch the trend."
      renderResults={(r) => <Results r={r} />}
      summarize={(r) => [
        { label: 'Net worth', value: usd(r.netWorth) },
        { label: 'Total assets', value: usd(r.totalAssets) },
        { label: 'Total liabilities', value: usd(r.totalLiabilities) },
        { label: 'Liquid net worth', value: usd(r.liquidNetWorth) },
        { label: 'Debt-to-asset', value: ratio(r.debtToAsset) },
      ]}
    />
  );
}
