import type { BuyVsRentResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { usd, usdCents } from '../../../features/tools/components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

const be = (y: number | null) => (y === null ? 'Not within 30 years' : `Year ${y}`);

function Results({ r }: { r: BuyVsRentResult }) {
  const horizon = r.years.length;
  return (
    <>
      <StatGrid>
        <Stat
          tone="strong"
          label="Break-even"
          value={r.breakEvenYear === null ? 'Not within horizon' : `Year ${r.breakEvenYear}`}
          testId="break-even"
        />
        <Stat label="Monthly principal and interest" value={usdCents(r.monthlyPI)} testId="monthly-pi" />
        <Stat
          label="Year-1 monthly owner cost"
          value={usdCents(r.year1.ownerMonthly)}
          note={`Renting: ${usdCents(r.year1.renterMonthly)}`}
          testId="owner-monthly"
        />
      </StatGrid>
      {r.breakEvenRent !== null && (
        <p className="mt-3 text-sm">
          Buying wins over {horizon} years if comparable rent exceeds {usd(r.breakEvenRent)}/month.
        </p>
      )}
      <Section title="Net worth: buying vs renting">
        <Chart
          kind="line"
          title="Buyer and renter net worth at the end of each year"
          xKey="year"
          xLabel="Year"
          series={[
            { key: 'buyer', label: 'Buyer' },
            { key: 'renter', label: 'Renter' },
          ]}
          formatValue={usd}
          data={r.years.map((y) => ({ year: y.year, buyer: y.buyerNW, renter: y.renterNW }))}
        />
      </Section>
      <Section title="Year by year">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <section className="max-h-80 overflow-auto" tabIndex={0} aria-label="Year by year, scrollable">
          <table className="w-full text-left text-sm tabular-nums" data-testid="bvr-years">
            <caption className="sr-only">Home value, mortgage balance and net worth by year</caption>
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-line">
                {['Year', 'Home value', 'Mortgage balance', 'Buyer net worth', 'Renter net worth'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.years.map((y) => (
                <tr key={y.year} className="border-t border-line" data-year={y.year}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {y.year}
                  </th>
                  <td className="py-1.5 pr-3">{usd(y.homeValue)}</td>
                  <td className="py-1.5 pr-3">{usd(y.balance)}</td>
                  <td className="py-1.5 pr-3">{usd(y.buyerNW)}</td>
                  <td className="py-1.5">{usd(y.renterNW)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>
      <Section title="Year-1 monthly cost">
        <Chart
          kind="bar"
          stacked
          title="Owner’s monthly cost by component beside rent"
          xKey="who"
          xLabel="Who"
          series={[
            { key: 'pi', label: 'Principal and interest' },
            { key: 'tax', label: 'Property tax' },
            { key: 'ins', label: 'Insurance' },
            { key: 'maint', label: 'Maintenance' },
            { key: 'other', label: 'HOA and PMI' },
            { key: 'rent', label: 'Rent and renter’s insurance' },
          ]}
          formatValue={usdCents}
          data={[
            {
              who: 'Owner',
              pi: r.year1.pi,
              tax: r.year1.tax,
              ins: r.year1.insurance,
              maint: r.year1.maintenance,
              other: r.year1.hoa + r.year1.pmi,
              rent: 0,
            },
            { who: 'Renter', pi: 0, tax: 0, ins: 0, maint: 0, other: 0, rent: r.year1.renterMonthly },
          ]}
        />
      </Section>
      <Section title="Sensitivity (break-even year over 30 years)">
        <FigureTable
          caption="Each input moved one point down and up"
          rows={r.sensitivities.map((s) => ({ label: s.label, value: `${be(s.low)} / ${be(s.high)}` }))}
        />
      </Section>
      <Section title="Mortgage: principal and interest by year">
        <Chart
          kind="area"
          stacked
          title="Principal and interest paid each year"
          xKey="year"
          xLabel="Year"
          series={[
            { key: 'principal', label: 'Principal' },
            { key: 'interest', label: 'Interest' },
          ]}
          formatValue={usd}
          data={r.years.map((y) => ({ year: y.year, principal: y.principal, interest: y.interest }))}
        />
      </Section>
    </>
  );
}

export default function BuyVsRentNavigatorPage({ route }: PageProps) {
  return (
    <ToolPage<BuyVsRentResult>
      route={route}
      toolId="buy-vs-rent-navigator"
      lead="Compare owning and renting month by month, with 2026 itemizing rules, transaction costs and what the renter invests instead. Find the break-even year and rent."
      renderResults={(r) => <Results r={r} />}
      summarize={(r) => [
        { label: 'Break-even year', value: r.breakEvenYear === null ? 'None' : String(r.breakEvenYear) },
        { label: 'Monthly P&I', value: usdCents(r.monthlyPI) },
        { label: 'Buyer net worth at horizon', value: usd(r.years.at(-1)?.buyerNW ?? 0) },
        { label: 'Renter net worth at horizon', value: usd(r.years.at(-1)?.renterNW ?? 0) },
        { label: 'Break-even rent', value: r.breakEvenRent === null ? '—' : usd(r.breakEvenRent) },
      ]}
    />
  );
}
