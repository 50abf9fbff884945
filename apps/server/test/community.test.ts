import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, communityPosts, notifications, subscribers } from '../src/db/schema/index.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type User = { id: string; cookie: string };
let t: TestApp;
let ada: User; // member
let bob: User; // member
let cal: User; // signed in, no membership
let dee: User; // admin
let lapsed: User; // membership ended

const makeUser = async (email: string, firstName: string, lastName: string): Promise<User> => {
  const cookie = await createVerifiedUser(t, email, 'Passw0rdOk', { firstName, lastName });
  return { id: (await me(t, cookie)).user?.id as string, cookie };
};
const grantMembership = (userId: string, status = 'active', currentPeriodEnd: Date | null = new Date(Date.now() + 30 * 86_400_000)) =>
  t.database.db.insert(subscribers).values({ userId, plan: 'monthly', status, currentPeriodEnd, provider: 'test' });

const call = (who: User | null, path: string, method = 'GET', json?: unknown) =>
  t.request(path, { method, json, headers: who ? { cookie: who.cookie } : {} });
const body = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  t = await createTestApp();
  ada = await makeUser('ada@example.com', 'Ada', 'Lovelace');
  bob = await makeUser('bob@example.com', 'Bob', 'Marley');
  cal = await makeUser('cal@example.com', 'Cal', 'Visitor');
  dee = await makeUser('dee@example.com', 'Dee', 'Admin');
  lapsed = await makeUser('lapsed@example.com', 'Lapsed', 'Person');
  await grantMembership(ada.id);
  await grantMembership(bob.id);
  await grantMembership(lapsed.id, 'canceled', new Date(Date.now() - 86_400_000));
  await grantAdmin(t, dee.id);
});
afterAll(() => t.close());

describe('access', () => {
  const memberEndpoints: [string, string, unknown?][] = [
    ['GET', '/api/community/me'],
    ['GET', '/api/community/members'],
    ['GET', '/api/community/threads'],
    ['POST', '/api/community/threads', { spaceId: 'general', title: 'Hello there', body: 'x' }],
    ['GET', '/api/community/threads/abc'],
    ['POST', '/api/community/threads/abc/replies', { body: 'x' }],
    ['PATCH', '/api/community/posts/abc', { body: 'x' }],
    ['DELETE', '/api/community/posts/abc'],
    ['POST', '/api/community/posts/abc/report', { reason: 'spam' }],
    ['GET', '/api/suggestions'],
    ['POST', '/api/suggestions', { title: 'A topic', details: 'Some details that are long enough', category: 'article' }],
    ['PUT', '/api/suggestions/abc/vote'],
    ['DELETE', '/api/suggestions/abc/vote'],
  ];
  const adminEndpoints: [string, string, unknown?][] = [
    ['GET', '/api/community/moderation'],
    ['POST', '/api/community/moderation/posts/abc/hide'],
    ['POST', '/api/community/moderation/posts/abc/restore'],
    ['POST', '/api/community/moderation/posts/abc/dismiss'],
    ['POST', '/api/community/moderation/members/abc/suspend', {}],
    ['DELETE', '/api/community/moderation/members/abc/suspend'],
    ['PATCH', '/api/suggestions/abc/status', { status: 'planned' }],
  ];

  it('answers 401 to visitors and 403 to signed-in non-members (a lapsed membership included)', async () => {
    for (const [method, path, json] of [...memberEndpoints, ...adminEndpoints]) {
      expect((await call(null, path, method, json)).status, `${method} ${path}`).toBe(401);
      expect((await call(cal, path, method, json)).status, `${method} ${path}`).toBe(403);
      expect((await call(lapsed, path, method, json)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers 403 to members on every moderation and status endpoint', async () => {
    for (const [method, path, json] of adminEndpoints) expect((await call(ada, path, method, json)).status, `${method} ${path}`).toBe(403);
  });

  it('refuses a cross-site write even with a member’s cookie', async () => {
    const res = await t.request('/api/community/threads', {
      method: 'POST',
      json: { spaceId: 'general', title: 'Cross-site', body: 'x' },
      headers: { cookie: ada.cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('member directory', () => {
  const listed = async (who: User, query = '') =>
    (await body<{ members: { id: string; fullName: string }[] }>(await call(who, `/api/community/members${query}`))).members;

  it('lists only members who chose to be shown, never a hidden profile, a non-member or an email', async () => {
    expect(await listed(bob)).toEqual([]);
    // A non-member who opts in is still not a member of the directory.
    await call(cal, '/api/profile', 'PATCH', { directoryVisibility: 'members' });
    const res = await call(ada, '/api/profile', 'PATCH', {
      directoryVisibility: 'members',
      headline: 'Tax partner',
      practiceSetting: 'Small',
      practiceArea: 'Estate planning',
    });
    expect(res.status).toBe(200);
    const raw = await (await call(bob, '/api/community/members')).text();
    expect(raw).not.toContain('@example.com');
    const { members } = JSON.parse(raw) as { members: Record<string, unknown>[] };
    expect(members).toEqual([
      { id: ada.id, fullName: 'Ada Lovelace', avatarUrl: null, headline: 'Tax partner', practiceSetting: 'Small', memberSince: expect.any(String) },
    ]);
  });

  it('searches name, headline and practice area, and filters by practice setting', async () => {
    await call(dee, '/api/profile', 'PATCH', { directoryVisibility: 'members', headline: 'Editor', practiceSetting: 'BigLaw' });
    expect((await listed(bob, '?q=estate')).map((m) => m.id)).toEqual([ada.id]);
    expect((await listed(bob, '?q=lovel')).map((m) => m.id)).toEqual([ada.id]);
    expect((await listed(bob, '?q=%25')).map((m) => m.id)).toEqual([]);
    expect((await listed(bob, '?practiceSetting=BigLaw')).map((m) => m.id)).toEqual([dee.id]);
    expect((await listed(bob)).map((m) => m.fullName)).toEqual(['Ada Lovelace', 'Dee Admin']);
    const bad = await call(bob, '/api/community/members?practiceSetting=Nope');
    expect(bad.status).toBe(400);
  });

  it('drops a member the moment they hide themselves', async () => {
    await call(ada, '/api/profile', 'PATCH', { directoryVisibility: 'hidden' });
    expect((await listed(bob)).map((m) => m.id)).toEqual([dee.id]);
    expect((await listed(bob, '?q=Ada')).map((m) => m.id)).toEqual([]);
  });
});

type ThreadBody = {
  thread: { id: string; title: string };
  posts: { id: string; bodyHtml: string; body: string | null; isOwn: boolean; hidden: boolean }[];
};

describe('threads and posts', () => {
  let threadId: string;
  let openingId: string;
  let replyId: string;

  it('validates a new thread with clear messages and stores nothing', async () => {
    const res = await call(ada, '/api/community/threads', 'POST', { spaceId: 'nowhere', title: 'Hi', body: '   ' });
    expect(res.status).toBe(400);
    expect((await body(res)).fieldErrors).toEqual({
      spaceId: ['Choose a topic space'],
      title: ['Title must be at least 5 characters'],
      body: ['Write something before posting'],
    });
    expect((await body<{ threads: unknown[] }>(await call(ada, '/api/community/threads'))).threads).toEqual([]);
  });

  it('creates a thread whose Markdown is rendered and sanitized', async () => {
    const markdown = [
      '**Bold** and [a link](https://example.com) and [bad](javascript:alert(1))',
      '',
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      '',
      '# Heading',
    ].join('\n');
    const res = await call(ada, '/api/community/threads', 'POST', { spaceId: 'investing', title: 'Roth conversions at 40?', body: markdown });
    expect(res.status).toBe(201);
    threadId = (await body<{ id: string }>(res)).id;
    const thread = await body<ThreadBody>(await call(bob, `/api/community/threads/${threadId}`));
    const html = thread.posts[0]?.bodyHtml ?? '';
    openingId = thread.posts[0]?.id as string;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">a link</a>');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<h3>Heading</h3>');
    // Only the author gets the Markdown source back (for editing).
    expect(thread.posts[0]?.body).toBeNull();
    expect(thread.posts[0]?.isOwn).toBe(false);
  });

  it('notifies the thread’s author of a reply from someone else, not of their own', async () => {
    const res = await call(bob, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'Depends on your **bracket**.' });
    expect(res.status).toBe(201);
    replyId = (await body<{ id: string }>(res)).id;
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, ada.id));
    const reply = notes.filter((n) => n.title === 'New reply to your thread');
    expect(reply).toHaveLength(1);
    expect(reply[0]?.message).toBe('Bob Marley replied to “Roth conversions at 40?”: Depends on your bracket.');
    expect(reply[0]?.linkUrl).toBe(`/community?thread=${threadId}#post-${replyId}`);
    await call(ada, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'Thanks!' });
    const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, ada.id));
    expect(after.filter((n) => n.title === 'New reply to your thread')).toHaveLength(1);
    const bobs = await t.database.db.select().from(notifications).where(eq(notifications.userId, bob.id));
    expect(bobs.filter((n) => n.title === 'New reply to your thread')).toHaveLength(0);
  });

  it('lists threads by space with reply counts', async () => {
    const { threads } = await body<{ threads: { id: string; replyCount: number; spaceName: string }[] }>(
      await call(bob, '/api/community/threads?space=investing'),
    );
    expect(threads).toMatchObject([{ id: threadId, replyCount: 2, spaceName: 'Investing & Retirement' }]);
    expect((await body<{ threads: unknown[] }>(await call(bob, '/api/community/threads?space=career'))).threads).toEqual([]);
    expect((await body<{ threads: unknown[] }>(await call(bob, '/api/community/threads?q=roth'))).threads).toHaveLength(1);
  });

  it('lets authors edit and delete their own posts; another member’s post answers 404', async () => {
    expect((await call(ada, `/api/community/posts/${replyId}`, 'PATCH', { body: 'Hijack' })).status).toBe(404);
    expect((await call(ada, `/api/community/posts/${replyId}`, 'DELETE')).status).toBe(404);
    expect((await call(bob, `/api/community/posts/${openingId}`, 'PATCH', { body: 'Hijack', title: 'Hijacked' })).status).toBe(404);
    expect((await call(bob, '/api/community/posts/no-such-post', 'PATCH', { body: 'x' })).status).toBe(404);
    const bad = await call(bob, `/api/community/posts/${replyId}`, 'PATCH', { body: '' });
    expect((await body(bad)).fieldErrors).toEqual({ body: ['Write something before posting'] });
    const ok = await call(bob, `/api/community/posts/${replyId}`, 'PATCH', { body: 'It depends on your _bracket_.' });
    expect(ok.status).toBe(200);
    await call(ada, `/api/community/posts/${openingId}`, 'PATCH', { body: 'Edited', title: 'Roth conversions at 45?' });
    const thread = await body<ThreadBody & { posts: { editedAt: string | null }[] }>(await call(bob, `/api/community/threads/${threadId}`));
    expect(thread.thread.title).toBe('Roth conversions at 45?');
    expect(thread.posts[1]?.bodyHtml).toBe('<p>It depends on your <em>bracket</em>.</p>');
    expect(thread.posts[1]?.editedAt).not.toBeNull();
    expect(thread.posts[1]?.body).toBe('It depends on your _bracket_.');
    // Deleting a reply.
    const temp = await body<{ id: string }>(await call(bob, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'temporary' }));
    expect((await call(bob, `/api/community/posts/${temp.id}`, 'DELETE')).status).toBe(200);
    expect((await body<ThreadBody>(await call(bob, `/api/community/threads/${threadId}`))).posts.map((p) => p.id)).not.toContain(temp.id);
  });

  it('deleting the opening post deletes the thread', async () => {
    const { id } = await body<{ id: string }>(
      await call(bob, '/api/community/threads', 'POST', { spaceId: 'career', title: 'Short-lived thread', body: 'bye' }),
    );
    const [opening] = (await body<ThreadBody>(await call(bob, `/api/community/threads/${id}`))).posts;
    expect((await call(bob, `/api/community/posts/${opening?.id}`, 'DELETE')).status).toBe(200);
    expect((await call(bob, `/api/community/threads/${id}`)).status).toBe(404);
  });

  describe('reports and moderation', () => {
    it('takes one report per member, never of one’s own post', async () => {
      expect((await call(ada, `/api/community/posts/${replyId}/report`, 'POST', { reason: 'nope' })).status).toBe(400);
      expect((await call(ada, `/api/community/posts/${replyId}/report`, 'POST', { reason: 'advice', details: 'Tells me what to buy' })).status).toBe(
        201,
      );
      const again = await call(ada, `/api/community/posts/${replyId}/report`, 'POST', { reason: 'spam' });
      expect(again.status).toBe(409);
      expect((await body(again)).message).toBe('You have already reported this post.');
      const own = await call(bob, `/api/community/posts/${replyId}/report`, 'POST', { reason: 'spam' });
      expect(own.status).toBe(400);
      expect((await body(own)).message).toBe('You cannot report your own post.');
    });

    it('puts the report in the admin queue; hiding removes the post for members, who can no longer act on it', async () => {
      const queue = await body<{ reported: { postId: string; reports: { reasonLabel: string; reporterName: string }[] }[] }>(
        await call(dee, '/api/community/moderation'),
      );
      expect(queue.reported).toMatchObject([
        { postId: replyId, reports: [{ reasonLabel: 'Personalized financial, legal or tax advice', reporterName: 'Ada Lovelace' }] },
      ]);
      expect((await call(dee, `/api/community/moderation/posts/${replyId}/hide`, 'POST')).status).toBe(200);
      for (const who of [ada, bob]) {
        const thread = await body<ThreadBody>(await call(who, `/api/community/threads/${threadId}`));
        expect(thread.posts.map((p) => p.id)).not.toContain(replyId);
      }
      // Even its author cannot edit, delete or report it now.
      expect((await call(bob, `/api/community/posts/${replyId}`, 'PATCH', { body: 'sneaky' })).status).toBe(404);
      expect((await call(bob, `/api/community/posts/${replyId}`, 'DELETE')).status).toBe(404);
      expect((await call(ada, `/api/community/posts/${replyId}/report`, 'POST', { reason: 'spam' })).status).toBe(404);
      // Admins still see it, marked hidden; the queue moved it from reported to hidden.
      const adminView = await body<ThreadBody>(await call(dee, `/api/community/threads/${threadId}`));
      expect(adminView.posts.find((p) => p.id === replyId)?.hidden).toBe(true);
      const after = await body<{ reported: unknown[]; hidden: { postId: string }[] }>(await call(dee, '/api/community/moderation'));
      expect(after.reported).toEqual([]);
      expect(after.hidden.map((h) => h.postId)).toEqual([replyId]);
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'community.hide'), eq(auditLog.target, replyId)));
      expect(audits).toHaveLength(1);
    });

    it('hiding an opening post hides the whole thread from members', async () => {
      expect((await call(dee, `/api/community/moderation/posts/${openingId}/hide`, 'POST')).status).toBe(200);
      expect((await call(bob, `/api/community/threads/${threadId}`)).status).toBe(404);
      expect((await call(bob, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'hello?' })).status).toBe(404);
      expect((await body<{ threads: { id: string }[] }>(await call(bob, '/api/community/threads'))).threads.map((x) => x.id)).not.toContain(threadId);
      expect((await body<{ threads: { id: string }[] }>(await call(dee, '/api/community/threads'))).threads.map((x) => x.id)).toContain(threadId);
    });

    it('restoring brings posts back', async () => {
      expect((await call(dee, `/api/community/moderation/posts/${openingId}/restore`, 'POST')).status).toBe(200);
      expect((await call(dee, `/api/community/moderation/posts/${replyId}/restore`, 'POST')).status).toBe(200);
      const thread = await body<ThreadBody>(await call(ada, `/api/community/threads/${threadId}`));
      expect(thread.posts.map((p) => p.id)).toContain(replyId);
      expect((await call(dee, '/api/community/moderation/posts/nope/hide', 'POST')).status).toBe(404);
    });

    it('dismissing reports keeps the post and empties the queue', async () => {
      await call(ada, `/api/community/posts/${replyId}/report`, 'POST', { reason: 'spam' }).catch(() => {});
      const { id } = await body<{ id: string }>(await call(bob, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'Buy now!' }));
      await call(ada, `/api/community/posts/${id}/report`, 'POST', { reason: 'spam' });
      expect((await body<{ reported: { postId: string }[] }>(await call(dee, '/api/community/moderation'))).reported.map((r) => r.postId)).toEqual([
        id,
      ]);
      expect((await call(dee, `/api/community/moderation/posts/${id}/dismiss`, 'POST')).status).toBe(200);
      expect((await body<{ reported: unknown[] }>(await call(dee, '/api/community/moderation'))).reported).toEqual([]);
      const [row] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, id));
      expect(row?.status).toBe('visible');
    });

    it('a suspended member can read but not post, reply or edit, until the suspension is lifted', async () => {
      expect((await call(dee, `/api/community/moderation/members/${bob.id}/suspend`, 'POST', { reason: 'Repeated advertising' })).status).toBe(200);
      expect(await body(await call(bob, '/api/community/me'))).toEqual({ isAdmin: false, suspended: true });
      const post = await call(bob, '/api/community/threads', 'POST', { spaceId: 'general', title: 'Still here?', body: 'hi' });
      expect(post.status).toBe(403);
      expect((await body(post)).message).toBe('Your posting privileges are suspended. Contact us if you think this is a mistake.');
      expect((await call(bob, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'hi' })).status).toBe(403);
      expect((await call(bob, `/api/community/posts/${replyId}`, 'PATCH', { body: 'edit' })).status).toBe(403);
      expect((await call(bob, `/api/community/threads/${threadId}`)).status).toBe(200);
      const queue = await body<{ suspended: { userId: string; reason: string }[] }>(await call(dee, '/api/community/moderation'));
      expect(queue.suspended).toMatchObject([{ userId: bob.id, reason: 'Repeated advertising' }]);
      expect((await call(dee, `/api/community/moderation/members/${dee.id}/suspend`, 'POST', {})).status).toBe(400);
      expect((await call(dee, '/api/community/moderation/members/nobody/suspend', 'POST', {})).status).toBe(404);
      expect((await call(dee, `/api/community/moderation/members/${bob.id}/suspend`, 'DELETE')).status).toBe(200);
      expect((await call(bob, `/api/community/threads/${threadId}/replies`, 'POST', { body: 'back' })).status).toBe(201);
    });
  });
});

describe('suggestions', () => {
  let id: string;

  it('validates with clear messages and stores nothing', async () => {
    const res = await call(ada, '/api/suggestions', 'POST', { title: 'Hi', details: 'short', category: 'podcast' });
    expect(res.status).toBe(400);
    expect((await body(res)).fieldErrors).toEqual({
      title: ['Title must be at least 5 characters'],
      details: ['Please add at least 20 characters of detail'],
      category: ['Choose a category'],
    });
    expect((await body<{ suggestions: unknown[] }>(await call(ada, '/api/suggestions'))).suggestions).toEqual([]);
  });

  it('creates a suggestion everyone sees, with status new', async () => {
    const res = await call(ada, '/api/suggestions', 'POST', {
      title: 'Backdoor Roth walkthrough',
      details: 'A step-by-step session on the pro-rata rule.',
      category: 'session',
    });
    expect(res.status).toBe(201);
    id = (await body<{ id: string }>(res)).id;
    const { suggestions } = await body<{ suggestions: Record<string, unknown>[] }>(await call(bob, '/api/suggestions'));
    expect(suggestions).toMatchObject([{ id, status: 'new', voteCount: 0, votedByMe: false, isOwn: false, authorName: 'Ada Lovelace' }]);
  });

  it('counts one vote per member, however often they vote', async () => {
    for (let i = 0; i < 3; i++) expect(await body(await call(bob, `/api/suggestions/${id}/vote`, 'PUT'))).toEqual({ voteCount: 1, votedByMe: true });
    await Promise.all([call(dee, `/api/suggestions/${id}/vote`, 'PUT'), call(dee, `/api/suggestions/${id}/vote`, 'PUT')]);
    expect(await body(await call(ada, `/api/suggestions/${id}/vote`, 'PUT'))).toEqual({ voteCount: 3, votedByMe: true });
    expect(await body(await call(ada, `/api/suggestions/${id}/vote`, 'DELETE'))).toEqual({ voteCount: 2, votedByMe: false });
    expect(await body(await call(ada, `/api/suggestions/${id}/vote`, 'DELETE'))).toEqual({ voteCount: 2, votedByMe: false });
    expect((await call(bob, '/api/suggestions/nope/vote', 'PUT')).status).toBe(404);
    const { suggestions } = await body<{ suggestions: Record<string, unknown>[] }>(await call(bob, '/api/suggestions'));
    expect(suggestions[0]).toMatchObject({ voteCount: 2, votedByMe: true });
  });

  it('lets admins set the status and notifies the proposer once per change', async () => {
    expect((await call(dee, `/api/suggestions/${id}/status`, 'PATCH', { status: 'maybe' })).status).toBe(400);
    expect((await call(dee, '/api/suggestions/nope/status', 'PATCH', { status: 'planned' })).status).toBe(404);
    expect(await body(await call(dee, `/api/suggestions/${id}/status`, 'PATCH', { status: 'planned' }))).toEqual({
      status: 'planned',
      changed: true,
    });
    expect(await body(await call(dee, `/api/suggestions/${id}/status`, 'PATCH', { status: 'planned' }))).toEqual({
      status: 'planned',
      changed: false,
    });
    const notes = (await t.database.db.select().from(notifications).where(eq(notifications.userId, ada.id))).filter((n) =>
      n.title.startsWith('Your suggestion'),
    );
    expect(notes.map((n) => [n.title, n.message, n.linkUrl])).toEqual([
      ['Your suggestion is planned', '“Backdoor Roth walkthrough” is on our plan. Thanks for proposing it.', '/suggestions'],
    ]);
    const filtered = await body<{ suggestions: unknown[] }>(await call(bob, '/api/suggestions?status=planned'));
    expect(filtered.suggestions).toHaveLength(1);
    expect((await body<{ suggestions: unknown[] }>(await call(bob, '/api/suggestions?status=declined'))).suggestions).toHaveLength(0);
  });
});
