import {
  ATTORNEY_CONTEXT_TEXTS,
  attorneyContextKey,
  calculateDebtVsInvest,
  DEBT_INVEST_ADVANCED_KEYS,
  DEBT_INVEST_CHART_EMPTY,
  DEBT_INVEST_DEFAULTS,
  DEBT_INVEST_DISCLAIMER,
  DEBT_INVEST_FIELDS,
  DEBT_INVEST_SECTIONS,
  type DebtInvestInput,
  type DebtVsInvestResult,
  defaultRaw,
  type FieldSpec,
  type PracticeSetting,
  PRACTICE_SETTING_SHORT_LABELS,
  RECOMMENDATION_TEXTS,
  type RawInput,
  type RepaymentPlan,
  advantageSentence,
  recommendationTextKey,
  REPAYMENT_PLAN_HELP,
  RISK_TOLERANCE_RETURNS,
  validateDebtInvest,
} from '@awc/domain';
import { CalculatorIcon, LandmarkIcon, PrinterIcon, RotateCcwIcon, ScaleIcon, TrendingUpIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { CollapsibleSection } from '../../../components/ui/collapsible.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPercent, usd, formatYears } from '../components/format.ts';
import { ToolField } from '../components/tool-field.tsx';
import { DIGIT_FLAGS, readFieldParams, writeFieldParams } from '../components/url-state.ts';

const S = DEBT_INVEST_SECTIONS;
const SECTIONS = Object.values(S);
const ALL_OPEN: Record<string, boolean> = Object.fromEntries(SECTIONS.map((name) => [name, true]));
const ADVANCED = new Set(DEBT_INVEST_ADVANCED_KEYS);
const DEFAULTS: RawInput = defaultRaw(DEBT_INVEST_FIELDS);

const spec = (key: string): FieldSpec => {
  const f = DEBT_INVEST_FIELDS.find((x) => x.key === key);
  if (!f) throw new Error(`No calculator field ${key}`);
  return f;
};

const fieldId = (key: string) => `dic-${key}`;

/** A non-negative balance typed so far, for the live section headers (blank or invalid counts as 0). */
const amountOf = (v: string | undefined) => {
  const n = Number((v ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The risk level the slider shows (an edited address may carry one it cannot). */
const riskOf = (v: string | undefined): 1 | 2 | 3 | 4 | 5 => {
  const n = Number(v);
  return (Number.isInteger(n) && n >= 1 && n <= 5 ? n : DEBT_INVEST_DEFAULTS.riskTolerance) as 1 | 2 | 3 | 4 | 5;
};

type Calculation = { input: DebtInvestInput; advanced: boolean; result: DebtVsInvestResult };

/**
 * The public calculator: the tools' field machinery (`DEBT_INVEST_FIELDS`, `validateFields`,
 * `ToolField`, the address codec) in a submit-mode layout (decision 385): results wait for "Calculate
 * Your Options", messages appear once it has been pressed, and Reset restores the inputs while the
 * results on screen stay. No session, no scenarios, no network calls (spec §6).
 */
export const DebtInvestCalculator = () => {
  const [params, setParams] = useSearchParams();
  // The address pre-fills the form once; results still wait for 'Calculate Your Options' (spec §4).
  const [raw, setRaw] = useState<RawInput>(() => ({ ...DEFAULTS, ...readFieldParams(DEBT_INVEST_FIELDS, params, DIGIT_FLAGS) }));
  const [open, setOpen] = useState(ALL_OPEN);
  const [attempted, setAttempted] = useState(false);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const advanced = raw.advanced === 'true';
  // After a first attempt the messages follow the typing, so a fixed field loses its message at once.
  const errors: Record<string, string> = useMemo(() => (attempted ? (validateDebtInvest(raw).errors ?? {}) : {}), [attempted, raw]);

  const set = (key: string, value: string) => setRaw((r) => ({ ...r, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateDebtInvest(raw);
    setAttempted(true);
    if (v.errors) {
      // Reveal every field that has a message, then put the cursor in the first one.
      const keys = Object.keys(v.errors);
      const sections = keys.map((k) => spec(k).group).filter((g): g is string => g !== undefined);
      setOpen((o) => ({ ...o, ...Object.fromEntries(sections.map((g) => [g, true])) }));
      if (keys.some((k) => ADVANCED.has(k))) set('advanced', 'true');
      const first = DEBT_INVEST_FIELDS.find((f) => f.key in (v.errors ?? {}));
      requestAnimationFrame(() => document.getElementById(fieldId(first?.key ?? ''))?.focus());
      return;
    }
    setCalculation({ input: v.input, advanced: v.advanced, result: calculateDebtVsInvest(v.input, { advanced: v.advanced }) });
    setParams(writeFieldParams(DEBT_INVEST_FIELDS, raw, DEFAULTS, DIGIT_FLAGS), { replace: true, preventScrollReset: true });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  const reset = () => {
    // Spec §4: Reset restores the form's defaults; the results on screen stay.
    setRaw(DEFAULTS);
    setAttempted(false);
    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  };

  /** One input from the calculator's field list, unless its `showIf` hides it. */
  const field = (key: string, extra: { help?: ReactNode; className?: string } = {}) => {
    const f = spec(key);
    if (f.showIf && !f.showIf(raw)) return null;
    return <ToolField id={fieldId(key)} field={f} value={raw[key] ?? ''} error={errors[key]} onChange={(v) => set(key, v)} {...extra} />;
  };

  const section = (name: string, summary: ReactNode, children: ReactNode) => (
    <CollapsibleSection
      title={name}
      summary={summary}
      open={open[name] ?? true}
      onOpenChange={(o) => setOpen((s) => ({ ...s, [name]: o }))}
      headingLevel="h2"
    >
      {children}
    </CollapsibleSection>
  );

  const risk = riskOf(raw.riskTolerance);
  const otherDebt = amountOf(raw.mortgageBalance) + amountOf(raw.creditCardBalance) + amountOf(raw.carLoanBalance);
  const planHelp = REPAYMENT_PLAN_HELP[raw.repaymentPlan as RepaymentPlan];

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <form onSubmit={onSubmit} noValidate aria-label="Your financial details" className="flex flex-col gap-4" data-print-hidden>
        {section(
          S.federal,
          usd(amountOf(raw.federalLoanBalance)),
          <div className="grid gap-4 sm:grid-cols-2">
            {field('federalLoanBalance')}
            {field('federalLoanRate')}
          </div>,
        )}

        {section(
          S.private,
          usd(amountOf(raw.privateLoanBalance)),
          <div className="grid gap-4 sm:grid-cols-2">
            {field('privateLoanBalance')}
            {field('privateLoanRate')}
          </div>,
        )}

        {section(
          S.other,
          usd(otherDebt),
          <div className="flex flex-col gap-5">
            {(
              [
                ['Mortgage', 'mortgageBalance', 'mortgageRate'],
                ['Credit Cards', 'creditCardBalance', 'creditCardRate'],
                ['Car Loan', 'carLoanBalance', 'carLoanRate'],
              ] as const
            ).map(([title, balance, rate]) => (
              <fieldset key={title} className="rounded-lg border border-line p-4">
                <legend className="px-1 text-sm font-semibold text-navy-900">{title}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {field(balance)}
                  {field(rate)}
                </div>
              </fieldset>
            ))}
          </div>,
        )}

        {section(
          S.career,
          PRACTICE_SETTING_SHORT_LABELS[raw.practiceSetting as PracticeSetting],
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('annualIncome')}
              {field('yearsInPractice')}
              {field('practiceSetting')}
              {field('monthlyAvailableCash')}
              {field('currentRetirementSavings')}
              {field('employerMatchPercentage')}
            </div>
            <div className="mt-5">
              {field('riskTolerance', {
                help: advanced
                  ? 'With advanced options on, your expected return is used instead.'
                  : `Assumes a ${RISK_TOLERANCE_RETURNS[risk]}% annual return.`,
              })}
            </div>
            {field('advanced', { className: 'mt-5' })}
            {advanced && (
              <fieldset className="mt-4 rounded-lg border border-line bg-paper-2/50 p-4">
                <legend className="px-1 text-sm font-semibold text-navy-900">Advanced Investment Settings</legend>
                <div className="grid gap-4 sm:grid-cols-3">{DEBT_INVEST_ADVANCED_KEYS.map((k) => field(k))}</div>
              </fieldset>
            )}
          </>,
        )}

        {section(
          S.repayment,
          undefined,
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('repaymentPlan', { help: planHelp })}
              {field('minimumMonthlyPayment')}
            </div>
            {field('pslf', { className: 'mt-5' })}
            {field('pslfPayments', { className: 'mt-4 sm:max-w-[50%]' })}
          </>,
        )}

        <Button type="submit" size="lg" className="w-full">
          <CalculatorIcon aria-hidden="true" className="h-5 w-5" />
          Calculate Your Options
        </Button>
      </form>

      <div className="flex flex-col gap-5 lg:sticky lg:top-24">
        <Results calculation={calculation} onReset={reset} headingRef={resultsHeading} />
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Debt balance and investment value over time
            </CardTitle>
          </CardHeader>
          <CardContent>
            {calculation ? (
              <Chart
                kind="line"
                data={calculation.result.series}
                xKey="year"
                xLabel="Year"
                formatX={(y) => String(y)}
                formatValue={usd}
                series={[
                  { key: 'debtBalance', label: 'Debt balance (option 1)', color: '#b42318' },
                  { key: 'investmentValue', label: 'Investment value (option 2)', color: '#1e3a66' },
                ]}
                title={`Debt balance under option 1 and investment value under option 2, year by year over ${calculation.input.timeHorizon} years.`}
                height={280}
              />
            ) : (
              <p className="flex h-40 items-center justify-center rounded-lg border border-dashed border-line-strong px-4 text-center text-sm text-ink-muted">
                {DEBT_INVEST_CHART_EMPTY}
              </p>
            )}
          </CardContent>
        </Card>
        {calculation && <HowCalculated calculation={calculation} />}
        <p className="text-sm leading-relaxed text-ink-muted">{DEBT_INVEST_DISCLAIMER}</p>
      </div>
    </div>
  );
};

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <div className="flex items-baseline justify-between gap-3 border-b border-line py-2 last:border-b-0">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="m-0 font-semibold tabular-nums text-navy-900" data-testid={testId}>
      {value}
    </dd>
  </div>
);

const Results = ({
  calculation,
  onReset,
  headingRef,
}: {
  calculation: Calculation | null;
  onReset: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) => {
  if (!calculation) {
    return (
      <Card aria-live="polite">
        <CardHeader>
          <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold text-navy-900 outline-none">
            Enter Your Details
          </h2>
        </CardHeader>
        <CardContent>
          <p className="text-sm leading-relaxed text-ink-muted">
            Fill in your loans, income and goals, then select ‘Calculate Your Options’ to compare paying down debt with investing the same cash.
          </p>
        </CardContent>
      </Card>
    );
  }
  const { input, result } = calculation;
  const { debtOption, investOption } = result;
  const context = ATTORNEY_CONTEXT_TEXTS[attorneyContextKey(input.practiceSetting, input.pslf)];
  const rec = RECOMMENDATION_TEXTS[recommendationTextKey(result.recommendation, input.pslf, result.balancedForEarlyBigLaw)];
  return (
    <Card aria-live="polite">
      <CardHeader className="flex-row items-center justify-between">
        <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold text-navy-900 outline-none">
          Your Results
        </h2>
        <Button variant="secondary" size="sm" onClick={() => window.print()} data-print-hidden>
          <PrinterIcon aria-hidden="true" className="h-4 w-4" />
          Print results
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="dic-opt1" className="rounded-xl border border-line p-4">
            <h3 id="dic-opt1" className="flex items-center gap-2 font-sans text-base font-semibold text-navy-900">
              <LandmarkIcon aria-hidden="true" className="h-4 w-4 text-danger-700" />
              Option 1: Prioritize Debt Payoff
            </h3>
            <dl className="mt-2">
              <Figure label="Total Interest Paid" value={usd(debtOption.totalInterest)} testId="total-interest" />
              <Figure label="Time to Pay Off" value={formatYears(debtOption.timeToPayOff)} testId="time-to-pay-off" />
              <Figure label="Total Paid" value={usd(debtOption.totalPaid)} testId="total-paid" />
            </dl>
            {debtOption.remainingBalance > 0 && (
              <p className="mt-2 text-sm text-warning-700" data-testid="remaining-balance">
                Not paid off within your {input.timeHorizon}-year horizon: {usd(debtOption.remainingBalance)} would still be owed.
              </p>
            )}
          </section>
          <section aria-labelledby="dic-opt2" className="rounded-xl border border-line p-4">
            <h3 id="dic-opt2" className="flex items-center gap-2 font-sans text-base font-semibold text-navy-900">
              <TrendingUpIcon aria-hidden="true" className="h-4 w-4 text-success-700" />
              Option 2: Prioritize Investing
            </h3>
            <dl className="mt-2">
              <Figure label="Total Contributions" value={usd(investOption.totalContributions)} testId="total-contributions" />
              <Figure label="Total Earnings" value={usd(investOption.totalEarnings)} testId="total-earnings" />
              <Figure label="Final Investment Value" value={usd(investOption.totalValue)} testId="final-value" />
            </dl>
          </section>
        </div>

        <section aria-labelledby="dic-context" className="rounded-xl border border-navy-200 bg-navy-50 p-4">
          <h3 id="dic-context" className="flex items-center gap-2 font-sans text-base font-semibold text-navy-900">
            <ScaleIcon aria-hidden="true" className="h-4 w-4" />
            Attorney-Specific Context
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-navy-900" data-testid="attorney-context">
            {context}
          </p>
        </section>

        <section
          aria-labelledby="dic-rec"
          className={cn(
            'rounded-xl border p-4',
            result.recommendation === 'debt'
              ? 'border-[#fecdca] bg-danger-50'
              : result.recommendation === 'invest'
                ? 'border-[#abefc6] bg-success-50'
                : 'border-brass-200 bg-brass-100/50',
          )}
        >
          <h3 id="dic-rec" className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold text-navy-900">
            Our Recommendation
            <Badge tone="solid" data-testid="recommendation">
              {rec.title}
            </Badge>
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-ink">{rec.body}</p>
          <p className="mt-2 text-sm text-ink" data-testid="difference">
            {advantageSentence(result.differenceAmount, input.timeHorizon, usd)}
          </p>
        </section>

        <Button variant="secondary" onClick={onReset} className="self-start" data-print-hidden>
          <RotateCcwIcon aria-hidden="true" className="h-4 w-4" />
          Reset Calculator
        </Button>
      </CardContent>
    </Card>
  );
};

const HowCalculated = ({ calculation }: { calculation: Calculation }) => {
  const { input, advanced, result } = calculation;
  const a = result.assumptions;
  return (
    <details className="rounded-xl border border-line bg-white px-5 py-4 text-sm leading-relaxed">
      <summary className="cursor-pointer font-semibold text-navy-900">How this is calculated</summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
        <li>
          Option 1 treats all {usd(a.totalDebt)} of debt as one loan at the balance-weighted rate of {formatPercent(a.blendedRate, 2)}, paid with your
          minimum payment plus your available cash ({usd(a.monthlyPayment)} a month). Interest accrues monthly; the simulation stops when the balance
          is paid or after {input.timeHorizon} years.
        </li>
        <li>
          Option 2 invests your available cash plus an employer match of {usd(a.employerMatchMonthly)} a month (your match percentage of monthly
          income, never more than the cash you put in): {usd(a.monthlyContribution)} a month, on top of your {usd(input.currentRetirementSavings)} of
          current savings.
        </li>
        <li>
          Growth: {formatPercent(a.annualReturn, 2)} a year ({advanced ? 'your expected return' : `assumed for risk tolerance ${input.riskTolerance}`}
          ), reduced by your {formatPercent(input.taxBracket, 2)} tax bracket to {formatPercent(a.afterTaxAnnualReturn, 2)}, compounded monthly for{' '}
          {a.months} months. Returns are assumed steady; real markets are not.
        </li>
        <li>
          The investing advantage is what your investments grow to, less the debt interest you would pay and the savings you already had. Investing is
          recommended when the advantage is more than 20% of the debt interest, or when you pursue PSLF on an income-driven plan; paying debt when it
          is negative; balanced otherwise. Big Law attorneys under 5 years in practice get balanced instead of invest; Government and Public Interest
          attorneys pursuing PSLF always get invest.
        </li>
        <li>
          Not modeled: taxes on withdrawals, PSLF forgiveness itself, changes in income or rates, and the tax deduction for student loan interest.
        </li>
      </ul>
    </details>
  );
};
