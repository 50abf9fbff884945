import { type BlogCommentCreateInput, type BlogCommentDto, COMMENT_MESSAGES, markdownExcerpt, type PendingComment } from '@awc/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogComments, posts, profiles, userRoles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { assertMayPost, type Viewer } from '../community/access.ts';
import { renderMarkdown } from '../community/markdown.ts';
import { notifyUser } from '../community/notify.ts';

/**
 * Members' comments on blog posts (decision 345). A comment is written in Markdown and rendered
 * through the community's sanitizer; it waits ('pending') until a moderator approves it in the
 * community's moderation queue. Replies go one level deep. Admins are told of each new comment;
 * the post's author (when the post has one) of each approved one.
 */

const authorName = sql<string>`coalesce(${profiles.fullName}, ${users.name}, 'Member')`;

/** A published post, or 404. */
const publishedPost = async (db: DbOrTx, slug: string) => {
  const [post] = await db
    .select({ id: posts.id, slug: posts.slug, title: posts.title, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.status, 'published'), sql`${posts.publishedAt} <= now()`))
    .limit(1);
  if (!post) throw notFound();
  return post;
};

/** Approved comments, and the viewer's own still waiting for approval, oldest first, replies under their comment. */
export const listComments = async (db: DbOrTx, viewer: Viewer, slug: string): Promise<{ comments: BlogCommentDto[] }> => {
  const post = await publishedPost(db, slug);
  const rows = await db
    .select({ c: blogComments, name: authorName, avatarUrl: profiles.avatarUrl })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .leftJoin(profiles, eq(profiles.id, blogComments.authorId))
    .where(
      and(
        eq(blogComments.postId, post.id),
        or(eq(blogComments.status, 'visible'), and(eq(blogComments.status, 'pending'), eq(blogComments.authorId, viewer.id))),
      ),
    )
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  const views = rows.map(
    ({ c, name, avatarUrl }): BlogCommentDto => ({
      id: c.id,
      parentId: c.parentId,
      author: { id: c.authorId, name, avatarUrl },
      bodyHtml: c.bodyHtml,
      pending: c.status === 'pending',
      isOwn: c.authorId === viewer.id,
      createdAt: c.createdAt.toISOString(),
      replies: [],
    }),
  );
  const byId = new Map(views.map((v) => [v.id, v]));
  const top: BlogCommentDto[] = [];
  for (const v of views) {
    const parent = v.parentId ? byId.get(v.parentId) : undefined;
    if (parent) parent.replies.push(v);
    else if (!v.parentId) top.push(v);
  }
  return { comments: top };
};

export const createComment = async (deps: Deps, viewer: Viewer, slug: string, input: BlogCommentCreateInput) => {
  const db = deps.database.db;
  await assertMayPost(db, viewer.id);
  const post = await publishedPost(db, slug);
  if (input.parentId) {
    const [parent] = await db
      .select()
      .from(blogComments)
      .where(and(eq(blogComments.id, input.parentId), eq(blogComments.postId, post.id), eq(blogComments.status, 'visible')))
      .limit(1);
    if (!parent) throw notFound();
    if (parent.parentId) throw new AppError('BAD_REQUEST', COMMENT_MESSAGES.oneLevel);
  }
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(blogComments).values({
      id,
      postId: post.id,
      parentId: input.parentId ?? null,
      authorId: viewer.id,
      body: input.body,
      bodyHtml: renderMarkdown(input.body),
    });
    const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const admin of admins) {
      if (admin.id === viewer.id) continue;
      await notifyUser(
        deps,
        admin.id,
        {
          title: 'A blog comment is waiting for approval',
          message: `On “${post.title}”: ${markdownExcerpt(input.body, 120)}`,
          linkUrl: '/community?tab=moderation',
          dedupeKey: `blog-comment-pending:${id}`,
        },
        tx,
      );
    }
  });
  return { id, pending: true };
};

/** Comments waiting for a moderator, oldest first (for the moderation queue). */
export const pendingComments = async (db: DbOrTx): Promise<PendingComment[]> => {
  const rows = await db
    .select({ c: blogComments, name: authorName, postTitle: posts.title, postSlug: posts.slug })
    .from(blogComments)
    .innerJoin(posts, eq(posts.id, blogComments.postId))
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .leftJoin(profiles, eq(profiles.id, blogComments.authorId))
    .where(eq(blogComments.status, 'pending'))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(200);
  return rows.map(({ c, name, postTitle, postSlug }) => ({
    id: c.id,
    postTitle,
    postSlug,
    isReply: c.parentId !== null,
    author: { id: c.authorId, name },
    bodyHtml: c.bodyHtml,
    createdAt: c.createdAt.toISOString(),
  }));
};

/** Approve or reject a pending comment; approving tells the post's author. Audited. */
export const moderateComment = async (deps: Deps, actor: { id: string; email: string }, id: string, approve: boolean) => {
  const db = deps.database.db;
  const [row] = await db
    .select({ c: blogComments, postTitle: posts.title, postSlug: posts.slug, postAuthor: posts.authorId })
    .from(blogComments)
    .innerJoin(posts, eq(posts.id, blogComments.postId))
    .where(eq(blogComments.id, id))
    .limit(1);
  if (!row) throw notFound();
  await db.transaction(async (tx) => {
    await tx
      .update(blogComments)
      .set({ status: approve ? 'visible' : 'hidden', moderatedBy: actor.id, moderatedAt: new Date() })
      .where(eq(blogComments.id, id));
    await audit(tx, { actor, action: approve ? 'comment.approve' : 'comment.reject', target: id, details: { title: row.postTitle } });
    if (approve && row.postAuthor && row.postAuthor !== row.c.authorId)
      await notifyUser(
        deps,
        row.postAuthor,
        {
          title: 'New comment on your post',
          message: `On “${row.postTitle}”: ${markdownExcerpt(row.c.body, 120)}`,
          linkUrl: `/blog/${encodeURIComponent(row.postSlug)}#comment-${id}`,
          dedupeKey: `blog-comment:${id}`,
        },
        tx,
      );
  });
  return { status: approve ? 'visible' : 'hidden' };
};
