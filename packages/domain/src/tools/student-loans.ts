/**
 * Tool 3: Student Loan Navigator (tools.md §3, §X.1-13…20, §X.2-3/7). The loans are a list of
 * {type, balance, rate} (§3.2, a 'lines' field). Each plan covers the loans §3.1/§3.6 let into it and
 * runs on their total at a balance-weighted rate (§3.3 allows it, labelled as an approximation);
 * private loans stay outside the federal plans, with a simple amortization.
 */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { fedOrdinaryTax, pmt, stdDed } from './engine.ts';
import {
  FILING_STATUS_OPTIONS,
  type FieldOption,
  type FieldSpec,
  type RawInput,
  type Values,
  bool,
  lines,
  linesRaw,
  num,
  parseLines,
  str,
} from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const SL = RULES_2026.studentLoans;

export type Region = 'contiguous' | 'AK' | 'HI';
export type PlanId = 'standard10' | 'tieredStandard' | 'extended' | 'rap' | 'ibr' | 'pslfRap' | 'pslfIbr';
export type LoanType =
  | 'DirectSub'
  | 'DirectUnsub'
  | 'GradPLUS'
  | 'DirectConsolidation'
  | 'ParentPLUS'
  | 'ParentPLUSConsolidation'
  | 'FFEL'
  | 'Perkins'
  | 'Private';

const DIRECT = 'Direct Loans';
const PARENT = 'Parent PLUS';
const OLDER = 'Older federal loans';
export const LOAN_TYPES: readonly (FieldOption & { value: LoanType })[] = [
  { value: 'DirectSub', label: 'Direct Subsidized', group: DIRECT },
  { value: 'DirectUnsub', label: 'Direct Unsubsidized', group: DIRECT },
  { value: 'GradPLUS', label: 'Grad PLUS', group: DIRECT },
  { value: 'DirectConsolidation', label: 'Direct Consolidation', group: DIRECT },
  { value: 'ParentPLUS', label: 'Parent PLUS', group: PARENT, note: 'Not eligible for RAP or IBR.' },
  {
    value: 'ParentPLUSConsolidation',
    label: 'Consolidation that repaid Parent PLUS',
    group: PARENT,
    note: 'RAP only with the carve-out below; otherwise ICR until June 30, 2028 (not modelled).',
  },
  { value: 'FFEL', label: 'FFEL', group: OLDER, note: 'IBR only unless consolidated; not counted for PSLF.' },
  { value: 'Perkins', label: 'Perkins', group: OLDER, note: 'IBR only unless consolidated; not counted for PSLF.' },
  { value: 'Private', label: 'Private (bank or refinance)', group: 'Private', note: 'Outside the federal plans.' },
];
const typeLabel = (t: LoanType) => LOAN_TYPES.find((o) => o.value === t)?.label ?? t;

/** The §3.4 worked example, which the page opens on: one Direct Unsubsidized loan. */
export const STUDENT_LOAN_EXAMPLE = { type: 'DirectUnsub', balance: 180000, rate: 7.5 } as const;
const LOAN_COLUMNS: readonly FieldSpec[] = [
  { key: 'type', label: 'Loan type', kind: 'enum', default: 'DirectUnsub', options: LOAN_TYPES, message: 'Choose a loan type.' },
  { key: 'balance', label: 'Balance', kind: 'money', min: 0, max: 2_000_000, message: 'Balance 0–2,000,000.' },
  { key: 'rate', label: 'Rate', kind: 'percent', min: 0, max: 15, message: 'Rate 0–15%.' },
];
const hasType = (raw: RawInput, t: LoanType) => (parseLines(raw.loans ?? linesRaw([STUDENT_LOAN_EXAMPLE])) ?? []).some((r) => r.type === t);

export const studentLoanFields: readonly FieldSpec[] = [
  {
    key: 'loans',
    label: 'Loans',
    kind: 'lines',
    group: 'Loans',
    rowNoun: 'Loan',
    help: 'One line per loan (or per group of loans of one type at one rate), from studentaid.gov or your servicer.',
    default: linesRaw([STUDENT_LOAN_EXAMPLE]),
    columns: LOAN_COLUMNS,
    minRows: 1,
    minRowsMessage: 'Add at least one federal loan.',
    maxRows: 20,
  },
  {
    key: 'parentPlusConsolidationRepaidUnderIdr2025to2028',
    label: 'My Parent PLUS consolidation loan qualifies for the RAP carve-out',
    kind: 'bool',
    default: false,
    group: 'Loans',
    showIf: (raw) => hasType(raw, 'ParentPLUSConsolidation'),
    help: 'An excepted consolidation loan repaid under an income-driven plan between 2025 and 2028 (34 CFR 685.209(b)(6)(ii)).',
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
    // §3.2 bounds the count at 119; 120 is accepted so that §3.6's "You may be eligible to apply now"
    // can show (decision 122). Above 120 the §3.2 message applies.
    max: 120,
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
  /** Present value of the payments at `discountRate` (payment k discounted by (1 + m)^k, §X.1-18). */
  pvPaid: number;
  forgiven: number;
  /** Present value of the amount forgiven, discounted from the forgiveness month (§X.1-18). */
  pvForgiven: number;
  interestWaived: number;
  match: number;
  /**
   * Balance (principal + unpaid interest) at the end of each year, from year 0. A plan that ends
   * part-way through a year (payoff, or forgiveness after a PSLF count) adds its final balance as
   * that year's point: 0 at payoff, the amount forgiven at forgiveness.
   */
  balanceByYear: number[];
  /** Month of forgiveness counted from now (0 = now, for a PSLF count already at 120); null when paid off. */
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
  /** Tax on forgiveness discounted from the forgiveness month, like the amount forgiven. */
  pvTaxOnForgiveness: number;
  forgivenessTaxable: boolean;
  countsForPslf: boolean;
  /** tools.md §3.5 "lifetime cost": payments + tax on forgiveness, nominal and present value. */
  lifetimeCost: number;
  pvLifetimeCost: number;
  /**
   * PSLF plans only: the PSLF value, i.e. the present value of the tax-free forgiveness (tools.md
   * §6.6, "PV of forgiveness"), which the Job Offer Checklist takes as `aPslfValue`/`bPslfValue`.
   */
  pslfValue: number | null;
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

/** The final point of a plan that stops part-way through a year with a balance left (forgiveness). */
function finalPoint(balanceByYear: number[], bal: number, k: number) {
  if (k % 12 !== 0 && bal > 1e-9) balanceByYear.push(bal);
}

/** Discount factor of month k: (1 + m)^k with m = (1 + d)^(1/12) − 1 (§X.1-18). */
const discount = (c: Ctx, k: number) => (1 + c.monthlyDiscount) ** k;

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
    pv += pay / discount(c, k);
    finish(balanceByYear, bal, k);
  }
  return {
    months: k,
    totalPaid: paid,
    pvPaid: pv,
    forgiven: 0,
    pvForgiven: 0,
    interestWaived: 0,
    match: 0,
    balanceByYear,
    forgivenessMonth: null,
  };
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
    pv += pay / discount(c, k);
    finish(balanceByYear, bal, k);
  }
  const forgiven = bal > 1e-9 ? bal : 0;
  finalPoint(balanceByYear, forgiven, k);
  return {
    months: k,
    totalPaid: paid,
    pvPaid: pv,
    forgiven,
    pvForgiven: forgiven / discount(c, k),
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
    // Clamped: paying off the last cent must not leave a −1e-13 balance from rounding.
    principal = Math.max(0, principal - (pay - toInterest));
    paid += pay;
    pv += pay / discount(c, k);
    finish(balanceByYear, principal + accrued, k);
  }
  const forgiven = principal + accrued > 1e-9 ? principal + accrued : 0;
  finalPoint(balanceByYear, forgiven, k);
  return {
    months: k,
    totalPaid: paid,
    pvPaid: pv,
    forgiven,
    pvForgiven: forgiven / discount(c, k),
    interestWaived: 0,
    match: 0,
    balanceByYear,
    forgivenessMonth: forgiven > 0 ? k : null,
  };
}

/** Federal (and state) tax on forgiven debt, in today's brackets, on top of that year's taxable income (§X.1-19). */
export function taxOnForgiveness(forgiven: number, tiYear: number, status: FilingStatus, stateRate: number): number {
  if (forgiven <= 0) return 0;
  return fedOrdinaryTax(tiYear + forgiven, status) - fedOrdinaryTax(tiYear, status) + stateRate * forgiven;
}

export interface PslfSummary {
  toDate: number;
  remaining: number;
  canApplyNow: boolean;
  /** The PSLF plan with the lower lifetime cost in present value (the one a borrower would pick). */
  valuePlan: PlanId;
  /** That plan's PSLF value: the present value of its tax-free forgiveness (tools.md §6.6). */
  value: number;
  /** Nominal amount it forgives. */
  forgiven: number;
}

/** The loans one plan covers: their total and balance-weighted rate (§3.3, an approximation). */
export interface LoanPool {
  balance: number;
  /** Balance-weighted APR as a decimal; exact when every loan has the same rate. */
  apr: number;
  /** More than one rate in the pool: the weighted rate is an approximation. */
  approximate: boolean;
}

export interface StudentLoanResult {
  /** Σ balance × rate / 12 over the federal loans. */
  firstMonthInterest: number;
  /** All federal loans (everything but private). */
  federal: LoanPool;
  plans: PlanRow[];
  flags: string[];
  pslf: PslfSummary | null;
  /** Private loans, outside the federal plans: a simple amortization over `months` (§3.6). */
  private: { balance: number; monthly: number; months: number; totalPaid: number } | null;
}

/**
 * The month of the projected PSLF forgiveness, as YYYY-MM: the first remaining payment falls in the
 * month after `asOf` (YYYY-MM-DD), so the last of `remaining` payments falls `remaining` months on.
 */
export function pslfForgivenessMonth(asOf: string, remaining: number): string {
  const [y, m] = asOf.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + Math.max(0, remaining);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

type PlanInput = Pick<PlanRow, 'id' | 'label' | 'eligible' | 'rule' | 'firstPayment' | 'projection' | 'forgivenessTaxable' | 'countsForPslf'>;

interface Loan {
  type: LoanType;
  balance: number;
  rate: number;
}

/** The loans of the list, with a balance (validated rows; blank cells read as 0). */
export function loansOf(v: Values): Loan[] {
  return lines(v, 'loans')
    .map((row) => ({ type: str<LoanType>(row, 'type', 'DirectUnsub'), balance: num(row, 'balance'), rate: num(row, 'rate') }))
    .filter((l) => l.balance > 0);
}

function poolOf(loans: readonly Loan[]): LoanPool {
  const balance = loans.reduce((t, l) => t + l.balance, 0);
  const apr = balance > 0 ? loans.reduce((t, l) => t + l.balance * l.rate, 0) / balance : 0;
  return { balance, apr, approximate: new Set(loans.map((l) => l.rate)).size > 1 };
}

/** Direct Loans of the borrower's own education (not Parent PLUS). */
const OWN_DIRECT: readonly LoanType[] = ['DirectSub', 'DirectUnsub', 'GradPLUS', 'DirectConsolidation'];
const isDirect = (t: LoanType) => OWN_DIRECT.includes(t) || t === 'ParentPLUS' || t === 'ParentPLUSConsolidation';

/** A whole-dollar amount for the rules text. */
const dollars = (x: number) => `$${Math.round(x).toLocaleString('en-US')}`;

/** Private loans: the simple amortization §3.6 asks for, over an assumed 10 years. */
const PRIVATE_MONTHS = 120;

export function computeStudentLoans(v: Values): StudentLoanResult {
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const loans = loansOf(v);
  const federalLoans = loans.filter((l) => l.type !== 'Private');
  const federal = poolOf(federalLoans);
  const carveOut = bool(v, 'parentPlusConsolidationRepaidUnderIdr2025to2028');
  const spouseBal = status === 'mfj' ? num(v, 'spouseFederalBalance') : 0;
  const base = {
    agi0: num(v, 'agi'),
    status,
    spouseAgi: num(v, 'spouseAgi'),
    familySize: num(v, 'familySize', 1),
    dependents: num(v, 'dependents'),
    region: str<Region>(v, 'region', 'contiguous'),
    g: num(v, 'incomeGrowth'),
    pi: num(v, 'povertyGrowth'),
    monthlyDiscount: (1 + num(v, 'discountRate')) ** (1 / 12) - 1,
  };
  /** One plan's context: its loans' total at their weighted rate; the MFJ split by share of the combined balance. */
  const ctxOf = (p: LoanPool): Ctx => ({
    ...base,
    balance: p.balance,
    apr: p.apr,
    share: spouseBal > 0 && p.balance + spouseBal > 0 ? p.balance / (p.balance + spouseBal) : 1,
  });
  /** Which loans each plan takes (§3.1, §3.6). */
  const eligibleFor = {
    fixed: (t: LoanType) => t !== 'Private',
    tiered: isDirect,
    rap: (t: LoanType) => OWN_DIRECT.includes(t) || (t === 'ParentPLUSConsolidation' && carveOut),
    ibr: (t: LoanType) => OWN_DIRECT.includes(t) || t === 'FFEL' || t === 'Perkins',
    // PSLF forgives Direct Loans only (34 CFR 685.219): FFEL and Perkins count once consolidated.
    pslfIbr: (t: LoanType) => OWN_DIRECT.includes(t),
  };
  const poolFor = (pred: (t: LoanType) => boolean) => poolOf(federalLoans.filter((l) => pred(l.type)));
  /** "Covers $x of your $y federal loans; Parent PLUS and FFEL are not eligible." when a plan leaves loans out. */
  const coverage = (pred: (t: LoanType) => boolean, p: LoanPool) => {
    const out = [...new Set(federalLoans.filter((l) => !pred(l.type)).map((l) => typeLabel(l.type)))];
    const parts: string[] = [];
    if (out.length > 0 && p.balance > 0)
      parts.push(`Covers ${dollars(p.balance)} of your ${dollars(federal.balance)} in federal loans; not eligible: ${out.join(', ')}.`);
    if (p.approximate) parts.push(`Balance-weighted rate ${(Math.round(p.apr * 10_000) / 100).toString()}% (an approximation).`);
    return parts.length > 0 ? ` ${parts.join(' ')}` : '';
  };
  const none = (what: string) => `None of your loans can use ${what}.`;

  const anyNew = bool(v, 'anyLoanOnOrAfter2026_07_01');
  const oldBorrower = bool(v, 'balanceBefore2014_07_01') || anyNew;
  const stateRate = num(v, 'forgivenessStateRate');
  const ibrRate = oldBorrower ? SL.ibr.oldBorrowerRate.value : SL.ibr.newBorrowerRate.value;
  const ibrCount = oldBorrower ? SL.ibr.oldBorrowerPayments.value : SL.ibr.newBorrowerPayments.value;
  // §X.1-19: TI of the forgiveness year = AGI of that recertification year − standard deduction.
  const tiAt = (c: Ctx, month: number) => agiAt(c, Math.max(0, Math.floor((month - 1) / 12))) - stdDed(status);
  const fpl0 = povertyGuideline(base.region, base.familySize);
  const std10Of = (p: LoanPool) => pmt(p.balance, p.apr, SL.standard10.months.value);
  const ibrFirstOf = (c: Ctx, std10: number) =>
    Math.min((ibrRate * Math.max(0, agiAt(c, 0) - SL.ibr.povertyMultiple.value * fpl0)) / 12, std10) * c.share;
  const rapFirstOf = (c: Ctx) => rapMonthly(agiAt(c, 0), c.dependents) * c.share;
  const plans: PlanRow[] = [];
  /** Adds the tax on forgiveness, the lifetime cost and the present values to a plan. */
  const add = (c: Ctx, p: PlanInput, pslfPlan = false) => {
    const pr = p.projection;
    const month = pr?.forgivenessMonth ?? null;
    const tax = pr && month !== null && p.forgivenessTaxable ? taxOnForgiveness(pr.forgiven, tiAt(c, month), status, stateRate) : 0;
    // The tax is discounted from the forgiveness month, like the amount forgiven (decision 122).
    const pvTax = month !== null ? tax / discount(c, month) : 0;
    plans.push({
      ...p,
      taxOnForgiveness: tax,
      pvTaxOnForgiveness: pvTax,
      lifetimeCost: (pr?.totalPaid ?? 0) + tax,
      pvLifetimeCost: (pr?.pvPaid ?? 0) + pvTax,
      pslfValue: pslfPlan && pr ? pr.pvForgiven : null,
    });
  };

  // Standard 10-year and Extended take every federal loan (closed once a post-July-2026 loan exists).
  const fixed = poolFor(eligibleFor.fixed);
  const cFixed = ctxOf(fixed);
  const std10 = std10Of(fixed);
  add(cFixed, {
    id: 'standard10',
    label: 'Standard 10-year',
    eligible: !anyNew && fixed.balance > 0,
    rule: anyNew
      ? 'Closed to borrowers with a loan made on or after July 1, 2026.'
      : `Fixed payment over 120 months.${coverage(eligibleFor.fixed, fixed)}`,
    firstPayment: std10,
    projection: anyNew ? null : projectFixed(cFixed, std10, 120),
    forgivenessTaxable: false,
    countsForPslf: true,
  });
  // Tiered Standard only for borrowers with a post-July-2026 loan (§X.1-20, §X.2-3); others see Extended.
  if (anyNew) {
    const tiered = poolFor(eligibleFor.tiered);
    const c = ctxOf(tiered);
    const n = tieredStandardMonths(tiered.balance);
    const m = pmt(tiered.balance, tiered.apr, n);
    add(c, {
      id: 'tieredStandard',
      label: 'Tiered Standard',
      eligible: tiered.balance > 0,
      rule: tiered.balance > 0 ? `Term by balance: ${n} months.${coverage(eligibleFor.tiered, tiered)}` : none('Tiered Standard (Direct Loans only)'),
      firstPayment: m,
      projection: tiered.balance > 0 ? projectFixed(c, m, n) : null,
      forgivenessTaxable: false,
      countsForPslf: false,
    });
  } else {
    const eligible = fixed.balance > 30_000;
    const m = pmt(fixed.balance, fixed.apr, 300);
    add(cFixed, {
      id: 'extended',
      label: 'Extended 25-year',
      eligible,
      rule: eligible ? `Fixed payment over 300 months (balance over $30,000).${coverage(eligibleFor.fixed, fixed)}` : 'Needs a balance over $30,000.',
      firstPayment: m,
      projection: eligible ? projectFixed(cFixed, m, 300) : null,
      forgivenessTaxable: false,
      countsForPslf: false,
    });
  }
  const rapPool = poolFor(eligibleFor.rap);
  const cRap = ctxOf(rapPool);
  const rapFirst = rapFirstOf(cRap);
  add(cRap, {
    id: 'rap',
    label: 'Repayment Assistance Plan (RAP)',
    eligible: rapPool.balance > 0,
    rule:
      rapPool.balance > 0
        ? `Percentage of your whole AGI; forgiveness after 360 payments.${coverage(eligibleFor.rap, rapPool)}`
        : none('RAP (Direct Loans other than Parent PLUS)'),
    firstPayment: rapFirst,
    projection: rapPool.balance > 0 ? projectRap(cRap, SL.rap.forgivenessPayments.value) : null,
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  const ibrPool = poolFor(eligibleFor.ibr);
  const cIbr = ctxOf(ibrPool);
  const ibrStd10 = std10Of(ibrPool);
  add(cIbr, {
    id: 'ibr',
    label: oldBorrower ? 'Income-Based Repayment (15%)' : 'Income-Based Repayment (10%, new borrower)',
    eligible: ibrPool.balance > 0,
    rule:
      ibrPool.balance > 0
        ? `${oldBorrower ? '15% of income above 150% of the poverty line; forgiveness after 300 payments.' : '10% of income above 150% of the poverty line; forgiveness after 240 payments.'}${coverage(eligibleFor.ibr, ibrPool)}`
        : none('IBR (not Parent PLUS)'),
    firstPayment: ibrFirstOf(cIbr, ibrStd10),
    projection: ibrPool.balance > 0 ? projectIbr(cIbr, ibrRate, ibrCount, ibrStd10) : null,
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  let pslf: PslfSummary | null = null;
  if (bool(v, 'pslfTrack')) {
    const toDate = num(v, 'pslfQualifyingPaymentsToDate');
    const remaining = Math.max(0, SL.pslf.qualifyingPayments.value - toDate);
    // PSLF forgives whatever is left after the last qualifying payment (month `remaining`; 0 = now).
    const fix = (p: Projection): Projection => (p.forgiven > 0 ? { ...p, forgivenessMonth: p.months } : p);
    const rule =
      remaining > 0
        ? `${remaining} more qualifying payments; forgiveness is tax-free.`
        : 'You may be eligible to apply now; forgiveness is tax-free.';
    const shared = { forgivenessTaxable: false, countsForPslf: true };
    add(
      cRap,
      {
        ...shared,
        id: 'pslfRap',
        label: 'PSLF via RAP',
        eligible: rapPool.balance > 0,
        rule: rapPool.balance > 0 ? `${rule}${coverage(eligibleFor.rap, rapPool)}` : none('RAP'),
        firstPayment: rapFirst,
        projection: rapPool.balance > 0 ? fix(projectRap(cRap, remaining)) : null,
      },
      true,
    );
    const pslfIbrPool = poolFor(eligibleFor.pslfIbr);
    const c = ctxOf(pslfIbrPool);
    const cap = std10Of(pslfIbrPool);
    add(
      c,
      {
        ...shared,
        id: 'pslfIbr',
        label: 'PSLF via IBR',
        eligible: pslfIbrPool.balance > 0,
        rule: pslfIbrPool.balance > 0 ? `${rule}${coverage(eligibleFor.pslfIbr, pslfIbrPool)}` : none('PSLF via IBR (Direct Loans only)'),
        firstPayment: ibrFirstOf(c, cap),
        projection: pslfIbrPool.balance > 0 ? fix(projectIbr(c, ibrRate, remaining, cap)) : null,
      },
      true,
    );
    // The value offered to the Job Offer Checklist: the PSLF plan with the lower lifetime cost in
    // present value (ties → RAP), since that is the plan a borrower on the PSLF track would pick.
    // With different loans in the two (FFEL in IBR only), the one that forgives more is offered.
    const candidates = plans.slice(-2).filter((p) => p.eligible && p.projection) as PlanRow[];
    const comparable = rapPool.balance === pslfIbrPool.balance;
    const best = candidates.reduce<PlanRow | null>((b, p) => {
      if (!b) return p;
      if (comparable) return p.pvLifetimeCost < b.pvLifetimeCost ? p : b;
      return (p.pslfValue ?? 0) > (b.pslfValue ?? 0) ? p : b;
    }, null);
    pslf = {
      toDate,
      remaining,
      canApplyNow: remaining === 0,
      valuePlan: best?.id ?? 'pslfRap',
      value: best?.pslfValue ?? 0,
      forgiven: best?.projection?.forgiven ?? 0,
    };
  }
  const types = new Set(loans.map((l) => l.type));
  const flags: string[] = [];
  if (pslf?.canApplyNow) flags.push('You may be eligible to apply now.');
  if (rapPool.balance > 0 && rapFirst > std10Of(rapPool) && std10Of(rapPool) > 0) flags.push('RAP payment exceeds your Standard payment.');
  flags.push(
    anyNew ? 'Your post-July-2026 loan limits you to RAP and Tiered Standard.' : 'Consolidating now would limit you to RAP/Tiered Standard.',
  );
  flags.push('Forgiveness outside PSLF is taxable from 2026.');
  if (types.has('ParentPLUS')) flags.push('Parent PLUS loans cannot use RAP or IBR; they stay on the fixed plans here.');
  if (types.has('ParentPLUSConsolidation') && !carveOut)
    flags.push(
      'A consolidation loan that repaid Parent PLUS can use RAP only under the carve-out; otherwise ICR until June 30, 2028, then IBR (ICR is not modelled here).',
    );
  if (types.has('FFEL') || types.has('Perkins'))
    flags.push(
      'FFEL and Perkins loans can use IBR only unless consolidated, and their payments do not count for PSLF until they are consolidated into a Direct Loan.',
    );
  if (types.has('Private')) flags.push('Private loans are outside the federal plans: they are shown on their own, as a simple 10-year amortization.');
  if (status === 'mfj' && num(v, 'spouseFederalBalance') === 0)
    flags.push('If your spouse also has federal loans, enter their balance: without it the household split may overstate your payment.');
  flags.push(
    'Months in default or forbearance are not modelled: every payment is assumed on time, and such months may not count toward forgiveness.',
  );
  const privateLoans = loans.filter((l) => l.type === 'Private');
  const privateMonthly = privateLoans.reduce((t, l) => t + pmt(l.balance, l.rate, PRIVATE_MONTHS), 0);
  return {
    firstMonthInterest: federalLoans.reduce((t, l) => t + (l.balance * l.rate) / 12, 0),
    federal,
    plans,
    flags,
    pslf,
    private:
      privateLoans.length > 0
        ? {
            balance: poolOf(privateLoans).balance,
            monthly: privateMonthly,
            months: PRIVATE_MONTHS,
            totalPaid: privateMonthly * PRIVATE_MONTHS,
          }
        : null,
  };
}

function checkStudentLoans(v: Values): Checks {
  const errors: Record<string, string> = {};
  if (loansOf(v).every((l) => l.type === 'Private')) errors.loans = 'Add at least one federal loan.';
  return { errors, warnings: {} };
}

/**
 * Old URLs and scenarios held one blended `balance` and `rate` (docs/decisions/122, first version):
 * they become one Direct Unsubsidized line. Missing keys were at their defaults ($180,000, 7.5%).
 */
export function migrateStudentLoans(raw: RawInput): RawInput {
  if (!('balance' in raw) && !('rate' in raw)) return raw;
  const { balance, rate, ...rest } = raw;
  if (rest.loans !== undefined) return rest;
  return {
    ...rest,
    loans: linesRaw([
      { type: 'DirectUnsub', balance: balance ?? String(STUDENT_LOAN_EXAMPLE.balance), rate: rate ?? String(STUDENT_LOAN_EXAMPLE.rate) },
    ]),
  };
}

export const studentLoanTool: ToolDef<StudentLoanResult> = {
  id: 'student-loan-navigator',
  fields: studentLoanFields,
  check: checkStudentLoans,
  compute: computeStudentLoans,
  migrate: migrateStudentLoans,
  assumptions: [
    'Each plan runs on the total of the loans it can take, at their balance-weighted rate (an approximation of loan-by-loan schedules when the rates differ).',
    'Private loans are amortized on their own over an assumed 10 years; ICR and PAYE are not modelled.',
    'Payments are on time; default and forbearance are not modelled.',
    'RAP principal match = min($50 − principal paid, payment) [unconfirmed wording].',
    'Tiered Standard is shown only with a loan made on or after July 1, 2026, and is not counted for PSLF [unconfirmed].',
    'Tax on forgiveness uses 2026 brackets (“in today’s brackets”) on that year’s AGI less the standard deduction.',
    'IBR unpaid interest accrues but is not capitalised.',
    'Present values use your discount rate, monthly (1 + rate)^(1/12) − 1; the amount forgiven and the tax on it are discounted from the month of forgiveness (the tax is in fact due the following April).',
    'The PSLF value is the present value of the tax-free PSLF forgiveness, on the PSLF plan with the lower lifetime cost in present value; it is what the Job Offer Checklist can add to an offer.',
  ],
};
