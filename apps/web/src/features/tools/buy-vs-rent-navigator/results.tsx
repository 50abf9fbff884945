import type { BuyVsRentResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { TornadoChart } from '../../../components/ui/charts/tornado.tsx';
import { usd, usdCents } from '../components/format.ts';
import { Section, Stat, StatGrid } from '../components/results-ui.tsx';

/** The tornado's scale: 0 to 30 years when a bar runs off it, else just past the latest year shown. */
function tornadoMax(r: BuyVsRentResult): number {
  const ends = [r.sensitivityBase, ...r.sensitivities.flatMap((s) => [s.low, s.high])];
  if (ends.some((y) => y === null)) return 30;
  return Math.min(30, Math.ceil((Math.max(...(ends as number[])) + 1) / 5) * 5);
}

export function Results({ r }: { r: BuyVsRentResult }) {
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
          markers={r.breakEvenYear === null ? [] : [{ x: r.breakEvenYear, label: `Break-even: year ${r.breakEvenYear}` }]}
          note={
            r.breakEvenYear === null
              ? `The buyer does not catch up with the renter within ${horizon} years.`
              : `Dashed line: break-even in year ${r.breakEvenYear}, the first year the buyer’s net worth reaches the renter’s.`
          }
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
        <TornadoChart
          title="Break-even year over 30 years with each input one point lower and one point higher"
          base={r.sensitivityBase}
          rows={r.sensitivities}
          min={0}
          max={tornadoMax(r)}
          formatValue={(y) => `Year ${y}`}
          formatShort={(y) => String(y)}
          offScale="None within 30 years"
          offScaleShort="none"
          scaleLabel="Break-even year"
          lowLabel="1 point lower"
          highLabel="1 point higher"
          baseLabel="Inputs as entered"
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
