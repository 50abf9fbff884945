import type { InsuranceResult } from '@awc/domain';
import { Chart } from '../../../components/ui/chart.tsx';
import { usd, usdCents } from '../components/format.ts';
import { FigureTable, Section, Stat, StatGrid } from '../components/results-ui.tsx';

export function Results({ r }: { r: InsuranceResult }) {
  const d = r.disability;
  return (
    <>
      <StatGrid>
        <Stat
          tone="strong"
          label="Life insurance need (DIME)"
          value={usd(r.dime.need)}
          note={`Rounded up: ${usd(r.dime.rounded)}`}
          testId="dime-need"
        />
        <Stat
          tone="strong"
          label="Life insurance need (income replacement)"
          value={usd(r.needsBased.need)}
          note={`Rounded up: ${usd(r.needsBased.rounded)}`}
          testId="nb-need"
        />
        <Stat
          label="Suggested individual disability benefit"
          value={`${usdCents(d.suggested)}/mo`}
          note={`Residual gap ${usdCents(d.residualGap)}/mo`}
          testId="di-suggested"
        />
      </StatGrid>
      <Section title="Life insurance: DIME">
        <Chart
          kind="bar"
          stacked
          title="Debts, income, mortgage and education, beside your resources"
          xKey="bar"
          xLabel="Measure"
          series={[
            { key: 'D', label: 'Debts and final expenses' },
            { key: 'I', label: 'Income' },
            { key: 'M', label: 'Mortgage' },
            { key: 'E', label: 'Education' },
            { key: 'R', label: 'Resources' },
          ]}
          formatValue={usd}
          data={[
            { bar: 'Needs', D: r.dime.D, I: r.dime.I, M: r.dime.M, E: r.dime.E, R: 0 },
            { bar: 'Resources', D: 0, I: 0, M: 0, E: 0, R: r.dime.resources },
          ]}
        />
        <FigureTable
          caption="Income replacement (present value)"
          rows={[
            { label: 'Present value of survivors’ need', value: usd(r.needsBased.pv), testId: 'pv' },
            { label: 'Need after resources', value: usd(r.needsBased.need), strong: true },
          ]}
        />
      </Section>
      <Section title="Disability">
        <FigureTable
          caption="Monthly disability picture"
          rows={[
            { label: 'Monthly earned income', value: usdCents(d.monthlyIncome) },
            { label: 'Group LTD before tax', value: usdCents(d.groupGross) },
            { label: 'Group LTD after tax', value: usdCents(d.groupNet), testId: 'group-net' },
            { label: 'Gap to your need', value: usdCents(d.gap), testId: 'di-gap' },
            { label: 'Room under the issue limit', value: usdCents(d.room) },
            { label: 'Suggested individual own-occupation benefit', value: usdCents(d.suggested), strong: true },
          ]}
        />
        <dl className="mt-4 space-y-2 text-sm">
          <div>
            <dt className="font-semibold">True own-occupation</dt>
            <dd>Pays if you can’t do your occupation, even if you work in another.</dd>
          </div>
          <div>
            <dt className="font-semibold">Modified own-occupation</dt>
            <dd>Pays only if you’re not working elsewhere.</dd>
          </div>
          <div>
            <dt className="font-semibold">Any-occupation</dt>
            <dd>Pays only if you can’t work in any occupation suited to your training.</dd>
          </div>
        </dl>
      </Section>
    </>
  );
}
