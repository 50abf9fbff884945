import { describe, expect, it } from 'vitest';
import { drawnOf } from './drawn.ts';

const series = [
  { key: 'income', label: 'Income tax' },
  { key: 'se', label: 'Self-employment tax' },
  { key: 'niit', label: 'Net investment income tax' },
];

describe('what a chart draws (issue 19: legends without zero series, zero rows hidden)', () => {
  it('leaves out a series that is zero throughout, and keeps the others in order', () => {
    const d = drawnOf(
      [
        { year: 1, income: 100, se: 0, niit: 0 },
        { year: 2, income: 120, se: 5, niit: 0.004 },
      ],
      series,
      false,
    );
    expect(d.series.map((s) => s.key)).toEqual(['income', 'se']);
    // Over time a zero is a point of its series: no row is left out.
    expect(d.data).toHaveLength(2);
  });

  it('in a chart of categories leaves out the rows that are zero in every series drawn', () => {
    const d = drawnOf(
      [
        { part: 'Income tax', amount: 27_000 },
        { part: 'State/local', amount: 0 },
        { part: 'Work costs', amount: -0 },
        { part: 'Self-employment tax', amount: 3_841.45 },
      ],
      [{ key: 'amount', label: 'For 2026' }],
      true,
    );
    expect(d.data.map((r) => r.part)).toEqual(['Income tax', 'Self-employment tax']);
  });

  it('draws everything when everything is zero, rather than an empty frame with no names', () => {
    const rows = [{ part: 'A', amount: 0 }];
    const d = drawnOf(rows, [{ key: 'amount', label: 'Amount' }], true);
    expect(d.data).toEqual(rows);
    expect(d.series).toHaveLength(1);
  });
});
