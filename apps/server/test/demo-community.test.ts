import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, communityReactions, communityThreads, users } from '../src/db/schema/index.ts';
import { DEMO_THREADS, seedDemoCommunity } from '../src/db/seed/community.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { runSeed } from '../src/db/seed/index.ts';
import { signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Issue 22 item 7: a fresh install (outside production) looks lived in; production seeds none of it. */

let t: TestApp;
let member = '';
beforeAll(async () => {
  t = await createTestApp();
  await runSeed(t.deps);
  await runSeed(t.deps);
  const demo = DEMO_ACCOUNTS.find((d) => d.role === 'member');
  member = await signedInCookie(t, demo?.email as string, demo?.password as string);
});
afterAll(() => t.close());

const get = async <T>(path: string) => {
  const res = await t.request(path, { headers: { cookie: member } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('the demo community of a fresh install', () => {
  it('has threads with replies and reactions by demo members, once however often the seed runs', async () => {
    expect(await t.database.db.select().from(communityThreads)).toHaveLength(DEMO_THREADS.length);
    const { threads } = await get<{ threads: { id: string; replyCount: number }[] }>('/api/community/threads');
    expect(threads).toHaveLength(DEMO_THREADS.length);
    expect(threads.every((th) => th.replyCount > 0)).toBe(true);
    expect((await t.database.db.select().from(communityReactions)).length).toBeGreaterThan(10);
    const detail = await get<{ posts: { reactions: { count: number }[] }[] }>(`/api/community/threads/${threads[threads.length - 1]?.id}`);
    expect(detail.posts[0]?.reactions.some((r) => r.count > 0)).toBe(true);
    const directory = await get<{ total: number }>('/api/community/members');
    expect(directory.total).toBeGreaterThanOrEqual(5);
  });

  it('shows members going to each upcoming session, a replay, and a full content hub', async () => {
    const { upcoming, replays } = await get<{ upcoming: { rsvpCount: number }[]; replays: { title: string; replayUrl: string }[] }>('/api/sessions');
    expect(upcoming.length).toBeGreaterThan(0);
    for (const s of upcoming) expect(s.rsvpCount).toBeGreaterThanOrEqual(3);
    expect(replays).toHaveLength(1);
    const { items } = await get<{ items: unknown[] }>('/api/content');
    expect(items.length).toBeGreaterThanOrEqual(8);
    const dashboard = await get<{ newContent: unknown[]; upcomingSessions: unknown[] }>('/api/dashboard');
    expect(dashboard.newContent.length).toBeGreaterThan(0);
    expect(dashboard.upcomingSessions.length).toBeGreaterThan(0);
  });

  it('demo members cannot sign in (they have no password)', async () => {
    const [jordan] = await t.database.db.select().from(users).where(eq(users.email, 'jordan.demo@attorneywealth.test'));
    expect(jordan).toBeDefined();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'jordan.demo@attorneywealth.test', password: 'anything-at-all1A' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});

describe('in production', () => {
  it('seeds no demo community', async () => {
    const p = await createTestApp();
    try {
      await seedDemoCommunity({ ...p.deps, env: { ...p.deps.env, isProduction: true } });
      expect(await p.database.db.select().from(communityThreads)).toEqual([]);
      expect(await p.database.db.select().from(communityPosts)).toEqual([]);
      expect(await p.database.db.select().from(users)).toEqual([]);
    } finally {
      await p.close();
    }
  });
});
