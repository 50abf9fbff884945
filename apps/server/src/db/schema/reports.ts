import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Questionnaire submissions (the Student Loan vs. Investing report). The answers are kept so the
 * PDF can be rebuilt for the emailed copy and the download link; the link's token is stored only as
 * a SHA-256 hash, so a database leak reveals no working link.
 */
export const reportRequests = pgTable(
  'report_requests',
  {
    id: text('id').primaryKey(),
    /** Which report: 'student-loan-vs-investing'. */
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    /** The validated answers (QuestionnaireChoices). */
    answers: jsonb('answers').notNull(),
    ip: text('ip'),
    downloadTokenHash: text('download_token_hash').notNull(),
    downloadExpiresAt: timestamp('download_expires_at', { withTimezone: true }).notNull(),
    /** 'queued' (report email enqueued), 'duplicate' (an email went out within the minute), 'sent'. */
    emailStatus: text('email_status').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_requests_token_idx').on(t.downloadTokenHash),
    index('report_requests_email_idx').on(t.email, t.createdAt),
    index('report_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
