import { z } from 'zod';
import {
  AVG_LOAN_RATE_OPTIONS,
  EMERGENCY_FUND_OPTIONS,
  EMPLOYER_MATCH_OPTIONS,
  FINANCIAL_LEANING_OPTIONS,
  FIRST_NAME_MAX,
  HIGH_INTEREST_DEBT_OPTIONS,
  PSLF_STATUS_OPTIONS,
  QUESTIONNAIRE_MESSAGES as M,
  type QuestionnaireStepId,
} from './questionnaire.constants.ts';

const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.option });

export const QuestionnaireFirstNameSchema = z
  .string({ error: M.firstName })
  .trim()
  .min(1, M.firstName)
  .max(FIRST_NAME_MAX, `Please keep your name under ${FIRST_NAME_MAX} characters`)
  // A name goes into an email subject and a PDF: line breaks and control characters become spaces.
  .transform((v) => v.replace(/[\s\p{Cc}]+/gu, ' '));

/** Same message as the spec's; trimmed and lower-cased so one person is one address. */
export const QuestionnaireEmailSchema = z
  .string({ error: M.email })
  .trim()
  .toLowerCase()
  .max(254, M.email)
  .pipe(z.email({ error: M.email }));

/** One schema per step, so each step validates before Next (spec §4). */
export const IntroStepSchema = z.object({ firstName: QuestionnaireFirstNameSchema });
export const FoundationStepSchema = z.object({
  highInterestDebt: option(HIGH_INTEREST_DEBT_OPTIONS),
  emergencyFundStatus: option(EMERGENCY_FUND_OPTIONS),
});
export const LoansStepSchema = z.object({
  avgLoanRate: option(AVG_LOAN_RATE_OPTIONS),
  pslfStatus: option(PSLF_STATUS_OPTIONS),
});
export const InvestingStepSchema = z.object({ employerMatch: option(EMPLOYER_MATCH_OPTIONS) });
export const PersonalStepSchema = z.object({
  financialLeaning: option(FINANCIAL_LEANING_OPTIONS),
  email: QuestionnaireEmailSchema,
  termsAgreed: z.literal(true, { error: M.termsAgreed }),
});

export const QUESTIONNAIRE_STEP_SCHEMAS = {
  intro: IntroStepSchema,
  foundation: FoundationStepSchema,
  loans: LoansStepSchema,
  investing: InvestingStepSchema,
  personal: PersonalStepSchema,
} as const satisfies Record<QuestionnaireStepId, z.ZodObject>;

/** The fields each step owns, in screen order (the form validates only these before Next). */
export const QUESTIONNAIRE_STEP_FIELDS = {
  intro: ['firstName'],
  foundation: ['highInterestDebt', 'emergencyFundStatus'],
  loans: ['avgLoanRate', 'pslfStatus'],
  investing: ['employerMatch'],
  personal: ['financialLeaning', 'email', 'termsAgreed'],
} as const satisfies { [K in QuestionnaireStepId]: readonly (keyof z.infer<(typeof QUESTIONNAIRE_STEP_SCHEMAS)[K]>)[] };

/** The whole submission: what the page sends and the server validates. Unknown keys are dropped. */
export const QuestionnaireSchema = z.object({
  ...IntroStepSchema.shape,
  ...FoundationStepSchema.shape,
  ...LoansStepSchema.shape,
  ...InvestingStepSchema.shape,
  ...PersonalStepSchema.shape,
});
export type QuestionnaireInput = z.input<typeof QuestionnaireSchema>;
export type QuestionnaireAnswers = z.output<typeof QuestionnaireSchema>;

/** The answers the reflections depend on (everything but who the person is). */
export type QuestionnaireChoices = Pick<
  QuestionnaireAnswers,
  'highInterestDebt' | 'emergencyFundStatus' | 'avgLoanRate' | 'pslfStatus' | 'employerMatch' | 'financialLeaning'
>;

/** The form's values before validation: termsAgreed may still be false. */
export type QuestionnaireFormValues = Omit<QuestionnaireAnswers, 'termsAgreed'> & { termsAgreed: boolean };
