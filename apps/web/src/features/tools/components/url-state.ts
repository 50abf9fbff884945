import {
  DEBT_INVEST_DEFAULTS,
  type DebtInvestInput,
  EMERGENCY_FUND_STATUSES,
  PRACTICE_SETTINGS,
  REPAYMENT_PLANS,
  SAVINGS_DEFAULTS,
  type SavingsForm,
} from '@awc/domain';

/**
 * Tool inputs live in the address bar, so a result can be bookmarked or shared. Only values that
 * differ from the defaults are written; unknown or malformed parameters are ignored on read (the
 * form then shows its default, or the field's validation message when the value is text).
 */

type NumericInputKey = Exclude<keyof DebtInvestInput, 'repaymentPlan' | 'practiceSetting' | 'pslf'>;

/** The form as typed: numbers stay text until the schema reads them. */
export type DebtInvestFormValues = { [K in NumericInputKey]: string } & Pick<DebtInvestInput, 'repaymentPlan' | 'practiceSetting' | 'pslf'>;

export type DebtInvestFormState = { values: DebtInvestFormValues; advanced: boolean };

const NUMERIC_KEYS = (Object.keys(DEBT_INVEST_DEFAULTS) as (keyof typeof DEBT_INVEST_DEFAULTS)[]).filter(
  (k) => typeof DEBT_INVEST_DEFAULTS[k] === 'number',
);

export const debtInvestDefaults = (): DebtInvestFormState => {
  const values = { ...DEBT_INVEST_DEFAULTS } as Record<string, unknown>;
  for (const k of NUMERIC_KEYS) values[k] = String(DEBT_INVEST_DEFAULTS[k]);
  return { values: values as DebtInvestFormValues, advanced: false };
};

export const readDebtInvestParams = (params: URLSearchParams): DebtInvestFormState => {
  const state = debtInvestDefaults();
  const values = state.values as Record<string, unknown>;
  for (const k of NUMERIC_KEYS) {
    const v = params.get(k);
    // Text is kept as typed (the schema reports it); only absurdly long values are dropped.
    if (v !== null && v.length <= 24) values[k] = v;
  }
  const plan = params.get('repaymentPlan');
  if (plan && (REPAYMENT_PLANS as readonly string[]).includes(plan)) values.repaymentPlan = plan;
  const setting = params.get('practiceSetting');
  if (setting && (PRACTICE_SETTINGS as readonly string[]).includes(setting)) values.practiceSetting = setting;
  if (params.get('pslf') === '1') values.pslf = true;
  const risk = Number(params.get('riskTolerance'));
  values.riskTolerance = Number.isInteger(risk) && risk >= 1 && risk <= 5 ? String(risk) : String(DEBT_INVEST_DEFAULTS.riskTolerance);
  state.advanced = params.get('advanced') === '1';
  return state;
};

export const writeDebtInvestParams = ({ values, advanced }: DebtInvestFormState): URLSearchParams => {
  const params = new URLSearchParams();
  for (const k of NUMERIC_KEYS) {
    const v = String(values[k]).trim();
    if (v !== String(DEBT_INVEST_DEFAULTS[k])) params.set(k, v);
  }
  if (values.repaymentPlan !== DEBT_INVEST_DEFAULTS.repaymentPlan) params.set('repaymentPlan', values.repaymentPlan);
  if (values.practiceSetting !== DEBT_INVEST_DEFAULTS.practiceSetting) params.set('practiceSetting', values.practiceSetting);
  if (values.pslf) params.set('pslf', '1');
  if (advanced) params.set('advanced', '1');
  return params;
};

// ---- savings navigator
export type SavingsFormValues = Omit<SavingsForm, 'monthlySavings' | 'emergencyFundStatus'> & {
  monthlySavings: string;
  /** '' when the address carried a status that is not one of the three (the form then asks for one). */
  emergencyFundStatus: SavingsForm['emergencyFundStatus'] | '';
};

export const SAVINGS_FLAGS = [
  'hasHighInterestDebt',
  'hasEmployerPlan',
  'hasEmployerMatch',
  'hasRothOption',
  'hasHSA',
  'isRothIRAEligible',
  'isInterestedBackdoorRoth',
  'isConsideringTraditionalIRA',
  'hasFSA',
  'hasCollegeSavings',
] as const satisfies readonly (keyof SavingsForm)[];

export const savingsDefaults = (): SavingsFormValues => ({ ...SAVINGS_DEFAULTS, monthlySavings: String(SAVINGS_DEFAULTS.monthlySavings) });

export const readSavingsParams = (params: URLSearchParams): SavingsFormValues => {
  const values = savingsDefaults();
  const amount = params.get('monthlySavings');
  if (amount !== null && amount.length <= 24) values.monthlySavings = amount;
  const status = params.get('emergencyFundStatus');
  if (status !== null)
    values.emergencyFundStatus = (EMERGENCY_FUND_STATUSES as readonly string[]).includes(status)
      ? (status as SavingsForm['emergencyFundStatus'])
      : '';
  for (const f of SAVINGS_FLAGS) if (params.get(f) === '1') values[f] = true;
  // The same rule as the card: a direct Roth IRA makes the backdoor moot.
  if (values.isRothIRAEligible) values.isInterestedBackdoorRoth = false;
  if (!values.hasEmployerPlan) {
    values.hasEmployerMatch = false;
    values.hasRothOption = false;
  }
  return values;
};

export const writeSavingsParams = (values: SavingsFormValues): URLSearchParams => {
  const params = new URLSearchParams();
  if (values.monthlySavings.trim() !== String(SAVINGS_DEFAULTS.monthlySavings)) params.set('monthlySavings', values.monthlySavings.trim());
  if (values.emergencyFundStatus !== SAVINGS_DEFAULTS.emergencyFundStatus) params.set('emergencyFundStatus', values.emergencyFundStatus);
  for (const f of SAVINGS_FLAGS) if (values[f]) params.set(f, '1');
  return params;
};
