import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What an administrator sets per plan in the console's billing settings: the free trial a new
 * member gets before the first charge (0 = none). One row per plan, written on the first save.
 */
export const billingPlanSettings = pgTable(
  'billing_plan_settings',
  {
    plan: text('plan').primaryKey(),
    trialDays: integer('trial_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('billing_plan_settings_trial_days', sql`${t.trialDays} between 0 and 90`)],
);

/**
 * Every trial ever started, one per person. The row outlives the account (user_id is cleared when
 * it is deleted) and holds the verified email in lower case, so an account deleted and made again
 * with the same address finds its earlier trial. It is also the admin's list of trials and the
 * record that the "3 days left" email went out once.
 */
export const trialClaims = pgTable(
  'trial_claims',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    provider: text('provider').notNull(),
    subscriptionId: text('subscription_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** trialing | converted | lapsed | unpaid */
    outcome: text('outcome').notNull().default('trialing'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trial_claims_email_idx').on(t.email),
    uniqueIndex('trial_claims_user_idx').on(t.userId),
    index('trial_claims_outcome_idx').on(t.outcome, t.trialEndsAt),
  ],
);
