import { NOTIFICATION_LIST_LIMIT, type NotificationDto, type NotificationListResponse } from '@awc/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notificationEvents, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { lockUsers, publish, toDto } from './notify.ts';

/**
 * A user's own notifications (spec §6: read, updated and deleted only for the user's own user_id).
 * Every query carries `user_id = <session user>`; an id that is not the user's is "not found",
 * never "forbidden", so ids of others cannot be probed.
 */

export type ListOptions = { limit?: number; before?: string | undefined; filter?: 'all' | 'unread' };

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
    // rows of its own millisecond (a burst of sends shares one).
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${cursor.id})`,
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
      lastEventId:
        sql<number>`coalesce((select max(${notificationEvents.seq}) from ${notificationEvents} where ${notificationEvents.userId} = ${userId}), 0)::bigint`.as(
          'last_event_id',
        ),
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

export const markRead = async (db: DbOrTx, userId: string, id: string): Promise<NotificationDto> => {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toDto(row);
};

export const markAllRead = async (db: DbOrTx, userId: string): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
};

/** Deletes the user's rows matching `where`, logs a DELETE event for each and publishes them. */
const deleteWhere = async (database: Database, userId: string, where: ReturnType<typeof and>): Promise<string[]> =>
  database.db.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    const gone = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), where))
      .returning({ id: notifications.id });
    if (!gone.length) return [];
    const events = await tx
      .insert(notificationEvents)
      .values(gone.map((g) => ({ userId, kind: 'delete' as const, notificationId: g.id })))
      .returning({ seq: notificationEvents.seq, id: notificationEvents.notificationId });
    await publish(
      tx,
      events.map((e) => ({ u: userId, s: e.seq, t: 'delete' as const, id: e.id })),
    );
    return gone.map((g) => g.id);
  });

export const deleteNotification = async (database: Database, userId: string, id: string): Promise<void> => {
  const gone = await deleteWhere(database, userId, eq(notifications.id, id));
  if (!gone.length) throw new AppError('NOT_FOUND');
};

/** 'Clear read': removes every read notification of the user. */
export const clearRead = async (database: Database, userId: string): Promise<number> =>
  (await deleteWhere(database, userId, isNotNull(notifications.readAt))).length;

export type ReplayedEvent = { seq: number } & ({ type: 'insert'; notification: NotificationDto } | { type: 'delete'; id: string });

/**
 * What a stream missed: the user's events after `afterSeq`, oldest first. An insert whose row has
 * since been deleted is skipped (its delete event follows and is harmless to a client without it).
 */
export const eventsAfter = async (db: DbOrTx, userId: string, afterSeq: number, max = 1_000): Promise<ReplayedEvent[]> => {
  const rows = await db
    .select({ seq: notificationEvents.seq, kind: notificationEvents.kind, id: notificationEvents.notificationId, row: notifications })
    .from(notificationEvents)
    .leftJoin(notifications, and(eq(notifications.id, notificationEvents.notificationId), eq(notifications.userId, userId)))
    .where(and(eq(notificationEvents.userId, userId), gt(notificationEvents.seq, afterSeq)))
    .orderBy(asc(notificationEvents.seq))
    .limit(max);
  const out: ReplayedEvent[] = [];
  for (const r of rows) {
    if (r.kind === 'delete') out.push({ seq: r.seq, type: 'delete', id: r.id });
    else if (r.row) out.push({ seq: r.seq, type: 'insert', notification: toDto(r.row) });
  }
  return out;
};

/** The newest event of the user (0 when none): the starting point of a fresh stream. */
export const lastEventIdOf = async (db: DbOrTx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${notificationEvents.seq}), 0)::bigint` })
    .from(notificationEvents)
    .where(eq(notificationEvents.userId, userId));
  return Number(row?.seq ?? 0);
};

export const notificationsByIds = async (db: DbOrTx, ids: string[]): Promise<Map<string, NotificationDto>> => {
  if (!ids.length) return new Map();
  const rows = await db.select().from(notifications).where(inArray(notifications.id, ids));
  return new Map(rows.map((r) => [r.id, toDto(r)]));
};
