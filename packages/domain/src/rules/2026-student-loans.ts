import { fig, RISE, TY } from './figure.ts';

/**
 * The 2026 student-loan figures of the rules file (RULES_2026.studentLoans), in a module of their own
 * so the PSLF card on the dashboard loads them without every tax table (decision 321).
 */
export const STUDENT_LOAN_RULES_2026 = {
  /** HHS 2026 poverty guideline: base for one person plus an amount per extra person. */
  povertyGuideline: {
    contiguous: fig({ base: 15_960, perPerson: 5_680 }, 'S16', 'C'),
    AK: fig({ base: 19_950, perPerson: 7_100 }, 'S16', 'S'),
    HI: fig({ base: 18_360, perPerson: 6_530 }, 'S16', 'S'),
  },
  /** The date the RISE rule (P.L. 119-21) reshaped repayment. */
  newRulesDate: fig(RISE, 'S15', 'C'),
  pslf: {
    qualifyingPayments: fig(120, 'S15', 'C', TY, '34 CFR 685.219'),
    minHoursPerWeek: fig(30, 'S15', 'C', TY, 'Full-time employment'),
    qualifyingEmployers: fig(
      [
        'A U.S. federal, state, local or tribal government organization, agency or entity (including public schools, courts and the military)',
        'A not-for-profit organization tax-exempt under IRC §501(c)(3)',
        'Certain other not-for-profit organizations that provide a qualifying public service',
        'AmeriCorps or Peace Corps service',
      ],
      'S15',
      'C',
    ),
    qualifyingPlans: fig(['rap', 'ibr', 'paye', 'icr', 'standard10'] as const, 'S15', 'C', TY, 'PAYE/ICR until June 30, 2028.'),
    tieredStandardCounts: fig(false, 'S19', 'U', RISE, 'Unconfirmed; treated as not qualifying until verified.'),
    forgivenessTaxable: fig(false, 'S21', 'C', TY, 'IRC §108(f)(1)'),
  },
  /** Plans by borrower after July 1, 2026 (tools.md §3.1). */
  plansForNewBorrowers: fig(
    ['rap', 'tieredStandard'] as const,
    'S15',
    'C',
    RISE,
    'Loans made on or after July 1, 2026 (including consolidation loans made then) can be repaid only under RAP or Tiered Standard.',
  ),
  plansForExistingBorrowers: fig(
    ['rap', 'standard10', 'graduated', 'extended', 'ibr', 'paye', 'icr'] as const,
    'S15',
    'C',
    RISE,
    'Borrowers with no Direct Loan made on or after July 1, 2026. PAYE: existing enrollees only; PAYE and ICR end June 30, 2028.',
  ),
  closedPlans: fig(['save'] as const, 'S19', 'U', TY, 'SAVE ended by settlement (proposed Dec 9, 2025; court approval reported March 2026).'),
  payeIcrSunset: fig('2028-06-30', 'S15', 'C'),
  standard10: { months: fig(120, 'S15', 'C'), minimumPayment: fig(50, 'S15', 'S') },
  /** Tiered Standard term by total Direct Loan balance at entry: a balance on a boundary takes the longer term. */
  tieredStandard: fig(
    [
      { minBalance: 0, months: 120 },
      { minBalance: 25_000, months: 180 },
      { minBalance: 50_000, months: 240 },
      { minBalance: 100_000, months: 300 },
    ],
    'S15',
    'C',
    RISE,
  ),
  rap: {
    /** AGI up to this pays the flat annual amount below. */
    flatIncomeCeiling: fig(10_000, 'S15', 'C', RISE),
    flatAnnualPayment: fig(120, 'S15', 'C', RISE),
    /** Each started $10,000 of AGI above $10,000 adds one percentage point, up to the maximum; the percentage applies to the whole AGI. */
    bandWidth: fig(10_000, 'S15', 'C', RISE),
    maxPercent: fig(10, 'S15', 'C', RISE),
    minimumMonthly: fig(10, 'S15', 'C', RISE),
    perDependentMonthly: fig(50, 'S15', 'C', RISE),
    principalMatchTarget: fig(50, 'S15', 'U', RISE, 'Match = min($50 − principal paid, payment); §685.209(h) wording to re-check.'),
    forgivenessPayments: fig(360, 'S15', 'C', RISE),
  },
  ibr: {
    povertyMultiple: fig(1.5, 'S15', 'C'),
    newBorrowerRate: fig(0.1, 'S15', 'C'),
    newBorrowerPayments: fig(240, 'S15', 'C'),
    oldBorrowerRate: fig(0.15, 'S15', 'C'),
    oldBorrowerPayments: fig(300, 'S15', 'C'),
    newBorrowerBalanceDate: fig('2014-07-01', 'S15', 'C'),
  },
  /** Where PAYE and ICR borrowers go when the plans end: RAP, or IBR for loans RAP does not take. */
  payeIcrAfterSunset: fig({ rapEligible: 'rap', otherwise: 'ibr' } as const, 'S15', 'C', '2028-07-01'),
  paye: {
    rate: fig(0.1, 'S15', 'C'),
    povertyMultiple: fig(1.5, 'S15', 'C'),
    payments: fig(240, 'S15', 'C'),
    /** Closed to new enrollment: only borrowers already on PAYE keep it until the sunset. */
    openToNewEnrollment: fig(false, 'S22', 'S', TY, 'Existing enrollees only.'),
  },
  icr: {
    rate: fig(0.2, 'S15', 'C'),
    povertyMultiple: fig(1.0, 'S15', 'C'),
    amortizationMonths: fig(144, 'S15', 'C'),
    incomePercentageFactor: fig(1.0, 'design', 'U', TY, 'The 2026 factor was not located; 1.0 is an assumption.'),
    payments: fig(300, 'S15', 'C'),
  },
  /** IDR forgiveness (other than PSLF, death and disability) is federal taxable income for discharges after 2025. */
  idrForgivenessTaxableFrom: fig('2026-01-01', 'S21', 'C'),
  loanLimitsFromJuly2026: {
    professionalAnnual: fig(50_000, 'S20', 'S', RISE),
    professionalAggregate: fig(200_000, 'S20', 'S', RISE),
    lifetime: fig(257_500, 'S20', 'S', RISE),
    gradPlusEnds: fig(true, 'S20', 'S', RISE),
  },
  employerAssistance127: fig(5_250, 'S34', 'S', TY, 'Covers all educational assistance combined; indexed after 2026.'),
} as const;
