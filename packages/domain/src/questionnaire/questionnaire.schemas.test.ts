import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../errors.schemas.ts';
import { QUESTIONNAIRE_DEFAULTS, QUESTIONNAIRE_STEPS } from './questionnaire.constants.ts';
import {
  FoundationStepSchema,
  IntroStepSchema,
  InvestingStepSchema,
  LoansStepSchema,
  PersonalStepSchema,
  QUESTIONNAIRE_STEP_FIELDS,
  QUESTIONNAIRE_STEP_SCHEMAS,
  QuestionnaireSchema,
} from './questionnaire.schemas.ts';

const errors = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error.issues);
};

const valid = { ...QUESTIONNAIRE_DEFAULTS, firstName: 'Ada', email: 'ada@example.com' };

describe('questionnaire schemas (spec §5)', () => {
  it('has the five steps with the spec titles', () => {
    expect(QUESTIONNAIRE_STEPS.map((s) => s.title)).toEqual([
      'Student Loan vs. Investing Decision Framework',
      'Your Financial Foundation',
      'Your Student Loan Landscape',
      'Your Investment Avenues',
      'Your Personal Factors & Insights',
    ]);
  });

  it('first name needs one character', () => {
    expect(errors(IntroStepSchema, { firstName: '   ' })).toEqual({ firstName: ['Please enter your name'] });
    expect(errors(IntroStepSchema, {})).toEqual({ firstName: ['Please enter your name'] });
    expect(IntroStepSchema.parse({ firstName: '  Ada ' })).toEqual({ firstName: 'Ada' });
  });

  it('email must be valid; terms must be agreed', () => {
    expect(errors(PersonalStepSchema, { financialLeaning: 'balanced', email: 'nope', termsAgreed: false })).toEqual({
      email: ['Please enter a valid email address'],
      termsAgreed: ['You must agree to the terms to continue'],
    });
    expect(PersonalStepSchema.parse({ financialLeaning: 'wealth', email: ' Ada@Firm.COM ', termsAgreed: true }).email).toBe('ada@firm.com');
  });

  it('every other field must be one of the listed options', () => {
    expect(errors(FoundationStepSchema, { highInterestDebt: 'Maybe', emergencyFundStatus: 'Yes' })).toEqual({
      highInterestDebt: ['Please choose one of the listed options'],
      emergencyFundStatus: ['Please choose one of the listed options'],
    });
    expect(errors(LoansStepSchema, { avgLoanRate: '4%', pslfStatus: 'yes' })).toEqual({
      avgLoanRate: ['Please choose one of the listed options'],
      pslfStatus: ['Please choose one of the listed options'],
    });
    expect(errors(InvestingStepSchema, { employerMatch: 42 })).toEqual({ employerMatch: ['Please choose one of the listed options'] });
  });

  it('the defaults are valid once a name and an email are given (terms start agreed)', () => {
    expect(QUESTIONNAIRE_DEFAULTS.termsAgreed).toBe(true);
    expect(QuestionnaireSchema.parse(valid)).toEqual(valid);
    expect(errors(QuestionnaireSchema, QUESTIONNAIRE_DEFAULTS)).toEqual({
      firstName: ['Please enter your name'],
      email: ['Please enter a valid email address'],
    });
  });

  it('drops unknown keys; each step schema owns exactly its fields', () => {
    expect(QuestionnaireSchema.parse({ ...valid, admin: true })).not.toHaveProperty('admin');
    for (const [step, fields] of Object.entries(QUESTIONNAIRE_STEP_FIELDS)) {
      expect(Object.keys(QUESTIONNAIRE_STEP_SCHEMAS[step as keyof typeof QUESTIONNAIRE_STEP_SCHEMAS].shape).sort()).toEqual([...fields].sort());
    }
    expect(Object.values(QUESTIONNAIRE_STEP_FIELDS).flat().sort()).toEqual(Object.keys(QuestionnaireSchema.shape).sort());
  });
});
