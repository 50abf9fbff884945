/** Admin tool A: Interactive Budget Planner (tools.md §A, §X.1-41). */
import { RULES_2026 } from '../rules/2026.ts';
import type { FieldSpec, Values } from './fields.ts';
import { num, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

type Bucket = 'need' | 'want' | 'save';
export type BudgetBucket = Bucket;
export const BUDGET_LINES: readonly { key: string; label: string; bucket: Bucket }[] = [
  { key: 'rent', label: 'Rent or mortgage', bucket: 'need' },
  { key: 'utilities', label: 'Utilities', bucket: 'need' },
  { key: 'groceries', label: 'Groceries', bucket: 'need' },
  { key: 'insurance', label: 'Insurance', bucket: 'need' },
  { key: 'studentLoan', label: 'Minimum student-loan payment', bucket: 'need' },
  { key: 'transit', label: 'Transit', bucket: 'need' },
  { key: 'phone', label: 'Phone', bucket: 'need' },
  { key: 'childcare', label: 'Childcare', bucket: 'need' },
  { key: 'barDues', label: 'Bar dues and CLE (monthly share)', bucket: 'need' },
  { key: 'dining', label: 'Dining', bucket: 'want' },
  { key: 'travel', label: 'Travel fund', bucket: 'want' },
  { key: 'subscriptions', label: 'Subscriptions', bucket: 'want' },
  { key: 'clothing', label: 'Clothing', bucket: 'want' },
  { key: 'fitness', label: 'Fitness', bucket: 'want' },
  { key: 'misc', label: 'Miscellaneous', bucket: 'want' },
  { key: 'backdoorRoth', label: 'Backdoor Roth', bucket: 'save' },
  { key: 'emergencyFund', label: 'Emergency fund', bucket: 'save' },
  { key: 'taxableInvesting', label: 'Taxable investing', bucket: 'save' },
  { key: 'extraPrincipal', label: 'Extra loan principal', bucket: 'save' },
];
const BUCKET_GROUP: Record<Bucket, string> = { need: 'Needs (monthly)', want: 'Wants (monthly)', save: 'Savings and extra debt payments (monthly)' };
export const PERIODS_PER_YEAR: Record<string, number> = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 };

export const budgetFields: readonly FieldSpec[] = [
  {
    key: 'netPerPaycheck',
    label: 'Take-home pay per paycheck',
    kind: 'money',
    min: 0,
    max: 1_000_000,
    message: 'Enter take-home pay per paycheck.',
    group: 'Income',
  },
  {
    key: 'payFrequency',
    label: 'Pay frequency',
    kind: 'enum',
    default: 'semimonthly',
    options: [
      { value: 'weekly', label: 'Weekly (52)' },
      { value: 'biweekly', label: 'Every two weeks (26)' },
      { value: 'semimonthly', label: 'Twice a month (24)' },
      { value: 'monthly', label: 'Monthly (12)' },
    ],
    group: 'Income',
  },
  {
    key: 'firstPayDate',
    label: 'A payday',
    kind: 'date',
    default: '2026-01-02',
    message: 'Enter a date.',
    group: 'Income',
    showIf: (r) => r.payFrequency === 'biweekly',
    help: 'Any one of your paydays, in 2025 or 2026: it finds the months of 2026 with three paydays.',
  },
  {
    key: 'grossAnnual',
    label: 'Gross annual pay',
    kind: 'money',
    min: 0,
    max: 10_000_000,
    message: 'Enter gross annual pay (0–10,000,000).',
    group: 'Income',
    help: 'The savings-rate denominator.',
  },
  {
    key: 'pretaxSavingsAnnual',
    label: 'Pre-tax savings per year',
    kind: 'money',
    default: 0,
    min: 0,
    max: 1_000_000,
    message: 'Amount must be 0–1,000,000.',
    group: 'Income',
    help: '401(k)/403(b)/457 and HSA through payroll.',
  },
  {
    key: 'bonusNet',
    label: 'Bonus after tax',
    kind: 'money',
    default: 0,
    min: 0,
    max: 10_000_000,
    message: 'Amount must be 0–1,000,000.',
    group: 'Income',
  },
  {
    key: 'bonusMode',
    label: 'Bonus in the budget',
    kind: 'enum',
    default: 'exclude',
    options: [
      { value: 'exclude', label: 'Leave out' },
      { value: 'smooth', label: 'Spread over 12 months' },
      { value: 'lump', label: 'Allocate as a lump sum' },
    ],
    group: 'Income',
  },
  {
    key: 'method',
    label: 'Method',
    kind: 'enum',
    default: '503020',
    options: [
      { value: '503020', label: '50/30/20' },
      { value: 'zero', label: 'Zero-based' },
      { value: 'custom', label: 'Custom targets' },
    ],
    group: 'Income',
  },
  {
    key: 'targetNeeds',
    label: 'Target for needs',
    kind: 'percent',
    default: 50,
    min: 0,
    max: 100,
    message: 'Targets must total 100%.',
    group: 'Income',
    showIf: (r) => r.method === 'custom',
  },
  {
    key: 'targetWants',
    label: 'Target for wants',
    kind: 'percent',
    default: 30,
    min: 0,
    max: 100,
    message: 'Targets must total 100%.',
    group: 'Income',
    showIf: (r) => r.method === 'custom',
  },
  {
    key: 'targetSave',
    label: 'Target for savings',
    kind: 'percent',
    default: 20,
    min: 0,
    max: 100,
    message: 'Targets must total 100%.',
    group: 'Income',
    showIf: (r) => r.method === 'custom',
  },
  ...BUDGET_LINES.map(
    (l): FieldSpec => ({
      key: l.key,
      label: l.label,
      kind: 'money',
      default: 0,
      min: 0,
      max: 1_000_000,
      message: 'Amount must be 0–1,000,000.',
      group: BUCKET_GROUP[l.bucket],
    }),
  ),
];

export interface BudgetLine {
  key: string;
  label: string;
  bucket: Bucket;
  monthly: number;
}
export interface BudgetResult {
  takeHomeMonthly: number;
  /** Every template line with its monthly amount, in template order (the Sankey's right column). */
  lines: BudgetLine[];
  buckets: Record<Bucket, { total: number; pct: number; target: number; variance: number }>;
  unassigned: number;
  grossSavingsRate: number | null;
  threePaycheckMonths: string[];
  bonusLump: number;
}

const DAY_MS = 86_400_000;
const CYCLE_DAYS = 14;

/**
 * The months of 2026 with three paydays on a biweekly schedule. Any payday of the cycle will do,
 * before, in or after 2026 (a cycle that started on Dec 26, 2025 pays on Jan 9, 2026): the cycle is
 * projected onto the year in both directions.
 */
export function threePaycheckMonths(anyPayday: string): string[] {
  const year = RULES_2026.year;
  const start = Date.UTC(year, 0, 1) / DAY_MS;
  const end = Date.UTC(year + 1, 0, 1) / DAY_MS;
  const payday = Math.round(Date.parse(anyPayday) / DAY_MS);
  // The first payday on or after January 1, whichever side of it the given one is.
  const first = start + ((((payday - start) % CYCLE_DAYS) + CYCLE_DAYS) % CYCLE_DAYS);
  const counts = new Map<string, number>();
  for (let d = first; d < end; d += CYCLE_DAYS) {
    const key = new Date(d * DAY_MS).toISOString().slice(0, 7);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, c]) => c >= 3).map(([m]) => m);
}

export function computeBudget(v: Values): BudgetResult {
  const periods = PERIODS_PER_YEAR[str(v, 'payFrequency', 'semimonthly')] ?? 24;
  const mode = str(v, 'bonusMode', 'exclude');
  // A lump-sum bonus is a one-off month, not part of the baseline (§X.1-41).
  const takeHomeMonthly = (num(v, 'netPerPaycheck') * periods) / 12 + (mode === 'smooth' ? num(v, 'bonusNet') / 12 : 0);
  const method = str(v, 'method', '503020');
  const targets: Record<Bucket, number> =
    method === 'custom'
      ? { need: num(v, 'targetNeeds'), want: num(v, 'targetWants'), save: num(v, 'targetSave') }
      : method === 'zero'
        ? { need: 0, want: 0, save: 0 }
        : { need: 0.5, want: 0.3, save: 0.2 };
  const totals: Record<Bucket, number> = { need: 0, want: 0, save: 0 };
  for (const l of BUDGET_LINES) totals[l.bucket] += num(v, l.key);
  const mk = (b: Bucket) => ({
    total: totals[b],
    pct: takeHomeMonthly > 0 ? totals[b] / takeHomeMonthly : 0,
    target: targets[b] * takeHomeMonthly,
    variance: totals[b] - targets[b] * takeHomeMonthly,
  });
  const gross = num(v, 'grossAnnual');
  return {
    takeHomeMonthly,
    lines: BUDGET_LINES.map((l) => ({ key: l.key, label: l.label, bucket: l.bucket, monthly: num(v, l.key) })),
    buckets: { need: mk('need'), want: mk('want'), save: mk('save') },
    unassigned: takeHomeMonthly - totals.need - totals.want - totals.save,
    grossSavingsRate: gross > 0 ? (totals.save + num(v, 'pretaxSavingsAnnual') / 12) / (gross / 12) : null,
    threePaycheckMonths: str(v, 'payFrequency', '') === 'biweekly' ? threePaycheckMonths(str(v, 'firstPayDate', '2026-01-02')) : [],
    bonusLump: mode === 'lump' ? num(v, 'bonusNet') : 0,
  };
}

function checkBudget(v: Values): Checks {
  const errors: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  if (str(v, 'method', '') === 'custom' && Math.abs(num(v, 'targetNeeds') + num(v, 'targetWants') + num(v, 'targetSave') - 1) > 1e-9)
    errors.targetNeeds = 'Targets must total 100%.';
  const R = RULES_2026.retirement;
  if (num(v, 'pretaxSavingsAnnual') > R.electiveDeferral.value + R.catchUp60to63.value + RULES_2026.health.hsa.family.value)
    warnings.pretaxSavingsAnnual = 'Above the 2026 deferral limit.';
  return { errors, warnings };
}

export const budgetTool: ToolDef<BudgetResult> = {
  id: 'interactive-budget-planner',
  fields: budgetFields,
  check: checkBudget,
  compute: computeBudget,
  assumptions: [
    'The 50/30/20 rule splits after-tax income into needs (50%), wants (30%), and savings and extra debt payments (20%).',
    'Minimum debt payments are needs; extra payments are savings.',
    'Pre-tax savings count in the savings rate but not in take-home pay.',
  ],
  sources: ['S26', 'S2', 'S4'],
  example: {
    who: 'an associate earning $200,000 who takes home $5,500 a paycheck and rents for $3,800 a month',
    raw: {
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
    },
  },
};
