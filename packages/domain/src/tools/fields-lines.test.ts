import { describe, expect, it } from 'vitest';
import { type FieldSpec, LINES_MAX_CHARS, LINES_UNREADABLE, defaultRaw, lineName, lines, linesRaw, parseLines, validateFields } from './fields.ts';
import { ScenarioCreateSchema } from './scenarios.ts';

/** A list like the student-loan helper's `loans[]`: {type, balance, rate}, at least one row. */
const loans: FieldSpec = {
  key: 'loans',
  label: 'Loans',
  kind: 'lines',
  rowNoun: 'Loan',
  maxRows: 3,
  minRows: 1,
  minRowsMessage: 'Add at least one federal loan.',
  default: linesRaw([{ type: 'DirectUnsub', balance: 180000, rate: 7.5 }]),
  columns: [
    {
      key: 'type',
      label: 'Loan type',
      kind: 'enum',
      default: 'DirectUnsub',
      options: [
        { value: 'DirectUnsub', label: 'Direct Unsubsidized' },
        { value: 'GradPLUS', label: 'Grad PLUS' },
      ],
    },
    { key: 'balance', label: 'Balance', kind: 'money', min: 0, max: 2_000_000, message: 'Balance 0–2,000,000.' },
    { key: 'rate', label: 'Rate', kind: 'percent', min: 0, max: 15, message: 'Rate 0–15%.' },
  ],
};
const fields = [loans, { key: 'agi', label: 'AGI', kind: 'money', default: 95000 } satisfies FieldSpec];

describe("line-item fields (kind 'lines')", () => {
  it('keeps the list as one compact JSON string, empty cells left out', () => {
    expect(linesRaw([{ type: 'GradPLUS', balance: 1000, rate: '' }])).toBe('[{"type":"GradPLUS","balance":"1000"}]');
    expect(defaultRaw(fields).loans).toBe('[{"type":"DirectUnsub","balance":"180000","rate":"7.5"}]');
    expect(parseLines('')).toEqual([]);
    expect(parseLines('[{"balance":5,"type":"GradPLUS","x":null}]')).toEqual([{ balance: '5', type: 'GradPLUS' }]);
  });

  it('validates every row and hands the calculator one set of values per row (percent as decimals)', () => {
    const v = validateFields(fields, {
      loans: linesRaw([
        { type: 'DirectUnsub', balance: '100,000', rate: '6.5' },
        { type: 'GradPLUS', balance: '80000', rate: '8' },
      ]),
    });
    expect(v.errors).toEqual({});
    expect(lines(v.values, 'loans')).toEqual([
      { type: 'DirectUnsub', balance: 100_000, rate: 0.065 },
      { type: 'GradPLUS', balance: 80_000, rate: 0.08 },
    ]);
    expect(lines(v.values, 'agi')).toEqual([]);
  });

  it('keys each message by list, row (from 0) and column, with the column’s own message', () => {
    const v = validateFields(fields, {
      loans: linesRaw([
        { type: 'DirectUnsub', balance: '1000', rate: '5' },
        { type: 'Nope', balance: '-1', rate: '16' },
        { type: 'GradPLUS', rate: '5' },
      ]),
    });
    expect(v.errors).toEqual({
      'loans.1.type': 'Enter loan type.',
      'loans.1.balance': 'Balance 0–2,000,000.',
      'loans.1.rate': 'Rate 0–15%.',
      'loans.2.balance': 'Balance 0–2,000,000.',
    });
  });

  it('answers a hand-edited URL with a message, never a crash', () => {
    for (const bad of ['[{"type":', '{"type":"GradPLUS"}', '[1,2]', '[[]]', '[{"balance":{}}]', 'null']) {
      const v = validateFields(fields, { loans: bad });
      expect(v.errors).toEqual({ loans: LINES_UNREADABLE });
    }
    expect(validateFields(fields, { loans: `[${'{"balance":"1"},'.repeat(LINES_MAX_CHARS / 10)}{}]` }).errors.loans).toBe(
      'This list is too long. Remove some lines.',
    );
  });

  it('bounds the number of rows', () => {
    expect(validateFields(fields, { loans: '[]' }).errors).toEqual({ loans: 'Add at least one federal loan.' });
    const four = linesRaw(Array.from({ length: 4 }, () => ({ balance: 1, rate: 1 })));
    expect(validateFields(fields, { loans: four }).errors).toEqual({ loans: 'Keep to 3 lines or fewer.' });
  });

  it('names a row by its text cell, else its first choice', () => {
    expect(lineName(loans, { type: 'GradPLUS' })).toBe('Grad PLUS');
    expect(lineName(loans, {})).toBe('Direct Unsubsidized');
  });

  it('saves a list longer than a plain value in a scenario, within a bound', () => {
    const long = linesRaw(Array.from({ length: 30 }, (_, i) => ({ category: 'checking', label: `Account ${i}`, amount: 15000 })));
    expect(long.length).toBeGreaterThan(200);
    const ok = ScenarioCreateSchema.safeParse({ tool: 'net-worth', name: 'Lines', input: { assets: long } });
    expect(ok.success).toBe(true);
    const tooLong = ScenarioCreateSchema.safeParse({ tool: 'net-worth', name: 'Lines', input: { assets: 'x'.repeat(LINES_MAX_CHARS + 1) } });
    expect(tooLong.success).toBe(false);
    const manyLong = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, 'x'.repeat(LINES_MAX_CHARS)]));
    expect(ScenarioCreateSchema.safeParse({ tool: 'net-worth', name: 'Lines', input: manyLong }).success).toBe(false);
  });
});
