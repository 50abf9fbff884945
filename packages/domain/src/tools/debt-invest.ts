import type { PracticeSetting } from '../auth/auth.constants.ts';
import { BIGLAW_EARLY_CAREER_YEARS, INVEST_ADVANTAGE_THRESHOLD, RISK_TOLERANCE_RETURNS, type RepaymentPlan } from './debt-invest.constants.ts';

/** Spec §3 "Calculator input": amounts in dollars, rates and percentages in percent (7 = 7%). */
export type DebtInvestInput = {
  federalLoanBalance: number;
  federalLoanRate: number;
  privateLoanBalance: number;
  privateLoanRate: number;
  repaymentPlan: RepaymentPlan;
  pslf: boolean;
  pslfPayments: number;
  mortgageBalance: number;
  mortgageRate: number;
  creditCardBalance: number;
  creditCardRate: number;
  carLoanBalance: number;
  carLoanRate: number;
  minimumMonthlyPayment: number;
  /** In the schema with a default; the calculation does not use it (issue 3). */
  additionalPayment: number;
  annualIncome: number;
  yearsInPractice: number;
  practiceSetting: PracticeSetting;
  monthlyAvailableCash: number;
  currentRetirementSavings: number;
  employerMatchPercentage: number;
  riskTolerance: number;
  expectedInvestmentReturn: number;
  taxBracket: number;
  timeHorizon: number;
};

export type DebtVsInvestRecommendation = 'debt' | 'invest' | 'balanced';

export type DebtVsInvestPoint = { year: number; debtBalance: number; investmentValue: number };

export type DebtVsInvestResult = {
  debtOption: {
    totalPaid: number;
    /** Years, unrounded (months simulated / 12). */
    timeToPayOff: number;
    totalInterest: number;
    /** What is still owed at the end of the horizon; 0 when paid off. */
    remainingBalance: number;
  };
  investOption: { totalValue: number; totalContributions: number; totalEarnings: number };
  recommendation: DebtVsInvestRecommendation;
  /**
   * Balanced only because the attorney is early in a Big Law career: the figures alone favor
   * investing, so the page must not say "neither path is clearly ahead" (issue 19).
   */
  balancedForEarlyBigLaw: boolean;
  /** The investing advantage: totalValue − debt totalInterest − currentRetirementSavings. */
  differenceAmount: number;
  /** One point per year from 0 to timeHorizon, for the chart. */
  series: DebtVsInvestPoint[];
  /** The assumptions the figures rest on, for the "how this is calculated" panel. */
  assumptions: {
    totalDebt: number;
    blendedRate: number;
    monthlyPayment: number;
    annualReturn: number;
    afterTaxAnnualReturn: number;
    employerMatchMonthly: number;
    monthlyContribution: number;
    months: number;
  };
};

/** Below half a cent a balance counts as paid off. */
const PAID_OFF = 0.005;

export const totalDebtOf = (i: DebtInvestInput): number =>
  i.federalLoanBalance + i.privateLoanBalance + i.mortgageBalance + i.creditCardBalance + i.carLoanBalance;

/** Balance-weighted average of the five rates, in percent; 0 when there is no debt. */
export const blendedDebtRate = (i: DebtInvestInput): number => {
  const total = totalDebtOf(i);
  if (total <= 0) return 0;
  return (
    (i.federalLoanBalance * i.federalLoanRate +
      i.privateLoanBalance * i.privateLoanRate +
      i.mortgageBalance * i.mortgageRate +
      i.creditCardBalance * i.creditCardRate +
      i.carLoanBalance * i.carLoanRate) /
    total
  );
};

/** The annual return (%) the invest option assumes: the user's when advanced is on, else by risk. */
export const assumedAnnualReturn = (i: DebtInvestInput, advanced: boolean): number =>
  advanced ? i.expectedInvestmentReturn : (RISK_TOLERANCE_RETURNS[Math.round(i.riskTolerance) as 1 | 2 | 3 | 4 | 5] ?? RISK_TOLERANCE_RETURNS[3]);

/** PSLF counts only on a qualifying federal plan: not Standard (paid off first) and not Refinanced (private). */
export const pslfQualifies = (i: Pick<DebtInvestInput, 'pslf' | 'repaymentPlan'>): boolean =>
  i.pslf && i.repaymentPlan !== 'Standard' && i.repaymentPlan !== 'Refinanced';

export const recommend = (
  i: Pick<DebtInvestInput, 'pslf' | 'repaymentPlan' | 'practiceSetting' | 'yearsInPractice'>,
  advantage: number,
  totalInterest: number,
): DebtVsInvestRecommendation => {
  let recommendation: DebtVsInvestRecommendation = 'balanced';
  if (pslfQualifies(i) || advantage > INVEST_ADVANTAGE_THRESHOLD * totalInterest) recommendation = 'invest';
  else if (advantage < 0) recommendation = 'debt';
  if (i.practiceSetting === 'BigLaw' && i.yearsInPractice < BIGLAW_EARLY_CAREER_YEARS && recommendation === 'invest') recommendation = 'balanced';
  if ((i.practiceSetting === 'PublicInterest' || i.practiceSetting === 'Government') && i.pslf) recommendation = 'invest';
  return recommendation;
};

/**
 * Compares putting the monthly cash toward debt against investing it (spec §4 and §9, with the
 * open points settled in issue 3). Everything is unrounded; rounding is for display only.
 */
export const calculateDebtVsInvest = (input: DebtInvestInput, options: { advanced?: boolean } = {}): DebtVsInvestResult => {
  const months = Math.max(0, Math.round(input.timeHorizon * 12));

  // Debt option: one blended loan paid with the minimum payment plus the available cash.
  const totalDebt = totalDebtOf(input);
  const blendedRate = blendedDebtRate(input);
  const monthlyPayment = input.minimumMonthlyPayment + input.monthlyAvailableCash;
  let balance = totalDebt;
  let totalInterest = 0;
  let totalPaid = 0;
  let debtMonths = 0;
  const debtByMonth: number[] = [balance];
  for (let m = 0; m < months; m++) {
    if (balance > PAID_OFF) {
      const interest = (balance * blendedRate) / 100 / 12;
      const payment = Math.min(monthlyPayment, balance + interest);
      balance += interest - payment;
      totalInterest += interest;
      totalPaid += payment;
      debtMonths++;
    }
    debtByMonth.push(balance > PAID_OFF ? balance : 0);
  }
  const remainingBalance = balance > PAID_OFF ? balance : 0;

  // Invest option: the same cash plus the employer match, compounding monthly after tax.
  const annualReturn = assumedAnnualReturn(input, options.advanced === true);
  const afterTaxAnnualReturn = annualReturn * (1 - input.taxBracket / 100);
  const monthlyRate = afterTaxAnnualReturn / 100 / 12;
  const employerMatchMonthly = Math.min(input.monthlyAvailableCash, ((input.annualIncome / 12) * input.employerMatchPercentage) / 100);
  const monthlyContribution = input.monthlyAvailableCash + employerMatchMonthly;
  let value = input.currentRetirementSavings;
  const valueByMonth: number[] = [value];
  for (let m = 0; m < months; m++) {
    value = value * (1 + monthlyRate) + monthlyContribution;
    valueByMonth.push(value);
  }
  const totalContributions = monthlyContribution * months;
  const totalEarnings = value - totalContributions - input.currentRetirementSavings;

  const advantage = value - totalInterest - input.currentRetirementSavings;
  const series: DebtVsInvestPoint[] = [];
  for (let year = 0; year * 12 <= months; year++) {
    series.push({ year, debtBalance: debtByMonth[year * 12] ?? 0, investmentValue: valueByMonth[year * 12] ?? value });
  }

  return {
    debtOption: { totalPaid, timeToPayOff: debtMonths / 12, totalInterest, remainingBalance },
    investOption: { totalValue: value, totalContributions, totalEarnings },
    recommendation: recommend(input, advantage, totalInterest),
    balancedForEarlyBigLaw:
      recommend(input, advantage, totalInterest) === 'balanced' &&
      recommend({ ...input, practiceSetting: 'Midsize' }, advantage, totalInterest) === 'invest',
    differenceAmount: advantage,
    series,
    assumptions: {
      totalDebt,
      blendedRate,
      monthlyPayment,
      annualReturn,
      afterTaxAnnualReturn,
      employerMatchMonthly,
      monthlyContribution,
      months,
    },
  };
};
