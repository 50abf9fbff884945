/** Tool 8: Buy vs Rent Navigator (tools.md §8, §X.1-33…40, §X.2-1/5/6). Monthly simulation. */
import { type FilingStatus, RULES_2026 } from '../rules/2026.ts';
import { above, bisect, ceilWhole, ltcgRateAt, pmt, stdDed } from './engine.ts';
import { FILING_STATUS_OPTIONS, type FieldSpec, type Values, num, str } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

const T = RULES_2026.tax;
const pct = (key: string, label: string, def: number, min: number, max: number, message: string, group: string, help?: string): FieldSpec => ({
  key,
  label,
  kind: 'percent',
  default: def,
  min,
  max,
  message,
  group,
  ...(help ? { help } : {}),
});

export const buyVsRentFields: readonly FieldSpec[] = [
  {
    key: 'homePrice',
    label: 'Home price',
    kind: 'money',
    default: 800000,
    min: 50_000,
    max: 20_000_000,
    message: 'Home price must be $50,000–$20,000,000.',
    group: 'Buying',
  },
  pct('downPct', 'Down payment', 20, 0, 100, 'Down payment must be 0–100%.', 'Buying'),
  pct(
    'mortgageRate',
    'Mortgage rate',
    6.25,
    0,
    20,
    'Rate must be 0–20%.',
    'Buying',
    'The 6.25% default is an assumption (latest 30-year average found: 6.19%, Oct 2025).',
  ),
  {
    key: 'termYears',
    label: 'Mortgage term',
    kind: 'enum',
    default: '30',
    options: [
      { value: '10', label: '10 years' },
      { value: '15', label: '15 years' },
      { value: '20', label: '20 years' },
      { value: '30', label: '30 years' },
    ],
    group: 'Buying',
  },
  pct('closingCostsBuyPct', 'Closing costs', 3, 0, 10, 'Closing costs must be 0–10%.', 'Buying', 'Percent of the price.'),
  pct('propertyTaxRate', 'Property tax per year', 1.1, 0, 5, 'Property tax must be 0–5%.', 'Owning costs', 'Percent of the home’s value.'),
  pct('insuranceRate', 'Home insurance per year', 0.35, 0, 3, 'Insurance must be 0–3%.', 'Owning costs'),
  pct('maintenanceRate', 'Maintenance per year', 1, 0, 5, 'Maintenance must be 0–5%.', 'Owning costs'),
  {
    key: 'hoaMonthly',
    label: 'HOA per month',
    kind: 'money',
    default: 0,
    min: 0,
    max: 10_000,
    message: 'HOA must be 0–10,000.',
    group: 'Owning costs',
  },
  pct('pmiRate', 'PMI per year', 0.5, 0, 2, 'PMI must be 0–2%.', 'Owning costs', 'Percent of the loan, while the balance is above 80% of the price.'),
  pct('appreciation', 'Home appreciation per year', 3, -10, 15, 'Appreciation must be −10% to 15%.', 'Owning costs'),
  pct('sellingCostsPct', 'Selling costs', 6, 0, 10, 'Selling costs must be 0–10%.', 'Owning costs'),
  {
    key: 'rentMonthly',
    label: 'Rent per month',
    kind: 'money',
    default: 3800,
    min: 100,
    max: 100_000,
    message: 'Rent must be $100–$100,000.',
    group: 'Renting',
  },
  pct('rentGrowth', 'Rent growth per year', 3, -10, 15, 'Rent growth must be −10% to 15%.', 'Renting'),
  {
    key: 'rentersInsuranceMonthly',
    label: 'Renter’s insurance per month',
    kind: 'money',
    default: 20,
    min: 0,
    max: 1000,
    message: 'Insurance must be 0–1,000.',
    group: 'Renting',
  },
  {
    key: 'securityDeposit',
    label: 'Security deposit',
    kind: 'money',
    default: 0,
    min: 0,
    max: 1_000_000,
    message: 'Deposit must be 0–1,000,000.',
    group: 'Renting',
    help: 'Earns nothing; returned at the end.',
  },
  pct('investReturnAfterTax', 'Investment return after tax', 6, -10, 15, 'Return must be −10% to 15%.', 'Renting'),
  {
    key: 'horizonYears',
    label: 'Years to compare',
    kind: 'int',
    default: 10,
    min: 1,
    max: 30,
    message: 'Horizon must be 1–30 years.',
    group: 'Renting',
  },
  { key: 'filingStatus', label: 'Filing status', kind: 'enum', default: 'single', options: FILING_STATUS_OPTIONS, group: 'Tax' },
  pct(
    'marginalRate',
    'Your marginal federal rate',
    32,
    0,
    50,
    'Marginal rate must be 0–50%.',
    'Tax',
    'Itemizing is worth at most 35 cents per dollar (OBBBA §68).',
  ),
  {
    key: 'stateIncomeTaxPaid',
    label: 'State income tax paid per year',
    kind: 'money',
    default: 12000,
    min: 0,
    max: 10_000_000,
    message: 'Enter 0 or more.',
    group: 'Tax',
  },
  {
    key: 'otherItemized',
    label: 'Other itemized deductions',
    kind: 'money',
    default: 0,
    min: 0,
    max: 10_000_000,
    message: 'Enter 0 or more.',
    group: 'Tax',
  },
  { key: 'magi', label: 'Modified AGI', kind: 'money', default: 250000, min: 0, max: 100_000_000, message: 'Enter 0 or more.', group: 'Tax' },
];

export interface BuyVsRentYear {
  year: number;
  homeValue: number;
  balance: number;
  buyerNW: number;
  renterNW: number;
  interest: number;
  principal: number;
  taxBenefit: number;
}
export interface BuyVsRentResult {
  loan: number;
  monthlyPI: number;
  year1: { ownerMonthly: number; pi: number; tax: number; insurance: number; maintenance: number; hoa: number; pmi: number; renterMonthly: number };
  renterInitial: number;
  years: BuyVsRentYear[];
  breakEvenYear: number | null;
  breakEvenRent: number | null;
  capGainRate: number;
  /** First break-even year at a 30-year horizon for the inputs as entered: the tornado's center. */
  sensitivityBase: number | null;
  /** Break-even year at a 30-year horizon with the input one point lower and one point higher. */
  sensitivities: { label: string; low: number | null; high: number | null }[];
}

interface Params {
  price: number;
  down: number;
  rate: number;
  term: number;
  closing: number;
  ptax: number;
  ins: number;
  maint: number;
  hoa: number;
  pmi: number;
  a: number;
  sell: number;
  rent0: number;
  g: number;
  rentersIns: number;
  deposit: number;
  R: number;
  horizon: number;
  status: FilingStatus;
  mr: number;
  stateTax: number;
  otherItemized: number;
  magi: number;
}

function params(v: Values): Params {
  return {
    price: num(v, 'homePrice'),
    down: num(v, 'downPct'),
    rate: num(v, 'mortgageRate'),
    term: Number(str(v, 'termYears', '30')),
    closing: num(v, 'closingCostsBuyPct'),
    ptax: num(v, 'propertyTaxRate'),
    ins: num(v, 'insuranceRate'),
    maint: num(v, 'maintenanceRate'),
    hoa: num(v, 'hoaMonthly'),
    pmi: num(v, 'pmiRate'),
    a: num(v, 'appreciation'),
    sell: num(v, 'sellingCostsPct'),
    rent0: num(v, 'rentMonthly'),
    g: num(v, 'rentGrowth'),
    rentersIns: num(v, 'rentersInsuranceMonthly'),
    deposit: num(v, 'securityDeposit'),
    R: num(v, 'investReturnAfterTax'),
    horizon: num(v, 'horizonYears', 10),
    status: str<FilingStatus>(v, 'filingStatus', 'single'),
    mr: num(v, 'marginalRate'),
    stateTax: num(v, 'stateIncomeTaxPaid'),
    otherItemized: num(v, 'otherItemized'),
    magi: num(v, 'magi'),
  };
}

/** Share of PMI premiums still deductible: 10% less per $1,000 (or part) of AGI over $100,000 (§X.1-37, §X.2-1). */
export function pmiDeductibleShare(agi: number, status: FilingStatus): number {
  const p = T.mortgage.insurancePhaseOut;
  const start = status === 'mfs' ? p.mfsStart.value : p.start.value;
  const step = status === 'mfs' ? p.mfsStep.value : p.step.value;
  if (agi <= start) return 1;
  return Math.max(0, 1 - p.reductionPerStep.value * ceilWhole((agi - start) / step));
}

export function saltCap(magi: number, status: FilingStatus): number {
  const s = T.salt;
  return Math.max(s.floor[status].value, s.cap[status].value - s.phaseDownRate.value * Math.max(0, magi - s.phaseDownStart[status].value));
}

function capGainRate(p: Params): number {
  const ti = p.magi - stdDed(p.status);
  return ltcgRateAt(ti, p.status) + (p.magi > T.niit.threshold[p.status].value ? T.niit.rate.value : 0);
}

function simulate(p: Params, horizon: number) {
  const L = p.price * (1 - p.down);
  const r = p.rate / 12;
  const n = 12 * p.term;
  const M = pmt(L, p.rate, n);
  const m = (1 + p.R) ** (1 / 12) - 1;
  const closingCosts = p.closing * p.price;
  let bal = L;
  let renter = p.price * p.down + closingCosts;
  let buyer = 0;
  const years: BuyVsRentYear[] = [];
  const sd = stdDed(p.status);
  const cap = saltCap(p.magi, p.status);
  const acq = T.mortgage.acquisitionDebtLimit[p.status].value;
  const exclusion = T.homeSaleExclusion[p.status].value;
  const cgRate = capGainRate(p);
  // Itemizing is worth at most 35% for 37%-bracket taxpayers (§X.2-5).
  const benefitRate = Math.min(p.mr, T.itemizedDeductionMaxRate.value);
  let yInterest = 0;
  let yPrincipal = 0;
  let yPmi = 0;
  let yOpenSum = 0;
  for (let k = 1; k <= 12 * horizon; k++) {
    const y = Math.floor((k - 1) / 12);
    const V = p.price * (1 + p.a) ** y;
    const open = bal;
    yOpenSum += open;
    let pay = 0;
    let interest = 0;
    if (bal > 1e-9) {
      interest = bal * r;
      pay = Math.min(M, bal + interest);
      bal = Math.max(0, bal + interest - pay);
    }
    // PMI while the month's opening balance is strictly above 80% of the price (§X.1-40).
    const pmiMonth = above(open, 0.8 * p.price) ? (p.pmi * L) / 12 : 0;
    const own = pay + ((p.ptax + p.ins + p.maint) * V) / 12 + p.hoa + pmiMonth;
    const rentCost = p.rent0 * (1 + p.g) ** y + p.rentersIns;
    renter *= 1 + m;
    buyer *= 1 + m;
    if (own > rentCost) renter += own - rentCost;
    else buyer += rentCost - own;
    yInterest += interest;
    yPrincipal += pay - interest;
    yPmi += pmiMonth;
    if (k % 12 === 0) {
      const avgBal = yOpenSum / 12;
      const dedShare = avgBal > 0 ? Math.min(1, acq / avgBal) : 1;
      const iBuy = yInterest * dedShare + Math.min(cap, p.stateTax + p.ptax * V) + p.otherItemized + yPmi * pmiDeductibleShare(p.magi, p.status);
      const iRent = Math.min(cap, p.stateTax) + p.otherItemized;
      const taxBenefit = (Math.max(sd, iBuy) - Math.max(sd, iRent)) * benefitRate;
      buyer += taxBenefit;
      const t = y + 1;
      const Vt = p.price * (1 + p.a) ** t;
      const net = Vt * (1 - p.sell);
      const gainTax = Math.max(0, net - p.price - closingCosts - (t >= 2 ? exclusion : 0)) * cgRate;
      years.push({
        year: t,
        homeValue: Vt,
        balance: bal,
        buyerNW: net - bal + buyer - gainTax,
        renterNW: renter + p.deposit,
        interest: yInterest,
        principal: yPrincipal,
        taxBenefit,
      });
      yInterest = 0;
      yPrincipal = 0;
      yPmi = 0;
      yOpenSum = 0;
    }
  }
  return { L, M, years, closingCosts };
}

function breakEven(years: BuyVsRentYear[]): number | null {
  return years.find((y) => y.buyerNW >= y.renterNW)?.year ?? null;
}

export function computeBuyVsRent(v: Values): BuyVsRentResult {
  const p = params(v);
  const sim = simulate(p, p.horizon);
  const V0 = p.price;
  const pmi0 = above(p.price * (1 - p.down), 0.8 * p.price) ? (p.pmi * sim.L) / 12 : 0;
  const year1 = {
    pi: sim.M,
    tax: (p.ptax * V0) / 12,
    insurance: (p.ins * V0) / 12,
    maintenance: (p.maint * V0) / 12,
    hoa: p.hoa,
    pmi: pmi0,
    ownerMonthly: sim.M + ((p.ptax + p.ins + p.maint) * V0) / 12 + p.hoa + pmi0,
    renterMonthly: p.rent0 + p.rentersIns,
  };
  // Break-even rent: bisect rent0 on [100, 100,000] to a cent (§X.1-39); higher rent favors buying.
  const last = (q: Params) => {
    const ys = simulate(q, q.horizon).years;
    const y = ys[ys.length - 1];
    return y ? y.buyerNW - y.renterNW : 0;
  };
  const breakEvenRent = bisect((rent) => last({ ...p, rent0: rent }) >= 0, 100, 100_000, 0.01);
  // Sensitivities run at a 30-year horizon, reporting the first break-even year (§X.1-35).
  const be30 = (q: Params) => breakEven(simulate(q, 30).years);
  const sens = (label: string, f: (d: number) => Partial<Params>) => ({ label, low: be30({ ...p, ...f(-0.01) }), high: be30({ ...p, ...f(0.01) }) });
  return {
    loan: sim.L,
    monthlyPI: sim.M,
    year1,
    renterInitial: p.price * p.down + sim.closingCosts,
    years: sim.years,
    breakEvenYear: breakEven(sim.years),
    breakEvenRent,
    capGainRate: capGainRate(p),
    sensitivityBase: be30(p),
    sensitivities: [
      sens('Appreciation ±1 pt', (d) => ({ a: p.a + d })),
      sens('Investment return ±1 pt', (d) => ({ R: p.R + d })),
      sens('Mortgage rate ±1 pt', (d) => ({ rate: Math.max(0, p.rate + d) })),
      sens('Rent growth ±1 pt', (d) => ({ g: p.g + d })),
      sens('Selling costs ±1 pt', (d) => ({ sell: Math.max(0, p.sell + d) })),
    ],
  };
}

/** First break-even year at a 30-year horizon, for tests and the tornado. */
export function breakEvenYear30(v: Values): number | null {
  return breakEven(simulate(params(v), 30).years);
}

function checkBuyVsRent(v: Values): Checks {
  const warnings: Record<string, string> = {};
  if (num(v, 'downPct') < 0.2) warnings.downPct = 'PMI likely.';
  return { errors: {}, warnings };
}

export const buyVsRentTool: ToolDef<BuyVsRentResult> = {
  id: 'buy-vs-rent-navigator',
  fields: buyVsRentFields,
  check: checkBuyVsRent,
  compute: computeBuyVsRent,
  assumptions: [
    '2026 tax law is held for every year: the $40,400 cap on deducting state and local taxes and the 2026 standard deduction (the cap is scheduled to fall to $10,000 in 2030).',
    'The default cost rates (1.1% property tax, 0.35% insurance, 1% maintenance, 3% closing, 6% selling, 0.5% mortgage insurance, 3% yearly home price growth) are typical figures; change them to yours.',
    'The investment return is after tax; a home gain above the home-sale exclusion is taxed at your capital-gain rate (plus the 3.8% net investment income tax above its threshold).',
    'A partial home-sale exclusion (for a home owned under 2 years) is not modeled.',
  ],
  sources: ['S1', 'S6', 'S9', 'S10', 'S11', 'S31'],
};
