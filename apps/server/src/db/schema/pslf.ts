import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/**
 * The PSLF tracker (issue 23, decision 401): one member's count, qualifying employers and
 * employment certifications. Nothing from the federal aid file is kept but the count, its date and
 * the repayment plan the member confirmed. Everything goes with the account.
 */
export const pslfTrackers = pgTable(
  'pslf_trackers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    qualifyingPayments: integer('qualifying_payments').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** 'import' | 'entered' */
    source: text('source').notNull(),
    /** One of PSLF_PLANS, or null when not given. */
    repaymentPlan: text('repayment_plan'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pslf_trackers_count_range', sql`${t.qualifyingPayments} between 0 and 120`)],
);

export const pslfEmployers = pgTable(
  'pslf_employers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null while the member still works there. */
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pslf_employers_user_idx').on(t.userId, t.startDate)],
);

export const pslfCertifications = pgTable(
  'pslf_certifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The employer certified (the member's own; checked by the service). Kept when the employer is removed. */
    employerId: text('employer_id').references(() => pslfEmployers.id, { onDelete: 'set null' }),
    certifiedOn: date('certified_on', { mode: 'string' }).notNull(),
    paymentsCredited: integer('payments_credited').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pslf_certifications_user_idx').on(t.userId, t.certifiedOn),
    check('pslf_certifications_count_range', sql`${t.paymentsCredited} between 0 and 120`),
  ],
);
