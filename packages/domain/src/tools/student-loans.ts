/**
 * Tool 3: Student Loan Navigator (tools.md §3, §X.1-13…20, §X.2-3/7). The loans are entered as one
 * federal Direct Loan total at a balance-weighted rate (tools.md §3.3 allows it, labelled as an
 * approximation).
 */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { fedOrdinaryTax, pmt, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, bool, num, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const SL = RULES_2026.studentLoans;

export type Region = 'contiguous' | 'AK' | 'HI';
export type PlanId = 'standard10' | 'tieredStandard' | 'extended' | 'rap' | 'ibr' | 'pslfRap' | 'pslfIbr';

export const studentLoanFields: readonly FieldSpec[] = [
  {
    key: 'balance',
    label: 'Federal loan balance',
    kind: 'money',
    default: 180000,
    min: 0,
    max: 2_000_000,
    message: 'Balance 0–2,000,000.',
    group: 'Loans',
    help: 'Total of your federal Direct Loans.',
  },
  {
    key: 'rate',
    label: 'Interest rate (balance-weighted)',
    kind: 'percent',
    default: 7.5,
    min: 0,
    max: 15,
    message: 'Rate 0–15%.',
    group: 'Loans',
    help: 'With several loans, weight each rate by its balance (an approximation).',
  },
  {
    key: 'anyLoanOnOrAfter2026_07_01',
    label: 'I have a federal loan made on or after July 1, 2026',
    kind: 'bool',
    default: false,
    group: 'Loans',
    help: 'Including a consolidation loan made then: it limits you to RAP and Tiered Standard.',
  },
  {
    key: 'balanceBefore2014_07_01',
    label: 'I owed a federal loan on July 1, 2014',
    kind: 'bool',
    default: false,
    group: 'Loans',
    help: 'Decides IBR at 15% (25 years) or 10% (20 years).',
  },
  {
    key: 'agi',
    label: 'Adjusted gross income (AGI)',
    kind: 'money',
    min: 0,
    max: 10_000_000,
    message: 'Enter your adjusted gross income from your most recent tax return.',
    group: 'Income and family',
    help: 'From your most recent federal return. A blank AGI is never treated as 0.',
  },
  { key: 'filingStatus', label: 'Filing status', kind: 'enum', default: 'single', options: FILING_STATUS_OPTIONS, group: 'Income and family' },
  {
    key: 'spouseAgi',
    label: 'Spouse AGI',
    kind: 'money',
    default: 0,
    min: 0,
    max: 10_000_000,
    message: 'Spouse AGI must be 0–10,000,000.',
    group: 'Income and family',
    showIf: (r) => r.filingStatus === 'mfj',
  },
  {
    key: 'spouseFederalBalance',
    label: 'Spouse federal loan balance',
    kind: 'money',
    default: 0,
    min: 0,
    max: 2_000_000,
    message: 'Balance 0–2,000,000.',
    group: 'Income and family',
    showIf: (r) => r.filingStatus === 'mfj',
    help: 'The household payment is split by each spouse’s share of the combined balance.',
  },
  {
    key: 'familySize',
    label: 'Family size',
    kind: 'int',
    default: 1,
    min: 1,
    max: 20,
    message: 'Family size must be 1–20.',
    group: 'Income and family',
    help: 'Used by IBR.',
  },
  {
    key: 'dependents',
    label: 'Dependents',
    kind: 'int',
    default: 0,
    min: 0,
    max: 20,
    message: 'Dependents must be 0–20.',
    group: 'Income and family',
    help: 'Used by RAP: dependents you claim (a spouse is not a dependent).',
  },
  {
    key: 'region',
    label: 'Where you live',
    kind: 'enum',
    default: 'contiguous',
    options: [
      { value: 'contiguous', label: '48 states and DC' },
      { value: 'AK', label: 'Alaska' },
      { value: 'HI', label: 'Hawaii' },
    ],
    group: 'Income and family',
  },
  {
    key: 'incomeGrowth',
    label: 'Income growth per year',
    kind: 'percent',
    default: 3,
    min: -10,
    max: 20,
    message: 'Income growth must be −10% to 20%.',
    group: 'Projection',
  },
  {
    key: 'povertyGrowth',
    label: 'Poverty guideline growth per year',
    kind: 'percent',
    default: 2.5,
    min: 0,
    max: 10,
    message: 'Poverty growth must be 0–10%.',
    group: 'Projection',
  },
  {
    key: 'pslfTrack',
    label: 'I work for a PSLF-qualifying employer',
    kind: 'bool',
    default: false,
    group: 'PSLF',
    help: 'Full-time (30+ hours a week) for a government or 501(c)(3) employer.',
  },
  {
    key: 'pslfQualifyingPaymentsToDate',
    label: 'PSLF qualifying payments so far',
    kind: 'int',
    default: 0,
    min: 0,
    max: 119,
    message: 'Enter 0–119 (at 120 you can apply now).',
    group: 'PSLF',
    showIf: (r) => r.pslfTrack === 'true',
  },
  {
    key: 'forgivenessStateRate',
    label: 'State tax rate on forgiveness',
    kind: 'percent',
    default: 0,
    min: 0,
    max: 15,
    message: 'State rate must be 0–15%.',
    group: 'Projection',
    help: 'State treatment of forgiven debt varies.',
  },
  {
    key: 'discountRate',
    label: 'Discount rate for present value',
    kind: 'percent',
    default: 4,
    min: 0,
    max: 15,
    message: 'Discount rate must be 0–15%.',
    group: 'Projection',
  },
];

export function povertyGuideline(region: Region, size: number): number {
  const g = SL.povertyGuideline[region].value;
  return g.base + g.perPerson * (size - 1);
}

/** RAP annual base: the band percentage applies to the whole AGI (34 CFR 685.209(f)(5)). */
export function rapAnnualBase(agi: number): number {
  const rap = SL.rap;
  if (agi <= rap.flatIncomeCeiling.value) return rap.flatAnnualPayment.value;
  const p = Math.min(rap.maxPercent.value, Math.ceil((agi - rap.flatIncomeCeiling.value) / rap.bandWidth.value));
  return (agi * p) / 100;
}

/** Household RAP payment; the $10 floor applies before any spouse split (§X.1-16). */
export function rapMonthly(agi: number, dependents: number): number {
  return Math.max(SL.rap.minimumMonthly.value, rapAnnualBase(agi) / 12 - SL.rap.perDependentMonthly.value * dependents);
}

export function tieredStandardMonths(balance: number): number {
  let months = 120;
  for (const t of SL.tieredStandard.value) if (balance >= t.minBalance) months = t.months;
  return months;
}

export interface Projection {
  months: number;
  totalPaid: number;
  pvPaid: number;
  forgiven: number;
  interestWaived: number;
  match: number;
  /** Balance (principal + unpaid interest) at the end of each year, from year 0. */
  balanceByYear: number[];
  forgivenessMonth: number | null;
}

export interface PlanRow {
  id: PlanId;
  label: string;
  eligible: boolean;
  rule: string;
  firstPayment: number;
  projection: Projection | null;
  taxOnForgiveness: number;
  forgivenessTaxable: boolean;
  countsForPslf: boolean;
}

interface Ctx {
  balance: number;
  apr: number;
  agi0: number;
  status: FilingStatus;
  spouseAgi: number;
  share: number;
  familySize: number;
  dependents: number;
  region: Region;
  g: number;
  pi: number;
  monthlyDiscount: number;
}

function agiAt(c: Ctx, y: number): number {
  return (c.agi0 + (c.status === 'mfj' ? c.spouseAgi : 0)) * (1 + c.g) ** y;
}

function finish(balanceByYear: number[], bal: number, k: number) {
  if (k % 12 === 0) balanceByYear.push(bal);
  else if (bal === 0) balanceByYear.push(0);
}

function projectFixed(c: Ctx, payment: number, n: number): Projection {
  const r = c.apr / 12;
  let bal = c.balance;
  let paid = 0;
  let pv = 0;
  const balanceByYear = [bal];
  let k = 0;
  while (bal > 1e-9 && k < n) {
    k++;
    const interest = bal * r;
    const pay = k === n ? bal + interest : Math.min(payment, bal + interest);
    bal = k === n || pay >= bal + interest ? 0 : Math.max(0, bal + interest - pay);
    paid += pay;
    pv += pay / (1 + c.monthlyDiscount) ** k;
    finish(balanceByYear, bal, k);
  }
  return { months: k, totalPaid: paid, pvPaid: pv, forgiven: 0, interestWaived: 0, match: 0, balanceByYear, forgivenessMonth: null };
}

function projectRap(c: Ctx, count: number): Projection {
  const r = c.apr / 12;
  let bal = c.balance;
  let paid = 0;
  let pv = 0;
  let waived = 0;
  let match = 0;
  const balanceByYear = [bal];
  let k = 0;
  while (bal > 1e-9 && k < count) {
    k++;
    const y = Math.floor((k - 1) / 12);
    const scheduled = rapMonthly(agiAt(c, y), c.dependents) * c.share;
    const interest = bal * r;
    const pay = Math.min(scheduled, bal + interest);
    let principalPaid = 0;
    if (pay < interest) waived += interest - pay;
    else principalPaid = pay - interest;
    let m = 0;
    const target = SL.rap.principalMatchTarget.value;
    if (principalPaid < target) m = Math.min(target - principalPaid, pay);
    // The match can never take the balance below zero (§X.1-15).
    m = Math.min(m, Math.max(0, bal - principalPaid));
    bal = Math.max(0, bal - principalPaid - m);
    match += m;
    paid += pay;
    pv += pay / (1 + c.monthlyDiscount) ** k;
    finish(balanceByYear, bal, k);
  }
  const forgiven = bal > 1e-9 ? bal : 0;
  return {
    months: k,
    totalPaid: paid,
    pvPaid: pv,
    forgiven,
    interestWaived: waived,
    match,
    balanceByYear,
    forgivenessMonth: forgiven > 0 ? k : null,
  };
}

function projectIbr(c: Ctx, rate: number, count: number, cap: number): Projection {
  const r = c.apr / 12;
  let principal = c.balance;
  let accrued = 0;
  let paid = 0;
  let pv = 0;
  const balanceByYear = [principal];
  let k = 0;
  while (principal + accrued > 1e-9 && k < count) {
    k++;
    const y = Math.floor((k - 1) / 12);
    const fpl = povertyGuideline(c.region, c.familySize) * (1 + c.pi) ** y;
    const di = Math.max(0, agiAt(c, y) - SL.ibr.povertyMultiple.value * fpl);
    const scheduled = Math.min((rate * di) / 12, cap) * c.share;
    // Interest accrues on principal only; payments go to accrued interest first (not capitalised).
    accrued += principal * r;
    const pay = Math.min(scheduled, principal + accrued);
    const toInterest = Math.min(pay, accrued);
    accrued -= toInterest;
    principal -= pay - toInterest;
    paid += pay;
    pv += pay / (1 + c.monthlyDiscount) ** k;
    finish(balanceByYear, principal + accrued, k);
  }
  const forgiven = principal + accrued > 1e-9 ? principal + accrued : 0;
  return { months: k, totalPaid: paid, pvPaid: pv, forgiven, interestWaived: 0, match: 0, balanceByYear, forgivenessMonth: forgiven > 0 ? k : null };
}

/** Federal (and state) tax on forgiven debt, in today's brackets, on top of that year's taxable income (§X.1-19). */
export function taxOnForgiveness(forgiven: number, tiYear: number, status: FilingStatus, stateRate: number): number {
  if (forgiven <= 0) return 0;
  return fedOrdinaryTax(tiYear + forgiven, status) - fedOrdinaryTax(tiYear, status) + stateRate * forgiven;
}

export interface StudentLoanResult {
  firstMonthInterest: number;
  plans: PlanRow[];
  flags: string[];
  pslf: { toDate: number; remaining: number; canApplyNow: boolean } | null;
}

export function computeStudentLoans(v: Values): StudentLoanResult {
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const balance = num(v, 'balance');
  const apr = num(v, 'rate');
  const spouseBal = status === 'mfj' ? num(v, 'spouseFederalBalance') : 0;
  const c: Ctx = {
    balance,
    apr,
    agi0: num(v, 'agi'),
    status,
    spouseAgi: num(v, 'spouseAgi'),
    share: spouseBal > 0 && balance + spouseBal > 0 ? balance / (balance + spouseBal) : 1,
    familySize: num(v, 'familySize', 1),
    dependents: num(v, 'dependents'),
    region: str<Region>(v, 'region', 'contiguous'),
    g: num(v, 'incomeGrowth'),
    pi: num(v, 'povertyGrowth'),
    monthlyDiscount: (1 + num(v, 'discountRate')) ** (1 / 12) - 1,
  };
  const anyNew = bool(v, 'anyLoanOnOrAfter2026_07_01');
  const oldBorrower = bool(v, 'balanceBefore2014_07_01') || anyNew;
  const stateRate = num(v, 'forgivenessStateRate');
  const std10 = pmt(balance, apr, SL.standard10.months.value);
  const ibrRate = oldBorrower ? SL.ibr.oldBorrowerRate.value : SL.ibr.newBorrowerRate.value;
  const ibrCount = oldBorrower ? SL.ibr.oldBorrowerPayments.value : SL.ibr.newBorrowerPayments.value;
  const tiAt = (month: number) => agiAt(c, Math.floor((month - 1) / 12)) - stdDed(status);
  const fpl0 = povertyGuideline(c.region, c.familySize);
  const ibrFirst = Math.min((ibrRate * Math.max(0, agiAt(c, 0) - SL.ibr.povertyMultiple.value * fpl0)) / 12, std10) * c.share;
  const rapFirst = rapMonthly(agiAt(c, 0), c.dependents) * c.share;
  const plans: PlanRow[] = [];
  const taxed = (p: Projection) => (p.forgivenessMonth ? taxOnForgiveness(p.forgiven, tiAt(p.forgivenessMonth), status, stateRate) : 0);

  plans.push({
    id: 'standard10',
    label: 'Standard 10-year',
    eligible: !anyNew,
    rule: anyNew ? 'Closed to borrowers with a loan made on or after July 1, 2026.' : 'Fixed payment over 120 months.',
    firstPayment: std10,
    projection: anyNew ? null : projectFixed(c, std10, 120),
    taxOnForgiveness: 0,
    forgivenessTaxable: false,
    countsForPslf: true,
  });
  // Tiered Standard only for borrowers with a post-July-2026 loan (§X.1-20, §X.2-3); others see Extended.
  if (anyNew) {
    const n = tieredStandardMonths(balance);
    const m = pmt(balance, apr, n);
    plans.push({
      id: 'tieredStandard',
      label: 'Tiered Standard',
      eligible: true,
      rule: `Term by balance: ${n} months.`,
      firstPayment: m,
      projection: projectFixed(c, m, n),
      taxOnForgiveness: 0,
      forgivenessTaxable: false,
      countsForPslf: false,
    });
  } else {
    const eligible = balance > 30_000;
    const m = pmt(balance, apr, 300);
    plans.push({
      id: 'extended',
      label: 'Extended 25-year',
      eligible,
      rule: eligible ? 'Fixed payment over 300 months (balance over $30,000).' : 'Needs a balance over $30,000.',
      firstPayment: m,
      projection: eligible ? projectFixed(c, m, 300) : null,
      taxOnForgiveness: 0,
      forgivenessTaxable: false,
      countsForPslf: false,
    });
  }
  const rap = projectRap(c, SL.rap.forgivenessPayments.value);
  plans.push({
    id: 'rap',
    label: 'Repayment Assistance Plan (RAP)',
    eligible: true,
    rule: 'Percentage of your whole AGI; forgiveness after 360 payments.',
    firstPayment: rapFirst,
    projection: rap,
    taxOnForgiveness: taxed(rap),
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  const ibr = projectIbr(c, ibrRate, ibrCount, std10);
  plans.push({
    id: 'ibr',
    label: oldBorrower ? 'Income-Based Repayment (15%)' : 'Income-Based Repayment (10%, new borrower)',
    eligible: true,
    rule: oldBorrower
      ? '15% of income above 150% of the poverty line; forgiveness after 300 payments.'
      : '10% of income above 150% of the poverty line; forgiveness after 240 payments.',
    firstPayment: ibrFirst,
    projection: ibr,
    taxOnForgiveness: taxed(ibr),
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  let pslf: StudentLoanResult['pslf'] = null;
  if (bool(v, 'pslfTrack')) {
    const toDate = num(v, 'pslfQualifyingPaymentsToDate');
    const remaining = SL.pslf.qualifyingPayments.value - toDate;
    pslf = { toDate, remaining, canApplyNow: remaining <= 0 };
    const pr = projectRap(c, remaining);
    const pi = projectIbr(c, ibrRate, remaining, std10);
    const fix = (p: Projection): Projection => (p.forgiven > 0 ? { ...p, forgivenessMonth: p.months } : p);
    plans.push({
      id: 'pslfRap',
      label: 'PSLF via RAP',
      eligible: true,
      rule: `${remaining} more qualifying payments; forgiveness is tax-free.`,
      firstPayment: rapFirst,
      projection: fix(pr),
      taxOnForgiveness: 0,
      forgivenessTaxable: false,
      countsForPslf: true,
    });
    plans.push({
      id: 'pslfIbr',
      label: 'PSLF via IBR',
      eligible: true,
      rule: `${remaining} more qualifying payments; forgiveness is tax-free.`,
      firstPayment: ibrFirst,
      projection: fix(pi),
      taxOnForgiveness: 0,
      forgivenessTaxable: false,
      countsForPslf: true,
    });
  }
  const flags: string[] = [];
  if (rapFirst > std10 && std10 > 0) flags.push('RAP payment exceeds your Standard payment.');
  flags.push(
    anyNew ? 'Your post-July-2026 loan limits you to RAP and Tiered Standard.' : 'Consolidating now would limit you to RAP/Tiered Standard.',
  );
  flags.push('Forgiveness outside PSLF is taxable from 2026.');
  if (status === 'mfj' && num(v, 'spouseFederalBalance') === 0)
    flags.push('If your spouse also has federal loans, enter their balance: without it the household split may overstate your payment.');
  return { firstMonthInterest: (balance * apr) / 12, plans, flags, pslf };
}

function checkStudentLoans(v: Values): Checks {
  const errors: Record<string, string> = {};
  if (num(v, 'balance') <= 0) errors.balance = 'Add at least one federal loan.';
  return { errors, warnings: {} };
}

export const studentLoanTool: ToolDef<StudentLoanResult> = {
  id: 'student-loan-navigator',
  fields: studentLoanFields,
  check: checkStudentLoans,
  compute: computeStudentLoans,
  assumptions: [
    'One balance at a balance-weighted rate (an approximation of loan-by-loan schedules).',
    'Payments are on time; default and forbearance are not modelled.',
    'RAP principal match = min($50 − principal paid, payment) [unconfirmed wording].',
    'Tiered Standard is shown only with a loan made on or after July 1, 2026, and is not counted for PSLF [unconfirmed].',
    'Tax on forgiveness uses 2026 brackets (“in today’s brackets”) on that year’s AGI less the standard deduction.',
    'IBR unpaid interest accrues but is not capitalised.',
  ],
};
