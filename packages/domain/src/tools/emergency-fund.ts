/** Tool 5: Emergency Fund (tools.md §5, §X.1-26). The adjustment weights are design assumptions. */
import { above, ceilWhole } from './engine.ts';
import type { FieldSpec, Values } from './fields.ts';
import { bool, num, str } from './fields.ts';
import type { ToolDef } from './types.ts';

export const EMPLOYMENT_ADJ = {
  government: 0,
  publicInterest: 0,
  inHouse: 0.5,
  biglawAssociate: 1,
  midSmallFirmAssociate: 1,
  judicialClerk: 1.5,
  biglawPartner: 2,
  soloOrSmallFirmOwner: 3,
  contractAttorney: 3,
} as const;
export const HOUSEHOLD_ADJ = { dualStableBoth: -0.5, dualOneVariable: 0, singleEarner: 1 } as const;
type Employment = keyof typeof EMPLOYMENT_ADJ;
type Household = keyof typeof HOUSEHOLD_ADJ;
const EMPLOYMENT_LABEL: Record<Employment, string> = {
  government: 'Government',
  publicInterest: 'Public interest',
  inHouse: 'In-house counsel',
  biglawAssociate: 'BigLaw associate',
  midSmallFirmAssociate: 'Mid-size or small firm associate',
  judicialClerk: 'Judicial clerk',
  biglawPartner: 'BigLaw partner',
  soloOrSmallFirmOwner: 'Solo or small-firm owner',
  contractAttorney: 'Contract attorney',
};

export const emergencyFundFields: readonly FieldSpec[] = [
  {
    key: 'essentials',
    label: 'Essential monthly expenses',
    kind: 'money',
    default: 7500,
    min: 1,
    max: 200_000,
    message: 'Enter essential monthly expenses (at least $1).',
    group: 'Money',
    help: 'Housing, utilities, groceries, insurance, minimum debt payments (student loans too), transport, childcare, health costs.',
  },
  {
    key: 'currentReserve',
    label: 'Current reserve',
    kind: 'money',
    default: 0,
    min: 0,
    max: 10_000_000,
    message: 'Reserve must be 0–10,000,000.',
    group: 'Money',
    help: 'Cash, high-yield savings, money market, T-bills.',
  },
  {
    key: 'monthlyContribution',
    label: 'Monthly saving toward the fund',
    kind: 'money',
    default: 0,
    min: 0,
    max: 200_000,
    message: 'Monthly saving must be 0–200,000.',
    group: 'Money',
  },
  {
    key: 'employment',
    label: 'Your work',
    kind: 'enum',
    default: 'biglawAssociate',
    options: (Object.keys(EMPLOYMENT_LABEL) as Employment[]).map((k) => ({ value: k, label: EMPLOYMENT_LABEL[k] })),
    group: 'Situation',
  },
  {
    key: 'household',
    label: 'Household income',
    kind: 'enum',
    default: 'singleEarner',
    options: [
      { value: 'dualStableBoth', label: 'Two stable incomes' },
      { value: 'dualOneVariable', label: 'Two incomes, one variable' },
      { value: 'singleEarner', label: 'One income' },
    ],
    group: 'Situation',
  },
  { key: 'dependents', label: 'Dependents', kind: 'int', default: 0, min: 0, max: 10, message: 'Dependents must be 0–10.', group: 'Situation' },
  { key: 'homeowner', label: 'I own my home', kind: 'bool', default: false, group: 'Situation' },
  {
    key: 'jobSearchDifficulty',
    label: 'How hard a job search would be (1–5)',
    kind: 'int',
    default: 3,
    min: 1,
    max: 5,
    message: 'Choose 1–5.',
    group: 'Situation',
    help: '5 for a niche practice or a thin local market.',
  },
  {
    key: 'severanceMonthsExpected',
    label: 'Severance expected (months)',
    kind: 'number',
    default: 0,
    min: 0,
    max: 12,
    message: 'Severance must be 0–12 months.',
    group: 'Situation',
  },
  {
    key: 'healthOopMax',
    label: 'Health plan out-of-pocket maximum',
    kind: 'money',
    default: 0,
    min: 0,
    max: 50_000,
    message: 'Out-of-pocket maximum must be 0–50,000.',
    group: 'Lump sums',
    help: 'The 2026 HDHP out-of-pocket maximum is at most $8,500 self-only / $17,000 family.',
  },
  {
    key: 'otherLumpSums',
    label: 'Other lump sums',
    kind: 'money',
    default: 0,
    min: 0,
    max: 10_000_000,
    message: 'Lump sums must be 0 or more.',
    group: 'Lump sums',
    help: 'Insurance deductibles, known repairs, partner capital calls, tax payments.',
  },
  { key: 'hasLtd', label: 'I have long-term disability insurance', kind: 'bool', default: true, group: 'Lump sums' },
  {
    key: 'ltdEliminationDays',
    label: 'Disability elimination period (days)',
    kind: 'int',
    default: 90,
    min: 0,
    max: 360,
    message: 'Elimination period must be 0–360 days.',
    group: 'Lump sums',
    showIf: (r) => r.hasLtd !== 'false',
  },
];

export interface Adjustment {
  label: string;
  months: number;
}
export interface EmergencyFundResult {
  adjustments: Adjustment[];
  rawMonths: number;
  months: number;
  cappedAt12: boolean;
  floorReason: string | null;
  target: number;
  monthsPart: number;
  lumpSums: number;
  coverageNow: number;
  gap: number;
  monthsToGoal: number | null;
  surplus: number;
  conventionalRange: [number, number];
}

export function computeEmergencyFund(v: Values): EmergencyFundResult {
  const essentials = num(v, 'essentials');
  const emp = str<Employment>(v, 'employment', 'biglawAssociate');
  const house = str<Household>(v, 'household', 'singleEarner');
  const deps = num(v, 'dependents');
  const adjustments: Adjustment[] = [
    { label: 'Base', months: 3 },
    { label: `${EMPLOYMENT_LABEL[emp]}: job stability`, months: EMPLOYMENT_ADJ[emp] },
    { label: 'Household income', months: HOUSEHOLD_ADJ[house] },
    { label: 'Dependents', months: Math.min(1.5, 0.5 * deps) },
    { label: 'Homeowner repairs', months: bool(v, 'homeowner') ? 0.5 : 0 },
    { label: 'Job-search difficulty', months: (num(v, 'jobSearchDifficulty', 3) - 3) * 0.5 },
    { label: 'Expected severance', months: -Math.min(num(v, 'severanceMonthsExpected'), 2) * 0.5 },
  ];
  const rawMonths = adjustments.reduce((a, b) => a + b.months, 0);
  let months = Math.min(12, Math.max(3, rawMonths));
  let floorReason: string | null = null;
  // The LTD floor may not break the 12-month cap (§X.1-26).
  const hasLtd = bool(v, 'hasLtd');
  const floor = hasLtd ? num(v, 'ltdEliminationDays') / 30 : 6;
  if (above(floor, months)) {
    months = Math.min(12, floor);
    floorReason = hasLtd ? 'Raised to cover the disability waiting period.' : 'Raised to 6 months: no long-term disability cover.';
  }
  const lumpSums = num(v, 'healthOopMax') + num(v, 'otherLumpSums');
  const target = months * essentials + lumpSums;
  const reserve = num(v, 'currentReserve');
  const gap = Math.max(0, target - reserve);
  const contrib = num(v, 'monthlyContribution');
  return {
    adjustments,
    rawMonths,
    months,
    cappedAt12: above(rawMonths, 12),
    floorReason,
    target,
    monthsPart: months * essentials,
    lumpSums,
    coverageNow: reserve / essentials,
    gap,
    monthsToGoal: gap === 0 ? 0 : contrib > 0 ? ceilWhole(gap / contrib) : null,
    surplus: Math.max(0, reserve - target),
    conventionalRange: [3 * essentials, 6 * essentials],
  };
}

export const emergencyFundTool: ToolDef<EmergencyFundResult> = {
  id: 'emergency-fund',
  fields: emergencyFundFields,
  check: () => ({ errors: {}, warnings: {} }),
  compute: computeEmergencyFund,
  assumptions: [
    'The target starts at 3 months of essential expenses and moves with your job, household and obligations; how far each moves it is our judgment, not a rule.',
    'The target is never below 3 or above 12 months of essentials.',
    'Roth IRA contributions and home equity lines of credit are not counted as reserve.',
  ],
  sources: ['S30'],
};
