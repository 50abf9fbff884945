/**
 * The Student Loan vs. Investing Decision Framework (spec §2, §3, §4 "Questionnaire", §5): its
 * steps, questions, options and defaults. The stored values of the options are the spec's §3
 * values word for word where the spec spells them out; where it only paraphrases (employer match,
 * financial leaning) the values are short keys and the labels say the spec's words in full
 * (docs/decisions/200).
 */

export const QUESTIONNAIRE_PATH = '/tools/student-loan-vs-investing-navigator';
export const QUESTIONNAIRE_TITLE = 'Student Loan vs. Investing Decision Framework';
/** Where the questionnaire's subscribers come from on the newsletter list. */
export const QUESTIONNAIRE_NEWSLETTER_SOURCE = 'student-loan-vs-investing';

/** The five steps with the spec's titles (step 1 is the intro). */
export const QUESTIONNAIRE_STEPS = [
  { id: 'intro', title: QUESTIONNAIRE_TITLE },
  { id: 'foundation', title: 'Your Financial Foundation' },
  { id: 'loans', title: 'Your Student Loan Landscape' },
  { id: 'investing', title: 'Your Investment Avenues' },
  { id: 'personal', title: 'Your Personal Factors & Insights' },
] as const;
export type QuestionnaireStepId = (typeof QUESTIONNAIRE_STEPS)[number]['id'];

export const QUESTIONNAIRE_BUTTONS = {
  start: 'Start Navigator',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit & Get My Insights',
  submitting: 'Submitting...',
} as const;

export const HIGH_INTEREST_DEBT_OPTIONS = ['Yes', 'No'] as const;
export type HighInterestDebt = (typeof HIGH_INTEREST_DEBT_OPTIONS)[number];

export const EMERGENCY_FUND_OPTIONS = ['Yes, fully funded', 'No, not yet started', 'Partially funded'] as const;
export type QuestionnaireEmergencyFund = (typeof EMERGENCY_FUND_OPTIONS)[number];

export const AVG_LOAN_RATE_OPTIONS = [
  'Less than 3%',
  '3% to 4.99%',
  '5% to 6.99%',
  '7% to 8.99%',
  '9% or higher',
  "I'm not sure / Prefer not to say",
] as const;
export type AvgLoanRate = (typeof AVG_LOAN_RATE_OPTIONS)[number];

export const PSLF_STATUS_OPTIONS = ['Yes', 'No', 'Unsure'] as const;
export type PslfStatus = (typeof PSLF_STATUS_OPTIONS)[number];

export const EMPLOYER_MATCH_OPTIONS = ['full', 'partial', 'none', 'unsure'] as const;
export type EmployerMatch = (typeof EMPLOYER_MATCH_OPTIONS)[number];
export const EMPLOYER_MATCH_LABELS: Record<EmployerMatch, string> = {
  full: 'Yes, and I contribute enough to get the full match',
  partial: 'Yes, a match is offered, but I am not contributing enough to get all of it',
  none: 'No, my employer does not offer a match',
  unsure: "I'm unsure whether a match is offered or what its terms are",
};

export const FINANCIAL_LEANING_OPTIONS = ['wealth', 'debt-free', 'balanced'] as const;
export type FinancialLeaning = (typeof FINANCIAL_LEANING_OPTIONS)[number];
export const FINANCIAL_LEANING_LABELS: Record<FinancialLeaning, string> = {
  wealth: 'Maximize long-term wealth, accepting market risk',
  'debt-free': 'Become debt-free quickly, even if my wealth grows more slowly',
  balanced: 'A balanced approach',
};

/** The questions as the screens and the PDF ask them. */
export const QUESTION_TEXTS = {
  firstName: 'What is your first name?',
  highInterestDebt: 'Do you currently have any high-interest debt?',
  highInterestDebtHint: 'High-interest debt means balances such as credit cards charging above 15% interest.',
  emergencyFundStatus: 'Do you have an emergency fund covering 3–6 months of essential expenses?',
  avgLoanRate: 'What is the average interest rate on your student loans?',
  avgLoanRateHint: 'Your federal loans and their rates are listed on studentaid.gov; private lenders show the rate on each statement.',
  pslfStatus: 'Are you pursuing Public Service Loan Forgiveness (PSLF)?',
  pslfStatusHint:
    'PSLF forgives the remaining federal Direct Loan balance after 120 qualifying payments while working full time for a government or 501(c)(3) employer.',
  employerMatch: 'Does your employer offer a retirement plan match, and are you contributing enough to receive it?',
  financialLeaning: 'Which best describes your financial leaning?',
  email: 'Email address',
  emailHint: 'We email your two-part personalized PDF report here: educational reflections on your answers plus a Key Financial Facts sheet.',
  termsAgreed:
    'I understand this tool is for educational purposes only and does not provide financial advice, and I agree to the Terms of Service and Privacy Policy.',
  mailingList: 'Submitting also signs you up for our mailing list once you confirm by email; every email has a one-click unsubscribe link.',
} as const;

/** What the intro shows before the person starts. */
export const QUESTIONNAIRE_PREVIEW = {
  lead: 'Should your next dollar go to your student loans or to investing? Answer a few questions about your foundation, your loans and your investment avenues, and we email you a personalized report to think it through.',
  points: [
    'Four short steps, about two minutes',
    'A two-part personalized PDF report by email: educational reflections on your answers plus a Key Financial Facts sheet for 2026',
    'No account needed',
  ],
} as const;

/** Each answer's value before the visitor picks one (spec §3 lists them; the terms box starts ticked). */
export const QUESTIONNAIRE_DEFAULTS = {
  firstName: '',
  highInterestDebt: 'No',
  emergencyFundStatus: 'Yes, fully funded',
  avgLoanRate: "I'm not sure / Prefer not to say",
  pslfStatus: 'Unsure',
  employerMatch: 'unsure',
  financialLeaning: 'balanced',
  email: '',
  termsAgreed: true,
} as const satisfies {
  firstName: string;
  highInterestDebt: HighInterestDebt;
  emergencyFundStatus: QuestionnaireEmergencyFund;
  avgLoanRate: AvgLoanRate;
  pslfStatus: PslfStatus;
  employerMatch: EmployerMatch;
  financialLeaning: FinancialLeaning;
  email: string;
  termsAgreed: boolean;
};

/** Spec §5 messages, word for word. */
export const QUESTIONNAIRE_MESSAGES = {
  firstName: 'Please enter your name',
  email: 'Please enter a valid email address',
  termsAgreed: 'You must agree to the terms to continue',
  option: 'Please choose one of the listed options',
} as const;

export const FIRST_NAME_MAX = 60;

/** Throttles of the submission endpoint (docs/decisions/201). */
export const REPORT_LIMITS = {
  /** One email per address within this window, however often the form is sent. */
  duplicateWindowMs: 60_000,
  perIpPerHour: 10,
  perEmailPerDay: 5,
  /** The confirmation screen's download link stops working after this. */
  downloadTtlMs: 24 * 60 * 60_000,
} as const;
