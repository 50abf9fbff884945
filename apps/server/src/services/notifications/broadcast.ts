import { DEFAULT_EMAIL_PREFERENCES } from '@awc/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailPreferences, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Deps, LifecycleHooks } from '../../types.ts';
import { hasMemberAccess } from '../accounts/subscription.ts';
import { sendEmailOnce } from '../email/deliveries.ts';
import { memberEmail } from '../email/member-email.ts';
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
  /**
   * 'announcements' for an admin's broadcast: each member's preference decides (off: nothing;
   * email: the notification and an email, once per member). Absent: in-app for everyone (automatic notices).
   */
  kind?: 'announcements';
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
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(base, hasMemberAccess(db)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
};

/**
 * Sends one broadcast. Each user's notification carries the broadcast's dedupe key, and each email
 * the idempotency key `announcements:<broadcast>:<user>`, so a retried job (after a crash half-way)
 * skips those already told: everyone hears once. An announcement skips members who turned it off.
 */
export const runBroadcast = async (deps: Pick<Deps, 'database' | 'jobs' | 'env'>, payload: BroadcastPayload): Promise<number> => {
  const database = deps.database;
  let after = '';
  let sent = 0;
  for (;;) {
    const ids = await audienceIds(database, payload.audience, after, CHUNK);
    if (!ids.length) return sent;
    const written = await database.db.transaction(async (tx) => {
      const prefs = payload.kind ? await tx.select().from(emailPreferences).where(inArray(emailPreferences.userId, ids)) : [];
      const channel = new Map<string, string>(prefs.map((p) => [p.userId, p.announcements]));
      const channelOf = (id: string) => channel.get(id) ?? DEFAULT_EMAIL_PREFERENCES.announcements;
      const told = payload.kind ? ids.filter((id) => channelOf(id) !== 'off') : ids;
      const rows = await insertNotifications(tx, told, {
        title: payload.title,
        message: payload.message,
        linkUrl: payload.linkUrl,
        dedupeKey: `broadcast:${payload.broadcastId}`,
      });
      const emailed = payload.kind ? told.filter((id) => channelOf(id) === 'email') : [];
      if (emailed.length) {
        const recipients = await tx
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(and(inArray(users.id, emailed), eq(users.emailVerified, true)));
        const link = payload.linkUrl ? (payload.linkUrl.startsWith('/') ? `${deps.env.PUBLIC_URL}${payload.linkUrl}` : payload.linkUrl) : null;
        for (const r of recipients) {
          await sendEmailOnce(
            deps,
            {
              key: `announcements:${payload.broadcastId}:${r.id}`,
              kind: 'announcements',
              ref: payload.broadcastId,
              userId: r.id,
              message: memberEmail(deps, {
                userId: r.id,
                to: r.email,
                kind: 'announcements',
                content: {
                  subject: payload.title,
                  heading: payload.title,
                  preheader: payload.message.slice(0, 140),
                  blocks: [
                    { kind: 'p', text: `Hi ${r.name.trim().split(/\s+/)[0] || 'there'},` },
                    ...payload.message.split(/\n{2,}/).map((text) => ({ kind: 'p' as const, text })),
                    ...(link ? [{ kind: 'button' as const, label: 'Read more', url: link }] : []),
                  ],
                },
              }),
            },
            { db: tx },
          );
        }
      }
      return rows;
    });
    sent += written.length;
    after = ids.at(-1) as string;
    if (ids.length < CHUNK) return sent;
  }
};

export const registerNotificationJobs = (deps: Pick<Deps, 'database' | 'jobs' | 'env'>) => {
  deps.jobs.register<BroadcastPayload>(BROADCAST_JOB, async (payload) => {
    await runBroadcast(deps, payload);
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
