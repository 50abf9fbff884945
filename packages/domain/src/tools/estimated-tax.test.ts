/**
 * Estimated Tax Navigator to the cent (issue 18): the "90% of this year" card agrees with the
 * schedule for that strategy, the penalty preview charges each installment's own underpayment from
 * its due date until a later payment covers it (IRC §6654(b)), and §199A uses the MFS threshold of
 * Rev. Proc. 2025-32. The penalty oracle below counts interest day by day from the statute.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES_2026 } from '../rules/2026.ts';
import { roundHalfUp } from './engine.ts';
import { computeEstimatedTax, estimatedTaxFields, estimatedTaxTool } from './estimated-tax.ts';
import { defaultRaw, type RawInput, validateFields } from './fields.ts';
import { ESTIMATED_TAX_EXAMPLE, valuesFor } from './test-inputs.ts';

const cents = (x: number) => roundHalfUp(x, 2);
const run = (over: RawInput) => computeEstimatedTax(valuesFor(estimatedTaxFields, over));
/** The worked example (in-house attorney, $160,000 wages, $30,000 consulting; tools.md §4.3) as of Nov 1, 2026. */
const EXAMPLE: RawInput = { ...ESTIMATED_TAX_EXAMPLE, asOfDate: '2026-11-01' };

describe('the "90% of this year" card (issue 18, defect 3)', () => {
  it('is (90% of this year’s tax − withholding) / 4, as tools.md §X.1-23 and the schedule have it', () => {
    // Last year's tax far below this year's: min(A, B) would have been the prior-year figure.
    const r = run({ ...EXAMPLE, priorYearTotalTax: '20000', strategy: 'current-90', asOfDate: '2026-01-01' });
    expect(cents(r.currentYearTest)).toBe(32_730);
    expect(cents(r.perQuarter['current-90'])).toBe(1_682.5);
    expect(cents(r.installments[0]?.due ?? 0)).toBe(1_682.5);
  });

  it('agrees with the first installment of its own strategy for any income', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        (wages, profit, withholding, prior) => {
          const over = {
            w2Wages: String(wages),
            seNetProfit: String(profit),
            withholdingFullYear: String(withholding),
            priorYearTotalTax: String(prior),
            priorYearAgi: '100000',
            asOfDate: '2026-01-01',
          };
          for (const [strategy, key] of [
            ['current-90', 'current-90'],
            ['prior-year', 'prior-year'],
            ['pay-to-zero', 'pay-to-zero'],
          ] as const) {
            const r = run({ ...over, strategy });
            expect(Math.abs((r.installments[0]?.due ?? 0) - r.perQuarter[key]), strategy).toBeLessThan(1e-6);
            // Each quarter's own payment is the card's per-quarter figure (the regular method's equal
            // installments); what is owed by a date runs over the quarters so far (issue 19).
            for (const i of r.installments) expect(Math.abs(i.quarterPayment - r.perQuarter[key]), `${strategy} Q${i.quarter}`).toBeLessThan(1e-6);
          }
          const r = run(over);
          expect(r.perQuarter['current-90']).toBeCloseTo(Math.max(0, (r.currentYearTest - withholding) / 4), 6);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

const ISO_DAY = 86_400_000;
const dayIndex = (d: string) => Date.parse(d) / ISO_DAY;
const isoOf = (i: number) => new Date(i * ISO_DAY).toISOString().slice(0, 10);

/**
 * The §6654 addition day by day: each installment's shortfall accrues from the day after its due
 * date through the day a later payment covers it (payments go to the earliest unpaid installment),
 * at the rate of the calendar quarter each day falls in, and never past April 15, 2027.
 */
function penaltyOracle(required: readonly number[], credits: readonly number[], rates: readonly number[], asOf: string): number[] {
  const dates = RULES_2026.tax.estimatedTax.dueDates.value;
  const stop = Math.min(dayIndex(asOf), dayIndex('2027-04-15'));
  const open: { i: number; amount: number; from: number }[] = [];
  const penalty = [0, 0, 0, 0];
  const accrue = (i: number, amount: number, from: number, to: number) => {
    for (let d = from + 1; d <= Math.min(to, stop); d++) {
      const m = Number(isoOf(d).slice(5, 7));
      const q = isoOf(d) >= '2027-01-01' ? 3 : Math.floor((m - 1) / 3);
      penalty[i] = (penalty[i] ?? 0) + (amount * (rates[q] ?? 0)) / 365;
    }
  };
  let surplus = 0;
  dates.forEach((date, j) => {
    const day = dayIndex(date);
    if (day > stop) return;
    let credit = (credits[j] ?? 0) + surplus;
    while (credit > 0 && open.length > 0) {
      const o = open[0] as (typeof open)[number];
      const x = Math.min(credit, o.amount);
      accrue(o.i, x, o.from, day);
      o.amount -= x;
      credit -= x;
      if (o.amount <= 1e-9) open.shift();
    }
    const short = (required[j] ?? 0) - credit;
    surplus = Math.max(0, -short);
    // A shortfall under half a cent is none (payments are made in cents).
    if (short >= 0.005) open.push({ i: j, amount: short, from: day });
  });
  for (const o of open) accrue(o.i, o.amount, o.from, stop);
  return penalty;
}

describe('the penalty preview (issue 18, defect 4)', () => {
  it('charges each installment’s own shortfall until the next payment covers it: §4.3 with nothing paid', () => {
    const r = run(EXAMPLE);
    // 25% of 110% × 31,000 = 8,525 a quarter against 6,500 of withholding each date.
    expect(r.installments.map((i) => cents(i.required))).toEqual([8_525, 8_525, 8_525, 8_525]);
    // Q4 (planned): Jan 15's withholding first covers Q3's 6,075, leaving 425 for Q4's 8,525.
    expect(r.installments.map((i) => cents(i.underpayment))).toEqual([2_025, 4_050, 6_075, 8_100]);
    // Q1: Apr 15 → Jun 15 (61 days at Q2's 6%); Q2: Jun 15 → Sep 15 (15 days at 6%, 77 at 7%);
    // Q3: Sep 15 → Nov 1 (47 days at 7%). The old preview charged each date's cumulative amount to
    // Nov 1: $224.97. (The "about $142" depends on which quarter's rate one applies.)
    expect(r.installments.map((i) => cents(i.penaltyEstimate))).toEqual([20.31, 69.79, 54.76, 0]);
    expect(cents(r.penaltyTotal)).toBe(144.86);
    // Q3 will be covered by January's withholding, after the as-of date: still overdue on Nov 1.
    expect(r.installments.map((i) => i.coveredOn)).toEqual(['2026-06-15', '2026-09-15', '2027-01-15', null]);
    expect(r.installments.map((i) => i.status)).toEqual(['late', 'late', 'overdue', 'upcoming']);
  });

  it.each([
    // [case, inputs, penalties Q1–Q4]
    ['a catch-up payment on Sep 15 covers Q1 and Q2 first', { paidQ3: '12150' }, [20.31, 69.79, 0, 0]],
    ['every installment paid in full on time', { paidQ1: '2025', paidQ2: '2025', paidQ3: '2025' }, [0, 0, 0, 0]],
    ['nothing is late yet on Apr 15', { asOfDate: '2026-04-15' }, [0, 0, 0, 0]],
    ['a Q1 shortfall alone, as of Apr 25 (10 days at 6%)', { asOfDate: '2026-04-25' }, [3.33, 0, 0, 0]],
    // Jan 15, 2027's withholding covers Q3 (Sep 15 → Jan 15, 122 days at 7%); Q4's 8,100 runs 90 days to Apr 15.
    ['accrual stops on Apr 15, 2027', { asOfDate: '2027-06-30' }, [20.31, 69.79, 142.14, 139.81]],
    ['the Q2 rate applies to Q2’s days only', { underpaymentRateQ2: '10' }, [33.84, 76.45, 54.76, 0]],
  ] as const)('%s', (_, over, expected) => {
    const r = run({ ...EXAMPLE, ...over });
    expect(r.installments.map((i) => cents(i.penaltyEstimate))).toEqual(expected.map(cents));
  });

  it('matches the day-by-day oracle for any payments, rates and date', () => {
    const day = fc.integer({ min: 0, max: 600 }).map((d) => isoOf(dayIndex('2026-03-01') + d));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 4, maxLength: 4 }),
        day,
        fc.integer({ min: 0, max: 60_000 }),
        fc.constantFrom('prior-year', 'current-90', 'pay-to-zero'),
        (paid, rateTenths, asOf, withholding, strategy) => {
          const r = run({
            ...EXAMPLE,
            strategy,
            withholdingFullYear: String(withholding),
            paidQ1: String(paid[0]),
            paidQ2: String(paid[1]),
            paidQ3: String(paid[2]),
            paidQ4: String(paid[3]),
            asOfDate: asOf,
            ...Object.fromEntries(rateTenths.map((t, i) => [`underpaymentRateQ${i + 1}`, String(t / 10)])),
          });
          const expected = penaltyOracle(
            r.installments.map((i) => i.required),
            paid.map((p) => p + withholding / 4),
            rateTenths.map((t) => t / 1000),
            asOf,
          );
          r.installments.forEach((inst, i) => {
            expect(Math.abs(inst.penaltyEstimate - (expected[i] ?? 0))).toBeLessThan(1e-6);
          });
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('§199A threshold for married filing separately (issue 18, defect 5)', () => {
  it('is $201,775 (Rev. Proc. 2025-32 §4.26), beside $201,750 single and $403,500 joint', () => {
    const q = RULES_2026.tax.qbi.threshold;
    expect([q.single.value, q.mfs.value, q.mfj.value, q.hoh.value]).toEqual([201_750, 201_775, 403_500, 201_750]);
    expect(q.mfs.confidence).toBe('S');
  });

  it.each([
    // taxable income before QBI between the two thresholds: full 20% for MFS, phased for single
    ['mfs', 201_760, true],
    ['mfs', 201_775, true],
    ['mfs', 201_776, false],
    ['single', 201_750, true],
    ['single', 201_760, false],
  ] as const)('%s at taxable income %d before QBI gets the full deduction: %s', (status, ti0, full) => {
    // $40,000 of profit with Box 3 at the wage base: SE tax is Medicare only, ½ × 2.9% × 92.35% × 40,000 = 535.63.
    const profit = 40_000;
    // Wages that bring TI before QBI to ti0: AGI = wages + profit − ½ SE tax; TI0 = AGI − 16,100.
    const wages = ti0 + 16_100 - profit + 535.63;
    const r = run({ filingStatus: status, seNetProfit: String(profit), w2Wages: wages.toFixed(2), w2SsWages: '184500', priorYearTotalTax: '0' });
    expect(cents(r.se.halfSe)).toBe(535.63);
    expect(Math.abs(r.tiBeforeQbi - ti0)).toBeLessThan(1e-6);
    const fullDeduction = 0.2 * (profit - r.se.halfSe);
    if (full) expect(r.qbiDeduction).toBeCloseTo(fullDeduction, 6);
    else expect(r.qbiDeduction).toBeLessThan(fullDeduction - 1e-6);
  });
});

/**
 * A partner paid unevenly: $240,000 of K-1 self-employment income, $30,000 earned January–March,
 * $30,000 April–May, $20,000 June–August and a $160,000 true-up September–December. Single, no
 * wages; 2025 tax $60,000 on AGI $200,000, so the prior-year safe harbor is 110% = $66,000 and the
 * regular installments are $16,500 each. Form 2210 Schedule AI, line by line:
 *
 * | Line                               | to Mar 31  | to May 31  | to Aug 31  | to Dec 31  |
 * | ---------------------------------- | ---------- | ---------- | ---------- | ---------- |
 * | profit to date × factor (4, 2.4, 1.5, 1) | 120,000 | 144,000 | 120,000 | 240,000 |
 * | 36 SE tax: SS on min(nese, prorated base) × 0.496/0.2976/0.186/0.124 + Medicare × 0.116/0.0696/0.0435/0.029 | 16,955.46 | 20,346.55 | 16,955.46 | 29,305.56 |
 * | 3 annualized income (− ½ SE tax)   | 111,522.27 | 133,826.72 | 111,522.27 | 225,347.22 |
 * | 9 QBI deduction (20%, capped at 20% of TI; phased in column d) | 19,084.45 | 23,545.34 | 19,084.45 | 36,509.26 |
 * | 12 income tax on 3 − 16,100 − 9    | 11,506.32  | 15,431.90  | 11,506.32  | 34,055.11  |
 * | 14 Additional Medicare              | 0          | 0          | 0          | 194.76     |
 * | 17 total                           | 28,461.78  | 35,778.46  | 28,461.78  | 63,555.43  |
 * | 19 × 22.5% / 45% / 67.5% / 90%     | 6,403.90   | 16,100.30  | 19,211.70  | 57,199.89  |
 * | 21 less earlier installments       | 6,403.90   | 9,696.40   | 3,111.40   | 37,988.19  |
 * | 24 regular 16,500 + carry (line 23)| 16,500.00  | 26,596.10  | 33,399.70  | 46,788.30  |
 * | 25 required installment (lesser)   | 6,403.90   | 9,696.40   | 3,111.40   | 37,988.19  |
 */
const PARTNER: RawInput = {
  seNetProfit: '240000',
  priorYearTotalTax: '60000',
  priorYearAgi: '200000',
  installmentMethod: 'annualized',
  seProfitP1: '30000',
  seProfitP2: '30000',
  seProfitP3: '20000',
  asOfDate: '2027-01-31',
};

describe('the annualized installment method (Form 2210 Schedule AI)', () => {
  it('reproduces the partner’s worked example, line by line', () => {
    const r = run(PARTNER);
    expect(cents(r.totalTax)).toBe(63_555.43);
    expect(cents(r.requiredAnnual)).toBe(66_000);
    const ai = r.annualized ?? [];
    expect(ai.map((p) => p.periodEnd)).toEqual(['2026-03-31', '2026-05-31', '2026-08-31', '2026-12-31']);
    expect(ai.map((p) => cents(p.seProfitInPeriod))).toEqual([30_000, 30_000, 20_000, 160_000]);
    expect(ai.map((p) => cents(p.annualizedSeTax))).toEqual([16_955.46, 20_346.55, 16_955.46, 29_305.56]);
    expect(ai.map((p) => cents(p.annualizedIncome))).toEqual([111_522.27, 133_826.72, 111_522.27, 225_347.22]);
    expect(ai.map((p) => cents(p.annualizedTax))).toEqual([28_461.78, 35_778.46, 28_461.78, 63_555.43]);
    expect(ai.map((p) => p.applicablePercentage)).toEqual([0.225, 0.45, 0.675, 0.9]);
    expect(ai.map((p) => cents(p.dueToDate))).toEqual([6_403.9, 16_100.3, 19_211.7, 57_199.89]);
    expect(ai.map((p) => cents(p.annualizedInstallment))).toEqual([6_403.9, 9_696.4, 3_111.4, 37_988.19]);
    expect(ai.map((p) => cents(p.regularInstallment))).toEqual([16_500, 26_596.1, 33_399.7, 46_788.3]);
    expect(r.installments.map((i) => cents(i.required))).toEqual([6_403.9, 9_696.4, 3_111.4, 37_988.19]);
    // The installments add up to 90% of the year's tax, as the method intends.
    expect(cents(r.installments.reduce((t, i) => t + i.required, 0))).toBe(cents(0.9 * r.totalTax));
  });

  it('owes no penalty when the partner pays the annualized amounts; the regular method would charge one', () => {
    const paid = { paidQ1: '6403.90', paidQ2: '9696.40', paidQ3: '3111.40', paidQ4: '37988.19' };
    const annualized = run({ ...PARTNER, ...paid });
    expect(annualized.installments.map((i) => i.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect(annualized.penaltyTotal).toBe(0);
    const regular = run({ ...PARTNER, ...paid, installmentMethod: 'regular' });
    expect(regular.installments.map((i) => cents(i.required))).toEqual([16_500, 16_500, 16_500, 16_500]);
    expect(regular.penaltyTotal).toBeGreaterThan(500);
  });

  it('pays each period’s whole tax when paying to owe nothing (25% steps to 100%)', () => {
    const r = run({ ...PARTNER, strategy: 'pay-to-zero' });
    expect(r.annualized?.map((p) => p.applicablePercentage)).toEqual([0.25, 0.5, 0.75, 1]);
    expect(r.installments.map((i) => cents(i.required))).toEqual([7_115.44, 10_773.78, 3_457.11, 42_209.1]);
    expect(cents(r.installments.reduce((t, i) => t + i.required, 0))).toBe(63_555.43);
  });

  it('reads blank periods as even shares, and an even year gives the regular installments', () => {
    const over = { ...PARTNER, seNetProfit: '120000', seProfitP1: '', seProfitP2: '', seProfitP3: '', strategy: 'current-90' };
    const even = run(over);
    expect(even.annualized?.map((p) => cents(p.seProfitInPeriod))).toEqual([30_000, 20_000, 30_000, 40_000]);
    // Income earned evenly, under Schedule AI's prorated Social Security base (25%, 40%, 60%) in
    // every period: each installment is 22.5% of the year's tax, as under the regular method.
    // (Above the prorated base, lines 29–33 charge the periods a little less: the form's choice.)
    const regular = run({ ...over, installmentMethod: 'regular' });
    expect(even.installments.map((i) => cents(i.required))).toEqual(regular.installments.map((i) => cents(i.required)));
  });

  it('warns when the first three periods exceed the year', () => {
    const v = validateFields(estimatedTaxFields, { ...defaultRaw(estimatedTaxFields), ...PARTNER, seProfitP3: '200000' });
    const checks = estimatedTaxTool.check(v.values, {});
    expect(checks.warnings.seProfitP3).toBe(
      'These periods add up to more than the year’s net profit: September–December would be a loss of $20,000.',
    );
  });

  it('never asks for more than the regular method in total, and each installment never more than the regular one plus the carry', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.constantFrom('prior-year', 'current-90', 'pay-to-zero'),
        (parts, wages, prior, strategy) => {
          const [p1, p2, p3, p4] = parts as [number, number, number, number];
          const over = {
            ...PARTNER,
            strategy,
            w2Wages: String(wages),
            priorYearTotalTax: String(prior),
            seNetProfit: String(p1 + p2 + p3 + p4),
            seProfitP1: String(p1),
            seProfitP2: String(p2),
            seProfitP3: String(p3),
          };
          const a = run(over);
          const reg = run({ ...over, installmentMethod: 'regular' });
          const total = (x: typeof a) => x.installments.reduce((t, i) => t + i.required, 0);
          expect(total(a)).toBeLessThanOrEqual(total(reg) + 1e-6);
          for (const p of a.annualized ?? []) expect(p.required).toBeLessThanOrEqual(p.regularInstallment + 1e-9);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
