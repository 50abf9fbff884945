import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One row per user (spec §3). `full_name` is computed by the database and never written. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  fullName: text('full_name').generatedAlwaysAs(sql`nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), '')`),
  /** 'members' lists the profile in the member directory; 'hidden' (the default) never does. */
  directoryVisibility: text('directory_visibility').notNull().default('hidden'),
  headline: text('headline'),
  /** Display only: admin rights come from user_roles. */
  role: text('role').notNull().default('member'),
  avatarUrl: text('avatar_url'),
  practiceSetting: text('practice_setting'),
  practiceArea: text('practice_area'),
  barAdmissionYear: integer('bar_admission_year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row with role 'admin' makes a user an admin (spec §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Entitlement: one row per user, written from the payment provider's events (billing issue).
 * `created_at` is "member since".
 */
export const subscribers = pgTable(
  'subscribers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The end of a free trial while the status is trialing (then current_period_end is the same moment). */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's own timestamp of the state stored here, so older events never overwrite newer. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscribers_provider_subscription_idx').on(t.providerSubscriptionId),
    index('subscribers_customer_idx').on(t.providerCustomerId),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    type: text('type').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/** Every admin action: who did what to what. Kept when the actor is deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.target, t.createdAt)],
);

/**
 * Failed password checks per account (by a hash of the email, so unknown emails are throttled
 * the same way and no address is stored for them).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: text('id').primaryKey(),
    emailHash: text('email_hash').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.emailHash, t.createdAt)],
);

/**
 * Account emails sent per recipient (sha-256 of the address) and kind, so a flood from many
 * addresses still reaches one inbox at most a few times an hour (issue 17 item 6, decision 304).
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    recipientHash: text('recipient_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_sends_recipient_idx').on(t.recipientHash, t.kind, t.createdAt)],
);
