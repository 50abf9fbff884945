import { type NotificationDto, NotificationContentSchema } from '@awc/domain';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notificationEvents, notificationItems } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';

/** The LISTEN/NOTIFY channel every server process listens on for realtime fan-out. */
export const NOTIFICATION_CHANNEL = 'awc_notifications';
/** First key of the two-key advisory lock that orders one user's events (the second is the user's hash). */
const LOCK_SPACE = 6_180_001;
/**
 * The lock over every user's events (decision 410): each per-user writer holds it shared, a
 * broadcast (an event of every user at once) exclusively, so a broadcast's `seq` commits in order
 * with every stream's own events.
 */
export const ALL_USERS_LOCK = sql`6180002, 0`;
/** NOTIFY payloads are limited to 8000 bytes; above this an event goes out without its row. */
export const MAX_PAYLOAD_BYTES = 7_000;

export type NotifyInput = {
  title: string;
  message: string;
  /** A path on this site ('/dashboard') or an http(s) address; anything else is refused. */
  linkUrl?: string | null;
  /** The same key for the same user creates one notification only (returns null the second time). */
  dedupeKey?: string | null;
};
export type NotifyOptions = {
  /** Write inside the caller's transaction: the notification (and its realtime event) exist only if it commits. */
  tx?: DbOrTx;
};
/** `deps.notify`: creates a notification for one user and pushes it to their open streams. */
export type NotifyFn = (userId: string, input: NotifyInput, options?: NotifyOptions) => Promise<NotificationDto | null>;

/**
 * One realtime event as it travels through NOTIFY (`n` is left out when the row is too big). A
 * broadcast (`t: 'broadcast'`) names no user: each process finds which of its streams' users are
 * in the audience.
 */
export type WireEvent =
  | { u: string; s: number; t: 'insert'; id: string; n?: NotificationDto }
  | { u: string; s: number; t: 'delete'; id: string }
  | {
      s: number;
      t: 'broadcast';
      id: string;
      /** Its texts and time as the database wrote them (`createdAt` a JSON timestamp). */
      n?: { title: string; message: string; linkUrl: string | null; createdAt: string };
      /** Who it is for (decision 410): the audience, the preference that decides, its default, the time sent (µs since 1970). */
      a: 'members' | 'all';
      p: 'announcements' | null;
      d: string | null;
      at: number;
    };

type NotificationRow = { id: string; title: string; message: string; linkUrl: string | null; readAt: Date | null; createdAt: Date };

export const toDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  title: row.title,
  message: row.message,
  linkUrl: row.linkUrl,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Serialises one user's writers until the transaction ends, so their events commit in `seq` order;
 * and holds the all-users lock shared, so no broadcast takes a `seq` in between.
 */
export const lockUsers = async (db: DbOrTx, userIds: string[]) => {
  const sorted = [...new Set(userIds)].sort();
  if (!sorted.length) return;
  if (sorted.length === 1) {
    // One statement: its target list is evaluated left to right, the all-users lock first.
    await db.execute(sql`select pg_advisory_xact_lock_shared(${ALL_USERS_LOCK}), pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${sorted[0]}))`);
    return;
  }
  await db.execute(sql`select pg_advisory_xact_lock_shared(${ALL_USERS_LOCK})`);
  await db.execute(
    // Always in the same order, so two multi-user writers never deadlock.
    sql`select count(pg_advisory_xact_lock(${LOCK_SPACE}, h)) from (select distinct hashtext(u) as h from jsonb_array_elements_text(${JSON.stringify(sorted)}::jsonb) as u order by h) as x`,
  );
};

/** Sends events to every process's listeners; inside a transaction NOTIFY is delivered at commit. */
export const publish = async (db: DbOrTx, events: WireEvent[]) => {
  const batches: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const event of events) {
    let json = JSON.stringify(event);
    if (json.length > MAX_PAYLOAD_BYTES && event.t !== 'delete') {
      const { n: _dropped, ...slim } = event;
      json = JSON.stringify(slim);
    }
    if (batch.length && size + json.length + 1 > MAX_PAYLOAD_BYTES) {
      batches.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(json);
    size += json.length + 1;
  }
  if (batch.length) batches.push(`[${batch.join(',')}]`);
  if (batches.length === 1) await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${batches[0]})`);
  // Many batches (many users at once) go in one round trip, in order.
  else if (batches.length > 1)
    await db.execute(
      sql`select count(pg_notify(${NOTIFICATION_CHANNEL}, p)) from (select p from jsonb_array_elements_text(${JSON.stringify(batches)}::jsonb) with ordinality as x(p, i) order by i) as y`,
    );
};

/** Writes personal notifications for many users at once (same content), with their events, in `db`. A broadcast is `writeBroadcast`. */
export const insertNotifications = async (
  db: DbOrTx,
  userIds: string[],
  input: NotifyInput,
): Promise<{ userId: string; notification: NotificationDto }[]> => {
  const content = parseOrThrow(NotificationContentSchema, input);
  const dedupeKey = input.dedupeKey ?? null;
  if (!userIds.length) return [];
  await lockUsers(db, userIds);
  const rows = await db
    .insert(notificationItems)
    .values(
      userIds.map((userId) => ({
        id: newId(),
        userId,
        title: content.title,
        message: content.message,
        linkUrl: content.linkUrl ?? null,
        dedupeKey,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (!rows.length) return [];
  const events = await db
    .insert(notificationEvents)
    .values(rows.map((r) => ({ userId: r.userId, kind: 'insert' as const, notificationId: r.id })))
    .returning({ seq: notificationEvents.seq, notificationId: notificationEvents.notificationId });
  const seqOf = new Map(events.map((e) => [e.notificationId, e.seq]));
  const out = rows.map((r) => ({ userId: r.userId, notification: toDto(r) }));
  await publish(
    db,
    out.map(({ userId, notification }) => ({ u: userId, s: seqOf.get(notification.id) ?? 0, t: 'insert', id: notification.id, n: notification })),
  );
  return out;
};

/** Builds `deps.notify` for one database. */
export const createNotify =
  (database: Database): NotifyFn =>
  async (userId, input, options = {}) => {
    const write = async (db: DbOrTx) => (await insertNotifications(db, [userId], input))[0]?.notification ?? null;
    if (options.tx) return write(options.tx);
    return database.db.transaction(write);
  };
