import {
  COMMUNITY_MESSAGES,
  canModifyPost,
  communitySpaceName,
  markdownExcerpt,
  type PostUpdateInput,
  type ReportCreateInput,
  THREADS_PAGE_SIZE,
  type ThreadCreateInput,
} from '@awc/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { communityPosts, communityReports, communityThreads, profiles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { assertMayPost, type Viewer } from './access.ts';
import { renderMarkdown } from './markdown.ts';
import { deliverEvent } from '../email/events.ts';

export type PostAuthor = { id: string; name: string; avatarUrl: string | null };
export type PostView = {
  id: string;
  author: PostAuthor;
  bodyHtml: string;
  /** The author's Markdown, only on the viewer's own posts (for the edit form). */
  body: string | null;
  isOpening: boolean;
  isOwn: boolean;
  hidden: boolean;
  reportedByMe: boolean;
  createdAt: string;
  editedAt: string | null;
};
export type ThreadSummary = {
  id: string;
  spaceId: string;
  spaceName: string;
  title: string;
  excerpt: string;
  author: PostAuthor;
  replyCount: number;
  createdAt: string;
  lastActivityAt: string;
  hidden: boolean;
};

const authorName = sql<string>`coalesce(${profiles.fullName}, ${users.name}, 'Member')`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Threads of a space (or all), newest activity first. Members never see threads whose opening post is hidden. */
export const listThreads = async (db: DbOrTx, viewer: Viewer, input: { space: string; q: string }): Promise<ThreadSummary[]> => {
  const opening = alias(communityPosts, 'opening');
  const conditions: SQL[] = [];
  if (!viewer.isAdmin) conditions.push(eq(opening.status, 'visible'));
  if (input.space) conditions.push(eq(communityThreads.spaceId, input.space));
  if (input.q) {
    const p = likePattern(input.q);
    conditions.push(sql`(${communityThreads.title} ilike ${p} or ${opening.body} ilike ${p})`);
  }
  const visibleReplies = viewer.isAdmin ? sql`true` : sql`r.status = 'visible'`;
  const rows = await db
    .select({
      id: communityThreads.id,
      spaceId: communityThreads.spaceId,
      title: communityThreads.title,
      body: opening.body,
      status: opening.status,
      authorId: communityThreads.authorId,
      authorName,
      authorAvatar: profiles.avatarUrl,
      createdAt: communityThreads.createdAt,
      lastActivityAt: communityThreads.lastActivityAt,
      replyCount: sql<number>`(select count(*)::int from ${communityPosts} r where r.thread_id = ${communityThreads.id} and not r.is_opening and ${visibleReplies})`,
    })
    .from(communityThreads)
    .innerJoin(opening, and(eq(opening.threadId, communityThreads.id), eq(opening.isOpening, true)))
    .innerJoin(users, eq(users.id, communityThreads.authorId))
    .leftJoin(profiles, eq(profiles.id, communityThreads.authorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(communityThreads.lastActivityAt), desc(communityThreads.id))
    .limit(THREADS_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.id,
    spaceId: r.spaceId,
    spaceName: communitySpaceName(r.spaceId),
    title: r.title,
    excerpt: markdownExcerpt(r.body),
    author: { id: r.authorId, name: r.authorName, avatarUrl: r.authorAvatar },
    replyCount: r.replyCount,
    createdAt: r.createdAt.toISOString(),
    lastActivityAt: r.lastActivityAt.toISOString(),
    hidden: r.status !== 'visible',
  }));
};

/** A thread the viewer may see, or 404 (unknown id, or hidden and the viewer is not an admin). */
const loadThread = async (db: DbOrTx, viewer: Viewer, threadId: string) => {
  const [row] = await db
    .select({ thread: communityThreads, openingStatus: communityPosts.status })
    .from(communityThreads)
    .innerJoin(communityPosts, and(eq(communityPosts.threadId, communityThreads.id), eq(communityPosts.isOpening, true)))
    .where(eq(communityThreads.id, threadId))
    .limit(1);
  if (!row || (row.openingStatus !== 'visible' && !viewer.isAdmin)) throw notFound();
  return { ...row.thread, hidden: row.openingStatus !== 'visible' };
};

export const getThread = async (db: DbOrTx, viewer: Viewer, threadId: string) => {
  const thread = await loadThread(db, viewer, threadId);
  const rows = await db
    .select({
      post: communityPosts,
      authorName,
      authorAvatar: profiles.avatarUrl,
      reportedByMe: sql<boolean>`exists (select 1 from ${communityReports} rp where rp.post_id = ${communityPosts.id} and rp.reporter_id = ${viewer.id})`,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
    .where(and(eq(communityPosts.threadId, threadId), viewer.isAdmin ? undefined : eq(communityPosts.status, 'visible')))
    .orderBy(desc(communityPosts.isOpening), asc(communityPosts.createdAt), asc(communityPosts.id));
  const posts: PostView[] = rows.map(({ post, authorName: name, authorAvatar, reportedByMe }) => {
    const own = canModifyPost(post, viewer.id);
    return {
      id: post.id,
      author: { id: post.authorId, name, avatarUrl: authorAvatar },
      bodyHtml: post.bodyHtml,
      body: own ? post.body : null,
      isOpening: post.isOpening,
      isOwn: own,
      hidden: post.status !== 'visible',
      reportedByMe,
      createdAt: post.createdAt.toISOString(),
      editedAt: post.editedAt?.toISOString() ?? null,
    };
  });
  return {
    thread: {
      id: thread.id,
      spaceId: thread.spaceId,
      spaceName: communitySpaceName(thread.spaceId),
      title: thread.title,
      createdAt: thread.createdAt.toISOString(),
      hidden: thread.hidden,
    },
    posts,
  };
};

export const createThread = async (db: DbOrTx, viewer: Viewer, input: ThreadCreateInput) => {
  await assertMayPost(db, viewer.id);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(communityThreads).values({ id, spaceId: input.spaceId, authorId: viewer.id, title: input.title });
    await tx
      .insert(communityPosts)
      .values({ id: newId(), threadId: id, authorId: viewer.id, isOpening: true, body: input.body, bodyHtml: renderMarkdown(input.body) });
  });
  return { id };
};

/**
 * A reply. The thread's author, and everyone else who has a visible post in the thread, hear about
 * it the way they chose (decision 330), in the same transaction, unless they wrote it.
 */
export const replyToThread = async (deps: Deps, viewer: Viewer, threadId: string, body: string) => {
  const db = deps.database.db;
  await assertMayPost(db, viewer.id);
  const thread = await loadThread(db, viewer, threadId);
  const id = newId();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(communityPosts).values({ id, threadId, authorId: viewer.id, body, bodyHtml: renderMarkdown(body), createdAt: now });
    await tx.update(communityThreads).set({ lastActivityAt: now }).where(eq(communityThreads.id, threadId));
    const posters = await tx
      .selectDistinct({ id: communityPosts.authorId })
      .from(communityPosts)
      .where(and(eq(communityPosts.threadId, threadId), eq(communityPosts.status, 'visible')));
    const recipients = [thread.authorId, ...posters.map((p) => p.id).filter((p) => p !== thread.authorId)].filter((u) => u !== viewer.id);
    if (!recipients.length) return;
    const [who] = await tx.select({ name: authorName }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, viewer.id));
    const name = who?.name ?? 'A member';
    const linkUrl = `/community?thread=${encodeURIComponent(threadId)}#post-${id}`;
    const excerpt = markdownExcerpt(body, 120);
    for (const userId of recipients) {
      const own = userId === thread.authorId;
      await deliverEvent(
        deps,
        {
          userId,
          kind: 'replies',
          eventKey: id,
          notice: {
            title: own ? 'New reply to your thread' : 'New reply in a thread you posted in',
            message: `${name} replied to “${thread.title}”: ${excerpt}`,
            linkUrl,
            dedupeKey: `community-reply:${id}`,
          },
          email: ({ firstName }) => ({
            subject: `${name} replied to “${thread.title}”`.slice(0, 200),
            heading: own ? 'New reply to your thread' : 'New reply in a thread you posted in',
            preheader: excerpt,
            blocks: [
              { kind: 'p', text: `Hi ${firstName},` },
              { kind: 'p', text: `${name} replied to “${thread.title}”:` },
              { kind: 'quote', text: markdownExcerpt(body, 600) },
              { kind: 'button', label: 'Read and reply', url: `${deps.env.PUBLIC_URL}${linkUrl}` },
            ],
          }),
        },
        { tx },
      );
    }
  });
  return { id };
};

/** The viewer's own, visible post, or 404: another member's post and a hidden post look the same as a missing one. */
const loadOwnPost = async (db: DbOrTx, viewer: Viewer, postId: string) => {
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId)).limit(1);
  if (!post || !canModifyPost(post, viewer.id) || post.status !== 'visible') throw notFound();
  return post;
};

export const updatePost = async (db: DbOrTx, viewer: Viewer, postId: string, input: PostUpdateInput) => {
  const post = await loadOwnPost(db, viewer, postId);
  await assertMayPost(db, viewer.id);
  await db.transaction(async (tx) => {
    await tx
      .update(communityPosts)
      .set({ body: input.body, bodyHtml: renderMarkdown(input.body), editedAt: new Date() })
      .where(eq(communityPosts.id, post.id));
    if (post.isOpening && input.title) await tx.update(communityThreads).set({ title: input.title }).where(eq(communityThreads.id, post.threadId));
  });
  return { id: post.id, threadId: post.threadId };
};

/** Deleting the opening post deletes the whole thread (its replies go with it). */
export const deletePost = async (db: DbOrTx, viewer: Viewer, postId: string) => {
  const post = await loadOwnPost(db, viewer, postId);
  if (post.isOpening) await db.delete(communityThreads).where(eq(communityThreads.id, post.threadId));
  else await db.delete(communityPosts).where(eq(communityPosts.id, post.id));
  return { threadDeleted: post.isOpening, threadId: post.threadId };
};

export const reportPost = async (db: DbOrTx, viewer: Viewer, postId: string, input: { reason: string; details: string } | ReportCreateInput) => {
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId)).limit(1);
  // A hidden post cannot be reported by a member: it does not exist for them.
  if (!post || (post.status !== 'visible' && !viewer.isAdmin)) throw notFound();
  const [opening] = await db
    .select({ status: communityPosts.status })
    .from(communityPosts)
    .where(and(eq(communityPosts.threadId, post.threadId), eq(communityPosts.isOpening, true)));
  if (opening?.status !== 'visible' && !viewer.isAdmin) throw notFound();
  if (post.authorId === viewer.id) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.cannotReportOwn);
  const rows = await db
    .insert(communityReports)
    .values({ id: newId(), postId, reporterId: viewer.id, reason: input.reason, details: input.details ?? '' })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (!rows.length) throw new AppError('CONFLICT', COMMUNITY_MESSAGES.alreadyReported);
  return { id: rows[0]?.id };
};
