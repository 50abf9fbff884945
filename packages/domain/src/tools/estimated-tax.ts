/** Tool 4: Estimated Tax Navigator (tools.md §4, §X.1-21…25). */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { fedOrdinaryTax, ltcgStackTax, marginalRate, seTax, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, bool, num, str } from './fields.ts';

const usdWhole = (x: number) => `$${Math.round(x).toLocaleString('en-US')}`;
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
const isAnnualized = (r: Record<string, string>) => r.installmentMethod === 'annualized';
const QUARTER_MONTHS = ['January–March', 'April–June', 'July–September', 'October–December'] as const;
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

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
  ...ET.dueDates.value.map((date, i) =>
    cur(`paidQ${i + 1}`, `Estimated payment made for Q${i + 1}`, 'Payments made', {
      help: `Counted as paid on its due date, ${LONG_DATE.format(new Date(`${date}T12:00:00Z`))}.`,
    }),
  ),
  { key: 'asOfDate', label: 'As of date', kind: 'date', default: '2026-11-01', message: 'Enter a date.', group: 'Payments made' },
  ...ET.underpaymentRate.value.map(
    (r, i): FieldSpec => ({
      key: `underpaymentRateQ${i + 1}`,
      label: `IRS underpayment rate, ${QUARTER_MONTHS[i]} 2026`,
      kind: 'percent',
      default: Math.round(r * 1000) / 10,
      min: 0,
      max: 20,
      message: 'Rate must be 0–20%.',
      group: 'Penalty preview',
      help:
        i === 0
          ? 'The IRS rate for January–March 2026.'
          : i === 1
            ? 'The IRS rate for April–June 2026.'
            : i === 2
              ? 'Not yet confirmed: 7% assumed; change it if you know the rate.'
              : 'Not yet confirmed: 7% assumed, also for days in 2027; change it if you know the rate.',
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
  {
    key: 'installmentMethod',
    label: 'Installment method',
    kind: 'enum',
    default: 'regular',
    options: [
      { value: 'regular', label: 'Regular: four equal installments' },
      { value: 'annualized', label: 'Annualized: follow the income as it comes in (Form 2210 Schedule AI)' },
    ],
    group: 'Payments made',
    help: 'For income earned unevenly, such as partner draws with a year-end true-up: each installment covers the tax on the income earned by then.',
  },
  ...(['January 1 – March 31', 'April 1 – May 31', 'June 1 – August 31'] as const).map(
    (period, i): FieldSpec => ({
      key: `seProfitP${i + 1}`,
      label: `Self-employment net profit earned ${period}`,
      kind: 'money',
      optional: true,
      min: -5_000_000,
      max: 10_000_000,
      message: 'Enter net profit after business expenses.',
      group: 'Payments made',
      showIf: isAnnualized,
      help: `Only what was earned in these months. Blank: an even share (${[3, 2, 3][i]}/12) of the year’s net profit. September–December is the rest.`,
    }),
  ),
];

export type InstallmentStatus = 'paid' | 'late' | 'overdue' | 'upcoming';

export interface Installment {
  quarter: number;
  dueDate: string;
  /** This installment's required amount: 25% of the annual requirement, or Schedule AI's amount. */
  required: number;
  cumulativeRequired: number;
  /**
   * This quarter's own estimated payment: its installment less the withholding counted on its date (a
   * quarter of the year's). Per quarter, unlike `due`, which runs over the quarters so far.
   */
  quarterPayment: number;
  /** To pay by this date to be caught up: cumulative requirement − withholding − payments to date. */
  due: number;
  /** This installment's own shortfall on its due date, after earlier credits (IRC §6654(b)(1)). */
  underpayment: number;
  /** The date a later payment covered the shortfall (payments go to the earliest unpaid installment); null if none does. */
  coveredOn: string | null;
  /** paid: nothing short; late: short, covered by a later payment by the as-of date; overdue: short and unpaid; upcoming: not due yet. */
  status: InstallmentStatus;
  /** Interest on this installment's shortfall from its due date until covered, the as-of date or April 15, 2027. */
  penaltyEstimate: number;
}

export type InstallmentMethod = 'regular' | 'annualized';

/** One column of Form 2210 Schedule AI (the figures annualized for its period). */
export interface AnnualizedPeriod {
  periodEnd: string;
  /** Self-employment net profit earned in the period alone (yours; a spouse's is spread evenly). */
  seProfitInPeriod: number;
  /** Line 3: annualized income (AGI for the period × the annualization factor). */
  annualizedIncome: number;
  /** Line 36: annualized self-employment tax. */
  annualizedSeTax: number;
  /** Line 17: tax on the annualized income, after credits. */
  annualizedTax: number;
  /** Line 18 and line 19: the applicable percentage and the tax it makes due by this installment. */
  applicablePercentage: number;
  dueToDate: number;
  /** Line 21: the annualized installment (after the installments before it). */
  annualizedInstallment: number;
  /** Line 24: the regular installment plus what earlier annualized installments left unpaid. */
  regularInstallment: number;
  /** Line 25: the required installment, the smaller of the two. */
  required: number;
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
  method: InstallmentMethod;
  installments: Installment[];
  /** Schedule AI, when the annualized method is chosen. */
  annualized: AnnualizedPeriod[] | null;
  penaltyTotal: number;
  w4ExtraPerPaycheck: number;
  remainingPayPeriods: number;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
}

/** The income of one year, or of one Schedule AI period annualized, with its self-employment tax. */
interface YearIncome {
  wages: number;
  medicareWages: number;
  profit: number;
  nese: number;
  seTax: number;
  other: number;
  pref: number;
}

interface Deductions {
  seHealthIns: number;
  seRetirement: number;
  otherAboveTheLine: number;
  itemized: number;
  credits: number;
  practiceWages: number;
  isSSTB: boolean;
}

/** Income tax with the QBI deduction, Additional Medicare and NIIT on a year's income (tools.md §4.2 steps 2–8). */
function taxOnYear(status: FilingStatus, y: YearIncome, d: Deductions) {
  const thr = T.fica.additionalMedicareThreshold[status].value;
  const rate9 = T.fica.additionalMedicareRate.value;
  const additionalMedicare = rate9 * Math.max(0, y.medicareWages - thr) + rate9 * Math.max(0, y.nese - Math.max(0, thr - y.medicareWages));
  const halfSe = y.seTax / 2;
  const agi = y.wages + y.profit + y.other + y.pref - halfSe - d.seHealthIns - d.seRetirement - d.otherAboveTheLine;
  const deduction = Math.max(stdDed(status), d.itemized);
  const ti0 = Math.max(0, agi - deduction);
  const q = T.qbi;
  const qbi = Math.max(0, y.profit - halfSe - d.seHealthIns - d.seRetirement);
  const qThr = q.threshold[status].value;
  const range = q.phaseInRange[status].value;
  let qbid: number;
  if (ti0 <= qThr) qbid = q.rate.value * qbi;
  else if (ti0 >= qThr + range && d.isSSTB) qbid = 0;
  else {
    const f = Math.min(1, (ti0 - qThr) / range);
    const ap = d.isSSTB ? 1 - f : 1;
    const tent = q.rate.value * qbi * ap;
    const lim = q.wageLimitRate.value * d.practiceWages * ap;
    qbid = tent - Math.max(0, tent - lim) * f;
  }
  qbid = Math.max(0, Math.min(qbid, q.rate.value * (ti0 - y.pref)));
  const ti = ti0 - qbid;
  const pref = Math.min(ti, y.pref);
  const incomeTax = fedOrdinaryTax(ti - pref, status) + ltcgStackTax(ti - pref, pref, status);
  const nii = y.other + y.pref;
  const niit = T.niit.rate.value * Math.max(0, Math.min(nii, agi - T.niit.threshold[status].value));
  const totalTax = Math.max(0, incomeTax + y.seTax + additionalMedicare + niit - d.credits);
  return { additionalMedicare, halfSe, agi, deduction, ti0, qbid, ti, pref, incomeTax, niit, totalTax };
}

/**
 * Form 2210 Schedule AI, Part II: one person's self-employment tax for a period, annualized.
 * `nese` is the period's net earnings (cumulative from January 1); the Social Security part is
 * limited by the wage base prorated for the period, less the period's Social Security wages.
 */
function annualizedSeTax(nese: number, ssWagesInPeriod: number, j: number): number {
  const A = ET.annualized;
  const factor = A.annualizationFactors.value[j] ?? 1;
  const se = T.selfEmployment;
  // The $400 floor applies to a year's net earnings: here, the annualized amount.
  if (nese * factor < se.minimumNetEarnings.value) return 0;
  const limit = Math.max(0, T.fica.ssWageBase.value * (A.socialSecurityLimitShares.value[j] ?? 1) - ssWagesInPeriod);
  return se.ssRate.value * factor * Math.min(nese, limit) + se.medicareRate.value * factor * nese;
}

/** The last day of each calendar quarter of 2026: its days take rates[q]; days in 2027 take the Oct–Dec rate. */
const QUARTER_ENDS = ['2026-03-31', '2026-06-30', '2026-09-30', '9999-12-31'];

/**
 * Simple interest on `amount` for the days after `from` through `to`, each day at the rate of the
 * calendar quarter it falls in (the §6621 rate changes by quarter, as Form 2210's rate periods do).
 */
export function underpaymentInterest(amount: number, from: string, to: string, rates: readonly number[]): number {
  let total = 0;
  let start = from;
  QUARTER_ENDS.forEach((quarterEnd, q) => {
    const end = to < quarterEnd ? to : quarterEnd;
    if (end > start) {
      total += (amount * (rates[q] ?? 0) * daysBetween(start, end)) / 365;
      start = end;
    }
  });
  return total;
}

/**
 * Applies each due date's credit (a quarter of the withholding and that date's payment) to the
 * earliest unpaid installment first (IRC §6654(b)(3)): a shortfall is charged from its due date
 * until a later credit covers it, the as-of date or April 15, 2027, whichever comes first.
 */
function applyCredits(dueDates: readonly string[], required: readonly number[], credits: readonly number[], asOf: string, rates: readonly number[]) {
  const stop = asOf < ET.penaltyEndsOn.value ? asOf : ET.penaltyEndsOn.value;
  const open: { i: number; amount: number }[] = [];
  const out = dueDates.map(() => ({ underpayment: 0, coveredOn: null as string | null, penalty: 0 }));
  const charge = (i: number, amount: number, until: string) => {
    const row = out[i];
    const from = dueDates[i] as string;
    if (row) row.penalty += underpaymentInterest(amount, from, until < stop ? until : stop, rates);
  };
  let surplus = 0;
  dueDates.forEach((date, j) => {
    let credit = (credits[j] ?? 0) + surplus;
    while (credit > 0 && open.length > 0) {
      const o = open[0] as { i: number; amount: number };
      const x = Math.min(credit, o.amount);
      charge(o.i, x, date);
      o.amount -= x;
      credit -= x;
      if (o.amount <= 1e-9) {
        open.shift();
        const row = out[o.i];
        if (row) row.coveredOn = date;
      }
    }
    const short = (required[j] ?? 0) - credit;
    surplus = Math.max(0, -short);
    const row = out[j];
    // Payments are made in cents: a shortfall under half a cent is none.
    if (row && short >= 0.005) {
      row.underpayment = short;
      open.push({ i: j, amount: short });
    }
  });
  for (const o of open) charge(o.i, o.amount, stop);
  return out;
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
  const ded: Deductions = {
    seHealthIns: num(v, 'seHealthIns'),
    seRetirement: num(v, 'seRetirement'),
    otherAboveTheLine: num(v, 'otherAboveTheLine'),
    itemized: num(v, 'itemized'),
    credits: num(v, 'credits'),
    practiceWages: num(v, 'w2WagesPaidByPractice'),
    isSSTB: bool(v, 'isSSTB'),
  };
  const other = num(v, 'otherOrdinaryIncome');
  const pref0 = num(v, 'qualifiedDivAndLtcg');
  const year = taxOnYear(
    status,
    {
      wages: wages + spouseWages,
      medicareWages: medW + spouseWages,
      profit: profit + spouseProfit,
      nese: se.nese,
      seTax: se.seTax,
      other,
      pref: pref0,
    },
    ded,
  );
  const totalTax = year.totalTax;
  const priorFactor = num(v, 'priorYearAgi') > ET.highIncomePriorAgi[status].value ? ET.priorYearHighIncomePct.value : ET.priorYearPct.value;
  const currentYearTest = ET.currentYearPct.value * totalTax;
  const hasPrior = bool(v, 'priorYearFull12MonthReturn') && typeof v.priorYearTotalTax === 'number';
  const priorYearTest = hasPrior ? priorFactor * num(v, 'priorYearTotalTax') : null;
  const legalMinimum = priorYearTest === null ? currentYearTest : Math.min(currentYearTest, priorYearTest);
  const strategy = str<Strategy>(v, 'strategy', 'prior-year');
  // What each strategy pays over the year (§X.1-23): the cards and the schedule use the same figure.
  const byStrategy: Record<Strategy, number> = {
    'prior-year': priorYearTest ?? currentYearTest,
    'current-90': currentYearTest,
    'pay-to-zero': totalTax,
  };
  const withholding = num(v, 'withholdingFullYear');
  const perQuarter: Record<Strategy, number> = {
    'prior-year': Math.max(0, (byStrategy['prior-year'] - withholding) / 4),
    'current-90': Math.max(0, (byStrategy['current-90'] - withholding) / 4),
    'pay-to-zero': Math.max(0, (byStrategy['pay-to-zero'] - withholding) / 4),
  };
  const requiredAnnual = byStrategy[strategy];
  let noPaymentsRequired: string | null = null;
  if (totalTax - withholding < ET.minimumOwed.value)
    noPaymentsRequired = 'You expect to owe less than $1,000 after withholding: no estimated payments are required.';
  else if (hasPrior && num(v, 'priorYearTotalTax') === 0)
    noPaymentsRequired = 'Your 2025 tax was $0 for a full year: no estimated payments are required.';

  const method = str<InstallmentMethod>(v, 'installmentMethod', 'regular');
  const regular = requiredAnnual / 4;
  let annualized: AnnualizedPeriod[] | null = null;
  if (method === 'annualized') {
    const A = ET.annualized;
    const inPeriod = seProfitByPeriod(v);
    let cumulativeProfit = 0;
    let requiredSoFar = 0;
    let carry = 0;
    annualized = A.periodEnds.value.map((periodEnd, j) => {
      cumulativeProfit += inPeriod[j] ?? 0;
      const factor = A.annualizationFactors.value[j] ?? 1;
      const elapsed = (A.months.value[j] ?? 12) / 12;
      // Wages, a spouse's profit, other income and deductions are taken as earned evenly through the year.
      const myNese = cumulativeProfit * T.selfEmployment.netEarningsFactor.value;
      const spouseNese = spouseProfit * elapsed * T.selfEmployment.netEarningsFactor.value;
      const seAnnual = annualizedSeTax(myNese, ssW * elapsed, j) + annualizedSeTax(spouseNese, spouseWages * elapsed, j);
      const t = taxOnYear(
        status,
        {
          wages: wages + spouseWages,
          medicareWages: medW + spouseWages,
          profit: (cumulativeProfit + spouseProfit * elapsed) * factor,
          nese: (myNese + spouseNese) * factor,
          seTax: seAnnual,
          other,
          pref: pref0,
        },
        ded,
      );
      // The safe harbors owe 22.5%, 45%, 67.5%, 90% of the annualized tax (IRC §6654(d)(2)(B));
      // paying to owe nothing pays the whole of it: 25%, 50%, 75%, 100%.
      const applicablePercentage = strategy === 'pay-to-zero' ? (j + 1) / 4 : (A.applicablePercentages.value[j] ?? 0.9);
      const dueToDate = applicablePercentage * t.totalTax;
      const annualizedInstallment = Math.max(0, dueToDate - requiredSoFar);
      const regularInstallment = regular + carry;
      const required = Math.min(annualizedInstallment, regularInstallment);
      // Line 23: what an annualized installment left unpaid of the regular one is due with the next.
      carry = regularInstallment - required;
      requiredSoFar += required;
      return {
        periodEnd,
        seProfitInPeriod: inPeriod[j] ?? 0,
        annualizedIncome: t.agi,
        annualizedSeTax: seAnnual,
        annualizedTax: t.totalTax,
        applicablePercentage,
        dueToDate,
        annualizedInstallment,
        regularInstallment,
        required,
      };
    });
  }
  const required = annualized ? annualized.map((p) => p.required) : ET.dueDates.value.map(() => regular);

  const asOf = str(v, 'asOfDate', RULES_2026.asOf);
  const paid = [num(v, 'paidQ1'), num(v, 'paidQ2'), num(v, 'paidQ3'), num(v, 'paidQ4')];
  const rates = ET.underpaymentRate.value.map((d, i) => num(v, `underpaymentRateQ${i + 1}`, d));
  // Withholding counts as paid evenly on the four due dates (§4.2 step 10); each payment on its quarter's date.
  const credits = paid.map((p) => p + withholding / 4);
  const ledger = applyCredits(ET.dueDates.value, required, credits, asOf, rates);
  let cumulativeRequired = 0;
  let credited = 0;
  const installments: Installment[] = ET.dueDates.value.map((dueDate, i) => {
    cumulativeRequired += required[i] ?? 0;
    credited += credits[i] ?? 0;
    const row = ledger[i] ?? { underpayment: 0, coveredOn: null, penalty: 0 };
    const status: InstallmentStatus =
      row.underpayment < 0.005 ? 'paid' : row.coveredOn !== null && row.coveredOn <= asOf ? 'late' : asOf > dueDate ? 'overdue' : 'upcoming';
    return {
      quarter: i + 1,
      dueDate,
      required: required[i] ?? 0,
      cumulativeRequired,
      quarterPayment: Math.max(0, (required[i] ?? 0) - withholding / 4),
      due: Math.max(0, cumulativeRequired - credited),
      underpayment: row.underpayment,
      coveredOn: row.coveredOn,
      status,
      penaltyEstimate: row.penalty,
    };
  });
  const periods = PERIODS[str(v, 'payFrequency', 'semimonthly')] ?? 24;
  const yearEnd = '2026-12-31';
  const daysLeft = Math.max(0, daysBetween(asOf, yearEnd));
  const remainingPayPeriods = Math.max(1, Math.ceil((daysLeft / 365) * periods));
  const w4ExtraPerPaycheck = Math.max(0, requiredAnnual - withholding - paid.reduce((a, b) => a + b, 0)) / remainingPayPeriods;
  return {
    se,
    additionalMedicare: year.additionalMedicare,
    agi: year.agi,
    deduction: year.deduction,
    tiBeforeQbi: year.ti0,
    qbiDeduction: year.qbid,
    taxableIncome: year.ti,
    incomeTax: year.incomeTax,
    niit: year.niit,
    totalTax,
    marginalRate: marginalRate(year.ti - year.pref, status),
    currentYearTest,
    priorYearTest,
    priorFactor,
    legalMinimum,
    requiredAnnual,
    perQuarter,
    noPaymentsRequired,
    asOfDate: asOf,
    method,
    installments,
    annualized,
    penaltyTotal: installments.reduce((t, i) => t + i.penaltyEstimate, 0),
    w4ExtraPerPaycheck,
    remainingPayPeriods,
  };
}

/**
 * The member's self-employment profit earned in each Schedule AI period, as entered (a blank period:
 * its even share of the year's by months); September–December is the rest of the year's profit.
 */
export function seProfitByPeriod(v: Values): number[] {
  const months = ET.annualized.months.value;
  const profit = num(v, 'seNetProfit');
  const first = [0, 1, 2].map((j) => {
    const x = v[`seProfitP${j + 1}`];
    return typeof x === 'number' ? x : (profit * ((months[j] ?? 0) - (months[j - 1] ?? 0))) / 12;
  });
  return [...first, profit - first.reduce((a, b) => a + b, 0)];
}

function checkEstimatedTax(v: Values): Checks {
  const warnings: Record<string, string> = {};
  if (str(v, 'installmentMethod', 'regular') === 'annualized') {
    const rest = seProfitByPeriod(v)[3] ?? 0;
    if (rest < 0)
      warnings.seProfitP3 = `These periods add up to more than the year’s net profit: September–December would be a loss of ${usdWhole(-rest)}.`;
  }
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
    'Regular method: four equal installments. Annualized method (Form 2210 Schedule AI): each installment is based on the income you had earned by its due date, and is never more than the regular installment plus what earlier ones left unpaid.',
    'Annualized method: your self-employment profit by period as you enter it; wages, a spouse’s profit, other income, deductions and credits are spread evenly over the year.',
    'Withholding counts as paid evenly on the four due dates; each estimated payment counts on its own due date.',
    { text: 'The January payment is not needed if you file your 2026 return and pay in full by February 1, 2027.', unconfirmed: true },
    'Penalty preview: each installment’s shortfall costs interest from its due date until a later payment covers it (payments go to the earliest unpaid installment) or until the as-of date, never past April 15, 2027, at the IRS rate of each day’s calendar quarter: 7% for January–March and 6% for April–June.',
    { text: 'The IRS rate for July–December is taken as 7%; you can change it under Penalty preview.', unconfirmed: true },
    'The qualified business income deduction leaves out the cost of business property (law practices rarely have much), and the $400 minimum deduction is not applied.',
    'State estimated taxes are not included: remember your state’s own schedule.',
  ],
  sources: ['S1', 'S6', 'S8', 'S12', 'S13', 'S14', 'F2210'],
  example: {
    who: 'a single in-house attorney earning $160,000 in wages with a $30,000 consulting practice on the side',
    raw: {
      w2Wages: '160000',
      withholdingFullYear: '26000',
      seNetProfit: '30000',
      priorYearTotalTax: '31000',
      priorYearAgi: '170000',
    },
  },
};
