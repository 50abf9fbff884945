/** Tool 1: True Hourly Rate (tools.md §1, §X.1-6…10). */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { employeeFica, fedOrdinaryTax, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, bool, num, spouseWagesField, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const R = RULES_2026.retirement;

export const trueHourlyFields: readonly FieldSpec[] = [
  {
    key: 'baseSalary',
    label: 'Annual base salary',
    kind: 'money',
    default: 225000,
    min: 0,
    max: 5_000_000,
    message: 'Enter your annual base salary (0–5,000,000).',
    group: 'Pay',
    help: 'Your salary before tax.',
  },
  {
    key: 'expectedBonus',
    label: 'Expected bonus',
    kind: 'money',
    default: 20000,
    min: 0,
    max: 5_000_000,
    message: 'Bonus must be between 0 and 5,000,000.',
    group: 'Pay',
    help: 'Enter the bonus you expect; if it depends on hours, use the likely amount.',
  },
  {
    key: 'signingBonus',
    label: 'Signing bonus',
    kind: 'money',
    default: 0,
    min: 0,
    max: 1_000_000,
    message: 'Signing bonus must be 0–1,000,000.',
    group: 'Pay',
    help: 'Spread over the years below.',
  },
  {
    key: 'signingYears',
    label: 'Spread signing bonus over (years)',
    kind: 'int',
    default: 2,
    min: 1,
    max: 5,
    message: 'Spread years must be 1–5.',
    group: 'Pay',
  },
  { key: 'includeEmployerRetirement', label: 'Include employer retirement contributions', kind: 'bool', default: false, group: 'Pay' },
  {
    key: 'employerRetirement',
    label: 'Employer retirement contributions',
    kind: 'money',
    default: 0,
    min: 0,
    max: 72_000,
    message: 'Employer contributions cannot exceed the 2026 §415(c) limit of $72,000.',
    group: 'Pay',
    showIf: (r) => r.includeEmployerRetirement === 'true',
  },
  {
    key: 'billableHours',
    label: 'Billable hours per year',
    kind: 'number',
    default: 2000,
    min: 0,
    max: 4000,
    message: 'Billable hours must be 0–4,000 per year.',
    group: 'Hours',
    help: 'Enter 0 if you do not bill time (government, in-house).',
  },
  {
    key: 'nonBillableHours',
    label: 'Non-billable hours per year',
    kind: 'number',
    default: 400,
    min: 0,
    max: 3000,
    message: 'Non-billable hours must be 0–3,000.',
    group: 'Hours',
    help: 'Admin, training, business development, pro bono, firm citizenship.',
  },
  {
    key: 'unloggedHoursPerWeek',
    label: 'Unlogged hours per week',
    kind: 'number',
    default: 5,
    min: 0,
    max: 60,
    message: 'Unlogged hours must be 0–60 per week.',
    group: 'Hours',
    help: 'Email and on-call time you never record.',
  },
  {
    key: 'commuteMinutesRoundTrip',
    label: 'Round-trip commute (minutes)',
    kind: 'number',
    default: 90,
    min: 0,
    max: 480,
    message: 'Round-trip commute must be 0–480 minutes.',
    group: 'Hours',
  },
  {
    key: 'officeDaysPerWeek',
    label: 'Office days per week',
    kind: 'number',
    default: 3,
    min: 0,
    max: 7,
    message: 'Office days must be 0–7.',
    group: 'Hours',
  },
  {
    key: 'workWeeksPerYear',
    label: 'Work weeks per year',
    kind: 'number',
    default: 48,
    min: 1,
    max: 52,
    message: 'Work weeks must be 1–52.',
    group: 'Hours',
    help: 'Fewer than 52 for a part year: results are then for the period.',
  },
  {
    key: 'extraHoursPerWeek',
    label: 'Extra hours per week (what if)',
    kind: 'number',
    default: 0,
    min: 0,
    max: 40,
    message: 'Extra hours must be 0–40 per week.',
    group: 'Hours',
    help: 'Try a busier season: adds hours every work week.',
  },
  { key: 'afterTaxMode', label: 'Show after-tax results', kind: 'bool', default: true, group: 'Tax and costs' },
  { key: 'filingStatus', label: 'Filing status', kind: 'enum', default: 'single', options: FILING_STATUS_OPTIONS, group: 'Tax and costs' },
  spouseWagesField('Tax and costs', 'your pay'),
  {
    key: 'age',
    label: 'Age (optional)',
    kind: 'int',
    optional: true,
    min: 18,
    max: 100,
    message: 'Age must be 18–100.',
    group: 'Tax and costs',
    help: 'Sets the catch-up limit in the deferral warning.',
  },
  {
    key: 'deferrals401k',
    label: 'Pre-tax 401(k)/403(b)/457 deferrals',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000,
    message: 'Pre-tax deductions must be 0–100,000.',
    group: 'Tax and costs',
    help: 'Reduce income tax; FICA still applies.',
  },
  {
    key: 'section125',
    label: 'Pre-tax benefit premiums (§125)',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000,
    message: 'Pre-tax deductions must be 0–100,000.',
    group: 'Tax and costs',
    help: 'Health premiums and similar: exempt from income tax and FICA.',
  },
  {
    key: 'stateLocalRate',
    label: 'State/local effective tax rate',
    kind: 'percent',
    default: 0,
    min: 0,
    max: 15,
    message: 'State/local effective rate must be 0–15%.',
    group: 'Tax and costs',
    help: 'Percent of wages after pre-tax deductions.',
  },
  {
    key: 'workCosts',
    label: 'Unreimbursed work costs per year',
    kind: 'money',
    default: 0,
    min: 0,
    max: 200_000,
    message: 'Unreimbursed work costs must be 0–200,000.',
    group: 'Tax and costs',
    help: 'Commute fares and parking, unreimbursed bar dues or CLE, childcare for work hours.',
  },
];

export interface TrueHourlyResult {
  hours: { billable: number; nonBillable: number; unlogged: number; commute: number; total: number };
  gCash: number;
  g: number;
  nominalHourly: number;
  billableOnlyHourly: number | null;
  trueHourlyGross: number;
  grossVsNominal: number;
  tax: { federal: number; ss: number; medicare: number; additionalMedicare: number; state: number };
  /** 401(k) deferrals plus §125 items: out of take-home (the waterfall's first step after pay). */
  pretaxDeductions: number;
  workCosts: number;
  /** gCash − pretaxDeductions − every tax − workCosts. */
  netCash: number;
  trueHourlyNet: number;
  netVsNominal: number;
  trueHourlyNetPlusRetirement: number;
  afterTaxMode: boolean;
}

function deferralLimit(age: number | undefined): number {
  if (age === undefined) return R.electiveDeferral.value;
  if (age >= 60 && age <= 63) return R.electiveDeferral.value + R.catchUp60to63.value;
  if (age >= 50) return R.electiveDeferral.value + R.catchUp50.value;
  return R.electiveDeferral.value;
}

function hoursOf(v: Values) {
  const weeks = num(v, 'workWeeksPerYear');
  const commute = (num(v, 'commuteMinutesRoundTrip') / 60) * num(v, 'officeDaysPerWeek') * weeks;
  const unlogged = (num(v, 'unloggedHoursPerWeek') + num(v, 'extraHoursPerWeek')) * weeks;
  const billable = num(v, 'billableHours');
  const nonBillable = num(v, 'nonBillableHours');
  return { billable, nonBillable, unlogged, commute, total: billable + nonBillable + unlogged + commute };
}

function checkTrueHourly(v: Values): Checks {
  const errors: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  const h = hoursOf(v);
  if (h.total <= 0) errors.billableHours = 'Enter at least some working hours.';
  else if (h.total > 8760) errors.billableHours = 'That is more hours than there are in a year.';
  else if (h.total > 4000) warnings.billableHours = 'That averages over 77 hours a week across 52 weeks—double-check.';
  if (num(v, 'expectedBonus') > 2 * num(v, 'baseSalary')) warnings.expectedBonus = 'Bonus is more than twice base—check the figure.';
  const gCash = num(v, 'baseSalary') + num(v, 'expectedBonus') + num(v, 'signingBonus') / Math.max(1, num(v, 'signingYears', 1));
  if (num(v, 'deferrals401k') + num(v, 'section125') > gCash) errors.deferrals401k = 'Pre-tax deductions cannot exceed pay.';
  else if (num(v, 'deferrals401k') > deferralLimit(typeof v.age === 'number' ? v.age : undefined))
    warnings.deferrals401k = 'Above the 2026 elective-deferral limit.';
  return { errors, warnings };
}

export interface WageTaxes {
  federal: number;
  ss: number;
  medicare: number;
  additionalMedicare: number;
  state: number;
}

/**
 * Employee taxes on wages (shared with Tool 6's after-tax mode). Deferrals reduce the income-tax
 * base only; §125 items reduce both the income-tax and the FICA base (§X.1-7). Married filing
 * jointly: the federal tax and Additional Medicare caused by these wages, on top of the spouse's.
 */
export function wageTaxes(p: {
  wages: number;
  deferrals: number;
  section125: number;
  status: FilingStatus;
  spouseWages: number;
  stateRate: number;
}): WageTaxes {
  const { status } = p;
  const wagesTaxable = p.wages - p.deferrals - p.section125;
  const spouse = status === 'mfj' ? p.spouseWages : 0;
  const sd = stdDed(status);
  const federal =
    status === 'mfj'
      ? fedOrdinaryTax(wagesTaxable + spouse - sd, status) - fedOrdinaryTax(Math.max(0, spouse - sd), status)
      : fedOrdinaryTax(wagesTaxable - sd, status);
  // The FICA base excludes §125 items but not 401(k) deferrals (§X.1-7).
  const ficaBase = p.wages - p.section125;
  const base = employeeFica(ficaBase, 'single');
  const addlRate = RULES_2026.tax.fica.additionalMedicareRate.value;
  const additionalMedicare =
    status === 'mfj'
      ? addlRate * (Math.max(0, ficaBase + spouse - 250_000) - Math.max(0, spouse - 250_000))
      : addlRate * Math.max(0, ficaBase - RULES_2026.tax.fica.additionalMedicareThreshold[status].value);
  const state = p.stateRate * Math.max(0, wagesTaxable);
  return { federal, ss: base.ss, medicare: base.medicare, additionalMedicare, state };
}

export function computeTrueHourly(v: Values): TrueHourlyResult {
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const hours = hoursOf(v);
  const gCash = num(v, 'baseSalary') + num(v, 'expectedBonus') + num(v, 'signingBonus') / Math.max(1, num(v, 'signingYears', 1));
  const employerRet = bool(v, 'includeEmployerRetirement') ? num(v, 'employerRetirement') : 0;
  const g = gCash + employerRet;
  const deferrals = num(v, 'deferrals401k');
  const s125 = num(v, 'section125');
  const pretax = deferrals + s125;
  const spouse = status === 'mfj' ? num(v, 'spouseWages') : 0;
  const tax = wageTaxes({ wages: gCash, deferrals, section125: s125, status, spouseWages: spouse, stateRate: num(v, 'stateLocalRate') });
  const workCosts = num(v, 'workCosts');
  const netCash = gCash - pretax - tax.federal - tax.ss - tax.medicare - tax.additionalMedicare - tax.state - workCosts;
  const nominalHourly = gCash / 2080;
  const trueHourlyGross = g / hours.total;
  const trueHourlyNet = netCash / hours.total;
  return {
    hours,
    gCash,
    g,
    nominalHourly,
    billableOnlyHourly: hours.billable > 0 ? gCash / hours.billable : null,
    trueHourlyGross,
    // Both cards compare with nominal on the cash basis: nominal leaves out employer retirement, so the
    // gross card must too, or the two percentages would mix bases (§X.1-9, §X.1-10).
    grossVsNominal: gCash / hours.total / nominalHourly - 1,
    tax,
    pretaxDeductions: pretax,
    workCosts,
    netCash,
    trueHourlyNet,
    netVsNominal: trueHourlyNet / nominalHourly - 1,
    trueHourlyNetPlusRetirement: (netCash + deferrals + employerRet) / hours.total,
    afterTaxMode: bool(v, 'afterTaxMode'),
  };
}

export const trueHourlyTool: ToolDef<TrueHourlyResult> = {
  id: 'true-hourly-rate',
  fields: trueHourlyFields,
  check: checkTrueHourly,
  compute: computeTrueHourly,
  assumptions: [
    'Taxes use the 2026 standard deduction and no credits.',
    'Your nominal hourly rate is your cash pay spread over 2,080 hours: 40 hours a week for 52 weeks.',
    'If you are married filing jointly, the tax shown is the extra tax your pay adds on top of your spouse’s wages.',
    'The state and local rate is your own estimate of your effective rate.',
  ],
  sources: ['S1', 'S2', 'S5'],
};
