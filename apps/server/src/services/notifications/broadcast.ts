import { DEFAULT_EMAIL_PREFERENCES, NotificationContentSchema } from '@awc/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailPreferences, notificationBroadcasts, notifications, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { newId } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { Deps, LifecycleHooks } from '../../types.ts';
import { sendEmailOnce } from '../email/deliveries.ts';
import { memberEmail } from '../email/member-email.ts';
import { ALL_USERS_LOCK, MAX_PAYLOAD_BYTES, NOTIFICATION_CHANNEL } from './notify.ts';

export const BROADCAST_JOB = 'notifications.broadcast';
/** Recipients emailed per transaction: big enough to be quick, small enough to keep locks short. */
const EMAIL_CHUNK = 500;

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

export type StoredBroadcast = typeof notificationBroadcasts.$inferSelect;

/** What decides a user's audiences, as the hub keeps it for its connected users (times in µs since 1970). */
export type AudienceFacts = { createdAt: number; memberUntil: number; announcements: string | null };
/** A broadcast as the hub tests it: audience, preference, its default, time sent (µs since 1970). */
export type AudienceOf = { audience: 'members' | 'all'; preference: 'announcements' | null; defaultChannel: string | null; at: number };

/**
 * Whether a user is in a broadcast's audience: the test of the `notifications` view
 * (`awc_in_audience`, migration 0012) on facts read with `streamStarts` (inbox.ts), whose member access comes
 * from the database's own `awc_member_until`. The hub applies it to its connected users, so a
 * broadcast reaches 10,000 streams without a query per user; `broadcasts.test.ts` checks it agrees
 * with the view.
 */
export const inAudience = (facts: AudienceFacts, b: AudienceOf): boolean =>
  facts.createdAt <= b.at &&
  (b.audience === 'all' || facts.memberUntil > b.at) &&
  (b.preference === null || (facts.announcements ?? b.defaultChannel ?? '') !== 'off');

/**
 * Stores a broadcast: one row and one realtime event, whatever the size of the audience (decision
 * 410). 'all' is every account that exists when it is sent; 'members' everyone with member access
 * then (spec §6: an active or trialing subscription whose period has not ended, or the admin role);
 * an announcement leaves out members who turned announcements off. Who that is, is worked out when
 * a member's list or stream is read (the `notifications` view), not written here.
 *
 * It takes the all-users lock exclusively: its `seq` then commits after every event already
 * numbered and before any numbered later, so no stream can have passed it. The dedupe key makes a
 * retried job store nothing (and returns the row stored the first time).
 */
export const writeBroadcast = async (db: DbOrTx, payload: BroadcastPayload): Promise<{ row: StoredBroadcast; stored: boolean }> => {
  const content = parseOrThrow(NotificationContentSchema, { title: payload.title, message: payload.message, linkUrl: payload.linkUrl });
  const dedupeKey = `broadcast:${payload.broadcastId}`;
  // One statement, so one transaction and one turn of the embedded database: the lock, the row (its
  // `seq` from the realtime log's own sequence: one order for personal events and broadcasts; its
  // time in whole milliseconds, so JavaScript reads back the stored time exactly, as the hub's
  // `inAudience` needs), and the NOTIFY, delivered at commit. The event carries the texts unless
  // they would not fit in a NOTIFY; then each process reads them once.
  const result = (await db.execute(sql`
    with locked as (select pg_advisory_xact_lock(${ALL_USERS_LOCK})),
    inserted as (
      insert into ${notificationBroadcasts} (id, dedupe_key, audience, preference, default_channel, title, message, link_url, seq, created_at)
      select ${newId()}, ${dedupeKey}, ${payload.audience}, ${payload.kind ?? null}, ${payload.kind ? DEFAULT_EMAIL_PREFERENCES[payload.kind] : null},
        ${content.title}, ${content.message}, ${content.linkUrl ?? null},
        nextval(pg_get_serial_sequence('notification_events', 'seq')), date_trunc('milliseconds', now())
      from locked
      on conflict (dedupe_key) do nothing
      returning *),
    wire as (
      select i.*, jsonb_build_object('t', 'broadcast', 's', i.seq, 'id', i.id, 'a', i.audience, 'p', i.preference, 'd', i.default_channel,
        'at', (extract(epoch from i.created_at) * 1000000)::float8) as slim,
        jsonb_build_object('title', i.title, 'message', i.message, 'linkUrl', i.link_url, 'createdAt', i.created_at) as texts
      from inserted i)
    select w.id, w.dedupe_key, w.audience, w.preference, w.default_channel, w.title, w.message, w.link_url, w.seq, w.created_at,
      pg_notify(${NOTIFICATION_CHANNEL}, jsonb_build_array(
        case when octet_length((w.slim || jsonb_build_object('n', w.texts))::text) <= ${MAX_PAYLOAD_BYTES} then w.slim || jsonb_build_object('n', w.texts) else w.slim end)::text)
    from wire w`)) as unknown as { rows: BroadcastRow[] };
  const [stored] = result.rows;
  if (stored) return { row: fromRow(stored), stored: true };
  const [existing] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.dedupeKey, dedupeKey));
  if (!existing) throw new Error(`broadcast ${dedupeKey} neither stored nor found`);
  return { row: existing, stored: false };
};

type BroadcastRow = {
  id: string;
  dedupe_key: string;
  audience: 'members' | 'all';
  preference: 'announcements' | null;
  default_channel: string | null;
  title: string;
  message: string;
  link_url: string | null;
  seq: string | number;
  created_at: Date | string;
};
const fromRow = (r: BroadcastRow): StoredBroadcast => ({
  id: r.id,
  dedupeKey: r.dedupe_key,
  audience: r.audience,
  preference: r.preference,
  defaultChannel: r.default_channel,
  title: r.title,
  message: r.message,
  linkUrl: r.link_url,
  seq: Number(r.seq),
  createdAt: new Date(r.created_at),
});

/**
 * Sends one broadcast: stores it (once), then, for an announcement, emails the members in its
 * audience whose preference is 'email', in chunks. Each email has the idempotency key
 * `announcements:<broadcast>:<user>`, so a retried job (after a crash half-way) skips those already
 * emailed: everyone hears once.
 */
export const runBroadcast = async (
  deps: Pick<Deps, 'database' | 'jobs' | 'env'>,
  payload: BroadcastPayload,
): Promise<{ stored: boolean; emailed: number }> => {
  const { row, stored } = await writeBroadcast(deps.database.db, payload);
  let emailed = 0;
  if (payload.kind) {
    const db = deps.database.db;
    const channel = sql<string>`coalesce(${emailPreferences.announcements}, ${row.defaultChannel})`;
    const link = payload.linkUrl ? (payload.linkUrl.startsWith('/') ? `${deps.env.PUBLIC_URL}${payload.linkUrl}` : payload.linkUrl) : null;
    let after = '';
    for (;;) {
      const recipients = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(emailPreferences, eq(emailPreferences.userId, notifications.userId))
        .where(
          and(
            eq(notifications.id, row.id),
            eq(notifications.broadcast, true),
            gt(notifications.userId, after),
            eq(users.emailVerified, true),
            eq(channel, 'email'),
          ),
        )
        .orderBy(asc(notifications.userId))
        .limit(EMAIL_CHUNK);
      if (!recipients.length) break;
      await db.transaction(async (tx) => {
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
      });
      emailed += recipients.length;
      after = recipients.at(-1)?.id as string;
      if (recipients.length < EMAIL_CHUNK) break;
    }
  }
  return { stored, emailed };
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
