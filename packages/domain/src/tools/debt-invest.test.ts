import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRACTICE_SETTINGS } from '../auth/auth.constants.ts';
import { DEBT_INVEST_DEFAULTS, REPAYMENT_PLANS } from './debt-invest.constants.ts';
import { type DebtInvestInput, calculateDebtVsInvest } from './debt-invest.ts';
import { DEBT_INVEST_FIELDS, validateDebtInvest } from './debt-invest.fields.ts';
import { defaultRaw, type RawInput } from './fields.ts';
import { advantageSentence, attorneyContextKey, RECOMMENDATION_TEXTS, recommendationTextKey } from './debt-invest.texts.ts';

const base: DebtInvestInput = { ...DEBT_INVEST_DEFAULTS };
const withInput = (patch: Partial<DebtInvestInput>): DebtInvestInput => ({ ...base, ...patch });

/** Closed-form future value of a start amount plus level monthly contributions. */
const fv = (start: number, contribution: number, monthlyRate: number, months: number) =>
  monthlyRate === 0
    ? start + contribution * months
    : start * (1 + monthlyRate) ** months + (contribution * ((1 + monthlyRate) ** months - 1)) / monthlyRate;

describe('calculateDebtVsInvest: the debt option', () => {
  it('pays off the spec defaults in 58 months, matching the closed-form amortization', () => {
    const r = calculateDebtVsInvest(base);
    const rate = 0.07 / 12;
    // n = −ln(1 − rB/P) / ln(1 + r) for B = 170,000 and P = 1,500 + 2,000.
    const n = -Math.log(1 - (rate * 170_000) / 3500) / Math.log(1 + rate);
    expect(n).toBeCloseTo(57.28, 2);
    expect(r.debtOption.timeToPayOff).toBe(58 / 12);
    expect(r.debtOption.remainingBalance).toBe(0);
    expect(r.debtOption.totalPaid - r.debtOption.totalInterest).toBeCloseTo(170_000, 6);
    // 57 full payments plus a final partial one.
    expect(r.debtOption.totalPaid).toBeGreaterThan(57 * 3500);
    expect(r.debtOption.totalPaid).toBeLessThan(58 * 3500);
    expect(Math.round(r.debtOption.totalInterest)).toBe(30_471);
  });

  it('blends the five rates by balance', () => {
    const r = calculateDebtVsInvest(
      withInput({
        federalLoanBalance: 100_000,
        federalLoanRate: 6,
        privateLoanBalance: 50_000,
        privateLoanRate: 9,
        mortgageBalance: 0,
        mortgageRate: 25,
        creditCardBalance: 10_000,
        creditCardRate: 24,
        carLoanBalance: 40_000,
        carLoanRate: 3,
      }),
    );
    expect(r.assumptions.totalDebt).toBe(200_000);
    expect(r.assumptions.blendedRate).toBeCloseTo((600_000 + 450_000 + 240_000 + 120_000) / 200_000, 12);
  });

  it.each([
    { name: 'no debt at all', patch: { federalLoanBalance: 0 }, months: 0, paid: 0, interest: 0 },
    { name: 'interest-free debt paid in a year', patch: { federalLoanBalance: 42_000, federalLoanRate: 0 }, months: 12, paid: 42_000, interest: 0 },
    {
      name: 'a balance that needs a final partial payment',
      patch: { federalLoanBalance: 10_000, federalLoanRate: 0, minimumMonthlyPayment: 1000, monthlyAvailableCash: 500 },
      months: 7,
      paid: 10_000,
      interest: 0,
    },
  ])('$name', ({ patch, months, paid, interest }) => {
    const r = calculateDebtVsInvest(withInput(patch));
    expect(r.debtOption.timeToPayOff).toBe(months / 12);
    expect(r.debtOption.totalPaid).toBeCloseTo(paid, 6);
    expect(r.debtOption.totalInterest).toBeCloseTo(interest, 6);
    expect(r.debtOption.remainingBalance).toBe(0);
  });

  it('stops at the horizon and reports what is left when the debt outlasts it', () => {
    const r = calculateDebtVsInvest(withInput({ federalLoanBalance: 500_000, timeHorizon: 5 }));
    expect(r.debtOption.timeToPayOff).toBe(5);
    expect(r.debtOption.remainingBalance).toBeGreaterThan(0);
    expect(r.debtOption.totalPaid).toBeCloseTo(60 * 3500, 6);
    expect(r.series.at(-1)?.debtBalance).toBeCloseTo(r.debtOption.remainingBalance, 6);
  });

  it('lets the balance grow when the payment is below the interest', () => {
    const r = calculateDebtVsInvest(withInput({ minimumMonthlyPayment: 0, monthlyAvailableCash: 0, timeHorizon: 1 }));
    expect(r.debtOption.totalPaid).toBe(0);
    expect(r.debtOption.remainingBalance).toBeCloseTo(170_000 * (1 + 0.07 / 12) ** 12, 6);
  });

  it('ignores additionalPayment (issue 3)', () => {
    expect(calculateDebtVsInvest(withInput({ additionalPayment: 9_999 }))).toEqual(calculateDebtVsInvest(base));
  });
});

describe('calculateDebtVsInvest: the invest option', () => {
  it('compounds the defaults monthly after tax with the capped employer match', () => {
    const r = calculateDebtVsInvest(base);
    const match = (160_000 / 12) * 0.04;
    expect(r.assumptions.employerMatchMonthly).toBeCloseTo(match, 10);
    const contribution = 2000 + match;
    const rate = (0.08 * 0.65) / 12;
    expect(r.investOption.totalValue).toBeCloseTo(fv(50_000, contribution, rate, 120), 6);
    expect(r.investOption.totalContributions).toBeCloseTo(contribution * 120, 6);
    expect(r.investOption.totalEarnings).toBeCloseTo(r.investOption.totalValue - contribution * 120 - 50_000, 6);
    expect(Math.round(r.investOption.totalValue)).toBe(481_627);
  });

  it.each([
    [1, 4],
    [2, 6],
    [3, 8],
    [4, 10],
    [5, 12],
  ])('risk tolerance %i assumes %i%% when advanced is off', (risk, expected) => {
    const input = withInput({ riskTolerance: risk, expectedInvestmentReturn: 29 });
    expect(calculateDebtVsInvest(input).assumptions.annualReturn).toBe(expected);
    expect(calculateDebtVsInvest(input, { advanced: true }).assumptions.annualReturn).toBe(29);
  });

  it('caps the match at the available cash', () => {
    const r = calculateDebtVsInvest(withInput({ monthlyAvailableCash: 100, employerMatchPercentage: 50 }));
    expect(r.assumptions.employerMatchMonthly).toBe(100);
    expect(r.assumptions.monthlyContribution).toBe(200);
  });

  it('grows at zero after a 0% return or a 0% net after tax', () => {
    const r = calculateDebtVsInvest(withInput({ expectedInvestmentReturn: 0 }), { advanced: true });
    expect(r.investOption.totalEarnings).toBeCloseTo(0, 8);
    expect(r.investOption.totalValue).toBeCloseTo(50_000 + r.assumptions.monthlyContribution * 120, 6);
  });

  it('has one chart point per year, from year 0 to the horizon', () => {
    const r = calculateDebtVsInvest(withInput({ timeHorizon: 7 }));
    expect(r.series.map((p) => p.year)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(r.series[0]).toEqual({ year: 0, debtBalance: 170_000, investmentValue: 50_000 });
    expect(r.series[7]?.investmentValue).toBe(r.investOption.totalValue);
  });
});

describe('calculateDebtVsInvest: the recommendation', () => {
  const cases: Array<{ name: string; patch: Partial<DebtInvestInput>; expected: 'debt' | 'invest' | 'balanced' }> = [
    { name: 'defaults: invest ahead, but BigLaw under 5 years turns it balanced', patch: {}, expected: 'balanced' },
    { name: 'BigLaw with 5 years keeps invest', patch: { yearsInPractice: 5 }, expected: 'invest' },
    { name: 'Midsize, invest far ahead', patch: { practiceSetting: 'Midsize' }, expected: 'invest' },
    {
      name: 'negative advantage: expensive debt, nothing invested',
      patch: { practiceSetting: 'Small', federalLoanRate: 20, monthlyAvailableCash: 0, minimumMonthlyPayment: 1600, currentRetirementSavings: 0 },
      expected: 'debt',
    },
    {
      name: 'small positive advantage stays balanced',
      // Investing 0 cash: value = savings, so advantage = −interest; make interest 0 and savings 0.
      patch: { practiceSetting: 'InHouse', federalLoanBalance: 0, monthlyAvailableCash: 0, currentRetirementSavings: 0 },
      expected: 'balanced',
    },
    {
      name: 'PSLF on a qualifying plan means invest even with a negative advantage',
      patch: {
        practiceSetting: 'Small',
        pslf: true,
        repaymentPlan: 'IBR',
        federalLoanRate: 20,
        monthlyAvailableCash: 0,
        minimumMonthlyPayment: 1600,
      },
      expected: 'invest',
    },
    {
      name: 'PSLF on Standard does not count by itself',
      patch: {
        practiceSetting: 'Small',
        pslf: true,
        repaymentPlan: 'Standard',
        federalLoanRate: 20,
        monthlyAvailableCash: 0,
        minimumMonthlyPayment: 1600,
        currentRetirementSavings: 0,
      },
      expected: 'debt',
    },
    {
      name: 'PSLF on Refinanced does not count by itself',
      patch: {
        practiceSetting: 'Small',
        pslf: true,
        repaymentPlan: 'Refinanced',
        federalLoanRate: 20,
        monthlyAvailableCash: 0,
        minimumMonthlyPayment: 1600,
        currentRetirementSavings: 0,
      },
      expected: 'debt',
    },
    { name: 'BigLaw early career with qualifying PSLF is balanced', patch: { pslf: true, repaymentPlan: 'PAYE' }, expected: 'balanced' },
    {
      name: 'Government with PSLF is always invest',
      patch: {
        practiceSetting: 'Government',
        pslf: true,
        repaymentPlan: 'Standard',
        federalLoanRate: 20,
        monthlyAvailableCash: 0,
        currentRetirementSavings: 0,
      },
      expected: 'invest',
    },
    {
      name: 'PublicInterest with PSLF is always invest',
      patch: {
        practiceSetting: 'PublicInterest',
        pslf: true,
        repaymentPlan: 'Refinanced',
        federalLoanRate: 20,
        monthlyAvailableCash: 0,
        currentRetirementSavings: 0,
      },
      expected: 'invest',
    },
  ];
  it.each(cases)('$name → $expected', ({ patch, expected }) => {
    expect(calculateDebtVsInvest(withInput(patch)).recommendation).toBe(expected);
  });

  it('reports the investing advantage as differenceAmount', () => {
    const r = calculateDebtVsInvest(base);
    expect(r.differenceAmount).toBeCloseTo(r.investOption.totalValue - r.debtOption.totalInterest - 50_000, 8);
  });
});

describe('texts', () => {
  it.each([
    ['BigLaw', false, 'BigLaw'],
    ['BigLaw', true, 'BigLaw'],
    ['Government', true, 'GovernmentPslf'],
    ['PublicInterest', true, 'PublicInterestPslf'],
    ['Government', false, 'GovernmentOrPublicInterestNoPslf'],
    ['PublicInterest', false, 'GovernmentOrPublicInterestNoPslf'],
    ['Midsize', false, 'MidsizeOrSmall'],
    ['Small', true, 'MidsizeOrSmall'],
    ['InHouse', false, 'InHouse'],
  ] as const)('%s with PSLF %s gets the %s context', (setting, pslf, key) => {
    expect(attorneyContextKey(setting, pslf)).toBe(key);
  });
  it('uses the PSLF variant only for invest', () => {
    expect(recommendationTextKey('invest', true)).toBe('investPslf');
    expect(recommendationTextKey('invest', false)).toBe('invest');
    expect(recommendationTextKey('debt', true)).toBe('debt');
    expect(recommendationTextKey('balanced', true)).toBe('balanced');
  });
});

describe("DEBT_INVEST_FIELDS: the calculator validated by the tools' field machinery", () => {
  /** The raw values a visitor sees for an engine input (booleans as the form holds them). */
  const rawOf = (input: DebtInvestInput, extra: RawInput = {}): RawInput => ({
    ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
    ...extra,
  });
  const errorsOf = (patch: RawInput) => validateDebtInvest({ ...rawOf(base), pslf: 'true', ...patch }).errors ?? {};
  it('accepts the defaults and fills blanks with them', () => {
    expect(validateDebtInvest({})).toEqual({ input: base, advanced: false, errors: null });
    expect(validateDebtInvest(defaultRaw(DEBT_INVEST_FIELDS)).input).toEqual(base);
    const blanks = Object.fromEntries(DEBT_INVEST_FIELDS.filter((f) => f.ifBlank !== undefined).map((f) => [f.key, '']));
    expect(Object.keys(blanks)).toHaveLength(22);
    expect(validateDebtInvest(blanks).input).toEqual(base);
    expect(
      validateDebtInvest({ ...rawOf(base), privateLoanBalance: '', federalLoanBalance: '$12,500', federalLoanRate: '6.5%' }).input,
    ).toMatchObject({
      privateLoanBalance: 0,
      federalLoanBalance: 12_500,
      federalLoanRate: 6.5,
    });
  });
  it('hands rates over in percent, as the engine takes them, and reads the advanced switch', () => {
    const v = validateDebtInvest({ federalLoanRate: '7', taxBracket: '32', employerMatchPercentage: '4', advanced: 'true' });
    expect(v.input).toMatchObject({ federalLoanRate: 7, taxBracket: 32, employerMatchPercentage: 4 });
    expect(v.advanced).toBe(true);
  });
  it.each([
    ['federalLoanBalance', '-1', 'Balance cannot be negative'],
    ['privateLoanBalance', '-1', 'Balance cannot be negative'],
    ['mortgageBalance', '-1', 'Balance cannot be negative'],
    ['creditCardBalance', '-1', 'Balance cannot be negative'],
    ['carLoanBalance', '-1', 'Balance cannot be negative'],
    ['federalLoanRate', '-0.1', 'Rate cannot be negative'],
    ['federalLoanRate', '30.01', 'Rate must be 30% or less'],
    ['privateLoanRate', '31', 'Rate must be 30% or less'],
    ['mortgageRate', '31', 'Rate must be 30% or less'],
    ['carLoanRate', '-1', 'Rate cannot be negative'],
    ['creditCardRate', '50.5', 'Rate must be 50% or less'],
    ['creditCardRate', '-1', 'Rate cannot be negative'],
    ['pslfPayments', '-1', 'Payments cannot be negative'],
    ['pslfPayments', '121', 'PSLF requires 120 payments'],
    ['pslfPayments', '12.5', 'Payments must be a whole number'],
    ['minimumMonthlyPayment', '-1', 'Payment cannot be negative'],
    ['additionalPayment', '-1', 'Payment cannot be negative'],
    ['annualIncome', '-1', 'Income cannot be negative'],
    ['yearsInPractice', '1', 'Must be at least 2 years'],
    ['yearsInPractice', '41', 'Must be 40 years or less'],
    ['monthlyAvailableCash', '-1', 'Cannot be negative'],
    ['currentRetirementSavings', '-1', 'Cannot be negative'],
    ['employerMatchPercentage', '-1', 'Cannot be negative'],
    ['employerMatchPercentage', '101', 'Cannot exceed 100%'],
    ['riskTolerance', '0', 'Minimum is 1'],
    ['riskTolerance', '6', 'Maximum is 5'],
    ['expectedInvestmentReturn', '-1', 'Return rate must be 0 or greater'],
    ['expectedInvestmentReturn', '31', 'Return rate must be 30% or less'],
    ['taxBracket', '-1', 'Tax bracket must be 0 or greater'],
    ['taxBracket', '51', 'Tax bracket must be 50% or less'],
    ['timeHorizon', '0', 'Time horizon must be at least 1 year'],
    ['timeHorizon', '41', 'Time horizon must be 40 years or less'],
    ['timeHorizon', '2.5', 'Time horizon must be a whole number of years'],
    ['annualIncome', 'abc', 'Enter a number'],
    ['federalLoanBalance', '12abc', 'Enter a number'],
    ['pslfPayments', 'ten', 'Enter a number'],
    ['practiceSetting', 'Mars', 'Choose a practice setting'],
    ['repaymentPlan', 'SAVE', 'Choose a repayment plan'],
  ])('%s = %s → "%s"', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });
  it('checks the whole-number rule before the bounds, as the schema did', () => {
    expect(errorsOf({ pslfPayments: '-1.5' })).toEqual({ pslfPayments: 'Payments must be a whole number' });
  });
  it('does not ask for PSLF payments while PSLF is not ticked (their default is used)', () => {
    const v = validateDebtInvest({ pslf: 'false', pslfPayments: '500' });
    expect(v.errors).toBeNull();
    expect(v.input?.pslfPayments).toBe(0);
  });
  it('accepts the bounds themselves', () => {
    expect(
      validateDebtInvest(
        rawOf({
          ...base,
          pslf: true,
          federalLoanRate: 30,
          creditCardRate: 50,
          pslfPayments: 120,
          yearsInPractice: 40,
          employerMatchPercentage: 100,
          riskTolerance: 5,
          expectedInvestmentReturn: 30,
          taxBracket: 50,
          timeHorizon: 40,
        }),
      ).errors,
    ).toBeNull();
  });
});

// ---- property tests
const money = fc.double({ min: 0, max: 2_000_000, noNaN: true });
const rate = (max: number) => fc.double({ min: 0, max, noNaN: true });
const inputArb: fc.Arbitrary<DebtInvestInput> = fc.record({
  federalLoanBalance: money,
  federalLoanRate: rate(30),
  privateLoanBalance: money,
  privateLoanRate: rate(30),
  repaymentPlan: fc.constantFrom(...REPAYMENT_PLANS),
  pslf: fc.boolean(),
  pslfPayments: fc.integer({ min: 0, max: 120 }),
  mortgageBalance: money,
  mortgageRate: rate(30),
  creditCardBalance: fc.double({ min: 0, max: 100_000, noNaN: true }),
  creditCardRate: rate(50),
  carLoanBalance: fc.double({ min: 0, max: 150_000, noNaN: true }),
  carLoanRate: rate(30),
  minimumMonthlyPayment: fc.double({ min: 0, max: 20_000, noNaN: true }),
  additionalPayment: fc.double({ min: 0, max: 5_000, noNaN: true }),
  annualIncome: fc.double({ min: 0, max: 3_000_000, noNaN: true }),
  yearsInPractice: fc.double({ min: 2, max: 40, noNaN: true }),
  practiceSetting: fc.constantFrom(...PRACTICE_SETTINGS),
  monthlyAvailableCash: fc.double({ min: 0, max: 50_000, noNaN: true }),
  currentRetirementSavings: money,
  employerMatchPercentage: rate(100),
  riskTolerance: fc.integer({ min: 1, max: 5 }),
  expectedInvestmentReturn: rate(30),
  taxBracket: rate(50),
  timeHorizon: fc.integer({ min: 1, max: 40 }),
});

// Hundreds of generated cases: allow for a loaded machine.
describe('calculateDebtVsInvest: properties', { timeout: 60_000 }, () => {
  it('never produces a negative or non-finite amount, and the debt is paid or reported', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, advanced) => {
        const r = calculateDebtVsInvest(input, { advanced });
        const amounts = [
          r.debtOption.totalPaid,
          r.debtOption.totalInterest,
          r.debtOption.remainingBalance,
          r.debtOption.timeToPayOff,
          r.investOption.totalValue,
          r.investOption.totalContributions,
          ...r.series.flatMap((p) => [p.debtBalance, p.investmentValue]),
        ];
        for (const a of amounts) expect(Number.isFinite(a) && a >= 0).toBe(true);
        expect(r.investOption.totalEarnings).toBeGreaterThanOrEqual(-1e-6 * Math.max(1, r.investOption.totalValue));
        expect(r.debtOption.timeToPayOff).toBeLessThanOrEqual(input.timeHorizon);
        // Everything paid went to interest or principal.
        const principalPaid = r.debtOption.totalPaid - r.debtOption.totalInterest;
        const totalDebt = r.assumptions.totalDebt;
        // A residue under half a cent counts as paid off.
        expect(Math.abs(principalPaid + r.debtOption.remainingBalance - totalDebt)).toBeLessThanOrEqual(0.005 + 1e-9 * totalDebt);
        expect(r.series).toHaveLength(input.timeHorizon + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('follows the recommendation rules for generated inputs', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, advanced) => {
        const r = calculateDebtVsInvest(input, { advanced });
        const advantage = r.investOption.totalValue - r.debtOption.totalInterest - input.currentRetirementSavings;
        expect(r.differenceAmount).toBeCloseTo(advantage, 4);
        const publicPslf = (input.practiceSetting === 'Government' || input.practiceSetting === 'PublicInterest') && input.pslf;
        const qualifyingPslf = input.pslf && input.repaymentPlan !== 'Standard' && input.repaymentPlan !== 'Refinanced';
        const investRule = qualifyingPslf || advantage > 0.2 * r.debtOption.totalInterest;
        const earlyBigLaw = input.practiceSetting === 'BigLaw' && input.yearsInPractice < 5;
        if (publicPslf) expect(r.recommendation).toBe('invest');
        else if (investRule) expect(r.recommendation).toBe(earlyBigLaw ? 'balanced' : 'invest');
        else if (advantage < 0) expect(r.recommendation).toBe('debt');
        else expect(r.recommendation).toBe('balanced');
      }),
      { numRuns: 300 },
    );
  });

  it('accepts every generated valid input, typed as text, unchanged', () => {
    // Amounts in cents and rates in hundredths, as a person types them (no exponents).
    const typed = inputArb.map((input) => {
      const out: Record<string, unknown> = { ...input };
      for (const [k, v] of Object.entries(out)) if (typeof v === 'number') out[k] = Math.round(v * 100) / 100;
      // The payments are asked only while PSLF is ticked.
      if (!input.pslf) out.pslfPayments = DEBT_INVEST_DEFAULTS.pslfPayments;
      return out as DebtInvestInput;
    });
    fc.assert(
      fc.property(typed, (input) => {
        const raw = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
        expect(validateDebtInvest(raw).input).toEqual(input);
      }),
      { numRuns: 100 },
    );
  });
});

describe('no verdict that contradicts its figures (issue 19)', () => {
  it('says why the defaults (Big Law, 3 years) are balanced although investing comes out far ahead', () => {
    const r = calculateDebtVsInvest(DEBT_INVEST_DEFAULTS, { advanced: false });
    expect(r.recommendation).toBe('balanced');
    expect(r.differenceAmount).toBeGreaterThan(0.2 * r.debtOption.totalInterest);
    expect(r.balancedForEarlyBigLaw).toBe(true);
    const key = recommendationTextKey(r.recommendation, false, r.balancedForEarlyBigLaw);
    expect(key).toBe('balancedEarlyBigLaw');
    expect(RECOMMENDATION_TEXTS[key].body).not.toMatch(/neither path is clearly ahead/);
  });
  it('keeps the plain balanced text when the figures themselves are close', () => {
    const r = calculateDebtVsInvest(
      { ...DEBT_INVEST_DEFAULTS, practiceSetting: 'Midsize', monthlyAvailableCash: 0, currentRetirementSavings: 0 },
      { advanced: false },
    );
    expect(r.balancedForEarlyBigLaw).toBe(false);
  });
  it('names the path that comes out ahead, with an unsigned amount', () => {
    const usd0 = (x: number) => `$${Math.round(x).toLocaleString('en-US')}`;
    expect(advantageSentence(484_977, 30, usd0)).toBe(
      'Over 30 years, investing comes out ahead by $484,977 (what the investments grow to, less the debt interest and your starting savings).',
    );
    expect(advantageSentence(-20_000, 10, usd0)).toMatch(/^Over 10 years, paying down debt comes out ahead by \$20,000 /);
    expect(advantageSentence(-0.2, 10, usd0)).toBe('Over 10 years, both paths come out even.');
  });
});
