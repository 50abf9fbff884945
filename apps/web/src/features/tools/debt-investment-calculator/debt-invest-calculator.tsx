import {
  ATTORNEY_CONTEXT_TEXTS,
  attorneyContextKey,
  calculateDebtVsInvest,
  DEBT_INVEST_CHART_EMPTY,
  DEBT_INVEST_DISCLAIMER,
  type DebtInvestInput,
  type DebtVsInvestResult,
  PRACTICE_SETTING_OPTIONS,
  PRACTICE_SETTING_SHORT_LABELS,
  RECOMMENDATION_TEXTS,
  advantageSentence,
  recommendationTextKey,
  REPAYMENT_PLAN_HELP,
  REPAYMENT_PLAN_LABELS,
  REPAYMENT_PLANS,
  RISK_TOLERANCE_LABELS,
  RISK_TOLERANCE_RETURNS,
} from '@awc/domain';
import { CalculatorIcon, LandmarkIcon, PrinterIcon, RotateCcwIcon, ScaleIcon, TrendingUpIcon } from 'lucide-react';
import { type FormEvent, type RefObject, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { CollapsibleSection } from '../../../components/ui/collapsible.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { InfoTip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPercent, usd, formatYears } from '../components/format.ts';
import {
  type DebtInvestFormState,
  type DebtInvestFormValues,
  debtInvestDefaults,
  readDebtInvestParams,
  writeDebtInvestParams,
} from '../components/url-state.ts';
import { NumberField } from '../components/number-field.tsx';

type NumericKey = {
  [K in keyof DebtInvestFormValues]: DebtInvestFormValues[K] extends string ? (K extends 'repaymentPlan' | 'practiceSetting' ? never : K) : never;
}[keyof DebtInvestFormValues];

type SectionKey = 'federal' | 'private' | 'other' | 'career' | 'repayment';

/** Which section holds each field, so a validation error opens the section it sits in. */
const SECTION_OF: Partial<Record<keyof DebtInvestInput, SectionKey>> = {
  federalLoanBalance: 'federal',
  federalLoanRate: 'federal',
  privateLoanBalance: 'private',
  privateLoanRate: 'private',
  mortgageBalance: 'other',
  mortgageRate: 'other',
  creditCardBalance: 'other',
  creditCardRate: 'other',
  carLoanBalance: 'other',
  carLoanRate: 'other',
  annualIncome: 'career',
  yearsInPractice: 'career',
  practiceSetting: 'career',
  monthlyAvailableCash: 'career',
  currentRetirementSavings: 'career',
  employerMatchPercentage: 'career',
  riskTolerance: 'career',
  expectedInvestmentReturn: 'career',
  taxBracket: 'career',
  timeHorizon: 'career',
  repaymentPlan: 'repayment',
  pslfPayments: 'repayment',
  minimumMonthlyPayment: 'repayment',
};
const ADVANCED_FIELDS = new Set(['expectedInvestmentReturn', 'taxBracket', 'timeHorizon']);
const ALL_OPEN: Record<SectionKey, boolean> = { federal: true, private: true, other: true, career: true, repayment: true };

const fieldId = (key: string) => `dic-${key}`;

type Validation = { input: DebtInvestInput; errors: null } | { input: null; errors: Partial<Record<string, string>> };

// The input schema (and zod with it) loads when the visitor starts on the form, not with the page.
type InputSchema = typeof import('@awc/domain/tools/debt-invest.schemas')['DebtInvestInputSchema'];
let inputSchema: InputSchema | null = null;
const loadInputSchema = async (): Promise<InputSchema> => {
  inputSchema ??= (await import('@awc/domain/tools/debt-invest.schemas')).DebtInvestInputSchema;
  return inputSchema;
};

const validate = (schema: InputSchema, { values }: DebtInvestFormState): Validation => {
  const parsed = schema.safeParse({
    ...values,
    riskTolerance: Number(values.riskTolerance),
    // The payments field exists only while PSLF is ticked; a hidden value never blocks a calculation.
    pslfPayments: values.pslf ? values.pslfPayments : '0',
  });
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
};

/** A non-negative balance typed so far, for the live section headers (blank or invalid counts as 0). */
const amountOf = (v: string) => {
  const n = Number(v.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

type Calculation = { input: DebtInvestInput; advanced: boolean; result: DebtVsInvestResult };

export const DebtInvestCalculator = () => {
  const [params, setParams] = useSearchParams();
  // The address pre-fills the form once; results still wait for 'Calculate Your Options' (spec §4).
  const [state, setState] = useState<DebtInvestFormState>(() => readDebtInvestParams(params));
  const [open, setOpen] = useState(ALL_OPEN);
  const [attempted, setAttempted] = useState(false);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const { values, advanced } = state;
  // `attempted` is set once a submit has loaded the schema.
  const errors = useMemo(() => (attempted && inputSchema ? (validate(inputSchema, state).errors ?? {}) : {}), [attempted, state]);

  const set = <K extends keyof DebtInvestFormValues>(key: K, value: DebtInvestFormValues[K]) =>
    setState((s) => ({ ...s, values: { ...s.values, [key]: value } }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const v = validate(await loadInputSchema(), state);
    setAttempted(true);
    if (v.errors) {
      // Reveal every field that has a message, then put the cursor in the first one.
      const keys = Object.keys(v.errors);
      setOpen((o) => ({ ...o, ...Object.fromEntries(keys.map((k) => [SECTION_OF[k as keyof DebtInvestInput], true]).filter(([s]) => s)) }));
      if (keys.some((k) => ADVANCED_FIELDS.has(k))) setState((s) => ({ ...s, advanced: true }));
      const first = Object.keys(SECTION_OF).find((k) => k in (v.errors ?? {}));
      requestAnimationFrame(() => document.getElementById(fieldId(first ?? keys[0] ?? ''))?.focus());
      return;
    }
    setCalculation({ input: v.input, advanced, result: calculateDebtVsInvest(v.input, { advanced }) });
    setParams(writeDebtInvestParams(state), { replace: true, preventScrollReset: true });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  const reset = () => {
    // Spec §4: Reset restores the form's defaults; the results on screen stay.
    setState(debtInvestDefaults());
    setAttempted(false);
    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  };

  const num = (key: NumericKey, label: string, extra: Partial<Parameters<typeof NumberField>[0]> = {}) => (
    <NumberField id={fieldId(key)} label={label} value={values[key]} onChange={(v) => set(key, v)} error={errors[key]} {...extra} />
  );

  const risk = Number(values.riskTolerance) as 1 | 2 | 3 | 4 | 5;
  const otherDebt = amountOf(values.mortgageBalance) + amountOf(values.creditCardBalance) + amountOf(values.carLoanBalance);
  const planHelp = REPAYMENT_PLAN_HELP[values.repaymentPlan];

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <form
        onSubmit={onSubmit}
        onFocus={() => void loadInputSchema()}
        noValidate
        aria-label="Your financial details"
        className="flex flex-col gap-4"
        data-print-hidden
      >
        <CollapsibleSection
          title="Federal Student Loans"
          summary={usd(amountOf(values.federalLoanBalance))}
          open={open.federal}
          onOpenChange={(o) => setOpen((s) => ({ ...s, federal: o }))}
          headingLevel="h2"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {num('federalLoanBalance', 'Federal Loan Balance', {
              prefix: '$',
              tip: 'The total you still owe on federal Direct, Grad PLUS and FFEL loans, from studentaid.gov or your servicer.',
              help: 'All federal student loans combined.',
            })}
            {num('federalLoanRate', 'Federal Loan Interest Rate', {
              suffix: '%',
              tip: 'Your weighted average federal rate. Recent graduate loans carry about 7-9%.',
              help: 'Annual rate, e.g. 7 for 7%.',
            })}
          </div>
        </CollapsibleSection>

        <CollapsibleSection
          title="Private Student Loans"
          summary={usd(amountOf(values.privateLoanBalance))}
          open={open.private}
          onOpenChange={(o) => setOpen((s) => ({ ...s, private: o }))}
          headingLevel="h2"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {num('privateLoanBalance', 'Private Loan Balance', { prefix: '$' })}
            {num('privateLoanRate', 'Private Loan Interest Rate', { suffix: '%' })}
          </div>
        </CollapsibleSection>

        <CollapsibleSection
          title="Other Debt"
          summary={usd(otherDebt)}
          open={open.other}
          onOpenChange={(o) => setOpen((s) => ({ ...s, other: o }))}
          headingLevel="h2"
        >
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
                  {num(balance, `${title === 'Credit Cards' ? 'Credit Card' : title} Balance`, { prefix: '$' })}
                  {num(rate, `${title === 'Credit Cards' ? 'Credit Card' : title} Interest Rate`, { suffix: '%' })}
                </div>
              </fieldset>
            ))}
          </div>
        </CollapsibleSection>

        <CollapsibleSection
          title="Career & Investment Profile"
          summary={PRACTICE_SETTING_SHORT_LABELS[values.practiceSetting]}
          open={open.career}
          onOpenChange={(o) => setOpen((s) => ({ ...s, career: o }))}
          headingLevel="h2"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {num('annualIncome', 'Annual Income', {
              prefix: '$',
              tip: 'Your gross salary before taxes, including a typical year’s bonus.',
              help: 'Used to size the employer match.',
            })}
            {num('yearsInPractice', 'Years in Practice', {
              tip: 'Years since you started practicing law. Early-career Big Law associates get a more cautious recommendation.',
              help: 'Between 2 and 40.',
            })}
            <FormField
              id={fieldId('practiceSetting')}
              label="Practice Setting"
              error={errors.practiceSetting}
              description="Shapes the attorney-specific context."
              labelAside={
                <InfoTip
                  label="About Practice Setting"
                  content="Where you work. Government and public interest employers usually qualify for PSLF."
                />
              }
            >
              <Select
                value={values.practiceSetting}
                onValueChange={(v) => set('practiceSetting', v as DebtInvestFormValues['practiceSetting'])}
                options={PRACTICE_SETTING_OPTIONS}
              />
            </FormField>
            {num('monthlyAvailableCash', 'Monthly Available Cash', {
              prefix: '$',
              tip: 'What is left each month after living costs and minimum payments: the money you are deciding about.',
              help: 'Goes to extra debt payments in option 1, to investments in option 2.',
            })}
            {num('currentRetirementSavings', 'Current Retirement Savings', {
              prefix: '$',
              tip: 'Everything already in 401(k), 403(b), IRA and similar accounts.',
              help: 'The invest option’s starting balance.',
            })}
            {num('employerMatchPercentage', 'Employer Match (%)', {
              suffix: '%',
              tip: 'The share of your salary your employer adds when you contribute, e.g. 4 for a 4% match.',
              help: 'Capped at your monthly available cash.',
            })}
          </div>

          <div className="mt-5 flex flex-col gap-2">
            <div className="flex items-center gap-1.5">
              <Label htmlFor={fieldId('riskTolerance')}>Risk Tolerance</Label>
              <InfoTip
                label="About Risk Tolerance"
                content="How much market ups and downs you can live with. Without advanced options it sets the assumed return: 4% conservative up to 12% aggressive."
              />
              <span className="ml-auto text-sm font-medium text-navy-900" aria-hidden="true">
                {risk} · {RISK_TOLERANCE_LABELS[risk]}
              </span>
            </div>
            <Slider
              thumbId={fieldId('riskTolerance')}
              thumbLabel="Risk Tolerance"
              valueText={`${risk}, ${RISK_TOLERANCE_LABELS[risk]}`}
              aria-describedby={`${fieldId('riskTolerance')}-desc`}
              min={1}
              max={5}
              step={1}
              value={[risk]}
              onValueChange={([v]) => set('riskTolerance', String(v ?? 3))}
            />
            <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
              <span>Conservative</span>
              <span>Aggressive</span>
            </div>
            <p id={`${fieldId('riskTolerance')}-desc`} className="text-xs text-ink-muted">
              {advanced
                ? 'With advanced options on, your expected return is used instead.'
                : `Assumes a ${RISK_TOLERANCE_RETURNS[risk]}% annual return.`}
            </p>
            {errors.riskTolerance && (
              <p className="text-sm font-medium text-danger-700" role="alert">
                {errors.riskTolerance}
              </p>
            )}
          </div>

          <div className="mt-5 flex items-center gap-3">
            <Switch id="dic-advanced" checked={advanced} onCheckedChange={(a) => setState((s) => ({ ...s, advanced: a }))} />
            <Label htmlFor="dic-advanced">Show Advanced Options</Label>
          </div>
          {advanced && (
            <fieldset className="mt-4 rounded-lg border border-line bg-paper-2/50 p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">Advanced Investment Settings</legend>
              <div className="grid gap-4 sm:grid-cols-3">
                {num('expectedInvestmentReturn', 'Expected Investment Return (%)', { suffix: '%' })}
                {num('taxBracket', 'Tax Bracket (%)', { suffix: '%' })}
                {num('timeHorizon', 'Time Horizon (years)')}
              </div>
            </fieldset>
          )}
        </CollapsibleSection>

        <CollapsibleSection
          title="Repayment Information"
          open={open.repayment}
          onOpenChange={(o) => setOpen((s) => ({ ...s, repayment: o }))}
          headingLevel="h2"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('repaymentPlan')} label="Repayment Plan" error={errors.repaymentPlan} description={planHelp}>
              <Select
                value={values.repaymentPlan}
                onValueChange={(v) => set('repaymentPlan', v as DebtInvestFormValues['repaymentPlan'])}
                options={REPAYMENT_PLANS.map((p) => ({ value: p, label: REPAYMENT_PLAN_LABELS[p] }))}
              />
            </FormField>
            {num('minimumMonthlyPayment', 'Minimum Monthly Payment', {
              prefix: '$',
              tip: 'The total of the required payments on all the debts above each month.',
              help: 'Option 1 pays this plus your monthly available cash.',
            })}
          </div>
          <div className="mt-5 flex items-center gap-2.5">
            <Checkbox id="dic-pslf" checked={values.pslf} onCheckedChange={(c) => set('pslf', c)} />
            <Label htmlFor="dic-pslf">Pursuing PSLF</Label>
          </div>
          {values.pslf &&
            num('pslfPayments', 'Qualifying PSLF Payments Made', {
              help: 'PSLF requires 120 qualifying payments.',
              className: 'mt-4 sm:max-w-[50%]',
            })}
        </CollapsibleSection>

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
