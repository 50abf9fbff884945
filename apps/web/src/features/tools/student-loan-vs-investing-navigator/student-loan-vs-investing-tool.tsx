import { QUESTIONNAIRE_TITLE } from '@awc/domain';
import type { ReactNode } from 'react';
import { Questionnaire } from './questionnaire.tsx';

/**
 * The public Student Loan vs. Investing questionnaire page (spec §2): four steps, then the report by
 * email. `footer` is what the page composes under it (the education note belongs to marketing).
 */
export function StudentLoanVsInvestingTool({ footer }: { footer?: ReactNode }) {
  return (
    <div className="bg-paper-2/50">
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <p className="eyebrow">Free tool · No account needed</p>
        <h1 className="mt-2 text-3xl font-semibold leading-tight text-navy-900 sm:text-4xl">{QUESTIONNAIRE_TITLE}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-muted">
          Pay down your student loans faster, or invest? Answer four short sets of questions and get a personalized PDF report by email.
        </p>
        <div className="mt-8">
          <Questionnaire />
        </div>
        {footer}
      </div>
    </div>
  );
}
