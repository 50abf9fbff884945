import { NOTIFICATION_LIST_LIMIT, type NotificationDto, type NotificationListResponse } from '@awc/domain';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  emailPreferences,
  notificationBroadcastReceipts,
  notificationBroadcasts,
  notificationEvents,
  notificationItems,
  notifications,
  subscribers,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AudienceFacts } from './broadcast.ts';
import { lockUsers, publish, toDto } from './notify.ts';

/**
 * A user's own notifications (spec §6: read, updated and deleted only for the user's own user_id).
 * Every query carries `user_id = <session user>`; an id that is not the user's is "not found",
 * never "forbidden", so ids of others cannot be probed.
 *
 * What a user has is the `notifications` view (decision 410): their own rows and the broadcasts in
 * whose audience they are. A broadcast's read and deleted state is the user's receipt, written the
 * first time they read or delete it; their own rows are changed as rows.
 */

export type ListOptions = { limit?: number; before?: string | undefined; filter?: 'all' | 'unread' };

/** The user's stream position: their newest event, or a newer broadcast (whoever it was for). */
const positionOf = (userId: string) =>
  sql<number>`greatest(
    coalesce((select max(${notificationEvents.seq}) from ${notificationEvents} where ${notificationEvents.userId} = ${userId}), 0),
    coalesce((select max(${notificationBroadcasts.seq}) from ${notificationBroadcasts}), 0))::bigint`;

export const listNotifications = async (
  db: DbOrTx,
  userId: string,
  options: ListOptions = {},
): Promise<NotificationListResponse & { lastEventId: number }> => {
  const limit = Math.min(options.limit ?? NOTIFICATION_LIST_LIMIT, NOTIFICATION_LIST_LIMIT);
  const conditions = [eq(notifications.userId, userId)];
  if (options.filter === 'unread') conditions.push(isNull(notifications.readAt));
  if (options.before) {
    const [cursor] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, options.before), eq(notifications.userId, userId)));
    if (!cursor) throw new AppError('NOT_FOUND');
    // The cursor's time is compared inside the database: PostgreSQL keeps microseconds and a
    // JavaScript Date only milliseconds, so a cursor read back into JavaScript skipped the older
    // rows of its own millisecond (a burst of sends shares one). A broadcast's id is every
    // recipient's, so the cursor row is the user's.
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${cursor.id} and c.user_id = ${userId})`,
    );
  }
  // One statement (decision 289): the counts and the stream position as one row, joined to the page
  // (none when the page is empty). One snapshot, so the position is never older than the page:
  // anything created after it is replayed by the stream, and the client drops what the list
  // already holds (by id), so nothing is lost or shown twice.
  const counts = db
    .select({
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`.as('unread'),
      total: sql<number>`count(*)::int`.as('total'),
      lastEventId: positionOf(userId).as('last_event_id'),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .as('counts');
  const page = db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1)
    .as('page');
  const rows = await db.select().from(counts).leftJoinLateral(page, sql`true`).orderBy(desc(page.createdAt), desc(page.id));
  const first = rows[0]?.counts;
  const items = rows.flatMap((r) => (r.page ? [r.page] : []));
  return {
    notifications: items.slice(0, limit).map(toDto),
    unreadCount: first?.unread ?? 0,
    total: first?.total ?? 0,
    hasMore: items.length > limit,
    lastEventId: Number(first?.lastEventId ?? 0),
  };
};

/**
 * Marks read (or deleted) the user's receipts of the broadcasts `where` picks among those they
 * have (read from the view, so only broadcasts in their audience and not deleted), creating the
 * receipts that do not exist yet; a time already set is kept. Returns the broadcasts' ids.
 */
const upsertReceipts = async (db: DbOrTx, userId: string, where: SQL, field: 'read_at' | 'deleted_at'): Promise<string[]> => {
  const column = sql.raw(field);
  const result = (await db.execute(sql`
    insert into ${notificationBroadcastReceipts} (broadcast_id, user_id, included, ${column})
    select n.id, n.user_id, true, now() from ${notifications} n
    where n.user_id = ${userId} and n.broadcast and ${where}
    on conflict (broadcast_id, user_id) do update set ${column} = coalesce(${notificationBroadcastReceipts}.${column}, excluded.${column})
    returning broadcast_id`)) as unknown as { rows: { broadcast_id: string }[] };
  return result.rows.map((r) => r.broadcast_id);
};

export const markRead = async (db: DbOrTx, userId: string, id: string): Promise<NotificationDto> => {
  const [row] = await db
    .update(notificationItems)
    .set({ readAt: sql`coalesce(${notificationItems.readAt}, now())` })
    .where(and(eq(notificationItems.id, id), eq(notificationItems.userId, userId)))
    .returning();
  if (row) return toDto(row);
  const read = await upsertReceipts(db, userId, sql`n.id = ${id}`, 'read_at');
  if (!read.length) throw new AppError('NOT_FOUND');
  const [broadcast] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!broadcast) throw new AppError('NOT_FOUND');
  return toDto(broadcast);
};

export const markAllRead = async (db: DbOrTx, userId: string): Promise<number> => {
  const rows = await db
    .update(notificationItems)
    .set({ readAt: sql`now()` })
    .where(and(eq(notificationItems.userId, userId), isNull(notificationItems.readAt)))
    .returning({ id: notificationItems.id });
  const broadcasts = await upsertReceipts(db, userId, sql`n.read_at is null`, 'read_at');
  return rows.length + broadcasts.length;
};

/**
 * Deletes the user's own rows matching `own` and the broadcasts matching `shared` (a receipt marks
 * them deleted), logs a DELETE event for each and publishes them.
 */
const deleteWhere = async (database: Database, userId: string, own: SQL | undefined, shared: SQL): Promise<string[]> =>
  database.db.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    const gone = await tx
      .delete(notificationItems)
      .where(and(eq(notificationItems.userId, userId), own))
      .returning({ id: notificationItems.id });
    const ids = [...gone.map((g) => g.id), ...(await upsertReceipts(tx, userId, shared, 'deleted_at'))];
    if (!ids.length) return [];
    const events = await tx
      .insert(notificationEvents)
      .values(ids.map((id) => ({ userId, kind: 'delete' as const, notificationId: id })))
      .returning({ seq: notificationEvents.seq, id: notificationEvents.notificationId });
    await publish(
      tx,
      events.map((e) => ({ u: userId, s: e.seq, t: 'delete' as const, id: e.id })),
    );
    return ids;
  });

export const deleteNotification = async (database: Database, userId: string, id: string): Promise<void> => {
  const gone = await deleteWhere(database, userId, eq(notificationItems.id, id), sql`n.id = ${id}`);
  if (!gone.length) throw new AppError('NOT_FOUND');
};

/** 'Clear read': removes every read notification of the user. */
export const clearRead = async (database: Database, userId: string): Promise<number> =>
  (await deleteWhere(database, userId, isNotNull(notificationItems.readAt), sql`n.read_at is not null`)).length;

export type ReplayedEvent = { seq: number } & ({ type: 'insert'; notification: NotificationDto } | { type: 'delete'; id: string });

/**
 * What a stream missed: the user's events after `afterSeq`, and the broadcasts after it, oldest
 * first, at most `max` of the log's entries. An insert whose notification the user no longer has
 * (deleted since, or a broadcast for another audience) is skipped (a deleted one's delete event
 * follows and is harmless to a client without it). `through` is the last entry read and `more`
 * whether the log may hold more after it.
 */
export const eventsAfter = async (
  db: DbOrTx,
  userId: string,
  afterSeq: number,
  max = 1_000,
): Promise<{ events: ReplayedEvent[]; through: number; more: boolean }> => {
  const log = sql`(
    (select seq, kind, notification_id as id from ${notificationEvents} where user_id = ${userId} and seq > ${afterSeq} order by seq limit ${max})
    union all
    (select seq, 'insert' as kind, id from ${notificationBroadcasts} where seq > ${afterSeq} order by seq limit ${max})
    order by seq limit ${max})`;
  const result = (await db.execute(sql`
    select l.seq::bigint as seq, l.kind, l.id, n.title, n.message, n.link_url, n.read_at, n.created_at
    from ${log} l
    left join ${notifications} n on l.kind = 'insert' and n.id = l.id and n.user_id = ${userId}
    order by l.seq`)) as unknown as {
    rows: {
      seq: string | number;
      kind: 'insert' | 'delete';
      id: string;
      title: string | null;
      message: string | null;
      link_url: string | null;
      read_at: string | Date | null;
      created_at: string | Date | null;
    }[];
  };
  const events: ReplayedEvent[] = [];
  for (const r of result.rows) {
    const seq = Number(r.seq);
    if (r.kind === 'delete') events.push({ seq, type: 'delete', id: r.id });
    else if (r.title !== null && r.message !== null && r.created_at !== null)
      events.push({
        seq,
        type: 'insert',
        notification: toDto({
          id: r.id,
          title: r.title,
          message: r.message,
          linkUrl: r.link_url,
          readAt: r.read_at === null ? null : new Date(r.read_at),
          createdAt: new Date(r.created_at),
        }),
      });
  }
  const last = result.rows.at(-1);
  return { events, through: last ? Number(last.seq) : afterSeq, more: result.rows.length >= max };
};

/**
 * For streams opening: each user's stream position (0 when nothing happened yet: the starting
 * point of a fresh stream) and what decides their broadcast audiences (`AudienceFacts`), in one
 * query for many users (an unknown id is left out).
 */
export const streamStarts = async (db: DbOrTx, userIds: string[]): Promise<Map<string, { position: number; facts: AudienceFacts }>> => {
  if (!userIds.length) return new Map();
  // Times in microseconds as float8: exact below 2^53, and ±Infinity for "always" and "never".
  const result = (await db.execute(sql`
    select u.id,
      greatest(
        coalesce((select max(e.seq) from ${notificationEvents} e where e.user_id = u.id), 0),
        coalesce((select max(b.seq) from ${notificationBroadcasts} b), 0))::float8 as position,
      (extract(epoch from u.created_at) * 1000000)::float8 as created_at,
      (extract(epoch from awc_member_until(s.status, s.current_period_end,
        exists (select 1 from ${userRoles} a where a.user_id = u.id and a.role = 'admin'))) * 1000000)::float8 as member_until,
      p.announcements
    from ${users} u
    left join ${subscribers} s on s.user_id = u.id
    left join ${emailPreferences} p on p.user_id = u.id
    where u.id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`)) as unknown as {
    rows: { id: string; position: number | string; created_at: number | string; member_until: number | string; announcements: string | null }[];
  };
  return new Map(
    result.rows.map((r) => [
      r.id,
      {
        position: Number(r.position),
        facts: { createdAt: Number(r.created_at), memberUntil: Number(r.member_until), announcements: r.announcements },
      },
    ]),
  );
};

/** Personal notifications by id (for events whose row was too big for the NOTIFY payload). */
export const notificationsByIds = async (db: DbOrTx, ids: string[]): Promise<Map<string, NotificationDto>> => {
  if (!ids.length) return new Map();
  const rows = await db.select().from(notificationItems).where(inArray(notificationItems.id, ids));
  return new Map(rows.map((r) => [r.id, toDto(r)]));
};

/** A broadcast as every recipient first sees it (unread). */
export const broadcastById = async (db: DbOrTx, id: string): Promise<NotificationDto | null> => {
  const [row] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
  return row ? toDto({ ...row, readAt: null }) : null;
};

/** Which of `userIds` are in the audience of broadcast `id` (and have not deleted it). */
export const broadcastRecipientsAmong = async (db: DbOrTx, id: string, userIds: string[]): Promise<string[]> => {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.broadcast, true),
        sql`${notifications.userId} in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
      ),
    );
  return rows.map((r) => r.userId);
};
