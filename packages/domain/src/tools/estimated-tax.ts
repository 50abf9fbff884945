/** Tool 4: Estimated Tax Navigator (tools.md §4, §X.1-21…25). */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { fedOrdinaryTax, ltcgStackTax, marginalRate, seTax, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, bool, num, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const T = RULES_2026.tax;
const ET = T.estimatedTax;
const WAGES_MSG = 'Wages must be 0–10,000,000.';
const cur = (key: string, label: string, group: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label,
  kind: 'money',
  default: 0,
  min: 0,
  max: 100_000_000,
  message: `${label} must be 0 or more.`,
  group,
  ...extra,
});
const isMfj = (r: Record<string, string>) => r.filingStatus === 'mfj';

export type Strategy = 'prior-year' | 'current-90' | 'pay-to-zero';
const PERIODS: Record<string, number> = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 };

export const estimatedTaxFields: readonly FieldSpec[] = [
  { key: 'filingStatus', label: 'Filing status', kind: 'enum', default: 'single', options: FILING_STATUS_OPTIONS, group: 'You' },
  cur('w2Wages', 'W-2 wages (Box 1)', 'Wages', { max: 10_000_000, message: WAGES_MSG }),
  cur('w2SsWages', 'Social Security wages (Box 3)', 'Wages', {
    max: 10_000_000,
    message: WAGES_MSG,
    default: undefined,
    optional: true,
    help: 'Leave blank if the same as Box 1.',
  }),
  cur('w2MedicareWages', 'Medicare wages (Box 5)', 'Wages', {
    max: 10_000_000,
    message: WAGES_MSG,
    default: undefined,
    optional: true,
    help: 'Leave blank if the same as Box 1.',
  }),
  cur('spouseW2Wages', 'Spouse W-2 wages (Box 1)', 'Wages', { max: 10_000_000, message: WAGES_MSG, showIf: isMfj }),
  cur('withholdingFullYear', 'Federal withholding for the full year', 'Wages', { max: 5_000_000, message: 'Withholding must be 0–5,000,000.' }),
  {
    key: 'payFrequency',
    label: 'Pay frequency',
    kind: 'enum',
    default: 'semimonthly',
    options: [
      { value: 'weekly', label: 'Weekly' },
      { value: 'biweekly', label: 'Every two weeks' },
      { value: 'semimonthly', label: 'Twice a month' },
      { value: 'monthly', label: 'Monthly' },
    ],
    group: 'Wages',
    help: 'For the extra W-4 withholding per paycheck.',
  },
  {
    key: 'seNetProfit',
    label: 'Self-employment net profit',
    kind: 'money',
    default: 0,
    min: -5_000_000,
    max: 10_000_000,
    message: 'Enter net profit after business expenses.',
    group: 'Self-employment',
    help: 'Schedule C or K-1 self-employment earnings after business expenses.',
  },
  {
    key: 'spouseSeNetProfit',
    label: 'Spouse self-employment net profit',
    kind: 'money',
    default: 0,
    min: -5_000_000,
    max: 10_000_000,
    message: 'Enter net profit after business expenses.',
    group: 'Self-employment',
    showIf: isMfj,
  },
  { key: 'isSSTB', label: 'My practice is a specified service business (law is)', kind: 'bool', default: true, group: 'Self-employment' },
  cur('w2WagesPaidByPractice', 'W-2 wages your practice pays', 'Self-employment', {
    help: 'Only matters inside the QBI phase-in. UBIA is ignored (typical for law practices).',
  }),
  cur('seHealthIns', 'Self-employed health insurance', 'Deductions'),
  cur('seRetirement', 'SEP / solo 401(k) contributions', 'Deductions'),
  cur('otherAboveTheLine', 'Other above-the-line deductions', 'Deductions', { help: 'HSA outside payroll, student-loan interest.' }),
  cur('itemized', 'Itemized deductions', 'Deductions', { help: 'The larger of this and the standard deduction is used.' }),
  cur('credits', 'Tax credits', 'Deductions'),
  cur('otherOrdinaryIncome', 'Interest, non-qualified dividends, short-term gains', 'Investment income'),
  cur('qualifiedDivAndLtcg', 'Qualified dividends and long-term gains', 'Investment income'),
  {
    key: 'priorYearTotalTax',
    label: '2025 total tax (Form 1040)',
    kind: 'money',
    min: 0,
    max: 10_000_000,
    message: 'Enter last year’s total tax (0 if none).',
    group: 'Last year',
  },
  {
    key: 'priorYearAgi',
    label: '2025 adjusted gross income',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000_000,
    message: 'Prior-year AGI must be 0–100,000,000.',
    group: 'Last year',
  },
  { key: 'priorYearFull12MonthReturn', label: 'My 2025 return covered all 12 months', kind: 'bool', default: true, group: 'Last year' },
  cur('paidQ1', 'Estimated payment made for Q1', 'Payments made'),
  cur('paidQ2', 'Estimated payment made for Q2', 'Payments made'),
  cur('paidQ3', 'Estimated payment made for Q3', 'Payments made'),
  cur('paidQ4', 'Estimated payment made for Q4', 'Payments made'),
  { key: 'asOfDate', label: 'As of date', kind: 'date', default: '2026-11-01', message: 'Enter a date.', group: 'Payments made' },
  ...ET.underpaymentRate.value.map(
    (r, i): FieldSpec => ({
      key: `underpaymentRateQ${i + 1}`,
      label: `IRS underpayment rate for Q${i + 1}`,
      kind: 'percent',
      default: Math.round(r * 1000) / 10,
      min: 0,
      max: 20,
      message: 'Rate must be 0–20%.',
      group: 'Penalty preview',
      help:
        i === 0
          ? 'Q1 2026: 7% (confirmed).'
          : i === 1
            ? 'Q2 2026: 6% (one source).'
            : 'Not yet confirmed: 7% assumed; change it if you know the rate.',
    }),
  ),
  {
    key: 'strategy',
    label: 'Strategy',
    kind: 'enum',
    default: 'prior-year',
    options: [
      { value: 'prior-year', label: 'Prior-year safe harbor (certain)' },
      { value: 'current-90', label: '90% of this year’s tax' },
      { value: 'pay-to-zero', label: 'Pay to owe nothing' },
    ],
    group: 'Payments made',
  },
];

export interface Installment {
  quarter: number;
  dueDate: string;
  cumulativeRequired: number;
  due: number;
  status: 'paid' | 'upcoming' | 'overdue';
  penaltyEstimate: number;
}

export interface EstimatedTaxResult {
  se: { nese: number; ss: number; medicare: number; seTax: number; halfSe: number };
  additionalMedicare: number;
  agi: number;
  deduction: number;
  tiBeforeQbi: number;
  qbiDeduction: number;
  taxableIncome: number;
  incomeTax: number;
  niit: number;
  totalTax: number;
  marginalRate: number;
  currentYearTest: number;
  priorYearTest: number | null;
  priorFactor: number;
  legalMinimum: number;
  requiredAnnual: number;
  perQuarter: Record<Strategy, number>;
  noPaymentsRequired: string | null;
  /** The date the installment statuses and penalties are measured against. */
  asOfDate: string;
  installments: Installment[];
  w4ExtraPerPaycheck: number;
  remainingPayPeriods: number;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
}

export function computeEstimatedTax(v: Values): EstimatedTaxResult {
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const mfj = status === 'mfj';
  const wages = num(v, 'w2Wages');
  const ssW = typeof v.w2SsWages === 'number' ? v.w2SsWages : wages;
  const medW = typeof v.w2MedicareWages === 'number' ? v.w2MedicareWages : wages;
  const spouseWages = mfj ? num(v, 'spouseW2Wages') : 0;
  const profit = num(v, 'seNetProfit');
  const spouseProfit = mfj ? num(v, 'spouseSeNetProfit') : 0;
  // The wage base applies per person (§4.5).
  const mine = seTax(profit, ssW, medW, status);
  const theirs = seTax(spouseProfit, spouseWages, spouseWages, status);
  const se = {
    nese: mine.nese + theirs.nese,
    ss: mine.ss + theirs.ss,
    medicare: mine.medicare + theirs.medicare,
    seTax: mine.seTax + theirs.seTax,
    halfSe: mine.deductibleHalf + theirs.deductibleHalf,
  };
  const thr = T.fica.additionalMedicareThreshold[status].value;
  const medicareWages = medW + spouseWages;
  const rate9 = T.fica.additionalMedicareRate.value;
  const additionalMedicare = rate9 * Math.max(0, medicareWages - thr) + rate9 * Math.max(0, se.nese - Math.max(0, thr - medicareWages));
  const other = num(v, 'otherOrdinaryIncome');
  const pref0 = num(v, 'qualifiedDivAndLtcg');
  const aboveTheLine = num(v, 'seHealthIns') + num(v, 'seRetirement') + num(v, 'otherAboveTheLine');
  const agi = wages + spouseWages + profit + spouseProfit + other + pref0 - se.halfSe - aboveTheLine;
  const deduction = Math.max(stdDed(status), num(v, 'itemized'));
  const ti0 = Math.max(0, agi - deduction);
  const q = T.qbi;
  const qbi = Math.max(0, profit + spouseProfit - se.halfSe - num(v, 'seHealthIns') - num(v, 'seRetirement'));
  const qThr = q.threshold[status].value;
  const range = q.phaseInRange[status].value;
  let qbid: number;
  if (ti0 <= qThr) qbid = q.rate.value * qbi;
  else if (ti0 >= qThr + range && bool(v, 'isSSTB')) qbid = 0;
  else {
    const f = Math.min(1, (ti0 - qThr) / range);
    const ap = bool(v, 'isSSTB') ? 1 - f : 1;
    const tent = q.rate.value * qbi * ap;
    const lim = q.wageLimitRate.value * num(v, 'w2WagesPaidByPractice') * ap;
    qbid = tent - Math.max(0, tent - lim) * f;
  }
  qbid = Math.max(0, Math.min(qbid, q.rate.value * (ti0 - pref0)));
  const ti = ti0 - qbid;
  const pref = Math.min(ti, pref0);
  const incomeTax = fedOrdinaryTax(ti - pref, status) + ltcgStackTax(ti - pref, pref, status);
  const nii = other + pref0;
  const niit = T.niit.rate.value * Math.max(0, Math.min(nii, agi - T.niit.threshold[status].value));
  const totalTax = Math.max(0, incomeTax + se.seTax + additionalMedicare + niit - num(v, 'credits'));
  const priorFactor = num(v, 'priorYearAgi') > ET.highIncomePriorAgi[status].value ? ET.priorYearHighIncomePct.value : ET.priorYearPct.value;
  const currentYearTest = ET.currentYearPct.value * totalTax;
  const hasPrior = bool(v, 'priorYearFull12MonthReturn') && typeof v.priorYearTotalTax === 'number';
  const priorYearTest = hasPrior ? priorFactor * num(v, 'priorYearTotalTax') : null;
  const legalMinimum = priorYearTest === null ? currentYearTest : Math.min(currentYearTest, priorYearTest);
  const strategy = str<Strategy>(v, 'strategy', 'prior-year');
  const byStrategy: Record<Strategy, number> = {
    'prior-year': priorYearTest ?? currentYearTest,
    'current-90': currentYearTest,
    'pay-to-zero': totalTax,
  };
  const withholding = num(v, 'withholdingFullYear');
  const perQuarter: Record<Strategy, number> = {
    'prior-year': Math.max(0, (byStrategy['prior-year'] - withholding) / 4),
    'current-90': Math.max(0, (legalMinimum - withholding) / 4),
    'pay-to-zero': Math.max(0, (totalTax - withholding) / 4),
  };
  const requiredAnnual = byStrategy[strategy];
  let noPaymentsRequired: string | null = null;
  if (totalTax - withholding < ET.minimumOwed.value)
    noPaymentsRequired = 'You expect to owe less than $1,000 after withholding: no estimated payments are required.';
  else if (hasPrior && num(v, 'priorYearTotalTax') === 0)
    noPaymentsRequired = 'Your 2025 tax was $0 for a full year: no estimated payments are required.';
  const asOf = str(v, 'asOfDate', RULES_2026.asOf);
  const paid = [num(v, 'paidQ1'), num(v, 'paidQ2'), num(v, 'paidQ3'), num(v, 'paidQ4')];
  const rates = ET.underpaymentRate.value.map((d, i) => num(v, `underpaymentRateQ${i + 1}`, d));
  let paidSoFar = 0;
  const installments: Installment[] = ET.dueDates.value.map((dueDate, i) => {
    const cumulativeRequired = ((i + 1) / 4) * requiredAnnual;
    paidSoFar += paid[i] ?? 0;
    const due = Math.max(0, cumulativeRequired - (withholding * (i + 1)) / 4 - paidSoFar);
    const late = asOf > dueDate;
    const status: Installment['status'] = due < 0.005 ? 'paid' : late ? 'overdue' : 'upcoming';
    // Simple interest from the due date to the as-of date (§X.2-4: simple interest is right for §6654).
    const penaltyEstimate = status === 'overdue' ? (due * (rates[i] ?? 0.07) * daysBetween(dueDate, asOf)) / 365 : 0;
    return { quarter: i + 1, dueDate, cumulativeRequired, due, status, penaltyEstimate };
  });
  const periods = PERIODS[str(v, 'payFrequency', 'semimonthly')] ?? 24;
  const yearEnd = '2026-12-31';
  const daysLeft = Math.max(0, daysBetween(asOf, yearEnd));
  const remainingPayPeriods = Math.max(1, Math.ceil((daysLeft / 365) * periods));
  const w4ExtraPerPaycheck = Math.max(0, requiredAnnual - withholding - paid.reduce((a, b) => a + b, 0)) / remainingPayPeriods;
  return {
    se,
    additionalMedicare,
    agi,
    deduction,
    tiBeforeQbi: ti0,
    qbiDeduction: qbid,
    taxableIncome: ti,
    incomeTax,
    niit,
    totalTax,
    marginalRate: marginalRate(ti - pref, status),
    currentYearTest,
    priorYearTest,
    priorFactor,
    legalMinimum,
    requiredAnnual,
    perQuarter,
    noPaymentsRequired,
    asOfDate: asOf,
    installments,
    w4ExtraPerPaycheck,
    remainingPayPeriods,
  };
}

function checkEstimatedTax(v: Values): Checks {
  const warnings: Record<string, string> = {};
  const ss = typeof v.w2SsWages === 'number' ? v.w2SsWages : num(v, 'w2Wages');
  if (ss > T.fica.ssWageBase.value) warnings.w2SsWages = 'Social Security wages are capped at $184,500 in 2026.';
  const nese = T.selfEmployment.netEarningsFactor.value * num(v, 'seNetProfit');
  if (nese > 0 && num(v, 'seRetirement') > 0.25 * nese) warnings.seRetirement = 'Check the plan limit.';
  return { errors: {}, warnings };
}

export const estimatedTaxTool: ToolDef<EstimatedTaxResult> = {
  id: 'estimated-tax-navigator',
  fields: estimatedTaxFields,
  check: checkEstimatedTax,
  compute: computeEstimatedTax,
  assumptions: [
    'Regular installment method; the annualized method (Schedule AI) is not modelled.',
    'Withholding counts as paid evenly on the four due dates.',
    'Q4 is not required if the 2026 return is filed and paid in full by Feb 1, 2027 [unconfirmed date].',
    'Underpayment interest: Q1 7% (confirmed); Q2 6% (one source); Q3–Q4 assumed 7%.',
    'QBI: UBIA ignored (typical for law practices); the OBBBA $400 minimum deduction is off.',
    'State estimated taxes are out of scope: remember your state’s schedule.',
  ],
};
