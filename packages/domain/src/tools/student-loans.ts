/**
 * Tool 3: Student Loan Navigator (tools.md §3, §X.1-13…20, §X.2-3/7). The loans are a list of
 * {type, balance, rate} (§3.2, a 'lines' field). Each plan covers the loans §3.1/§3.6 let into it and
 * runs them loan by loan, each on its own balance and rate (§3.3's first option; decision 291 for
 * how one income-driven payment is spread over them); private loans stay outside the federal plans,
 * with a simple amortization. PAYE and ICR run until their June 30, 2028 sunset, then on RAP or IBR.
 */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { above, atLeast, atMost, ceilWhole, fedOrdinaryTax, pmt, roundHalfUp, stdDed } from './engine.ts';
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
export type PlanId = 'standard10' | 'tieredStandard' | 'extended' | 'rap' | 'ibr' | 'paye' | 'icr' | 'pslfRap' | 'pslfIbr';
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
    note: 'RAP only with the carve-out below; otherwise ICR until June 30, 2028, then IBR.',
  },
  { value: 'FFEL', label: 'FFEL', group: OLDER, note: 'IBR only unless consolidated; not counted for PSLF.' },
  { value: 'Perkins', label: 'Perkins', group: OLDER, note: 'IBR only unless consolidated; not counted for PSLF.' },
  { value: 'Private', label: 'Private (bank or refinance)', group: 'Private', note: 'Outside the federal plans.' },
];
const typeLabel = (t: LoanType) => LOAN_TYPES.find((o) => o.value === t)?.label ?? t;

/** The worked example the page opens on (tools.md §3.4): one Direct Unsubsidized loan, $180,000 at 7.5%. */
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
    key: 'payeEnrolled',
    label: 'I am enrolled in PAYE',
    kind: 'bool',
    default: false,
    group: 'Loans',
    help: 'Pay As You Earn is closed to new enrollment; those on it keep it until June 30, 2028, then move to RAP.',
  },
  {
    key: 'icrEnrolled',
    label: 'I am enrolled in ICR',
    kind: 'bool',
    default: false,
    group: 'Loans',
    help: 'Income-Contingent Repayment ends June 30, 2028. A consolidation loan that repaid Parent PLUS is shown on ICR whether ticked or not.',
  },
  {
    key: 'icrIncomeFactor',
    label: 'ICR income percentage factor',
    kind: 'percent',
    default: Math.round(SL.icr.incomePercentageFactor.value * 1000) / 10,
    min: 50,
    max: 200,
    message: 'Income factor must be 50–200%.',
    group: 'Loans',
    showIf: (raw) => raw.icrEnrolled === 'true' || hasType(raw, 'ParentPLUSConsolidation'),
    help: 'Not yet confirmed for 2026: 100% assumed. The Department of Education publishes it each year by income; change it if you know yours.',
  },
  {
    key: 'idrPaymentsToDate',
    label: 'Income-driven payments made so far',
    kind: 'int',
    default: 0,
    min: 0,
    max: 359,
    message: 'Enter 0–359.',
    group: 'Loans',
    help: 'Payments that count toward income-driven forgiveness (not PSLF’s count, asked below).',
  },
  {
    key: 'idrPaymentsPlan',
    label: 'Those payments were made under',
    kind: 'enum',
    default: 'legacy',
    options: [
      { value: 'legacy', label: 'IBR, PAYE or ICR' },
      { value: 'rap', label: 'RAP' },
    ],
    group: 'Loans',
    showIf: (raw) => Number(raw.idrPaymentsToDate ?? 0) > 0,
    help: 'RAP payments never count toward IBR, PAYE or ICR forgiveness.',
  },
  {
    key: 'idrPaymentsBelowRequired',
    label: 'Some of those payments were below the required amount',
    kind: 'bool',
    default: false,
    group: 'Loans',
    showIf: (raw) => Number(raw.idrPaymentsToDate ?? 0) > 0 && raw.idrPaymentsPlan !== 'rap',
    help: 'IBR, PAYE and ICR payments count toward RAP’s 360 only if each met the required amount.',
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
    help: 'Used by IBR, PAYE and ICR.',
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
    key: 'forgivenessTaxRateMode',
    label: 'Tax on forgiveness',
    kind: 'enum',
    default: 'compute',
    options: [
      { value: 'compute', label: 'Compute it: 2026 federal brackets on that year’s income, plus a state rate' },
      { value: 'manual', label: 'Use my own tax rate' },
    ],
    group: 'Projection',
    help: 'Forgiveness outside PSLF is taxable income from 2026.',
  },
  {
    key: 'forgivenessTaxRate',
    label: 'Your tax rate on forgiven debt (federal and state)',
    kind: 'percent',
    min: 0,
    max: 60,
    message: 'Tax rate must be 0–60%.',
    group: 'Projection',
    showIf: (r) => r.forgivenessTaxRateMode === 'manual',
    help: 'Applied to the whole amount forgiven, for example your expected marginal rate in that year.',
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
    showIf: (r) => r.forgivenessTaxRateMode !== 'manual',
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
  if (atMost(agi, rap.flatIncomeCeiling.value)) return rap.flatAnnualPayment.value;
  // A projected AGI on a band edge (50,000 × 1.2) must not spill into the next band through float noise.
  const p = Math.min(rap.maxPercent.value, ceilWhole((agi - rap.flatIncomeCeiling.value) / rap.bandWidth.value));
  return (agi * p) / 100;
}

/** Household RAP payment; the $10 floor applies before any spouse split (§X.1-16). */
export function rapMonthly(agi: number, dependents: number): number {
  return Math.max(SL.rap.minimumMonthly.value, rapAnnualBase(agi) / 12 - SL.rap.perDependentMonthly.value * dependents);
}

export function tieredStandardMonths(balance: number): number {
  let months = 120;
  for (const t of SL.tieredStandard.value) if (atLeast(balance, t.minBalance)) months = t.months;
  return months;
}

/** One loan's outcome in a plan's projection (the plans run loan by loan, decision 291). */
export interface LoanOutcome {
  type: LoanType;
  /** APR as a decimal. */
  rate: number;
  /** Balance at the start of the projection. */
  balance: number;
  /** Payments applied to this loan (interest and principal). */
  paid: number;
  /** Principal + unpaid interest left at the end: 0 when paid off, else the amount forgiven. */
  endBalance: number;
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
  /** Each loan of the plan, in the order of the list. */
  byLoan: LoanOutcome[];
  /** PAYE and ICR: the plan the loans move to after June 30, 2028, and the first month on it. */
  movedTo: { plan: 'rap' | 'ibr'; month: number } | null;
  /**
   * The last month of the projection. At payoff, payment + RAP match + waived interest is exactly
   * owedBefore + interest (tools.md §3.3: the final payment is the balance plus that month's
   * interest; under RAP the match can finish the loan); at forgiveness it is less, and what is left
   * is forgiven.
   */
  final: FinalMonth;
}

export interface FinalMonth {
  month: number;
  /** Principal and unpaid interest before the month. */
  owedBefore: number;
  /** The month's interest. */
  interest: number;
  payment: number;
  /** RAP only: the principal match and the interest waived that month. */
  match: number;
  waived: number;
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
  /** The loans the plan covers, each run on its own balance and rate. */
  loans: readonly Loan[];
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
  icrFactor: number;
}

function agiAt(c: Ctx, y: number): number {
  return (c.agi0 + (c.status === 'mfj' ? c.spouseAgi : 0)) * (1 + c.g) ** y;
}

const fplAt = (c: Ctx, y: number) => povertyGuideline(c.region, c.familySize) * (1 + c.pi) ** y;

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

/** A loan while a projection runs: principal and the unpaid interest accrued on it (never capitalized). */
interface LoanState {
  loan: Loan;
  r: number;
  principal: number;
  accrued: number;
  paid: number;
}

const statesOf = (loans: readonly Loan[]): LoanState[] =>
  loans.map((loan) => ({ loan, r: loan.rate / 12, principal: loan.balance, accrued: 0, paid: 0 }));
const owedOf = (st: readonly LoanState[]) => st.reduce((t, s) => t + s.principal + s.accrued, 0);
const outcomes = (st: readonly LoanState[]): LoanOutcome[] =>
  st.map((s) => ({ type: s.loan.type, rate: s.loan.rate, balance: s.loan.balance, paid: s.paid, endBalance: s.principal + s.accrued }));

/**
 * Highest rate first (ties in list order): where the principal part of a borrower's single
 * income-driven payment goes, and the RAP match with it (decision 291).
 */
const principalOrder = (st: readonly LoanState[]) => st.map((_, i) => i).sort((a, b) => (st[b]?.loan.rate ?? 0) - (st[a]?.loan.rate ?? 0) || a - b);

/** Pays `amount` of some interest owed on each loan, pro rata when it falls short; returns what is left. */
function payProRata(st: LoanState[], due: readonly number[], amount: number, onPaid: (i: number, x: number) => void): number {
  const total = due.reduce((t, d) => t + d, 0);
  if (total <= 0) return amount;
  const f = amount >= total ? 1 : amount / total;
  due.forEach((d, i) => {
    const s = st[i];
    if (!s || d <= 0) return;
    const x = f === 1 ? d : d * f;
    s.paid += x;
    onPaid(i, x);
  });
  return Math.max(0, amount - total);
}

/** Pays principal down in `order`; returns the amount applied. */
function payPrincipal(st: LoanState[], order: readonly number[], amount: number, countAsPaid = true): number {
  let left = amount;
  for (const i of order) {
    const s = st[i];
    if (!s || left <= 0) continue;
    const x = Math.min(left, s.principal);
    // Clamped: paying off the last cent must not leave a −1e-13 balance from rounding.
    s.principal = x === s.principal ? 0 : Math.max(0, s.principal - x);
    if (countAsPaid) s.paid += x;
    left -= x;
  }
  return amount - left;
}

/**
 * One month of an income-driven payment on every loan (34 CFR 685.211(a)(1): interest before
 * principal). RAP (`waive`) meets this month's interest first and waives what it leaves unpaid,
 * then any interest carried in from PAYE/ICR; IBR, PAYE and ICR add the month's interest to the
 * unpaid interest and pay that. Interest is paid pro rata, so each loan carries its own shortfall;
 * the rest goes to principal, highest rate first.
 */
function payIdrMonth(st: LoanState[], order: readonly number[], pay: number, waive: boolean): { waived: number; toPrincipal: number } {
  const interest = st.map((s) => s.principal * s.r);
  let left = pay;
  let waived = 0;
  if (waive) {
    left = payProRata(st, interest, left, (i, x) => {
      waived += (interest[i] ?? 0) - x;
    });
  } else {
    for (const [i, s] of st.entries()) s.accrued += interest[i] ?? 0;
  }
  left = payProRata(
    st,
    st.map((s) => s.accrued),
    left,
    (i, x) => {
      const s = st[i];
      if (s) s.accrued = x >= s.accrued ? 0 : s.accrued - x;
    },
  );
  return { waived, toPrincipal: payPrincipal(st, order, left) };
}

/**
 * A payment that leaves less than half a cent owed pays the loan off: it is the final payment
 * (balance + interest, tools.md §3.3). Without this, the float error of a level payment carried over
 * hundreds of months leaves a 1e-9 balance for one more, sub-cent, month.
 */
const HALF_CENT = 0.005;
const paysOff = (payment: number, owed: number) => payment >= owed - HALF_CENT;

/** This month's interest on every loan's principal (unpaid interest is never capitalized). */
const interestOf = (st: readonly LoanState[]) => st.reduce((t, s) => t + s.principal * s.r, 0);

/**
 * Pays off every loan this month: principal, unpaid interest and this month's interest, all of it
 * (the final payment of tools.md §3.3), leaving exactly zero rather than float residue.
 */
function settle(st: LoanState[]): void {
  for (const s of st) {
    s.paid += s.principal + s.accrued + s.principal * s.r;
    s.principal = 0;
    s.accrued = 0;
  }
}

/**
 * Fixed plans: each loan amortizes on its own payment pmt(balance, rate, n) and the borrower pays
 * the sum, but never less than `minimum` a month (Standard 10-year: $50, 34 CFR 685.208(b)) until
 * the loans are paid: what the minimum adds goes to principal, highest rate first. The month the
 * payment covers the balance and its interest is the last, and pays exactly that.
 */
function projectFixed(c: Ctx, n: number, minimum = 0): Projection {
  const st = statesOf(c.loans);
  const order = principalOrder(st);
  const payments = c.loans.map((l) => pmt(l.balance, l.rate, n));
  let paid = 0;
  let pv = 0;
  const balanceByYear = [owedOf(st)];
  let k = 0;
  let final: FinalMonth = { month: 0, owedBefore: owedOf(st), interest: 0, payment: 0, match: 0, waived: 0 };
  while (owedOf(st) > 1e-9 && k < n) {
    k++;
    const owedBefore = owedOf(st);
    const interest = interestOf(st);
    const scheduled = st.reduce((t, s, i) => t + (s.principal > 1e-9 ? (payments[i] ?? 0) : 0), 0);
    let month: number;
    if (k === n || paysOff(Math.max(scheduled, minimum), owedBefore + interest)) {
      month = owedBefore + interest;
      settle(st);
    } else {
      month = 0;
      st.forEach((s, i) => {
        if (s.principal <= 1e-9) return;
        const owed = s.principal * (1 + s.r);
        const pay = paysOff(payments[i] ?? 0, owed) ? owed : (payments[i] ?? 0);
        s.principal = pay === owed ? 0 : s.principal + s.principal * s.r - pay;
        s.paid += pay;
        month += pay;
      });
      month += payPrincipal(st, order, Math.max(0, minimum - month));
    }
    final = { month: k, owedBefore, interest, payment: month, match: 0, waived: 0 };
    paid += month;
    pv += month / discount(c, k);
    finish(balanceByYear, owedOf(st), k);
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
    byLoan: outcomes(st),
    movedTo: null,
    final,
  };
}

export type IdrPlan = 'rap' | 'ibr' | 'paye' | 'icr';

/** Where earlier income-driven payments were made: RAP, or one of IBR, PAYE and ICR. */
export type IdrHistory = 'rap' | 'legacy';

/**
 * How many payments made under one income-driven plan count toward another's forgiveness
 * (§X.1-17, 34 CFR 685.209(k)). The asymmetry is the law's: RAP payments never count toward IBR,
 * PAYE or ICR, while IBR, PAYE and ICR payments count toward RAP's 360 only if each met the
 * required amount (the tool asks only whether all of them did).
 */
export function creditedPayments(made: number, from: IdrHistory, to: IdrPlan, eachMetRequired: boolean): number {
  if (from === 'rap') return to === 'rap' ? made : 0;
  if (to === 'rap') return eachMetRequired ? made : 0;
  return made;
}

/**
 * A stretch of an income-driven projection on one plan. `needed` gives the payments left to
 * forgiveness when the stretch starts at month `k` (the payments projected before it are all on
 * time and in full, so each counts toward the plan it is made under).
 */
export interface IdrPhase {
  plan: IdrPlan;
  /** IBR's share of discretionary income (10% or 15%). */
  rate?: number;
  /** The last month on this plan (the June 30, 2028 sunset), or Infinity. */
  lastMonth: number;
  needed: (k: number) => number;
}

/** The payment cap of a plan, fixed when the loans enter it (§3.3 "Std10AtEntry"; ICR's 12-year amount × factor). */
function capOf(c: Ctx, plan: IdrPlan, st: readonly LoanState[]): number {
  const owed = (months: number) => st.reduce((t, s) => t + pmt(s.principal + s.accrued, s.loan.rate, months), 0);
  if (plan === 'icr') return owed(SL.icr.amortizationMonths.value) * c.icrFactor;
  if (plan === 'rap') return Number.POSITIVE_INFINITY;
  return owed(SL.standard10.months.value);
}

/** The borrower's scheduled payment for month k on `plan` (recertified yearly, §X.1-14), after the MFJ split. */
function idrScheduled(c: Ctx, ph: IdrPhase, y: number, cap: number): number {
  if (ph.plan === 'rap') return rapMonthly(agiAt(c, y), c.dependents) * c.share;
  const f = ph.plan === 'icr' ? SL.icr : ph.plan === 'paye' ? SL.paye : SL.ibr;
  const di = Math.max(0, agiAt(c, y) - f.povertyMultiple.value * fplAt(c, y));
  const rate = ph.plan === 'icr' ? SL.icr.rate.value : ph.plan === 'paye' ? SL.paye.rate.value : (ph.rate ?? SL.ibr.newBorrowerRate.value);
  return Math.min((rate * di) / 12, cap) * c.share;
}

/** The payment now: month 1 of the first phase. */
function idrFirstPayment(c: Ctx, ph: IdrPhase): number {
  return idrScheduled(c, ph, 0, capOf(c, ph.plan, statesOf(c.loans)));
}

/**
 * An income-driven projection, loan by loan, through one or more plans (PAYE and ICR move to RAP
 * or IBR after June 30, 2028). Stops at payoff or when the current plan's count is reached.
 */
function projectIdr(c: Ctx, phases: readonly IdrPhase[]): Projection {
  const st = statesOf(c.loans);
  const order = principalOrder(st);
  let paid = 0;
  let pv = 0;
  let waived = 0;
  let match = 0;
  const balanceByYear = [owedOf(st)];
  let k = 0;
  let p = 0;
  let ph = phases[0] as IdrPhase;
  let needed = ph.needed(0);
  let onPlan = 0;
  let cap = capOf(c, ph.plan, st);
  let movedTo: Projection['movedTo'] = null;
  let final: FinalMonth = { month: 0, owedBefore: owedOf(st), interest: 0, payment: 0, match: 0, waived: 0 };
  while (owedOf(st) > 1e-9 && onPlan < needed) {
    const next = phases[p + 1];
    if (k >= ph.lastMonth && next) {
      p++;
      ph = next;
      needed = ph.needed(k);
      onPlan = 0;
      cap = capOf(c, ph.plan, st);
      if (ph.plan === 'rap' || ph.plan === 'ibr') movedTo = { plan: ph.plan, month: k + 1 };
      continue;
    }
    k++;
    onPlan++;
    const owedBefore = owedOf(st);
    const interest = interestOf(st);
    const scheduled = idrScheduled(c, ph, Math.floor((k - 1) / 12), cap);
    let pay: number;
    let monthMatch = 0;
    let monthWaived = 0;
    if (paysOff(scheduled, owedBefore + interest)) {
      // The payoff month: the final payment is the balance plus this month's interest (§3.3).
      pay = owedBefore + interest;
      settle(st);
    } else {
      pay = scheduled;
      const rap = ph.plan === 'rap';
      const res = payIdrMonth(st, order, pay, rap);
      monthWaived = res.waived;
      if (rap) {
        const target = SL.rap.principalMatchTarget.value;
        // The match tops principal up toward $50, never above the payment nor below a zero balance (§X.1-15).
        if (res.toPrincipal < target) monthMatch = payPrincipal(st, order, Math.min(target - res.toPrincipal, pay), false);
      }
    }
    waived += monthWaived;
    match += monthMatch;
    final = { month: k, owedBefore, interest, payment: pay, match: monthMatch, waived: monthWaived };
    paid += pay;
    pv += pay / discount(c, k);
    const owed = owedOf(st);
    finish(balanceByYear, owed > 1e-9 ? owed : 0, k);
  }
  const owed = owedOf(st);
  const forgiven = owed > 1e-9 ? owed : 0;
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
    byLoan: outcomes(st),
    movedTo,
    final,
  };
}

/** Monthly payments from the month after `asOf` up to and including the month of `date` (both YYYY-MM-DD). */
export function paymentsUntil(asOf: string, date: string): number {
  const index = (d: string) => {
    const [y, m] = d.split('-').map(Number) as [number, number];
    return y * 12 + (m - 1);
  };
  return Math.max(0, index(date) - index(asOf));
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

/** A set of loans summed up: the plans run them loan by loan, so the average rate is shown, never used. */
export interface LoanPool {
  balance: number;
  /** Balance-weighted average APR as a decimal. */
  apr: number;
  /** More than one rate among the loans. */
  mixedRates: boolean;
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
  /** How the tax on forgiveness is found: in 2026 brackets plus a state rate, or at the member's own rate. */
  forgivenessTax: { mode: 'compute'; stateRate: number } | { mode: 'manual'; rate: number };
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
  return { balance, apr, mixedRates: new Set(loans.map((l) => l.rate)).size > 1 };
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
    icrFactor: num(v, 'icrIncomeFactor', SL.icr.incomePercentageFactor.value),
  };
  /** One plan's context: its loans, each run on its own; the MFJ split by share of the combined balance. */
  const ctxOf = (p: readonly Loan[]): Ctx => {
    const balance = poolOf(p).balance;
    return { ...base, loans: p, share: spouseBal > 0 && balance + spouseBal > 0 ? balance / (balance + spouseBal) : 1 };
  };
  /** Which loans each plan takes (§3.1, §3.6). */
  const eligibleFor = {
    fixed: (t: LoanType) => t !== 'Private',
    tiered: isDirect,
    rap: (t: LoanType) => OWN_DIRECT.includes(t) || (t === 'ParentPLUSConsolidation' && carveOut),
    ibr: (t: LoanType) => OWN_DIRECT.includes(t) || t === 'FFEL' || t === 'Perkins',
    // PAYE takes the borrower's own Direct Loans; Parent PLUS and loans that repaid it never could.
    paye: (t: LoanType) => OWN_DIRECT.includes(t),
    // ICR is the one income-driven plan a Parent PLUS consolidation has (§3.1); the borrower's own
    // Direct Loans join it only for those already enrolled (open enrollment unverified [U]).
    icr: (t: LoanType) => t === 'ParentPLUSConsolidation' || (OWN_DIRECT.includes(t) && bool(v, 'icrEnrolled')),
    // PSLF forgives Direct Loans only (34 CFR 685.219): FFEL and Perkins count once consolidated.
    pslfIbr: (t: LoanType) => OWN_DIRECT.includes(t),
  };
  const loansFor = (pred: (t: LoanType) => boolean) => federalLoans.filter((l) => pred(l.type));
  /** "Covers $x of your $y federal loans; not eligible: Parent PLUS, FFEL." when a plan leaves loans out. */
  const coverage = (pred: (t: LoanType) => boolean, p: readonly Loan[]) => {
    const out = [...new Set(federalLoans.filter((l) => !pred(l.type)).map((l) => typeLabel(l.type)))];
    const balance = poolOf(p).balance;
    return out.length > 0 && balance > 0
      ? ` Covers ${dollars(balance)} of your ${dollars(federal.balance)} in federal loans; not eligible: ${out.join(', ')}.`
      : '';
  };
  const none = (what: string) => `None of your loans can use ${what}.`;

  const anyNew = bool(v, 'anyLoanOnOrAfter2026_07_01');
  const oldBorrower = bool(v, 'balanceBefore2014_07_01') || anyNew;
  const stateRate = num(v, 'forgivenessStateRate');
  // §3.2 forgivenessTaxRateMode: computed in today's brackets (§X.1-19), or the member's own rate (0–60%) on the whole amount.
  const ownRate = str(v, 'forgivenessTaxRateMode', 'compute') === 'manual' ? num(v, 'forgivenessTaxRate') : null;
  const ibrRate = oldBorrower ? SL.ibr.oldBorrowerRate.value : SL.ibr.newBorrowerRate.value;
  const ibrCount = oldBorrower ? SL.ibr.oldBorrowerPayments.value : SL.ibr.newBorrowerPayments.value;
  // Payments already made toward income-driven forgiveness, counted per plan (`creditedPayments`: RAP's
  // never count toward the older plans; theirs count toward RAP only if each met the required amount).
  const made = num(v, 'idrPaymentsToDate');
  const madeUnder = str<IdrHistory>(v, 'idrPaymentsPlan', 'legacy');
  const metRequired = !bool(v, 'idrPaymentsBelowRequired');
  const credit = (to: IdrPlan) => creditedPayments(made, madeUnder, to, metRequired);
  const planCount: Record<IdrPlan, number> = {
    rap: SL.rap.forgivenessPayments.value,
    ibr: ibrCount,
    paye: SL.paye.payments.value,
    icr: SL.icr.payments.value,
  };
  /** A plan from now on, with the payments already credited to it. */
  const onlyPlan = (plan: IdrPlan): IdrPhase[] => [
    { plan, rate: ibrRate, lastMonth: Number.POSITIVE_INFINITY, needed: () => planCount[plan] - credit(plan) },
  ];
  const sunset = paymentsUntil(RULES_2026.asOf, SL.payeIcrSunset.value);
  /**
   * PAYE or ICR until June 30, 2028, then RAP, or IBR when a loan is not RAP-eligible (§3.1). The
   * projected PAYE/ICR payments are on time and in full, so they all count on the next plan.
   */
  const sunsetPlan = (plan: 'paye' | 'icr', after: 'rap' | 'ibr'): IdrPhase[] => [
    { plan, lastMonth: sunset, needed: () => planCount[plan] - credit(plan) },
    {
      plan: after,
      rate: ibrRate,
      lastMonth: Number.POSITIVE_INFINITY,
      needed: (k) => planCount[after] - credit(after) - creditedPayments(k, 'legacy', after, true),
    },
  ];
  const afterSunset = (p: readonly Loan[]) => {
    const to = SL.payeIcrAfterSunset.value;
    return p.every((l) => eligibleFor.rap(l.type)) ? to.rapEligible : to.otherwise;
  };
  // §X.1-19: TI of the forgiveness year = AGI of that recertification year − standard deduction.
  const tiAt = (c: Ctx, month: number) => agiAt(c, Math.max(0, Math.floor((month - 1) / 12))) - stdDed(status);
  /** Std10AtEntry of §3.3 (d): the level 10-year payment, the cap of IBR and PAYE (tools.md states it without the minimum). */
  const std10Of = (p: readonly Loan[]) => p.reduce((t, l) => t + pmt(l.balance, l.rate, SL.standard10.months.value), 0);
  /** What the Standard 10-year plan charges in its first month: the level payment, at least $50, at most what is owed. */
  const std10Minimum = SL.standard10.minimumPayment.value;
  const std10Payment = (p: readonly Loan[]) =>
    Math.min(
      Math.max(std10Minimum, std10Of(p)),
      p.reduce((t, l) => t + l.balance * (1 + l.rate / 12), 0),
    );
  const plans: PlanRow[] = [];
  /** Adds the tax on forgiveness, the lifetime cost and the present values to a plan. */
  const add = (c: Ctx, p: PlanInput, pslfPlan = false) => {
    const pr = p.projection;
    const month = pr?.forgivenessMonth ?? null;
    const tax =
      pr && month !== null && p.forgivenessTaxable
        ? ownRate !== null
          ? ownRate * pr.forgiven
          : taxOnForgiveness(pr.forgiven, tiAt(c, month), status, stateRate)
        : 0;
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
  const creditNote = (plan: IdrPlan) => {
    const n = credit(plan);
    if (made === 0) return '';
    if (n === 0)
      return madeUnder === 'rap'
        ? ' Your RAP payments do not count here.'
        : ' Your earlier payments do not count here (each must have met the required amount).';
    return ` Counts your ${n} earlier payments.`;
  };

  // Standard 10-year and Extended take every federal loan (closed once a post-July-2026 loan exists).
  const fixed = loansFor(eligibleFor.fixed);
  const fixedBalance = poolOf(fixed).balance;
  const cFixed = ctxOf(fixed);
  const std10 = std10Payment(fixed);
  const std10Projection = anyNew ? null : projectFixed(cFixed, SL.standard10.months.value, std10Minimum);
  const std10Months = std10Projection?.months ?? SL.standard10.months.value;
  add(cFixed, {
    id: 'standard10',
    label: 'Standard 10-year',
    eligible: !anyNew && fixedBalance > 0,
    rule: anyNew
      ? 'Closed to borrowers with a loan made on or after July 1, 2026.'
      : std10Months < SL.standard10.months.value
        ? `The $${std10Minimum} minimum payment applies: paid off in ${std10Months} months.${coverage(eligibleFor.fixed, fixed)}`
        : `Fixed payment over 120 months.${coverage(eligibleFor.fixed, fixed)}`,
    firstPayment: std10,
    projection: std10Projection,
    forgivenessTaxable: false,
    countsForPslf: true,
  });
  // Tiered Standard only for borrowers with a post-July-2026 loan (§X.1-20, §X.2-3); others see Extended.
  if (anyNew) {
    const tiered = loansFor(eligibleFor.tiered);
    const balance = poolOf(tiered).balance;
    const c = ctxOf(tiered);
    // The term follows the total Direct Loan balance; each loan then amortizes over it.
    const n = tieredStandardMonths(balance);
    add(c, {
      id: 'tieredStandard',
      label: 'Tiered Standard',
      eligible: balance > 0,
      rule: balance > 0 ? `Term by balance: ${n} months.${coverage(eligibleFor.tiered, tiered)}` : none('Tiered Standard (Direct Loans only)'),
      firstPayment: tiered.reduce((t, l) => t + pmt(l.balance, l.rate, n), 0),
      projection: balance > 0 ? projectFixed(c, n) : null,
      forgivenessTaxable: false,
      countsForPslf: false,
    });
  } else {
    const eligible = above(fixedBalance, 30_000);
    add(cFixed, {
      id: 'extended',
      label: 'Extended 25-year',
      eligible,
      rule: eligible ? `Fixed payment over 300 months (balance over $30,000).${coverage(eligibleFor.fixed, fixed)}` : 'Needs a balance over $30,000.',
      firstPayment: fixed.reduce((t, l) => t + pmt(l.balance, l.rate, 300), 0),
      projection: eligible ? projectFixed(cFixed, 300) : null,
      forgivenessTaxable: false,
      countsForPslf: false,
    });
  }
  const rapLoans = loansFor(eligibleFor.rap);
  const rapBalance = poolOf(rapLoans).balance;
  const cRap = ctxOf(rapLoans);
  const rapPhases = onlyPlan('rap');
  const rapFirst = idrFirstPayment(cRap, rapPhases[0] as IdrPhase);
  add(cRap, {
    id: 'rap',
    label: 'Repayment Assistance Plan (RAP)',
    eligible: rapBalance > 0,
    rule:
      rapBalance > 0
        ? `Percentage of your whole AGI; forgiveness after 360 payments.${creditNote('rap')}${coverage(eligibleFor.rap, rapLoans)}`
        : none('RAP (Direct Loans other than Parent PLUS)'),
    firstPayment: rapFirst,
    projection: rapBalance > 0 ? projectIdr(cRap, rapPhases) : null,
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  const ibrLoans = loansFor(eligibleFor.ibr);
  const ibrBalance = poolOf(ibrLoans).balance;
  const cIbr = ctxOf(ibrLoans);
  const ibrPhases = onlyPlan('ibr');
  add(cIbr, {
    id: 'ibr',
    label: oldBorrower ? 'Income-Based Repayment (15%)' : 'Income-Based Repayment (10%, new borrower)',
    eligible: ibrBalance > 0,
    rule:
      ibrBalance > 0
        ? `${oldBorrower ? '15% of income above 150% of the poverty line; forgiveness after 300 payments.' : '10% of income above 150% of the poverty line; forgiveness after 240 payments.'}${creditNote('ibr')}${coverage(eligibleFor.ibr, ibrLoans)}`
        : none('IBR (not Parent PLUS)'),
    firstPayment: idrFirstPayment(cIbr, ibrPhases[0] as IdrPhase),
    projection: ibrBalance > 0 ? projectIdr(cIbr, ibrPhases) : null,
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  const closedByNewLoan =
    'A loan made on or after July 1, 2026 can be repaid only under RAP or Tiered Standard, and the tool does not separate your older loans, so this plan is not projected.';
  const then = (after: 'rap' | 'ibr') =>
    after === 'rap'
      ? 'From July 1, 2028 the loans move to RAP, and these payments count toward its 360.'
      : `From July 1, 2028 the loans move to IBR (not all of them can use RAP), and these payments count toward its ${ibrCount}.`;
  const payeLoans = loansFor(eligibleFor.paye);
  const payeBalance = poolOf(payeLoans).balance;
  // Closed to newcomers (§3.1): only the member's word that they are on it opens the row.
  const payeEnrolled = SL.paye.openToNewEnrollment.value || bool(v, 'payeEnrolled');
  const payeOpen = payeEnrolled && !anyNew && payeBalance > 0;
  const cPaye = ctxOf(payeLoans);
  const payeAfter = afterSunset(payeLoans);
  const payePhases = sunsetPlan('paye', payeAfter);
  add(cPaye, {
    id: 'paye',
    label: 'Pay As You Earn (PAYE)',
    eligible: payeOpen,
    rule: !payeEnrolled
      ? 'Closed to new enrollment: only borrowers already on PAYE keep it, until June 30, 2028. If you are one, tick “I am enrolled in PAYE”.'
      : anyNew
        ? closedByNewLoan
        : payeBalance > 0
          ? `10% of income above 150% of the poverty line, capped at the 10-year Standard payment; forgiveness after 240 payments. ${then(payeAfter)}${creditNote('paye')}${coverage(eligibleFor.paye, payeLoans)}`
          : none('PAYE (Direct Loans other than Parent PLUS)'),
    firstPayment: idrFirstPayment(cPaye, payePhases[0] as IdrPhase),
    projection: payeOpen ? projectIdr(cPaye, payePhases) : null,
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  const icrLoans = loansFor(eligibleFor.icr);
  const icrBalance = poolOf(icrLoans).balance;
  const icrOpen = !anyNew && icrBalance > 0;
  const cIcr = ctxOf(icrLoans);
  const icrAfter = afterSunset(icrLoans);
  const icrPhases = sunsetPlan('icr', icrAfter);
  const factor = `${roundHalfUp(base.icrFactor * 100, 1)}%`;
  add(cIcr, {
    id: 'icr',
    label: 'Income-Contingent Repayment (ICR)',
    eligible: icrOpen,
    rule: anyNew
      ? closedByNewLoan
      : icrBalance > 0
        ? `20% of income above the poverty line, or the 12-year payment × the income factor (${factor}) if less; forgiveness after 300 payments. ${then(icrAfter)}${creditNote('icr')}${coverage(eligibleFor.icr, icrLoans)}`
        : 'Used mainly by a consolidation loan that repaid Parent PLUS, until June 30, 2028. If you are already on ICR, tick “I am enrolled in ICR”.',
    firstPayment: idrFirstPayment(cIcr, icrPhases[0] as IdrPhase),
    projection: icrOpen ? projectIdr(cIcr, icrPhases) : null,
    forgivenessTaxable: true,
    countsForPslf: true,
  });
  let pslf: PslfSummary | null = null;
  if (bool(v, 'pslfTrack')) {
    const toDate = num(v, 'pslfQualifyingPaymentsToDate');
    const remaining = Math.max(0, SL.pslf.qualifyingPayments.value - toDate);
    const pslfPhase = (plan: IdrPlan): IdrPhase[] => [{ plan, rate: ibrRate, lastMonth: Number.POSITIVE_INFINITY, needed: () => remaining }];
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
        eligible: rapBalance > 0,
        rule: rapBalance > 0 ? `${rule}${coverage(eligibleFor.rap, rapLoans)}` : none('RAP'),
        firstPayment: rapFirst,
        projection: rapBalance > 0 ? fix(projectIdr(cRap, pslfPhase('rap'))) : null,
      },
      true,
    );
    const pslfIbrLoans = loansFor(eligibleFor.pslfIbr);
    const pslfIbrBalance = poolOf(pslfIbrLoans).balance;
    const c = ctxOf(pslfIbrLoans);
    const phases = pslfPhase('ibr');
    add(
      c,
      {
        ...shared,
        id: 'pslfIbr',
        label: 'PSLF via IBR',
        eligible: pslfIbrBalance > 0,
        rule: pslfIbrBalance > 0 ? `${rule}${coverage(eligibleFor.pslfIbr, pslfIbrLoans)}` : none('PSLF via IBR (Direct Loans only)'),
        firstPayment: idrFirstPayment(c, phases[0] as IdrPhase),
        projection: pslfIbrBalance > 0 ? fix(projectIdr(c, phases)) : null,
      },
      true,
    );
    // The value offered to the Job Offer Checklist: the PSLF plan with the lower lifetime cost in
    // present value (ties → RAP), since that is the plan a borrower on the PSLF track would pick.
    // With different loans in the two (FFEL in IBR only), the one that forgives more is offered.
    const candidates = plans.slice(-2).filter((p) => p.eligible && p.projection) as PlanRow[];
    const comparable = rapBalance === pslfIbrBalance;
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
  if (rapBalance > 0 && rapFirst > std10Payment(rapLoans)) flags.push('RAP payment exceeds your Standard payment.');
  flags.push(
    anyNew ? 'Your post-July-2026 loan limits you to RAP and Tiered Standard.' : 'Consolidating now would limit you to RAP/Tiered Standard.',
  );
  flags.push('Forgiveness outside PSLF is taxable from 2026.');
  if (payeOpen || icrOpen) flags.push('PAYE and ICR end June 30, 2028: the projection then moves you to RAP, or to IBR if a loan cannot use RAP.');
  if (types.has('ParentPLUS')) flags.push('Parent PLUS loans cannot use RAP or IBR; they stay on the fixed plans here.');
  if (types.has('ParentPLUSConsolidation') && !carveOut)
    flags.push('A consolidation loan that repaid Parent PLUS can use RAP only under the carve-out; otherwise ICR until June 30, 2028, then IBR.');
  if (types.has('FFEL') || types.has('Perkins'))
    flags.push(
      'FFEL and Perkins loans can use IBR only unless consolidated, and their payments do not count for PSLF until they are consolidated into a Direct Loan.',
    );
  if (types.has('Private')) flags.push('Private loans are outside the federal plans: they are shown on their own, as a simple 10-year amortization.');
  if (status === 'mfj' && num(v, 'spouseFederalBalance') === 0)
    flags.push('If your spouse also has federal loans, enter their balance: without it the household split may overstate your payment.');
  flags.push('Months in default or forbearance are not modeled: every payment is assumed on time, and such months may not count toward forgiveness.');
  const privateLoans = loans.filter((l) => l.type === 'Private');
  const privateMonthly = privateLoans.reduce((t, l) => t + pmt(l.balance, l.rate, PRIVATE_MONTHS), 0);
  return {
    forgivenessTax: ownRate !== null ? { mode: 'manual', rate: ownRate } : { mode: 'compute', stateRate },
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
    'Each plan is run loan by loan, each at its own rate. Fixed plans pay each loan off over the plan’s term; an income-driven payment covers every loan’s interest first, then pays down the highest-rate loan.',
    'Private loans are paid off on their own over 10 years.',
    'PAYE and ICR are shown only if you are already on them (ICR also for a consolidation loan that repaid a Parent PLUS loan). From July 1, 2028 their loans move to RAP, or to IBR for a loan RAP cannot take, and the payments made by then still count.',
    { text: 'ICR counts your income at 100% (its income percentage factor); you can change it.', unconfirmed: true },
    'IBR and PAYE payments never rise above the 10-year Standard payment, and ICR payments above the 12-year payment, figured on what you owe when your loans join the plan.',
    'Earlier income-driven payments count as the law says: RAP payments never count toward IBR, PAYE or ICR; IBR, PAYE and ICR payments count toward RAP only if each met the required amount.',
    'Payments are made on time; default and forbearance are not modeled.',
    {
      text: 'Under RAP, when a payment pays down less than $50 of principal, the government adds the rest of the $50 (never more than the payment itself).',
      unconfirmed: true,
    },
    {
      text: 'The Tiered Standard plan is shown only if you have a loan made on or after July 1, 2026, and its payments do not count toward PSLF.',
      unconfirmed: true,
    },
    'Tax on forgiveness is figured in 2026 brackets on top of that year’s income less the standard deduction, plus your state rate; or, if you choose, at your own rate on the whole amount forgiven.',
    'Under IBR, PAYE and ICR, unpaid interest builds up but is not added to the principal; interest still unpaid when PAYE or ICR ends carries into RAP or IBR.',
    'Present values discount each month’s amount at your discount rate; the amount forgiven and the tax on it are discounted from the month of forgiveness (the tax is in fact due the following April).',
    'The PSLF value is today’s value of the tax-free PSLF forgiveness, on whichever PSLF plan costs less over your lifetime in today’s dollars; it is what the Job Offer Checklist can add to an offer.',
  ],
  sources: ['S15', 'S16', 'S17', 'S18', 'S19', 'S20', 'S21', 'S22', 'S1'],
  example: {
    who: 'a single attorney with $180,000 of federal loans at 7.5% and an AGI of $95,000',
    raw: { agi: '95000' },
  },
};
