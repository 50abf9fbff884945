/**
 * Budget Planner three-paycheck months (issue 18, defect 7): a biweekly cycle is a cycle, whatever
 * payday of it the member enters, so it is projected over 2026 in both directions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetFields, computeBudget, threePaycheckMonths } from './budget.ts';
import { defaultRaw, validateFields } from './fields.ts';

const DAY = 86_400_000;
const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);

describe('three-paycheck months of a biweekly schedule', () => {
  it.each([
    ['2026-01-02', ['2026-01', '2026-07']],
    ['2025-12-26', ['2026-05', '2026-10']],
    ['2025-06-20', ['2026-01', '2026-07']],
    ['2026-12-25', ['2026-05', '2026-10']],
    ['2027-03-19', ['2026-05', '2026-10']],
    ['2026-01-01', ['2026-01', '2026-07', '2026-12']],
  ])('a payday of %s gives %j', (payday, months) => {
    expect(threePaycheckMonths(payday)).toEqual(months);
    const v = validateFields(budgetFields, {
      ...defaultRaw(budgetFields),
      netPerPaycheck: '5000',
      grossAnnual: '200000',
      payFrequency: 'biweekly',
      firstPayDate: payday,
    });
    expect(v.errors).toEqual({});
    expect(computeBudget(v.values).threePaycheckMonths).toEqual(months);
  });

  it('is the same for every payday of one cycle, before, in or after 2026', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: -60, max: 60 }), (offset, periods) => {
        const anchor = shift('2026-01-01', offset);
        expect(threePaycheckMonths(shift(anchor, 14 * periods))).toEqual(threePaycheckMonths(anchor));
        // 26 or 27 paydays fall in 2026, so two or three months have three.
        expect(threePaycheckMonths(anchor).length).toBeGreaterThanOrEqual(2);
      }),
    );
  }, 60_000);
});
