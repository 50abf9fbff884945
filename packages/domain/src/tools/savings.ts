/** The Savings Strategy Navigator's form: what the member saves each month and which accounts they have (spec §3 "Savings form"). */
export const EMERGENCY_FUND_STATUSES = ['none', 'partial', 'full'] as const;
export type EmergencyFundStatus = (typeof EMERGENCY_FUND_STATUSES)[number];

export type SavingsForm = {
  monthlySavings: number;
  emergencyFundStatus: EmergencyFundStatus;
  hasHighInterestDebt: boolean;
  hasEmployerPlan: boolean;
  hasEmployerMatch: boolean;
  hasRothOption: boolean;
  hasHSA: boolean;
  isRothIRAEligible: boolean;
  isInterestedBackdoorRoth: boolean;
  isConsideringTraditionalIRA: boolean;
  hasFSA: boolean;
  hasCollegeSavings: boolean;
};

export const SAVINGS_DEFAULTS: Readonly<SavingsForm> = {
  monthlySavings: 1000,
  emergencyFundStatus: 'none',
  hasHighInterestDebt: false,
  hasEmployerPlan: false,
  hasEmployerMatch: false,
  hasRothOption: false,
  hasHSA: false,
  isRothIRAEligible: false,
  isInterestedBackdoorRoth: false,
  isConsideringTraditionalIRA: false,
  hasFSA: false,
  hasCollegeSavings: false,
};

/** Spec §4 and §9: the allocation's shares (of monthlySavings) and monthly caps (dollars). */
export const SAVINGS_RULES = {
  emergencyFundNoneShare: 0.5,
  emergencyFundPartialShare: 0.3,
  highInterestDebtShare: 0.4,
  employerMatchShare: 0.15,
  hsaMonthlyCap: 300,
  iraMonthlyCap: 500,
  employerPlanNoMatchShare: 0.25,
  employerPlanAfterMatchShare: 0.2,
  collegeSavingsShare: 0.15,
} as const;

/** The navigator's hints: an emergency fund of 3–6 months of expenses; debt above 8% is high-interest (spec §9). */
export const EMERGENCY_FUND_TARGET_MONTHS = { min: 3, max: 6 } as const;
export const HIGH_INTEREST_DEBT_RATE_PERCENT = 8;

export const SAVINGS_ICONS = [
  'shield',
  'credit-card',
  'briefcase',
  'heart-pulse',
  'piggy-bank',
  'building',
  'graduation-cap',
  'trending-up',
] as const;
export type SavingsIcon = (typeof SAVINGS_ICONS)[number];

export type SavingsAllocationItem = { name: string; amount: number; description: string; icon: SavingsIcon };

/** The 'Priority Order Guide' groups (spec §2); every allocation name belongs to one. */
export const SAVINGS_PRIORITY_GROUPS = ['Emergency Fund', 'Debt Payoff', 'Tax-Advantaged Accounts', 'Other Investments'] as const;
export type SavingsPriorityGroup = (typeof SAVINGS_PRIORITY_GROUPS)[number];

export const savingsPriorityGroup = (name: string): SavingsPriorityGroup =>
  name === 'Emergency Fund'
    ? 'Emergency Fund'
    : name === 'High-Interest Debt'
      ? 'Debt Payoff'
      : name === 'Taxable Brokerage Account'
        ? 'Other Investments'
        : 'Tax-Advantaged Accounts';

/** 'Learn more' texts (spec §2: on the HSA, Backdoor, Emergency and 401(k) match items). */
export const SAVINGS_LEARN_MORE: Readonly<Record<string, string>> = {
  'Emergency Fund': `Aim for ${EMERGENCY_FUND_TARGET_MONTHS.min}-${EMERGENCY_FUND_TARGET_MONTHS.max} months of essential expenses in a high-yield savings account. Attorneys with variable bonuses, a single income or a planned job change often aim for the top of that range.`,
  '401(k) with Employer Match':
    'A match is an instant return on every dollar you contribute up to the match limit, often 50-100%. Contribute at least enough each pay period to receive the full match before anything else is invested.',
  HSA: 'With a high-deductible health plan, a Health Savings Account is triple tax-advantaged: contributions are deductible, growth is untaxed, and withdrawals for medical costs are tax-free. Many people invest it and pay current medical costs out of pocket.',
  'Backdoor Roth IRA':
    'Above the Roth IRA income limits you can contribute to a traditional IRA without a deduction and convert it to a Roth. Pre-tax IRA balances make part of the conversion taxable (the pro-rata rule), so check those first.',
};

const DESCRIPTIONS = {
  emergencyNone: `Build a cash cushion of ${EMERGENCY_FUND_TARGET_MONTHS.min}-${EMERGENCY_FUND_TARGET_MONTHS.max} months of expenses before investing.`,
  emergencyPartial: `Finish your emergency fund: ${EMERGENCY_FUND_TARGET_MONTHS.min}-${EMERGENCY_FUND_TARGET_MONTHS.max} months of expenses.`,
  debt: `Pay down debt above ${HIGH_INTEREST_DEBT_RATE_PERCENT}% interest: a guaranteed return equal to its rate.`,
  match: 'Contribute enough to receive the full employer match: free money.',
  hsa: 'Triple tax advantage: deductible, tax-free growth, tax-free medical withdrawals.',
  rothIra: 'Tax-free growth and tax-free withdrawals in retirement.',
  backdoor: 'A nondeductible IRA contribution converted to Roth, for incomes above the Roth limits.',
  traditionalIra: 'A possible tax deduction now; growth is taxed when withdrawn.',
  roth401k: 'After-tax contributions that grow and come out tax-free in retirement.',
  traditional401k: 'Pre-tax contributions lower your taxable income today.',
  additionalRoth401k: 'Go beyond the match with Roth contributions: tax-free in retirement.',
  additional401k: 'Go beyond the match with pre-tax contributions toward the annual limit.',
  college: 'A 529 plan grows tax-free for qualified education costs.',
  taxable: 'Whatever is left is invested in a taxable brokerage account: flexible, no limits.',
} as const;

/**
 * Spec §4 "Savings navigator": steps 1–8 in order. The remainder starts at monthlySavings; each
 * step runs only while the remainder is above 0 and never takes more than is left, so the items
 * always sum to monthlySavings. FSA never takes money (payroll handles it).
 */
export const allocateSavings = (form: SavingsForm): SavingsAllocationItem[] => {
  const total = form.monthlySavings;
  const items: SavingsAllocationItem[] = [];
  let remaining = total;
  const take = (name: string, wanted: number, description: string, icon: SavingsIcon) => {
    if (remaining <= 0) return;
    const amount = Math.min(wanted, remaining);
    if (amount <= 0) return;
    items.push({ name, amount, description, icon });
    remaining -= amount;
  };
  const R = SAVINGS_RULES;

  if (form.emergencyFundStatus !== 'full') {
    const none = form.emergencyFundStatus === 'none';
    take(
      'Emergency Fund',
      total * (none ? R.emergencyFundNoneShare : R.emergencyFundPartialShare),
      none ? DESCRIPTIONS.emergencyNone : DESCRIPTIONS.emergencyPartial,
      'shield',
    );
  }
  if (form.hasHighInterestDebt) take('High-Interest Debt', total * R.highInterestDebtShare, DESCRIPTIONS.debt, 'credit-card');
  const hasMatch = form.hasEmployerPlan && form.hasEmployerMatch;
  if (hasMatch) take('401(k) with Employer Match', total * R.employerMatchShare, DESCRIPTIONS.match, 'briefcase');
  if (form.hasHSA) take('HSA', R.hsaMonthlyCap, DESCRIPTIONS.hsa, 'heart-pulse');
  if (form.isRothIRAEligible) take('Roth IRA', R.iraMonthlyCap, DESCRIPTIONS.rothIra, 'piggy-bank');
  else if (form.isInterestedBackdoorRoth) take('Backdoor Roth IRA', R.iraMonthlyCap, DESCRIPTIONS.backdoor, 'piggy-bank');
  else if (form.isConsideringTraditionalIRA) take('Traditional IRA', R.iraMonthlyCap, DESCRIPTIONS.traditionalIra, 'piggy-bank');
  if (form.hasEmployerPlan) {
    if (hasMatch) {
      take(
        form.hasRothOption ? 'Additional Roth 401(k)' : 'Additional 401(k)',
        total * R.employerPlanAfterMatchShare,
        form.hasRothOption ? DESCRIPTIONS.additionalRoth401k : DESCRIPTIONS.additional401k,
        'building',
      );
    } else {
      take(
        form.hasRothOption ? 'Roth 401(k)' : 'Traditional 401(k)',
        total * R.employerPlanNoMatchShare,
        form.hasRothOption ? DESCRIPTIONS.roth401k : DESCRIPTIONS.traditional401k,
        'building',
      );
    }
  }
  if (form.hasCollegeSavings) take('College Savings (529)', total * R.collegeSavingsShare, DESCRIPTIONS.college, 'graduation-cap');
  take('Taxable Brokerage Account', remaining, DESCRIPTIONS.taxable, 'trending-up');
  return items;
};

export const SAVINGS_FSA_NOTE =
  'FSA Note: A Flexible Spending Account is usually funded by payroll deduction and is separate from this flow. It is use-it-or-lose-it each plan year (some plans allow a small carryover or grace period), so elect only what you expect to spend.';

export const SAVINGS_DISCLAIMER =
  'This flowchart offers general guidance based on common financial planning principles. It is not financial advice; consider your own circumstances or consult a qualified professional.';
