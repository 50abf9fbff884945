import { EDUCATION_NOTICE } from '../messages.ts';
import { type Insights, questionnaireInsights } from './insights.ts';
import { type KeyFinancialFacts, keyFinancialFacts } from './key-facts.ts';
import { EMPLOYER_MATCH_LABELS, FINANCIAL_LEANING_LABELS, QUESTION_TEXTS, QUESTIONNAIRE_TITLE } from './questionnaire.constants.ts';
import type { QuestionnaireChoices } from './questionnaire.schemas.ts';

/** Everything the two-part PDF shows, built once here so the server only lays it out. */
export type QuestionnaireReport = {
  title: string;
  firstName: string;
  /** The person's answers, question by question, as they saw them. */
  answers: { question: string; answer: string }[];
  insights: Insights;
  facts: KeyFinancialFacts;
  notice: string;
};

/** The answers as the person saw them on screen. */
export const answerRows = (a: QuestionnaireChoices): QuestionnaireReport['answers'] => [
  { question: QUESTION_TEXTS.highInterestDebt, answer: a.highInterestDebt },
  { question: QUESTION_TEXTS.emergencyFundStatus, answer: a.emergencyFundStatus },
  { question: QUESTION_TEXTS.avgLoanRate, answer: a.avgLoanRate },
  { question: QUESTION_TEXTS.pslfStatus, answer: a.pslfStatus },
  { question: QUESTION_TEXTS.employerMatch, answer: EMPLOYER_MATCH_LABELS[a.employerMatch] },
  { question: QUESTION_TEXTS.financialLeaning, answer: FINANCIAL_LEANING_LABELS[a.financialLeaning] },
];

export const questionnaireReport = (input: QuestionnaireChoices & { firstName: string }): QuestionnaireReport => ({
  title: QUESTIONNAIRE_TITLE,
  firstName: input.firstName.trim(),
  answers: answerRows(input),
  insights: questionnaireInsights(input),
  facts: keyFinancialFacts(),
  notice: EDUCATION_NOTICE,
});
