import type { QuestionnaireFormValues } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';

export type QuestionnaireSubmitted = {
  /** Where the report is being emailed (as the server normalized it). */
  email: string;
  /** The unguessable, expiring link to the same PDF. */
  downloadUrl: string;
  expiresAt: string;
};

export const REPORT_ENDPOINT = '/api/reports/student-loan-vs-investing';

export const submitQuestionnaire = (values: QuestionnaireFormValues) =>
  api<QuestionnaireSubmitted>(REPORT_ENDPOINT, { method: 'POST', body: values });
