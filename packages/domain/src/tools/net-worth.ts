/**
 * Tool 2: Net Worth (tools.md §2, §X.1-11/12). Assets and liabilities are repeatable lines
 * (`{category, label, amount}`, liabilities also `rate` and `minPayment`) with the categories of §2.1.
 */
import type { FieldOption, FieldSpec, RawInput, Values } from './fields.ts';
import { bool, lineName, lines, linesRaw, num } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

export type NetWorthAssetGroup = 'cash' | 'taxable' | 'pretaxRetirement' | 'rothRetirement' | 'home' | 'otherRealEstate' | 'business' | 'other';
export type NetWorthLiabilityGroup =
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

type Category<G> = FieldOption & { bucket: G; excludedUnless?: 'includeContingencyReceivables' | 'includePersonalProperty' };

const CASH = 'Cash';
const TAXABLE = 'Taxable investments';
const DEFERRED = 'Retirement (tax-deferred)';
const TAX_FREE = 'Retirement (tax-free)';
const REAL_ESTATE = 'Real estate';
const BUSINESS = 'Practice/business';
const OTHER = 'Other';

/** §2.1's asset categories, in its order and groups (`group` is the heading in the select). */
export const NET_WORTH_ASSET_CATEGORIES: readonly Category<NetWorthAssetGroup>[] = [
  { value: 'checking', label: 'Checking', group: CASH, bucket: 'cash' },
  { value: 'savings', label: 'Savings / HYSA', group: CASH, bucket: 'cash' },
  { value: 'moneyMarket', label: 'Money market', group: CASH, bucket: 'cash' },
  { value: 'cds', label: 'CDs', group: CASH, bucket: 'cash' },
  { value: 'tBills', label: 'T-bills', group: CASH, bucket: 'cash' },
  { value: 'brokerage', label: 'Brokerage', group: TAXABLE, bucket: 'taxable' },
  { value: 'crypto', label: 'Crypto', group: TAXABLE, bucket: 'taxable', note: 'Volatile: crypto values can swing widely.' },
  { value: 'esppRsu', label: 'ESPP/RSU shares held', group: TAXABLE, bucket: 'taxable' },
  { value: 'pretax401k', label: '401(k)/403(b)/457(b) pre-tax', group: DEFERRED, bucket: 'pretaxRetirement' },
  { value: 'traditionalIra', label: 'Traditional IRA', group: DEFERRED, bucket: 'pretaxRetirement' },
  { value: 'sepSimpleSolo401k', label: 'SEP/SIMPLE/solo 401(k)', group: DEFERRED, bucket: 'pretaxRetirement' },
  { value: 'cashBalancePlan', label: 'Cash-balance plan', group: DEFERRED, bucket: 'pretaxRetirement' },
  { value: 'pension', label: 'Pension (present value)', group: DEFERRED, bucket: 'pretaxRetirement' },
  { value: 'roth401k', label: 'Roth 401(k)', group: TAX_FREE, bucket: 'rothRetirement' },
  { value: 'rothIra', label: 'Roth IRA', group: TAX_FREE, bucket: 'rothRetirement' },
  { value: 'hsa', label: 'HSA', group: TAX_FREE, bucket: 'rothRetirement' },
  { value: 'primaryHome', label: 'Primary home (market value)', group: REAL_ESTATE, bucket: 'home' },
  { value: 'otherProperty', label: 'Other property', group: REAL_ESTATE, bucket: 'otherRealEstate' },
  { value: 'partnershipCapital', label: 'Partnership capital account', group: BUSINESS, bucket: 'business' },
  { value: 'soloPracticeEquity', label: 'Solo-practice equity', group: BUSINESS, bucket: 'business' },
  { value: 'receivables', label: 'Receivables', group: BUSINESS, bucket: 'business' },
  {
    value: 'contingencyReceivables',
    label: 'Contingency-fee receivables',
    group: BUSINESS,
    bucket: 'business',
    excludedUnless: 'includeContingencyReceivables',
    note: 'Speculative: left out of the totals unless you count them under Adjustments.',
  },
  { value: 'vehicles', label: 'Vehicles', group: OTHER, bucket: 'other' },
  { value: 'cashValueLife', label: 'Cash-value life insurance', group: OTHER, bucket: 'other' },
  {
    value: 'personalProperty',
    label: 'Personal property',
    group: OTHER,
    bucket: 'other',
    excludedUnless: 'includePersonalProperty',
    note: 'Left out of the totals unless you count it under Adjustments.',
  },
];

/** The liability categories, in the order tools.md §2.1 lists them. */
export const NET_WORTH_LIABILITY_CATEGORIES: readonly Category<NetWorthLiabilityGroup>[] = [
  { value: 'mortgage', label: 'Mortgage', bucket: 'mortgage' },
  { value: 'heloc', label: 'HELOC', bucket: 'heloc' },
  { value: 'federalStudentLoans', label: 'Federal student loans', bucket: 'studentFederal' },
  { value: 'privateStudentLoans', label: 'Private student loans', bucket: 'studentPrivate' },
  { value: 'capitalLoan', label: 'Partner capital-contribution loan', bucket: 'capitalLoan' },
  { value: 'autoLoan', label: 'Auto loan', bucket: 'auto' },
  { value: 'creditCard', label: 'Credit cards', bucket: 'creditCard' },
  { value: 'personalLoan', label: 'Personal loan', bucket: 'personal' },
  { value: 'taxesOwed', label: 'Taxes owed (estimated)', bucket: 'taxesOwed' },
  { value: 'other', label: 'Other', bucket: 'other' },
];

const AMOUNT_MSG = 'Enter an amount from 0 to 100,000,000.';
const MAX_LINES = 30;
const asOptions = (cats: readonly Category<string>[]): FieldOption[] =>
  cats.map(({ value, label, group, note }) => ({ value, label, ...(group ? { group } : {}), ...(note ? { note } : {}) }));

const category = (cats: readonly Category<string>[], dflt: string): FieldSpec => ({
  key: 'category',
  label: 'Category',
  kind: 'enum',
  default: dflt,
  options: asOptions(cats),
  message: 'Choose a category.',
});
const labelColumn: FieldSpec = { key: 'label', label: 'Label', kind: 'text', max: 60, message: 'Keep the label to 60 characters.' };
const amountColumn: FieldSpec = { key: 'amount', label: 'Amount', kind: 'money', min: 0, max: 100_000_000, message: AMOUNT_MSG };
const rowName = (cats: readonly Category<string>[]) => (row: RawInput) =>
  row.label?.trim() || (cats.find((c) => c.value === row.category)?.label ?? 'Line');

/** The worked example the page opens on (§2.3): $858,000 of assets, $715,000 of debts, net worth $143,000. */
export const NET_WORTH_EXAMPLE = {
  assets: linesRaw([
    { category: 'checking', amount: 15000 },
    { category: 'savings', amount: 30000 },
    { category: 'pretax401k', amount: 85000 },
    { category: 'rothIra', amount: 25000 },
    { category: 'hsa', amount: 8000 },
    { category: 'brokerage', amount: 20000 },
    { category: 'primaryHome', amount: 650000 },
    { category: 'vehicles', label: 'Car', amount: 25000 },
  ]),
  liabilities: linesRaw([
    { category: 'mortgage', amount: 520000 },
    { category: 'federalStudentLoans', amount: 180000 },
    { category: 'autoLoan', amount: 12000 },
    { category: 'creditCard', amount: 3000 },
  ]),
};

export const netWorthFields: readonly FieldSpec[] = [
  {
    key: 'assets',
    label: 'Assets',
    kind: 'lines',
    group: 'Assets',
    rowNoun: 'Asset',
    help: 'One line per account or item, at today’s value. The label is optional.',
    default: NET_WORTH_EXAMPLE.assets,
    maxRows: MAX_LINES,
    columns: [category(NET_WORTH_ASSET_CATEGORIES, 'checking'), labelColumn, amountColumn],
    rowName: rowName(NET_WORTH_ASSET_CATEGORIES),
  },
  {
    key: 'liabilities',
    label: 'Liabilities',
    kind: 'lines',
    group: 'Liabilities',
    rowNoun: 'Liability',
    help: 'Balances as positive numbers. Rate and minimum payment are optional.',
    default: NET_WORTH_EXAMPLE.liabilities,
    maxRows: MAX_LINES,
    columns: [
      category(NET_WORTH_LIABILITY_CATEGORIES, 'mortgage'),
      labelColumn,
      amountColumn,
      { key: 'rate', label: 'Rate', kind: 'percent', optional: true, min: 0, max: 40, message: 'Rate must be 0–40%.' },
      {
        key: 'minPayment',
        label: 'Minimum payment',
        kind: 'money',
        optional: true,
        min: 0,
        max: 1_000_000,
        message: 'Enter a monthly payment from 0 to 1,000,000.',
      },
    ],
    rowName: rowName(NET_WORTH_LIABILITY_CATEGORIES),
  },
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
  {
    key: 'includeContingencyReceivables',
    label: 'Count contingency-fee receivables',
    kind: 'bool',
    default: false,
    group: 'Adjustments',
    help: 'Left out by default: they are speculative.',
  },
  { key: 'includePersonalProperty', label: 'Count personal property', kind: 'bool', default: false, group: 'Adjustments' },
  {
    key: 'age',
    label: 'Age',
    kind: 'int',
    optional: true,
    min: 18,
    max: 100,
    message: 'Age must be 18–100.',
    group: 'Benchmark (optional)',
  },
  {
    key: 'grossIncome',
    label: 'Gross income per year',
    kind: 'money',
    optional: true,
    min: 0,
    max: 10_000_000,
    message: 'Enter an income from 0 to 10,000,000.',
    group: 'Benchmark (optional)',
    help: 'With your age, shows a rule-of-thumb net worth for comparison.',
  },
];

const ASSETS_FIELD = netWorthFields[0] as FieldSpec;
const LIABILITIES_FIELD = netWorthFields[1] as FieldSpec;

/** One line as counted: its amount, and what it adds to the totals after haircuts and exclusions. */
export interface NetWorthLine {
  index: number;
  category: string;
  name: string;
  amount: number;
  counted: number;
  excluded: boolean;
  rate?: number;
  minPayment?: number;
}

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
  /** Σ minimum payments entered (per month). */
  totalMinPayments: number;
  /** Lines left out of the totals (contingency-fee receivables, personal property) and their sum. */
  excludedAssets: number;
  /** Crypto held (flagged "volatile"). */
  volatileAssets: number;
  /** age × grossIncome / 10, when both are entered (a rule of thumb). */
  benchmark: number | null;
  assetsByGroup: Record<NetWorthAssetGroup, number>;
  liabilitiesByGroup: Record<NetWorthLiabilityGroup, number>;
  assetLines: NetWorthLine[];
  liabilityLines: NetWorthLine[];
}

const text = (v: Values, k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');

export function computeNetWorth(v: Values): NetWorthResult {
  const t = bool(v, 'taxHaircutOn') ? num(v, 'assumedRetirementTaxRate') : 0;
  const sell = num(v, 'homeSellingCostPct');
  const assetsByGroup: Record<NetWorthAssetGroup, number> = {
    cash: 0,
    taxable: 0,
    pretaxRetirement: 0,
    rothRetirement: 0,
    home: 0,
    otherRealEstate: 0,
    business: 0,
    other: 0,
  };
  const liabilitiesByGroup: Record<NetWorthLiabilityGroup, number> = {
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
  let excludedAssets = 0;
  let volatileAssets = 0;
  const assetLines = lines(v, 'assets').map((row, index): NetWorthLine => {
    const c = NET_WORTH_ASSET_CATEGORIES.find((x) => x.value === row.category) ?? (NET_WORTH_ASSET_CATEGORIES[0] as Category<NetWorthAssetGroup>);
    const amount = num(row, 'amount');
    const excluded = c.excludedUnless !== undefined && !bool(v, c.excludedUnless);
    // Haircuts apply where the value is used, so every ratio stays consistent (§X.1-11).
    const counted = excluded ? 0 : c.bucket === 'pretaxRetirement' ? amount * (1 - t) : c.bucket === 'home' ? amount * (1 - sell) : amount;
    if (excluded) excludedAssets += amount;
    if (c.value === 'crypto') volatileAssets += amount;
    assetsByGroup[c.bucket] += counted;
    return { index, category: c.value, name: text(row, 'label') || c.label, amount, counted, excluded };
  });
  let weighted = 0;
  let weightedBase = 0;
  let totalMinPayments = 0;
  const liabilityLines = lines(v, 'liabilities').map((row, index): NetWorthLine => {
    const c =
      NET_WORTH_LIABILITY_CATEGORIES.find((x) => x.value === row.category) ?? (NET_WORTH_LIABILITY_CATEGORIES[0] as Category<NetWorthLiabilityGroup>);
    const amount = num(row, 'amount');
    liabilitiesByGroup[c.bucket] += amount;
    const rate = typeof row.rate === 'number' ? row.rate : undefined;
    const minPayment = typeof row.minPayment === 'number' ? row.minPayment : undefined;
    if (rate !== undefined) {
      weighted += amount * rate;
      weightedBase += amount;
    }
    totalMinPayments += minPayment ?? 0;
    return {
      index,
      category: c.value,
      name: text(row, 'label') || c.label,
      amount,
      counted: amount,
      excluded: false,
      ...(rate !== undefined ? { rate } : {}),
      ...(minPayment !== undefined ? { minPayment } : {}),
    };
  });
  const totalAssets = Object.values(assetsByGroup).reduce((a, b) => a + b, 0);
  const totalLiabilities = Object.values(liabilitiesByGroup).reduce((a, b) => a + b, 0);
  const netWorth = totalAssets - totalLiabilities;
  const liquidAssets = assetsByGroup.cash + assetsByGroup.taxable;
  // The haircut home value (§X.1-11), so NW_exHome = TA_exHome − TL_exHome.
  const homeEquity = assetsByGroup.home - liabilitiesByGroup.mortgage - liabilitiesByGroup.heloc;
  const student = liabilitiesByGroup.studentFederal + liabilitiesByGroup.studentPrivate;
  const age = v.age;
  const income = v.grossIncome;
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
    totalMinPayments,
    excludedAssets,
    volatileAssets,
    benchmark: typeof age === 'number' && typeof income === 'number' ? (age * income) / 10 : null,
    assetsByGroup,
    liabilitiesByGroup,
    assetLines,
    liabilityLines,
  };
}

/** Row warnings keyed `<list>.<row>`: duplicates (§2.5), the capital-loan reminder, a half-entered benchmark. */
function checkNetWorth(v: Values, raw: RawInput): Checks {
  const warnings: Record<string, string> = {};
  for (const [f, noun] of [
    [ASSETS_FIELD, 'asset'],
    [LIABILITIES_FIELD, 'liability'],
  ] as const) {
    const rows = lines(v, f.key);
    const seen = new Map<string, number>();
    rows.forEach((row, i) => {
      const amount = num(row, 'amount');
      if (amount <= 0) return;
      const name = (text(row, 'label') || lineName(f, { category: text(row, 'category') })).trim().toLowerCase();
      const id = `${name}|${amount}`;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else warnings[`${f.key}.${i}`] = `Same label and amount as ${noun} ${first + 1}: check it is not entered twice.`;
    });
  }
  const hasCapitalLoan = lines(v, 'liabilities').some((r) => r.category === 'capitalLoan');
  if (!hasCapitalLoan)
    lines(v, 'assets').forEach((row, i) => {
      const key = `assets.${i}`;
      if (row.category === 'partnershipCapital' && !warnings[key])
        warnings[key] = 'If you borrowed to fund your capital contribution, add that loan under Liabilities too.';
    });
  const hasAge = (raw.age ?? '').trim() !== '';
  const hasIncome = (raw.grossIncome ?? '').trim() !== '';
  if (hasAge !== hasIncome) warnings[hasAge ? 'grossIncome' : 'age'] = 'Enter both age and income to see the benchmark.';
  return { errors: {}, warnings };
}

/** The flat keys of the earlier page (one field per category, docs/decisions/122), read into lines. */
const LEGACY_ASSETS: Record<string, string> = {
  checking: 'checking',
  savings: 'savings',
  moneyMarket: 'moneyMarket',
  brokerage: 'brokerage',
  crypto: 'crypto',
  equityShares: 'esppRsu',
  pretax401k: 'pretax401k',
  traditionalIra: 'traditionalIra',
  pension: 'pension',
  roth401k: 'roth401k',
  rothIra: 'rothIra',
  hsa: 'hsa',
  homeValue: 'primaryHome',
  otherProperty: 'otherProperty',
  capitalAccount: 'partnershipCapital',
  receivables: 'receivables',
  vehicles: 'vehicles',
  cashValueLife: 'cashValueLife',
};
const LEGACY_LIABILITIES: readonly [key: string, category: string, rateKey?: string][] = [
  ['mortgage', 'mortgage', 'mortgageRate'],
  ['heloc', 'heloc'],
  ['federalStudentLoans', 'federalStudentLoans', 'federalStudentLoanRate'],
  ['privateStudentLoans', 'privateStudentLoans', 'privateStudentLoanRate'],
  ['capitalLoan', 'capitalLoan'],
  ['autoLoan', 'autoLoan', 'autoLoanRate'],
  ['creditCards', 'creditCard', 'creditCardRate'],
  ['personalLoans', 'personalLoan'],
  ['taxesOwed', 'taxesOwed'],
  ['otherLiabilities', 'other'],
];
export const NET_WORTH_LEGACY_KEYS: readonly string[] = [
  ...Object.keys(LEGACY_ASSETS),
  ...LEGACY_LIABILITIES.flatMap(([k, , r]) => (r ? [k, r] : [k])),
];

const blankOrZero = (s: string | undefined) => {
  const t = (s ?? '').replace(/[$,\s]/g, '');
  return t === '' || (/^-?\d*\.?\d+$/.test(t) && Number(t) === 0);
};

/**
 * Old URLs and scenarios (flat keys: checking, mortgage, mortgageRate …) become lines: one line per
 * non-zero amount (or given rate). Such raw never holds lines, so the flat keys replace both lists.
 */
export function migrateNetWorth(raw: RawInput): RawInput {
  if (!NET_WORTH_LEGACY_KEYS.some((k) => k in raw)) return raw;
  const out: RawInput = {};
  for (const [k, val] of Object.entries(raw)) if (!NET_WORTH_LEGACY_KEYS.includes(k)) out[k] = val;
  const assets: Record<string, string>[] = [];
  for (const [k, cat] of Object.entries(LEGACY_ASSETS)) if (!blankOrZero(raw[k])) assets.push({ category: cat, amount: (raw[k] ?? '').trim() });
  const liabilities: Record<string, string>[] = [];
  for (const [k, cat, rk] of LEGACY_LIABILITIES) {
    const rate = rk ? (raw[rk] ?? '').trim() : '';
    if (blankOrZero(raw[k]) && rate === '') continue;
    liabilities.push({ category: cat, amount: (raw[k] ?? '').trim() || '0', rate });
  }
  out.assets = linesRaw(assets);
  out.liabilities = linesRaw(liabilities);
  return out;
}

export const netWorthTool: ToolDef<NetWorthResult> = {
  id: 'net-worth',
  fields: netWorthFields,
  check: checkNetWorth,
  compute: computeNetWorth,
  migrate: migrateNetWorth,
  assumptions: [
    'Loans count at their full balance: forgiveness you expect (PSLF, income-driven plans) is not subtracted.',
    'Personal property and contingency fees you are owed are left out unless you count them.',
    'Liquid net worth is your cash and taxable investments less credit cards, personal loans and taxes owed.',
    'Selling costs are taken off your primary home’s value, and income tax off pre-tax retirement accounts.',
  ],
  sources: [],
};
