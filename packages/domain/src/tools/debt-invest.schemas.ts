import { z } from 'zod';
import { PRACTICE_SETTINGS } from '../auth/auth.constants.ts';
import { DEBT_INVEST_DEFAULTS, PSLF_REQUIRED_PAYMENTS, REPAYMENT_PLANS } from './debt-invest.constants.ts';
import type { DebtInvestInput } from './debt-invest.ts';

/** A number typed into a field that is not one (the spec gives no text; decision 100). */
export const NOT_A_NUMBER_MESSAGE = 'Enter a number';

/**
 * A numeric field: numbers pass, numeric text is converted, and a blank field takes the spec's
 * default (balances default to 0; decision 100), so a cleared field never blocks the calculation.
 */
export const numberField = (fallback: number, rule: (n: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return fallback;
      if (typeof v === 'string') {
        const t = v.trim().replace(/[$,%\s]/g, '');
        return t === '' ? fallback : Number(t);
      }
      return v;
    },
    rule(z.number({ error: NOT_A_NUMBER_MESSAGE })),
  );

const D = DEBT_INVEST_DEFAULTS;
const balance = (fallback: number) => numberField(fallback, (n) => n.min(0, 'Balance cannot be negative'));
const loanRate = (fallback: number) => numberField(fallback, (n) => n.min(0, 'Rate cannot be negative').max(30, 'Rate must be 30% or less'));
const payment = (fallback: number) => numberField(fallback, (n) => n.min(0, 'Payment cannot be negative'));
const nonNegative = (fallback: number) => numberField(fallback, (n) => n.min(0, 'Cannot be negative'));

/** Spec §3 calculator input with the spec §5 messages word for word. */
export const DebtInvestInputSchema = z.object({
  federalLoanBalance: balance(D.federalLoanBalance),
  federalLoanRate: loanRate(D.federalLoanRate),
  privateLoanBalance: balance(D.privateLoanBalance),
  privateLoanRate: loanRate(D.privateLoanRate),
  repaymentPlan: z.enum(REPAYMENT_PLANS, { error: 'Choose a repayment plan' }).default(D.repaymentPlan),
  pslf: z.boolean().default(D.pslf),
  pslfPayments: numberField(D.pslfPayments, (n) =>
    n.int('Payments must be a whole number').min(0, 'Payments cannot be negative').max(PSLF_REQUIRED_PAYMENTS, 'PSLF requires 120 payments'),
  ),
  mortgageBalance: balance(D.mortgageBalance),
  mortgageRate: loanRate(D.mortgageRate),
  creditCardBalance: balance(D.creditCardBalance),
  creditCardRate: numberField(D.creditCardRate, (n) => n.min(0, 'Rate cannot be negative').max(50, 'Rate must be 50% or less')),
  carLoanBalance: balance(D.carLoanBalance),
  carLoanRate: loanRate(D.carLoanRate),
  minimumMonthlyPayment: payment(D.minimumMonthlyPayment),
  additionalPayment: payment(D.additionalPayment),
  annualIncome: numberField(D.annualIncome, (n) => n.min(0, 'Income cannot be negative')),
  yearsInPractice: numberField(D.yearsInPractice, (n) => n.min(2, 'Must be at least 2 years').max(40, 'Must be 40 years or less')),
  practiceSetting: z.enum(PRACTICE_SETTINGS, { error: 'Choose a practice setting' }).default(D.practiceSetting),
  monthlyAvailableCash: nonNegative(D.monthlyAvailableCash),
  currentRetirementSavings: nonNegative(D.currentRetirementSavings),
  employerMatchPercentage: numberField(D.employerMatchPercentage, (n) => n.min(0, 'Cannot be negative').max(100, 'Cannot exceed 100%')),
  riskTolerance: numberField(D.riskTolerance, (n) => n.min(1, 'Minimum is 1').max(5, 'Maximum is 5')),
  expectedInvestmentReturn: numberField(D.expectedInvestmentReturn, (n) =>
    n.min(0, 'Return rate must be 0 or greater').max(30, 'Return rate must be 30% or less'),
  ),
  taxBracket: numberField(D.taxBracket, (n) => n.min(0, 'Tax bracket must be 0 or greater').max(50, 'Tax bracket must be 50% or less')),
  timeHorizon: numberField(D.timeHorizon, (n) =>
    n
      .int('Time horizon must be a whole number of years')
      .min(1, 'Time horizon must be at least 1 year')
      .max(40, 'Time horizon must be 40 years or less'),
  ),
});

// The schema's output is exactly the engine's input.
const _sameShape: DebtInvestInput = {} as z.output<typeof DebtInvestInputSchema>;
void _sameShape;
