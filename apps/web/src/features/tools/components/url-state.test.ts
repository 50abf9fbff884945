import { DEBT_INVEST_DEFAULTS, DebtInvestInputSchema } from '@awc/domain';
import { describe, expect, it } from 'vitest';
import {
  debtInvestDefaults,
  readDebtInvestParams,
  readSavingsParams,
  savingsDefaults,
  writeDebtInvestParams,
  writeSavingsParams,
} from './url-state.ts';

describe('tool inputs in the address', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    expect(writeDebtInvestParams(debtInvestDefaults()).toString()).toBe('');
    const state = debtInvestDefaults();
    state.values.federalLoanBalance = '90000';
    state.values.practiceSetting = 'Midsize';
    state.values.pslf = true;
    state.values.riskTolerance = '5';
    state.advanced = true;
    const params = writeDebtInvestParams(state);
    expect(params.toString()).toBe('federalLoanBalance=90000&riskTolerance=5&practiceSetting=Midsize&pslf=1&advanced=1');
    expect(readDebtInvestParams(params)).toEqual(state);
    expect(DebtInvestInputSchema.parse(readDebtInvestParams(params).values)).toEqual({
      ...DEBT_INVEST_DEFAULTS,
      federalLoanBalance: 90_000,
      riskTolerance: 5,
      practiceSetting: 'Midsize',
      pslf: true,
    });
  });

  it('ignores unknown select values and an out-of-range slider, keeps typed text for its message', () => {
    const read = readDebtInvestParams(new URLSearchParams('practiceSetting=Mars&repaymentPlan=SAVE&riskTolerance=9&annualIncome=lots'));
    expect(read.values.practiceSetting).toBe('BigLaw');
    expect(read.values.repaymentPlan).toBe('Standard');
    expect(read.values.riskTolerance).toBe('3');
    expect(read.values.annualIncome).toBe('lots');
  });

  it('round-trips the savings form and applies the card rules', () => {
    const values = {
      ...savingsDefaults(),
      monthlySavings: '2500',
      emergencyFundStatus: 'partial' as const,
      hasEmployerPlan: true,
      hasEmployerMatch: true,
    };
    expect(readSavingsParams(writeSavingsParams(values))).toEqual(values);
    const ruled = readSavingsParams(new URLSearchParams('isRothIRAEligible=1&isInterestedBackdoorRoth=1&hasEmployerMatch=1'));
    expect(ruled.isInterestedBackdoorRoth).toBe(false);
    expect(ruled.hasEmployerMatch).toBe(false);
    expect(readSavingsParams(new URLSearchParams('emergencyFundStatus=maybe')).emergencyFundStatus).toBe('');
  });
});
