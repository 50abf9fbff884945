/**
 * Test inputs of the Job Offer Checklist shared by the domain and web tests (raw, as typed or as in the
 * address bar). Not exported from the package index, so never in the app bundle.
 */
import type { RawInput } from './fields.ts';
import { jobOfferTool } from './job-offer.ts';

/**
 * The worked example the page opens on (tools.md §6.4): BigLaw Offer A against in-house Offer B, B's
 * match entered as 100% up to 4% of pay (§X.1-27).
 */
export const JOB_OFFER_EXAMPLE: RawInput = (jobOfferTool.example as { raw: RawInput }).raw;

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
