/** Tool 2: Net Worth (tools.md §2, §X.1-11/12). Line items are fixed attorney categories. */
import type { FieldSpec, Values } from './fields.ts';
import { bool, num } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

type Group = 'cash' | 'taxable' | 'pretaxRetirement' | 'rothRetirement' | 'home' | 'otherRealEstate' | 'business' | 'other';
type LiabilityGroup =
  | 'mortgage'
  | 'heloc'
  | 'studentFederal'
  | 'studentPrivate'
  | 'capitalLoan'
  | 'auto'
  | 'creditCard'
  | 'personal'
  | 'taxesOwed'
  | 'other';

const AMOUNT_MSG = 'Enter an amount from 0 to 100,000,000.';
const money = (key: string, label: string, group: string, help?: string): FieldSpec => ({
  key,
  label,
  kind: 'money',
  default: 0,
  min: 0,
  max: 100_000_000,
  message: AMOUNT_MSG,
  group,
  ...(help ? { help } : {}),
});
const rate = (key: string, label: string): FieldSpec => ({
  key,
  label,
  kind: 'percent',
  optional: true,
  min: 0,
  max: 40,
  message: 'Rate must be 0–40%.',
  group: 'Liabilities',
});

export const NET_WORTH_ASSETS: readonly { key: string; label: string; group: Group; help?: string }[] = [
  { key: 'checking', label: 'Checking', group: 'cash' },
  { key: 'savings', label: 'Savings / high-yield savings', group: 'cash' },
  { key: 'moneyMarket', label: 'Money market, CDs, T-bills', group: 'cash' },
  { key: 'brokerage', label: 'Brokerage account', group: 'taxable' },
  { key: 'crypto', label: 'Crypto', group: 'taxable', help: 'Volatile: values can swing widely.' },
  { key: 'equityShares', label: 'ESPP/RSU shares held', group: 'taxable' },
  { key: 'pretax401k', label: '401(k)/403(b)/457(b) pre-tax', group: 'pretaxRetirement' },
  { key: 'traditionalIra', label: 'Traditional IRA, SEP, SIMPLE, solo 401(k)', group: 'pretaxRetirement' },
  { key: 'pension', label: 'Cash-balance plan or pension value', group: 'pretaxRetirement' },
  { key: 'roth401k', label: 'Roth 401(k)', group: 'rothRetirement' },
  { key: 'rothIra', label: 'Roth IRA', group: 'rothRetirement' },
  { key: 'hsa', label: 'HSA', group: 'rothRetirement' },
  { key: 'homeValue', label: 'Primary home (market value)', group: 'home' },
  { key: 'otherProperty', label: 'Other property', group: 'otherRealEstate' },
  {
    key: 'capitalAccount',
    label: 'Partnership capital account / practice equity',
    group: 'business',
    help: 'Enter any capital-contribution loan as a liability too.',
  },
  {
    key: 'receivables',
    label: 'Receivables (excluding contingency fees)',
    group: 'business',
    help: 'Contingency-fee receivables are speculative and left out.',
  },
  { key: 'vehicles', label: 'Vehicles', group: 'other' },
  { key: 'cashValueLife', label: 'Cash-value life insurance', group: 'other' },
];
export const NET_WORTH_LIABILITIES: readonly { key: string; label: string; group: LiabilityGroup; rateKey?: string }[] = [
  { key: 'mortgage', label: 'Mortgage', group: 'mortgage', rateKey: 'mortgageRate' },
  { key: 'heloc', label: 'HELOC', group: 'heloc' },
  { key: 'federalStudentLoans', label: 'Federal student loans', group: 'studentFederal', rateKey: 'federalStudentLoanRate' },
  { key: 'privateStudentLoans', label: 'Private student loans', group: 'studentPrivate', rateKey: 'privateStudentLoanRate' },
  { key: 'capitalLoan', label: 'Partner capital-contribution loan', group: 'capitalLoan' },
  { key: 'autoLoan', label: 'Auto loan', group: 'auto', rateKey: 'autoLoanRate' },
  { key: 'creditCards', label: 'Credit cards', group: 'creditCard', rateKey: 'creditCardRate' },
  { key: 'personalLoans', label: 'Personal loans', group: 'personal' },
  { key: 'taxesOwed', label: 'Taxes owed (estimated)', group: 'taxesOwed' },
  { key: 'otherLiabilities', label: 'Other debts', group: 'other' },
];

export const netWorthFields: readonly FieldSpec[] = [
  ...NET_WORTH_ASSETS.map((a) => money(a.key, a.label, 'Assets', a.help)),
  ...NET_WORTH_LIABILITIES.flatMap((l) => [
    money(l.key, l.label, 'Liabilities', 'Enter the balance as a positive number.'),
    ...(l.rateKey ? [rate(l.rateKey, `${l.label} rate`)] : []),
  ]),
  { key: 'taxHaircutOn', label: 'Reduce pre-tax retirement for future tax', kind: 'bool', default: false, group: 'Adjustments' },
  {
    key: 'assumedRetirementTaxRate',
    label: 'Assumed tax rate on withdrawals',
    kind: 'percent',
    default: 25,
    min: 0,
    max: 50,
    message: 'Assumed tax rate must be 0–50%.',
    group: 'Adjustments',
    showIf: (r) => r.taxHaircutOn === 'true',
  },
  {
    key: 'homeSellingCostPct',
    label: 'Home selling cost',
    kind: 'percent',
    default: 0,
    min: 0,
    max: 10,
    message: 'Selling cost must be 0–10%.',
    group: 'Adjustments',
    help: 'Counts the home at what you would keep after selling.',
  },
];

export interface NetWorthResult {
  totalAssets: number;
  totalLiabilities: number;
  netWorth: number;
  liquidAssets: number;
  liquidNetWorth: number;
  homeEquity: number;
  netWorthExHome: number;
  debtToAsset: number | null;
  studentLoanShare: number | null;
  retirementAssets: number;
  weightedDebtRate: number | null;
  assetsByGroup: Record<Group, number>;
  liabilitiesByGroup: Record<LiabilityGroup, number>;
}

export function computeNetWorth(v: Values): NetWorthResult {
  const t = bool(v, 'taxHaircutOn') ? num(v, 'assumedRetirementTaxRate') : 0;
  const sell = num(v, 'homeSellingCostPct');
  const assetsByGroup = { cash: 0, taxable: 0, pretaxRetirement: 0, rothRetirement: 0, home: 0, otherRealEstate: 0, business: 0, other: 0 };
  for (const a of NET_WORTH_ASSETS) assetsByGroup[a.group] += num(v, a.key);
  // Haircuts apply where the value is used, so every ratio stays consistent (§X.1-11).
  assetsByGroup.pretaxRetirement *= 1 - t;
  assetsByGroup.home *= 1 - sell;
  const liabilitiesByGroup = {
    mortgage: 0,
    heloc: 0,
    studentFederal: 0,
    studentPrivate: 0,
    capitalLoan: 0,
    auto: 0,
    creditCard: 0,
    personal: 0,
    taxesOwed: 0,
    other: 0,
  };
  for (const l of NET_WORTH_LIABILITIES) liabilitiesByGroup[l.group] += num(v, l.key);
  const totalAssets = Object.values(assetsByGroup).reduce((a, b) => a + b, 0);
  const totalLiabilities = Object.values(liabilitiesByGroup).reduce((a, b) => a + b, 0);
  const netWorth = totalAssets - totalLiabilities;
  const liquidAssets = assetsByGroup.cash + assetsByGroup.taxable;
  const homeEquity = assetsByGroup.home - liabilitiesByGroup.mortgage - liabilitiesByGroup.heloc;
  let weighted = 0;
  let weightedBase = 0;
  for (const l of NET_WORTH_LIABILITIES) {
    const r = l.rateKey ? v[l.rateKey] : undefined;
    if (typeof r === 'number') {
      weighted += num(v, l.key) * r;
      weightedBase += num(v, l.key);
    }
  }
  const student = liabilitiesByGroup.studentFederal + liabilitiesByGroup.studentPrivate;
  return {
    totalAssets,
    totalLiabilities,
    netWorth,
    liquidAssets,
    liquidNetWorth: liquidAssets - (liabilitiesByGroup.creditCard + liabilitiesByGroup.personal + liabilitiesByGroup.taxesOwed),
    homeEquity,
    netWorthExHome: netWorth - homeEquity,
    debtToAsset: totalAssets > 0 ? totalLiabilities / totalAssets : null,
    studentLoanShare: totalLiabilities > 0 ? student / totalLiabilities : null,
    retirementAssets: assetsByGroup.pretaxRetirement + assetsByGroup.rothRetirement,
    weightedDebtRate: weightedBase > 0 ? weighted / weightedBase : null,
    assetsByGroup,
    liabilitiesByGroup,
  };
}

function checkNetWorth(): Checks {
  return { errors: {}, warnings: {} };
}

export const netWorthTool: ToolDef<NetWorthResult> = {
  id: 'net-worth',
  fields: netWorthFields,
  check: checkNetWorth,
  compute: computeNetWorth,
  assumptions: [
    'Loans are counted at face value; expected forgiveness (PSLF, IDR) is not netted out.',
    'Personal property and contingency-fee receivables are left out.',
    'Liquid net worth = cash and taxable investments minus credit cards, personal loans and taxes owed.',
  ],
};
