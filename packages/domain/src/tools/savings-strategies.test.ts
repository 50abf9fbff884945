/**
 * Savings Strategies waterfall (issue 18, defect 8): with no employer match, "401(k) up to the full
 * match" takes nothing, so the HSA and the IRA come before the 401(k) deferral.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RawInput } from './fields.ts';
import { computeSavings, savingsFields } from './savings-strategies.ts';
import { valuesFor } from './test-inputs.ts';

const run = (over: RawInput) => computeSavings(valuesFor(savingsFields, over));
const amount = (r: ReturnType<typeof computeSavings>, id: string) => r.buckets.find((b) => b.id === id)?.amount;

describe('the match step of the waterfall', () => {
  it.each([
    // match rate %, up to % of pay, budget → [match step, HSA, IRA, rest of the deferral]
    ['0', '6', '10000', [0, 4_400, 5_600, 0]],
    ['0', '6', '', [0, 4_400, 7_500, 24_500]],
    ['50', '0', '10000', [0, 4_400, 5_600, 0]],
    ['50', '6', '10000', [10_000, 0, 0, 0]],
    ['50', '6', '20000', [12_000, 4_400, 3_600, 0]],
  ] as const)('match %s%% up to %s%%, budget %s', (matchPct, matchCapPct, budget, expected) => {
    const r = run({ salary: '200000', matchPct, matchCapPct, annualBudgetForSaving: budget });
    expect([amount(r, 'matchDeferral'), amount(r, 'hsa'), amount(r, 'ira'), amount(r, 'maxDeferral')]).toEqual(expected);
  });

  it('with no match, takes nothing at the match step and pays no match, whatever the budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 100_000 }),
        (salary, cap, budget) => {
          const r = run({ salary: String(salary), matchPct: '0', matchCapPct: String(cap), annualBudgetForSaving: String(budget) });
          expect(amount(r, 'matchDeferral')).toBe(0);
          expect(r.employerMatch).toBe(0);
          // The HSA is filled before any 401(k) deferral.
          if ((amount(r, 'maxDeferral') ?? 0) > 0) expect(amount(r, 'hsa')).toBe(4_400);
        },
      ),
    );
  }, 60_000);
});
