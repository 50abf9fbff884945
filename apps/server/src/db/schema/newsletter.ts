import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The newsletter list. One row per address (stored lower-cased); unsubscribing keeps the row with
 * status 'unsubscribed' so a later sign-up is a re-subscription, not a duplicate.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** 'pending' (asked, not confirmed by email yet) | 'subscribed' | 'unsubscribed' */
    status: text('status').notNull().default('subscribed'),
    /** Where the first sign-up came from: footer, waitlist-…, questionnaire. */
    source: text('source').notNull().default('footer'),
    /** The secret in the emailed unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the address confirmed by the emailed link (double opt-in, issue 21); issues go only to confirmed addresses. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.unsubscribeToken),
    index('newsletter_subscribers_source_idx').on(t.source),
  ],
);
