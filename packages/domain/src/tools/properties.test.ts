import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBudget, budgetFields, BUDGET_LINES } from './budget.ts';
import { computeCredit, creditFields } from './credit.ts';
import { computeEmergencyFund, emergencyFundFields } from './emergency-fund.ts';
import { amortize, fedOrdinaryTax, fv, marginalRate, pmt, seTax } from './engine.ts';
import { defaultRaw, type FieldSpec, linesRaw, type RawInput, validateFields } from './fields.ts';
import { computeNetWorth, NET_WORTH_ASSET_CATEGORIES, NET_WORTH_LIABILITY_CATEGORIES, netWorthFields } from './net-worth.ts';
import { computePracticeArea, practiceAreaFields } from './practice-area.ts';
import { computeStudentLoans, rapMonthly, studentLoanFields } from './student-loans.ts';
import { computeTrueHourly, trueHourlyFields } from './true-hourly.ts';

const values = (fields: readonly FieldSpec[], over: RawInput) => validateFields(fields, { ...defaultRaw(fields), ...over }).values;
const status = fc.constantFrom('single' as const, 'mfj' as const, 'mfs' as const);
const money = (max: number) => fc.integer({ min: 0, max });

describe('engine invariants', () => {
  it('federal tax is monotone in income and never above the top rate', () => {
    fc.assert(
      fc.property(money(3_000_000), money(100_000), status, (ti, extra, s) => {
        const a = fedOrdinaryTax(ti, s);
        const b = fedOrdinaryTax(ti + extra, s);
        expect(b).toBeGreaterThanOrEqual(a);
        expect(b - a).toBeLessThanOrEqual(0.37 * extra + 1e-6);
        expect(marginalRate(ti, s)).toBeLessThanOrEqual(0.37);
      }),
    );
  });
  it('amortization ends at zero and repays exactly the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom(12, 60, 120, 180, 360),
        (p, bp, n) => {
          const rows = amortize(p, bp / 10_000, n);
          expect(rows.at(-1)?.balance).toBe(0);
          expect(rows.length).toBe(n);
          const principal = rows.reduce((s, r) => s + r.principal, 0);
          expect(Math.abs(principal - p)).toBeLessThan(1e-4);
          expect(pmt(p, bp / 10_000, n)).toBeGreaterThanOrEqual(p / n - 1e-9);
        },
      ),
    );
  });
  it('future value grows with the rate and equals contributions at 0%', () => {
    fc.assert(
      fc.property(money(100_000), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 1200 }), (c, n, bp) => {
        expect(fv(c, 0, n)).toBe(c * n);
        expect(fv(c, bp / 10_000, n)).toBeGreaterThanOrEqual(c * n - 1e-6);
      }),
    );
  });
  it('SE tax is never negative and its Social Security part stays under the wage base', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 2_000_000 }), money(400_000), status, (p, w, s) => {
        const t = seTax(p, w, w, s);
        expect(t.seTax).toBeGreaterThanOrEqual(0);
        expect(t.ss).toBeLessThanOrEqual(0.124 * 184_500 + 1e-6);
      }),
    );
  });
});

describe('tool invariants', () => {
  it('net worth = assets − liabilities', () => {
    const assetCats = NET_WORTH_ASSET_CATEGORIES.map((c) => c.value);
    const liabilityCats = NET_WORTH_LIABILITY_CATEGORIES.map((c) => c.value);
    const line = (cats: string[]) => fc.record({ category: fc.constantFrom(...cats), amount: money(5_000_000) });
    fc.assert(
      fc.property(
        fc.array(line(assetCats), { maxLength: 30 }),
        fc.array(line(liabilityCats), { maxLength: 30 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10 }),
        (assetRows, liabilityRows, haircut, sell) => {
          const raw: RawInput = {
            assets: linesRaw(assetRows),
            liabilities: linesRaw(liabilityRows),
            taxHaircutOn: String(haircut),
            homeSellingCostPct: String(sell),
          };
          const r = computeNetWorth(values(netWorthFields, raw));
          const liabilities = liabilityRows.reduce((s, l) => s + l.amount, 0);
          expect(r.totalLiabilities).toBe(liabilities);
          expect(r.netWorth).toBe(r.totalAssets - r.totalLiabilities);
          expect(r.netWorthExHome + r.homeEquity).toBeCloseTo(r.netWorth, 6);
          // Without haircuts or excluded lines, TA is the plain sum of the lines.
          const excluded = new Set(['contingencyReceivables', 'personalProperty']);
          if (!haircut && sell === 0) {
            const assets = assetRows.filter((a) => !excluded.has(a.category)).reduce((s, a) => s + a.amount, 0);
            expect(r.totalAssets).toBe(assets);
            expect(r.netWorth).toBe(assets - liabilities);
          }
        },
      ),
    );
  });
  it('more hours never raise the true hourly rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 30 }), (billable, extra) => {
        const a = computeTrueHourly(values(trueHourlyFields, { billableHours: String(billable) }));
        const b = computeTrueHourly(values(trueHourlyFields, { billableHours: String(billable), extraHoursPerWeek: String(extra) }));
        expect(b.trueHourlyGross).toBeLessThan(a.trueHourlyGross);
      }),
    );
  });
  it('RAP is at least $10, monotone in AGI, and its projection never leaves a negative balance', () => {
    fc.assert(
      fc.property(money(1_000_000), money(50_000), (agi, extra) => {
        expect(rapMonthly(agi, 0)).toBeGreaterThanOrEqual(10);
        expect(rapMonthly(agi + extra, 0)).toBeGreaterThanOrEqual(rapMonthly(agi, 0));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 400_000 }), money(400_000), fc.integer({ min: 0, max: 12 }), (bal, agi, rate) => {
        const loans = linesRaw([{ type: 'DirectUnsub', balance: bal, rate }]);
        const r = computeStudentLoans(values(studentLoanFields, { loans, agi: String(agi) }));
        for (const p of r.plans) {
          for (const b of p.projection?.balanceByYear ?? []) expect(b).toBeGreaterThanOrEqual(0);
          if (p.id === 'standard10') expect(p.projection?.balanceByYear.at(-1)).toBe(0);
        }
      }),
      { numRuns: 30 },
    );
  });
  it('student loans run loan by loan: each loan ends at zero at payoff, and what is left adds up to the amount forgiven', () => {
    const loan = fc.record({
      type: fc.constantFrom('DirectUnsub', 'GradPLUS', 'FFEL', 'ParentPLUSConsolidation', 'ParentPLUS'),
      balance: fc.integer({ min: 1_000, max: 200_000 }),
      rate: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(loan, { minLength: 1, maxLength: 3 }), money(500_000), fc.boolean(), fc.boolean(), (rows, agi, paye, icr) => {
        const r = computeStudentLoans(
          values(studentLoanFields, {
            loans: linesRaw([{ type: 'DirectUnsub', balance: 20_000, rate: 5 }, ...rows]),
            agi: String(agi),
            payeEnrolled: String(paye),
            icrEnrolled: String(icr),
            pslfTrack: 'true',
          }),
        );
        for (const p of r.plans) {
          const pr = p.projection;
          if (!pr) continue;
          const left = pr.byLoan.reduce((t, l) => t + l.endBalance, 0);
          expect(left).toBeCloseTo(pr.forgiven, 6);
          expect(pr.byLoan.reduce((t, l) => t + l.paid, 0)).toBeCloseTo(pr.totalPaid, 4);
          for (const l of pr.byLoan) {
            expect(l.endBalance).toBeGreaterThanOrEqual(0);
            if (pr.forgiven === 0) expect(l.endBalance).toBeLessThan(1e-6);
          }
          // Fixed plans amortize every loan to exactly zero over the term.
          if (p.id === 'standard10' || p.id === 'extended') for (const l of pr.byLoan) expect(l.endBalance).toBe(0);
        }
      }),
      { numRuns: 25 },
    );
  });
  it('two loans at different rates differ from one loan at their blended rate in the expected direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 200_000 }),
        fc.integer({ min: 5_000, max: 200_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 500_000, max: 1_000_000 }),
        (b1, b2, r1, gap, agi) => {
          const r2 = ((r1 - 1 + gap) % 12) + 1;
          const blended = (b1 * r1 + b2 * r2) / (b1 + b2);
          const run = (rows: { type: string; balance: number; rate: number }[]) =>
            computeStudentLoans(values(studentLoanFields, { loans: linesRaw(rows), agi: String(agi), incomeGrowth: '0' }));
          const plan = (res: ReturnType<typeof computeStudentLoans>, id: string) => res.plans.find((p) => p.id === id)?.projection?.totalPaid ?? NaN;
          const two = run([
            { type: 'DirectUnsub', balance: b1, rate: r1 },
            { type: 'GradPLUS', balance: b2, rate: r2 },
          ]);
          const one = run([{ type: 'DirectUnsub', balance: b1 + b2, rate: blended }]);
          // Standard: each loan's own payment costs more in all than the blended one (pmt is convex in the rate).
          expect(plan(two, 'standard10')).toBeGreaterThan(plan(one, 'standard10'));
          // RAP at an income whose payment beats the interest: principal goes to the dearer loan
          // first, so less interest accrues than at the blended rate and payoff costs less.
          expect(plan(two, 'rap')).toBeLessThan(plan(one, 'rap'));
          // The same loan split into two lines at one rate gives the single loan's result.
          const split = run([
            { type: 'DirectUnsub', balance: b1, rate: r1 },
            { type: 'GradPLUS', balance: b2, rate: r1 },
          ]);
          const whole = run([{ type: 'DirectUnsub', balance: b1 + b2, rate: r1 }]);
          for (const id of ['standard10', 'rap', 'ibr']) expect(plan(split, id)).toBeCloseTo(plan(whole, id), 4);
        },
      ),
      { numRuns: 25 },
    );
  });
  it('student-loan present values never exceed the nominal figures, and lifetime cost = payments + tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 400_000 }),
        money(400_000),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 120 }),
        (bal, agi, rate, disc, made) => {
          const r = computeStudentLoans(
            values(studentLoanFields, {
              loans: linesRaw([
                { type: 'DirectUnsub', balance: bal, rate },
                { type: 'FFEL', balance: Math.round(bal / 4), rate: rate + 1 },
              ]),
              agi: String(agi),
              discountRate: String(disc),
              pslfTrack: 'true',
              pslfQualifyingPaymentsToDate: String(made),
            }),
          );
          for (const p of r.plans) {
            const pr = p.projection;
            if (!pr) continue;
            expect(pr.pvPaid).toBeLessThanOrEqual(pr.totalPaid + 1e-6);
            expect(pr.pvForgiven).toBeLessThanOrEqual(pr.forgiven + 1e-6);
            expect(p.pvTaxOnForgiveness).toBeLessThanOrEqual(p.taxOnForgiveness + 1e-6);
            expect(p.lifetimeCost).toBeCloseTo(pr.totalPaid + p.taxOnForgiveness, 6);
            if (p.id === 'pslfRap' || p.id === 'pslfIbr') {
              expect(p.taxOnForgiveness).toBe(0);
              expect(p.pslfValue).toBe(pr.pvForgiven);
            } else expect(p.pslfValue).toBeNull();
          }
          expect(r.pslf?.remaining).toBe(120 - made);
          expect(r.pslf?.value).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 30 },
    );
  });
  it('the emergency-fund target stays within 3–12 months of essentials plus lump sums', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 12 }),
        (e, d, j, s) => {
          const r = computeEmergencyFund(
            values(emergencyFundFields, {
              essentials: String(e),
              dependents: String(d),
              jobSearchDifficulty: String(j),
              severanceMonthsExpected: String(s),
            }),
          );
          expect(r.months).toBeGreaterThanOrEqual(3);
          expect(r.months).toBeLessThanOrEqual(12);
          expect(r.target).toBe(r.months * e + r.lumpSums);
        },
      ),
    );
  });
  it('the pivot score stays within 0–100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 13, maxLength: 13 }), money(200_000), (answers, reserve) => {
        const raw: RawInput = { liquidReserve: String(reserve), essentials: '5000' };
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15].forEach((q, i) => {
          raw[`q${q}`] = String(answers[i]);
        });
        const r = computePracticeArea(values(practiceAreaFields, raw));
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBeLessThanOrEqual(100);
      }),
    );
  });
  it('the credit index stays within 0–100', () => {
    fc.assert(
      fc.property(money(100_000), money(100_000), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (lim, bal, lates, inq) => {
        const r = computeCredit(
          values(creditFields, {
            revolvingLimits: String(lim + 1),
            revolvingBalances: String(bal),
            latesRecent: String(lates),
            hardInquiries12m: String(inq),
            oldestAccountYears: '10',
            averageAgeYears: '5',
          }),
        );
        expect(r.index).toBeGreaterThanOrEqual(0);
        expect(r.index).toBeLessThanOrEqual(100);
      }),
    );
  });
  it('budget buckets plus unassigned equal take-home', () => {
    fc.assert(
      fc.property(fc.array(money(5_000), { minLength: BUDGET_LINES.length, maxLength: BUDGET_LINES.length }), money(20_000), (amounts, pay) => {
        const raw: RawInput = { netPerPaycheck: String(pay), grossAnnual: '200000' };
        BUDGET_LINES.forEach((l, i) => {
          raw[l.key] = String(amounts[i]);
        });
        const r = computeBudget(values(budgetFields, raw));
        const sum = r.buckets.need.total + r.buckets.want.total + r.buckets.save.total + r.unassigned;
        expect(Math.abs(sum - r.takeHomeMonthly)).toBeLessThan(1e-6);
      }),
    );
  });
});
