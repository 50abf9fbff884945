/**
 * Test inputs shared by the domain, web and browser tests (raw, as typed or as in the address bar),
 * and the one way the domain tests turn them into a tool's validated values. Not exported from the
 * package index, so never in the app bundle.
 */
import { defaultRaw, type FieldSpec, type RawInput, type Values, validateFields } from './fields.ts';

/** A tool's defaults plus inputs typed as a person would, validated; throws when an input is refused. */
export function valuesFor(fields: readonly FieldSpec[], over: RawInput): Values {
  const res = validateFields(fields, { ...defaultRaw(fields), ...over });
  if (Object.keys(res.errors).length > 0) throw new Error(`Inputs refused: ${JSON.stringify(res.errors)}`);
  return res.values;
}

/** The Estimated Tax worked example (tools.md §4.3): a single in-house attorney, $160,000 wages, $30,000 side consulting profit. */
export const ESTIMATED_TAX_EXAMPLE: RawInput = {
  w2Wages: '160000',
  withholdingFullYear: '26000',
  seNetProfit: '30000',
  priorYearTotalTax: '31000',
  priorYearAgi: '170000',
};

/**
 * The worked examples (tools.md §7.4, §A.3, §B.3, §C.3, §D.4): the Practice Area Pivot answers, a
 * $11,000-a-month take-home budget, a $200,000 earner's life insurance need, a file at 12% credit
 * utilization, and an ISO exercise of 5,000 options at $10 with FMV $40.
 */
export const PIVOT_EXAMPLE: RawInput = {
  q1: '5',
  q2: '4',
  q3: '4',
  q4: '4',
  q5: '3',
  q6: '4',
  q7: '3',
  q8: '3',
  q9: '2',
  q12: '3',
  q13: '4',
  q14: '5',
  q15: '3',
  liquidReserve: '70000',
  essentials: '7000',
  expectedPayChange: '-15',
  maxAcceptableCut: '20',
};

export const BUDGET_EXAMPLE: RawInput = {
  netPerPaycheck: '5500',
  grossAnnual: '200000',
  pretaxSavingsAnnual: '24500',
  rent: '3800',
  utilities: '250',
  groceries: '600',
  insurance: '150',
  studentLoan: '712.50',
  transit: '130',
  phone: '90',
  dining: '700',
  travel: '600',
  subscriptions: '80',
  clothing: '250',
  fitness: '150',
  misc: '300',
  backdoorRoth: '625',
  emergencyFund: '1000',
  taxableInvesting: '500',
};

export const INSURANCE_EXAMPLE: RawInput = {
  grossIncome: '200000',
  autoDebt: '20000',
  federalStudentLoans: '150000',
  mortgageBalance: '500000',
  children: '2',
  existingLifeCoverage: '400000',
  liquidAssetsAvailable: '100000',
  survivorAnnualNeed: '120000',
  afterTaxMonthlyNeed: '9500',
};

export const CREDIT_EXAMPLE: RawInput = {
  revolvingLimits: '10000',
  revolvingBalances: '1200',
  oldestAccountYears: '9',
  averageAgeYears: '5',
  hardInquiries12m: '1',
};

export const STOCK_EXAMPLE: RawInput = {
  type: 'ISO',
  shares: '5000',
  strike: '10',
  fmvAtExerciseOrVest: '40',
  salePrice: '60',
  otherWages: '250000',
};
