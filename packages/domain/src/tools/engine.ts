/**
 * The shared tax, loan and growth functions of tools.md §0.3. Every tool calculates through these,
 * reading its figures from the rules file. Full precision throughout; round only for display
 * (tools.md §X.1-1).
 */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';

const T = RULES_2026.tax;

/** Round half away from zero to `dp` decimals (display only). */
export function roundHalfUp(x: number, dp = 0): number {
  const f = 10 ** dp;
  // The epsilon absorbs binary noise such as 1.005 → 1.00499999…
  return (Math.sign(x) * Math.round(Math.abs(x) * f + 1e-9)) / f;
}

/**
 * Boundaries of scores, bands and counts. Inputs are typed in decimal but held in binary floating
 * point, which stores most of them inexactly: 1.5 × 0.30 is 0.44999999999999996, so a 45% cut
 * against a 30% tolerance fell past "cut ≤ 1.5 × tolerance". A relative slack of 1e-12 is far above
 * that noise (about 1e-16 per operation) and far below any difference a person can type (a cent of
 * a million dollars is 1e-8), so a value that is exactly on a boundary in decimal lands on the side
 * tools.md gives it. Every boundary test of a scored tool goes through these.
 */
const BOUNDARY_SLACK = 1e-12;
const slack = (a: number, b: number) => BOUNDARY_SLACK * Math.max(1, Math.abs(a), Math.abs(b));
/** a ≥ b, with a value on the boundary counted as on it. */
export const atLeast = (a: number, b: number): boolean => a >= b - slack(a, b);
/** a ≤ b, with a value on the boundary counted as on it. */
export const atMost = (a: number, b: number): boolean => a <= b + slack(a, b);
/** a < b: strictly below, a value on the boundary is not. */
export const below = (a: number, b: number): boolean => !atLeast(a, b);
/** a > b: strictly above, a value on the boundary is not. */
export const above = (a: number, b: number): boolean => !atMost(a, b);
/** Math.ceil that does not turn float noise above a whole number (2.0000000000000004) into one more. */
export const ceilWhole = (x: number): number => Math.ceil(x - BOUNDARY_SLACK * Math.max(1, Math.abs(x)));

export function stdDed(status: FilingStatus): number {
  return T.standardDeduction[status].value;
}

export function addlThreshold(status: FilingStatus): number {
  return T.fica.additionalMedicareThreshold[status].value;
}

/** Progressive federal tax on ordinary taxable income; negative income is taxed as 0 (§X.1-4). */
export function fedOrdinaryTax(ti: number, status: FilingStatus): number {
  const income = Math.max(0, ti);
  const brackets = T.ordinaryBrackets[status].value;
  let tax = 0;
  for (let k = 0; k < brackets.length; k++) {
    const b = brackets[k] as { from: number; rate: number };
    const top = brackets[k + 1]?.from ?? Number.POSITIVE_INFINITY;
    tax += b.rate * Math.max(0, Math.min(income, top) - b.from);
  }
  return tax;
}

/** Rate of the bracket containing ti; a rate applies *above* its threshold (§X.1-3). */
export function marginalRate(ti: number, status: FilingStatus): number {
  const brackets = T.ordinaryBrackets[status].value;
  let rate = brackets[0]?.rate ?? 0;
  for (const b of brackets) if (ti > b.from) rate = b.rate;
  return rate;
}

/** Tax on qualified dividends and long-term gains stacked on top of ordinary taxable income. */
export function ltcgStackTax(ordinaryTI: number, prefIncome: number, status: FilingStatus): number {
  const { zeroTop: b0, fifteenTop: b15 } = T.capitalGainBreakpoints[status].value;
  const pref = Math.max(0, prefIncome);
  const ord = Math.max(0, ordinaryTI);
  const zeroRoom = Math.max(0, b0 - ord);
  const at0 = Math.min(pref, zeroRoom);
  const fifteenRoom = Math.max(0, b15 - Math.max(ord, b0));
  const at15 = Math.min(pref - at0, fifteenRoom);
  const at20 = pref - at0 - at15;
  return 0.15 * at15 + 0.2 * at20;
}

/** The capital-gain rate that applies at a taxable income (0, 15 or 20%). */
export function ltcgRateAt(ti: number, status: FilingStatus): number {
  const { zeroTop, fifteenTop } = T.capitalGainBreakpoints[status].value;
  return ti <= zeroTop ? 0 : ti <= fifteenTop ? 0.15 : 0.2;
}

export interface FicaParts {
  ss: number;
  medicare: number;
  additional: number;
  total: number;
}

export function employeeFica(wages: number, status: FilingStatus): FicaParts {
  const w = Math.max(0, wages);
  const ss = T.fica.ssRate.value * Math.min(w, T.fica.ssWageBase.value);
  const medicare = T.fica.medicareRate.value * w;
  const additional = T.fica.additionalMedicareRate.value * Math.max(0, w - addlThreshold(status));
  return { ss, medicare, additional, total: ss + medicare + additional };
}

export interface SeTaxParts {
  nese: number;
  ss: number;
  medicare: number;
  /** The 0.9% Additional Medicare on SE earnings (not part of SE tax's deductible half). */
  additional: number;
  seTax: number;
  deductibleHalf: number;
}

export function seTax(netProfit: number, w2SsWages: number, w2MedicareWages: number, status: FilingStatus): SeTaxParts {
  const se = T.selfEmployment;
  let nese = se.netEarningsFactor.value * netProfit;
  if (nese < se.minimumNetEarnings.value) nese = 0;
  const ss = se.ssRate.value * Math.min(nese, Math.max(0, T.fica.ssWageBase.value - w2SsWages));
  const medicare = se.medicareRate.value * nese;
  const additional = T.fica.additionalMedicareRate.value * Math.max(0, nese - Math.max(0, addlThreshold(status) - w2MedicareWages));
  return { nese, ss, medicare, additional, seTax: ss + medicare, deductibleHalf: (ss + medicare) / 2 };
}

/** Level payment that repays P over n months at an annual rate (end of period, like numpy-financial pmt). */
export function pmt(principal: number, apr: number, n: number): number {
  if (n <= 0 || principal <= 0) return 0;
  const r = apr / 12;
  return r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n);
}

export interface AmortizationRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

/** Amortization on the unrounded payment; the last payment clears the balance exactly. */
export function amortize(principal: number, apr: number, n: number): AmortizationRow[] {
  const r = apr / 12;
  const payment = pmt(principal, apr, n);
  const rows: AmortizationRow[] = [];
  let bal = principal;
  for (let k = 1; k <= n && bal > 0; k++) {
    const interest = bal * r;
    const pay = k === n ? bal + interest : Math.min(payment, bal + interest);
    const prin = pay - interest;
    // The last payment clears the balance exactly (no float residue).
    bal = k === n || pay >= bal + interest ? 0 : Math.max(0, bal - prin);
    rows.push({ month: k, payment: pay, interest, principal: prin, balance: bal });
  }
  return rows;
}

/** Future value of level end-of-period contributions; i = 0 → contrib × n (§X.1-2). */
export function fv(contrib: number, i: number, n: number): number {
  return i === 0 ? contrib * n : (contrib * ((1 + i) ** n - 1)) / i;
}

export function pvAnnuityDue(pay: number, i: number, n: number): number {
  return i === 0 ? pay * n : ((pay * (1 - (1 + i) ** -n)) / i) * (1 + i);
}

/** Smallest x in [lo, hi] with pred(x) true, for a predicate monotone in x (bisection to `tol`). */
export function bisect(pred: (x: number) => boolean, lo: number, hi: number, tol = 0.01): number | null {
  if (!pred(hi)) return null;
  if (pred(lo)) return lo;
  let a = lo;
  let b = hi;
  while (b - a > tol) {
    const m = (a + b) / 2;
    if (pred(m)) b = m;
    else a = m;
  }
  return b;
}
