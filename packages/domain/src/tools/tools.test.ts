import { describe, expect, it } from 'vitest';
import { fedOrdinaryTax, pmt, roundHalfUp } from './engine.ts';
import { type FieldSpec, type RawInput, defaultRaw, validateFields } from './fields.ts';
import { computeNetWorth, netWorthFields } from './net-worth.ts';
import { computeStudentLoans, rapMonthly, studentLoanFields, tieredStandardMonths } from './student-loans.ts';
import { computeTrueHourly, trueHourlyFields } from './true-hourly.ts';

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
  it('reproduces §2.3', () => {
    const r = computeNetWorth(
      input(netWorthFields, {
        checking: '15000',
        savings: '30000',
        pretax401k: '85000',
        rothIra: '25000',
        hsa: '8000',
        brokerage: '20000',
        homeValue: '650000',
        vehicles: '25000',
        mortgage: '520000',
        federalStudentLoans: '180000',
        autoLoan: '12000',
        creditCards: '3000',
      }),
    );
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
  it('blocks a blank AGI instead of treating it as 0', () => {
    const res = validateFields(studentLoanFields, defaultRaw(studentLoanFields));
    expect(res.errors.agi).toBe('Enter your adjusted gross income from your most recent tax return.');
  });
});

import { computeBuyVsRent, breakEvenYear30, buyVsRentFields } from './buy-vs-rent.ts';
import { computeEmergencyFund, emergencyFundFields } from './emergency-fund.ts';
import { computeEstimatedTax, estimatedTaxFields } from './estimated-tax.ts';
import { computeJobOffer, jobOfferFields } from './job-offer.ts';
import { computePracticeArea, practiceAreaFields } from './practice-area.ts';

describe('Tool 4 Estimated Tax worked example', () => {
  it('reproduces §4.3', () => {
    const r = computeEstimatedTax(
      input(estimatedTaxFields, {
        w2Wages: '160000',
        withholdingFullYear: '26000',
        seNetProfit: '30000',
        priorYearTotalTax: '31000',
        priorYearAgi: '170000',
        asOfDate: '2026-03-01',
      }),
    );
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
  });
});

describe('Tool 4 penalty preview', () => {
  it('charges simple interest from each missed due date at the editable quarter rate', () => {
    const base = {
      w2Wages: '160000',
      withholdingFullYear: '26000',
      seNetProfit: '30000',
      priorYearTotalTax: '31000',
      priorYearAgi: '170000',
      asOfDate: '2026-11-01',
    };
    const r = computeEstimatedTax(input(estimatedTaxFields, base));
    expect(r.installments.map((i) => i.status)).toEqual(['overdue', 'overdue', 'overdue', 'upcoming']);
    // Apr 15 → Nov 1 is 200 days at 7%.
    expect(cents(r.installments[0]?.penaltyEstimate ?? 0)).toBe(cents((2_025 * 0.07 * 200) / 365));
    const q1at5 = computeEstimatedTax(input(estimatedTaxFields, { ...base, underpaymentRateQ1: '5' }));
    expect(cents(q1at5.installments[0]?.penaltyEstimate ?? 0)).toBe(cents((2_025 * 0.05 * 200) / 365));
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

export const JOB_EXAMPLE: RawInput = {
  aBase: '225000',
  aExpectedBonus: '20000',
  aEmployeePremiumAnnual: '2400',
  aExpectedTotalHours: '2600',
  aCommuteHours: '230',
  bBase: '185000',
  bExpectedBonus: '27750',
  bMatchPct: '100',
  bMatchCapPct: '4',
  bEmployerHsa: '1000',
  bEmployeePremiumAnnual: '3000',
  bExpectedTotalHours: '2400',
  bCommuteHours: '200',
  aRate_career: '5',
  bRate_career: '3',
  aRate_advancement: '3',
  bRate_advancement: '3',
  aRate_workload: '2',
  bRate_workload: '4',
  aRate_fit: '4',
  bRate_fit: '4',
  aRate_security: '3',
  bRate_security: '4',
  aRate_flexibility: '3',
  bRate_flexibility: '4',
  aRate_culture: '3',
  bRate_culture: '4',
  aRate_benefits: '4',
  bRate_benefits: '4',
};

describe('Tool 6 Job Offer worked example', () => {
  it('reproduces §6.4 with the errata (A displays 74.3)', () => {
    const r = computeJobOffer(input(jobOfferFields, JOB_EXAMPLE));
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

export const PIVOT_EXAMPLE: RawInput = {
  q1: '5',
  q2: '4',
  q3: '4',
  q4: '4',
  q5: '3',
  q6: '4',
  q7: '3',
  q8: '3',
  q9: '2',
  q12: '3',
  q13: '4',
  q14: '5',
  q15: '3',
  liquidReserve: '70000',
  essentials: '7000',
  expectedPayChange: '-15',
  maxAcceptableCut: '20',
};

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
});

import { budgetFields, computeBudget } from './budget.ts';
import { computeCredit, creditFields } from './credit.ts';
import { computeInsurance, insuranceFields } from './insurance.ts';
import { computeSavings, savingsFields } from './savings-strategies.ts';
import { computeStockOption, stockOptionFields } from './stock-options.ts';

export const BUDGET_EXAMPLE: RawInput = {
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
};

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
  });
  it('finds the three-paycheck months of a biweekly schedule', () => {
    const r = computeBudget(input(budgetFields, { ...BUDGET_EXAMPLE, payFrequency: 'biweekly', firstPayDate: '2026-01-02' }));
    expect(r.threePaycheckMonths).toEqual(['2026-01', '2026-07']);
  });
});

export const INSURANCE_EXAMPLE: RawInput = {
  grossIncome: '200000',
  autoDebt: '20000',
  federalStudentLoans: '150000',
  mortgageBalance: '500000',
  children: '2',
  existingLifeCoverage: '400000',
  liquidAssetsAvailable: '100000',
  survivorAnnualNeed: '120000',
  afterTaxMonthlyNeed: '9500',
};

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

export const CREDIT_EXAMPLE: RawInput = {
  revolvingLimits: '10000',
  revolvingBalances: '1200',
  oldestAccountYears: '9',
  averageAgeYears: '5',
  hardInquiries12m: '1',
};

describe('Admin C Credit Factors worked example', () => {
  it('reproduces §C.3', () => {
    const r = computeCredit(input(creditFields, CREDIT_EXAMPLE));
    expect(r.factors.map((f) => f.score)).toEqual([100, 80, 70, 90, 100]);
    expect(roundHalfUp(r.index, 1)).toBe(88.5);
    expect(r.factors.map((f) => roundHalfUp(f.headroom, 1))).toEqual([0, 6, 4.5, 1, 0]);
    expect(r.biggestHeadroom).toBe('amounts');
  });
});

export const STOCK_EXAMPLE: RawInput = {
  type: 'ISO',
  shares: '5000',
  strike: '10',
  fmvAtExerciseOrVest: '40',
  salePrice: '60',
  otherWages: '250000',
};

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
