import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SavingsForm, SAVINGS_DEFAULTS, allocateSavings, savingsPriorityGroup } from './savings.ts';
import { defaultRaw, type RawInput } from './fields.ts';
import { applySavingsCardRules, SAVINGS_FIELDS, validateSavings } from './savings.fields.ts';

const form = (patch: Partial<SavingsForm>): SavingsForm => ({ ...SAVINGS_DEFAULTS, ...patch });
const summary = (f: SavingsForm) => allocateSavings(f).map((i) => [i.name, Math.round(i.amount * 100) / 100]);

describe('allocateSavings', () => {
  it.each<[string, Partial<SavingsForm>, Array<[string, number]>]>([
    [
      'defaults: half to the emergency fund, the rest taxable',
      {},
      [
        ['Emergency Fund', 500],
        ['Taxable Brokerage Account', 500],
      ],
    ],
    [
      'partial emergency fund takes 30%',
      { emergencyFundStatus: 'partial' },
      [
        ['Emergency Fund', 300],
        ['Taxable Brokerage Account', 700],
      ],
    ],
    ['a full emergency fund takes nothing', { emergencyFundStatus: 'full' }, [['Taxable Brokerage Account', 1000]]],
    [
      'every step in order',
      {
        monthlySavings: 10_000,
        emergencyFundStatus: 'partial',
        hasHighInterestDebt: true,
        hasEmployerPlan: true,
        hasEmployerMatch: true,
        hasRothOption: true,
        hasHSA: true,
        isRothIRAEligible: true,
        hasCollegeSavings: true,
        hasFSA: true,
      },
      [
        ['Emergency Fund', 3000],
        ['High-Interest Debt', 4000],
        ['401(k) with Employer Match', 1500],
        ['HSA', 300],
        ['Roth IRA', 500],
        ['Additional Roth 401(k)', 700],
      ],
    ],
    [
      'the remainder caps a step and stops the rest',
      { monthlySavings: 1000, hasHighInterestDebt: true, hasEmployerPlan: true, hasEmployerMatch: true, hasHSA: true },
      [
        ['Emergency Fund', 500],
        ['High-Interest Debt', 400],
        ['401(k) with Employer Match', 100],
      ],
    ],
    [
      'employer plan without match, traditional',
      { emergencyFundStatus: 'full', hasEmployerPlan: true },
      [
        ['Traditional 401(k)', 250],
        ['Taxable Brokerage Account', 750],
      ],
    ],
    [
      'employer plan without match, Roth',
      { emergencyFundStatus: 'full', hasEmployerPlan: true, hasRothOption: true },
      [
        ['Roth 401(k)', 250],
        ['Taxable Brokerage Account', 750],
      ],
    ],
    [
      'with match and no Roth option: Additional 401(k) at 20%',
      { emergencyFundStatus: 'full', monthlySavings: 4000, hasEmployerPlan: true, hasEmployerMatch: true },
      [
        ['401(k) with Employer Match', 600],
        ['Additional 401(k)', 800],
        ['Taxable Brokerage Account', 2600],
      ],
    ],
    [
      'a match without an employer plan is ignored',
      { emergencyFundStatus: 'full', hasEmployerMatch: true, hasRothOption: true },
      [['Taxable Brokerage Account', 1000]],
    ],
    [
      'Backdoor Roth when not Roth eligible',
      { emergencyFundStatus: 'full', isInterestedBackdoorRoth: true, isConsideringTraditionalIRA: true },
      [
        ['Backdoor Roth IRA', 500],
        ['Taxable Brokerage Account', 500],
      ],
    ],
    [
      'Roth IRA wins over Backdoor and Traditional',
      { emergencyFundStatus: 'full', isRothIRAEligible: true, isInterestedBackdoorRoth: true, isConsideringTraditionalIRA: true },
      [
        ['Roth IRA', 500],
        ['Taxable Brokerage Account', 500],
      ],
    ],
    ['Traditional IRA last', { emergencyFundStatus: 'full', isConsideringTraditionalIRA: true, monthlySavings: 400 }, [['Traditional IRA', 400]]],
    [
      'HSA capped at 300',
      { emergencyFundStatus: 'full', hasHSA: true },
      [
        ['HSA', 300],
        ['Taxable Brokerage Account', 700],
      ],
    ],
    [
      'college savings 15%',
      { emergencyFundStatus: 'full', hasCollegeSavings: true },
      [
        ['College Savings (529)', 150],
        ['Taxable Brokerage Account', 850],
      ],
    ],
    ['FSA never takes money', { emergencyFundStatus: 'full', hasFSA: true }, [['Taxable Brokerage Account', 1000]]],
    ['nothing to allocate', { monthlySavings: 0, hasHSA: true }, []],
  ])('%s', (_name, patch, expected) => {
    expect(summary(form(patch))).toEqual(expected);
  });

  it('gives each item a description and an icon', () => {
    for (const item of allocateSavings(form({ hasHighInterestDebt: true, hasHSA: true, monthlySavings: 5000 }))) {
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.icon).toBeTruthy();
    }
  });

  it('maps every item to a Priority Order Guide group', () => {
    expect(savingsPriorityGroup('Emergency Fund')).toBe('Emergency Fund');
    expect(savingsPriorityGroup('High-Interest Debt')).toBe('Debt Payoff');
    expect(savingsPriorityGroup('HSA')).toBe('Tax-Advantaged Accounts');
    expect(savingsPriorityGroup('College Savings (529)')).toBe('Tax-Advantaged Accounts');
    expect(savingsPriorityGroup('Taxable Brokerage Account')).toBe('Other Investments');
  });
});

const formArb: fc.Arbitrary<SavingsForm> = fc.record({
  monthlySavings: fc.oneof(fc.double({ min: 0, max: 1_000_000, noNaN: true }), fc.integer({ min: 0, max: 5000 })),
  emergencyFundStatus: fc.constantFrom('none', 'partial', 'full'),
  hasHighInterestDebt: fc.boolean(),
  hasEmployerPlan: fc.boolean(),
  hasEmployerMatch: fc.boolean(),
  hasRothOption: fc.boolean(),
  hasHSA: fc.boolean(),
  isRothIRAEligible: fc.boolean(),
  isInterestedBackdoorRoth: fc.boolean(),
  isConsideringTraditionalIRA: fc.boolean(),
  hasFSA: fc.boolean(),
  hasCollegeSavings: fc.boolean(),
});

describe('allocateSavings: properties', { timeout: 60_000 }, () => {
  it('always sums to monthlySavings with positive amounts, in spec order, no name twice', () => {
    const ORDER = [
      'Emergency Fund',
      'High-Interest Debt',
      '401(k) with Employer Match',
      'HSA',
      'Roth IRA|Backdoor Roth IRA|Traditional IRA',
      'Roth 401(k)|Traditional 401(k)|Additional Roth 401(k)|Additional 401(k)',
      'College Savings (529)',
      'Taxable Brokerage Account',
    ];
    const step = (name: string) => ORDER.findIndex((o) => o.split('|').includes(name));
    fc.assert(
      fc.property(formArb, (f) => {
        const items = allocateSavings(f);
        const sum = items.reduce((s, i) => s + i.amount, 0);
        expect(Math.abs(sum - f.monthlySavings)).toBeLessThanOrEqual(1e-9 * Math.max(1, f.monthlySavings));
        for (const i of items) expect(i.amount).toBeGreaterThan(0);
        const steps = items.map((i) => step(i.name));
        expect(steps.every((s) => s >= 0)).toBe(true);
        expect([...steps].sort((a, b) => a - b)).toEqual(steps);
        expect(new Set(steps).size).toBe(steps.length);
        if (!f.hasEmployerPlan) expect(items.some((i) => /401\(k\)/.test(i.name))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("SAVINGS_FIELDS: the navigator validated by the tools' field machinery", () => {
  const raw = (patch: RawInput = {}): RawInput => ({ ...defaultRaw(SAVINGS_FIELDS), ...patch });
  it('turns an empty amount into 0 and rejects a negative one with the spec text', () => {
    expect(validateSavings(raw({ monthlySavings: '' })).form?.monthlySavings).toBe(0);
    expect(validateSavings(raw({ monthlySavings: '$2,500' })).form?.monthlySavings).toBe(2500);
    expect(validateSavings(raw({ monthlySavings: '-5' })).errors).toEqual({ monthlySavings: 'Amount must be positive' });
    expect(validateSavings(raw({ monthlySavings: 'lots' })).errors).toEqual({ monthlySavings: 'Amount must be positive' });
  });
  it('requires an emergency fund status', () => {
    expect(validateSavings(raw({ emergencyFundStatus: 'maybe' })).errors).toEqual({
      emergencyFundStatus: 'Please select your emergency fund status',
    });
    expect(validateSavings(raw({ emergencyFundStatus: '' })).errors).toEqual({ emergencyFundStatus: 'Please select your emergency fund status' });
  });
  it('defaults the flags to false', () => {
    expect(validateSavings({ monthlySavings: '1000', emergencyFundStatus: 'none' }).form).toEqual(SAVINGS_DEFAULTS);
    expect(validateSavings(raw()).form).toEqual(SAVINGS_DEFAULTS);
  });
  it('never counts a hidden card: the backdoor beside a direct Roth, the employer options without a plan', () => {
    const form = validateSavings(raw({ isRothIRAEligible: 'true', isInterestedBackdoorRoth: 'true', hasEmployerMatch: 'true' })).form;
    expect(form).toMatchObject({ isRothIRAEligible: true, isInterestedBackdoorRoth: false, hasEmployerMatch: false });
    expect(applySavingsCardRules(raw({ isRothIRAEligible: 'true', isInterestedBackdoorRoth: 'true', hasRothOption: 'true' }))).toMatchObject({
      isInterestedBackdoorRoth: 'false',
      hasRothOption: 'false',
    });
  });
});
