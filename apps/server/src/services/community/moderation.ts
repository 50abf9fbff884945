import { communitySpaceName, markdownExcerpt, type ModerationQueueData, type QueueItem, reportReasonLabel } from '@awc/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pendingComments } from '../blog/comments.ts';
import { communityPosts, communityReports, communitySuspensions, communityThreads, profiles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from '../accounts/audit.ts';

type Actor = { id: string; email: string };

const authorName = sql<string>`coalesce(${profiles.fullName}, ${users.name}, 'Member')`;

/**
 * The moderation queue: posts with open reports (most reported first), then hidden posts (to
 * restore), then suspended members. Admin only (the route checks).
 */
export const moderationQueue = async (db: DbOrTx): Promise<ModerationQueueData> => {
  const postRows = await db
    .select({
      post: communityPosts,
      threadTitle: communityThreads.title,
      spaceId: communityThreads.spaceId,
      authorName,
      suspended: sql<boolean>`exists (select 1 from ${communitySuspensions} s where s.user_id = ${communityPosts.authorId})`,
      openReports: sql<number>`(select count(*)::int from ${communityReports} r where r.post_id = ${communityPosts.id} and r.status = 'open')`,
    })
    .from(communityPosts)
    .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
    .where(
      sql`${communityPosts.status} = 'hidden' or exists (select 1 from ${communityReports} r where r.post_id = ${communityPosts.id} and r.status = 'open')`,
    )
    .orderBy(
      desc(sql`(select count(*) from ${communityReports} r where r.post_id = ${communityPosts.id} and r.status = 'open')`),
      desc(communityPosts.createdAt),
    )
    .limit(200);
  const reporter = alias(profiles, 'reporter');
  const reportRows = postRows.length
    ? await db
        .select({ report: communityReports, reporterName: sql<string>`coalesce(${reporter.fullName}, ${users.name}, 'Member')` })
        .from(communityReports)
        .innerJoin(users, eq(users.id, communityReports.reporterId))
        .leftJoin(reporter, eq(reporter.id, communityReports.reporterId))
        .where(
          and(
            eq(communityReports.status, 'open'),
            inArray(
              communityReports.postId,
              postRows.map((r) => r.post.id),
            ),
          ),
        )
        .orderBy(communityReports.createdAt)
    : [];
  const items: QueueItem[] = postRows.map((r) => ({
    postId: r.post.id,
    threadId: r.post.threadId,
    threadTitle: r.threadTitle,
    spaceName: communitySpaceName(r.spaceId),
    isOpening: r.post.isOpening,
    excerpt: markdownExcerpt(r.post.body, 240),
    bodyHtml: r.post.bodyHtml,
    author: { id: r.post.authorId, name: r.authorName, suspended: r.suspended },
    hidden: r.post.status !== 'visible',
    hiddenAt: r.post.hiddenAt?.toISOString() ?? null,
    createdAt: r.post.createdAt.toISOString(),
    reports: reportRows
      .filter((x) => x.report.postId === r.post.id)
      .map((x) => ({
        id: x.report.id,
        reason: x.report.reason,
        reasonLabel: reportReasonLabel(x.report.reason),
        details: x.report.details,
        reporterName: x.reporterName,
        createdAt: x.report.createdAt.toISOString(),
      })),
  }));
  const suspendedRows = await db
    .select({ userId: communitySuspensions.userId, reason: communitySuspensions.reason, createdAt: communitySuspensions.createdAt, name: authorName })
    .from(communitySuspensions)
    .innerJoin(users, eq(users.id, communitySuspensions.userId))
    .leftJoin(profiles, eq(profiles.id, communitySuspensions.userId))
    .orderBy(desc(communitySuspensions.createdAt));
  return {
    reported: items.filter((i) => i.reports.length > 0 && !i.hidden),
    hidden: items.filter((i) => i.hidden),
    suspended: suspendedRows.map((s) => ({ userId: s.userId, name: s.name, reason: s.reason, since: s.createdAt.toISOString() })),
    // Blog comments wait here for approval (decision 345).
    pendingComments: await pendingComments(db),
  };
};

const resolveReports = (db: DbOrTx, postId: string, actor: Actor, resolution: string) =>
  db
    .update(communityReports)
    .set({ status: 'resolved', resolution, resolvedBy: actor.id, resolvedAt: new Date() })
    .where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'open')));

const requirePost = async (db: DbOrTx, postId: string) => {
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId)).limit(1);
  if (!post) throw notFound();
  return post;
};

export const hidePost = async (db: DbOrTx, actor: Actor, postId: string) => {
  await requirePost(db, postId);
  await db.transaction(async (tx) => {
    await tx.update(communityPosts).set({ status: 'hidden', hiddenAt: new Date(), hiddenBy: actor.id }).where(eq(communityPosts.id, postId));
    await resolveReports(tx, postId, actor, 'hidden');
    await audit(tx, { actor, action: 'community.hide', target: postId });
  });
};

export const restorePost = async (db: DbOrTx, actor: Actor, postId: string) => {
  await requirePost(db, postId);
  await db.transaction(async (tx) => {
    await tx.update(communityPosts).set({ status: 'visible', hiddenAt: null, hiddenBy: null }).where(eq(communityPosts.id, postId));
    await resolveReports(tx, postId, actor, 'restored');
    await audit(tx, { actor, action: 'community.restore', target: postId });
  });
};

/** The reports were unfounded: the post stays visible and leaves the queue. */
export const dismissReports = async (db: DbOrTx, actor: Actor, postId: string) => {
  await requirePost(db, postId);
  await db.transaction(async (tx) => {
    await resolveReports(tx, postId, actor, 'dismissed');
    await audit(tx, { actor, action: 'community.dismiss_reports', target: postId });
  });
};

export const suspendMember = async (db: DbOrTx, actor: Actor, userId: string, reason: string) => {
  if (userId === actor.id) throw new AppError('BAD_REQUEST', 'You cannot suspend yourself.');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  await db.transaction(async (tx) => {
    await tx
      .insert(communitySuspensions)
      .values({ userId, reason, suspendedBy: actor.id })
      .onConflictDoUpdate({ target: communitySuspensions.userId, set: { reason, suspendedBy: actor.id } });
    await audit(tx, { actor, action: 'community.suspend', target: userId, details: { reason } });
  });
};

export const liftSuspension = async (db: DbOrTx, actor: Actor, userId: string) => {
  const rows = await db.delete(communitySuspensions).where(eq(communitySuspensions.userId, userId)).returning({ id: communitySuspensions.userId });
  if (!rows.length) throw notFound();
  await audit(db, { actor, action: 'community.unsuspend', target: userId });
};
