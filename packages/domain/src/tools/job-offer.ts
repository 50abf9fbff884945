/** Tool 6: Job Offer Checklist and comparison (tools.md §6, §X.1-27…30). Weights are design assumptions. */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { atMost, below } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, bool, num, spouseWagesField, str } from './fields.ts';
import { wageTaxes } from './true-hourly.ts';
import type { Checks, ToolDef } from './types.ts';

const R = RULES_2026.retirement;

export const JOB_CRITERIA = [
  { key: 'compensation', label: 'Total compensation', weight: 20, rated: false },
  { key: 'hourly', label: 'Effective hourly', weight: 15, rated: false },
  { key: 'career', label: 'Career growth & training', weight: 12, rated: true },
  { key: 'workload', label: 'Workload sustainability', weight: 12, rated: true },
  { key: 'fit', label: 'Practice-area fit', weight: 10, rated: true },
  { key: 'advancement', label: 'Advancement/partnership track', weight: 8, rated: true },
  { key: 'security', label: 'Job security', weight: 8, rated: true },
  { key: 'flexibility', label: 'Flexibility/remote', weight: 5, rated: true },
  { key: 'culture', label: 'Culture & supervision', weight: 5, rated: true },
  { key: 'benefits', label: 'Benefits quality', weight: 5, rated: true },
] as const;

const ENTER = 'Enter 0–10,000,000.';
/** The form's sections (tools.md §6.1's headings, merged where one offer has a single line). */
const CASH = 'Cash';
const HOURS = 'Hours';
const BENEFITS = 'Retirement and benefits';
const TAX = 'Location and tax';
const PSLF = 'PSLF';
const RATINGS = 'Ratings';
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/**
 * One offer's lines. Each sits in its section's row beside the other offer's (`column`), so the keys,
 * and with them the links and saved scenarios made before the columns, are unchanged.
 */
function offerFields(o: 'a' | 'b', name: string): FieldSpec[] {
  const line = (spec: Omit<FieldSpec, 'key' | 'label' | 'column'> & { key: string; label: string }): FieldSpec => ({
    ...spec,
    key: `${o}${spec.key}`,
    label: `${name}: ${spec.label}`,
    column: { name, row: capitalized(spec.label) },
  });
  const m = (key: string, label: string, group: string, extra: Partial<FieldSpec> = {}): FieldSpec =>
    line({ key, label, kind: 'money', default: 0, min: 0, max: 10_000_000, message: ENTER, group, ...extra });
  const p = (key: string, label: string, def: number, max: number, message: string, group: string, extra: Partial<FieldSpec> = {}): FieldSpec =>
    line({ key, label, kind: 'percent', default: def, min: 0, max, message, group, ...extra });
  return [
    m('Base', 'base salary', CASH),
    m('ExpectedBonus', 'expected bonus', CASH),
    p('BonusProbability', 'chance the bonus is paid', 100, 100, '0–100%.', CASH),
    m('Signing', 'signing bonus', CASH),
    line({
      key: 'SigningSpreadYears',
      label: 'spread signing bonus over (years)',
      kind: 'int',
      default: 2,
      min: 1,
      max: 5,
      message: 'Spread years must be 1–5.',
      group: CASH,
    }),
    line({
      key: 'ExpectedTotalHours',
      label: 'expected total hours per year',
      kind: 'number',
      default: 2600,
      min: 1,
      max: 4500,
      message: 'Hours must be 1–4,500.',
      group: HOURS,
      help: 'Billable and non-billable together.',
    }),
    line({
      key: 'CommuteHours',
      label: 'commute hours per year',
      kind: 'number',
      default: 0,
      min: 0,
      max: 4500,
      message: 'Hours must be 1–4,500.',
      group: HOURS,
    }),
    p('MatchPct', '401(k) match rate', 0, 200, 'Match must be 0–200%.', BENEFITS, {
      help: 'Percent of your deferral the employer matches (a 4%-of-pay match is 100% up to 4%).',
    }),
    p('MatchCapPct', 'match up to (% of pay)', 0, 25, 'Match cap must be 0–25%.', BENEFITS),
    m('EmployeeDeferral', 'your 401(k) deferral', BENEFITS, {
      default: undefined,
      optional: true,
      max: 100_000,
      help: 'Blank: the amount needed for the full match.',
    }),
    p('VestedPct', 'match vested if you leave in year 2', 100, 100, '0–100%.', BENEFITS),
    m('EmployerHsa', 'employer HSA contribution', BENEFITS),
    m('EmployeePremiumAnnual', 'your health premium per year', BENEFITS, { max: 50_000, message: 'Premium must be 0–50,000.' }),
    m('StudentLoanAssist', 'student-loan repayment assistance', BENEFITS, {
      help: 'Up to $5,250 a year is tax-free under §127 (with other education aid).',
    }),
    m('Stipends', 'stipends (tech, bar dues, CLE)', BENEFITS),
    p('StateRate', 'state/local tax rate', 0, 15, '0–15%.', TAX, {
      help: 'Effective rate on wages after pre-tax deductions; used when comparing after tax.',
    }),
    m('PslfValue', 'expected PSLF value (present value of forgiveness)', PSLF, {
      default: undefined,
      optional: true,
      help: 'The Student Loan Navigator computes it (the present value of tax-free PSLF forgiveness) and can fill it in. Not added to the annual value unless you tick “Add the expected PSLF value”.',
    }),
    ...JOB_CRITERIA.filter((c) => c.rated).map(
      (c): FieldSpec => ({
        key: `${o}Rate_${c.key}`,
        label: `${name}: ${c.label}`,
        kind: 'int',
        default: 3,
        min: 1,
        max: 5,
        message: 'Rate every criterion 1–5 (3 = neutral).',
        group: RATINGS,
        scale: { low: 'Poor', high: 'Excellent' },
        column: { name, row: c.label },
      }),
    ),
  ];
}

export const jobOfferFields: readonly FieldSpec[] = [
  ...offerFields('a', 'Offer A'),
  ...offerFields('b', 'Offer B'),
  {
    key: 'afterTaxMode',
    label: 'Compare after tax',
    kind: 'bool',
    default: false,
    group: TAX,
    help: 'Federal, FICA and state tax on each offer’s taxable pay, at its own state rate.',
  },
  {
    key: 'filingStatus',
    label: 'Filing status',
    kind: 'enum',
    default: 'single',
    options: FILING_STATUS_OPTIONS,
    group: TAX,
    showIf: (r) => r.afterTaxMode === 'true',
  },
  spouseWagesField(TAX, 'each offer’s pay', (r) => r.afterTaxMode === 'true'),
  {
    key: 'includePslf',
    label: 'Add the expected PSLF value to each offer’s annual value',
    kind: 'bool',
    default: false,
    group: PSLF,
    help: 'Off by default: forgiveness is uncertain and years away.',
  },
  ...JOB_CRITERIA.map(
    (c): FieldSpec => ({
      key: `w_${c.key}`,
      label: `Weight: ${c.label}`,
      kind: 'percent',
      default: c.weight,
      min: 0,
      max: 100,
      message: 'Weights must be 0–100%.',
      group: 'Weights',
    }),
  ),
];

export type ValueBasis = 'pre-tax' | 'after-tax';

export interface OfferTaxes {
  /** Taxable wages: cash + stipends + student-loan assistance above $5,250. */
  wages: number;
  /** Wages less the 401(k) deferral and the §125 premium (federal and state base). */
  incomeTaxBase: number;
  /** Wages less the §125 premium (the 401(k) deferral stays in). */
  ficaBase: number;
  federal: number;
  ss: number;
  medicare: number;
  additionalMedicare: number;
  fica: number;
  state: number;
  total: number;
}

export interface OfferValue {
  cash: number;
  /** Your 401(k) deferral (blank input → the amount needed for the full match). */
  deferral: number;
  match: number;
  benefitsNet: number;
  /** Expected PSLF value added to the annual value (0 unless includePslf). */
  pslf: number;
  /** Pre-tax annual value (§6.3), with the PSLF value when included. */
  annualValue: number;
  /** Student-loan assistance above $5,250: not in the pre-tax value (§6.3), paid as taxable wages. */
  taxableAssistExcess: number;
  taxes: OfferTaxes;
  /** annualValue + taxableAssistExcess − taxes.total. */
  afterTaxValue: number;
  basis: ValueBasis;
  /** The value compared: annualValue before tax, afterTaxValue after tax. */
  comparedValue: number;
  hours: number;
  /** comparedValue / hours. */
  effHourly: number;
  scores: Record<string, number>;
  composite: number;
}
export interface JobOfferResult {
  basis: ValueBasis;
  a: OfferValue;
  b: OfferValue;
  weights: Record<string, number>;
  weightTotal: number;
  leader: 'a' | 'b' | 'tie';
  lead: number;
  tied: boolean;
  flip: { criterion: string; weight: number } | null;
  /**
   * Both offers have pay entered. Without it the scores compare nothing, so the page shows no
   * composite, verdict or flip (issue 19: "Effectively tied" at 32.5 for two $0 offers).
   */
  comparable: boolean;
}

function offer(v: Values, o: 'a' | 'b') {
  const g = (k: string, d = 0) => num(v, `${o}${k}`, d);
  const base = g('Base');
  const cash = base + g('ExpectedBonus') * g('BonusProbability', 1) + g('Signing') / Math.max(1, g('SigningSpreadYears', 1));
  const capPay = g('MatchCapPct') * Math.min(base, R.compensationLimit.value);
  const deferral = typeof v[`${o}EmployeeDeferral`] === 'number' ? g('EmployeeDeferral') : capPay;
  const match = Math.max(0, Math.min(g('MatchPct') * Math.min(deferral, capPay), R.annualAdditions.value - deferral)) * g('VestedPct', 1);
  const sla127 = RULES_2026.studentLoans.employerAssistance127.value;
  const premium = g('EmployeePremiumAnnual');
  const benefitsNet = match + g('EmployerHsa') + Math.min(g('StudentLoanAssist'), sla127) + g('Stipends') - premium;
  // The expected PSLF value (tools.md §6.6) counts only when the member asks; forgiveness is tax-free.
  const pslf = bool(v, 'includePslf') ? g('PslfValue') : 0;
  const annualValue = cash + benefitsNet + pslf;
  // After tax (§X.1-30): taxable = cash + taxable stipends; the match and HSA are pre-tax; the premium
  // is §125 (out of the income-tax and FICA bases); the deferral leaves the income-tax base only.
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const taxableAssistExcess = Math.max(0, g('StudentLoanAssist') - sla127);
  const wages = cash + g('Stipends') + taxableAssistExcess;
  const t = wageTaxes({
    wages,
    deferrals: deferral,
    section125: premium,
    status,
    spouseWages: num(v, 'spouseWages'),
    stateRate: g('StateRate'),
  });
  const fica = t.ss + t.medicare + t.additionalMedicare;
  const taxes: OfferTaxes = {
    wages,
    incomeTaxBase: wages - deferral - premium,
    ficaBase: wages - premium,
    ...t,
    fica,
    total: t.federal + fica + t.state,
  };
  const afterTaxValue = annualValue + taxableAssistExcess - taxes.total;
  const basis: ValueBasis = bool(v, 'afterTaxMode') ? 'after-tax' : 'pre-tax';
  const comparedValue = basis === 'after-tax' ? afterTaxValue : annualValue;
  const hours = g('ExpectedTotalHours') + g('CommuteHours');
  return {
    cash,
    match,
    benefitsNet,
    pslf,
    annualValue,
    taxableAssistExcess,
    taxes,
    afterTaxValue,
    basis,
    comparedValue,
    hours,
    effHourly: comparedValue / hours,
    deferral,
  };
}

function composites(v: Values) {
  const A = offer(v, 'a');
  const B = offer(v, 'b');
  const maxV = Math.max(A.comparedValue, B.comparedValue);
  const maxH = Math.max(A.effHourly, B.effHourly);
  const scoresOf = (x: typeof A, o: 'a' | 'b') => {
    const s: Record<string, number> = {
      compensation: maxV > 0 ? (100 * x.comparedValue) / maxV : 0,
      hourly: maxH > 0 ? (100 * x.effHourly) / maxH : 0,
    };
    for (const c of JOB_CRITERIA) if (c.rated) s[c.key] = ((num(v, `${o}Rate_${c.key}`, 3) - 1) / 4) * 100;
    return s;
  };
  const sa = scoresOf(A, 'a');
  const sb = scoresOf(B, 'b');
  const comp = (s: Record<string, number>, w: Record<string, number>) => JOB_CRITERIA.reduce((t, c) => t + (w[c.key] ?? 0) * (s[c.key] ?? 0), 0);
  return { A, B, sa, sb, comp };
}

export function computeJobOffer(v: Values): JobOfferResult {
  const raw: Record<string, number> = {};
  for (const c of JOB_CRITERIA) raw[c.key] = num(v, `w_${c.key}`, c.weight / 100);
  const weightTotal = Object.values(raw).reduce((a, b) => a + b, 0);
  // Weights that do not total 100% are normalized (with a warning).
  const weights: Record<string, number> = {};
  for (const c of JOB_CRITERIA) weights[c.key] = weightTotal > 0 ? (raw[c.key] ?? 0) / weightTotal : 0;
  const { A, B, sa, sb, comp } = composites(v);
  const ca = comp(sa, weights);
  const cb = comp(sb, weights);
  const diff = ca - cb;
  // Flip analysis (§X.1-30): set one weight to w, scale the others, find the nearest w that reverses the sign.
  let flip: JobOfferResult['flip'] = null;
  let best = Number.POSITIVE_INFINITY;
  if (diff !== 0) {
    for (const c of JOB_CRITERIA) {
      const wj = weights[c.key] ?? 0;
      for (let step = 0; step <= 1000; step++) {
        const w = step / 1000;
        if (wj >= 1) break;
        const scaled: Record<string, number> = {};
        for (const d of JOB_CRITERIA) scaled[d.key] = d.key === c.key ? w : ((weights[d.key] ?? 0) * (1 - w)) / (1 - wj);
        const d2 = comp(sa, scaled) - comp(sb, scaled);
        if (Math.sign(d2) !== Math.sign(diff) && d2 !== 0 && Math.abs(w - wj) < best) {
          best = Math.abs(w - wj);
          flip = { criterion: c.label, weight: w };
        }
      }
    }
  }
  // A lead under 2 points is a tie (§X.1-29); exactly 2 is a lead, whatever float noise says.
  const tied = below(Math.abs(diff), 2);
  return {
    basis: A.basis,
    a: { ...A, scores: sa, composite: ca },
    b: { ...B, scores: sb, composite: cb },
    weights,
    weightTotal,
    leader: atMost(Math.abs(diff), 0) ? 'tie' : diff > 0 ? 'a' : 'b',
    lead: Math.abs(diff),
    tied,
    flip,
    comparable: A.cash > 0 && B.cash > 0 && A.hours > 0 && B.hours > 0,
  };
}

function checkJobOffer(v: Values): Checks {
  const warnings: Record<string, string> = {};
  let total = 0;
  for (const c of JOB_CRITERIA) total += num(v, `w_${c.key}`, c.weight / 100);
  const pct = Math.round(total * 1000) / 10;
  if (Math.abs(pct - 100) > 1e-6) warnings.w_compensation = `Weights must total 100% (currently ${pct}%).`;
  for (const o of ['a', 'b'] as const) {
    const x = offer(v, o);
    if (x.deferral + x.match > R.annualAdditions.value) warnings[`${o}MatchPct`] = 'Exceeds the 2026 §415(c) limit.';
    if (num(v, `${o}StudentLoanAssist`) > RULES_2026.studentLoans.employerAssistance127.value)
      warnings[`${o}StudentLoanAssist`] = 'Amounts above $5,250 are taxable wages.';
  }
  // tools.md §6.6: offers in different states are compared fairly only after tax.
  if (!bool(v, 'afterTaxMode') && num(v, 'aStateRate') !== num(v, 'bStateRate'))
    warnings.bStateRate = 'The offers’ state tax rates differ: compare after tax for a fair result.';
  return { errors: {}, warnings };
}

export const jobOfferTool: ToolDef<JobOfferResult> = {
  id: 'job-offer-checklist',
  fields: jobOfferFields,
  check: checkJobOffer,
  compute: computeJobOffer,
  assumptions: [
    'Annual value is before tax unless you tick “Compare after tax”; how much each criterion weighs is our judgment, and you can change it.',
    'Offers whose scores differ by less than 2 points are treated as effectively tied.',
    'The 401(k) match is the employer’s rate on what you defer, up to its cap on pay of at most $360,000, within the $72,000 yearly limit on all contributions, and only the share that has vested.',
    'After tax: 2026 federal brackets with the standard deduction and no credits, Social Security and Medicare taxes, and each offer’s state and local rate. Stipends and student-loan assistance above $5,250 are taxed; the 401(k) match and employer HSA money are not. Your health premium is pre-tax for income and payroll taxes, your 401(k) deferral for income tax only. Married filing jointly: the tax each offer’s pay adds on top of your spouse’s wages.',
    'The expected PSLF value (today’s value of forgiveness, from the Student Loan Navigator) is added to an offer’s annual value only when you tick “Add the expected PSLF value”; forgiveness under PSLF is tax-free, so it is not taxed.',
  ],
  sources: ['S1', 'S2', 'S5', 'S34'],
  example: {
    who: 'a $225,000 firm offer against a $185,000 offer with a larger bonus, a 401(k) match and fewer hours',
    raw: {
      aBase: '225000',
      aExpectedBonus: '20000',
      aEmployeePremiumAnnual: '2400',
      aExpectedTotalHours: '2600',
      aCommuteHours: '230',
      bBase: '185000',
      bExpectedBonus: '27750',
      bMatchPct: '100',
      bMatchCapPct: '4',
      bEmployerHsa: '1000',
      bEmployeePremiumAnnual: '3000',
      bExpectedTotalHours: '2400',
      bCommuteHours: '200',
      aRate_career: '5',
      bRate_career: '3',
      aRate_advancement: '3',
      bRate_advancement: '3',
      aRate_workload: '2',
      bRate_workload: '4',
      aRate_fit: '4',
      bRate_fit: '4',
      aRate_security: '3',
      bRate_security: '4',
      aRate_flexibility: '3',
      bRate_flexibility: '4',
      aRate_culture: '3',
      bRate_culture: '4',
      aRate_benefits: '4',
      bRate_benefits: '4',
    },
  },
};
