import { bigint, bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A member's notifications as they see them (spec §3): unread while `read_at` is null. In the
 * database this is a VIEW (migration 0012, decision 410): the member's own rows
 * (`notification_items`) and every broadcast in whose audience they are, with their read state
 * (`notification_broadcast_receipts`), minus the ones they deleted. `broadcast` tells the two apart;
 * a broadcast's `id` is the same for every recipient. Reads go through it; the services write the
 * tables below. Plain INSERT, UPDATE and DELETE on it still work (INSTEAD OF triggers route them to
 * those tables), so scripts and tests that write it directly behave as before.
 *
 * Declared as a table so that both type-check: drizzle-kit must not generate a change for it (a
 * column added here needs the view redefined by hand in a migration).
 */
export const notifications = pgTable('notifications', {
  id: text('id').notNull(),
  userId: text('user_id').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  linkUrl: text('link_url'),
  readAt: timestamp('read_at', { withTimezone: true }),
  /** Makes a sender idempotent per user (e.g. one notification per achievement); `broadcast:<id>` for a broadcast. */
  dedupeKey: text('dedupe_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  broadcast: boolean('broadcast').notNull().default(false),
});

/** One user's own notifications (the `notifications` table until migration 0012). */
export const notificationItems = pgTable(
  'notification_items',
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
    // Named as they were on `notifications`: the table was renamed, not rebuilt.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/**
 * One notification to an audience, stored once (decision 410): who is in the audience is decided
 * when a member's list is read (`awc_in_audience`, as of `created_at`), not by writing a row per
 * member. `seq` is its event id in the realtime log, taken from `notification_events`' sequence.
 */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  /** The notification's id, the same for every recipient. */
  id: text('id').primaryKey(),
  /** `broadcast:<broadcast id>`: a retried job finds it and writes nothing. */
  dedupeKey: text('dedupe_key').notNull().unique(),
  /** 'members' (member access when sent) | 'all' (every account that existed when sent). */
  audience: text('audience').notNull().$type<'members' | 'all'>(),
  /** 'announcements': members whose announcements preference is 'off' are not in the audience. */
  preference: text('preference').$type<'announcements'>(),
  /** The preference a member without a preferences row has (the default when it was sent). */
  defaultChannel: text('default_channel'),
  title: text('title').notNull(),
  message: text('message').notNull(),
  linkUrl: text('link_url'),
  seq: bigint('seq', { mode: 'number' }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's state of one broadcast, created only when there is something to keep: when they read
 * or delete it, or when their membership, admin role or announcements preference changes after it
 * was sent (`included` then keeps whether they were in its audience, so a later change never adds
 * or removes an old broadcast).
 */
export const notificationBroadcastReceipts = pgTable(
  'notification_broadcast_receipts',
  {
    broadcastId: text('broadcast_id')
      .notNull()
      .references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    included: boolean('included').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] }), index('notification_broadcast_receipts_user_idx').on(t.userId)],
);

/**
 * The realtime log (decision 180): one row per INSERT or DELETE of a user's notification. `seq` is
 * the SSE event id; a reconnecting stream replays `seq > Last-Event-ID` for its user, and the
 * broadcasts with a greater `seq` in whose audience the user is. Writers take a per-user advisory
 * lock first (and broadcasts an exclusive one over all users), so every event a stream may carry
 * commits in `seq` order and a replay never skips an event that committed late.
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
