/**
 * Student Loan Navigator to the cent (issue 18): every amortizing plan ends with a final payment of
 * balance + that month's interest, nothing is forgiven that was never owed, and the Standard 10-year
 * plan keeps its $50 minimum. The oracles below are written from tools.md §3.3 alone, one loan at a
 * time, so they check the engine rather than repeat it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES_2026 } from '../rules/2026.ts';
import { pmt, roundHalfUp } from './engine.ts';
import { defaultRaw, linesRaw, type RawInput, validateFields } from './fields.ts';
import { computeStudentLoans, type PlanRow, povertyGuideline, rapMonthly, studentLoanFields } from './student-loans.ts';
import { valuesFor } from './test-inputs.ts';

const cents = (x: number) => roundHalfUp(x, 2);
const values = (over: RawInput) => valuesFor(studentLoanFields, over);
const oneLoan = (balance: number, rate: number, over: RawInput = {}) =>
  computeStudentLoans(values({ loans: linesRaw([{ type: 'DirectUnsub', balance, rate }]), incomeGrowth: '0', povertyGrowth: '0', ...over }));
const plan = (plans: readonly PlanRow[], id: string) => {
  const p = plans.find((x) => x.id === id);
  if (!p?.projection) throw new Error(`no ${id} projection`);
  return { ...p, projection: p.projection };
};

interface Oracle {
  months: number;
  paid: number;
  forgiven: number;
  lastPayment: number;
  /** Balance + that month's interest in the last month. */
  lastOwed: number;
}

/** IBR on one loan at constant income (§3.3 (d)): unpaid interest accrues, payments go to it first. */
function ibrOracle(balance: number, apr: number, agi: number, count: number, rate = 0.1): Oracle {
  const r = apr / 12;
  const due = Math.min((rate * Math.max(0, agi - 1.5 * povertyGuideline('contiguous', 1))) / 12, pmt(balance, apr, 120));
  let principal = balance;
  let accrued = 0;
  let months = 0;
  let paid = 0;
  let lastPayment = 0;
  let lastOwed = 0;
  while (principal + accrued > 1e-9 && months < count) {
    months++;
    accrued += principal * r;
    lastOwed = principal + accrued;
    // A payment leaving under half a cent is the final one: balance + interest.
    const pay = due >= lastOwed - 0.005 ? lastOwed : due;
    paid += pay;
    lastPayment = pay;
    const toInterest = Math.min(pay, accrued);
    accrued -= toInterest;
    principal = pay === lastOwed ? 0 : principal - (pay - toInterest);
  }
  return { months, paid, forgiven: principal + accrued, lastPayment, lastOwed };
}

/** RAP on one loan at constant income (§3.3 (c)): shortfalls of interest are waived; the $50 principal match. */
function rapOracle(balance: number, apr: number, agi: number): Oracle {
  const r = apr / 12;
  const due = rapMonthly(agi, 0);
  let bal = balance;
  let months = 0;
  let paid = 0;
  let lastPayment = 0;
  let lastOwed = 0;
  while (bal > 1e-9 && months < 360) {
    months++;
    const interest = bal * r;
    lastOwed = bal + interest;
    const pay = due >= lastOwed - 0.005 ? lastOwed : due;
    paid += pay;
    lastPayment = pay;
    if (pay === lastOwed) {
      bal = 0;
      break;
    }
    const principal = Math.max(0, pay - interest);
    bal -= principal;
    if (principal < 50) bal = Math.max(0, bal - Math.min(50 - principal, pay));
  }
  return { months, paid, forgiven: bal, lastPayment, lastOwed };
}

/** A fixed payment of max($50, pmt) until the balance and that month's interest are paid. */
function standardOracle(balance: number, apr: number): Oracle {
  const r = apr / 12;
  const due = Math.max(50, pmt(balance, apr, 120));
  let bal = balance;
  let months = 0;
  let paid = 0;
  let lastPayment = 0;
  let lastOwed = 0;
  while (bal > 1e-9 && months < 120) {
    months++;
    lastOwed = bal * (1 + r);
    const pay = months === 120 || due >= lastOwed - 0.005 ? lastOwed : due;
    paid += pay;
    lastPayment = pay;
    bal = pay === lastOwed ? 0 : lastOwed - pay;
  }
  return { months, paid, forgiven: 0, lastPayment, lastOwed };
}

describe('income-driven plans pay off with balance + interest (issue 18, defect 1)', () => {
  it('IBR at AGI $245,000 on $180,000 at 7.5% is paid off in month 152, not 157', () => {
    const r = oneLoan(180_000, 7.5, { agi: '245000' });
    const ibr = plan(r.plans, 'ibr').projection;
    expect(ibr.months).toBe(152);
    expect(ibr.forgiven).toBe(0);
    // Month 152 pays the $758.41 scheduled amount would leave $4.74: it pays both instead.
    expect(cents(ibr.final.payment)).toBe(cents(ibr.final.owedBefore + ibr.final.interest));
    expect(ibr.final.payment).toBeGreaterThan(758.41);
    expect(cents(ibr.totalPaid)).toBe(cents(ibrOracle(180_000, 0.075, 245_000, 240).paid));
    // No sub-cent points on the balance chart: it ends at 0 the year of payoff.
    for (const b of ibr.balanceByYear) expect(b === 0 || b >= 0.005).toBe(true);
    expect(ibr.balanceByYear.at(-1)).toBe(0);
  });

  it('IBR and RAP match a one-loan oracle to the cent, with a final payment of balance + interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 400_000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 600_000 }),
        (balance, bp, agi) => {
          const apr = bp / 10_000;
          const r = oneLoan(balance, bp / 100, { agi: String(agi) });
          const cases = [
            ['ibr', ibrOracle(balance, apr, agi, 240)],
            ['rap', rapOracle(balance, apr, agi)],
          ] as const;
          for (const [id, o] of cases) {
            const p = plan(r.plans, id).projection;
            expect(p.months, id).toBe(o.months);
            expect(Math.abs(p.totalPaid - o.paid), id).toBeLessThan(0.005);
            expect(Math.abs(p.forgiven - o.forgiven), id).toBeLessThan(0.005);
            expect(Math.abs(p.final.payment - o.lastPayment), id).toBeLessThan(0.005);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('every plan either pays off with balance + that month’s interest or forgives only at its count', () => {
    const counts: Record<string, number> = {
      rap: 360,
      ibr: 300,
      paye: 240,
      icr: 300,
      standard10: 120,
      extended: 300,
      tieredStandard: 300,
      pslfRap: 120,
      pslfIbr: 120,
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom('DirectUnsub', 'GradPLUS', 'FFEL', 'ParentPLUSConsolidation'),
            balance: fc.integer({ min: 200, max: 300_000 }),
            rate: fc.integer({ min: 0, max: 1400 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 700_000 }),
        fc.constantFrom('0', '3', '-5'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (rows, agi, growth, newLoan, enrolled, pslf) => {
          const r = computeStudentLoans(
            values({
              loans: linesRaw(rows.map((l) => ({ ...l, rate: l.rate / 100 }))),
              agi: String(agi),
              incomeGrowth: growth,
              anyLoanOnOrAfter2026_07_01: String(newLoan),
              payeEnrolled: String(enrolled),
              icrEnrolled: String(enrolled),
              pslfTrack: String(pslf),
            }),
          );
          for (const p of r.plans) {
            const pr = p.projection;
            if (!pr) continue;
            const { payment, owedBefore, interest, match, waived } = pr.final;
            if (pr.forgiven === 0) {
              // Paid off: the last payment is exactly what was owed that month, never more (under
              // RAP the principal match, or interest waived that month, may finish the loan).
              expect(Math.abs(payment + match + waived - (owedBefore + interest)), p.id).toBeLessThan(1e-6);
              // (PAYE and ICR end on RAP when their loans move to it after June 30, 2028.)
              if (p.id !== 'rap' && p.id !== 'pslfRap' && pr.movedTo?.plan !== 'rap')
                expect(Math.abs(payment - (owedBefore + interest)), p.id).toBeLessThan(1e-6);
            } else {
              // Forgiven: only at the plan's count, and only what was still owed after the last payment.
              expect(pr.forgiven, p.id).toBeGreaterThan(0);
              expect(payment, p.id).toBeLessThan(owedBefore + interest);
              if (!pr.movedTo) expect(pr.months, p.id).toBeLessThanOrEqual(counts[p.id] ?? 360);
            }
            for (const b of pr.balanceByYear) expect(b === 0 || b > 1e-6, `${p.id} plots ${b}`).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('Standard 10-year keeps the $50 minimum payment (issue 18, defect 2)', () => {
  const min = RULES_2026.studentLoans.standard10.minimumPayment.value;
  it.each([
    // balance, APR %, first payment, months (34 CFR 685.208(b): at least $50 a month)
    [3_480, 6.78, 50, 89],
    [1_000, 5, 50, 21],
    [4_300, 7.5, 51.04, 120],
    [180_000, 7.5, 2_136.63, 120],
    [600, 0, 50, 12],
  ])('$%s at %s%% pays $%s a month for %s months', (balance, rate, first, months) => {
    const r = oneLoan(balance, rate, { agi: '95000' });
    const std = plan(r.plans, 'standard10');
    expect(cents(std.firstPayment)).toBe(first);
    expect(std.projection.months).toBe(months);
    const o = standardOracle(balance, rate / 100);
    expect(o.months).toBe(months);
    expect(Math.abs(std.projection.totalPaid - o.paid)).toBeLessThan(0.005);
    expect(cents(std.projection.final.payment)).toBe(cents(o.lastPayment));
  });

  it('never charges less than $50 before the last month, and stops at payoff', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 20_000 }), fc.integer({ min: 0, max: 1500 }), (balance, bp) => {
        const r = oneLoan(balance, bp / 100, { agi: '95000' });
        const std = plan(r.plans, 'standard10');
        const o = standardOracle(balance, bp / 10_000);
        expect(std.firstPayment).toBeGreaterThanOrEqual(Math.min(min, balance * (1 + bp / 120_000)) - 1e-9);
        expect(std.projection.months).toBe(o.months);
        expect(Math.abs(std.projection.totalPaid - o.paid)).toBeLessThan(0.005);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('applies the minimum to the borrower’s whole payment over several small loans', () => {
    const r = computeStudentLoans(
      values({
        loans: linesRaw([
          { type: 'DirectSub', balance: 1_500, rate: 4 },
          { type: 'DirectUnsub', balance: 1_500, rate: 6 },
        ]),
        agi: '95000',
      }),
    );
    const std = plan(r.plans, 'standard10');
    expect(cents(std.firstPayment)).toBe(50);
    // $3,000 at about 5% at $50 a month: paid off in 66 months, the dearer loan first.
    expect(std.projection.months).toBeLessThan(120);
    expect(std.projection.byLoan.every((l) => l.endBalance === 0)).toBe(true);
    expect(std.projection.totalPaid).toBeGreaterThan(3_000);
  });
});

describe('the forgiveness tax rate: computed, or entered by hand (tools.md §3.2)', () => {
  const base = { agi: '95000' };
  it('computes it in 2026 brackets by default: RAP 30-year forgiveness of $162,000 → $41,474.00', () => {
    const r = oneLoan(180_000, 7.5, base);
    expect(cents(plan(r.plans, 'rap').taxOnForgiveness)).toBe(41_474);
    expect(cents(plan(r.plans, 'ibr').taxOnForgiveness)).toBe(92_072.25);
  });
  it.each([
    ['0', 0, 0],
    ['25', 40_500, 76_970],
    ['37.5', 60_750, 115_455],
    ['60', 97_200, 184_728],
  ])('at %s%% taxes RAP’s $162,000 at %d and IBR’s $307,880 at %d, state rate unused', (rate, rap, ibr) => {
    const r = oneLoan(180_000, 7.5, { ...base, forgivenessTaxRateMode: 'manual', forgivenessTaxRate: rate, forgivenessStateRate: '9' });
    expect(cents(plan(r.plans, 'rap').taxOnForgiveness)).toBe(rap);
    expect(cents(plan(r.plans, 'ibr').taxOnForgiveness)).toBe(ibr);
    // Lifetime cost and its present value follow.
    expect(cents(plan(r.plans, 'rap').lifetimeCost)).toBe(cents(256_500 + rap));
    // PSLF forgiveness stays tax-free whatever the rate.
    const pslf = oneLoan(180_000, 7.5, { ...base, forgivenessTaxRateMode: 'manual', forgivenessTaxRate: rate, pslfTrack: 'true' });
    expect(plan(pslf.plans, 'pslfRap').taxOnForgiveness).toBe(0);
  });
  it('accepts 0–60% only, with the message', () => {
    const bad = validateFields(studentLoanFields, {
      ...defaultRaw(studentLoanFields),
      ...base,
      forgivenessTaxRateMode: 'manual',
      forgivenessTaxRate: '61',
    });
    expect(bad.errors.forgivenessTaxRate).toBe('Tax rate must be 0–60%.');
    const blank = validateFields(studentLoanFields, { ...defaultRaw(studentLoanFields), ...base, forgivenessTaxRateMode: 'manual' });
    expect(blank.errors.forgivenessTaxRate).toBe('Tax rate must be 0–60%.');
    // Computed: the own-rate field is not asked, the state rate is.
    const computed = validateFields(studentLoanFields, { ...defaultRaw(studentLoanFields), ...base, forgivenessTaxRate: '99' });
    expect(computed.errors).toEqual({});
  });
});
