import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { newsletterSubscribers } from './newsletter.ts';

/** A member's email preferences (issue 21). No row means the defaults (`DEFAULT_EMAIL_PREFERENCES`). */
export const emailPreferences = pgTable('email_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'email' | 'in_app' | 'off' */
  sessionReminders: text('session_reminders').notNull().default('email'),
  replies: text('replies').notNull().default('email'),
  /** Added with mention emails (decision 336). */
  mentions: text('mentions').notNull().default('email'),
  announcements: text('announcements').notNull().default('email'),
  pslfReminders: text('pslf_reminders').notNull().default('email'),
  /** 'off' | 'daily' | 'weekly' */
  digest: text('digest').notNull().default('weekly'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  digestLastSentAt: timestamp('digest_last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per email the product means to send to one recipient for one event (decision 331).
 * `idempotency_key` is unique: a retried job or a second process asking again inserts nothing and
 * sends nothing. The row records the outcome: 'queued', 'sent', or 'failed' with the last error.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** 'sessionReminders' | 'replies' | 'mentions' | 'announcements' | 'pslfReminders' | 'digest' | 'newsletter' | 'newsletter-welcome' */
    kind: text('kind').notNull(),
    /** What it is about: the session, post, broadcast or newsletter issue id. */
    ref: text('ref'),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_deliveries_key_idx').on(t.idempotencyKey),
    index('email_deliveries_ref_idx').on(t.ref, t.status),
    index('email_deliveries_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Newsletter issues written by admins (Markdown, rendered and sanitized like blog posts). */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    subject: text('subject').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** 'draft' | 'scheduled' | 'sending' | 'sent' */
    status: text('status').notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientCount: integer('recipient_count'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_issues_slug_idx').on(t.slug), index('newsletter_issues_status_idx').on(t.status, t.sentAt)],
);
