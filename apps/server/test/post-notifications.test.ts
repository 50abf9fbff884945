import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, subscribers, users } from '../src/db/schema/index.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import { createVerifiedUser, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Publishing a members-only post notifies every member once (blog → afterPostPublished → broadcast). */
describe('members are notified of new members-only articles', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['editor@example.com', 'member@example.com', 'plain@example.com']) {
      await createVerifiedUser(t, email);
      ids[email] = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id as string;
    }
    await grantAdmin(t, ids['editor@example.com'] as string);
    await t.database.db.insert(subscribers).values({
      userId: ids['member@example.com'] as string,
      plan: 'annual',
      status: 'active',
      provider: 'test',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    admin = await signedInCookie(t, 'editor@example.com');
  });
  afterAll(() => t.close());

  const create = async (slug: string, visibility: 'public' | 'members') => {
    const res = await t.request('/api/admin/blog/posts', {
      method: 'POST',
      headers: { cookie: admin },
      json: {
        title: `Article ${slug}`,
        slug,
        excerpt: 'An excerpt long enough to pass the validation rule.',
        tags: ['taxes'],
        body: '## Heading\n\nBody text.',
        visibility,
        author: 'AWC Editorial Team',
        coverUrl: null,
        coverAlt: null,
      },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { post: { id: string } }).post.id;
  };
  const setStatus = async (id: string, status: string) =>
    expect((await t.request(`/api/admin/blog/posts/${id}/status`, { method: 'POST', headers: { cookie: admin }, json: { status } })).status).toBe(
      200,
    );
  const inbox = async (email: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids[email] as string));

  it('members (and admins) get one notification linking to the post; non-members and public posts get none', async () => {
    const membersPost = await create('members-only-article', 'members');
    const publicPost = await create('public-article', 'public');
    await setStatus(membersPost, 'published');
    await setStatus(publicPost, 'published');
    await t.deps.jobs.drain();
    const memberInbox = (await inbox('member@example.com')).filter((n) => n.linkUrl?.startsWith('/blog/'));
    expect(memberInbox).toEqual([
      expect.objectContaining({ title: 'New members-only article', message: 'Article members-only-article', linkUrl: '/blog/members-only-article' }),
    ]);
    expect((await inbox('editor@example.com')).filter((n) => n.linkUrl?.startsWith('/blog/'))).toHaveLength(1);
    expect((await inbox('plain@example.com')).filter((n) => n.linkUrl?.startsWith('/blog/'))).toHaveLength(0);

    // Unpublish and publish again: still one notification each.
    await setStatus(membersPost, 'draft');
    await setStatus(membersPost, 'published');
    await t.deps.jobs.drain();
    expect((await inbox('member@example.com')).filter((n) => n.linkUrl?.startsWith('/blog/'))).toHaveLength(1);
  });
});
