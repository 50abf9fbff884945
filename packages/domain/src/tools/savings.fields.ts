import { bool, type FieldSpec, num, type RawInput, str, validateFields } from './fields.ts';
import { type EmergencyFundStatus, HIGH_INTEREST_DEBT_RATE_PERCENT, SAVINGS_DEFAULTS, type SavingsForm } from './savings.ts';

type Flag = Exclude<keyof SavingsForm, 'monthlySavings' | 'emergencyFundStatus'>;

const flag = (key: Flag, label: string, help: string, showIf?: (raw: RawInput) => boolean): FieldSpec => ({
  key,
  label,
  help,
  kind: 'bool',
  default: false,
  ...(showIf ? { showIf } : {}),
});

/** Spec §4: choosing Roth IRA (Direct) makes the backdoor moot; the employer options need an employer plan. */
const notDirectRoth = (raw: RawInput) => raw.isRothIRAEligible !== 'true';
const employerPlan = (raw: RawInput) => raw.hasEmployerPlan === 'true';

/**
 * The Savings Strategy Navigator's inputs (spec §3 "Savings form", §5 messages), described like every
 * tool's: the page draws the amount as a field and the accounts as selectable cards. A cleared amount
 * counts as 0.
 */
export const SAVINGS_FIELDS: readonly FieldSpec[] = [
  {
    key: 'monthlySavings',
    label: 'Monthly Savings Amount',
    help: 'What you can save or invest each month, in total.',
    kind: 'money',
    default: SAVINGS_DEFAULTS.monthlySavings,
    ifBlank: 0,
    min: 0,
    message: 'Amount must be positive',
  },
  {
    key: 'emergencyFundStatus',
    label: 'Emergency Fund Status',
    help: 'A full emergency fund covers 3-6 months of essential expenses.',
    kind: 'enum',
    default: SAVINGS_DEFAULTS.emergencyFundStatus,
    options: [
      { value: 'none', label: 'None yet', note: 'No emergency savings set aside' },
      { value: 'partial', label: 'Partially funded', note: 'Less than 3 months of expenses' },
      { value: 'full', label: 'Fully funded', note: '3-6 months of expenses set aside' },
    ],
    message: 'Please select your emergency fund status',
  },
  flag(
    'hasHighInterestDebt',
    'I have high-interest debt',
    `High-interest means above ${HIGH_INTEREST_DEBT_RATE_PERCENT}% interest, such as credit cards or some private loans.`,
  ),
  flag('hasEmployerPlan', 'Employer Plan', '401(k), 403(b), etc.'),
  flag('hasHSA', 'HSA', 'Health Savings Account, with a high-deductible health plan'),
  flag('isRothIRAEligible', 'Roth IRA (Direct)', 'Your income is below the Roth IRA limits'),
  flag('isInterestedBackdoorRoth', 'Backdoor Roth IRA', 'Your income is above the Roth IRA limits', notDirectRoth),
  flag('isConsideringTraditionalIRA', 'Traditional IRA', 'For tax deduction'),
  flag('hasFSA', 'FSA', 'Medical or Dependent Care'),
  flag('hasCollegeSavings', 'College Savings', 'e.g., 529 plans'),
  flag('hasEmployerMatch', 'Employer Match', 'Your employer matches what you contribute', employerPlan),
  flag('hasRothOption', 'Roth 401(k) Option', 'Your plan offers Roth contributions', employerPlan),
];

/** Hidden cards never stay on (spec §4): applied to every change and to an address as it is read. */
export function applySavingsCardRules(raw: RawInput): RawInput {
  const next = { ...raw };
  for (const f of SAVINGS_FIELDS) if (f.showIf && !f.showIf(next)) next[f.key] = 'false';
  return next;
}

/** The navigator's raw values validated into the engine's form, or the messages by field. */
export function validateSavings(raw: RawInput): { form: SavingsForm; errors: null } | { form: null; errors: Record<string, string> } {
  const { values, errors } = validateFields(SAVINGS_FIELDS, raw);
  if (Object.keys(errors).length > 0) return { form: null, errors };
  const f = (k: Flag) => bool(values, k);
  return {
    form: {
      monthlySavings: num(values, 'monthlySavings'),
      emergencyFundStatus: str<EmergencyFundStatus>(values, 'emergencyFundStatus', SAVINGS_DEFAULTS.emergencyFundStatus),
      hasHighInterestDebt: f('hasHighInterestDebt'),
      hasEmployerPlan: f('hasEmployerPlan'),
      hasEmployerMatch: f('hasEmployerMatch'),
      hasRothOption: f('hasRothOption'),
      hasHSA: f('hasHSA'),
      isRothIRAEligible: f('isRothIRAEligible'),
      isInterestedBackdoorRoth: f('isInterestedBackdoorRoth'),
      isConsideringTraditionalIRA: f('isConsideringTraditionalIRA'),
      hasFSA: f('hasFSA'),
      hasCollegeSavings: f('hasCollegeSavings'),
    },
    errors: null,
  };
}
