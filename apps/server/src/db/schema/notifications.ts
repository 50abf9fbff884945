import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** In-app notifications (spec §3): unread while `read_at` is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    linkUrl: text('link_url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Makes a sender idempotent per user (e.g. one notification per achievement). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/**
 * The realtime log (decision 180): one row per INSERT or DELETE of a user's notification. `seq` is
 * the SSE event id; a reconnecting stream replays `seq > Last-Event-ID` for its user. Writers take a
 * per-user advisory lock first, so one user's events commit in `seq` order and a replay never skips
 * an event that committed late.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'insert' | 'delete'>(),
    notificationId: text('notification_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_events_user_seq_idx').on(t.userId, t.seq)],
);
