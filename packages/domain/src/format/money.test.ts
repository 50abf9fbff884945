import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDeduction, formatDollars, formatSignedCents, formatSignedDollars, roundsToZero } from './money.ts';

describe('the one money formatter (issue 19)', () => {
  it('shows yearly amounts in whole dollars, half away from zero, with a true minus', () => {
    expect(formatDollars(245_000)).toBe('$245,000');
    expect(formatDollars(163_759.5)).toBe('$163,760');
    expect(formatDollars(-1_234.5)).toBe('−$1,235');
    expect(formatCents(62.994)).toBe('$62.99');
    expect(formatCents(1.005)).toBe('$1.01');
    expect(formatCents(-2_136.625)).toBe('−$2,136.63');
  });
  it('never shows a signed zero', () => {
    for (const z of [0, -0, -0.4, 0.4, -0.0001]) {
      expect(formatDollars(z)).toBe('$0');
      expect(formatSignedDollars(z)).toBe('$0');
      expect(formatDeduction(z)).toBe('$0');
    }
    for (const z of [0, -0, -0.004, 0.004]) {
      expect(formatCents(z)).toBe('$0.00');
      expect(formatSignedCents(z)).toBe('$0.00');
      expect(formatDeduction(z, true)).toBe('$0.00');
    }
    expect(roundsToZero(-0.4)).toBe(true);
    expect(roundsToZero(0.004, true)).toBe(true);
    expect(roundsToZero(0.005, true)).toBe(false);
  });
  it('signs changes and deductions', () => {
    expect(formatSignedDollars(1_200)).toBe('+$1,200');
    expect(formatSignedDollars(-1_200)).toBe('−$1,200');
    expect(formatDeduction(49_704)).toBe('−$49,704');
  });
  it('never writes "+-", "-$0", "−$0" or a hyphen-minus, for any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        for (const text of [
          formatDollars(x),
          formatCents(x),
          formatSignedDollars(x),
          formatSignedCents(x),
          formatDeduction(x),
          formatDeduction(x, true),
        ]) {
          expect(text).not.toMatch(/\+-|\+−|[−-]\$0(\.00)?$|-/);
        }
      }),
    );
  });
});
