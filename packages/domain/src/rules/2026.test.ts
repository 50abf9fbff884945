import { describe, expect, it } from 'vitest';
import { RULE_SOURCES, RULES_2026, type RuleFigure, standardDeduction } from './2026.ts';

/** Every leaf figure of the rules file, with its dotted path. */
function figures(node: unknown, path = ''): Array<[string, RuleFigure<unknown>]> {
  if (node === null || typeof node !== 'object') return [];
  if ('value' in node && 'source' in node && 'confidence' in node && 'effective' in node) return [[path, node as RuleFigure<unknown>]];
  return Object.entries(node).flatMap(([k, v]) => figures(v, path ? `${path}.${k}` : k));
}

describe('2026 rules file', () => {
  const all = figures({
    tax: RULES_2026.tax,
    retirement: RULES_2026.retirement,
    health: RULES_2026.health,
    studentLoans: RULES_2026.studentLoans,
    credit: RULES_2026.credit,
  });

  it('gives every figure a known source, a confidence grade and an ISO effective date', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [path, f] of all) {
      expect(RULE_SOURCES[f.source], path).toBeTruthy();
      expect(['C', 'S', 'U', '2025'], path).toContain(f.confidence);
      expect(f.effective, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('holds the 2026 contribution limits (Notice 2025-67, Rev. Proc. 2025-19)', () => {
    const r = RULES_2026.retirement;
    expect([r.electiveDeferral.value, r.catchUp50.value, r.catchUp60to63.value, r.annualAdditions.value, r.compensationLimit.value]).toEqual([
      24_500, 8_000, 11_250, 72_000, 360_000,
    ]);
    expect([r.ira.limit.value, r.ira.catchUp50.value]).toEqual([7_500, 1_100]);
    const h = RULES_2026.health.hsa;
    expect([h.selfOnly.value, h.family.value, h.catchUp55.value]).toEqual([4_400, 8_750, 1_000]);
  });

  it('holds the student-loan rules after July 1, 2026', () => {
    const s = RULES_2026.studentLoans;
    expect(s.pslf.qualifyingPayments.value).toBe(120);
    expect(s.pslf.qualifyingEmployers.value.length).toBeGreaterThan(1);
    expect(s.plansForNewBorrowers.value).toEqual(['rap', 'tieredStandard']);
    expect(s.plansForExistingBorrowers.value).toContain('ibr');
    expect(s.plansForNewBorrowers.effective).toBe('2026-07-01');
    expect(s.rap.forgivenessPayments.value).toBe(360);
    expect(s.pslf.tieredStandardCounts.confidence).toBe('U');
  });

  it('carries PAYE and ICR with their sunset, and the unconfirmed ICR income factor at 1.0', () => {
    const s = RULES_2026.studentLoans;
    expect([s.paye.rate.value, s.paye.povertyMultiple.value, s.paye.payments.value]).toEqual([0.1, 1.5, 240]);
    expect(s.paye.openToNewEnrollment.value).toBe(false);
    expect([s.icr.rate.value, s.icr.povertyMultiple.value, s.icr.amortizationMonths.value, s.icr.payments.value]).toEqual([0.2, 1, 144, 300]);
    expect(s.icr.incomePercentageFactor.value).toBe(1);
    expect(s.icr.incomePercentageFactor.confidence).toBe('U');
    expect(s.payeIcrSunset.value).toBe('2028-06-30');
    expect(s.payeIcrAfterSunset.value).toEqual({ rapEligible: 'rap', otherwise: 'ibr' });
    expect(s.payeIcrAfterSunset.effective).toBe('2028-07-01');
  });

  it('keeps brackets ascending and MFS thresholds at half of MFJ', () => {
    const b = RULES_2026.tax.ordinaryBrackets;
    for (const list of [b.single.value, b.mfj.value, b.mfs.value, b.hoh.value]) {
      for (let i = 1; i < list.length; i++) {
        expect(list[i]?.from).toBeGreaterThan(list[i - 1]?.from ?? 0);
        expect(list[i]?.rate).toBeGreaterThan(list[i - 1]?.rate ?? 0);
      }
    }
    for (const [i, br] of b.mfs.value.entries()) expect(br.from).toBe((b.mfj.value[i]?.from ?? 0) / 2);
    expect(standardDeduction('single')).toBe(16_100);
    expect(standardDeduction('mfj')).toBe(32_200);
    expect(standardDeduction('hoh')).toBe(24_150);
  });
});
