import {
  DEBT_INVEST_DEFAULTS,
  DEBT_INVEST_FIELDS,
  defaultRaw,
  type FieldSpec,
  SAVINGS_DEFAULTS,
  SAVINGS_FIELDS,
  validateDebtInvest,
  validateSavings,
} from '@awc/domain';
import { describe, expect, it } from 'vitest';
import { DIGIT_FLAGS, readFieldParams, writeFieldParams } from './url-state.ts';

const sorted = (p: URLSearchParams) => [...p.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('one address codec for every tool (decision 385)', () => {
  const fields: FieldSpec[] = [
    { key: 'amount', label: 'Amount', kind: 'money', default: 100 },
    { key: 'kind', label: 'Kind', kind: 'enum', default: 'a', options: [{ value: 'a', label: 'A' }] },
    { key: 'on', label: 'On', kind: 'bool', default: true },
    { key: 'extra', label: 'Extra', kind: 'bool', default: false },
  ];
  const base = defaultRaw(fields);

  it('writes only what differs from the defaults, as typed, and reads it back', () => {
    expect(writeFieldParams(fields, base, base).toString()).toBe('');
    const raw = { ...base, amount: '1,500', on: 'false', extra: 'true' };
    const params = writeFieldParams(fields, raw, base);
    expect(params.toString()).toBe('amount=1%2C500&on=false&extra=true');
    expect({ ...base, ...readFieldParams(fields, params) }).toEqual(raw);
  });

  it('spells yes/no as 1 and 0 where a page always has', () => {
    const raw = { ...base, on: 'false', extra: 'true' };
    const params = writeFieldParams(fields, raw, base, DIGIT_FLAGS);
    expect(params.toString()).toBe('on=0&extra=1');
    expect({ ...base, ...readFieldParams(fields, params, DIGIT_FLAGS) }).toEqual(raw);
  });

  it('ignores unknown parameters and keeps a malformed value as typed, for its message', () => {
    expect(readFieldParams(fields, new URLSearchParams('amount=lots&kind=z&nope=1'))).toEqual({ amount: 'lots', kind: 'z' });
    expect(readFieldParams(fields, { amount: '5', other: 'x' })).toEqual({ amount: '5' });
  });
});

describe('the public calculator in the address', () => {
  const defaults = defaultRaw(DEBT_INVEST_FIELDS);
  const open = (query: string) => ({ ...defaults, ...readFieldParams(DEBT_INVEST_FIELDS, new URLSearchParams(query), DIGIT_FLAGS) });

  it('opens an address written before decision 385 with the same inputs', () => {
    // Written by the calculator's own codec before it shared the tools' machinery.
    const old =
      'federalLoanBalance=90%2C000&privateLoanRate=9.5&taxBracket=32&riskTolerance=4&repaymentPlan=IBR&practiceSetting=Midsize&pslf=1&advanced=1&pslfPayments=24';
    const v = validateDebtInvest(open(old));
    expect(v).toEqual({
      input: {
        ...DEBT_INVEST_DEFAULTS,
        federalLoanBalance: 90_000,
        privateLoanRate: 9.5,
        taxBracket: 32,
        riskTolerance: 4,
        repaymentPlan: 'IBR',
        practiceSetting: 'Midsize',
        pslf: true,
        pslfPayments: 24,
      },
      advanced: true,
      errors: null,
    });
    // And writes the same parameters back.
    expect(sorted(writeFieldParams(DEBT_INVEST_FIELDS, open(old), defaults, DIGIT_FLAGS))).toEqual(sorted(new URLSearchParams(old)));
  });

  it('writes nothing for the defaults and keeps an edited value for its message', () => {
    expect(writeFieldParams(DEBT_INVEST_FIELDS, defaults, defaults, DIGIT_FLAGS).toString()).toBe('');
    expect(open('').pslf).toBe('false');
    expect(validateDebtInvest(open('annualIncome=lots&riskTolerance=9&practiceSetting=Mars')).errors).toEqual({
      annualIncome: 'Enter a number',
      practiceSetting: 'Choose a practice setting',
      riskTolerance: 'Maximum is 5',
    });
  });
});

describe('the Savings navigator in the address', () => {
  const defaults = defaultRaw(SAVINGS_FIELDS);
  it('round-trips the selections with the old 1 flags', () => {
    const raw = { ...defaults, monthlySavings: '2500', emergencyFundStatus: 'partial', hasEmployerPlan: 'true', hasEmployerMatch: 'true' };
    const params = writeFieldParams(SAVINGS_FIELDS, raw, defaults, DIGIT_FLAGS);
    expect(params.toString()).toBe('monthlySavings=2500&emergencyFundStatus=partial&hasEmployerPlan=1&hasEmployerMatch=1');
    const read = { ...defaults, ...readFieldParams(SAVINGS_FIELDS, params, DIGIT_FLAGS) };
    expect(read).toEqual(raw);
    expect(validateSavings(read).form).toEqual({
      ...SAVINGS_DEFAULTS,
      monthlySavings: 2500,
      emergencyFundStatus: 'partial',
      hasEmployerPlan: true,
      hasEmployerMatch: true,
    });
  });
});
