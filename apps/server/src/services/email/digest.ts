import { DEFAULT_EMAIL_PREFERENCES, type DigestFrequency, digestDue, digestSince, PRODUCT_NAME } from '@awc/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { communityPosts, communityThreads, contentItems, emailPreferences, liveSessions, posts, users } from '../../db/schema/index.ts';
import type { EmailBlock } from '../../mail/layout.ts';
import type { Deps } from '../../types.ts';
import { formatStart } from '../member-area/sessions.ts';
import { sendEmailOnce } from './deliveries.ts';
import { hasMemberAccess } from '../accounts/subscription.ts';
import { memberEmail } from './member-email.ts';

export const DIGEST_JOB = 'email.digest';
/** The digest pass runs every hour: each member's digest is due at 7 AM in their own zone. */
export const DIGEST_EVERY_MS = 3_600_000;
const MAX_ITEMS = 5;

type Item = { title: string; url: string; detail?: string };
export type DigestContent = { content: Item[]; articles: Item[]; threads: Item[]; sessions: Item[]; newCount: number };

/**
 * What is new since `since`: content hub items and blog posts published, discussions with new
 * posts (visible threads only), and the sessions of the coming week. `newCount` counts only what
 * is new: upcoming sessions alone are not a reason to send a digest.
 */
export const digestContent = async (deps: Pick<Deps, 'database' | 'env'>, since: Date, now: Date): Promise<DigestContent> => {
  const db = deps.database.db;
  const base = deps.env.PUBLIC_URL;
  const content = await db
    .select({ id: contentItems.id, title: contentItems.title, summary: contentItems.summary })
    .from(contentItems)
    .where(and(eq(contentItems.published, true), gt(contentItems.createdAt, since), lte(contentItems.createdAt, now)))
    .orderBy(desc(contentItems.createdAt))
    .limit(MAX_ITEMS);
  const articles = await db
    .select({ slug: posts.slug, title: posts.title, excerpt: posts.excerpt })
    .from(posts)
    .where(and(eq(posts.status, 'published'), gt(posts.publishedAt, since), lte(posts.publishedAt, now)))
    .orderBy(desc(posts.publishedAt))
    .limit(MAX_ITEMS);
  const opening = db
    .select({ threadId: communityPosts.threadId })
    .from(communityPosts)
    .where(and(eq(communityPosts.isOpening, true), eq(communityPosts.status, 'visible')));
  const threads = await db
    .select({ id: communityThreads.id, title: communityThreads.title, n: count(communityPosts.id) })
    .from(communityThreads)
    .innerJoin(communityPosts, eq(communityPosts.threadId, communityThreads.id))
    .where(
      and(
        inArray(communityThreads.id, opening),
        eq(communityPosts.status, 'visible'),
        gt(communityPosts.createdAt, since),
        lte(communityPosts.createdAt, now),
      ),
    )
    .groupBy(communityThreads.id, communityThreads.title)
    .orderBy(desc(count(communityPosts.id)), desc(communityThreads.lastActivityAt))
    .limit(MAX_ITEMS);
  const sessions = await db
    .select()
    .from(liveSessions)
    .where(
      and(isNull(liveSessions.cancelledAt), gt(liveSessions.startsAt, now), lte(liveSessions.startsAt, new Date(now.getTime() + 7 * 86_400_000))),
    )
    .orderBy(asc(liveSessions.startsAt))
    .limit(MAX_ITEMS);
  const newSessions = sessions.filter((s) => s.createdAt > since).length;
  return {
    content: content.map((c) => ({ title: c.title, url: `${base}/content?item=${encodeURIComponent(c.id)}`, detail: c.summary })),
    articles: articles.map((a) => ({ title: a.title, url: `${base}/blog/${a.slug}`, detail: a.excerpt })),
    threads: threads.map((t) => ({
      title: t.title,
      url: `${base}/community?thread=${encodeURIComponent(t.id)}`,
      detail: `${t.n} new ${t.n === 1 ? 'post' : 'posts'}`,
    })),
    sessions: sessions.map((s) => ({ title: s.title, url: `${base}/dashboard`, detail: formatStart(s.startsAt, s.timeZone) })),
    newCount: content.length + articles.length + threads.length + newSessions,
  };
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const digestEmail = (c: DigestContent, frequency: Exclude<DigestFrequency, 'off'>, firstName: string) => {
  const period = frequency === 'daily' ? 'today' : 'this week';
  const summary = [
    c.content.length ? plural(c.content.length, 'new guide or video', 'new guides and videos') : null,
    c.articles.length ? plural(c.articles.length, 'new article', 'new articles') : null,
    c.threads.length ? plural(c.threads.length, 'active discussion', 'active discussions') : null,
  ].filter(Boolean);
  const blocks: EmailBlock[] = [
    { kind: 'p', text: `Hi ${firstName}, here is what’s new ${period === 'today' ? 'since yesterday' : 'since last week'}.` },
    ...(c.content.length ? [{ kind: 'links' as const, heading: 'New in the content hub', items: c.content }] : []),
    ...(c.articles.length ? [{ kind: 'links' as const, heading: 'New on the blog', items: c.articles }] : []),
    ...(c.threads.length ? [{ kind: 'links' as const, heading: 'Active discussions', items: c.threads }] : []),
    ...(c.sessions.length ? [{ kind: 'links' as const, heading: 'Upcoming live sessions', items: c.sessions }] : []),
  ];
  return {
    subject: `Your ${frequency} digest: ${summary.length ? summary.join(', ') : 'new live sessions'}`,
    heading: `${frequency === 'daily' ? 'Your daily digest' : 'Your weekly digest'}`,
    preheader: `What’s new at ${PRODUCT_NAME} ${period}.`,
    blocks,
  };
};

/**
 * One digest pass (run hourly). For every member with access whose digest is due now in their time
 * zone: gather what is new since their last digest; send nothing when nothing is new; otherwise
 * queue the email once per member and local day (idempotency key) and record the time.
 */
export const runDigests = async (deps: Pick<Deps, 'database' | 'env' | 'jobs'>, now = new Date()): Promise<{ sent: number; skipped: number }> => {
  const db = deps.database.db;
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      digest: emailPreferences.digest,
      timeZone: emailPreferences.timeZone,
      lastSentAt: emailPreferences.digestLastSentAt,
    })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(and(eq(users.emailVerified, true), hasMemberAccess(db)));
  const cache = new Map<string, Promise<DigestContent>>();
  let sent = 0;
  let skipped = 0;
  for (const m of members) {
    const frequency = (m.digest ?? DEFAULT_EMAIL_PREFERENCES.digest) as DigestFrequency;
    const timeZone = m.timeZone ?? DEFAULT_EMAIL_PREFERENCES.timeZone;
    if (frequency === 'off' || !digestDue({ frequency, timeZone, now, lastSentAt: m.lastSentAt })) continue;
    const since = digestSince(frequency, now, m.lastSentAt);
    const key = since.toISOString();
    if (!cache.has(key)) cache.set(key, digestContent(deps, since, now));
    const content = await (cache.get(key) as Promise<DigestContent>);
    if (content.newCount === 0) {
      skipped++;
      continue;
    }
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    await db.transaction(async (tx) => {
      const id = await sendEmailOnce(
        deps,
        {
          key: `digest:${m.id}:${localDay}`,
          kind: 'digest',
          ref: localDay,
          userId: m.id,
          message: memberEmail(deps, {
            userId: m.id,
            to: m.email,
            kind: 'digest',
            content: digestEmail(content, frequency, m.name.trim().split(/\s+/)[0] || 'there'),
          }),
        },
        { db: tx },
      );
      await tx
        .insert(emailPreferences)
        .values({ userId: m.id, ...DEFAULT_EMAIL_PREFERENCES, digest: frequency, timeZone, digestLastSentAt: now })
        .onConflictDoUpdate({ target: emailPreferences.userId, set: { digestLastSentAt: now } });
      if (id) sent++;
    });
  }
  return { sent, skipped };
};
