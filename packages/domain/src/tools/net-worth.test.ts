import { describe, expect, it } from 'vitest';
import { type RawInput, defaultRaw, linesRaw, validateFields } from './fields.ts';
import { migrateRaw, TOOLS, validateTool } from './index.ts';
import {
  computeNetWorth,
  migrateNetWorth,
  NET_WORTH_ASSET_CATEGORIES,
  NET_WORTH_LIABILITY_CATEGORIES,
  netWorthFields,
  type NetWorthResult,
} from './net-worth.ts';

const run = (over: RawInput): { r: NetWorthResult | null; errors: Record<string, string>; warnings: Record<string, string> } => {
  const v = validateTool('net-worth', { ...defaultRaw(netWorthFields), ...over });
  return { r: Object.keys(v.errors).length ? null : computeNetWorth(v.values), errors: v.errors, warnings: v.warnings };
};
const ok = (over: RawInput) => {
  const { r, errors } = run(over);
  expect(errors).toEqual({});
  return r as NetWorthResult;
};

describe('Net Worth lines (tools.md §2.1)', () => {
  it('offers §2.1’s categories, grouped as listed', () => {
    const groups = [...new Set(NET_WORTH_ASSET_CATEGORIES.map((c) => c.group))];
    expect(groups).toEqual([
      'Cash',
      'Taxable investments',
      'Retirement (tax-deferred)',
      'Retirement (tax-free)',
      'Real estate',
      'Practice/business',
      'Other',
    ]);
    expect(NET_WORTH_ASSET_CATEGORIES).toHaveLength(25);
    expect(NET_WORTH_LIABILITY_CATEGORIES.map((c) => c.label)).toEqual([
      'Mortgage',
      'HELOC',
      'Federal student loans',
      'Private student loans',
      'Partner capital-contribution loan',
      'Auto loan',
      'Credit cards',
      'Personal loan',
      'Taxes owed (estimated)',
      'Other',
    ]);
    expect(NET_WORTH_ASSET_CATEGORIES.find((c) => c.value === 'crypto')?.note).toMatch(/^Volatile/);
  });

  it('shows the tools.md messages under the right cell', () => {
    const { errors } = run({
      assets: linesRaw([
        { category: 'checking', amount: '1' },
        { category: 'checking', amount: '-5' },
      ]),
      liabilities: linesRaw([{ category: 'mortgage', amount: '100000001', rate: '41' }]),
    });
    expect(errors).toEqual({
      'assets.1.amount': 'Enter an amount from 0 to 100,000,000.',
      'liabilities.0.amount': 'Enter an amount from 0 to 100,000,000.',
      'liabilities.0.rate': 'Rate must be 0–40%.',
    });
    expect(run({ age: '17', grossIncome: '200000' }).errors).toEqual({ age: 'Age must be 18–100.' });
    expect(run({ taxHaircutOn: 'true', assumedRetirementTaxRate: '51' }).errors).toEqual({
      assumedRetirementTaxRate: 'Assumed tax rate must be 0–50%.',
    });
    expect(run({ homeSellingCostPct: '11' }).errors).toEqual({ homeSellingCostPct: 'Selling cost must be 0–10%.' });
  });

  it('applies the haircuts where the value is used (§X.1-11)', () => {
    const r = ok({ taxHaircutOn: 'true', assumedRetirementTaxRate: '20', homeSellingCostPct: '6' });
    expect(r.assetsByGroup.pretaxRetirement).toBe(68_000);
    expect(r.retirementAssets).toBe(68_000 + 33_000);
    expect(r.assetsByGroup.home).toBeCloseTo(611_000, 6);
    expect(r.homeEquity).toBeCloseTo(611_000 - 520_000, 6);
    expect(r.netWorthExHome + r.homeEquity).toBeCloseTo(r.netWorth, 6);
  });

  it('weights the debt rate by balance over the lines that have a rate, and adds minimum payments', () => {
    const r = ok({
      liabilities: linesRaw([
        { category: 'mortgage', amount: '300000', rate: '6' },
        { category: 'federalStudentLoans', amount: '100000', rate: '8', minPayment: '1200' },
        { category: 'creditCard', amount: '5000', minPayment: '150' },
      ]),
    });
    expect(r.weightedDebtRate).toBeCloseTo((300_000 * 0.06 + 100_000 * 0.08) / 400_000, 12);
    expect(r.totalMinPayments).toBe(1350);
  });

  it('handles §2.5: TA = 0, negative NW, underwater home', () => {
    const none = ok({ assets: '[]', liabilities: '[]' });
    expect(none.totalAssets).toBe(0);
    expect(none.debtToAsset).toBeNull();
    expect(none.studentLoanShare).toBeNull();
    const negative = ok({
      assets: linesRaw([{ category: 'checking', amount: '5000' }]),
      liabilities: linesRaw([{ category: 'federalStudentLoans', amount: '180000' }]),
    });
    expect(negative.netWorth).toBe(-175_000);
    expect(negative.studentLoanShare).toBe(1);
    const underwater = ok({
      assets: linesRaw([{ category: 'primaryHome', amount: '400000' }]),
      liabilities: linesRaw([{ category: 'mortgage', amount: '450000' }]),
    });
    expect(underwater.homeEquity).toBe(-50_000);
  });

  it('leaves contingency-fee receivables and personal property out unless counted, and flags crypto', () => {
    const assets = linesRaw([
      { category: 'receivables', amount: '10000' },
      { category: 'contingencyReceivables', amount: '50000' },
      { category: 'personalProperty', amount: '20000' },
      { category: 'crypto', amount: '7000' },
    ]);
    const out = ok({ assets, liabilities: '[]' });
    expect(out.totalAssets).toBe(17_000);
    expect(out.excludedAssets).toBe(70_000);
    expect(out.volatileAssets).toBe(7_000);
    expect(out.assetLines.filter((l) => l.excluded).map((l) => l.name)).toEqual(['Contingency-fee receivables', 'Personal property']);
    const counted = ok({ assets, liabilities: '[]', includeContingencyReceivables: 'true', includePersonalProperty: 'true' });
    expect(counted.totalAssets).toBe(87_000);
    expect(counted.excludedAssets).toBe(0);
  });

  it('warns on duplicate lines (same label and amount) and reminds partners about a capital loan', () => {
    const { warnings } = run({
      assets: linesRaw([
        { category: 'checking', amount: '15000' },
        { category: 'savings', amount: '15000' },
        { category: 'checking', label: ' checking ', amount: '15000' },
        { category: 'partnershipCapital', amount: '250000' },
      ]),
    });
    expect(warnings).toEqual({
      'assets.2': 'Same label and amount as asset 1: check it is not entered twice.',
      'assets.3': 'If you borrowed to fund your capital contribution, add that loan under Liabilities too.',
    });
    const withLoan = run({
      assets: linesRaw([{ category: 'partnershipCapital', amount: '250000' }]),
      liabilities: linesRaw([{ category: 'capitalLoan', amount: '100000' }]),
    });
    expect(withLoan.warnings).toEqual({});
  });

  it('gives the rule-of-thumb benchmark only with both age and income', () => {
    expect(ok({}).benchmark).toBeNull();
    expect(ok({ age: '35', grossIncome: '200000' }).benchmark).toBe(700_000);
    expect(run({ age: '35' }).warnings).toEqual({ grossIncome: 'Enter both age and income to see the benchmark.' });
  });
});

describe('Net Worth: old flat inputs still open', () => {
  /** A scenario saved by the earlier page: every field, amounts as strings, blanks for unset rates. */
  const oldScenario: RawInput = {
    checking: '15000',
    savings: '30000',
    moneyMarket: '0',
    brokerage: '20000',
    crypto: '0',
    equityShares: '0',
    pretax401k: '85000',
    traditionalIra: '0',
    pension: '0',
    roth401k: '0',
    rothIra: '25000',
    hsa: '8000',
    homeValue: '650000',
    otherProperty: '0',
    capitalAccount: '0',
    receivables: '0',
    vehicles: '25000',
    cashValueLife: '0',
    mortgage: '520000',
    mortgageRate: '6.5',
    heloc: '0',
    federalStudentLoans: '180000',
    federalStudentLoanRate: '',
    privateStudentLoans: '0',
    privateStudentLoanRate: '',
    capitalLoan: '0',
    autoLoan: '12000',
    autoLoanRate: '',
    creditCards: '3000',
    creditCardRate: '',
    personalLoans: '0',
    taxesOwed: '0',
    otherLiabilities: '0',
    taxHaircutOn: 'false',
    assumedRetirementTaxRate: '25',
    homeSellingCostPct: '0',
  };

  it('reads an old scenario into lines, with the same figures', () => {
    const migrated = migrateRaw('net-worth', oldScenario);
    expect(Object.keys(migrated).sort()).toEqual(['assets', 'assumedRetirementTaxRate', 'homeSellingCostPct', 'liabilities', 'taxHaircutOn']);
    expect(JSON.parse(migrated.liabilities ?? '')).toEqual([
      { category: 'mortgage', amount: '520000', rate: '6.5' },
      { category: 'federalStudentLoans', amount: '180000' },
      { category: 'autoLoan', amount: '12000' },
      { category: 'creditCard', amount: '3000' },
    ]);
    // The page merges defaults (the new worked-example lines) under the saved input: the old keys win.
    const r = ok(oldScenario);
    expect(r.netWorth).toBe(143_000);
    expect(r.liquidNetWorth).toBe(62_000);
    expect(r.assetLines.map((l) => l.category)).toEqual([
      'checking',
      'savings',
      'brokerage',
      'pretax401k',
      'rothIra',
      'hsa',
      'primaryHome',
      'vehicles',
    ]);
    expect(r.weightedDebtRate).toBeCloseTo(0.065, 12);
  });

  it('reads an old URL (only the non-default keys) into lines', () => {
    const migrated = migrateNetWorth({ capitalAccount: '300000', creditCardRate: '22', taxHaircutOn: 'true' });
    expect(migrated).toEqual({
      taxHaircutOn: 'true',
      assets: '[{"category":"partnershipCapital","amount":"300000"}]',
      liabilities: '[{"category":"creditCard","amount":"0","rate":"22"}]',
    });
    const r = ok({ capitalAccount: '300000', creditCards: '4000' });
    expect(r.totalAssets).toBe(300_000);
    expect(r.totalLiabilities).toBe(4_000);
  });

  it('keeps a bad old value visible as an error under its line', () => {
    expect(run({ checking: 'abc' }).errors).toEqual({ 'assets.0.amount': 'Enter an amount from 0 to 100,000,000.' });
  });

  it('leaves current inputs alone', () => {
    const raw = defaultRaw(netWorthFields);
    expect(migrateRaw('net-worth', raw)).toBe(raw);
    expect(TOOLS['true-hourly-rate'].migrate).toBeUndefined();
    expect(validateFields(netWorthFields, raw).errors).toEqual({});
  });
});
