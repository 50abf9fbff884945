/**
 * Every boundary of every scored tool falls on the side tools.md puts it (issue 18, defect 6).
 * Binary floating point puts 1.5 × 0.30 at 0.44999999999999996, so a 45% cut against a 30% tolerance
 * used to score 1 instead of 2. Each property below builds inputs that sit exactly on a boundary in
 * decimal (as a person types them) and checks the result against exact integer arithmetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCredit, creditFields } from './credit.ts';
import { computeEmergencyFund, emergencyFundFields } from './emergency-fund.ts';
import { linesRaw, type RawInput } from './fields.ts';
import { JOB_CRITERIA, computeJobOffer, jobOfferFields } from './job-offer.ts';
import { PIVOT_BANDS, computePracticeArea, practiceAreaFields } from './practice-area.ts';
import { computeStudentLoans, rapAnnualBase, studentLoanFields } from './student-loans.ts';
import { valuesFor } from './test-inputs.ts';

const values = valuesFor;
/** A count of hundredths as a person types it: 4500 → "45.00". */
const hundredths = (n: number) => (n / 100).toFixed(2);
const LIKERT_ITEMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15];
const neutral: RawInput = Object.fromEntries(LIKERT_ITEMS.map((q) => [`q${q}`, '3']));
const pivot = (over: RawInput) =>
  computePracticeArea(values(practiceAreaFields, { ...neutral, liquidReserve: '70000', essentials: '7000', ...over }));

describe('Practice Area Pivot boundaries (tools.md §7.1, §7.3, §X.1-31)', () => {
  it('the pay-change item: a cut of exactly ½, 1 or 1.5 × the tolerance scores 4, 3 or 2', () => {
    expect(pivot({ expectedPayChange: '-45', maxAcceptableCut: '30' }).answers[11]).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2999 }), (half) => {
        const tolerance = 2 * half; // hundredths of a percent, even so ½ and 1.5 × stay whole
        for (const [cut, score] of [
          [half, 4],
          [tolerance, 3],
          [3 * half, 2],
        ] as const) {
          const at = pivot({ expectedPayChange: `-${hundredths(cut)}`, maxAcceptableCut: hundredths(tolerance) });
          expect(at.answers[11], `cut ${cut} vs ${tolerance}`).toBe(score);
          const past = pivot({ expectedPayChange: `-${hundredths(cut + 1)}`, maxAcceptableCut: hundredths(tolerance) });
          expect(past.answers[11], `cut ${cut + 1} vs ${tolerance}`).toBe(score - 1);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('the runway item: exactly 3, 6, 9 or 12 months of essentials scores 2, 3, 4 or 5; a cent less, one lower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 5_000_000 }), (essentials) => {
        for (const [months, score] of [
          [3, 2],
          [6, 3],
          [9, 4],
          [12, 5],
        ] as const) {
          const reserve = months * essentials;
          expect(pivot({ liquidReserve: hundredths(reserve), essentials: hundredths(essentials) }).answers[10]).toBe(score);
          expect(pivot({ liquidReserve: hundredths(reserve - 1), essentials: hundredths(essentials) }).answers[10]).toBe(score - 1);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('bands and gates: every total at or near 50, 65 and 80 falls where exact arithmetic puts it', () => {
    // Sum of (answer − 1) per dimension, S1…S5 in 0…12: total = (20·S1 + 25·S2 + 20·S3 + 20·S4 + 15·S5) / 12.
    const weights = [20, 25, 20, 20, 15];
    const edges = [960, 780, 600];
    let checked = 0;
    const split = (s: number) => [Math.min(4, s), Math.min(4, Math.max(0, s - 4)), Math.max(0, s - 8)].map((x) => x + 1);
    for (let n = 0; n < 13 ** 5; n++) {
      const S = [0, 1, 2, 3, 4].map((i) => Math.floor(n / 13 ** i) % 13);
      const N = S.reduce((t, s, i) => t + s * (weights[i] ?? 0), 0);
      if (!edges.some((e) => Math.abs(N - e) <= 5)) continue;
      const raw: RawInput = {};
      [1, 2, 3, 5].forEach((dim, k) => {
        const items = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [], [13, 14, 15]][dim - 1] as number[];
        split(S[[0, 1, 2, 4][k] as number] as number).forEach((a, i) => {
          raw[`q${items[i]}`] = String(a);
        });
      });
      // D4: q10 from the runway, q11 from the pay change, q12 answered directly.
      const [a10, a11, a12] = split(S[3] as number) as [number, number, number];
      raw.liquidReserve = String([0, 3, 6, 9, 12][a10 - 1] ?? 0);
      raw.essentials = '1';
      raw.expectedPayChange = ['-50', '-25', '-15', '-5', '0'][a11 - 1] ?? '0';
      raw.maxAcceptableCut = '20';
      raw.q12 = String(a12);
      // Whole numbers only, so the values are built directly (faster than parsing ~2,000 inputs).
      const r = computePracticeArea(
        Object.fromEntries(
          Object.entries(raw).map(([k, x]) => [k, k === 'expectedPayChange' || k === 'maxAcceptableCut' ? Number(x) / 100 : Number(x)]),
        ),
      );
      let band = N >= 960 ? 0 : N >= 780 ? 1 : N >= 600 ? 2 : 3;
      // A dimension under 40 (S ≤ 4, since 25·S/3 < 40) caps the band at "Exploratory".
      if (S.some((s) => s <= 4) && band < 2) band = 2;
      expect(r.band, `S = ${S.join(',')}, total ${N}/12`).toBe(PIVOT_BANDS[band]?.label);
      // D4 under 25 (S4 < 3) asks for financial runway first.
      expect(r.runwayFirst).toBe((S[3] as number) < 3);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  }, 30_000);
});

describe('Credit Score Factors Explorer boundaries (tools.md §C.2, §X.1-43)', () => {
  const credit = (over: RawInput) =>
    computeCredit(
      values(creditFields, { oldestAccountYears: '12', averageAgeYears: '5', revolvingLimits: '10000', revolvingBalances: '0', ...over }),
    );
  const amounts = (over: RawInput) => credit(over).factors.find((f) => f.key === 'amounts')?.score;
  it('utilization of exactly 10%, 30%, 50% or 75% starts the next band; a cent less stays in the one before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (limitCents) => {
        for (const [pct, score, before, previousEdge] of [
          [10, 80, 100, 0],
          [30, 55, 80, 10],
          [50, 30, 55, 30],
          [75, 10, 30, 50],
        ] as const) {
          // balances = pct% of limits, in whole cents
          if ((limitCents * pct) % 100 !== 0) continue;
          const balanceCents = (limitCents * pct) / 100;
          expect(amounts({ revolvingLimits: hundredths(limitCents), revolvingBalances: hundredths(balanceCents) })).toBe(score);
          // A cent less, when that is still inside the band before (small limits can skip a band).
          if (balanceCents > 1 && (balanceCents - 1) * 100 >= previousEdge * limitCents)
            expect(amounts({ revolvingLimits: hundredths(limitCents), revolvingBalances: hundredths(balanceCents - 1) })).toBe(before);
        }
      }),
      { numRuns: 200 },
    );
    expect(amounts({ revolvingBalances: '0' })).toBe(90);
    expect(amounts({ revolvingBalances: '0.01' })).toBe(100);
  }, 60_000);
  it('account age and inquiries change band exactly at their edges', () => {
    const length = (age: string) => credit({ averageAgeYears: age }).factors.find((f) => f.key === 'length')?.score;
    expect(['1.99', '2', '3.99', '4', '6.99', '7', '9.99', '10'].map(length)).toEqual([30, 50, 50, 70, 70, 85, 85, 100]);
    const fresh = (n: string) => credit({ hardInquiries12m: n }).factors.find((f) => f.key === 'newCredit')?.score;
    expect(['0', '1', '2', '3', '4', '5'].map(fresh)).toEqual([100, 90, 75, 55, 55, 30]);
    expect(amounts({ revolvingBalances: '500', maxSingleCardUtil: '89.99' })).toBe(100);
    expect(amounts({ revolvingBalances: '500', maxSingleCardUtil: '90' })).toBe(90);
  });
});

describe('Job Offer Checklist tie test (tools.md §X.1-29: a lead under 2 points is a tie)', () => {
  it('a lead of exactly 2 points is not a tie; any smaller lead is', () => {
    const rated = JOB_CRITERIA.filter((c) => c.rated);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: rated.length, maxLength: rated.length }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })), { minLength: rated.length, maxLength: rated.length }),
        (w, ratings) => {
          // The two offers are the same job on paper, so only the rated criteria differ.
          const raw: RawInput = { aBase: '200000', bBase: '200000', w_compensation: '0', w_hourly: String(100 - w.reduce((a, b) => a + b, 0)) };
          rated.forEach((c, i) => {
            raw[`w_${c.key}`] = String(w[i]);
            raw[`aRate_${c.key}`] = String(ratings[i]?.[0]);
            raw[`bRate_${c.key}`] = String(ratings[i]?.[1]);
          });
          const r = computeJobOffer(values(jobOfferFields, raw));
          // lead = Σ w% × 25 × (a − b) / 100 = Σ w·Δ / 4 points: a tie when |Σ w·Δ| < 8.
          const exact = rated.reduce((t, _, i) => t + (w[i] ?? 0) * ((ratings[i]?.[0] ?? 0) - (ratings[i]?.[1] ?? 0)), 0);
          expect(r.tied, `Σ w·Δ = ${exact}`).toBe(Math.abs(exact) < 8);
        },
      ),
      // Each result runs the flip analysis (a thousand weightings per criterion): keep the runs few.
      { numRuns: 40 },
    );
  }, 30_000);
});

describe('Emergency Fund months to goal (tools.md §5.2)', () => {
  it('is the exact whole number of months when the gap divides evenly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (essentials, k, reserve) => {
          const base = computeEmergencyFund(values(emergencyFundFields, { essentials: hundredths(essentials), currentReserve: '0' }));
          // months is a multiple of ½, so the target in cents is whole.
          const targetCents = Math.round(base.months * 2 * essentials) / 2 + Math.round(base.lumpSums * 100);
          if (!Number.isInteger(targetCents) || reserve >= targetCents) return;
          const gap = targetCents - reserve;
          if (gap % k !== 0 || gap / k > 20_000_000) return;
          const r = computeEmergencyFund(
            values(emergencyFundFields, {
              essentials: hundredths(essentials),
              currentReserve: hundredths(reserve),
              monthlyContribution: hundredths(gap / k),
            }),
          );
          expect(r.monthsToGoal).toBe(k);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('Student loan bands (tools.md §3.3 (b), (c))', () => {
  it('RAP: an AGI on a band edge reached through income growth keeps the lower percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -1000, max: 2000 }), fc.integer({ min: 1, max: 30 }), (band, bp, years) => {
        const edge = 10_000 + band * 10_000;
        const g = 1 + bp / 10_000;
        // What the projection computes: AGI₀ × (1 + g)^y, with AGI₀ the edge brought back y years.
        const grown = (edge / g ** years) * g ** years;
        expect(rapAnnualBase(grown)).toBeCloseTo(rapAnnualBase(edge), 6);
        expect(rapAnnualBase(edge)).toBe((edge * band) / 100);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
  it('Tiered Standard: loans that add up to $25,000, $50,000 or $100,000 take the longer term', () => {
    fc.assert(
      fc.property(fc.constantFrom(2_500_000, 5_000_000, 10_000_000), fc.integer({ min: 1, max: 2_499_999 }), (edge, part) => {
        const r = computeStudentLoans(
          values(studentLoanFields, {
            loans: linesRaw([
              { type: 'DirectUnsub', balance: hundredths(part), rate: '6' },
              { type: 'GradPLUS', balance: hundredths(edge - part), rate: '8' },
            ]),
            agi: '90000',
            anyLoanOnOrAfter2026_07_01: 'true',
          }),
        );
        const months = edge === 2_500_000 ? 180 : edge === 5_000_000 ? 240 : 300;
        expect(r.plans.find((p) => p.id === 'tieredStandard')?.rule).toContain(`${months} months`);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
