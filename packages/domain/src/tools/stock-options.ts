/** Admin tool D: Stock Option Explainer (tools.md §D, §X.1-44, §X.2-2). Simplified 2026 AMT. */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { bisect, employeeFica, fedOrdinaryTax, ltcgStackTax, marginalRate, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, num, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const T = RULES_2026.tax;
const price = (key: string, label: string, message: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label,
  kind: 'money',
  min: 0,
  max: 100_000,
  message,
  group: 'The grant',
  ...extra,
});

export const stockOptionFields: readonly FieldSpec[] = [
  {
    key: 'type',
    label: 'Type of equity',
    kind: 'enum',
    default: 'ISO',
    options: [
      { value: 'ISO', label: 'Incentive stock options (ISO)' },
      { value: 'NSO', label: 'Non-qualified stock options (NSO)' },
      { value: 'RSU', label: 'Restricted stock units (RSU)' },
    ],
    group: 'The grant',
  },
  { key: 'shares', label: 'Shares', kind: 'int', min: 1, max: 10_000_000, message: 'Shares must be 1–10,000,000.', group: 'The grant' },
  price('strike', 'Strike price', 'Strike must be ≥ 0.', { default: 0, showIf: (r) => r.type !== 'RSU' }),
  price('fmvAtExerciseOrVest', 'Share value at exercise or vest', 'Value must be 0–100,000.'),
  price('salePrice', 'Sale price', 'Sale price must be 0–100,000.'),
  {
    key: 'grantDate',
    label: 'Grant date',
    kind: 'date',
    default: '2024-01-15',
    message: 'Dates must be in order: grant, exercise/vest, sale.',
    group: 'Dates',
  },
  {
    key: 'exerciseOrVestDate',
    label: 'Exercise or vest date',
    kind: 'date',
    default: '2026-03-01',
    message: 'Dates must be in order: grant, exercise/vest, sale.',
    group: 'Dates',
  },
  {
    key: 'saleDate',
    label: 'Sale date',
    kind: 'date',
    default: '2027-03-02',
    message: 'Dates must be in order: grant, exercise/vest, sale.',
    group: 'Dates',
  },
  {
    key: 'asOfDate',
    label: 'As of date',
    kind: 'date',
    default: RULES_2026.asOf,
    message: 'Enter a date.',
    group: 'Dates',
    help: 'The countdown to the qualifying (or long-term) date runs from this date.',
  },
  {
    key: 'otherWages',
    label: 'Other wages this year',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000_000,
    message: 'Enter 0 or more.',
    group: 'Your tax picture',
  },
  { key: 'filingStatus', label: 'Filing status', kind: 'enum', default: 'single', options: FILING_STATUS_OPTIONS, group: 'Your tax picture' },
  {
    key: 'itemized',
    label: 'Itemized deductions',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000_000,
    message: 'Enter 0 or more.',
    group: 'Your tax picture',
    help: 'Leave 0 to take the standard deduction.',
  },
  {
    key: 'saltItemized',
    label: 'State and local taxes within itemized',
    kind: 'money',
    default: 0,
    min: 0,
    max: 100_000_000,
    message: 'Enter 0 or more.',
    group: 'Your tax picture',
    help: 'Added back for AMT.',
  },
  {
    key: 'stateRate',
    label: 'State tax rate',
    kind: 'percent',
    default: 0,
    min: 0,
    max: 15,
    message: 'State rate must be 0–15%.',
    group: 'Your tax picture',
  },
  {
    key: 'withholdingRate',
    label: 'Withholding rate on equity wages',
    kind: 'percent',
    default: 22,
    min: 0,
    max: 50,
    message: 'Withholding must be 0–50%.',
    group: 'Your tax picture',
    showIf: (r) => r.type !== 'ISO',
  },
];

export interface AmtResult {
  amti: number;
  exemption: number;
  base: number;
  tmt: number;
  regularTax: number;
  amt: number;
}

/** Simplified 2026 AMT (tools.md §D.3): regular TI plus the deduction and SALT add-backs plus the ISO spread. */
export function simplifiedAmt(wages: number, isoSpread: number, status: FilingStatus, itemized: number, salt: number): AmtResult {
  const a = T.amt;
  const itemizing = itemized > stdDed(status);
  const ded = itemizing ? itemized : stdDed(status);
  const ti = Math.max(0, wages - ded);
  const regularTax = fedOrdinaryTax(ti, status);
  const amti = ti + (itemizing ? salt : stdDed(status)) + isoSpread;
  const E = a.exemption[status].value;
  const exemption = Math.max(0, E - a.phaseOutRate.value * Math.max(0, amti - a.phaseOutStart[status].value));
  const base = Math.max(0, amti - exemption);
  const t28 = a.rate28Threshold[status].value;
  const tmt = a.rate26.value * Math.min(base, t28) + a.rate28.value * Math.max(0, base - t28);
  return { amti, exemption, base, tmt, regularTax, amt: Math.max(0, tmt - regularTax) };
}

export interface EquityEvent {
  key: 'grant' | 'exercise' | 'qualifying' | 'longTerm' | 'sale';
  label: string;
  date: string;
}

export interface StockOptionResult {
  spread: number;
  exerciseYear: {
    /** The ISO spread counted in AMT income this year (0 for a same-year sale, NSOs and RSUs). */
    amtSpread: number;
    ordinaryWages: number;
    amt: AmtResult | null;
    crossoverSpread: number | null;
    incrementalIncomeTax: number;
    fica: number;
    withheld: number;
    underWithheld: number;
    marginal: number;
  };
  sale: { kind: 'qualifying' | 'disqualifying' | 'nso' | 'rsu'; ordinary: number; capitalGain: number; longTerm: boolean; note: string };
  qualifyingDate: string | null;
  /** Grant → exercise/vest → qualifying (ISO) or long-term date → sale, in date order, and the countdown. */
  timeline: {
    events: EquityEvent[];
    asOfDate: string;
    /** A sale after this date is qualifying (ISO) or long-term (NSO, RSU); daysLeft ≤ 0 once it has passed. */
    milestone: { label: string; date: string; daysLeft: number };
  };
  payoff: { price: number; preTax: number }[];
}

const addYears = (iso: string, y: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + y);
  return d.toISOString().slice(0, 10);
};

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

function equityTimeline(type: string, grant: string, exercise: string, sale: string, qualifyingDate: string | null, asOfDate: string) {
  const milestone =
    qualifyingDate !== null
      ? { key: 'qualifying' as const, label: 'Qualifying date', date: qualifyingDate }
      : { key: 'longTerm' as const, label: 'Long-term date', date: addYears(exercise, 1) };
  const events: EquityEvent[] = [
    { key: 'grant', label: 'Grant', date: grant },
    { key: 'exercise', label: type === 'RSU' ? 'Vest' : 'Exercise', date: exercise },
    milestone,
    { key: 'sale', label: 'Planned sale', date: sale },
  ];
  // A stable sort keeps grant, exercise, milestone, sale on equal dates.
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    events,
    asOfDate,
    milestone: { label: milestone.label, date: milestone.date, daysLeft: daysBetween(asOfDate, milestone.date) },
  };
}

export function computeStockOption(v: Values): StockOptionResult {
  const type = str(v, 'type', 'ISO');
  const status = str<FilingStatus>(v, 'filingStatus', 'single');
  const shares = num(v, 'shares');
  const strike = type === 'RSU' ? 0 : num(v, 'strike');
  const fmv = num(v, 'fmvAtExerciseOrVest');
  const sale = num(v, 'salePrice');
  const wages = num(v, 'otherWages');
  const spread = Math.max(0, fmv - strike) * shares;
  const exDate = str(v, 'exerciseOrVestDate', '');
  const saleDate = str(v, 'saleDate', '');
  const sameYear = exDate.slice(0, 4) === saleDate.slice(0, 4);
  const ded = Math.max(stdDed(status), num(v, 'itemized'));
  const ordinaryWages = type === 'RSU' ? fmv * shares : type === 'NSO' ? spread : 0;
  const incrementalIncomeTax = fedOrdinaryTax(wages + ordinaryWages - ded, status) - fedOrdinaryTax(wages - ded, status);
  const fica = employeeFica(wages + ordinaryWages, status).total - employeeFica(wages, status).total;
  const S = T.supplementalWithholding;
  const withheld =
    ordinaryWages * num(v, 'withholdingRate') +
    Math.max(0, ordinaryWages - S.over1mThreshold.value) * (S.over1mRate.value - num(v, 'withholdingRate'));
  // A same-year disqualifying sale makes no AMT adjustment (§X.2-2).
  const isoAmt = type === 'ISO' && !sameYear;
  const amtOf = (s: number) => simplifiedAmt(wages, s, status, num(v, 'itemized'), num(v, 'saltItemized'));
  const amt = type === 'ISO' ? amtOf(isoAmt ? spread : 0) : null;
  const crossoverSpread = type === 'ISO' ? bisect((s) => amtOf(s).amt > 0, 0, 100_000_000, 0.5) : null;
  const qualifyingDate = type === 'ISO' ? ([addYears(str(v, 'grantDate', ''), 2), addYears(exDate, 1)].sort()[1] ?? null) : null;
  const gainVsStrike = (sale - strike) * shares;
  let saleInfo: StockOptionResult['sale'];
  const heldOverYear = saleDate > addYears(exDate, 1);
  if (type === 'ISO') {
    const qualifying = qualifyingDate !== null && saleDate > qualifyingDate;
    if (qualifying)
      saleInfo = {
        kind: 'qualifying',
        ordinary: 0,
        capitalGain: gainVsStrike,
        longTerm: true,
        note: 'Qualifying disposition: all gain over the strike is long-term capital gain.',
      };
    else {
      const ordinary = Math.min(spread, Math.max(0, gainVsStrike));
      saleInfo = {
        kind: 'disqualifying',
        ordinary,
        capitalGain: gainVsStrike - ordinary,
        longTerm: heldOverYear,
        note: 'Disqualifying disposition: the spread (up to the actual gain) is ordinary income.',
      };
    }
  } else {
    saleInfo = {
      kind: type === 'NSO' ? 'nso' : 'rsu',
      ordinary: 0,
      capitalGain: (sale - fmv) * shares,
      longTerm: heldOverYear,
      note: 'Gain or loss against the value taxed at exercise or vest.',
    };
  }
  const top = Math.max(fmv, sale, strike) * 2 || 10;
  const payoff = Array.from({ length: 11 }, (_, i) => {
    const p = (top * i) / 10;
    return { price: p, preTax: type === 'RSU' ? p * shares : Math.max(0, p - strike) * shares };
  });
  return {
    spread,
    exerciseYear: {
      amtSpread: isoAmt ? spread : 0,
      ordinaryWages,
      amt,
      crossoverSpread,
      incrementalIncomeTax,
      fica,
      withheld,
      underWithheld: ordinaryWages > 0 ? incrementalIncomeTax - withheld : 0,
      marginal: marginalRate(wages + ordinaryWages - ded, status),
    },
    sale: saleInfo,
    qualifyingDate,
    timeline: equityTimeline(type, str(v, 'grantDate', ''), exDate, saleDate, qualifyingDate, str(v, 'asOfDate', RULES_2026.asOf)),
    payoff,
  };
}

function checkStockOption(v: Values): Checks {
  const errors: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  const g = str(v, 'grantDate', '');
  const x = str(v, 'exerciseOrVestDate', '');
  const s = str(v, 'saleDate', '');
  if (!(g <= x && x <= s)) errors.saleDate = 'Dates must be in order: grant, exercise/vest, sale.';
  const t = str(v, 'type', 'ISO');
  const wages =
    t === 'RSU'
      ? num(v, 'fmvAtExerciseOrVest') * num(v, 'shares')
      : t === 'NSO'
        ? Math.max(0, num(v, 'fmvAtExerciseOrVest') - num(v, 'strike')) * num(v, 'shares')
        : 0;
  if (wages > RULES_2026.tax.supplementalWithholding.over1mThreshold.value) warnings.withholdingRate = '37% mandatory above $1,000,000.';
  return { errors, warnings };
}

/** Tax on a later sale at long-term rates, for the breakdown (stacked on other income). */
export function ltcgOnSale(gain: number, wages: number, status: FilingStatus): number {
  const ti = Math.max(0, wages - stdDed(status));
  return ltcgStackTax(ti, gain, status);
}

export const stockOptionTool: ToolDef<StockOptionResult> = {
  id: 'stock-option-explainer',
  fields: stockOptionFields,
  check: checkStockOption,
  compute: computeStockOption,
  assumptions: [
    'A simplified 2026 AMT: only the standard deduction, state and local taxes and the ISO spread are adjusted, and capital-gain rates inside the AMT are not modeled.',
    'The AMT credit carried to later years and the $100,000-a-year limit on ISOs are not modeled.',
    'Options worth no more than their exercise price have no exercise value.',
  ],
  sources: ['S1', 'S7', 'S29'],
  example: {
    who: '5,000 ISOs at a $10 strike, exercised at $40 and sold at $60, beside $250,000 of wages',
    raw: {
      type: 'ISO',
      shares: '5000',
      strike: '10',
      fmvAtExerciseOrVest: '40',
      salePrice: '60',
      otherWages: '250000',
    },
  },
};
