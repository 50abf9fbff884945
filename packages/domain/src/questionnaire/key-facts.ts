import { RULES_2026 } from '../rules/2026.ts';

/**
 * Part 2 of the report: the Key Financial Facts sheet. Every figure is read from the rules file
 * (`rules/2026.ts`), never typed here, so a rules update changes the sheet too.
 */

export type KeyFact = { label: string; value: string; note?: string };
export type KeyFactSection = { title: string; facts: KeyFact[] };
export type KeyFinancialFacts = { title: string; sections: KeyFactSection[]; footer: string };

const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const range = ([a, b]: readonly [number, number] | readonly number[]) => `${usd(a ?? 0)} – ${usd(b ?? 0)}`;

const PLAN_NAMES: Record<string, string> = {
  rap: 'Repayment Assistance Plan (RAP)',
  tieredStandard: 'Tiered Standard',
  standard10: 'Standard 10-year',
  graduated: 'Graduated',
  extended: 'Extended',
  ibr: 'Income-Based Repayment (IBR)',
  paye: 'Pay As You Earn (PAYE)',
  icr: 'Income-Contingent Repayment (ICR)',
  save: 'SAVE',
};
const planList = (plans: readonly string[], conjunction?: 'or') => {
  const names = plans.map((p) => PLAN_NAMES[p] ?? p);
  if (!conjunction || names.length < 2) return names.join(', ');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
};

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const keyFinancialFacts = (rules = RULES_2026): KeyFinancialFacts => {
  const r = rules.retirement;
  const hsa = rules.health.hsa;
  const sl = rules.studentLoans;
  const pslf = sl.pslf;
  const newRules = longDate(sl.newRulesDate.value);
  return {
    title: `Key Financial Facts for ${rules.year}`,
    sections: [
      {
        title: `${rules.year} contribution limits`,
        facts: [
          { label: '401(k), 403(b), governmental 457(b) and TSP employee deferrals', value: usd(r.electiveDeferral.value) },
          {
            label: 'Catch-up contribution, age 50 and over',
            value: usd(r.catchUp50.value),
            note: `Ages 60–63: ${usd(r.catchUp60to63.value)} instead`,
          },
          { label: 'Total annual additions to a workplace plan (employee + employer)', value: usd(r.annualAdditions.value) },
          {
            label: 'IRA (traditional and Roth combined)',
            value: usd(r.ira.limit.value),
            note: `Plus ${usd(r.ira.catchUp50.value)} catch-up at 50 and over`,
          },
          {
            label: 'Roth IRA income phase-out (MAGI)',
            value: `Single ${range(r.rothIraPhaseOut.single.value)}`,
            note: `Married filing jointly ${range(r.rothIraPhaseOut.mfj.value)}; above it, a backdoor Roth is the usual route`,
          },
          {
            label: 'Health Savings Account (with a high-deductible health plan)',
            value: `${usd(hsa.selfOnly.value)} self-only / ${usd(hsa.family.value)} family`,
            note: `Plus ${usd(hsa.catchUp55.value)} catch-up at 55 and over`,
          },
        ],
      },
      {
        title: 'Public Service Loan Forgiveness (PSLF)',
        facts: [
          {
            label: 'Qualifying payments before forgiveness',
            value: `${pslf.qualifyingPayments.value} monthly payments`,
            note: 'They need not be consecutive; each must be made while working for a qualifying employer',
          },
          {
            label: 'Qualifying employment',
            value: `Full time (at least ${pslf.minHoursPerWeek.value} hours a week)`,
            note: pslf.qualifyingEmployers.value.join('; '),
          },
          {
            label: 'Eligible loans',
            value: 'Federal Direct Loans',
            note: 'FFEL and Perkins loans count only after consolidation into a Direct Consolidation Loan',
          },
          {
            label: 'Qualifying repayment plans',
            value: planList(pslf.qualifyingPlans.value),
            note: pslf.tieredStandardCounts.value ? undefined : 'Tiered Standard payments are treated as not qualifying until confirmed',
          },
          {
            label: 'Tax on the forgiven balance',
            value: pslf.forgivenessTaxable.value ? 'Taxable' : 'None: PSLF forgiveness is excluded from federal income',
            note: `Other income-driven forgiveness is federal taxable income from ${longDate(sl.idrForgivenessTaxableFrom.value)}`,
          },
        ],
      },
      {
        title: `Federal repayment plans after ${newRules}`,
        facts: [
          {
            label: `Loans made on or after ${newRules}`,
            value: planList(sl.plansForNewBorrowers.value),
            note: 'Including consolidation loans made on or after that date',
          },
          {
            label: `Borrowers with no Direct Loan made on or after ${newRules}`,
            value: planList(sl.plansForExistingBorrowers.value),
            note: `PAYE is open only to borrowers already enrolled; PAYE and ICR end ${longDate(sl.payeIcrSunset.value)}, when their borrowers move to RAP or IBR`,
          },
          { label: 'Closed', value: planList(sl.closedPlans.value), note: sl.closedPlans.note },
          {
            label: 'Consolidating now',
            value: 'Creates a new loan',
            note: `A consolidation loan made on or after ${newRules} can be repaid only under ${planList(sl.plansForNewBorrowers.value, 'or')}`,
          },
          {
            label: `New borrowing limits from ${newRules}`,
            value: `${usd(sl.loanLimitsFromJuly2026.professionalAnnual.value)} a year for professional students`,
            note: `${usd(sl.loanLimitsFromJuly2026.professionalAggregate.value)} aggregate; ${usd(sl.loanLimitsFromJuly2026.lifetime.value)} lifetime${sl.loanLimitsFromJuly2026.gradPlusEnds.value ? '; Grad PLUS ends for new borrowers' : ''}`,
          },
          {
            label: 'Employer student-loan repayment help',
            value: `Up to ${usd(sl.employerAssistance127.value)} a year tax-free`,
            note: 'Under IRC §127; the limit covers all educational assistance combined',
          },
        ],
      },
    ],
    footer: rules.footer,
  };
};
