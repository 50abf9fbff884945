import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, posts, subscribers, users } from '../src/db/schema/index.ts';
import { seedBlogPosts } from '../src/db/seed/blog-posts.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import type { PublishedPost } from '../src/types.ts';
import { createVerifiedUser, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;

const draft = (over: Json = {}) => ({
  title: 'A post with hostile Markdown',
  slug: 'a-post-with-hostile-markdown',
  excerpt: 'This excerpt is long enough to pass the validation rule.',
  tags: ['security', 'taxes'],
  body: '## Safe heading\n\nHello <script>window.pwned = 1</script> and [click me](javascript:alert(1)) and <img src=x onerror="alert(2)"> and the AGI matters.\n\n<iframe src="https://evil.example"></iframe>',
  visibility: 'public',
  author: 'AWC Editorial Team',
  coverUrl: null,
  coverAlt: null,
  ...over,
});

describe('blog', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let visitorUser: string;
  const published: PublishedPost[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.hooks.afterPostPublished.push(async (p) => void published.push(p));
    await seedBlogPosts(t.deps);
    const idOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id as string;
    await createVerifiedUser(t, 'editor@example.com');
    await grantAdmin(t, await idOf('editor@example.com'));
    admin = await signedInCookie(t, 'editor@example.com');
    await createVerifiedUser(t, 'member@example.com');
    await t.database.db.insert(subscribers).values({
      userId: await idOf('member@example.com'),
      plan: 'monthly',
      status: 'active',
      provider: 'test',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    member = await signedInCookie(t, 'member@example.com');
    await createVerifiedUser(t, 'plain@example.com');
    visitorUser = await signedInCookie(t, 'plain@example.com');
  });
  afterAll(() => t.close());

  it('lists the seeded posts newest first with excerpt, reading time, author and date, and filters by tag and search', async () => {
    const page1 = await json(await t.request('/api/blog/posts'));
    expect(page1.total).toBeGreaterThanOrEqual(12);
    expect(page1.posts).toHaveLength(9);
    expect(page1.pageCount).toBe(2);
    const dates = page1.posts.map((p: Json) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page1.posts[0]).toMatchObject({ excerpt: expect.any(String), author: expect.any(String), readingMinutes: expect.any(Number) });
    expect((await json(await t.request('/api/blog/posts?page=2'))).posts.length).toBe(page1.total - 9);
    const tag = page1.tags[0].tag as string;
    const byTag = await json(await t.request(`/api/blog/posts?tag=${tag}`));
    expect(byTag.total).toBe(page1.tags[0].count);
    expect(byTag.posts.every((p: Json) => p.tags.includes(tag))).toBe(true);
    const search = await json(await t.request('/api/blog/posts?q=disability'));
    expect(search.posts.some((p: Json) => p.slug === 'disability-insurance-for-lawyers-own-occupation')).toBe(true);
    expect((await json(await t.request('/api/blog/posts?q=%25%25zzqq'))).total).toBe(0);
  });

  it('renders a post with heading anchors, glossary links and related posts; a missing slug is 404 on the API and the page', async () => {
    const { post } = await json(await t.request('/api/blog/posts/backdoor-roth-ira-pro-rata-rule-form-8606'));
    expect(post.locked).toBe(false);
    expect(post.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(post.html).toContain('class="heading-anchor"');
    expect(post.html).toMatch(/<a class="glossary-link" href="\/glossary\/[a-z0-9-]+">/);
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.headings.length).toBeGreaterThan(1);
    expect((await t.request('/api/blog/posts/no-such-post')).status).toBe(404);
  });

  it('shows a members-only post in full to members and admins, and only its teaser to visitors and non-members', async () => {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.visibility, 'members')).limit(1);
    const path = `/api/blog/posts/${row?.slug}`;
    const visitor = (await json(await t.request(path))).post;
    const nonMember = (await json(await t.request(path, { headers: { cookie: visitorUser } }))).post;
    const forMember = (await json(await t.request(path, { headers: { cookie: member } }))).post;
    const forAdmin = (await json(await t.request(path, { headers: { cookie: admin } }))).post;
    expect(visitor.locked).toBe(true);
    expect(nonMember.locked).toBe(true);
    expect(forMember.locked).toBe(false);
    expect(forAdmin.locked).toBe(false);
    expect(visitor.html.length).toBeLessThan(forMember.html.length / 3);
    // The end of the article (the education notice) never reaches a visitor.
    expect(forMember.html).toContain('education');
    expect(visitor.html).not.toContain('<blockquote>');
  });

  it('refuses the admin API to visitors and non-admins', async () => {
    expect((await t.request('/api/admin/blog/posts')).status).toBe(401);
    expect((await t.request('/api/admin/blog/posts', { headers: { cookie: member } })).status).toBe(403);
    expect((await t.request('/api/admin/blog/posts', { method: 'POST', json: draft(), headers: { cookie: member } })).status).toBe(403);
  });

  it('lets an admin write, publish, unpublish and delete a post; hostile Markdown renders inert; every change is audited', async () => {
    const bad = await t.request('/api/admin/blog/posts', {
      method: 'POST',
      json: draft({ title: 'x', slug: 'Bad Slug' }),
      headers: { cookie: admin },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fieldErrors).toMatchObject({
      title: ['Enter a title of at least 5 characters.'],
      slug: [expect.stringContaining('lower-case')],
    });

    const created = await t.request('/api/admin/blog/posts', { method: 'POST', json: draft(), headers: { cookie: admin } });
    expect(created.status).toBe(201);
    const { post } = await json(created);
    expect(post.status).toBe('draft');
    // A draft is invisible to readers.
    expect((await t.request(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    const clash = await t.request('/api/admin/blog/posts', { method: 'POST', json: draft(), headers: { cookie: admin } });
    expect(clash.status).toBe(409);

    const preview = await json(
      await t.request('/api/admin/blog/preview', { method: 'POST', json: { body: draft().body }, headers: { cookie: admin } }),
    );
    for (const html of [preview.html as string]) {
      expect(html).not.toMatch(/<script|javascript:|onerror|<iframe/i);
    }

    const pub = await t.request(`/api/admin/blog/posts/${post.id}/status`, {
      method: 'POST',
      json: { status: 'published' },
      headers: { cookie: admin },
    });
    expect(pub.status).toBe(200);
    expect(published.map((p) => p.slug)).toEqual(['a-post-with-hostile-markdown']);
    const view = (await json(await t.request(`/api/blog/posts/${post.slug}`))).post;
    expect(view.html).not.toMatch(/<script|javascript:|onerror|<iframe|pwned/i);
    expect(view.html).toContain('click me');
    expect(view.html).toContain('<a class="glossary-link" href="/glossary/adjusted-gross-income"');
    // The page itself answers 200 with the post's own head.
    const listed = await json(await t.request('/api/blog/posts?q=hostile'));
    expect(listed.posts[0].slug).toBe(post.slug);

    const edited = await t.request(`/api/admin/blog/posts/${post.id}`, {
      method: 'PUT',
      json: draft({ title: 'A post, edited', visibility: 'members' }),
      headers: { cookie: admin },
    });
    expect((await json(edited)).post).toMatchObject({ title: 'A post, edited', visibility: 'members', status: 'published' });

    const unpub = await t.request(`/api/admin/blog/posts/${post.id}/status`, {
      method: 'POST',
      json: { status: 'draft' },
      headers: { cookie: admin },
    });
    expect((await json(unpub)).post.status).toBe('draft');
    expect((await t.request(`/api/blog/posts/${post.slug}`)).status).toBe(404);

    expect((await t.request(`/api/admin/blog/posts/${post.id}`, { method: 'DELETE', headers: { cookie: admin } })).status).toBe(200);
    expect((await t.request(`/api/admin/blog/posts/${post.id}`, { headers: { cookie: admin } })).status).toBe(404);

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.target, post.id))).map((r) => r.action).sort();
    expect(actions).toEqual(['blog.create', 'blog.delete', 'blog.publish', 'blog.unpublish', 'blog.update']);
  });

  it('publishes a scheduled post through the job queue at its time, and fires the hook once', async () => {
    const { post } = await json(
      await t.request('/api/admin/blog/posts', {
        method: 'POST',
        json: draft({ slug: 'scheduled-post', visibility: 'members' }),
        headers: { cookie: admin },
      }),
    );
    const past = await t.request(`/api/admin/blog/posts/${post.id}/status`, {
      method: 'POST',
      json: { status: 'scheduled', scheduledFor: new Date(Date.now() - 60_000).toISOString() },
      headers: { cookie: admin },
    });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await t.request(`/api/admin/blog/posts/${post.id}/status`, {
      method: 'POST',
      json: { status: 'scheduled', scheduledFor: at },
      headers: { cookie: admin },
    });
    expect((await json(res)).post).toMatchObject({ status: 'scheduled', scheduledFor: at });
    await t.deps.jobs.drain();
    expect((await t.request('/api/blog/posts/scheduled-post')).status).toBe(404);
    // Time passes: the job becomes due.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, 'blog.publish-scheduled'));
    await t.database.db
      .update(posts)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(posts.id, post.id));
    await t.database.db
      .update(jobs)
      .set({
        payload: { postId: post.id, at: (await t.database.db.select().from(posts).where(eq(posts.id, post.id)))[0]?.scheduledFor?.toISOString() },
      })
      .where(eq(jobs.name, 'blog.publish-scheduled'));
    await t.deps.jobs.drain();
    expect((await t.request('/api/blog/posts/scheduled-post')).status).toBe(200);
    expect(published.filter((p) => p.slug === 'scheduled-post')).toEqual([expect.objectContaining({ membersOnly: true })]);
  });

  it('serves /rss.xml and /sitemap.xml with the published posts, and per-post meta on the page', async () => {
    const rss = await (await t.request('/rss.xml')).text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('/blog/backdoor-roth-ira-pro-rata-rule-form-8606</link>');
    expect(rss).not.toContain('a-post-with-hostile-markdown');
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain('http://localhost:3000/blog/backdoor-roth-ira-pro-rata-rule-form-8606</loc>');
    expect(sitemap).toContain('http://localhost:3000/glossary/vesting</loc>');
  });

  it('sends each post page its own head, and 404 for a missing post or term', async () => {
    const res = await t.request('/blog/backdoor-roth-ira-pro-rata-rule-form-8606');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]*Backdoor Roth[^<]* \| Attorney Wealth Collective<\/title>/i);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/backdoor-roth-ira-pro-rata-rule-form-8606">');
    expect(html).toContain('"@type":"BlogPosting"');
    // No cover uploaded: the preview is the generated cover of the post's category (its first tag, retirement).
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/blog-cover-retirement.jpg">');
    expect(html).toContain('"image":"http://localhost:3000/blog-cover-retirement.jpg"');
    expect((await t.request('/blog/no-such-post')).status).toBe(404);
    expect((await t.request('/glossary/vesting')).status).toBe(200);
    expect((await t.request('/glossary/no-such-term')).status).toBe(404);
    const faq = await (await t.request('/faq')).text();
    expect(faq).toContain('"@type":"FAQPage"');
  });

  it('answers the glossary and the FAQ through the API, the FAQ with each answer rendered to sanitized HTML', async () => {
    const terms = (await json(await t.request('/api/glossary'))).terms as { slug: string }[];
    expect(terms.some((x) => x.slug === 'vesting')).toBe(true);
    expect((await json(await t.request('/api/glossary/vesting'))).term.slug).toBe('vesting');
    expect((await t.request('/api/glossary/Not_A_Slug')).status).toBe(400);
    const res = await t.request('/api/faq');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const groups = (await json(res)).groups as { questions: { answer: string; html: string }[] }[];
    const first = groups[0]?.questions[0];
    expect(first?.answer.length).toBeGreaterThan(0);
    expect(first?.html).toMatch(/^<p>/);
    expect(first?.html).not.toContain('<script');
  });
});
