import { describe, expect, it } from 'vitest';
import { fedOrdinaryTax, pmt, roundHalfUp } from './engine.ts';
import { type FieldSpec, type RawInput, defaultRaw, linesRaw, parseLines, validateFields } from './fields.ts';
import { validateTool } from './index.ts';
import { computeNetWorth, netWorthFields } from './net-worth.ts';
import {
  computeStudentLoans,
  creditedPayments,
  migrateStudentLoans,
  paymentsUntil,
  rapMonthly,
  studentLoanFields,
  tieredStandardMonths,
} from './student-loans.ts';
import { computeTrueHourly, trueHourlyFields } from './true-hourly.ts';
import { pslfForgivenessMonth } from '../pslf/pslf.ts';

/** Validated values from defaults plus overrides typed as a person would. */
export function input(fields: readonly FieldSpec[], over: RawInput) {
  const res = validateFields(fields, { ...defaultRaw(fields), ...over });
  expect(res.errors).toEqual({});
  return res.values;
}
const cents = (x: number) => roundHalfUp(x, 2);
const dollars = (x: number) => roundHalfUp(x, 0);

describe('shared engine (tools.md §0.3)', () => {
  it('reproduces the document’s unit tests', () => {
    expect(cents(fedOrdinaryTax(228_900, 'single'))).toBe(49_704);
    expect(cents(fedOrdinaryTax(166_363.42, 'single'))).toBe(32_525.22);
    expect(cents(pmt(180_000, 0.075, 120))).toBe(2_136.63);
    expect(cents(pmt(640_000, 0.0625, 360))).toBe(3_940.59);
  });
});

describe('Tool 1 True Hourly Rate worked example', () => {
  const base = { stateLocalRate: '6', workCosts: '1440' };
  it('reproduces §1.3', () => {
    const r = computeTrueHourly(input(trueHourlyFields, base));
    expect(r.hours.total).toBe(2856);
    expect(cents(r.nominalHourly)).toBe(117.79);
    expect(cents(r.billableOnlyHourly ?? 0)).toBe(122.5);
    expect(cents(r.trueHourlyGross)).toBe(85.78);
    expect(cents(r.tax.federal)).toBe(49_704);
    expect(cents(r.tax.ss)).toBe(11_439);
    expect(cents(r.tax.medicare)).toBe(3_552.5);
    expect(cents(r.tax.additionalMedicare)).toBe(405);
    expect(cents(r.tax.state)).toBe(14_700);
    expect(cents(r.netCash)).toBe(163_759.5);
    expect(cents(r.trueHourlyNet)).toBe(57.34);
    // The waterfall's steps: pay, then each tax, pre-tax deductions and work costs, add up to net cash.
    expect(r.workCosts).toBe(1_440);
    expect(r.pretaxDeductions).toBe(0);
    const t = r.tax;
    expect(cents(r.gCash - r.pretaxDeductions - t.federal - t.ss - t.medicare - t.additionalMedicare - t.state - r.workCosts)).toBe(163_759.5);
    expect(roundHalfUp(r.grossVsNominal * 100)).toBe(-27);
    expect(roundHalfUp(r.netVsNominal * 100)).toBe(-51);
  });
  it('reproduces the sensitivities', () => {
    const more = computeTrueHourly(input(trueHourlyFields, { ...base, extraHoursPerWeek: '5' }));
    expect(more.hours.total).toBe(3096);
    expect(cents(more.trueHourlyGross)).toBe(79.13);
    expect(cents(more.trueHourlyNet)).toBe(52.89);
    const def = computeTrueHourly(input(trueHourlyFields, { ...base, deferrals401k: '24500' }));
    expect(dollars(def.tax.federal)).toBe(41_864);
    expect(dollars(def.tax.state)).toBe(13_230);
    expect(cents(def.netCash)).toBe(148_569.5);
    expect(cents(def.trueHourlyNet)).toBe(52.02);
    expect(cents(def.trueHourlyNetPlusRetirement)).toBe(60.6);
  });
});

describe('Tool 2 Net Worth worked example', () => {
  const check = (r: ReturnType<typeof computeNetWorth>) => {
    expect(r.totalAssets).toBe(858_000);
    expect(r.totalLiabilities).toBe(715_000);
    expect(r.netWorth).toBe(143_000);
    expect(r.liquidAssets).toBe(65_000);
    expect(r.liquidNetWorth).toBe(62_000);
    expect(r.homeEquity).toBe(130_000);
    expect(r.netWorthExHome).toBe(13_000);
    expect(roundHalfUp((r.debtToAsset ?? 0) * 100, 1)).toBe(83.3);
    expect(r.retirementAssets).toBe(118_000);
    expect(roundHalfUp((r.studentLoanShare ?? 0) * 100, 1)).toBe(25.2);
  };
  it('reproduces §2.3 from lines typed in', () => {
    const r = computeNetWorth(
      input(netWorthFields, {
        assets: linesRaw([
          { category: 'checking', amount: '15,000' },
          { category: 'savings', label: 'HYSA', amount: '30000' },
          { category: 'pretax401k', amount: '85000' },
          { category: 'rothIra', amount: '25000' },
          { category: 'hsa', amount: '8000' },
          { category: 'brokerage', amount: '20000' },
          { category: 'primaryHome', amount: '650000' },
          { category: 'vehicles', label: 'Car', amount: '25000' },
        ]),
        liabilities: linesRaw([
          { category: 'mortgage', amount: '520000' },
          { category: 'federalStudentLoans', amount: '180000' },
          { category: 'autoLoan', amount: '12000' },
          { category: 'creditCard', amount: '3000' },
        ]),
      }),
    );
    check(r);
    expect(r.weightedDebtRate).toBeNull();
  });
  it('opens on §2.3: it is the default', () => {
    check(computeNetWorth(input(netWorthFields, {})));
  });
});

describe('Tool 3 Student Loan Navigator worked example', () => {
  const plan = (over: RawInput, id: string) => {
    const r = computeStudentLoans(input(studentLoanFields, { agi: '95000', ...over }));
    const p = r.plans.find((x) => x.id === id);
    if (!p) throw new Error(`no plan ${id}`);
    return p;
  };
  const flat = { incomeGrowth: '0', povertyGrowth: '0' };
  it('reproduces the constant-income projections', () => {
    const std = plan(flat, 'standard10');
    expect(cents(std.firstPayment)).toBe(2_136.63);
    expect(std.projection?.months).toBe(120);
    expect(cents(std.projection?.totalPaid ?? 0)).toBe(256_395.82);
    const rap = plan(flat, 'rap');
    expect(cents(rap.firstPayment)).toBe(712.5);
    expect(rap.projection?.months).toBe(360);
    expect(cents(rap.projection?.totalPaid ?? 0)).toBe(256_500);
    expect(cents(rap.projection?.interestWaived ?? 0)).toBe(128_306.25);
    expect(cents(rap.projection?.match ?? 0)).toBe(18_000);
    expect(cents(rap.projection?.forgiven ?? 0)).toBe(162_000);
    expect(cents(rap.taxOnForgiveness)).toBe(41_474);
    expect(cents(plan({ ...flat, dependents: '2' }, 'rap').firstPayment)).toBe(612.5);
    const ibr = plan(flat, 'ibr');
    expect(cents(ibr.firstPayment)).toBe(592.17);
    expect(ibr.projection?.months).toBe(240);
    expect(cents(ibr.projection?.totalPaid ?? 0)).toBe(142_120);
    expect(cents(ibr.projection?.forgiven ?? 0)).toBe(307_880);
    expect(cents(ibr.taxOnForgiveness)).toBe(92_072.25);
    expect(cents(plan({ ...flat, balanceBefore2014_07_01: 'true' }, 'ibr').firstPayment)).toBe(888.25);
    const pr = plan({ ...flat, pslfTrack: 'true' }, 'pslfRap');
    expect(cents(pr.projection?.totalPaid ?? 0)).toBe(85_500);
    expect(cents(pr.projection?.forgiven ?? 0)).toBe(174_000);
    expect(pr.taxOnForgiveness).toBe(0);
    const pi = plan({ ...flat, pslfTrack: 'true' }, 'pslfIbr');
    expect(cents(pi.projection?.totalPaid ?? 0)).toBe(71_060);
    expect(cents(pi.projection?.forgiven ?? 0)).toBe(243_940);
  });
  it('reproduces the growing-income projections (+3%/yr, FPL +2.5%/yr)', () => {
    const rap = plan({}, 'rap');
    expect(rap.projection?.months).toBe(360);
    expect(cents(rap.projection?.totalPaid ?? 0)).toBe(450_037.95);
    expect(cents(rap.projection?.forgiven ?? 0)).toBe(34_216.49);
    const ibr = plan({}, 'ibr');
    expect(cents(ibr.projection?.totalPaid ?? 0)).toBe(194_114.65);
    expect(cents(ibr.projection?.forgiven ?? 0)).toBe(255_885.35);
    expect(cents(plan({ pslfTrack: 'true' }, 'pslfRap').projection?.totalPaid ?? 0)).toBe(106_978.35);
    const pi = plan({ pslfTrack: 'true' }, 'pslfIbr');
    expect(cents(pi.projection?.totalPaid ?? 0)).toBe(82_085.96);
    expect(cents(pi.projection?.forgiven ?? 0)).toBe(232_914.04);
  });
  it('shows Tiered Standard with a post-2026 loan: 300 months at $1,330.18', () => {
    const t = plan({ incomeGrowth: '0', anyLoanOnOrAfter2026_07_01: 'true' }, 'tieredStandard');
    expect(cents(t.firstPayment)).toBe(1_330.18);
    expect(cents(t.projection?.totalPaid ?? 0)).toBe(399_055.24);
  });
  it('reproduces the high earner and the boundary checks', () => {
    expect(cents(plan({ agi: '245000' }, 'rap').firstPayment)).toBe(2_041.67);
    expect(cents(plan({ agi: '245000' }, 'ibr').firstPayment)).toBe(1_842.17);
    expect([60_000, 100_000, 100_001, 0].map((a) => cents(rapMonthly(a, 0)))).toEqual([250, 750, 833.34, 10]);
    expect(cents(rapMonthly(60_001, 0))).toBe(300.01);
    expect([24_999, 25_000, 50_000, 100_000].map(tieredStandardMonths)).toEqual([120, 180, 240, 300]);
  });
  // Present values at the default 4% discount rate (§X.1-18): m = 1.04^(1/12) − 1, so a sum at
  // month k is divided by (1 + m)^k = 1.04^(k/12). With k a whole number of years:
  //   1.04^10 = 1.480244285, 1.04^20 = 2.191123143, 1.04^30 = 3.243397510.
  it('discounts the amount forgiven and the tax on it from the forgiveness month', () => {
    // RAP, 360 payments: 162,000 / 1.04^30 = 49,947.62; tax 41,474 / 1.04^30 = 12,787.21.
    const rap = plan(flat, 'rap');
    expect(rap.projection?.forgivenessMonth).toBe(360);
    expect(cents(rap.projection?.pvForgiven ?? 0)).toBe(49_947.62);
    expect(cents(rap.pvTaxOnForgiveness)).toBe(12_787.21);
    expect(rap.pslfValue).toBeNull();
    // IBR, 240 payments: 307,880 / 1.04^20 = 140,512.41; tax 92,072.25 / 1.04^20 = 42,020.57.
    const ibr = plan(flat, 'ibr');
    expect(cents(ibr.projection?.pvForgiven ?? 0)).toBe(140_512.41);
    expect(cents(ibr.pvTaxOnForgiveness)).toBe(42_020.57);
    // Lifetime cost = payments + tax on forgiveness: 142,120 + 92,072.25 = 234,192.25.
    expect(cents(ibr.lifetimeCost)).toBe(234_192.25);
    expect(cents(ibr.pvLifetimeCost - (ibr.projection?.pvPaid ?? 0))).toBe(42_020.57);
    // A plan paid off forgives nothing: no PV of forgiveness, no tax.
    const std = plan(flat, 'standard10');
    expect(std.projection?.pvForgiven).toBe(0);
    expect(std.pvTaxOnForgiveness).toBe(0);
    expect(cents(std.lifetimeCost)).toBe(256_395.82);
  });
  it('values PSLF as the present value of the tax-free forgiveness (§6.6)', () => {
    // PSLF via RAP, 120 payments: 174,000 / 1.04^10 = 117,548.17 (untaxed, so no tax PV).
    const r = computeStudentLoans(input(studentLoanFields, { agi: '95000', ...flat, pslfTrack: 'true' }));
    const viaRap = r.plans.find((p) => p.id === 'pslfRap');
    expect(cents(viaRap?.pslfValue ?? 0)).toBe(117_548.17);
    expect(viaRap?.pvTaxOnForgiveness).toBe(0);
    // PSLF via IBR: 243,940 / 1.04^10 = 164,797.12. IBR's payments are lower (592.17 < 712.50 a
    // month), so its lifetime cost in PV is lower: it is the value offered to the job offer.
    const viaIbr = r.plans.find((p) => p.id === 'pslfIbr');
    expect(cents(viaIbr?.pslfValue ?? 0)).toBe(164_797.12);
    expect(r.pslf?.valuePlan).toBe('pslfIbr');
    expect(dollars(r.pslf?.value ?? 0)).toBe(164_797);
    expect(cents(r.pslf?.forgiven ?? 0)).toBe(243_940);
    expect(r.pslf?.remaining).toBe(120);
    // At a 0% discount rate the PV is the nominal amount.
    const zero = computeStudentLoans(input(studentLoanFields, { agi: '95000', ...flat, pslfTrack: 'true', discountRate: '0' }));
    expect(cents(zero.pslf?.value ?? 0)).toBe(243_940);
  });
  it('projects PSLF from the payments made so far, with a final point in the forgiveness year', () => {
    // 20 made → 100 to go. RAP forgives 180,000 − 100 × 50 = 175,000 at month 100, worth
    // 175,000 / 1.04^(100/12) = 175,000 / 1.386578603 = 126,209.94 now.
    const r = computeStudentLoans(input(studentLoanFields, { agi: '95000', ...flat, pslfTrack: 'true', pslfQualifyingPaymentsToDate: '20' }));
    const viaRap = r.plans.find((p) => p.id === 'pslfRap');
    expect(viaRap?.projection?.forgivenessMonth).toBe(100);
    expect(cents(viaRap?.projection?.forgiven ?? 0)).toBe(175_000);
    expect(cents(viaRap?.pslfValue ?? 0)).toBe(126_209.94);
    // Years 0…8 at year ends, then month 100 (in year 9) with the amount forgiven.
    expect(viaRap?.projection?.balanceByYear).toHaveLength(10);
    expect(cents(viaRap?.projection?.balanceByYear.at(-1) ?? 0)).toBe(175_000);
    expect(r.flags).not.toContain('You may be eligible to apply now.');
    // The 100th remaining payment, counted from Nov 2026, falls in Mar 2035.
    expect(pslfForgivenessMonth('2026-11-25', 100)).toBe('2035-03');
    expect(pslfForgivenessMonth('2026-11-01', 120)).toBe('2036-11');
    expect(pslfForgivenessMonth('2026-12-31', 1)).toBe('2027-01');
  });
  it('at 120 qualifying payments says the member may apply now, forgiving today’s balance', () => {
    const r = computeStudentLoans(input(studentLoanFields, { agi: '95000', pslfTrack: 'true', pslfQualifyingPaymentsToDate: '120' }));
    expect(r.pslf?.canApplyNow).toBe(true);
    expect(r.flags[0]).toBe('You may be eligible to apply now.');
    expect(r.pslf?.value).toBe(180_000);
    expect(pslfForgivenessMonth('2026-11-25', 0)).toBe('2026-11');
    expect(
      validateFields(studentLoanFields, { ...defaultRaw(studentLoanFields), agi: '95000', pslfTrack: 'true', pslfQualifyingPaymentsToDate: '121' })
        .errors,
    ).toEqual({
      pslfQualifyingPaymentsToDate: 'Enter 0–119 (at 120 you can apply now).',
    });
  });
  it('raises the §3.5/§3.6 callouts', () => {
    const flags = (over: RawInput) => computeStudentLoans(input(studentLoanFields, { agi: '95000', ...over })).flags;
    expect(flags({})).toEqual([
      'Consolidating now would limit you to RAP/Tiered Standard.',
      'Forgiveness outside PSLF is taxable from 2026.',
      'Months in default or forbearance are not modeled: every payment is assumed on time, and such months may not count toward forgiveness.',
    ]);
    // RAP at $245,000 is $2,041.67, under Standard's $2,136.63; at $300,000 it is $2,500.
    expect(flags({ agi: '245000' })).not.toContain('RAP payment exceeds your Standard payment.');
    expect(flags({ agi: '300000' })).toContain('RAP payment exceeds your Standard payment.');
    expect(flags({ filingStatus: 'mfj' }).some((f) => f.includes('household split may overstate'))).toBe(true);
    expect(flags({ filingStatus: 'mfj', spouseFederalBalance: '50000' }).some((f) => f.includes('household split'))).toBe(false);
  });
  // Loan lines, a run at the worked example's AGI (constant growth), and one plan of the result.
  const loans = (...rows: [type: string, balance: number, rate: number][]) =>
    linesRaw(rows.map(([type, balance, rate]) => ({ type, balance, rate })));
  const run = (over: RawInput) => computeStudentLoans(input(studentLoanFields, { agi: '95000', ...flat, ...over }));
  const byId = (r: ReturnType<typeof computeStudentLoans>, id: string) => {
    const p = r.plans.find((x) => x.id === id);
    if (!p) throw new Error(`no plan ${id}`);
    return p;
  };
  describe('loans[] by type (§3.2, §3.6)', () => {
    it('opens on the worked example as one Direct Unsubsidized line', () => {
      expect(parseLines(defaultRaw(studentLoanFields).loans ?? '')).toEqual([{ type: 'DirectUnsub', balance: '180000', rate: '7.5' }]);
    });
    it('shows the balance-weighted average rate, but runs each loan at its own (decision 291)', () => {
      // (100,000 × 6% + 80,000 × 9%) / 180,000 = 13,200 / 180,000 = 7.3333%; interest 13,200 / 12 = 1,100.
      const r = run({ loans: loans(['DirectUnsub', 100_000, 6], ['GradPLUS', 80_000, 9]) });
      expect(r.federal.balance).toBe(180_000);
      expect(r.federal.apr).toBeCloseTo(0.073333, 6);
      expect(r.federal.mixedRates).toBe(true);
      expect(cents(r.firstMonthInterest)).toBe(1_100);
      expect(byId(r, 'rap').rule).not.toContain('approximation');
      // Standard 10 is the sum of each loan's own payment:
      // pmt(100,000, 6%, 120) = 1,110.205 and pmt(80,000, 9%, 120) = 1,013.406 → 2,123.61,
      // above the 2,121.01 of pmt(180,000, 7.3333%, 120) (the payment is convex in the rate).
      const std = byId(r, 'standard10');
      expect(cents(std.firstPayment)).toBe(2_123.61);
      expect(cents(pmt(180_000, 13_200 / 180_000, 120))).toBe(2_121.01);
      expect(std.projection?.byLoan.map((l) => l.endBalance)).toEqual([0, 0]);
      expect(run({}).federal.mixedRates).toBe(false);
      // One RAP payment (PSLF at 119 of 120), AGI $300,000 → $2,500: interest first on both loans
      // (500 + 600 = 1,100), then the other 1,400 to the 9% loan only: 80,000 − 1,400 = 78,600.
      const one = run({
        agi: '300000',
        loans: loans(['DirectUnsub', 100_000, 6], ['GradPLUS', 80_000, 9]),
        pslfTrack: 'true',
        pslfQualifyingPaymentsToDate: '119',
      });
      const byLoan = byId(one, 'pslfRap').projection?.byLoan ?? [];
      expect(byLoan.map((l) => cents(l.endBalance))).toEqual([100_000, 78_600]);
      expect(byLoan.map((l) => cents(l.paid))).toEqual([500, 2_000]);
    });
    it('keeps Parent PLUS out of RAP and IBR, in the fixed plans at the weighted rate', () => {
      const r = run({ loans: loans(['DirectUnsub', 150_000, 7.5], ['ParentPLUS', 30_000, 8]) });
      const rap = byId(r, 'rap');
      expect(rap.rule).toContain('Covers $150,000 of your $180,000 in federal loans; not eligible: Parent PLUS.');
      // 150,000 at 7.5%: interest 937.50 > the 712.50 payment, so the $50 match alone reduces it:
      // 150,000 − 360 × 50 = 132,000 forgiven.
      expect(cents(rap.firstPayment)).toBe(712.5);
      expect(cents(rap.projection?.forgiven ?? 0)).toBe(132_000);
      expect(byId(r, 'ibr').projection?.balanceByYear[0]).toBe(150_000);
      // Standard 10 takes both, each at its own rate.
      const std = byId(r, 'standard10');
      expect(std.projection?.balanceByYear[0]).toBe(180_000);
      expect(cents(std.firstPayment)).toBe(cents(pmt(150_000, 0.075, 120) + pmt(30_000, 0.08, 120)));
      expect(r.flags).toContain('Parent PLUS loans cannot use RAP or IBR; they stay on the fixed plans here.');
    });
    it('lets FFEL and Perkins into IBR only, and not into PSLF', () => {
      const r = run({ loans: loans(['DirectUnsub', 150_000, 7.5], ['FFEL', 30_000, 7.5]), pslfTrack: 'true' });
      // IBR takes all 180,000: the worked example's $592.17 and $307,880 forgiven.
      const ibr = byId(r, 'ibr');
      expect(cents(ibr.firstPayment)).toBe(592.17);
      expect(cents(ibr.projection?.forgiven ?? 0)).toBe(307_880);
      expect(ibr.rule).not.toContain('not eligible');
      // RAP and PSLF take the Direct Loan only: PSLF via RAP forgives 150,000 − 120 × 50 = 144,000.
      expect(byId(r, 'rap').rule).toContain('not eligible: FFEL.');
      expect(cents(byId(r, 'pslfRap').projection?.forgiven ?? 0)).toBe(144_000);
      expect(byId(r, 'pslfIbr').projection?.balanceByYear[0]).toBe(150_000);
      expect(r.flags.some((f) => f.startsWith('FFEL and Perkins loans can use IBR only'))).toBe(true);
    });
    it('takes a Parent PLUS consolidation into RAP only with the carve-out', () => {
      const ppc = loans(['ParentPLUSConsolidation', 60_000, 7]);
      const without = run({ loans: ppc });
      expect(byId(without, 'rap').eligible).toBe(false);
      expect(byId(without, 'rap').rule).toBe('None of your loans can use RAP (Direct Loans other than Parent PLUS).');
      expect(byId(without, 'ibr').eligible).toBe(false);
      expect(byId(without, 'standard10').eligible).toBe(true);
      expect(byId(run({ loans: ppc, parentPlusConsolidationRepaidUnderIdr2025to2028: 'true' }), 'rap').eligible).toBe(true);
      // The carve-out question shows only with such a loan.
      const shown = (raw: RawInput) =>
        'parentPlusConsolidationRepaidUnderIdr2025to2028' in
        validateFields(studentLoanFields, { ...defaultRaw(studentLoanFields), agi: '1', ...raw }).values;
      expect(shown({ loans: ppc })).toBe(true);
      expect(shown({})).toBe(false);
    });
    it('keeps private loans out of the federal plans, amortized over 10 years', () => {
      // pmt(50,000, 6%, 120) = 250 / (1 − 1.005^−120) = 555.10; × 120 = 66,612.30.
      const r = run({ loans: loans(['DirectUnsub', 180_000, 7.5], ['Private', 50_000, 6]) });
      expect(cents(byId(r, 'standard10').firstPayment)).toBe(2_136.63);
      expect(cents(byId(r, 'rap').projection?.forgiven ?? 0)).toBe(162_000);
      expect(cents(r.private?.monthly ?? 0)).toBe(555.1);
      expect(cents(r.private?.totalPaid ?? 0)).toBe(66_612.3);
      expect(cents(r.firstMonthInterest)).toBe(1_125);
      expect(run({}).private).toBeNull();
    });
    it('gives the §3.2 messages per line, and needs a federal loan', () => {
      const errors = (l: string) => validateTool('student-loan-navigator', { agi: '95000', loans: l }).errors;
      expect(errors(loans(['DirectUnsub', 2_000_001, 7]))).toEqual({ 'loans.0.balance': 'Balance 0–2,000,000.' });
      expect(errors(loans(['DirectUnsub', 1000, 7], ['GradPLUS', 1000, 15.5]))).toEqual({ 'loans.1.rate': 'Rate 0–15%.' });
      expect(errors('[]')).toEqual({ loans: 'Add at least one federal loan.' });
      expect(errors(loans(['Private', 50_000, 6]))).toEqual({ loans: 'Add at least one federal loan.' });
      expect(errors(loans(['DirectUnsub', 0, 6]))).toEqual({ loans: 'Add at least one federal loan.' });
    });
    it('reads old links and scenarios (one blended balance and rate) as one Direct Unsubsidized line', () => {
      expect(migrateStudentLoans({ balance: '150000', agi: '95000' })).toEqual({
        agi: '95000',
        loans: '[{"type":"DirectUnsub","balance":"150000","rate":"7.5"}]',
      });
      expect(migrateStudentLoans({ agi: '95000' })).toEqual({ agi: '95000' });
      // The old example link still gives the worked example.
      const v = validateTool('student-loan-navigator', { balance: '180000', rate: '7.5', agi: '95000', ...flat });
      expect(v.errors).toEqual({});
      const rap = computeStudentLoans(v.values).plans.find((p) => p.id === 'rap');
      expect(cents(rap?.projection?.forgiven ?? 0)).toBe(162_000);
    });
  });
  describe('PAYE and ICR until the June 30, 2028 sunset (§3.3 (e), (f); §X.1-17)', () => {
    it('counts 19 payments from Dec 2026 through June 2028', () => {
      expect(paymentsUntil('2026-11-01', '2028-06-30')).toBe(19);
      expect(paymentsUntil('2028-06-01', '2028-06-30')).toBe(0);
    });
    it('shows PAYE only to those already on it', () => {
      const paye = byId(run({}), 'paye');
      expect(paye.eligible).toBe(false);
      expect(paye.projection).toBeNull();
      expect(paye.rule).toContain('Closed to new enrollment');
      const withNewLoan = byId(run({ payeEnrolled: 'true', anyLoanOnOrAfter2026_07_01: 'true' }), 'paye');
      expect(withNewLoan.eligible).toBe(false);
      expect(withNewLoan.rule).toContain('only under RAP or Tiered Standard');
    });
    it('runs PAYE for 19 months, then RAP, crediting the PAYE payments toward its 360', () => {
      // §3.4 borrower ($180,000 at 7.5%, AGI $95,000), already on PAYE:
      //   DI = 95,000 − 1.5 × 15,960 = 71,060; 10% × 71,060 / 12 = 592.1667 (cap 2,136.63 not binding).
      //   19 PAYE payments: paid 19 × 592.1667 = 11,251.17; interest 19 × 1,125 = 21,375, so
      //   10,123.83 is left unpaid (accrued, not capitalized); principal still 180,000.
      //   From July 2028 RAP: 712.50 < the interest, the shortfall waived and $50 matched, for
      //   360 − 19 = 341 payments: principal 180,000 − 341 × 50 = 162,950. Payment j (from 0) meets
      //   (180,000 − 50j) × 0.625% of interest, so waived = Σ (1,125 − 0.3125j − 712.50)
      //   = 341 × 412.50 − 0.3125 × (340 × 341 / 2) = 140,662.50 − 18,115.63 = 122,546.88.
      //   Forgiven = 162,950 + 10,123.83 = 173,073.83; paid = 11,251.17 + 341 × 712.50 = 254,213.67.
      const paye = byId(run({ payeEnrolled: 'true' }), 'paye');
      expect(paye.eligible).toBe(true);
      expect(cents(paye.firstPayment)).toBe(592.17);
      expect(paye.projection?.movedTo).toEqual({ plan: 'rap', month: 20 });
      expect(paye.projection?.months).toBe(360);
      expect(cents(paye.projection?.totalPaid ?? 0)).toBe(254_213.67);
      expect(cents(paye.projection?.forgiven ?? 0)).toBe(173_073.83);
      expect(cents(paye.projection?.match ?? 0)).toBe(17_050);
      expect(cents(paye.projection?.interestWaived ?? 0)).toBe(122_546.88);
      expect(paye.forgivenessTaxable).toBe(true);
      expect(paye.rule).toContain('From July 1, 2028 the loans move to RAP');
    });
    it('runs ICR for a Parent PLUS consolidation, then IBR (not RAP-eligible without the carve-out)', () => {
      // $60,000 at 7%, AGI $40,000, household of 1:
      //   20% × (40,000 − 15,960) / 12 = 400.67, below the 12-year payment pmt(60,000, 7%, 144) × 1.0
      //   = 617.03, so ICR asks 400.67. After 19 payments the balance is 58,985.08.
      //   IBR (new borrower) from July 2028: 10% × (40,000 − 23,940) / 12 = 133.83 (cap
      //   pmt(58,985.08, 7%, 120) = 684.87 not binding), under the 344.08 of interest: 210.25 a month
      //   accrues. ICR payments count toward IBR, so 240 − 19 = 221 IBR payments:
      //   forgiven = 58,985.0830 + 221 × 210.24632 = 105,449.52; paid = 19 × 400.6667 + 221 × 133.8333 = 37,189.83.
      const ppc = loans(['ParentPLUSConsolidation', 60_000, 7]);
      const r = run({ agi: '40000', loans: ppc });
      const icr = byId(r, 'icr');
      expect(icr.eligible).toBe(true);
      expect(cents(icr.firstPayment)).toBe(400.67);
      expect(icr.projection?.movedTo).toEqual({ plan: 'ibr', month: 20 });
      expect(cents(icr.projection?.balanceByYear[1] ?? 0)).toBeGreaterThan(58_985.08);
      expect(icr.projection?.months).toBe(240);
      expect(cents(icr.projection?.forgiven ?? 0)).toBe(105_449.52);
      expect(cents(icr.projection?.totalPaid ?? 0)).toBe(37_189.83);
      expect(icr.rule).toContain('move to IBR');
      expect(icr.rule).toContain('income factor (100%)');
      expect(r.flags).toContain(
        'A consolidation loan that repaid Parent PLUS can use RAP only under the carve-out; otherwise ICR until June 30, 2028, then IBR.',
      );
      // With the carve-out the same loan moves to RAP instead.
      const carved = byId(run({ agi: '40000', loans: ppc, parentPlusConsolidationRepaidUnderIdr2025to2028: 'true' }), 'icr');
      expect(carved.projection?.movedTo).toEqual({ plan: 'rap', month: 20 });
    });
    it('takes the 12-year payment × the income factor when it is less, and lets the member change the factor', () => {
      // AGI $95,000: 20% × (95,000 − 15,960) / 12 = 1,317.33 > pmt(60,000, 7%, 144) = 617.03.
      const ppc = loans(['ParentPLUSConsolidation', 60_000, 7]);
      expect(cents(byId(run({ loans: ppc }), 'icr').firstPayment)).toBe(617.03);
      // Factor 80%: 617.0287 × 0.8 = 493.62.
      const r = run({ loans: ppc, icrIncomeFactor: '80' });
      expect(cents(byId(r, 'icr').firstPayment)).toBe(493.62);
      expect(byId(r, 'icr').rule).toContain('income factor (80%)');
      // The factor field shows only where ICR applies; its default is the rules file's 1.0 [U].
      const shown = (raw: RawInput) =>
        'icrIncomeFactor' in validateFields(studentLoanFields, { ...defaultRaw(studentLoanFields), agi: '1', ...raw }).values;
      expect(shown({})).toBe(false);
      expect(shown({ icrEnrolled: 'true' })).toBe(true);
      expect(shown({ loans: ppc })).toBe(true);
      // Own Direct Loans join ICR only for those already on it.
      expect(byId(run({}), 'icr').eligible).toBe(false);
      expect(byId(run({ icrEnrolled: 'true' }), 'icr').eligible).toBe(true);
    });
    it('ends PAYE at its own 240 when the earlier payments get there before the sunset', () => {
      // 230 made under IBR/PAYE/ICR: 10 more PAYE payments, forgiven in month 10, no move to RAP.
      const paye = byId(run({ payeEnrolled: 'true', idrPaymentsToDate: '230' }), 'paye');
      expect(paye.projection?.months).toBe(10);
      expect(paye.projection?.movedTo).toBeNull();
      expect(paye.projection?.forgivenessMonth).toBe(10);
    });
    it('credits earlier payments with the §685.209(k) asymmetry', () => {
      expect(creditedPayments(100, 'legacy', 'rap', true)).toBe(100);
      expect(creditedPayments(100, 'legacy', 'rap', false)).toBe(0);
      expect(creditedPayments(100, 'legacy', 'ibr', false)).toBe(100);
      expect(creditedPayments(100, 'rap', 'ibr', true)).toBe(0);
      expect(creditedPayments(100, 'rap', 'paye', true)).toBe(0);
      expect(creditedPayments(100, 'rap', 'icr', true)).toBe(0);
      expect(creditedPayments(100, 'rap', 'rap', true)).toBe(100);
      const months = (over: RawInput, id: string) => byId(run(over), id).projection?.months;
      // 100 IBR/PAYE/ICR payments, each in full: RAP 360 − 100 = 260; IBR 240 − 100 = 140.
      expect(months({ idrPaymentsToDate: '100' }, 'rap')).toBe(260);
      expect(months({ idrPaymentsToDate: '100' }, 'ibr')).toBe(140);
      // Some below the required amount: none count toward RAP; IBR still counts them.
      expect(months({ idrPaymentsToDate: '100', idrPaymentsBelowRequired: 'true' }, 'rap')).toBe(360);
      expect(months({ idrPaymentsToDate: '100', idrPaymentsBelowRequired: 'true' }, 'ibr')).toBe(140);
      // 100 RAP payments: RAP 260, but IBR and PAYE start from 0.
      expect(months({ idrPaymentsToDate: '100', idrPaymentsPlan: 'rap' }, 'rap')).toBe(260);
      expect(months({ idrPaymentsToDate: '100', idrPaymentsPlan: 'rap' }, 'ibr')).toBe(240);
      // PAYE with 100 legacy payments: 19 on PAYE, then RAP credits 100 + 19, so 360 − 119 = 241 more.
      expect(months({ idrPaymentsToDate: '100', payeEnrolled: 'true' }, 'paye')).toBe(260);
      // …but if some were short, RAP counts only the 19 projected PAYE payments: 19 + 341.
      expect(months({ idrPaymentsToDate: '100', idrPaymentsBelowRequired: 'true', payeEnrolled: 'true' }, 'paye')).toBe(360);
      expect(byId(run({ idrPaymentsToDate: '100', idrPaymentsPlan: 'rap' }), 'ibr').rule).toContain('Your RAP payments do not count here.');
    });
  });
  it('blocks a blank AGI instead of treating it as 0', () => {
    const res = validateFields(studentLoanFields, defaultRaw(studentLoanFields));
    expect(res.errors.agi).toBe('Enter your adjusted gross income from your most recent tax return.');
  });
});

import { computeBuyVsRent, breakEvenYear30, buyVsRentFields } from './buy-vs-rent.ts';
import { computeEmergencyFund, emergencyFundFields } from './emergency-fund.ts';
import { computeEstimatedTax, estimatedTaxFields } from './estimated-tax.ts';
import { computeJobOffer, jobOfferFields } from './job-offer.ts';
import { JOB_OFFER_EXAMPLE } from './job-offer.fixtures.ts';
import { computePracticeArea, practiceAreaFields } from './practice-area.ts';
import { BUDGET_EXAMPLE, CREDIT_EXAMPLE, ESTIMATED_TAX_EXAMPLE, INSURANCE_EXAMPLE, PIVOT_EXAMPLE, STOCK_EXAMPLE } from './test-inputs.ts';

describe('Tool 4 Estimated Tax worked example', () => {
  it('reproduces §4.3', () => {
    const r = computeEstimatedTax(input(estimatedTaxFields, { ...ESTIMATED_TAX_EXAMPLE, asOfDate: '2026-03-01' }));
    expect(cents(r.se.nese)).toBe(27_705);
    expect(cents(r.se.ss)).toBe(3_038);
    expect(cents(r.se.medicare)).toBe(803.45);
    expect(cents(r.se.seTax)).toBe(3_841.45);
    // 1,920.725 exactly: the document shows 1,920.72; unit tests allow 0.005 for cents (§X.1-1).
    expect(Math.abs(r.se.halfSe - 1_920.72)).toBeLessThanOrEqual(0.005);
    expect(r.additionalMedicare).toBe(0);
    expect(cents(r.agi)).toBe(188_079.28);
    expect(cents(r.tiBeforeQbi)).toBe(171_979.28);
    expect(cents(r.qbiDeduction)).toBe(5_615.86);
    expect(cents(r.taxableIncome)).toBe(166_363.42);
    expect(cents(r.incomeTax)).toBe(32_525.22);
    expect(cents(r.totalTax)).toBe(36_366.67);
    expect(cents(r.currentYearTest)).toBe(32_730);
    expect(cents(r.priorYearTest ?? 0)).toBe(34_100);
    expect(cents(r.legalMinimum)).toBe(32_730);
    expect(cents(r.perQuarter['current-90'])).toBe(1_682.5);
    expect(cents(r.perQuarter['prior-year'])).toBe(2_025);
    expect(cents(r.perQuarter['pay-to-zero'])).toBe(2_591.67);
    expect(r.marginalRate).toBe(0.24);
    expect(r.installments.map((i) => cents(i.due))).toEqual([2_025, 4_050, 6_075, 8_100]);
    expect(r.asOfDate).toBe('2026-03-01');
  });
});

describe('Tool 4 penalty preview', () => {
  it('charges simple interest on each shortfall until the next date covers it, at the editable rate of each calendar quarter', () => {
    const base = { ...ESTIMATED_TAX_EXAMPLE, asOfDate: '2026-11-01' };
    const r = computeEstimatedTax(input(estimatedTaxFields, base));
    // Q1 and Q2 fell short and were covered by the next date's withholding; Q3 is still short.
    expect(r.installments.map((i) => i.status)).toEqual(['late', 'late', 'overdue', 'upcoming']);
    // Q1's 2,025: Apr 15 → Jun 15 is 61 days, all in April–June, at that quarter's 6%.
    expect(cents(r.installments[0]?.penaltyEstimate ?? 0)).toBe(cents((2_025 * 0.06 * 61) / 365));
    const aprilJuneAt5 = computeEstimatedTax(input(estimatedTaxFields, { ...base, underpaymentRateQ2: '5' }));
    expect(cents(aprilJuneAt5.installments[0]?.penaltyEstimate ?? 0)).toBe(cents((2_025 * 0.05 * 61) / 365));
    // January–March's rate has no day of any shortfall.
    const janMarAt5 = computeEstimatedTax(input(estimatedTaxFields, { ...base, underpaymentRateQ1: '5' }));
    expect(janMarAt5.penaltyTotal).toBe(r.penaltyTotal);
  });
});

describe('Tool 5 Emergency Fund worked example', () => {
  it('reproduces §5.3', () => {
    const r = computeEmergencyFund(
      input(emergencyFundFields, { dependents: '1', healthOopMax: '8500', currentReserve: '20000', monthlyContribution: '2500' }),
    );
    expect(r.months).toBe(5.5);
    expect(r.target).toBe(49_750);
    expect(roundHalfUp(r.coverageNow, 2)).toBe(2.67);
    expect(r.gap).toBe(29_750);
    expect(r.monthsToGoal).toBe(12);
    expect(r.conventionalRange).toEqual([22_500, 45_000]);
  });
});

describe('Tool 6 Job Offer worked example', () => {
  it('reproduces §6.4 with the errata (A displays 74.3)', () => {
    const r = computeJobOffer(input(jobOfferFields, JOB_OFFER_EXAMPLE));
    expect(r.a.annualValue).toBe(242_600);
    expect(r.b.annualValue).toBe(218_150);
    expect(r.b.match).toBe(7_400);
    expect(cents(r.a.effHourly)).toBe(85.72);
    expect(cents(r.b.effHourly)).toBe(83.9);
    expect(roundHalfUp(r.b.scores.compensation ?? 0, 1)).toBe(89.9);
    expect(roundHalfUp(r.b.scores.hourly ?? 0, 1)).toBe(97.9);
    expect(roundHalfUp(r.a.composite, 1)).toBe(74.3);
    expect(roundHalfUp(r.b.composite, 1)).toBe(76.4);
    expect(r.leader).toBe('b');
    expect(roundHalfUp(r.lead, 1)).toBe(2.2);
    expect(r.tied).toBe(false);
    expect(r.flip).not.toBeNull();
  });
});

describe('Tool 7 Practice Area worked example', () => {
  it('reproduces §7.4', () => {
    const r = computePracticeArea(input(practiceAreaFields, PIVOT_EXAMPLE));
    expect(r.dimensions.map((d) => roundHalfUp(d.score, 1))).toEqual([83.3, 66.7, 41.7, 58.3, 75]);
    expect(r.answers[10]).toBe(4);
    expect(r.answers[11]).toBe(3);
    expect(roundHalfUp(r.total, 1)).toBe(64.6);
    expect(r.band).toBe('Exploratory — test before committing');
    expect(r.gatedBy).toBeNull();
    expect(r.gaps.map((g) => g.item)).toEqual([9, 7, 8]);
  });
  it('all answers 3 gives 50.0 and the neutral note', () => {
    const all3: RawInput = { liquidReserve: '49000', essentials: '7000', expectedPayChange: '-15', maxAcceptableCut: '20' };
    for (const q of [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15]) all3[`q${q}`] = '3';
    const r = computePracticeArea(input(practiceAreaFields, all3));
    expect(r.total).toBe(50);
    expect(r.band).toBe('Exploratory — test before committing');
  });
});

describe('Tool 8 Buy vs Rent worked example', () => {
  const v = () => input(buyVsRentFields, {});
  it('reproduces §8.3', () => {
    const r = computeBuyVsRent(v());
    expect(r.loan).toBe(640_000);
    expect(cents(r.monthlyPI)).toBe(3_940.59);
    expect(cents(r.year1.ownerMonthly)).toBe(5_573.92);
    expect(cents(r.year1.renterMonthly)).toBe(3_820);
    expect(r.renterInitial).toBe(184_000);
    expect(cents(r.years[0]?.interest ?? 0)).toBe(39_787.59);
    expect(cents(r.years[0]?.taxBenefit ?? 0)).toBe(14_236.03);
    const row = (t: number) => r.years[t - 1];
    expect([1, 5, 6, 10].map((t) => dollars(row(t)?.homeValue ?? 0))).toEqual([824_000, 927_419, 955_242, 1_075_133]);
    expect([1, 5, 6, 10].map((t) => dollars(row(t)?.balance ?? 0))).toEqual([632_501, 597_358, 587_116, 539_121]);
    expect([1, 5, 6, 10].map((t) => dollars(row(t)?.buyerNW ?? 0))).toEqual([156_296, 353_844, 408_813, 654_316]);
    expect([1, 5, 6, 10].map((t) => dollars(row(t)?.renterNW ?? 0))).toEqual([216_660, 359_347, 398_274, 568_627]);
    expect(r.breakEvenYear).toBe(6);
  });
  it('reproduces the sensitivities at a 30-year horizon', () => {
    const be = (over: RawInput) => breakEvenYear30(input(buyVsRentFields, over));
    expect(be({ appreciation: '2' })).toBe(10);
    expect(be({ investReturnAfterTax: '7' })).toBe(7);
    expect(be({ appreciation: '2', investReturnAfterTax: '7' })).toBe(15);
    expect(be({ mortgageRate: '5.5' })).toBe(5);
    expect(be({ sellingCostsPct: '5' })).toBe(5);
    expect(be({ marginalRate: '0' })).toBeNull();
  });
  it('gives the tornado its center and both ends of each bar', () => {
    const r = computeBuyVsRent(v());
    expect(r.sensitivityBase).toBe(6);
    expect(r.sensitivityBase).toBe(breakEvenYear30(v()));
    const appreciation = r.sensitivities.find((s) => s.label.startsWith('Appreciation'));
    expect(appreciation?.low).toBe(10);
    expect(r.sensitivities.find((s) => s.label.startsWith('Investment return'))?.high).toBe(7);
    expect(r.sensitivities).toHaveLength(5);
  });
});

import { budgetFields, computeBudget } from './budget.ts';
import { computeCredit, creditFields } from './credit.ts';
import { computeInsurance, insuranceFields } from './insurance.ts';
import { computeSavings, savingsFields } from './savings-strategies.ts';
import { computeStockOption, stockOptionFields } from './stock-options.ts';

describe('Admin A Budget Planner worked example', () => {
  it('reproduces §A.3', () => {
    const r = computeBudget(input(budgetFields, BUDGET_EXAMPLE));
    expect(r.takeHomeMonthly).toBe(11_000);
    expect(cents(r.buckets.need.total)).toBe(5_732.5);
    expect(roundHalfUp(r.buckets.need.pct * 100, 1)).toBe(52.1);
    expect(cents(r.buckets.need.variance)).toBe(232.5);
    expect(cents(r.buckets.want.total)).toBe(2_080);
    expect(roundHalfUp(r.buckets.want.pct * 100, 1)).toBe(18.9);
    expect(cents(r.buckets.want.variance)).toBe(-1_220);
    expect(cents(r.buckets.save.total)).toBe(2_125);
    expect(roundHalfUp(r.buckets.save.pct * 100, 1)).toBe(19.3);
    expect(cents(r.buckets.save.variance)).toBe(-75);
    expect(cents(r.unassigned)).toBe(1_062.5);
    expect(roundHalfUp((r.grossSavingsRate ?? 0) * 100, 1)).toBe(25);
    // The Sankey's lines: every template line, summing to each bucket.
    const line = (k: string) => r.lines.find((l) => l.key === k);
    expect(line('studentLoan')).toEqual({ key: 'studentLoan', label: 'Minimum student-loan payment', bucket: 'need', monthly: 712.5 });
    expect(line('childcare')?.monthly).toBe(0);
    for (const b of ['need', 'want', 'save'] as const)
      expect(cents(r.lines.filter((l) => l.bucket === b).reduce((s, l) => s + l.monthly, 0))).toBe(cents(r.buckets[b].total));
  });
  it('finds the three-paycheck months of a biweekly schedule', () => {
    const r = computeBudget(input(budgetFields, { ...BUDGET_EXAMPLE, payFrequency: 'biweekly', firstPayDate: '2026-01-02' }));
    expect(r.threePaycheckMonths).toEqual(['2026-01', '2026-07']);
  });
});

describe('Admin B Insurance Needs worked examples', () => {
  it('reproduces §B.3', () => {
    const r = computeInsurance(input(insuranceFields, INSURANCE_EXAMPLE));
    expect(r.dime.D).toBe(35_000);
    expect(r.dime.need).toBe(2_335_000);
    expect(r.dime.rounded).toBe(2_500_000);
    expect(cents(r.needsBased.pv)).toBe(2_001_415.44);
    expect(cents(r.needsBased.need)).toBe(2_336_415.44);
    expect(r.needsBased.rounded).toBe(2_500_000);
    expect(cents(r.disability.monthlyIncome)).toBe(16_666.67);
    expect(r.disability.groupGross).toBe(10_000);
    expect(cents(r.disability.groupNet)).toBe(7_800);
    expect(cents(r.disability.gap)).toBe(1_700);
    expect(cents(r.disability.room)).toBe(1_666.67);
    expect(cents(r.disability.suggested)).toBe(1_666.67);
    expect(cents(r.disability.residualGap)).toBe(33.33);
  });
});

describe('Admin C Credit Factors worked example', () => {
  it('reproduces §C.3', () => {
    const r = computeCredit(input(creditFields, CREDIT_EXAMPLE));
    expect(r.factors.map((f) => f.score)).toEqual([100, 80, 70, 90, 100]);
    expect(roundHalfUp(r.index, 1)).toBe(88.5);
    expect(r.factors.map((f) => roundHalfUp(f.headroom, 1))).toEqual([0, 6, 4.5, 1, 0]);
    expect(r.biggestHeadroom).toBe('amounts');
  });
});

describe('Admin D Stock Option worked example', () => {
  it('reproduces the ISO exercise year (§D.4)', () => {
    const r = computeStockOption(input(stockOptionFields, STOCK_EXAMPLE));
    expect(r.spread).toBe(150_000);
    const amt = r.exerciseYear.amt;
    expect(cents(amt?.regularTax ?? 0)).toBe(51_304);
    expect(amt?.amti).toBe(400_000);
    expect(amt?.exemption).toBe(90_100);
    expect(amt?.base).toBe(309_900);
    expect(cents(amt?.tmt ?? 0)).toBe(81_882);
    expect(cents(amt?.amt ?? 0)).toBe(30_578);
    expect(Math.abs((r.exerciseYear.crossoverSpread ?? 0) - 37_423)).toBeLessThan(1);
    expect(r.sale.kind).toBe('qualifying');
    expect(r.sale.capitalGain).toBe(250_000);
    expect(r.exerciseYear.amtSpread).toBe(150_000);
  });
  it('lays out the timeline and counts down to the qualifying date', () => {
    const r = computeStockOption(input(stockOptionFields, STOCK_EXAMPLE));
    expect(r.timeline.events.map((e) => [e.key, e.date])).toEqual([
      ['grant', '2024-01-15'],
      ['exercise', '2026-03-01'],
      ['qualifying', '2027-03-01'],
      ['sale', '2027-03-02'],
    ]);
    // Nov 1, 2026 → Mar 1, 2027: 30 + 31 + 31 + 28 days.
    expect(r.timeline.milestone).toEqual({ label: 'Qualifying date', date: '2027-03-01', daysLeft: 120 });
    const later = computeStockOption(input(stockOptionFields, { ...STOCK_EXAMPLE, asOfDate: '2027-04-01' }));
    expect(later.timeline.milestone.daysLeft).toBe(-31);
    const rsu = computeStockOption(input(stockOptionFields, { ...STOCK_EXAMPLE, type: 'RSU' }));
    expect(rsu.timeline.events.map((e) => e.label)).toEqual(['Grant', 'Vest', 'Long-term date', 'Planned sale']);
    expect(rsu.timeline.milestone.date).toBe('2027-03-01');
    expect(rsu.exerciseYear.amtSpread).toBe(0);
    const sameYear = computeStockOption(input(stockOptionFields, { ...STOCK_EXAMPLE, saleDate: '2026-06-01' }));
    expect(sameYear.exerciseYear.amtSpread).toBe(0);
  });
  it('reproduces the disqualifying, NSO and RSU scenarios', () => {
    const dq = computeStockOption(input(stockOptionFields, { ...STOCK_EXAMPLE, saleDate: '2026-06-01' }));
    expect(dq.sale.kind).toBe('disqualifying');
    expect([dq.sale.ordinary, dq.sale.capitalGain, dq.sale.longTerm]).toEqual([150_000, 100_000, false]);
    expect(dq.exerciseYear.amt?.amt).toBe(0);
    const nso = computeStockOption(input(stockOptionFields, { ...STOCK_EXAMPLE, type: 'NSO' }));
    expect(nso.exerciseYear.ordinaryWages).toBe(150_000);
    expect([nso.sale.capitalGain, nso.sale.longTerm]).toEqual([100_000, true]);
    const rsu = computeStockOption(input(stockOptionFields, { ...STOCK_EXAMPLE, type: 'RSU' }));
    expect(rsu.exerciseYear.ordinaryWages).toBe(200_000);
    expect(cents(rsu.exerciseYear.withheld)).toBe(44_000);
    expect(cents(rsu.exerciseYear.incrementalIncomeTax)).toBe(69_330.25);
    expect(rsu.exerciseYear.marginal).toBe(0.35);
    expect(dollars(rsu.exerciseYear.underWithheld)).toBe(25_330);
  });
});

describe('Admin E Savings Strategies worked example', () => {
  it('reproduces §E.4', () => {
    const r = computeSavings(input(savingsFields, {}));
    const b = Object.fromEntries(r.buckets.map((x) => [x.id, x.amount]));
    expect((b.matchDeferral ?? 0) + (b.maxDeferral ?? 0)).toBe(24_500);
    expect(r.employerMatch).toBe(6_000);
    expect(b.hsa).toBe(4_400);
    expect(r.magi).toBe(171_100);
    expect(r.iraKind).toBe('backdoor');
    expect(b.ira).toBe(7_500);
    expect(r.total).toBe(42_400);
    expect(roundHalfUp(r.savingsRate * 100, 1)).toBe(21.2);
    expect(roundHalfUp(r.savingsRateExMatch * 100, 1)).toBe(18.2);
    expect(cents(r.futureValue)).toBe(3_352_067.1);
    expect(cents(r.taxSavedNow)).toBe(6_936);
    expect(cents(r.ficaSaved)).toBe(63.8);
  });
});
