import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscribers, userRoles, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { LifecycleHooks } from '../../types.ts';
import { insertNotifications } from './notify.ts';

export const BROADCAST_JOB = 'notifications.broadcast';
/** Users written per transaction: big enough to be quick, small enough to keep locks short. */
const CHUNK = 500;

export type Audience = 'members' | 'all';
export type BroadcastPayload = {
  broadcastId: string;
  audience: Audience;
  title: string;
  message: string;
  linkUrl: string | null;
};

/**
 * 'all' is every account; 'members' is everyone with member access (spec §6): an active or trialing
 * subscription whose period has not ended, or the admin role.
 */
const audienceIds = async (database: Database, audience: Audience, afterId: string, limit: number): Promise<string[]> => {
  const db = database.db;
  const base = gt(users.id, afterId);
  if (audience === 'all') {
    const rows = await db.select({ id: users.id }).from(users).where(base).orderBy(asc(users.id)).limit(limit);
    return rows.map((r) => r.id);
  }
  const activeMember = db
    .select({ id: subscribers.userId })
    .from(subscribers)
    .where(
      and(
        inArray(subscribers.status, ['active', 'trialing']),
        or(isNull(subscribers.currentPeriodEnd), gt(subscribers.currentPeriodEnd, sql`now()`)),
      ),
    );
  const admin = db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(base, or(inArray(users.id, activeMember), inArray(users.id, admin))))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
};

/**
 * Sends one broadcast. Each user's notification carries the broadcast's dedupe key, so a retried
 * job (after a crash half-way) skips those already notified: everyone gets it exactly once.
 */
export const runBroadcast = async (database: Database, payload: BroadcastPayload): Promise<number> => {
  let after = '';
  let sent = 0;
  for (;;) {
    const ids = await audienceIds(database, payload.audience, after, CHUNK);
    if (!ids.length) return sent;
    const written = await database.db.transaction((tx) =>
      insertNotifications(tx, ids, {
        title: payload.title,
        message: payload.message,
        linkUrl: payload.linkUrl,
        dedupeKey: `broadcast:${payload.broadcastId}`,
      }),
    );
    sent += written.length;
    after = ids.at(-1) as string;
    if (ids.length < CHUNK) return sent;
  }
};

export const registerNotificationJobs = (jobs: JobQueue, database: Database) => {
  jobs.register<BroadcastPayload>(BROADCAST_JOB, async (payload) => {
    await runBroadcast(database, payload);
  });
};

/**
 * Members hear about a members-only article when it is published (issue 7 emits, this listens).
 * One broadcast per post id, so unpublishing and publishing again never notifies twice.
 */
export const subscribeContentNotifications = (hooks: LifecycleHooks, jobs: JobQueue) => {
  hooks.afterPostPublished.push(async (post) => {
    if (!post.membersOnly) return;
    const payload: BroadcastPayload = {
      broadcastId: `post:${post.id}`,
      audience: 'members',
      title: 'New members-only article',
      message: post.title,
      linkUrl: `/blog/${post.slug}`,
    };
    await jobs.enqueue(BROADCAST_JOB, payload, { dedupeKey: `broadcast:${payload.broadcastId}` });
  });
};
