import { describe, expect, it } from 'vitest';
import { type FieldSpec, validateFields } from './fields.ts';

/** The rules decision 385 added to `FieldSpec`, and the member tools' behavior they leave alone. */
describe('validateFields: one message per rule, blank as a value, percents kept', () => {
  const payments: FieldSpec = {
    key: 'n',
    label: 'Payments',
    kind: 'int',
    min: 0,
    max: 120,
    messages: { nan: 'Enter a number', int: 'Whole', min: 'Low', max: 'High' },
  };
  it.each([
    ['abc', 'Enter a number'],
    ['1.5', 'Whole'],
    ['-1.5', 'Whole'],
    ['-1', 'Low'],
    ['121', 'High'],
    ['9'.repeat(400), 'Enter a number'],
  ])('%s → %s', (value, message) => {
    expect(validateFields([payments], { n: value }).errors).toEqual({ n: message });
  });

  it('falls back to `message` for a rule without its own, then to "Enter <label>."', () => {
    const f: FieldSpec = { key: 'r', label: 'Rate', kind: 'number', min: 0, max: 5, message: 'Rate must be 0–5.', messages: { max: 'Too high' } };
    expect(validateFields([f], { r: '-1' }).errors.r).toBe('Rate must be 0–5.');
    expect(validateFields([f], { r: 'x' }).errors.r).toBe('Rate must be 0–5.');
    expect(validateFields([f], { r: '6' }).errors.r).toBe('Too high');
    expect(validateFields([{ key: 'a', label: 'Amount', kind: 'money', min: 0 }], { a: '-1' }).errors.a).toBe('Enter amount.');
  });

  it('keeps a member tool field with one message exactly as before', () => {
    const f: FieldSpec = { key: 'm', label: 'Months', kind: 'int', min: 1, max: 12, message: 'Months must be 1–12.' };
    for (const bad of ['0', '13', '1.5', 'x', '']) expect(validateFields([f], { m: bad }).errors.m).toBe('Months must be 1–12.');
    expect(validateFields([{ ...f, optional: true }], { m: '' }).values.m).toBeUndefined();
  });

  it('gives a cleared field its `ifBlank` value instead of an error', () => {
    const f: FieldSpec = { key: 'b', label: 'Balance', kind: 'money', default: 170_000, ifBlank: 170_000, min: 0 };
    expect(validateFields([f], { b: '' })).toMatchObject({ values: { b: 170_000 }, errors: {} });
    expect(validateFields([f], { b: '   ' }).values.b).toBe(170_000);
    expect(validateFields([{ ...f, ifBlank: 0 }], { b: '' }).values.b).toBe(0);
  });

  it('hands a percent over as a decimal unless the field keeps percents', () => {
    const rate: FieldSpec = { key: 'p', label: 'Rate', kind: 'percent', min: 0, max: 30 };
    expect(validateFields([rate], { p: '7' }).values.p).toBeCloseTo(0.07, 12);
    expect(validateFields([{ ...rate, percentAs: 'percent' }], { p: '7%' }).values.p).toBe(7);
    expect(validateFields([{ ...rate, percentAs: 'percent' }], { p: '31' }).errors.p).toBe('Enter rate.');
  });
});
