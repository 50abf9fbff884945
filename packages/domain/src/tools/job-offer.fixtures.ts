/**
 * Test inputs of the Job Offer Checklist shared by the domain and web tests (raw, as typed or as in the
 * address bar). Not exported from the package index, so never in the app bundle.
 */
import type { RawInput } from './fields.ts';

/** tools.md §6.4, with Offer B's match entered as 100% up to 4% of pay (§X.1-27). */
export const JOB_OFFER_EXAMPLE: RawInput = {
  aBase: '225000',
  aExpectedBonus: '20000',
  aEmployeePremiumAnnual: '2400',
  aExpectedTotalHours: '2600',
  aCommuteHours: '230',
  bBase: '185000',
  bExpectedBonus: '27750',
  bMatchPct: '100',
  bMatchCapPct: '4',
  bEmployerHsa: '1000',
  bEmployeePremiumAnnual: '3000',
  bExpectedTotalHours: '2400',
  bCommuteHours: '200',
  aRate_career: '5',
  bRate_career: '3',
  aRate_advancement: '3',
  bRate_advancement: '3',
  aRate_workload: '2',
  bRate_workload: '4',
  aRate_fit: '4',
  bRate_fit: '4',
  aRate_security: '3',
  bRate_security: '4',
  aRate_flexibility: '3',
  bRate_flexibility: '4',
  aRate_culture: '3',
  bRate_culture: '4',
  aRate_benefits: '4',
  bRate_benefits: '4',
};

/**
 * A single filer choosing between two offers in different states, 2,500 hours each.
 * Offer A: base $210,000; 401(k) match 100% up to 5% (deferral blank → $10,500, match $10,500);
 * employer HSA $1,000; student-loan assistance $6,250 ($1,000 above §127's $5,250); stipends $1,000;
 * premium $2,000; state 5%. Offer B: base $190,000, nothing else, state 0%. Compared before tax unless
 * `afterTaxMode` is added.
 */
export const JOB_OFFER_TWO_STATES: RawInput = {
  filingStatus: 'single',
  aBase: '210000',
  aMatchPct: '100',
  aMatchCapPct: '5',
  aEmployerHsa: '1000',
  aStudentLoanAssist: '6250',
  aStipends: '1000',
  aEmployeePremiumAnnual: '2000',
  aExpectedTotalHours: '2500',
  aStateRate: '5',
  bBase: '190000',
  bExpectedTotalHours: '2500',
  bStateRate: '0',
};
