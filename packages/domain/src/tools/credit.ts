/** Admin tool C: Credit Score Factors Explorer (tools.md §C, §X.1-43). An illustrative index, not a score. */
import { RULES_2026 } from '../rules/2026.ts';
import { atLeast, below } from './engine.ts';
import type { FieldSpec, Values } from './fields.ts';
import { bool, num } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const int = (key: string, label: string, group: string): FieldSpec => ({
  key,
  label,
  kind: 'int',
  default: 0,
  min: 0,
  max: 50,
  message: `${label} must be 0–50.`,
  group,
});

export const creditFields: readonly FieldSpec[] = [
  {
    key: 'revolvingLimits',
    label: 'Total credit card limits',
    kind: 'money',
    min: 0,
    max: 100_000_000,
    message: 'Balances can’t be negative.',
    group: 'Amounts owed',
  },
  {
    key: 'revolvingBalances',
    label: 'Total statement balances',
    kind: 'money',
    min: 0,
    max: 100_000_000,
    message: 'Balances can’t be negative.',
    group: 'Amounts owed',
  },
  {
    key: 'maxSingleCardUtil',
    label: 'Highest single-card utilization',
    kind: 'percent',
    optional: true,
    min: 0,
    max: 200,
    message: 'Utilization must be 0–200%.',
    group: 'Amounts owed',
  },
  int('latesRecent', 'Late payments in the last 24 months', 'Payment history'),
  int('latesOlder', 'Older late payments', 'Payment history'),
  { key: 'derogatories', label: 'Collections, charge-offs or bankruptcy', kind: 'bool', default: false, group: 'Payment history' },
  {
    key: 'oldestAccountYears',
    label: 'Age of oldest account (years)',
    kind: 'number',
    min: 0,
    max: 80,
    message: 'Age must be 0–80 years.',
    group: 'Length of history',
  },
  {
    key: 'averageAgeYears',
    label: 'Average account age (years)',
    kind: 'number',
    min: 0,
    max: 80,
    message: 'Age must be 0–80 years.',
    group: 'Length of history',
  },
  int('hardInquiries12m', 'Hard inquiries in 12 months', 'New credit'),
  int('newAccounts12m', 'New accounts in 12 months', 'New credit'),
  { key: 'hasRevolving', label: 'I have a credit card', kind: 'bool', default: true, group: 'Credit mix' },
  {
    key: 'hasInstallment',
    label: 'I have an installment loan (student, auto, mortgage)',
    kind: 'bool',
    default: true,
    group: 'Credit mix',
    help: 'Student loans in deferment still count.',
  },
];

export type FactorKey = 'payment' | 'amounts' | 'length' | 'newCredit' | 'mix';
export interface CreditResult {
  utilization: number | null;
  factors: { key: FactorKey; label: string; weight: number; score: number; points: number; headroom: number }[];
  index: number;
  biggestHeadroom: FactorKey;
  thinFile: boolean;
}

export function utilizationScore(u: number): number {
  // Half-open bands: a utilization exactly on an edge (10%, 30%, …) scores in the higher band (§X.1-43).
  if (u === 0) return 90;
  if (below(u, 0.1)) return 100;
  if (below(u, 0.3)) return 80;
  if (below(u, 0.5)) return 55;
  if (below(u, 0.75)) return 30;
  return 10;
}

export function computeCredit(v: Values): CreditResult {
  const w = RULES_2026.credit.ficoWeights.value;
  const limits = num(v, 'revolvingLimits');
  const balances = num(v, 'revolvingBalances');
  const u = limits > 0 ? balances / limits : null;
  let payment = Math.max(0, 100 - 25 * num(v, 'latesRecent') - 10 * num(v, 'latesOlder'));
  if (bool(v, 'derogatories')) payment = Math.min(payment, 20);
  let amounts = u === null ? 90 : utilizationScore(u);
  if (typeof v.maxSingleCardUtil === 'number' && atLeast(v.maxSingleCardUtil, 0.9)) amounts -= 10;
  const age = num(v, 'averageAgeYears');
  const length = atLeast(age, 10) ? 100 : atLeast(age, 7) ? 85 : atLeast(age, 4) ? 70 : atLeast(age, 2) ? 50 : 30;
  const inq = num(v, 'hardInquiries12m');
  const newCredit = Math.max(
    0,
    (inq === 0 ? 100 : inq === 1 ? 90 : inq === 2 ? 75 : inq <= 4 ? 55 : 30) - 10 * Math.max(0, num(v, 'newAccounts12m') - 1),
  );
  const rev = bool(v, 'hasRevolving');
  const inst = bool(v, 'hasInstallment');
  const mix = rev && inst ? 100 : rev || inst ? 60 : 0;
  const list: [FactorKey, string, number, number][] = [
    ['payment', 'Payment history', w.paymentHistory, payment],
    ['amounts', 'Amounts owed', w.amountsOwed, Math.max(0, amounts)],
    ['length', 'Length of credit history', w.historyLength, length],
    ['newCredit', 'New credit', w.newCredit, newCredit],
    ['mix', 'Credit mix', w.creditMix, mix],
  ];
  const factors = list.map(([key, label, weight, score]) => ({
    key,
    label,
    weight,
    score,
    points: weight * score,
    headroom: weight * (100 - score),
  }));
  const biggest = [...factors].sort((a, b) => b.headroom - a.headroom)[0];
  return {
    utilization: u,
    factors,
    index: factors.reduce((s, f) => s + f.points, 0),
    biggestHeadroom: biggest?.key ?? 'payment',
    thinFile: below(num(v, 'oldestAccountYears'), 0.5),
  };
}

function checkCredit(v: Values): Checks {
  const errors: Record<string, string> = {};
  if (num(v, 'revolvingLimits') === 0 && num(v, 'revolvingBalances') > 0) errors.revolvingLimits = 'Enter your credit limits.';
  if (num(v, 'averageAgeYears') > num(v, 'oldestAccountYears')) errors.averageAgeYears = 'Average age can’t exceed the oldest account’s age.';
  return { errors, warnings: {} };
}

export const creditTool: ToolDef<CreditResult> = {
  id: 'credit-score-factors-explorer',
  fields: creditFields,
  check: checkCredit,
  compute: computeCredit,
  assumptions: [
    'Illustrative only—not a FICO® Score. The weights are FICO’s general guidance and vary by credit profile; other FICO versions and VantageScore differ.',
    'The sub-score bands are our judgment; all late payments (30, 60 or 90 days) count the same.',
  ],
  sources: ['S25'],
  example: {
    who: '$1,200 owed on $10,000 of card limits, an oldest account of 9 years and one inquiry this year',
    raw: {
      revolvingLimits: '10000',
      revolvingBalances: '1200',
      oldestAccountYears: '9',
      averageAgeYears: '5',
      hardInquiries12m: '1',
    },
  },
};
