import type { EquityEvent, StockOptionResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { GaugeChart } from '../../../components/ui/charts/gauge.tsx';
import { TONE } from '../../../components/ui/charts/palette.ts';
import { shortDate, TimelineChart, type TimelineEvent } from '../../../components/ui/charts/timeline.tsx';
import { pct, usd, usdCents } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';

/** A round scale end a little above x (1, 2, 2.5 or 5 times a power of ten). */
const niceMax = (x: number) => {
  if (x <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  return ([1, 2, 2.5, 5, 10].find((m) => m * p >= x) ?? 10) * p;
};

const EVENT_DETAIL: Record<EquityEvent['key'], (r: StockOptionResult) => string> = {
  grant: () => 'No tax at grant',
  exercise: (r) => (r.exerciseYear.ordinaryWages > 0 ? `Wages ${usd(r.exerciseYear.ordinaryWages)}` : `Spread ${usd(r.spread)}`),
  qualifying: () => 'Sell after it for a qualifying disposition',
  longTerm: () => 'Gains on a sale after it are long-term',
  sale: (r) =>
    r.sale.kind === 'qualifying'
      ? 'Qualifying disposition'
      : r.sale.kind === 'disqualifying'
        ? 'Disqualifying disposition'
        : r.sale.longTerm
          ? 'Long-term gain'
          : 'Short-term gain',
};

function countdown(r: StockOptionResult): string {
  const { milestone, asOfDate } = r.timeline;
  const what = milestone.label.toLowerCase();
  const when = shortDate(milestone.date);
  if (milestone.daysLeft > 1) return `${milestone.daysLeft} days to the ${what} (${when}), counted from ${shortDate(asOfDate)}.`;
  if (milestone.daysLeft === 1) return `1 day to the ${what} (${when}), counted from ${shortDate(asOfDate)}.`;
  if (milestone.daysLeft === 0) return `The ${what} is ${when}, the as-of date: a sale from the next day on counts.`;
  return `The ${what} (${when}) passed ${-milestone.daysLeft} days before ${shortDate(asOfDate)}.`;
}

export function Results({ r }: { r: StockOptionResult }) {
  const e = r.exerciseYear;
  const asOf = r.timeline.asOfDate;
  const events = r.timeline.events.map(
    (ev): TimelineEvent => ({
      key: ev.key,
      date: ev.date,
      label: ev.label,
      detail: EVENT_DETAIL[ev.key](r),
      status: ev.key === 'qualifying' || ev.key === 'longTerm' ? 'milestone' : ev.date <= asOf ? 'done' : 'upcoming',
    }),
  );
  const crossover = e.crossoverSpread;
  const gaugeMax = crossover === null ? 1 : niceMax(Math.max(e.amtSpread, crossover) * 1.15);
  return (
    <>
      <StatGrid>
        <Stat tone="strong" label="Spread at exercise/vest" value={usd(r.spread)} testId="spread" />
        {e.amt && <Stat tone="strong" label="AMT due in the exercise year" value={usd(e.amt.amt)} testId="amt-due" />}
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
      <Section title="Key dates">
        <p className="mb-4 text-sm font-medium text-navy-900" data-testid="countdown">
          {countdown(r)}
        </p>
        <TimelineChart
          title={`Grant, ${r.timeline.events[1]?.label.toLowerCase() ?? 'exercise'}, ${r.timeline.milestone.label.toLowerCase()} and planned sale`}
          events={events}
          asOf={{ date: asOf, label: `As of ${shortDate(asOf)}` }}
        />
      </Section>
      {crossover !== null && (
        <Section title="AMT crossover">
          <GaugeChart
            title={`ISO spread counted for AMT this year (${usd(e.amtSpread)}) against the AMT crossover (about ${usd(crossover)})`}
            value={e.amtSpread}
            max={gaugeMax}
            valueLabel="ISO spread counted for AMT this year"
            formatValue={usd}
            valueColor={e.amtSpread > crossover ? TONE.danger : TONE.success}
            markers={[{ value: crossover, label: `Crossover ≈ ${usd(crossover)}`, color: TONE.ink }]}
            bands={[
              { from: 0, to: crossover, label: 'No AMT', color: TONE.successLight },
              { from: crossover, to: gaugeMax, label: 'AMT due', color: TONE.dangerLight },
            ]}
          />
        </Section>
      )}
      <Section title="Tax by event">
        <FigureTable
          caption="Exercise or vest, then sale"
          rows={[
            { label: 'Wages added at exercise/vest', value: usd(e.ordinaryWages) },
            { label: 'Federal income tax on those wages', value: usd(e.incrementalIncomeTax), testId: 'incremental-tax' },
            { label: 'FICA on those wages', value: usd(e.fica) },
            ...(e.amt
              ? [
                  { label: 'Regular tax (exercise year)', value: usd(e.amt.regularTax), testId: 'regular-tax' },
                  { label: 'AMT income', value: usd(e.amt.amti) },
                  { label: 'AMT exemption', value: usd(e.amt.exemption) },
                  { label: 'Tentative minimum tax', value: usd(e.amt.tmt), testId: 'tmt' },
                ]
              : []),
            { label: `Sale: ${r.sale.note}`, value: '' },
            { label: 'Ordinary income at sale', value: usd(r.sale.ordinary) },
            { label: `${r.sale.longTerm ? 'Long-term' : 'Short-term'} capital gain`, value: usd(r.sale.capitalGain), testId: 'capital-gain' },
          ]}
        />
        {r.qualifyingDate && (
          <p className="mt-2 text-sm text-ink-muted">
            A sale after {shortDate(r.qualifyingDate)} is a qualifying disposition (2 years from grant and 1 year from exercise).
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
