/**
 * The versioned rules file for tax year 2026 (tools.md §0.1, §0.2, §3.1, §X.1-5, §X.2, §Y, §Z).
 *
 * Every figure a tool uses comes from here, never hard-coded in a calculator, so a new year is a new
 * file. Each figure carries its value, the source it was read from (ids of tools.md §Z, listed in
 * RULE_SOURCES), a confidence grade (C confirmed, S one secondary source, U unconfirmed/assumption,
 * '2025' a prior-year figure used for lack of a 2026 one) and the date from which it applies.
 *
 * Names here are a public seam (the questionnaire's facts sheet reads them): add, never rename.
 */

import type { FilingStatusWithHoh, RuleSourceId, TaxBracket } from './figure.ts';
import { fig, TY } from './figure.ts';
import { STUDENT_LOAN_RULES_2026 } from './2026-student-loans.ts';

export type { FilingStatus, FilingStatusWithHoh, RuleConfidence, RuleFigure, RuleSourceId, TaxBracket } from './figure.ts';

export const RULE_SOURCES: Record<RuleSourceId, string> = {
  S1: 'IRS Rev. Proc. 2025-32 / IR-2025-103 (Oct 9, 2025): 2026 inflation adjustments including OBBBA amendments',
  S2: 'IRS Notice 2025-67 / IR-2025-111 (Nov 13, 2025): 2026 retirement plan limits',
  S3: '2026 IRA deduction and Roth IRA phase-out ranges (secondary summaries of Notice 2025-67)',
  S4: 'IRS Rev. Proc. 2025-19: 2026 HSA and HDHP amounts',
  S5: 'SSA Cost-of-Living Increase and Other Determinations for 2026 (90 FR, Nov 3, 2025); IRS Topic 751',
  S6: 'Secondary source quoting Rev. Proc. 2025-32: 2026 capital-gain breakpoints; NIIT thresholds',
  S7: 'Secondary sources on AMT under OBBBA (28% threshold, 50% phase-out rate)',
  S8: 'Secondary sources on §199A 2026 thresholds and the widened phase-in',
  S9: 'Secondary sources on the OBBBA SALT cap ($40,400 for 2026)',
  S10: 'Secondary sources on mortgage interest and mortgage insurance after OBBBA',
  S11: 'IRC §121 / IRS Pub. 523: home-sale exclusion',
  S12: '2026 Form 1040-ES summaries: due dates and safe-harbor rules',
  S13: 'IRS interest rates for Q1 2026 (Rev. Rul. 2025-22)',
  S14: 'Self-employment tax mechanics (Schedule SE; Form 8959)',
  S15: 'ED RISE final rule, 91 Fed. Reg. 23768 (May 1, 2026), amending 34 CFR 685.208/.209/.219, effective July 1, 2026',
  S16: 'HHS 2026 poverty guidelines, 91 Fed. Reg. (Jan 15, 2026), FR Doc 2026-00755',
  S17: 'Public RAP explainers (bands, $50 per dependent, principal match)',
  S18: 'IBR after OBBBA (heag.us exit-counseling update)',
  S19: 'SAVE plan settlement reports (Dec 2025; court approval reported March 2026)',
  S20: 'Federal loan limits from July 1, 2026 (P.L. 119-21 §81001, secondary)',
  S21: 'Tax treatment of student-loan discharges after 2025 (IRC §108(f); OBBBA)',
  S22: 'Spouse payment split and closed plans (34 CFR 685.209(g)(1)(i), secondary)',
  S25: 'Fair Isaac statements on FICO score factor weights',
  S26: 'The 50/30/20 budget rule (Warren & Tyagi, All Your Worth)',
  S27: 'DIME life-insurance needs method (NAIC consumer guide)',
  S28: 'Disability insurance guidance (ABA; Rev. Rul. 2004-55 on benefit taxation)',
  S29: 'Equity compensation: IRC §422, §56(b)(3); supplemental withholding rates',
  S30: 'CFPB guide to building an emergency fund',
  S31: 'Freddie Mac Primary Mortgage Market Survey (Oct 23, 2025)',
  S34: 'IRC §127 employer student-loan repayment assistance made permanent (secondary)',
  S35: 'Roth catch-up wage threshold (secondary summary of SECURE 2.0 rules)',
  F2210: 'IRC §6654(d)(2) and IRS Form 2210 Schedule AI (annualized income installment method), as in the 2024–2025 forms',
  statute: 'Statutory figure (not indexed)',
  design: 'Product design assumption, not a regulatory figure',
};

export const RULES_2026 = {
  year: 2026,
  /** The "figures as of" date shown on every tool page. */
  asOf: '2026-11-01',
  footer: 'Figures for tax year 2026 (IRS Rev. Proc. 2025-32, Notice 2025-67, Rev. Proc. 2025-19); as of Nov 2026.',

  tax: {
    standardDeduction: {
      single: fig(16_100, 'S1', 'C'),
      mfj: fig(32_200, 'S1', 'C'),
      mfs: fig(16_100, 'S1', 'C'),
      hoh: fig(24_150, 'S1', 'C'),
    },
    ordinaryBrackets: {
      single: fig<TaxBracket[]>(
        [
          { from: 0, rate: 0.1 },
          { from: 12_400, rate: 0.12 },
          { from: 50_400, rate: 0.22 },
          { from: 105_700, rate: 0.24 },
          { from: 201_775, rate: 0.32 },
          { from: 256_225, rate: 0.35 },
          { from: 640_600, rate: 0.37 },
        ],
        'S1',
        'C',
      ),
      mfj: fig<TaxBracket[]>(
        [
          { from: 0, rate: 0.1 },
          { from: 24_800, rate: 0.12 },
          { from: 100_800, rate: 0.22 },
          { from: 211_400, rate: 0.24 },
          { from: 403_550, rate: 0.32 },
          { from: 512_450, rate: 0.35 },
          { from: 768_700, rate: 0.37 },
        ],
        'S1',
        'C',
      ),
      // Statutory rule: MFS thresholds are exactly half the MFJ ones.
      mfs: fig<TaxBracket[]>(
        [
          { from: 0, rate: 0.1 },
          { from: 12_400, rate: 0.12 },
          { from: 50_400, rate: 0.22 },
          { from: 105_700, rate: 0.24 },
          { from: 201_775, rate: 0.32 },
          { from: 256_225, rate: 0.35 },
          { from: 384_350, rate: 0.37 },
        ],
        'S1',
        'C',
        TY,
        'Derived as one half of the MFJ thresholds.',
      ),
      // Head of household: Rev. Proc. 2025-32 Table 2 was not read (tools.md §0.1, §X.2-10, §Y-9), and
      // secondary sources disagree on two thresholds ($201,750 / $256,200 against $201,775 / $256,225).
      // Each threshold is therefore derived the way the Rev. Proc. computes it: the TCJA base amount
      // for heads of household (IRC §1(j)(2)(B): 13,600; 51,800; 82,500; 157,500; 200,000; 500,000)
      // times the cost-of-living factor that the published single and MFJ figures pin down, rounded
      // down to a multiple of $50 (§1(f)(7)). Single thresholds that are half of MFJ ones are halves
      // of amounts rounded to $50, hence single's $201,775 and $256,225; an HoH amount is rounded on
      // its own, giving $201,750 and $256,200, as the first group of sources says. The factor for the
      // 10% and 12% tops (OBBBA added a year of inflation to them) is 1.30233–1.30297, from MFJ's
      // $100,800 and $24,800: 13,600 → $17,700 and 51,800 → $67,450. For the rest it is
      // 1.281212–1.28125, from MFJ's $211,400 / $403,550 / $512,450 / $768,700 and single's $640,600:
      // 82,500 → $105,700; 157,500 → $201,750; 200,000 → $256,200; 500,000 → $640,600.
      hoh: fig<TaxBracket[]>(
        [
          { from: 0, rate: 0.1 },
          { from: 17_700, rate: 0.12 },
          { from: 67_450, rate: 0.22 },
          { from: 105_700, rate: 0.24 },
          { from: 201_750, rate: 0.32 },
          { from: 256_200, rate: 0.35 },
          { from: 640_600, rate: 0.37 },
        ],
        'S1',
        'S',
        TY,
        'Derived by the Rev. Proc. 2025-32 method from the published single and MFJ figures (TCJA HoH base amounts × the cost-of-living factor, rounded down to $50); agrees with one group of secondary sources. Table 2 itself not read.',
      ),
    },
    /** 0% applies up to `zeroTop` of taxable income, 15% up to `fifteenTop`, 20% above. */
    capitalGainBreakpoints: {
      single: fig({ zeroTop: 49_450, fifteenTop: 545_500 }, 'S6', 'S'),
      mfj: fig({ zeroTop: 98_900, fifteenTop: 613_700 }, 'S6', 'S'),
      mfs: fig({ zeroTop: 49_450, fifteenTop: 306_850 }, 'S6', 'S'),
      hoh: fig({ zeroTop: 66_200, fifteenTop: 579_600 }, 'S6', 'S'),
    },
    niit: {
      rate: fig(0.038, 'statute', 'C'),
      threshold: {
        single: fig(200_000, 'statute', 'C'),
        mfj: fig(250_000, 'statute', 'C'),
        mfs: fig(125_000, 'statute', 'C'),
        hoh: fig(200_000, 'statute', 'C', TY, 'IRC §1411(b): $200,000 for every return other than joint and separate.'),
      },
    },
    amt: {
      // A head of household is unmarried: the AMT uses the single figures (IRC §55(b)(1), §55(d)(1)).
      exemption: { single: fig(90_100, 'S1', 'C'), mfj: fig(140_200, 'S1', 'C'), mfs: fig(70_100, 'S1', 'S'), hoh: fig(90_100, 'S1', 'C') },
      phaseOutStart: {
        single: fig(500_000, 'S1', 'C'),
        mfj: fig(1_000_000, 'S1', 'C'),
        mfs: fig(500_000, 'S1', 'S'),
        hoh: fig(500_000, 'S1', 'C'),
      },
      phaseOutRate: fig(0.5, 'S7', 'S'),
      rate26: fig(0.26, 'statute', 'C'),
      rate28: fig(0.28, 'statute', 'C'),
      rate28Threshold: {
        single: fig(244_500, 'S7', 'S'),
        mfj: fig(244_500, 'S7', 'S'),
        mfs: fig(122_250, 'S7', 'S'),
        hoh: fig(244_500, 'S7', 'S'),
      },
    },
    fica: {
      ssWageBase: fig(184_500, 'S5', 'C'),
      ssRate: fig(0.062, 'S5', 'C'),
      medicareRate: fig(0.0145, 'S5', 'C'),
      additionalMedicareRate: fig(0.009, 'S5', 'C'),
      additionalMedicareThreshold: {
        single: fig(200_000, 'S5', 'C'),
        mfj: fig(250_000, 'S5', 'C'),
        mfs: fig(125_000, 'S14', 'C'),
        hoh: fig(200_000, 'S5', 'C', TY, 'IRC §3101(b)(2)(C): $200,000 in any other case.'),
      },
      /** Employers withhold the 0.9% on wages above this whatever the filing status (Form 8959 settles the liability). */
      additionalMedicareWithholdingThreshold: fig(200_000, 'S5', 'C'),
    },
    selfEmployment: {
      netEarningsFactor: fig(0.9235, 'S14', 'C'),
      ssRate: fig(0.124, 'S14', 'C'),
      medicareRate: fig(0.029, 'S14', 'C'),
      minimumNetEarnings: fig(400, 'S14', 'C'),
    },
    qbi: {
      rate: fig(0.2, 'statute', 'C'),
      threshold: {
        single: fig(201_750, 'S8', 'S'),
        mfj: fig(403_500, 'S8', 'S'),
        // Independent sources quote Rev. Proc. 2025-32 §4.26 with $201,775 for MFS, rounded to $25
        // where other returns are rounded to $50, as in 2019 ($160,725 against $160,700).
        mfs: fig(
          201_775,
          'S8',
          'S',
          TY,
          'Rev. Proc. 2025-32 §4.26 as quoted by independent sources; MFS is rounded to $25, other returns to $50 (2019: $160,725 vs $160,700).',
        ),
        hoh: fig(201_750, 'S8', 'S', TY, 'Heads of household use the figure for all returns other than joint and separate.'),
      },
      phaseInRange: {
        single: fig(75_000, 'S8', 'S'),
        mfj: fig(150_000, 'S8', 'S'),
        mfs: fig(75_000, 'S8', 'S'),
        hoh: fig(75_000, 'S8', 'S'),
      },
      wageLimitRate: fig(0.5, 'statute', 'C'),
    },
    salt: {
      cap: { single: fig(40_400, 'S9', 'S'), mfj: fig(40_400, 'S9', 'S'), mfs: fig(20_200, 'S9', 'S'), hoh: fig(40_400, 'S9', 'S') },
      phaseDownStart: {
        single: fig(505_000, 'S9', 'S'),
        mfj: fig(505_000, 'S9', 'S'),
        mfs: fig(252_500, 'S9', 'S'),
        hoh: fig(505_000, 'S9', 'S'),
      },
      phaseDownRate: fig(0.3, 'S9', 'S'),
      floor: { single: fig(10_000, 'S9', 'S'), mfj: fig(10_000, 'S9', 'S'), mfs: fig(5_000, 'S9', 'S'), hoh: fig(10_000, 'S9', 'S') },
      /** Cap by calendar year (non-MFS); from 2030 the cap reverts to $10,000. */
      capSchedule: fig<Record<number, number>>({ 2026: 40_400, 2027: 40_804, 2028: 41_212, 2029: 41_624, 2030: 10_000 }, 'S9', 'S'),
    },
    mortgage: {
      acquisitionDebtLimit: {
        single: fig(750_000, 'S10', 'S'),
        mfj: fig(750_000, 'S10', 'S'),
        mfs: fig(375_000, 'S10', 'S'),
        hoh: fig(750_000, 'S10', 'S'),
      },
      /** Mortgage insurance premiums: 10% less per $1,000 (or part) of AGI above the start; MFS $500 steps above $50,000 (tools.md §X.2-1). */
      insurancePhaseOut: {
        start: fig(100_000, 'statute', 'C'),
        step: fig(1_000, 'statute', 'C'),
        mfsStart: fig(50_000, 'statute', 'C'),
        mfsStep: fig(500, 'statute', 'C'),
        reductionPerStep: fig(0.1, 'statute', 'C'),
      },
    },
    homeSaleExclusion: {
      single: fig(250_000, 'S11', 'C'),
      mfj: fig(500_000, 'S11', 'C'),
      mfs: fig(250_000, 'S11', 'C'),
      hoh: fig(250_000, 'S11', 'C'),
    },
    /** OBBBA §68: itemized deductions are worth at most 35 cents on the dollar for 37%-bracket taxpayers. */
    itemizedDeductionMaxRate: fig(0.35, 'statute', 'C'),
    estimatedTax: {
      currentYearPct: fig(0.9, 'S12', 'C'),
      priorYearPct: fig(1.0, 'S12', 'C'),
      priorYearHighIncomePct: fig(1.1, 'S12', 'C'),
      highIncomePriorAgi: {
        single: fig(150_000, 'S12', 'C'),
        mfj: fig(150_000, 'S12', 'C'),
        mfs: fig(75_000, 'S12', 'C'),
        hoh: fig(150_000, 'S12', 'C'),
      },
      minimumOwed: fig(1_000, 'S12', 'C'),
      dueDates: fig(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'], 'S12', 'C'),
      q4WaivedIfFiledAndPaidBy: fig('2027-02-01', 'S12', 'U', TY, 'Derived from the standard 1040-ES rule; Jan 31, 2027 is a Sunday.'),
      /** Underpayment interest by calendar quarter of 2026: Q1 7% confirmed; Q2 6% one source; Q3–Q4 assumptions the user can change. */
      underpaymentRate: fig([0.07, 0.06, 0.07, 0.07], 'S13', 'U', TY, 'Q1 7% [C]; Q2 6% [S]; Q3–Q4 assumed 7%; days in 2027 at the Q4 rate.'),
      /** The §6654 addition stops accruing on April 15 after the year, if the shortfall is still unpaid then. */
      penaltyEndsOn: fig('2027-04-15', 'statute', 'C', TY, 'IRC §6654(b)(2): the earlier of the payment date and April 15 after the tax year.'),
      /** Annualized income installment method (IRC §6654(d)(2); Form 2210 Schedule AI), by period ending Mar 31, May 31, Aug 31 and Dec 31. */
      annualized: {
        periodEnds: fig(['2026-03-31', '2026-05-31', '2026-08-31', '2026-12-31'], 'F2210', 'C'),
        /** Months in each period, and the factor that annualizes its income (12 / months). */
        months: fig([3, 5, 8, 12], 'F2210', 'C'),
        annualizationFactors: fig([4, 2.4, 1.5, 1], 'F2210', 'C'),
        /** The share of the annualized tax due by each installment (IRC §6654(d)(2)(C)(ii)). */
        applicablePercentages: fig([0.225, 0.45, 0.675, 0.9], 'F2210', 'C'),
        /** Schedule AI line 29: the Social Security wage base prorated for each period. */
        socialSecurityLimitShares: fig([0.25, 0.4, 0.6, 1], 'F2210', 'S', TY, 'Line 29 of the 2024–2025 Schedule AI; the 2026 form was not read.'),
      },
    },
    supplementalWithholding: {
      rate: fig(0.22, 'S29', 'C'),
      over1mRate: fig(0.37, 'S29', 'C'),
      over1mThreshold: fig(1_000_000, 'S29', 'C'),
    },
    studentLoanInterestDeduction: {
      max: fig(2_500, 'statute', 'C'),
      phaseOut: { single: fig([85_000, 100_000], 'S1', '2025'), mfj: fig([170_000, 200_000], 'S1', '2025') },
    },
  },

  retirement: {
    electiveDeferral: fig(24_500, 'S2', 'C', TY, '401(k), 403(b), governmental 457(b), TSP'),
    catchUp50: fig(8_000, 'S2', 'C', TY, 'Ages 50–59 and 64+'),
    catchUp60to63: fig(11_250, 'S2', 'C'),
    rothCatchUpWageThreshold: fig(150_000, 'S35', 'S', TY, 'Catch-ups must be Roth if 2025 FICA wages from the plan sponsor exceeded this.'),
    annualAdditions: fig(72_000, 'S2', 'C', TY, '§415(c)'),
    compensationLimit: fig(360_000, 'S2', 'C', TY, '§401(a)(17)'),
    hceThreshold: fig(160_000, 'S2', 'C'),
    simple: {
      deferral: fig(17_000, 'S2', 'C'),
      deferralHigherLimit: fig(18_100, 'S3', 'C'),
      catchUp50: fig(4_000, 'S2', 'C'),
      catchUp60to63: fig(5_250, 'S3', 'C'),
    },
    ira: {
      limit: fig(7_500, 'S2', 'C'),
      catchUp50: fig(1_100, 'S2', 'C'),
    },
    rothIraPhaseOut: {
      single: fig([153_000, 168_000], 'S3', 'C'),
      hoh: fig([153_000, 168_000], 'S3', 'C'),
      mfj: fig([242_000, 252_000], 'S3', 'C'),
      mfs: fig([0, 10_000], 'S3', 'C'),
    },
    traditionalIraDeductionPhaseOut: {
      single: fig([81_000, 91_000], 'S3', 'C'),
      hoh: fig([81_000, 91_000], 'S3', 'C', TY, 'The same range as single.'),
      mfjContributorCovered: fig([129_000, 149_000], 'S3', 'C'),
      mfjSpouseCoveredOnly: fig([242_000, 252_000], 'S3', 'C'),
      mfs: fig([0, 10_000], 'S3', 'C'),
    },
  },

  health: {
    hsa: {
      selfOnly: fig(4_400, 'S4', 'C'),
      family: fig(8_750, 'S4', 'C'),
      catchUp55: fig(1_000, 'S4', 'C', TY, 'Not indexed'),
    },
    hdhp: {
      minDeductible: { selfOnly: fig(1_700, 'S4', 'C'), family: fig(3_400, 'S4', 'C') },
      outOfPocketMax: { selfOnly: fig(8_500, 'S4', 'C'), family: fig(17_000, 'S4', 'C') },
    },
    fsa: { limit: fig(3_400, 'S1', 'C'), carryover: fig(680, 'S1', 'C') },
  },

  studentLoans: STUDENT_LOAN_RULES_2026,

  credit: {
    ficoWeights: fig({ paymentHistory: 0.35, amountsOwed: 0.3, historyLength: 0.15, newCredit: 0.1, creditMix: 0.1 }, 'S25', 'S'),
    scoreRange: fig([300, 850], 'S25', 'C'),
  },
} as const;

export type Rules2026 = typeof RULES_2026;

/** Sources of tax-year figures (IRS, SSA, the Code): a tool citing one says "for tax year 2026". */
const TAX_YEAR_SOURCES: ReadonlySet<RuleSourceId> = new Set<RuleSourceId>([
  'S1',
  'S2',
  'S3',
  'S4',
  'S5',
  'S6',
  'S7',
  'S8',
  'S9',
  'S10',
  'S11',
  'S12',
  'S13',
  'S14',
  'S35',
  'F2210',
]);

/** The "figures as of" line of a tool page, from the sources it cites (none: no line). */
export function figuresAsOf(sources: readonly RuleSourceId[]): string | null {
  if (sources.length === 0) return null;
  return sources.some((s) => TAX_YEAR_SOURCES.has(s)) ? 'Figures for tax year 2026, as of Nov 2026.' : 'Figures as of Nov 2026.';
}

/** The standard deduction for a status (HoH supported for the deduction only). */
export function standardDeduction(status: FilingStatusWithHoh): number {
  return RULES_2026.tax.standardDeduction[status].value;
}
