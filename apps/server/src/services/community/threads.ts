import {
  canModifyPost,
  COMMUNITY_MESSAGES,
  communitySpaceName,
  markdownExcerpt,
  mentionedIds,
  postEditableUntil,
  type PostUpdateInput,
  type PostView,
  type ReactionId,
  REACTIONS,
  REPLIES_PAGE_SIZE,
  type ReportCreateInput,
  type ThreadCreateInput,
  type ThreadDetail,
  THREADS_PAGE_SIZE,
  type ThreadSummary,
} from '@awc/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { communityFollows, communityPosts, communityReactions, communityReports, communityThreads, profiles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { afterCursor, cursorKey, byTimeThenId, type Keyset, keysetOrder, pageOf } from '../../lib/keyset.ts';
import type { Deps } from '../../types.ts';
import { grantAchievements } from '../accounts/achievements.ts';
import { assertMayPost, type Viewer } from './access.ts';
import { deliverEvent } from '../email/events.ts';
import { listedMembers, memberAccessSql } from './directory.ts';
import { renderPost } from './markdown.ts';
import { containsPattern } from '../../lib/like.ts';

const authorName = sql<string>`coalesce(${profiles.fullName}, ${users.name}, 'Member')`;

/** Most recent activity first; the id breaks ties, so paging neither skips nor repeats a thread. */
const THREADS_KEY: Keyset = byTimeThenId(communityThreads.lastActivityAt, communityThreads.id, 'desc');

/** Threads of a space (or all), newest activity first. Members never see threads whose opening post is hidden. */
export const listThreads = async (
  db: DbOrTx,
  viewer: Viewer,
  input: { space: string; q: string; cursor?: string | undefined },
): Promise<{ threads: ThreadSummary[]; nextCursor: string | null }> => {
  const opening = alias(communityPosts, 'opening');
  const conditions: SQL[] = [];
  const after = afterCursor(THREADS_KEY, input.cursor);
  if (after) conditions.push(after);
  if (!viewer.isAdmin) conditions.push(eq(opening.status, 'visible'));
  if (input.space) conditions.push(eq(communityThreads.spaceId, input.space));
  if (input.q) {
    const p = containsPattern(input.q);
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
      cursorKey: cursorKey(THREADS_KEY),
    })
    .from(communityThreads)
    .innerJoin(opening, and(eq(opening.threadId, communityThreads.id), eq(opening.isOpening, true)))
    .innerJoin(users, eq(users.id, communityThreads.authorId))
    .leftJoin(profiles, eq(profiles.id, communityThreads.authorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...keysetOrder(THREADS_KEY))
    .limit(THREADS_PAGE_SIZE + 1);
  const page = pageOf(rows, THREADS_PAGE_SIZE);
  const threads = page.rows.map((r) => ({
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
  return { threads, nextCursor: page.nextCursor };
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

/** Replies oldest first (the conversation's order); the opening post is not part of the key's pages. */
const REPLIES_KEY: Keyset = byTimeThenId(communityPosts.createdAt, communityPosts.id, 'asc');

/**
 * A thread with a page of its replies: the first page (no cursor) starts with the opening post;
 * `nextCursor` continues after the last reply shown.
 */
export const getThread = async (db: DbOrTx, viewer: Viewer, threadId: string, cursor = ''): Promise<ThreadDetail> => {
  const thread = await loadThread(db, viewer, threadId);
  const after = afterCursor(REPLIES_KEY, cursor);
  const replies = and(
    eq(communityPosts.threadId, threadId),
    viewer.isAdmin ? undefined : eq(communityPosts.status, 'visible'),
    eq(communityPosts.isOpening, false),
    after,
  );
  const select = () =>
    db
      .select({
        post: communityPosts,
        authorName,
        authorAvatar: profiles.avatarUrl,
        reportedByMe: sql<boolean>`exists (select 1 from ${communityReports} rp where rp.post_id = ${communityPosts.id} and rp.reporter_id = ${viewer.id})`,
        cursorKey: cursorKey(REPLIES_KEY),
      })
      .from(communityPosts)
      .innerJoin(users, eq(users.id, communityPosts.authorId))
      .leftJoin(profiles, eq(profiles.id, communityPosts.authorId));
  const [openingRows, replyRows] = await Promise.all([
    cursor ? Promise.resolve([]) : select().where(and(eq(communityPosts.threadId, threadId), eq(communityPosts.isOpening, true))),
    select()
      .where(replies)
      .orderBy(...keysetOrder(REPLIES_KEY))
      .limit(REPLIES_PAGE_SIZE + 1),
  ]);
  const page = pageOf(replyRows, REPLIES_PAGE_SIZE);
  const rows = [...openingRows, ...page.rows];
  const [reactions, [follow]] = await Promise.all([
    reactionsOf(
      db,
      viewer.id,
      rows.map((r) => r.post.id),
    ),
    db
      .select({ userId: communityFollows.userId })
      .from(communityFollows)
      .where(and(eq(communityFollows.threadId, threadId), eq(communityFollows.userId, viewer.id))),
  ]);
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
      editableUntil: own ? postEditableUntil(post.createdAt).toISOString() : null,
      reactions: reactions.get(post.id) ?? emptyReactions(),
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
      following: Boolean(follow),
    },
    posts,
    nextCursor: page.nextCursor,
  };
};

const emptyReactions = () => REACTIONS.map((r) => ({ id: r.id, count: 0, mine: false }));

/** Each post's reaction counts and the viewer's own, in the fixed order of REACTIONS. */
const reactionsOf = async (db: DbOrTx, viewerId: string, postIds: string[]) => {
  const out = new Map<string, { id: ReactionId; count: number; mine: boolean }[]>();
  if (!postIds.length) return out;
  const rows = await db
    .select({
      postId: communityReactions.postId,
      reaction: communityReactions.reaction,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${communityReactions.userId} = ${viewerId})`,
    })
    .from(communityReactions)
    .where(inArray(communityReactions.postId, postIds))
    .groupBy(communityReactions.postId, communityReactions.reaction);
  for (const r of rows) {
    const list = out.get(r.postId) ?? emptyReactions();
    const entry = list.find((e) => e.id === r.reaction);
    if (entry) Object.assign(entry, { count: r.count, mine: r.mine });
    out.set(r.postId, list);
  }
  return out;
};

const nameOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ name: authorName }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId)))[0]?.name ??
  'A member';

/**
 * Renders a post and tells the members it mentions (listed in the directory, not the author) the
 * way each chose for mentions (decision 336): in the app, by email as well, or not at all; once per
 * post and member however often it is edited (the notice's dedupe key and the email's idempotency
 * key). Returns who was told, so the reply's followers notice leaves them out.
 */
const renderAndMention = async (deps: Deps, tx: DbOrTx, viewer: Viewer, p: { postId: string; threadId: string; title: string; body: string }) => {
  const listed = await listedMembers(tx, mentionedIds(p.body));
  const html = renderPost(p.body, listed);
  const notified: string[] = [];
  const who = listed.size ? await nameOf(tx, viewer.id) : '';
  const linkUrl = `/community?thread=${encodeURIComponent(p.threadId)}#post-${p.postId}`;
  for (const userId of listed.keys()) {
    if (userId === viewer.id) continue;
    const told = await deliverEvent(
      deps,
      {
        userId,
        kind: 'mentions',
        eventKey: p.postId,
        notice: {
          title: 'You were mentioned',
          message: `${who} mentioned you in “${p.title}”: ${markdownExcerpt(p.body, 120)}`,
          linkUrl,
          dedupeKey: `community-mention:${p.postId}:${userId}`,
        },
        email: ({ firstName }) => ({
          subject: `${who} mentioned you in “${p.title}”`.slice(0, 200),
          heading: 'You were mentioned',
          preheader: markdownExcerpt(p.body, 120),
          blocks: [
            { kind: 'p', text: `Hi ${firstName},` },
            { kind: 'p', text: `${who} mentioned you in “${p.title}”:` },
            { kind: 'quote', text: markdownExcerpt(p.body, 600) },
            { kind: 'button', label: 'Read and reply', url: `${deps.env.PUBLIC_URL}${linkUrl}` },
          ],
        }),
      },
      { tx },
    );
    if (told.notified) notified.push(userId);
  }
  return { html, notified };
};

export const createThread = async (deps: Deps, viewer: Viewer, input: ThreadCreateInput) => {
  const db = deps.database.db;
  await assertMayPost(db, viewer.id);
  const id = newId();
  const postId = newId();
  await db.transaction(async (tx) => {
    await tx.insert(communityThreads).values({ id, spaceId: input.spaceId, authorId: viewer.id, title: input.title });
    const { html } = await renderAndMention(deps, tx, viewer, { postId, threadId: id, title: input.title, body: input.body });
    await tx.insert(communityPosts).values({ id: postId, threadId: id, authorId: viewer.id, isOpening: true, body: input.body, bodyHtml: html });
    // The author follows their own thread.
    await tx.insert(communityFollows).values({ threadId: id, userId: viewer.id }).onConflictDoNothing();
  });
  await grantAchievements(deps, viewer.id, ['first_community_post']);
  return { id };
};

/** Follow or unfollow a thread the viewer may read; idempotent. */
export const setFollow = async (db: DbOrTx, viewer: Viewer, threadId: string, follow: boolean) => {
  await loadThread(db, viewer, threadId);
  if (follow) await db.insert(communityFollows).values({ threadId, userId: viewer.id }).onConflictDoNothing();
  else await db.delete(communityFollows).where(and(eq(communityFollows.threadId, threadId), eq(communityFollows.userId, viewer.id)));
  return { following: follow };
};

/** Adds or removes one of the fixed reactions on a post the viewer may read; idempotent. */
export const setReaction = async (db: DbOrTx, viewer: Viewer, postId: string, reaction: ReactionId, on: boolean) => {
  await assertMayPost(db, viewer.id);
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId)).limit(1);
  if (!post || (post.status !== 'visible' && !viewer.isAdmin)) throw notFound();
  await loadThread(db, viewer, post.threadId);
  if (on) await db.insert(communityReactions).values({ postId, userId: viewer.id, reaction }).onConflictDoNothing();
  else
    await db
      .delete(communityReactions)
      .where(and(eq(communityReactions.postId, postId), eq(communityReactions.userId, viewer.id), eq(communityReactions.reaction, reaction)));
  return { reactions: (await reactionsOf(db, viewer.id, [postId])).get(postId) ?? emptyReactions() };
};

/**
 * A reply. The members it mentions are told so; every other follower of the thread (the author
 * follows their own, and replying follows it, as on Discourse) who may still read it hears of the
 * reply the way they chose (decision 330). All in the reply's transaction.
 */
export const replyToThread = async (deps: Deps, viewer: Viewer, threadId: string, body: string) => {
  const db = deps.database.db;
  await assertMayPost(db, viewer.id);
  const thread = await loadThread(db, viewer, threadId);
  const id = newId();
  await db.transaction(async (tx) => {
    const now = new Date();
    const { html, notified } = await renderAndMention(deps, tx, viewer, { postId: id, threadId, title: thread.title, body });
    await tx.insert(communityPosts).values({ id, threadId, authorId: viewer.id, body, bodyHtml: html, createdAt: now });
    await tx.update(communityThreads).set({ lastActivityAt: now }).where(eq(communityThreads.id, threadId));
    // Replying follows the thread (unfollowing later is the member's choice).
    await tx.insert(communityFollows).values({ threadId, userId: viewer.id }).onConflictDoNothing();
    const followers = await tx
      .select({ userId: communityFollows.userId })
      .from(communityFollows)
      .where(and(eq(communityFollows.threadId, threadId), ne(communityFollows.userId, viewer.id), memberAccessSql(communityFollows.userId)));
    const recipients = followers.map((f) => f.userId).filter((u) => !notified.includes(u));
    if (!recipients.length) return;
    const name = await nameOf(tx, viewer.id);
    const linkUrl = `/community?thread=${encodeURIComponent(threadId)}#post-${id}`;
    const excerpt = markdownExcerpt(body, 120);
    for (const userId of recipients) {
      const heading = userId === thread.authorId ? 'New reply to your thread' : 'New reply in a thread you follow';
      await deliverEvent(
        deps,
        {
          userId,
          kind: 'replies',
          eventKey: id,
          notice: { title: heading, message: `${name} replied to “${thread.title}”: ${excerpt}`, linkUrl, dedupeKey: `community-reply:${id}` },
          email: ({ firstName }) => ({
            subject: `${name} replied to “${thread.title}”`.slice(0, 200),
            heading,
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
  await grantAchievements(deps, viewer.id, ['first_community_post']);
  return { id };
};

/** The viewer's own, visible post, or 404: another member's post and a hidden post look the same as a missing one. */
const loadOwnPost = async (db: DbOrTx, viewer: Viewer, postId: string) => {
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId)).limit(1);
  if (!post || !canModifyPost(post, viewer.id) || post.status !== 'visible') throw notFound();
  return post;
};

export const updatePost = async (deps: Deps, viewer: Viewer, postId: string, input: PostUpdateInput) => {
  const db = deps.database.db;
  const post = await loadOwnPost(db, viewer, postId);
  await assertMayPost(db, viewer.id);
  if (Date.now() > postEditableUntil(post.createdAt).getTime()) throw new AppError('CONFLICT', COMMUNITY_MESSAGES.editWindowClosed);
  const [thread] = await db.select({ title: communityThreads.title }).from(communityThreads).where(eq(communityThreads.id, post.threadId));
  await db.transaction(async (tx) => {
    const title = post.isOpening && input.title ? input.title : (thread?.title ?? '');
    const { html } = await renderAndMention(deps, tx, viewer, { postId: post.id, threadId: post.threadId, title, body: input.body });
    await tx.update(communityPosts).set({ body: input.body, bodyHtml: html, editedAt: new Date() }).where(eq(communityPosts.id, post.id));
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
