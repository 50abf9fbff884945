import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A firm account (issue 26): a number of seats for a term, created by an administrator
 * (`source` 'admin') or bought through checkout ('stripe' or 'demo', one subscription whose
 * quantity is the seat count). `status` and `current_period_end` follow the same rule as a
 * member's own subscription: seats give access while the status is active or trialing and the
 * period has not ended.
 */
export const firms = pgTable(
  'firms',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    source: text('source').notNull(),
    billingContactName: text('billing_contact_name').notNull(),
    billingContactEmail: text('billing_contact_email').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firms_provider_subscription_idx').on(t.providerSubscriptionId), index('firms_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * The people of a firm. A person belongs to at most one firm (unique user). `role` 'admin' is the
 * firm's one admin, who manages it; `holds_seat` says whether the row uses a seat (every member
 * does; the admin only after accepting an invitation of their own). A removed person's row is
 * deleted: nothing else of theirs is touched.
 */
export const firmMembers = pgTable(
  'firm_members',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    holdsSeat: boolean('holds_seat').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.userId] }),
    uniqueIndex('firm_members_user_idx').on(t.userId),
    // One firm admin per firm, enforced by the database as well as by the service.
    uniqueIndex('firm_members_one_admin_idx').on(t.firmId).where(sql`${t.role} = 'admin'`),
  ],
);

/**
 * Invitations by email, each a single-use link: only the token's SHA-256 is stored. An open
 * invitation (status 'open', not expired) keeps a seat for its person, so inviting never promises
 * more seats than the firm has.
 */
export const firmInvitations = pgTable(
  'firm_invitations',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** open | accepted | canceled */
    status: text('status').notNull().default('open'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('firm_invitations_firm_idx').on(t.firmId, t.status), index('firm_invitations_email_idx').on(t.email)],
);

/**
 * Firm checkouts of the demo provider (no card), the firm's counterpart of `demo_checkouts`: opened
 * by the buyer for a number of seats, completed or canceled once, within an hour.
 */
export const firmDemoCheckouts = pgTable(
  'firm_demo_checkouts',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    /** open | complete | canceled */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('firm_demo_checkouts_user_idx').on(t.userId)],
);
