import { COMMUNITY_MESSAGES, mentionToken } from '@awc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFollows, communityPosts, notifications, profiles, subscribers } from '../src/db/schema/index.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Follow, mentions, reactions and the edit window (issue 22 item 3). */

type User = { id: string; cookie: string };
let t: TestApp;
let ada: User; // member, listed in the directory
let bob: User; // member, listed
let eve: User; // member, NOT listed (hidden profile)

const makeMember = async (email: string, firstName: string, lastName: string, listed: boolean): Promise<User> => {
  const cookie = await createVerifiedUser(t, email, 'Passw0rdOk', { firstName, lastName });
  const id = (await me(t, cookie)).user?.id as string;
  await t.database.db.insert(subscribers).values({ userId: id, plan: 'monthly', status: 'active', currentPeriodEnd: null, provider: 'test' });
  if (listed) await t.database.db.update(profiles).set({ directoryVisibility: 'members' }).where(eq(profiles.id, id));
  return { id, cookie };
};
const call = (who: User, path: string, method = 'GET', json?: unknown) => t.request(path, { method, json, headers: { cookie: who.cookie } });
const body = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const notesOf = async (who: User, title: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.title, title)))
  ).map((n) => n.message);
const newThread = async (who: User, title: string, text = 'Opening post') => {
  const res = await call(who, '/api/community/threads', 'POST', { spaceId: 'general', title, body: text });
  expect(res.status).toBe(201);
  return (await body<{ id: string }>(res)).id;
};
type Thread = {
  thread: { following: boolean };
  posts: { id: string; bodyHtml: string; reactions: { id: string; count: number; mine: boolean }[] }[];
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await makeMember('ada@example.com', 'Ada', 'Lovelace', true);
  bob = await makeMember('bob@example.com', 'Bob', 'Marley', true);
  eve = await makeMember('eve@example.com', 'Eve', 'Hidden', false);
});
afterAll(() => t.close());

describe('following a thread', () => {
  it('the author follows their own thread; followers hear of replies until they unfollow; following is idempotent', async () => {
    const id = await newThread(ada, 'Who follows this thread?');
    expect((await body<Thread>(await call(ada, `/api/community/threads/${id}`))).thread.following).toBe(true);
    expect((await body<Thread>(await call(bob, `/api/community/threads/${id}`))).thread.following).toBe(false);
    for (let i = 0; i < 2; i++) expect((await body(await call(bob, `/api/community/threads/${id}/follow`, 'PUT'))).following).toBe(true);
    const rows = await t.database.db.select().from(communityFollows).where(eq(communityFollows.threadId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([ada.id, bob.id].sort());

    await call(eve, `/api/community/threads/${id}/replies`, 'POST', { body: 'A first reply' });
    expect(await notesOf(ada, 'New reply to your thread')).toEqual([expect.stringContaining('A first reply')]);
    expect(await notesOf(bob, 'New reply in a thread you follow')).toEqual([expect.stringContaining('A first reply')]);
    expect(await notesOf(eve, 'New reply in a thread you follow')).toEqual([]);

    for (let i = 0; i < 2; i++) expect((await body(await call(bob, `/api/community/threads/${id}/follow`, 'DELETE'))).following).toBe(false);
    await call(eve, `/api/community/threads/${id}/replies`, 'POST', { body: 'A second reply' });
    expect(await notesOf(bob, 'New reply in a thread you follow')).toHaveLength(1);
    expect(await notesOf(ada, 'New reply to your thread')).toHaveLength(2);
    expect((await call(bob, '/api/community/threads/nope/follow', 'PUT')).status).toBe(404);
  });
});

describe('mentions', () => {
  it('notify a member listed in the directory once, and show their name in bold', async () => {
    const id = await newThread(ada, 'Mentioning people');
    const res = await call(ada, `/api/community/threads/${id}/replies`, 'POST', { body: `Thoughts, ${mentionToken('Bob Marley', bob.id)}?` });
    const replyId = (await body<{ id: string }>(res)).id;
    expect(await notesOf(bob, 'You were mentioned')).toEqual([expect.stringContaining('Ada Lovelace mentioned you in “Mentioning people”')]);
    const thread = await body<Thread>(await call(bob, `/api/community/threads/${id}`));
    expect(thread.posts.find((p) => p.id === replyId)?.bodyHtml).toContain('<strong>@Bob Marley</strong>');
    // Editing keeps one notification per post and member.
    await call(ada, `/api/community/posts/${replyId}`, 'PATCH', { body: `Edited: ${mentionToken('Bob', bob.id)}` });
    expect(await notesOf(bob, 'You were mentioned')).toHaveLength(1);
  });

  it('of anyone not listed do nothing and reveal nothing: a hidden member and an unknown id read the same', async () => {
    const id = await newThread(bob, 'Mentioning the unlisted');
    const hidden = await call(bob, `/api/community/threads/${id}/replies`, 'POST', { body: `Hi ${mentionToken('Someone', eve.id)}` });
    const unknown = await call(bob, `/api/community/threads/${id}/replies`, 'POST', { body: `Hi ${mentionToken('Someone', 'no-such-user')}` });
    const xss = await call(bob, `/api/community/threads/${id}/replies`, 'POST', {
      body: '@[<script>alert(1)</script>](member:x) and @[**x**](member:y)',
    });
    expect([hidden.status, unknown.status, xss.status]).toEqual([201, 201, 201]);
    expect(await notesOf(eve, 'You were mentioned')).toEqual([]);
    const posts = (await body<Thread>(await call(ada, `/api/community/threads/${id}`))).posts;
    const html = (r: Response) => r.json().then((b) => posts.find((p) => p.id === (b as { id: string }).id)?.bodyHtml);
    const [a, b, c] = await Promise.all([html(hidden), html(unknown), html(xss)]);
    expect(a).toBe(b);
    expect(a).toBe('<p>Hi @Someone</p>');
    expect(c).not.toContain('<script');
    expect(c).toContain('&lt;script&gt;');
  });

  it('autocomplete offers directory members only (the directory search)', async () => {
    const res = await call(ada, '/api/community/members?q=ev');
    expect((await body<{ members: { id: string }[] }>(res)).members.map((m) => m.id)).not.toContain(eve.id);
    const bobs = await body<{ members: { id: string }[] }>(await call(ada, '/api/community/members?q=bob'));
    expect(bobs.members.map((m) => m.id)).toEqual([bob.id]);
  });
});

describe('reactions', () => {
  it('one of each per member, idempotent both ways, counted per post', async () => {
    const id = await newThread(ada, 'React to this');
    const thread = await body<Thread>(await call(ada, `/api/community/threads/${id}`));
    const postId = thread.posts[0]?.id as string;
    for (let i = 0; i < 3; i++) await call(bob, `/api/community/posts/${postId}/reactions/like`, 'PUT');
    await call(eve, `/api/community/posts/${postId}/reactions/like`, 'PUT');
    const r = await body<{ reactions: Thread['posts'][0]['reactions'] }>(await call(bob, `/api/community/posts/${postId}/reactions/thanks`, 'PUT'));
    expect(r.reactions.find((x) => x.id === 'like')).toEqual({ id: 'like', count: 2, mine: true });
    expect(r.reactions.find((x) => x.id === 'thanks')).toEqual({ id: 'thanks', count: 1, mine: true });
    for (let i = 0; i < 2; i++) await call(bob, `/api/community/posts/${postId}/reactions/like`, 'DELETE');
    const after = (await body<Thread>(await call(ada, `/api/community/threads/${id}`))).posts[0]?.reactions;
    expect(after?.find((x) => x.id === 'like')).toEqual({ id: 'like', count: 1, mine: false });
    expect((await call(bob, `/api/community/posts/${postId}/reactions/angry`, 'PUT')).status).toBe(400);
    expect((await call(bob, '/api/community/posts/missing/reactions/like', 'PUT')).status).toBe(404);
    await t.database.db.update(communityPosts).set({ status: 'hidden' }).where(eq(communityPosts.id, postId));
    expect((await call(bob, `/api/community/posts/${postId}/reactions/like`, 'PUT')).status).toBe(404);
  });
});

describe('editing', () => {
  it('is open for 60 minutes after posting, then refused with a clear message and nothing changes', async () => {
    const id = await newThread(ada, 'Edit me later');
    const postId = (await body<Thread>(await call(ada, `/api/community/threads/${id}`))).posts[0]?.id as string;
    expect((await call(ada, `/api/community/posts/${postId}`, 'PATCH', { body: 'Fixed a typo' })).status).toBe(200);
    await t.database.db.update(communityPosts).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(communityPosts.id, postId));
    const late = await call(ada, `/api/community/posts/${postId}`, 'PATCH', { body: 'Too late' });
    expect(late.status).toBe(409);
    expect((await body(late)).message).toBe(COMMUNITY_MESSAGES.editWindowClosed);
    const [row] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
    expect(row?.body).toBe('Fixed a typo');
  });
});
