import type { StockOptionResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { pct, usd, usdCents } from '../../../features/tools/components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../../../features/tools/components/results-ui.tsx';
import { ToolPage } from '../../../features/tools/components/tool-page.tsx';
import type { PageProps } from '../../pages.ts';

function Results({ r }: { r: StockOptionResult }) {
  const e = r.exerciseYear;
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Spread at exercise/vest" value={usd(r.spread)} testId="spread" />
        {e.amt && <Stat tone="strong" label="AMT due in the exercise year" value={usdCents(e.amt.amt)} testId="amt-due" />}
        {e.crossoverSpread !== null && (
          <Stat
            label="AMT crossover"
            value={`≈ ${usd(e.crossoverSpread)}`}
            note={`You can exercise ~${usd(e.crossoverSpread)} of spread this year before AMT.`}
            testId="crossover"
          />
        )}
        {e.ordinaryWages > 0 && (
          <Stat
            label="Under-withheld"
            value={usd(e.underWithheld)}
            note={`Withheld ${usd(e.withheld)}; marginal rate ${pct(e.marginal, 0)}`}
            testId="under-withheld"
          />
        )}
      </StatGrid>
      <Section title="Tax by event">
        <FigureTable
          caption="Exercise or vest, then sale"
          rows={[
            { label: 'Wages added at exercise/vest', value: usd(e.ordinaryWages) },
            { label: 'Federal income tax on those wages', value: usdCents(e.incrementalIncomeTax), testId: 'incremental-tax' },
            { label: 'FICA on those wages', value: usdCents(e.fica) },
            ...(e.amt
              ? [
                  { label: 'Regular tax (exercise year)', value: usdCents(e.amt.regularTax), testId: 'regular-tax' },
                  { label: 'AMT income', value: usd(e.amt.amti) },
                  { label: 'AMT exemption', value: usd(e.amt.exemption) },
                  { label: 'Tentative minimum tax', value: usdCents(e.amt.tmt), testId: 'tmt' },
                ]
              : []),
            { label: `Sale: ${r.sale.note}`, value: '' },
            { label: 'Ordinary income at sale', value: usd(r.sale.ordinary) },
            { label: `${r.sale.longTerm ? 'Long-term' : 'Short-term'} capital gain`, value: usd(r.sale.capitalGain), testId: 'capital-gain' },
          ]}
        />
        {r.qualifyingDate && (
          <p className="mt-2 text-sm text-ink-muted">
            A sale after {r.qualifyingDate} is a qualifying disposition (2 years from grant and 1 year from exercise).
          </p>
        )}
      </Section>
      <Section title="Payoff by share price">
        <Chart
          kind="line"
          title="Pre-tax value of the grant at each share price"
          xKey="price"
          xLabel="Share price"
          formatX={(v) => usdCents(Number(v))}
          series={[{ key: 'preTax', label: 'Pre-tax value' }]}
          formatValue={usd}
          data={r.payoff}
        />
      </Section>
    </>
  );
}

export default function StockOptionExplainerPage({ route }: PageProps) {
  return (
    <ToolPage<StockOptionResult>
      route={route}
      toolId="stock-option-explainer"
      lead="How ISOs, NSOs and RSUs are taxed at each event, with a simplified 2026 AMT estimate and the spread you can exercise before AMT."
      renderResults={(r) => <Results r={r} />}
      summarize={(r) => [
        { label: 'Spread', value: usd(r.spread) },
        { label: 'AMT due', value: r.exerciseYear.amt ? usd(r.exerciseYear.amt.amt) : '—' },
        { label: 'Wages at exercise/vest', value: usd(r.exerciseYear.ordinaryWages) },
        { label: 'Capital gain at sale', value: usd(r.sale.capitalGain) },
      ]}
    />
  );
}
