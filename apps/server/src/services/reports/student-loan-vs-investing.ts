import crypto from 'node:crypto';
import {
  MESSAGES,
  QUESTIONNAIRE_NEWSLETTER_SOURCE,
  type QuestionnaireAnswers,
  type QuestionnaireChoices,
  QuestionnaireSchema,
  REPORT_LIMITS,
  questionnaireReport,
} from '@awc/domain';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { reportRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, newToken } from '../../lib/ids.ts';
import { renderEmail } from '../../mail/layout.ts';
import type { Deps } from '../../types.ts';
import { subscribeToNewsletter } from '../newsletter/newsletter.ts';
import { renderQuestionnairePdf } from './questionnaire-pdf.ts';

export const REPORT_KIND = 'student-loan-vs-investing';
/** Builds the PDF and emails it, off the request path. */
export const REPORT_EMAIL_JOB = 'report.student-loan-vs-investing.email';
export const REPORT_DOWNLOAD_PATH = '/api/reports/student-loan-vs-investing/download';
export const REPORT_FILENAME = 'student-loan-vs-investing-report.pdf';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const choicesOf = (a: QuestionnaireAnswers): QuestionnaireChoices => ({
  highInterestDebt: a.highInterestDebt,
  emergencyFundStatus: a.emergencyFundStatus,
  avgLoanRate: a.avgLoanRate,
  pslfStatus: a.pslfStatus,
  employerMatch: a.employerMatch,
  financialLeaning: a.financialLeaning,
});

export type ReportSubmitted = { email: string; downloadUrl: string; expiresAt: string };

const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', MESSAGES.rateLimited, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/**
 * Takes a validated submission: throttles per address and per client IP, stores it, adds the address
 * to the newsletter list, and queues the report email, all in one transaction. A repeated
 * submission within a minute of an emailed one is stored (and gets its own download link) but sends
 * no second email. The PDF is built by the job, so the request answers at once.
 */
export const submitStudentLoanReport = async (
  deps: Deps,
  input: QuestionnaireAnswers,
  meta: { ip: string; now?: Date },
): Promise<ReportSubmitted> => {
  const answers = QuestionnaireSchema.parse(input);
  const now = meta.now ?? new Date();
  const db = deps.database.db;
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);

  const [byIp] = await db
    .select({ n: count() })
    .from(reportRequests)
    .where(and(eq(reportRequests.ip, meta.ip), gt(reportRequests.createdAt, hourAgo)));
  if ((byIp?.n ?? 0) >= REPORT_LIMITS.perIpPerHour) throw rateLimited(15 * 60);
  const [byEmail] = await db
    .select({ n: count() })
    .from(reportRequests)
    .where(and(eq(reportRequests.email, answers.email), gt(reportRequests.createdAt, dayAgo)));
  if ((byEmail?.n ?? 0) >= REPORT_LIMITS.perEmailPerDay) throw rateLimited(60 * 60);

  const token = newToken();
  const expiresAt = new Date(now.getTime() + REPORT_LIMITS.downloadTtlMs);
  await db.transaction(async (tx) => {
    // One submission per address at a time, so two requests racing within the minute cannot both
    // decide they are the first (the lock ends with the transaction).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`report:${answers.email}`}, 0))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(reportRequests)
      .where(
        and(
          eq(reportRequests.email, answers.email),
          inArray(reportRequests.emailStatus, ['queued', 'sent']),
          gt(reportRequests.createdAt, new Date(now.getTime() - REPORT_LIMITS.duplicateWindowMs)),
        ),
      );
    const duplicate = (recent?.n ?? 0) > 0;
    const id = newId();
    await tx.insert(reportRequests).values({
      id,
      kind: REPORT_KIND,
      email: answers.email,
      firstName: answers.firstName,
      answers: choicesOf(answers),
      ip: meta.ip,
      downloadTokenHash: hashToken(token),
      downloadExpiresAt: expiresAt,
      emailStatus: duplicate ? 'duplicate' : 'queued',
      createdAt: now,
    });
    await subscribeToNewsletter(deps, { email: answers.email, source: QUESTIONNAIRE_NEWSLETTER_SOURCE }, { tx });
    if (!duplicate) await deps.jobs.enqueue(REPORT_EMAIL_JOB, { requestId: id }, { db: tx, maxAttempts: 10 });
  });
  return { email: answers.email, downloadUrl: `${REPORT_DOWNLOAD_PATH}/${token}`, expiresAt: expiresAt.toISOString() };
};

type StoredRequest = typeof reportRequests.$inferSelect;

const buildPdf = (deps: Deps, row: StoredRequest) =>
  renderQuestionnairePdf(questionnaireReport({ ...(row.answers as QuestionnaireChoices), firstName: row.firstName }), {
    date: row.createdAt,
    siteUrl: deps.env.PUBLIC_URL,
  });

export const reportEmail = (firstName: string) =>
  renderEmail({
    subject: `${firstName}, your Student Loan vs. Investing report`,
    heading: 'Your personalized report is attached',
    blocks: [
      { kind: 'p', text: `Hi ${firstName},` },
      {
        kind: 'p',
        text: 'Thank you for completing the Student Loan vs. Investing Decision Framework. Your two-part report is attached as a PDF:',
      },
      {
        kind: 'list',
        items: [
          'Part 1: educational reflections on your answers (which path they point to, why, and what to check next)',
          'Part 2: a Key Financial Facts sheet with the 2026 contribution limits, the PSLF rules and the federal repayment plans after July 2026',
        ],
      },
      {
        kind: 'small',
        text: 'You asked for this report on our website. If you are not on our mailing list yet, a separate email asks you to confirm your address; the newsletter starts only once you do, and every issue has a one-click unsubscribe link.',
      },
    ],
  });

/** The job: rebuild the PDF from the stored answers and email it. A failure is retried by the queue. */
export const registerReportJobs = (deps: Deps) => {
  deps.jobs.register<{ requestId: string }>(REPORT_EMAIL_JOB, async ({ requestId }) => {
    const [row] = await deps.database.db.select().from(reportRequests).where(eq(reportRequests.id, requestId));
    if (!row || row.emailStatus === 'sent') return;
    const pdf = await buildPdf(deps, row);
    await deps.mailer.deliver({
      to: row.email,
      ...reportEmail(row.firstName),
      attachments: [{ filename: REPORT_FILENAME, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    await deps.database.db.update(reportRequests).set({ emailStatus: 'sent', emailedAt: new Date() }).where(eq(reportRequests.id, requestId));
  });
};

export const EXPIRED_LINK_MESSAGE = 'This download link has expired or is not valid. Your report is also in your email.';

/** The PDF behind a download link, while the link is valid; otherwise 404 (no hint which). */
export const downloadStudentLoanReport = async (deps: Deps, token: string, now = new Date()): Promise<Buffer> => {
  const [row] = await deps.database.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.downloadTokenHash, hashToken(token)), gt(reportRequests.downloadExpiresAt, now)));
  if (!row) throw new AppError('NOT_FOUND', EXPIRED_LINK_MESSAGE);
  return buildPdf(deps, row);
};
