import type { PracticeSetting } from '../auth/auth.constants.ts';
import {
  DEBT_INVEST_DEFAULTS,
  PSLF_REQUIRED_PAYMENTS,
  REPAYMENT_PLAN_LABELS,
  REPAYMENT_PLANS,
  RISK_TOLERANCE_LABELS,
  type RepaymentPlan,
} from './debt-invest.constants.ts';
import type { DebtInvestInput } from './debt-invest.ts';
import { bool, type FieldSpec, num, type RawInput, str, validateFields } from './fields.ts';
import { PRACTICE_SETTING_OPTIONS } from './practice-settings.ts';

/** A number typed into a field that is not one (the spec gives no text; decision 100). */
export const NOT_A_NUMBER_MESSAGE = 'Enter a number';

const D = DEBT_INVEST_DEFAULTS;

/** The calculator's section headings (spec §2), which are also the fields' groups. */
export const DEBT_INVEST_SECTIONS = {
  federal: 'Federal Student Loans',
  private: 'Private Student Loans',
  other: 'Other Debt',
  career: 'Career & Investment Profile',
  repayment: 'Repayment Information',
} as const;
const S = DEBT_INVEST_SECTIONS;

type NumericKey = {
  [K in keyof DebtInvestInput]: DebtInvestInput[K] extends number ? K : never;
}[keyof DebtInvestInput];

/**
 * A numeric calculator field: a cleared field takes the spec default (balances 0; decision 100), text
 * that is not a number gets "Enter a number", and each bound has its own spec §5 message.
 */
const numeric = (
  key: NumericKey,
  label: string,
  kind: 'money' | 'percent' | 'number' | 'int',
  group: string,
  rules: { min?: [number, string]; max?: [number, string]; int?: string },
  more: Partial<FieldSpec> = {},
): FieldSpec => ({
  key,
  label,
  kind,
  group,
  default: D[key],
  ifBlank: D[key],
  ...(kind === 'percent' ? { percentAs: 'percent' as const } : {}),
  ...(rules.min ? { min: rules.min[0] } : {}),
  ...(rules.max ? { max: rules.max[0] } : {}),
  messages: {
    nan: NOT_A_NUMBER_MESSAGE,
    ...(rules.int ? { int: rules.int } : {}),
    ...(rules.min ? { min: rules.min[1] } : {}),
    ...(rules.max ? { max: rules.max[1] } : {}),
  },
  ...more,
});

const balance = (key: NumericKey, label: string, group: string, more?: Partial<FieldSpec>) =>
  numeric(key, label, 'money', group, { min: [0, 'Balance cannot be negative'] }, more);
const loanRate = (key: NumericKey, label: string, group: string, more?: Partial<FieldSpec>) =>
  numeric(key, label, 'percent', group, { min: [0, 'Rate cannot be negative'], max: [30, 'Rate must be 30% or less'] }, more);
const payment = (key: NumericKey, label: string, group: string, more?: Partial<FieldSpec>) =>
  numeric(key, label, 'money', group, { min: [0, 'Payment cannot be negative'] }, more);
const nonNegative = (key: NumericKey, label: string, kind: 'money' | 'percent', more?: Partial<FieldSpec>) =>
  numeric(key, label, kind, S.career, { min: [0, 'Cannot be negative'] }, more);

/** Shown (and validated) only while "Pursuing PSLF" is ticked: a hidden count never blocks a calculation. */
const pursuingPslf = (raw: RawInput) => raw.pslf === 'true';

/**
 * The public Debt vs. Invest calculator's inputs (spec §3) with the spec §5 messages word for word, in
 * the form's order: `validateFields` reports the first invalid field first. Rates are typed and
 * handed over in percent (7 for 7%), as the engine takes them. `advanced` is the "Show Advanced
 * Options" switch: not an engine input, it chooses how the return is assumed
 * (`calculateDebtVsInvest(input, { advanced })`). The three advanced fields are validated even while
 * the switch is off (they still feed the calculation), so the page opens them to show a message.
 */
export const DEBT_INVEST_FIELDS: readonly FieldSpec[] = [
  balance('federalLoanBalance', 'Federal Loan Balance', S.federal, {
    tip: 'The total you still owe on federal Direct, Grad PLUS and FFEL loans, from studentaid.gov or your servicer.',
    help: 'All federal student loans combined.',
  }),
  loanRate('federalLoanRate', 'Federal Loan Interest Rate', S.federal, {
    tip: 'Your weighted average federal rate. Recent graduate loans carry about 7-9%.',
    help: 'Annual rate, e.g. 7 for 7%.',
  }),
  balance('privateLoanBalance', 'Private Loan Balance', S.private),
  loanRate('privateLoanRate', 'Private Loan Interest Rate', S.private),
  balance('mortgageBalance', 'Mortgage Balance', S.other),
  loanRate('mortgageRate', 'Mortgage Interest Rate', S.other),
  balance('creditCardBalance', 'Credit Card Balance', S.other),
  numeric('creditCardRate', 'Credit Card Interest Rate', 'percent', S.other, {
    min: [0, 'Rate cannot be negative'],
    max: [50, 'Rate must be 50% or less'],
  }),
  balance('carLoanBalance', 'Car Loan Balance', S.other),
  loanRate('carLoanRate', 'Car Loan Interest Rate', S.other),
  numeric(
    'annualIncome',
    'Annual Income',
    'money',
    S.career,
    { min: [0, 'Income cannot be negative'] },
    { tip: 'Your gross salary before taxes, including a typical year’s bonus.', help: 'Used to size the employer match.' },
  ),
  numeric(
    'yearsInPractice',
    'Years in Practice',
    'number',
    S.career,
    { min: [2, 'Must be at least 2 years'], max: [40, 'Must be 40 years or less'] },
    {
      tip: 'Years since you started practicing law. Early-career Big Law associates get a more cautious recommendation.',
      help: 'Between 2 and 40.',
    },
  ),
  {
    key: 'practiceSetting',
    label: 'Practice Setting',
    kind: 'enum',
    group: S.career,
    default: D.practiceSetting,
    options: PRACTICE_SETTING_OPTIONS,
    message: 'Choose a practice setting',
    help: 'Shapes the attorney-specific context.',
    tip: 'Where you work. Government and public interest employers usually qualify for PSLF.',
  },
  nonNegative('monthlyAvailableCash', 'Monthly Available Cash', 'money', {
    tip: 'What is left each month after living costs and minimum payments: the money you are deciding about.',
    help: 'Goes to extra debt payments in option 1, to investments in option 2.',
  }),
  nonNegative('currentRetirementSavings', 'Current Retirement Savings', 'money', {
    tip: 'Everything already in 401(k), 403(b), IRA and similar accounts.',
    help: 'The invest option’s starting balance.',
  }),
  numeric(
    'employerMatchPercentage',
    'Employer Match (%)',
    'percent',
    S.career,
    { min: [0, 'Cannot be negative'], max: [100, 'Cannot exceed 100%'] },
    {
      tip: 'The share of your salary your employer adds when you contribute, e.g. 4 for a 4% match.',
      help: 'Capped at your monthly available cash.',
    },
  ),
  numeric(
    'riskTolerance',
    'Risk Tolerance',
    'number',
    S.career,
    { min: [1, 'Minimum is 1'], max: [5, 'Maximum is 5'] },
    {
      control: 'slider',
      points: RISK_TOLERANCE_LABELS,
      tip: 'How much market ups and downs you can live with. Without advanced options it sets the assumed return: 4% conservative up to 12% aggressive.',
    },
  ),
  { key: 'advanced', label: 'Show Advanced Options', kind: 'bool', control: 'switch', group: S.career, default: false },
  numeric('expectedInvestmentReturn', 'Expected Investment Return (%)', 'percent', S.career, {
    min: [0, 'Return rate must be 0 or greater'],
    max: [30, 'Return rate must be 30% or less'],
  }),
  numeric('taxBracket', 'Tax Bracket (%)', 'percent', S.career, {
    min: [0, 'Tax bracket must be 0 or greater'],
    max: [50, 'Tax bracket must be 50% or less'],
  }),
  numeric('timeHorizon', 'Time Horizon (years)', 'int', S.career, {
    int: 'Time horizon must be a whole number of years',
    min: [1, 'Time horizon must be at least 1 year'],
    max: [40, 'Time horizon must be 40 years or less'],
  }),
  {
    key: 'repaymentPlan',
    label: 'Repayment Plan',
    kind: 'enum',
    group: S.repayment,
    default: D.repaymentPlan,
    options: REPAYMENT_PLANS.map((p) => ({ value: p, label: REPAYMENT_PLAN_LABELS[p] })),
    message: 'Choose a repayment plan',
  },
  payment('minimumMonthlyPayment', 'Minimum Monthly Payment', S.repayment, {
    tip: 'The total of the required payments on all the debts above each month.',
    help: 'Option 1 pays this plus your monthly available cash.',
  }),
  { key: 'pslf', label: 'Pursuing PSLF', kind: 'bool', group: S.repayment, default: D.pslf },
  numeric(
    'pslfPayments',
    'Qualifying PSLF Payments Made',
    'int',
    S.repayment,
    {
      int: 'Payments must be a whole number',
      min: [0, 'Payments cannot be negative'],
      max: [PSLF_REQUIRED_PAYMENTS, 'PSLF requires 120 payments'],
    },
    { help: 'PSLF requires 120 qualifying payments.', showIf: pursuingPslf },
  ),
  // A spec §3 input with its §5 rule, kept in the address as before; the engine ignores it (issue 3),
  // so the page does not draw it.
  payment('additionalPayment', 'Additional Payment', S.repayment),
];

/** The fields of the "Advanced Investment Settings" box, drawn only while the switch is on. */
export const DEBT_INVEST_ADVANCED_KEYS: readonly string[] = ['expectedInvestmentReturn', 'taxBracket', 'timeHorizon'];

/** The calculator's validated values as the engine's input, and whether the advanced options are on. */
export type DebtInvestValidation =
  | { input: DebtInvestInput; advanced: boolean; errors: null }
  | { input: null; advanced: boolean; errors: Record<string, string> };

/** Validate the calculator's raw values (as typed, or read from the address). */
export function validateDebtInvest(raw: RawInput): DebtInvestValidation {
  const { values, errors } = validateFields(DEBT_INVEST_FIELDS, raw);
  const advanced = bool(values, 'advanced');
  if (Object.keys(errors).length > 0) return { input: null, advanced, errors };
  const n = (k: NumericKey) => num(values, k, D[k]);
  const input: DebtInvestInput = {
    federalLoanBalance: n('federalLoanBalance'),
    federalLoanRate: n('federalLoanRate'),
    privateLoanBalance: n('privateLoanBalance'),
    privateLoanRate: n('privateLoanRate'),
    repaymentPlan: str<RepaymentPlan>(values, 'repaymentPlan', D.repaymentPlan),
    pslf: bool(values, 'pslf'),
    // Not asked while PSLF is not ticked: the spec default.
    pslfPayments: n('pslfPayments'),
    mortgageBalance: n('mortgageBalance'),
    mortgageRate: n('mortgageRate'),
    creditCardBalance: n('creditCardBalance'),
    creditCardRate: n('creditCardRate'),
    carLoanBalance: n('carLoanBalance'),
    carLoanRate: n('carLoanRate'),
    minimumMonthlyPayment: n('minimumMonthlyPayment'),
    additionalPayment: n('additionalPayment'),
    annualIncome: n('annualIncome'),
    yearsInPractice: n('yearsInPractice'),
    practiceSetting: str<PracticeSetting>(values, 'practiceSetting', D.practiceSetting),
    monthlyAvailableCash: n('monthlyAvailableCash'),
    currentRetirementSavings: n('currentRetirementSavings'),
    employerMatchPercentage: n('employerMatchPercentage'),
    riskTolerance: n('riskTolerance'),
    expectedInvestmentReturn: n('expectedInvestmentReturn'),
    taxBracket: n('taxBracket'),
    timeHorizon: n('timeHorizon'),
  };
  return { input, advanced, errors: null };
}
