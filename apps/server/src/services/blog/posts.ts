import {
  type AdminBlogPost,
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  type BlogListResponse,
  type BlogPostInput,
  BlogPostInputSchema,
  type BlogPostStatusInput,
  type BlogPostSummary,
  type BlogPostView,
  type PostStatus,
  type PostVisibility,
  readingMinutes,
} from '@awc/domain';
import { and, desc, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { isAdmin } from '../accounts/roles.ts';
import { getMembership } from '../accounts/subscription.ts';
import { linkableGlossaryTerms } from '../glossary/glossary.ts';
import { renderMarkdown } from './markdown.ts';
import { containsPattern } from '../../lib/like.ts';

type PostRow = typeof posts.$inferSelect;
export type Actor = { id: string; email: string };

/** The job that publishes a scheduled post at its time. */
export const PUBLISH_SCHEDULED_JOB = 'blog.publish-scheduled';

/** What readers may see: published and past its publication time. */
const visible = () => and(eq(posts.status, 'published'), lte(posts.publishedAt, sql`now()`)) as SQL;

const toSummary = (p: PostRow): BlogPostSummary => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  tags: p.tags,
  author: p.author,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  readingMinutes: readingMinutes(p.body),
  membersOnly: p.visibility === 'members',
  coverUrl: p.coverUrl,
  coverAlt: p.coverAlt,
});

const toAdmin = (p: PostRow): AdminBlogPost => ({
  ...toSummary(p),
  id: p.id,
  body: p.body,
  status: p.status as PostStatus,
  visibility: p.visibility as PostVisibility,
  scheduledFor: p.scheduledFor?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** /blog: newest first, filtered by tag and search, one page. */
export const listPublishedPosts = async (
  db: DbOrTx,
  input: { tag?: string | undefined; q?: string | undefined; page: number },
): Promise<BlogListResponse> => {
  const conditions: SQL[] = [visible()];
  if (input.tag) conditions.push(sql`${posts.tags} @> ${JSON.stringify([input.tag])}::jsonb`);
  if (input.q) {
    const like = containsPattern(input.q);
    conditions.push(
      or(
        sql`${posts.title} ilike ${like}`,
        sql`${posts.excerpt} ilike ${like}`,
        sql`${posts.tags}::text ilike ${like}`,
        // A members-only body is searched too; results show only the excerpt.
        sql`${posts.body} ilike ${like}`,
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  const tagRows = await db.execute(
    sql`select tag, count(*)::int as count from posts, jsonb_array_elements_text(posts.tags) as tag where ${visible()} group by tag order by count desc, tag`,
  );
  return {
    posts: rows.map(toSummary),
    total,
    page,
    pageCount,
    tags: (tagRows as unknown as { rows: { tag: string; count: number }[] }).rows,
  };
};

const findVisibleBySlug = async (db: DbOrTx, slug: string) =>
  (
    await db
      .select()
      .from(posts)
      .where(and(eq(posts.slug, slug), visible()))
      .limit(1)
  )[0];

/** The first paragraphs of a members-only post (about 120 words), shown to non-members. */
export const teaserOf = (markdown: string): string => {
  const blocks = markdown.split(/\n\s*\n/);
  const out: string[] = [];
  let words = 0;
  for (const block of blocks) {
    if (/^\s*(#|>|---|\|)/.test(block)) {
      if (out.length) break;
      continue;
    }
    out.push(block);
    words += block.split(/\s+/).length;
    if (words >= 120) break;
  }
  return out.join('\n\n');
};

/** /blog/{slug}: the article (or, for a members-only post and a non-member, its teaser) and related posts. */
export const getPublishedPost = async (db: DbOrTx, slug: string, reader: { memberAccess: boolean }): Promise<BlogPostView | null> => {
  const row = await findVisibleBySlug(db, slug);
  if (!row) return null;
  const locked = row.visibility === 'members' && !reader.memberAccess;
  const { html, headings } = renderMarkdown(locked ? teaserOf(row.body) : row.body, { terms: linkableGlossaryTerms() });
  return {
    ...toSummary(row),
    html,
    headings: locked ? [] : headings,
    locked,
    related: await relatedPosts(db, row),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/**
 * The article for one reader (`GET /api/blog/posts/:slug`): an administrator or a member with an
 * active subscription reads a members-only post whole, anyone else its teaser. Decided here, on
 * the server, for every request.
 */
export const readPublishedPost = async (db: DbOrTx, slug: string, readerId: string | null): Promise<BlogPostView> => {
  const memberAccess = readerId !== null && ((await isAdmin(db, readerId)) || (await getMembership(db, readerId)).isSubscribed);
  const post = await getPublishedPost(db, slug, { memberAccess });
  if (!post) throw new AppError('NOT_FOUND', 'This article does not exist or is no longer published.');
  return post;
};

/** The editor's live preview: the same renderer, sanitizer and glossary links as the published page. */
export const previewPostHtml = (body: string): string => renderMarkdown(body, { terms: linkableGlossaryTerms() }).html;

/** Up to three other posts, most shared tags first, then newest. */
const relatedPosts = async (db: DbOrTx, post: PostRow): Promise<BlogPostSummary[]> => {
  const rows = await db
    .select()
    .from(posts)
    .where(and(visible(), ne(posts.id, post.id)))
    .orderBy(
      desc(
        sql`(select count(*) from jsonb_array_elements_text(${posts.tags}) t where t = any(array(select jsonb_array_elements_text(${JSON.stringify(post.tags)}::jsonb))))`,
      ),
      desc(posts.publishedAt),
    )
    .limit(3);
  return rows.map(toSummary);
};

/** Head of /blog/{slug}: null means 404. */
export const postMeta = async (db: DbOrTx, slug: string) => {
  const row = await findVisibleBySlug(db, slug);
  return row ? toSummary(row) : null;
};

export const sitemapPosts = async (db: DbOrTx) =>
  (await db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).where(visible()).orderBy(desc(posts.publishedAt))).map((p) => ({
    path: `/blog/${p.slug}`,
    lastModified: p.updatedAt,
  }));

/** Newest published posts for the feed. */
export const feedPosts = async (db: DbOrTx, limit = 30) =>
  (await db.select().from(posts).where(visible()).orderBy(desc(posts.publishedAt)).limit(limit)).map(toSummary);

// ---- admin

export const listAllPosts = async (db: DbOrTx): Promise<AdminBlogPost[]> =>
  (
    await db
      .select()
      .from(posts)
      .orderBy(desc(sql`coalesce(${posts.publishedAt}, ${posts.scheduledFor}, ${posts.updatedAt})`))
  ).map(toAdmin);

const getRow = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This post no longer exists.');
  return row;
};

export const getPostForAdmin = async (db: DbOrTx, id: string) => toAdmin(await getRow(db, id));

const assertSlugFree = async (db: DbOrTx, slug: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(exceptId ? and(eq(posts.slug, slug), ne(posts.id, exceptId)) : eq(posts.slug, slug))
    .limit(1);
  if (clash) throw new AppError('CONFLICT', BLOG_MESSAGES.slugTaken, { fieldErrors: { slug: [BLOG_MESSAGES.slugTaken] } });
};

/** A cover must be an image uploaded through the cover endpoint, never an outside URL. */
const checkCover = (deps: Deps, coverUrl: string | null) => {
  if (coverUrl && !deps.storage.keyOfUrl(coverUrl)?.startsWith(`${COVER_PURPOSE}/`))
    throw new AppError('VALIDATION_FAILED', 'Upload the cover image here.', { fieldErrors: { coverUrl: ['Upload the cover image here.'] } });
};

export const COVER_PURPOSE = 'blog-covers';

/** A new post starts as a draft. */
export const createPost = async (deps: Deps, actor: Actor, raw: BlogPostInput): Promise<AdminBlogPost> => {
  const input = parseOrThrow(BlogPostInputSchema, raw);
  checkCover(deps, input.coverUrl);
  return deps.database.db.transaction(async (tx) => {
    await assertSlugFree(tx, input.slug);
    const [row] = await tx
      .insert(posts)
      .values({ id: newId(), ...input, authorId: actor.id, status: 'draft' })
      .returning();
    await audit(tx, { actor, action: 'blog.create', target: row?.id, details: { slug: input.slug, title: input.title } });
    return toAdmin(row as PostRow);
  });
};

export const updatePost = async (deps: Deps, actor: Actor, id: string, raw: BlogPostInput): Promise<AdminBlogPost> => {
  const input = parseOrThrow(BlogPostInputSchema, raw);
  checkCover(deps, input.coverUrl);
  return deps.database.db.transaction(async (tx) => {
    const before = await getRow(tx, id);
    await assertSlugFree(tx, input.slug, id);
    const [row] = await tx
      .update(posts)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(posts.id, id))
      .returning();
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(input[k]));
    await audit(tx, { actor, action: 'blog.update', target: id, details: { slug: input.slug, changed } });
    if (before.coverUrl && before.coverUrl !== input.coverUrl) {
      const key = deps.storage.keyOfUrl(before.coverUrl);
      if (key) await deps.storage.delete(key).catch(() => {});
    }
    return toAdmin(row as PostRow);
  });
};

/**
 * Publish now, schedule, or take back to draft (unpublish). Becoming published fires
 * `afterPostPublished` once, after the change is committed.
 */
export const setPostStatus = async (deps: Deps, actor: Actor | null, id: string, input: BlogPostStatusInput): Promise<AdminBlogPost> => {
  const { row, becamePublished } = await deps.database.db.transaction(async (tx) => {
    const before = await getRow(tx, id);
    const now = new Date();
    let set: Partial<PostRow>;
    if (input.status === 'published') {
      // A post published before keeps its date; a first publication is dated now.
      set = {
        status: 'published',
        publishedAt: before.status === 'published' ? before.publishedAt : (before.publishedAt ?? now),
        scheduledFor: null,
      };
      if (before.status !== 'published' && before.publishedAt && before.publishedAt > now) set.publishedAt = now;
    } else if (input.status === 'scheduled') {
      const at = new Date(input.scheduledFor);
      if (at.getTime() <= now.getTime() + 30_000)
        throw new AppError('VALIDATION_FAILED', BLOG_MESSAGES.scheduleInFuture, { fieldErrors: { scheduledFor: [BLOG_MESSAGES.scheduleInFuture] } });
      set = { status: 'scheduled', scheduledFor: at, publishedAt: null };
      await deps.jobs.enqueue(
        PUBLISH_SCHEDULED_JOB,
        { postId: id, at: at.toISOString() },
        { runAt: at, dedupeKey: `blog-publish:${id}:${at.toISOString()}`, db: tx },
      );
    } else {
      set = { status: 'draft', scheduledFor: null };
    }
    const [row] = await tx
      .update(posts)
      .set({ ...set, updatedAt: now })
      .where(eq(posts.id, id))
      .returning();
    const action = input.status === 'published' ? 'blog.publish' : input.status === 'scheduled' ? 'blog.schedule' : 'blog.unpublish';
    await audit(tx, {
      actor,
      action,
      target: id,
      details: { slug: before.slug, from: before.status, ...(input.status === 'scheduled' ? { at: input.scheduledFor } : {}) },
    });
    return { row: row as PostRow, becamePublished: input.status === 'published' && before.status !== 'published' };
  });
  if (becamePublished) await firePublished(deps, row);
  return toAdmin(row);
};

const firePublished = async (deps: Deps, row: PostRow) => {
  for (const hook of deps.hooks.afterPostPublished) {
    try {
      await hook({ id: row.id, slug: row.slug, title: row.title, excerpt: row.excerpt, membersOnly: row.visibility === 'members' });
    } catch (error) {
      // The post is published; a failing listener must not undo that or fail the request.
      deps.log.warn({ err: error, post: row.id }, 'afterPostPublished hook failed');
    }
  }
};

export const deletePost = async (deps: Deps, actor: Actor, id: string): Promise<void> => {
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await getRow(tx, id);
    await tx.delete(posts).where(eq(posts.id, id));
    await audit(tx, { actor, action: 'blog.delete', target: id, details: { slug: before.slug, title: before.title } });
    return before;
  });
  const key = deps.storage.keyOfUrl(row.coverUrl);
  if (key) await deps.storage.delete(key).catch(() => {});
};

/** The job: publishes the post if it is still scheduled for this time (a re-schedule or unpublish wins). */
export const registerBlogJobs = (deps: Deps) => {
  deps.jobs.register<{ postId: string; at: string }>(PUBLISH_SCHEDULED_JOB, async ({ postId, at }) => {
    const [row] = await deps.database.db
      .update(posts)
      .set({ status: 'published', publishedAt: sql`${posts.scheduledFor}`, scheduledFor: null, updatedAt: new Date() })
      .where(and(eq(posts.id, postId), eq(posts.status, 'scheduled'), eq(posts.scheduledFor, new Date(at))))
      .returning();
    if (!row) return;
    await audit(deps.database.db, { actor: null, action: 'blog.publish', target: postId, details: { slug: row.slug, scheduled: at } });
    await firePublished(deps, row);
  });
};

/** Seeds the articles of content/blog (by slug: a post already there, edited or not, is left alone). */
export const seedPostsFromFiles = async (
  deps: Deps,
  files: {
    slug: string;
    title: string;
    excerpt: string;
    tags: string[];
    author: string;
    publishedAt: string;
    membersOnly: boolean;
    coverAlt?: string | undefined;
    body: string;
  }[],
) => {
  if (!files.length) return;
  await deps.database.db
    .insert(posts)
    .values(
      files.map((f) => ({
        id: newId(),
        slug: f.slug,
        title: f.title,
        excerpt: f.excerpt,
        body: f.body,
        tags: f.tags,
        author: f.author,
        visibility: f.membersOnly ? 'members' : 'public',
        status: 'published',
        publishedAt: new Date(f.publishedAt),
        coverAlt: f.coverAlt ?? null,
      })),
    )
    .onConflictDoNothing();
};
