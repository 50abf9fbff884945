import { COMMENT_MESSAGES } from '@awc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, posts, subscribers } from '../src/db/schema/index.ts';
import { seedBlogPosts } from '../src/db/seed/blog-posts.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Comments on blog posts (issue 22 item 4, decision 345). */

type User = { id: string; cookie: string };
type Comment = { id: string; pending: boolean; bodyHtml: string; replies: Comment[] };
let t: TestApp;
let ada: User;
let bob: User;
let dee: User; // admin, the post's author
let cal: User; // signed in, no membership
let slug = '';

const makeUser = async (email: string): Promise<User> => {
  const cookie = await createVerifiedUser(t, email);
  return { id: (await me(t, cookie)).user?.id as string, cookie };
};
const call = (who: User | null, path: string, method = 'GET', json?: unknown) =>
  t.request(path, { method, json, headers: who ? { cookie: who.cookie } : {} });
const comments = async (who: User) => ((await (await call(who, `/api/blog/posts/${slug}/comments`)).json()) as { comments: Comment[] }).comments;

beforeAll(async () => {
  t = await createTestApp();
  await seedBlogPosts(t.deps);
  ada = await makeUser('ada@example.com');
  bob = await makeUser('bob@example.com');
  dee = await makeUser('dee@example.com');
  cal = await makeUser('cal@example.com');
  for (const u of [ada, bob])
    await t.database.db.insert(subscribers).values({ userId: u.id, plan: 'monthly', status: 'active', currentPeriodEnd: null, provider: 'test' });
  await grantAdmin(t, dee.id);
  const [post] = await t.database.db.select().from(posts).where(eq(posts.status, 'published')).limit(1);
  slug = post?.slug as string;
  await t.database.db.update(posts).set({ authorId: dee.id }).where(eq(posts.slug, slug));
});
afterAll(() => t.close());

describe('blog comments', () => {
  it('are for members: 401 visitors, 403 non-members', async () => {
    expect((await call(null, `/api/blog/posts/${slug}/comments`)).status).toBe(401);
    expect((await call(cal, `/api/blog/posts/${slug}/comments`, 'POST', { body: 'Hi' })).status).toBe(403);
    expect((await call(ada, '/api/community/moderation/comments/x/approve', 'POST')).status).toBe(403);
  });

  it('wait for a moderator in the community queue; approval shows them and tells the post’s author; Markdown is sanitized', async () => {
    const res = await call(ada, `/api/blog/posts/${slug}/comments`, 'POST', {
      body: 'Great **post** <script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await comments(ada)).map((c) => [c.id, c.pending])).toEqual([[id, true]]);
    expect(await comments(bob)).toEqual([]);
    const adminNotes = await t.database.db.select().from(notifications).where(eq(notifications.userId, dee.id));
    expect(adminNotes.map((n) => n.title)).toContain('A blog comment is waiting for approval');
    const queue = (await (await call(dee, '/api/community/moderation')).json()) as { pendingComments: { id: string }[] };
    expect(queue.pendingComments.map((c) => c.id)).toEqual([id]);

    expect((await call(dee, `/api/community/moderation/comments/${id}/approve`, 'POST')).status).toBe(200);
    const seen = await comments(bob);
    expect(seen.map((c) => c.id)).toEqual([id]);
    expect(seen[0]?.bodyHtml).toContain('<strong>post</strong>');
    expect(seen[0]?.bodyHtml).not.toContain('<script');
    expect(seen[0]?.bodyHtml).not.toContain('javascript:');
    const authorNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, dee.id), eq(notifications.title, 'New comment on your post')));
    expect(authorNotes).toHaveLength(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'comment.approve'))).toHaveLength(1);
  });

  it('thread one level deep; rejected comments stay hidden; bad input changes nothing', async () => {
    const [top] = await comments(bob);
    const reply = await call(bob, `/api/blog/posts/${slug}/comments`, 'POST', { body: 'Agreed', parentId: top?.id });
    const { id: replyId } = (await reply.json()) as { id: string };
    await call(dee, `/api/community/moderation/comments/${replyId}/approve`, 'POST');
    expect((await comments(ada))[0]?.replies.map((r) => r.id)).toEqual([replyId]);
    const deeper = await call(ada, `/api/blog/posts/${slug}/comments`, 'POST', { body: 'Deeper', parentId: replyId });
    expect(deeper.status).toBe(400);
    expect(((await deeper.json()) as { message: string }).message).toBe(COMMENT_MESSAGES.oneLevel);
    const spam = await call(bob, `/api/blog/posts/${slug}/comments`, 'POST', { body: 'Buy now' });
    const { id: spamId } = (await spam.json()) as { id: string };
    await call(dee, `/api/community/moderation/comments/${spamId}/reject`, 'POST');
    expect(JSON.stringify(await comments(ada))).not.toContain('Buy now');
    const empty = await call(ada, `/api/blog/posts/${slug}/comments`, 'POST', { body: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(COMMENT_MESSAGES.bodyRequired);
    expect((await call(ada, '/api/blog/posts/no-such-post/comments', 'POST', { body: 'Hi' })).status).toBe(404);
    expect((await call(ada, `/api/blog/posts/${slug}/comments`, 'POST', { body: 'Hi', parentId: 'nope' })).status).toBe(404);
  });
});
