/** Admin tool B: Insurance Needs Analysis (tools.md §B, §X.1-42). */
import { ceilWhole, pvAnnuityDue } from './engine.ts';
import type { FieldSpec, Values } from './fields.ts';
import { bool, num, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const m = (key: string, label: string, group: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label,
  kind: 'money',
  default: 0,
  min: 0,
  max: 100_000_000,
  message: 'Enter 0 or more.',
  group,
  ...extra,
});

export const insuranceFields: readonly FieldSpec[] = [
  {
    key: 'grossIncome',
    label: 'Annual earned income',
    kind: 'money',
    min: 0,
    max: 10_000_000,
    message: 'Enter annual earned income.',
    group: 'Life insurance',
  },
  {
    key: 'incomeYears',
    label: 'Years of income to replace',
    kind: 'int',
    default: 10,
    min: 0,
    max: 40,
    message: 'Years must be 0–40.',
    group: 'Life insurance',
  },
  m('autoDebt', 'Auto loans', 'Life insurance'),
  m('privateStudentLoans', 'Private student loans', 'Life insurance', { help: 'Depends on the note; cosigned private loans may survive.' }),
  m('otherDebts', 'Other non-mortgage debts', 'Life insurance'),
  m('federalStudentLoans', 'Federal student loans', 'Life insurance'),
  {
    key: 'excludeFederalStudentLoans',
    label: 'Leave out federal student loans',
    kind: 'bool',
    default: true,
    group: 'Life insurance',
    help: 'Federal student loans are discharged at death, and the discharge is excluded from income.',
  },
  m('finalExpenses', 'Final expenses', 'Life insurance', { default: 15000, max: 200_000, message: 'Final expenses must be 0–200,000.' }),
  m('mortgageBalance', 'Mortgage balance', 'Life insurance'),
  { key: 'children', label: 'Children', kind: 'int', default: 0, min: 0, max: 10, message: 'Children must be 0–10.', group: 'Life insurance' },
  m('educationPerChild', 'Education per child', 'Life insurance', { default: 150000, max: 1_000_000, message: 'Education must be 0–1,000,000.' }),
  m('existingLifeCoverage', 'Existing life coverage', 'Life insurance', { help: 'Group and individual.' }),
  m('liquidAssetsAvailable', 'Liquid assets available', 'Life insurance'),
  { key: 'includeRetirementAssets', label: 'Count retirement assets', kind: 'bool', default: false, group: 'Life insurance' },
  m('afterTaxRetirement', 'Retirement assets after tax', 'Life insurance', { showIf: (r) => r.includeRetirementAssets === 'true' }),
  m('survivorAnnualNeed', 'Survivors’ annual need', 'Life insurance', { max: 10_000_000, message: 'Enter 0–10,000,000.' }),
  { key: 'needYears', label: 'Years of need', kind: 'int', default: 20, min: 1, max: 50, message: 'Years must be 1–50.', group: 'Life insurance' },
  {
    key: 'realDiscountRate',
    label: 'Real discount rate',
    kind: 'percent',
    default: 2,
    min: -2,
    max: 10,
    message: 'Discount rate must be −2% to 10%.',
    group: 'Life insurance',
  },
  m('monthlyEarnedIncome', 'Monthly earned income', 'Disability insurance', {
    default: undefined,
    optional: true,
    help: 'Leave blank to use your annual income divided by 12.',
  }),
  {
    key: 'groupLtdPct',
    label: 'Group LTD benefit',
    kind: 'percent',
    default: 60,
    min: 0,
    max: 80,
    message: 'Benefit must be 0–80%.',
    group: 'Disability insurance',
  },
  m('groupLtdCapMonthly', 'Group LTD monthly cap', 'Disability insurance', {
    default: 10000,
    max: 100_000,
    message: 'Cap must be 0–100,000.',
    help: 'Plan-specific.',
  }),
  {
    key: 'ltdPremiumPaidBy',
    label: 'Who pays the LTD premium',
    kind: 'enum',
    default: 'employerPreTax',
    options: [
      { value: 'employerPreTax', label: 'Employer (pre-tax): benefits taxable' },
      { value: 'employeeAfterTax', label: 'Me, after tax: benefits tax-free' },
      { value: 'split', label: 'Split' },
    ],
    group: 'Disability insurance',
  },
  {
    key: 'employerSharePct',
    label: 'Employer share of the premium',
    kind: 'percent',
    default: 50,
    min: 0,
    max: 100,
    message: 'Share must be 0–100%.',
    group: 'Disability insurance',
    showIf: (r) => r.ltdPremiumPaidBy === 'split',
  },
  {
    key: 'effectiveTaxOnBenefit',
    label: 'Tax on taxable benefits',
    kind: 'percent',
    default: 22,
    min: 0,
    max: 50,
    message: 'Tax rate must be 0–50%.',
    group: 'Disability insurance',
  },
  {
    key: 'afterTaxMonthlyNeed',
    label: 'Monthly after-tax need while disabled',
    kind: 'money',
    min: 0,
    max: 10_000_000,
    message: 'Enter the monthly after-tax amount you’d need while disabled.',
    group: 'Disability insurance',
  },
  m('existingIndividualDiMonthly', 'Existing individual disability benefit', 'Disability insurance'),
  {
    key: 'issueParticipationLimitPct',
    label: 'Insurer issue and participation limit',
    kind: 'percent',
    default: 70,
    min: 40,
    max: 90,
    message: 'Limit must be 40–90%.',
    group: 'Disability insurance',
    help: 'Insurer-specific.',
  },
];

export const ceilTo = (x: number, step: number) => ceilWhole(x / step) * step;

export interface InsuranceResult {
  dime: { D: number; I: number; M: number; E: number; resources: number; need: number; rounded: number };
  needsBased: { pv: number; need: number; rounded: number };
  disability: { monthlyIncome: number; groupGross: number; groupNet: number; gap: number; room: number; suggested: number; residualGap: number };
}

export function computeInsurance(v: Values): InsuranceResult {
  const D =
    num(v, 'autoDebt') +
    num(v, 'privateStudentLoans') +
    num(v, 'otherDebts') +
    (bool(v, 'excludeFederalStudentLoans') ? 0 : num(v, 'federalStudentLoans')) +
    num(v, 'finalExpenses');
  const I = num(v, 'grossIncome') * num(v, 'incomeYears');
  const M = num(v, 'mortgageBalance');
  const E = num(v, 'children') * num(v, 'educationPerChild');
  const resources =
    num(v, 'existingLifeCoverage') + num(v, 'liquidAssetsAvailable') + (bool(v, 'includeRetirementAssets') ? num(v, 'afterTaxRetirement') : 0);
  const dimeNeed = Math.max(0, D + I + M + E - resources);
  const pv = pvAnnuityDue(num(v, 'survivorAnnualNeed'), num(v, 'realDiscountRate'), num(v, 'needYears', 20));
  // The mortgage is included by default in the needs-based method (§X.1-42).
  const nbNeed = Math.max(0, pv + D + M + E - resources);
  const monthlyIncome = typeof v.monthlyEarnedIncome === 'number' ? v.monthlyEarnedIncome : num(v, 'grossIncome') / 12;
  const groupGross = Math.min(num(v, 'groupLtdPct') * monthlyIncome, num(v, 'groupLtdCapMonthly'));
  const payer = str(v, 'ltdPremiumPaidBy', 'employerPreTax');
  const taxableShare = payer === 'employerPreTax' ? 1 : payer === 'employeeAfterTax' ? 0 : num(v, 'employerSharePct');
  const groupNet = groupGross * (1 - taxableShare * num(v, 'effectiveTaxOnBenefit'));
  const existing = num(v, 'existingIndividualDiMonthly');
  const gap = Math.max(0, num(v, 'afterTaxMonthlyNeed') - groupNet - existing);
  const room = Math.max(0, num(v, 'issueParticipationLimitPct') * monthlyIncome - groupGross - existing);
  const suggested = Math.min(gap, room);
  return {
    dime: { D, I, M, E, resources, need: dimeNeed, rounded: ceilTo(dimeNeed, 250_000) },
    needsBased: { pv, need: nbNeed, rounded: ceilTo(nbNeed, 250_000) },
    disability: { monthlyIncome, groupGross, groupNet, gap, room, suggested, residualGap: gap - suggested },
  };
}

export const insuranceTool: ToolDef<InsuranceResult> = {
  id: 'insurance-needs-analysis',
  fields: insuranceFields,
  check: (): Checks => ({ errors: {}, warnings: {} }),
  compute: computeInsurance,
  assumptions: [
    'Final expenses ($15,000) and education ($150,000 per child) are typical figures; change them to yours.',
    'The life insurance need is rounded up to the next $250,000.',
    'The group disability cap, insurers’ limit of 70% of income replaced and the 22% tax on group benefits vary by plan and insurer.',
    'Social Security disability benefits are not counted.',
  ],
  sources: ['S27', 'S28'],
  example: {
    who: 'an attorney earning $200,000 with two children, a $500,000 mortgage and $150,000 of student loans',
    raw: {
      grossIncome: '200000',
      autoDebt: '20000',
      federalStudentLoans: '150000',
      mortgageBalance: '500000',
      children: '2',
      existingLifeCoverage: '400000',
      liquidAssetsAvailable: '100000',
      survivorAnnualNeed: '120000',
      afterTaxMonthlyNeed: '9500',
    },
  },
};
