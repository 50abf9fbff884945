/**
 * Head of household wherever a tool asks for a filing status (issue 18). The 2026 HoH figures come
 * from the rules file: the $24,150 standard deduction (Rev. Proc. 2025-32) and brackets derived by
 * the Rev. Proc.'s own method, checked here against the published single and joint figures.
 */
import { describe, expect, it } from 'vitest';
import { RULES_2026 } from '../rules/2026.ts';
import { fedOrdinaryTax, roundHalfUp, stdDed } from './engine.ts';
import { computeEstimatedTax, estimatedTaxFields } from './estimated-tax.ts';
import { defaultRaw, linesRaw, type RawInput, validateFields } from './fields.ts';
import { TOOLS } from './index.ts';
import { computeJobOffer, jobOfferFields } from './job-offer.ts';
import { JOB_OFFER_TWO_STATES } from './job-offer.fixtures.ts';
import { computeStockOption, stockOptionFields } from './stock-options.ts';
import { computeStudentLoans, studentLoanFields } from './student-loans.ts';
import { ESTIMATED_TAX_EXAMPLE, valuesFor } from './test-inputs.ts';
import { computeTrueHourly, trueHourlyFields } from './true-hourly.ts';
import { TOOL_IDS } from './types.ts';

const values = valuesFor;
const brackets = RULES_2026.tax.ordinaryBrackets;

describe('the 2026 head-of-household brackets', () => {
  it('follow from the TCJA base amounts and the cost-of-living factor the published figures pin down', () => {
    // Each published amount A = floor50(base × factor), so factor ∈ [A / base, (A + 50) / base).
    const range = (pairs: [published: number, base: number][]) => {
      const lo = Math.max(...pairs.map(([a, b]) => a / b));
      const hi = Math.min(...pairs.map(([a, b]) => (a + 50) / b));
      expect(lo).toBeLessThan(hi);
      return [lo, hi] as const;
    };
    // The 10% and 12% tops (OBBBA's extra year of inflation): MFJ 24,800 / 19,050 and 100,800 / 77,400.
    const low = range([
      [24_800, 19_050],
      [100_800, 77_400],
    ]);
    // The rest: MFJ 211,400 / 165,000; 403,550 / 315,000; 512,450 / 400,000; 768,700 / 600,000; single 640,600 / 500,000.
    const high = range([
      [211_400, 165_000],
      [403_550, 315_000],
      [512_450, 400_000],
      [768_700, 600_000],
      [640_600, 500_000],
    ]);
    const floor50 = (x: number) => Math.floor(x / 50) * 50;
    const hohBase: [base: number, factor: readonly [number, number]][] = [
      [13_600, low],
      [51_800, low],
      [82_500, high],
      [157_500, high],
      [200_000, high],
      [500_000, high],
    ];
    const derived = hohBase.map(([base, [lo, hi]]) => {
      // Both ends of the factor's range round to the same amount: the derivation is unambiguous.
      expect(floor50(base * lo)).toBe(floor50(base * hi - 1e-9));
      return floor50(base * lo);
    });
    expect(brackets.hoh.value.slice(1).map((b) => b.from)).toEqual(derived);
    expect(derived).toEqual([17_700, 67_450, 105_700, 201_750, 256_200, 640_600]);
    expect(brackets.hoh.value.map((b) => b.rate)).toEqual(brackets.single.value.map((b) => b.rate));
    expect(brackets.hoh.confidence).toBe('S');
    expect(brackets.hoh.note).toMatch(/Derived/);
  });

  it('tax at each threshold adds up like the Rev. Proc. table (“$16,155 plus 24%”)', () => {
    const at = [17_700, 67_450, 105_700, 201_750, 256_200, 640_600].map((x) => roundHalfUp(fedOrdinaryTax(x, 'hoh'), 2));
    expect(at).toEqual([1_770, 7_740, 16_155, 39_207, 56_631, 191_171]);
    expect(stdDed('hoh')).toBe(24_150);
    // Between single and joint at every income.
    for (const ti of [10_000, 60_000, 150_000, 230_000, 400_000, 900_000]) {
      expect(fedOrdinaryTax(ti, 'hoh')).toBeLessThanOrEqual(fedOrdinaryTax(ti, 'single'));
      expect(fedOrdinaryTax(ti, 'hoh')).toBeGreaterThanOrEqual(fedOrdinaryTax(ti, 'mfj'));
    }
  });

  it('has a head-of-household figure for every figure that depends on the filing status', () => {
    const T = RULES_2026.tax;
    for (const byStatus of [
      T.standardDeduction,
      T.ordinaryBrackets,
      T.capitalGainBreakpoints,
      T.niit.threshold,
      T.amt.exemption,
      T.amt.phaseOutStart,
      T.amt.rate28Threshold,
      T.fica.additionalMedicareThreshold,
      T.qbi.threshold,
      T.qbi.phaseInRange,
      T.salt.cap,
      T.salt.phaseDownStart,
      T.salt.floor,
      T.mortgage.acquisitionDebtLimit,
      T.homeSaleExclusion,
      T.estimatedTax.highIncomePriorAgi,
      RULES_2026.retirement.rothIraPhaseOut,
    ])
      expect(Object.keys(byStatus).sort()).toEqual(['hoh', 'mfj', 'mfs', 'single']);
  });
});

describe('every tool that asks for a filing status offers head of household', () => {
  const asking = TOOL_IDS.filter((id) => TOOLS[id].fields.some((f) => f.key === 'filingStatus'));
  it('is seven tools', () => {
    expect(asking).toEqual([
      'true-hourly-rate',
      'student-loan-navigator',
      'estimated-tax-navigator',
      'job-offer-checklist',
      'buy-vs-rent-navigator',
      'savings-strategies',
      'stock-option-explainer',
    ]);
  });
  it.each(asking)('%s accepts "hoh" and computes with it', (id) => {
    const tool = TOOLS[id];
    const field = tool.fields.find((f) => f.key === 'filingStatus');
    expect(field?.options?.map((o) => o.label)).toContain('Head of household');
    const raw: RawInput = { ...defaultRaw(tool.fields), filingStatus: 'hoh' };
    // Fill the inputs a tool needs before it computes.
    if (id === 'student-loan-navigator') raw.agi = '95000';
    if (id === 'estimated-tax-navigator') raw.priorYearTotalTax = '31000';
    if (id === 'job-offer-checklist') Object.assign(raw, JOB_OFFER_TWO_STATES, { filingStatus: 'hoh', afterTaxMode: 'true' });
    if (id === 'stock-option-explainer')
      Object.assign(raw, { shares: '5000', strike: '10', fmvAtExerciseOrVest: '40', salePrice: '60', otherWages: '250000' });
    if (id === 'buy-vs-rent-navigator') Object.assign(raw, { magi: '250000' });
    const res = validateFields(tool.fields, raw);
    expect(res.errors).toEqual({});
    // Every figure of the result is a number (a missing HoH figure would give NaN).
    const numbers = (x: unknown): number[] => (typeof x === 'number' ? [x] : x && typeof x === 'object' ? Object.values(x).flatMap(numbers) : []);
    const all = numbers(tool.compute(res.values));
    expect(all.length).toBeGreaterThan(5);
    for (const n of all) expect(Number.isNaN(n)).toBe(false);
  });
});

describe('head of household in the tools’ figures', () => {
  it('True Hourly Rate §1.3 as head of household: federal tax on 245,000 − 24,150 in the HoH brackets', () => {
    const r = computeTrueHourly(values(trueHourlyFields, { stateLocalRate: '6', workCosts: '1440', filingStatus: 'hoh' }));
    // 39,207 + 32% × (220,850 − 201,750)
    expect(roundHalfUp(r.tax.federal, 2)).toBe(45_319);
    expect(roundHalfUp(r.tax.additionalMedicare, 2)).toBe(405);
  });

  it('Estimated Tax §4.3 as head of household', () => {
    const over = ESTIMATED_TAX_EXAMPLE;
    const single = computeEstimatedTax(values(estimatedTaxFields, over));
    const hoh = computeEstimatedTax(values(estimatedTaxFields, { ...over, filingStatus: 'hoh' }));
    expect(hoh.deduction).toBe(24_150);
    // AGI 188,079.28 − 24,150 = 163,929.28 before QBI; QBI 5,615.86 (under $201,750).
    expect(roundHalfUp(hoh.tiBeforeQbi, 2)).toBe(163_929.28);
    expect(roundHalfUp(hoh.qbiDeduction, 2)).toBe(5_615.86);
    // 16,155 + 24% × (158,313.42 − 105,700)
    expect(roundHalfUp(hoh.incomeTax, 2)).toBe(roundHalfUp(16_155 + 0.24 * (163_929.28 - 5_615.86 - 105_700), 2));
    expect(hoh.totalTax).toBeLessThan(single.totalTax);
    // The 110% prior-year test applies above $150,000 of prior AGI, as for single.
    expect(hoh.priorFactor).toBe(1.1);
  });

  it('Stock Option §D.4 as head of household: regular tax in the HoH brackets, AMT with the unmarried exemption', () => {
    const over = { shares: '5000', strike: '10', fmvAtExerciseOrVest: '40', salePrice: '60', otherWages: '250000', filingStatus: 'hoh' };
    const r = computeStockOption(values(stockOptionFields, over));
    // TI = 250,000 − 24,150 = 225,850: 39,207 + 32% × 24,100 = 46,919.
    expect(roundHalfUp(r.exerciseYear.amt?.regularTax ?? 0, 2)).toBe(46_919);
    // AMTI = 225,850 + 24,150 + 150,000 = 400,000; exemption 90,100; TMT 81,882 as for single.
    expect(roundHalfUp(r.exerciseYear.amt?.tmt ?? 0, 2)).toBe(81_882);
    expect(roundHalfUp(r.exerciseYear.amt?.amt ?? 0, 2)).toBe(81_882 - 46_919);
  });

  it('Student Loan Navigator: tax on forgiveness in the HoH brackets, on AGI less $24,150', () => {
    const over = { agi: '95000', incomeGrowth: '0', povertyGrowth: '0', loans: linesRaw([{ type: 'DirectUnsub', balance: 180_000, rate: 7.5 }]) };
    const r = computeStudentLoans(values(studentLoanFields, { ...over, filingStatus: 'hoh' }));
    const rap = r.plans.find((p) => p.id === 'rap');
    // TI 95,000 − 24,150 = 70,850; forgiveness 162,000 on top.
    expect(roundHalfUp(rap?.taxOnForgiveness ?? 0, 2)).toBe(roundHalfUp(fedOrdinaryTax(232_850, 'hoh') - fedOrdinaryTax(70_850, 'hoh'), 2));
    const single = computeStudentLoans(values(studentLoanFields, over)).plans.find((p) => p.id === 'rap');
    expect(rap?.taxOnForgiveness).toBeLessThan(single?.taxOnForgiveness ?? 0);
  });

  it('Job Offer Checklist after tax: more take-home as head of household than single', () => {
    const single = computeJobOffer(values(jobOfferFields, { ...JOB_OFFER_TWO_STATES, afterTaxMode: 'true' }));
    const hoh = computeJobOffer(values(jobOfferFields, { ...JOB_OFFER_TWO_STATES, afterTaxMode: 'true', filingStatus: 'hoh' }));
    expect(hoh.a.taxes.federal).toBeLessThan(single.a.taxes.federal);
    expect(hoh.a.afterTaxValue).toBeGreaterThan(single.a.afterTaxValue);
  });
});
