/** Admin tool E: Savings Strategies (tools.md §E, §X.1-45). */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { fedOrdinaryTax, fv, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, bool, num, str } from './fields.ts';
import type { ToolDef } from './types.ts';

const R = RULES_2026.retirement;
const H = RULES_2026.health.hsa;

export const savingsFields: readonly FieldSpec[] = [
  { key: 'age', label: 'Age', kind: 'int', default: 32, min: 18, max: 80, message: 'Age must be 18–80.', group: 'You' },
  { key: 'salary', label: 'Salary', kind: 'money', default: 200000, min: 0, max: 10_000_000, message: 'Salary must be 0–10,000,000.', group: 'You' },
  { key: 'filingStatus', label: 'Filing status', kind: 'enum', default: 'single', options: FILING_STATUS_OPTIONS, group: 'You' },
  {
    key: 'matchPct',
    label: 'Employer match rate',
    kind: 'percent',
    default: 50,
    min: 0,
    max: 200,
    message: 'Match must be 0–200%.',
    group: 'Workplace plan',
  },
  {
    key: 'matchCapPct',
    label: 'Matched up to (% of pay)',
    kind: 'percent',
    default: 6,
    min: 0,
    max: 25,
    message: 'Match cap must be 0–25%.',
    group: 'Workplace plan',
  },
  {
    key: 'planAllowsAfterTax',
    label: 'Plan allows after-tax contributions (mega-backdoor Roth)',
    kind: 'bool',
    default: false,
    group: 'Workplace plan',
  },
  {
    key: 'hdhpCoverage',
    label: 'High-deductible health plan',
    kind: 'enum',
    default: 'self',
    options: [
      { value: 'none', label: 'None' },
      { value: 'self', label: 'Self-only' },
      { value: 'family', label: 'Family' },
    ],
    group: 'Health savings',
  },
  {
    key: 'hsaViaPayroll',
    label: 'HSA through payroll',
    kind: 'bool',
    default: true,
    group: 'Health savings',
    help: 'Payroll contributions also skip FICA.',
  },
  {
    key: 'pretaxIraBalance',
    label: 'Pre-tax IRA balances',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000_000,
    message: 'Enter 0 or more.',
    group: 'IRA',
  },
  {
    key: 'annualBudgetForSaving',
    label: 'Annual budget for saving',
    kind: 'money',
    optional: true,
    min: 0,
    max: 10_000_000,
    message: 'Enter 0 or more.',
    group: 'Projection',
    help: 'Blank: fill every bucket.',
  },
  {
    key: 'returnRate',
    label: 'Return per year',
    kind: 'percent',
    default: 6,
    min: 0,
    max: 12,
    message: 'Return must be 0–12%.',
    group: 'Projection',
  },
  { key: 'years', label: 'Years', kind: 'int', default: 30, min: 1, max: 50, message: 'Years must be 1–50.', group: 'Projection' },
];

export type BucketId = 'matchDeferral' | 'hsa' | 'ira' | 'maxDeferral' | 'afterTax401k' | 'taxable';
export interface SavingsResult {
  deferralCap: number;
  employerMatch: number;
  buckets: { id: BucketId; label: string; amount: number; cap: number; treatment: 'pre-tax' | 'roth' | 'hsa' | 'taxable' }[];
  iraKind: 'roth' | 'backdoor';
  magi: number;
  employeeTotal: number;
  total: number;
  savingsRate: number;
  savingsRateExMatch: number;
  futureValue: number;
  projection: { year: number; preTax: number; roth: number; hsa: number; taxable: number }[];
  taxSavedNow: number;
  ficaSaved: number;
  proRataWarning: boolean;
}

export function catchUp(age: number): number {
  if (age >= 60 && age <= 63) return R.catchUp60to63.value;
  return age >= 50 ? R.catchUp50.value : 0;
}

export function rothIraAllowed(magi: number, status: FilingStatus, limit: number): number {
  const [low = 0, high = 0] = R.rothIraPhaseOut[status].value;
  if (magi < low) return limit;
  if (magi >= high) return 0;
  const reduced = Math.ceil((limit * (high - magi)) / (high - low) / 10) * 10;
  return reduced > 0 && reduced < 200 ? 200 : reduced;
}

export function computeSavings(v: Values): SavingsResult {
  const age = num(v, 'age', 32);
  const salary = num(v, 'salary');
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const deferralCap = R.electiveDeferral.value + catchUp(age);
  const pay = Math.min(salary, R.compensationLimit.value);
  // The deferral that earns the whole match; with no match (0% matched, or up to 0% of pay) the step takes nothing.
  const matchNeed = num(v, 'matchPct') > 0 ? Math.min(deferralCap, num(v, 'matchCapPct') * pay) : 0;
  const hdhp = str(v, 'hdhpCoverage', 'self');
  const hsaCap = hdhp === 'none' ? 0 : (hdhp === 'family' ? H.family.value : H.selfOnly.value) + (age >= 55 ? H.catchUp55.value : 0);
  const iraLimit = RULES_2026.retirement.ira.limit.value + (age >= 50 ? R.ira.catchUp50.value : 0);
  let budget = typeof v.annualBudgetForSaving === 'number' ? v.annualBudgetForSaving : Number.POSITIVE_INFINITY;
  const take = (cap: number) => {
    const a = Math.max(0, Math.min(cap, budget));
    budget -= a;
    return a;
  };
  const d1 = take(matchNeed);
  const hsa = take(hsaCap);
  // MAGI depends on the full pre-tax deferral, so the IRA route is decided on the planned deferral.
  const plannedDeferral = Math.min(deferralCap, d1 + Math.max(0, budget - iraLimit));
  const magi = salary - Math.max(d1, Math.min(deferralCap, Number.isFinite(budget) ? plannedDeferral : deferralCap)) - hsa;
  const direct = rothIraAllowed(magi, status, iraLimit);
  const iraKind: SavingsResult['iraKind'] = direct >= iraLimit ? 'roth' : 'backdoor';
  const ira = take(iraLimit);
  const d2 = take(deferralCap - d1);
  const deferral = d1 + d2;
  const employerMatch = num(v, 'matchPct') * Math.min(deferral, num(v, 'matchCapPct') * pay);
  const afterTaxCap = bool(v, 'planAllowsAfterTax')
    ? Math.max(0, R.annualAdditions.value - Math.min(deferral, R.electiveDeferral.value) - employerMatch)
    : 0;
  const afterTax = take(afterTaxCap);
  const taxable = Number.isFinite(budget) ? take(budget) : 0;
  const buckets: SavingsResult['buckets'] = [
    { id: 'matchDeferral', label: '401(k) up to the full match', amount: d1, cap: matchNeed, treatment: 'pre-tax' },
    { id: 'hsa', label: 'HSA', amount: hsa, cap: hsaCap, treatment: 'hsa' },
    { id: 'ira', label: iraKind === 'roth' ? 'Roth IRA (direct)' : 'Backdoor Roth IRA', amount: ira, cap: iraLimit, treatment: 'roth' },
    { id: 'maxDeferral', label: 'Rest of the 401(k) deferral', amount: d2, cap: deferralCap - d1, treatment: 'pre-tax' },
    { id: 'afterTax401k', label: 'After-tax 401(k) (mega-backdoor)', amount: afterTax, cap: afterTaxCap, treatment: 'roth' },
    { id: 'taxable', label: 'Taxable brokerage', amount: taxable, cap: taxable, treatment: 'taxable' },
  ];
  const employeeTotal = buckets.reduce((s, b) => s + b.amount, 0);
  const total = employeeTotal + employerMatch;
  const i = num(v, 'returnRate');
  const n = num(v, 'years', 30);
  const byT = { preTax: d1 + d2 + employerMatch, roth: ira + afterTax, hsa, taxable };
  const projection = Array.from({ length: n + 1 }, (_, y) => ({
    year: y,
    preTax: fv(byT.preTax, i, y),
    roth: fv(byT.roth, i, y),
    hsa: fv(byT.hsa, i, y),
    taxable: fv(byT.taxable, i, y),
  }));
  const ti = salary - stdDed(status);
  const taxSavedNow = fedOrdinaryTax(ti, status) - fedOrdinaryTax(ti - deferral - hsa, status);
  const base = RULES_2026.tax.fica.ssWageBase.value;
  const ficaSaved = bool(v, 'hsaViaPayroll') ? 0.062 * (Math.min(salary, base) - Math.min(salary - hsa, base)) + 0.0145 * hsa : 0;
  return {
    deferralCap,
    employerMatch,
    buckets,
    iraKind,
    magi,
    employeeTotal,
    total,
    savingsRate: salary > 0 ? total / salary : 0,
    savingsRateExMatch: salary > 0 ? employeeTotal / salary : 0,
    futureValue: fv(total, i, n),
    projection,
    taxSavedNow,
    ficaSaved,
    proRataWarning: iraKind === 'backdoor' && num(v, 'pretaxIraBalance') > 0,
  };
}

export const savingsTool: ToolDef<SavingsResult> = {
  id: 'savings-strategies',
  fields: savingsFields,
  check: () => ({ errors: {}, warnings: {} }),
  compute: computeSavings,
  assumptions: [
    'Order: 401(k) up to the full employer match, HSA, IRA (Roth directly or by the backdoor), the rest of the 401(k), after-tax 401(k), then a taxable account.',
    'Contributions are fixed dollar amounts at the end of each year, with no adjustment for inflation.',
    'Paying off high-interest debt (above about 8%) and a starter emergency fund come first in practice; see the Emergency Fund calculator.',
    { text: 'A reduced Roth IRA contribution is rounded up to the next $10, with a $200 minimum, as in earlier years.', unconfirmed: true },
  ],
  sources: ['S1', 'S2', 'S3', 'S4', 'S35'],
};
