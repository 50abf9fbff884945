import type { PracticeSetting } from '../auth/auth.constants.ts';

/** Spec §3: the calculator's repayment plans, in the select's order. */
export const REPAYMENT_PLANS = ['Standard', 'IBR', 'PAYE', 'REPAYE', 'Refinanced'] as const;
export type RepaymentPlan = (typeof REPAYMENT_PLANS)[number];

export const REPAYMENT_PLAN_LABELS: Readonly<Record<RepaymentPlan, string>> = {
  Standard: 'Standard (10-year)',
  IBR: 'Income-Based Repayment',
  PAYE: 'Pay As You Earn',
  REPAYE: 'Revised Pay As You Earn',
  Refinanced: 'Refinanced',
};

/**
 * Help for the legacy income-driven plans (shared/design/tools.md §3.1, the 2025 law P.L. 119-21):
 * the calculator keeps them because many attorneys are still enrolled.
 */
export const REPAYMENT_PLAN_HELP: Readonly<Partial<Record<RepaymentPlan, string>>> = {
  Standard: 'The legacy 10-year fixed plan. It qualifies for PSLF, but a 10-year payoff usually leaves nothing to forgive.',
  IBR: 'A legacy income-driven plan. Under the 2025 law (P.L. 119-21) it stays open only for loans made before July 1, 2026; new loans use the Repayment Assistance Plan (RAP).',
  PAYE: 'A legacy income-driven plan closed to new borrowers under the 2025 law (P.L. 119-21). Existing enrollees move to RAP or IBR when it ends on June 30, 2028.',
  REPAYE:
    'A legacy income-driven plan, replaced by SAVE, which is itself ending; it is closed to new borrowers under the 2025 law (P.L. 119-21). Borrowers must move to RAP or IBR.',
  Refinanced: 'A private refinance: often a lower rate, but the loans leave the federal system and lose PSLF and income-driven options for good.',
};

export const RISK_TOLERANCE_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'Conservative',
  2: 'Moderately Conservative',
  3: 'Moderate',
  4: 'Moderately Aggressive',
  5: 'Aggressive',
};

/** Spec §9: assumed annual return (%) by risk tolerance when the advanced options are off. */
export const RISK_TOLERANCE_RETURNS: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = { 1: 4, 2: 6, 3: 8, 4: 10, 5: 12 };

/** Spec §9: PSLF requires 120 qualifying payments. */
export const PSLF_REQUIRED_PAYMENTS = 120;

/** Spec §9: invest wins when its advantage exceeds this share of the debt option's total interest. */
export const INVEST_ADVANTAGE_THRESHOLD = 0.2;

/** Spec §9: BigLaw associates under this many years get 'balanced' instead of 'invest'. */
export const BIGLAW_EARLY_CAREER_YEARS = 5;

/** Spec §9: the calculator's defaults (amounts in dollars, rates in percent). */
export const DEBT_INVEST_DEFAULTS = {
  federalLoanBalance: 170_000,
  federalLoanRate: 7,
  privateLoanBalance: 0,
  privateLoanRate: 0,
  repaymentPlan: 'Standard' as RepaymentPlan,
  pslf: false,
  pslfPayments: 0,
  mortgageBalance: 0,
  mortgageRate: 0,
  creditCardBalance: 0,
  creditCardRate: 0,
  carLoanBalance: 0,
  carLoanRate: 0,
  minimumMonthlyPayment: 1500,
  additionalPayment: 500,
  annualIncome: 160_000,
  yearsInPractice: 3,
  practiceSetting: 'BigLaw' as PracticeSetting,
  monthlyAvailableCash: 2000,
  currentRetirementSavings: 50_000,
  employerMatchPercentage: 4,
  riskTolerance: 3,
  expectedInvestmentReturn: 8,
  taxBracket: 35,
  timeHorizon: 10,
} as const;

export const DEBT_INVEST_DISCLAIMER = 'Note: This is a simplified calculation. Consider consulting with a financial advisor for personalized advice.';
// Spec §2 says 'the flowchart'; the chart is a line chart, and the word misled members (issue 19, decision 353).
export const DEBT_INVEST_CHART_EMPTY = 'Enter your financial details to see the chart.';
