import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_CONTENT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  CONTENT_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  PAGING_MESSAGES,
  REPLIES_PAGE_SIZE,
  SUGGESTIONS_PAGE_SIZE,
  THREADS_PAGE_SIZE,
} from '@awc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, communityPosts, communityThreads, contentItems, profiles, subscribers, suggestions, users } from '../src/db/schema/index.ts';
import { grantAdmin } from './two-factor-helpers.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Cursor paging (decision 340): every list is read page by page through the API with more rows
 * than two pages, all written within one millisecond (many share one timestamp exactly, others
 * differ by microseconds only), and the pages together must be every row once, in the list's order.
 */

type User = { id: string; cookie: string };
let t: TestApp;
let ada: User;
let dee: User;

const makeUser = async (email: string, firstName: string, lastName: string): Promise<User> => {
  const cookie = await createVerifiedUser(t, email, 'Passw0rdOk', { firstName, lastName });
  return { id: (await me(t, cookie)).user?.id as string, cookie };
};

/** Inside one millisecond: row i is `i % 7` microseconds after the base, so ties and sub-millisecond steps mix. */
const inOneMs = (i: number) => sql`timestamptz '2026-03-02 12:00:00.000+00' + ${i % 7} * interval '1 microsecond'`;
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String((i * 37) % n).padStart(3, '0')}-${i}`);

/** Follows `nextCursor` to the end, collecting the ids the pages list. */
const readAll = async (who: User, path: string, pick: (body: Record<string, unknown>) => { id: string }[]) => {
  const seen: string[] = [];
  const sizes: number[] = [];
  let cursor = '';
  for (let guard = 0; guard < 50; guard++) {
    const url = `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`;
    const res = await t.request(url, { headers: { cookie: who.cookie } });
    expect(res.status, url).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const rows = pick(body);
    sizes.push(rows.length);
    seen.push(...rows.map((r) => r.id));
    if (!body.nextCursor) return { seen, sizes };
    cursor = body.nextCursor as string;
  }
  throw new Error('paging did not end');
};

const column = async (query: ReturnType<typeof sql>) => {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await makeUser('ada@example.com', 'Ada', 'Lovelace');
  dee = await makeUser('dee@example.com', 'Dee', 'Admin');
  await t.database.db.insert(subscribers).values({ userId: ada.id, plan: 'monthly', status: 'active', currentPeriodEnd: null, provider: 'test' });
  await grantAdmin(t, dee.id);
});
afterAll(() => t.close());

describe('cursor paging never hides or repeats a row', () => {
  it('threads', async () => {
    const threadIds = ids('t', THREADS_PAGE_SIZE * 2 + 5);
    await t.database.db.insert(communityThreads).values(
      threadIds.map((id, i) => ({
        id,
        spaceId: 'general',
        authorId: ada.id,
        title: `Thread ${id}`,
        createdAt: inOneMs(i),
        lastActivityAt: inOneMs(i),
      })),
    );
    await t.database.db
      .insert(communityPosts)
      .values(
        threadIds.map((id) => ({ id: `${id}-open`, threadId: id, authorId: ada.id, isOpening: true, body: 'Hello', bodyHtml: '<p>Hello</p>' })),
      );
    const { seen, sizes } = await readAll(ada, '/api/community/threads', (b) => b.threads as { id: string }[]);
    expect(sizes).toEqual([THREADS_PAGE_SIZE, THREADS_PAGE_SIZE, 5]);
    expect(seen).toEqual(await column(sql`select id from community_threads order by last_activity_at desc, id desc`));
  });

  it('replies, after the opening post', async () => {
    const [thread] = await column(sql`select id from community_threads order by id limit 1`);
    const replyIds = ids('r', REPLIES_PAGE_SIZE * 2 + 5);
    await t.database.db.insert(communityPosts).values(
      replyIds.map((id, i) => ({
        id,
        threadId: thread as string,
        authorId: ada.id,
        body: 'Reply',
        bodyHtml: '<p>Reply</p>',
        createdAt: inOneMs(i),
      })),
    );
    const { seen, sizes } = await readAll(ada, `/api/community/threads/${thread}`, (b) => b.posts as { id: string }[]);
    expect(sizes).toEqual([REPLIES_PAGE_SIZE + 1, REPLIES_PAGE_SIZE, 5]);
    expect(seen[0]).toBe(`${thread}-open`);
    expect(seen.slice(1)).toEqual(
      await column(sql`select id from community_posts where thread_id = ${thread} and not is_opening order by created_at, id`),
    );
  });

  it('members in the directory (by name; namesakes included)', async () => {
    const memberIds = ids('m', DIRECTORY_PAGE_SIZE * 2 + 5);
    await t.database.db
      .insert(users)
      .values(memberIds.map((id, i) => ({ id, name: 'x', email: `${id}@example.com`, emailVerified: true, createdAt: inOneMs(i) })));
    // Three names only: most members share their name with others, so the id alone orders them.
    await t.database.db.insert(profiles).values(
      memberIds.map((id, i) => ({
        id,
        email: `${id}@example.com`,
        firstName: ['Sam', 'Alex', 'Kim'][i % 3],
        lastName: 'Lee',
        directoryVisibility: 'members',
        createdAt: inOneMs(i),
      })),
    );
    await t.database.db
      .insert(subscribers)
      .values(memberIds.map((id) => ({ userId: id, plan: 'monthly', status: 'active', currentPeriodEnd: null, provider: 'test' })));
    const { seen, sizes } = await readAll(ada, '/api/community/members', (b) => b.members as { id: string }[]);
    expect(sizes).toEqual([DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE, 5]);
    expect(seen).toEqual(await column(sql`select id from profiles where directory_visibility = 'members' order by full_name, id`));
    const res = await t.request('/api/community/members?q=kim', { headers: { cookie: ada.cookie } });
    expect(((await res.json()) as { total: number }).total).toBe(memberIds.filter((_, i) => i % 3 === 2).length);
  });

  it('the content hub and the admin content list', async () => {
    const itemIds = ids('c', ADMIN_CONTENT_PAGE_SIZE * 2 + 5);
    await t.database.db.insert(contentItems).values(
      itemIds.map((id, i) => ({
        id,
        title: `Item ${id}`,
        summary: 'A summary',
        kind: 'article',
        category: 'investing',
        published: i % 10 !== 0,
        createdAt: inOneMs(i),
      })),
    );
    const member = await readAll(ada, '/api/content', (b) => b.items as { id: string }[]);
    const published = await column(sql`select id from content_items where published order by created_at desc, id desc`);
    expect(member.seen).toEqual(published);
    expect(member.sizes.slice(0, 2)).toEqual([CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE]);
    const admin = await readAll(dee, '/api/admin/content', (b) => b.items as { id: string }[]);
    expect(admin.sizes).toEqual([ADMIN_CONTENT_PAGE_SIZE, ADMIN_CONTENT_PAGE_SIZE, 5]);
    expect(admin.seen).toEqual(await column(sql`select id from content_items order by created_at desc, id desc`));
  });

  it('suggestions, newest and top', async () => {
    const suggestionIds = ids('s', SUGGESTIONS_PAGE_SIZE * 2 + 5);
    await t.database.db.insert(suggestions).values(
      suggestionIds.map((id, i) => ({
        id,
        authorId: ada.id,
        title: `Suggestion ${id}`,
        details: 'Details long enough to pass',
        category: 'article',
        voteCount: i % 4,
        createdAt: inOneMs(i),
      })),
    );
    const newest = await readAll(ada, '/api/suggestions?sort=new', (b) => b.suggestions as { id: string }[]);
    expect(newest.sizes).toEqual([SUGGESTIONS_PAGE_SIZE, SUGGESTIONS_PAGE_SIZE, 5]);
    expect(newest.seen).toEqual(await column(sql`select id from suggestions order by created_at desc, id desc`));
    const top = await readAll(ada, '/api/suggestions?sort=top', (b) => b.suggestions as { id: string }[]);
    expect(top.seen).toEqual(await column(sql`select id from suggestions order by vote_count desc, created_at desc, id desc`));
  });

  it('the admin user list and audit log', async () => {
    const usersSeen = await readAll(dee, '/api/admin/users', (b) => b.users as { id: string }[]);
    const allUsers = await column(sql`select id from users order by created_at desc, id desc`);
    expect(allUsers.length).toBeGreaterThan(ADMIN_USERS_PAGE_SIZE * 2);
    expect(usersSeen.seen).toEqual(allUsers);
    const auditIds = ids('a', ADMIN_AUDIT_PAGE_SIZE * 2 + 5);
    await t.database.db
      .insert(auditLog)
      .values(
        auditIds.map((id, i) => ({ id, actorId: dee.id, actorEmail: 'dee@example.com', action: 'test.row', target: id, createdAt: inOneMs(i) })),
      );
    const audit = await readAll(dee, '/api/admin/audit', (b) => b.entries as { id: string }[]);
    expect(audit.seen).toEqual(await column(sql`select id from audit_log order by created_at desc, id desc`));
    expect(new Set(audit.seen).size).toBe(audit.seen.length);
  });

  it('a cursor that was tampered with answers 400 with a clear message and nothing else', async () => {
    const timed = ['/api/community/threads', '/api/content', '/api/suggestions', '/api/admin/audit'];
    const bad: [string, string[]][] = [
      ['not*base64', [...timed, '/api/community/members']],
      [Buffer.from('{"a":1}').toString('base64url'), [...timed, '/api/community/members']],
      // The directory's key is a name, so any text is a place in it; a timestamp must be one.
      [Buffer.from('["yesterday","x"]').toString('base64url'), timed],
      [Buffer.from('["2026-01-01 00:00:00+00"]').toString('base64url'), [...timed, '/api/community/members']],
      ['x'.repeat(2000), [...timed, '/api/community/members']],
    ];
    for (const [cursor, paths] of bad) {
      for (const path of paths) {
        const res = await t.request(`${path}?cursor=${cursor}`, { headers: { cookie: (path.startsWith('/api/admin') ? dee : ada).cookie } });
        expect(res.status, `${path} ${cursor}`).toBe(400);
        expect(JSON.stringify(await res.json())).toContain(PAGING_MESSAGES.badCursor);
      }
    }
  });
});
