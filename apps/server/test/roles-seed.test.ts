import { eq, sql } from 'drizzle-orm';
import { grantAdmin } from './two-factor-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, jobs, liveSessions, subscribers, userRoles, users } from '../src/db/schema/index.ts';
import { DEMO_COMMUNITY_MEMBERS } from '../src/db/seed/community.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { DEMO_CONTENT } from '../src/db/seed/member-area.ts';
import { runSeed } from '../src/db/seed/index.ts';
import { requireAdmin, requireMember, requireSuperAdmin, sessionOf } from '../src/middleware/session.ts';
import { createVerifiedUser, me, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.get(
          '/api/test/admin',
          (c, next) => requireAdmin(t.deps)(c, next),
          (c) => c.json({ ok: sessionOf(c).user.email }),
        );
        app.get(
          '/api/test/member',
          (c, next) => requireMember(t.deps)(c, next),
          (c) => c.json({ ok: true }),
        );
        app.get(
          '/api/test/super',
          (c, next) => requireSuperAdmin(t.deps)(c, next),
          (c) => c.json({ ok: true }),
        );
      },
    },
  );
  await runSeed(t.deps);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('creates a verified admin, member and non-member once, however often the seed runs', async () => {
    await runSeed(t.deps);
    const rows = await t.database.db.select({ email: users.email, verified: users.emailVerified }).from(users);
    // The three sign-in accounts, plus the demo community's members (who have no password).
    expect(rows.map((r) => r.email).sort()).toEqual(
      [...DEMO_ACCOUNTS.map((d) => d.email), ...DEMO_COMMUNITY_MEMBERS.map((m) => `${m.key}.demo@attorneywealth.test`)].sort(),
    );
    expect(rows.every((r) => r.verified)).toBe(true);
    for (const demo of DEMO_ACCOUNTS) expect((await signedInCookie(t, demo.email, demo.password)).length).toBeGreaterThan(0);
  });

  it('fills the content hub and schedules two upcoming live sessions with reminders, once', async () => {
    await runSeed(t.deps);
    const items = await t.database.db.select({ title: contentItems.title, published: contentItems.published }).from(contentItems);
    expect(items.map((i) => i.title).sort()).toEqual(DEMO_CONTENT.map((c) => c.title).sort());
    expect(items.every((i) => i.published)).toBe(true);
    // Two upcoming sessions; the demo community adds one past session with its replay.
    const sessions = (await t.database.db.select().from(liveSessions)).filter((s) => s.replayUrl === null);
    expect(sessions).toHaveLength(2);
    for (const s of sessions) expect(s.startsAt.getTime()).toBeGreaterThan(Date.now());
    const reminders = await t.database.db.select().from(jobs).where(eq(jobs.name, 'session.reminder'));
    expect(reminders.length).toBeGreaterThan(0);
  });
});

describe('roles and membership on the server', () => {
  const cookieOf = (role: string) => {
    const demo = DEMO_ACCOUNTS.find((d) => d.role === role);
    if (!demo) throw new Error(role);
    return signedInCookie(t, demo.email, demo.password);
  };

  it('admin routes: 401 for visitors, 403 for members, 200 for admins', async () => {
    expect((await t.request('/api/test/admin')).status).toBe(401);
    expect((await t.request('/api/test/admin', { headers: { cookie: await cookieOf('member') } })).status).toBe(403);
    expect((await t.request('/api/test/admin', { headers: { cookie: await cookieOf('admin') } })).status).toBe(200);
  });

  it('member routes: 401 visitors, 403 non-members, 200 members and admins', async () => {
    expect((await t.request('/api/test/member')).status).toBe(401);
    expect((await t.request('/api/test/member', { headers: { cookie: await cookieOf('visitor') } })).status).toBe(403);
    expect((await t.request('/api/test/member', { headers: { cookie: await cookieOf('member') } })).status).toBe(200);
    expect((await t.request('/api/test/member', { headers: { cookie: await cookieOf('admin') } })).status).toBe(200);
  });

  it('a lapsed membership no longer opens member routes', async () => {
    const cookie = await cookieOf('member');
    const id = (await me(t, cookie)).user?.id ?? '';
    await t.database.db
      .update(subscribers)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscribers.userId, id));
    expect((await t.request('/api/test/member', { headers: { cookie } })).status).toBe(403);
    const sub = (await (await t.request('/api/subscription', { headers: { cookie } })).json()) as {
      isSubscribed: boolean;
      status: string;
      plan: string;
    };
    expect(sub).toMatchObject({ isSubscribed: false, status: 'active', plan: 'annual' });
    await t.database.db
      .update(subscribers)
      .set({ currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(subscribers.userId, id));
  });

  it('admin status comes only from user_roles, not the profile role field', async () => {
    const cookie = await createVerifiedUser(t, 'pretender@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${id}`);
    expect((await me(t, cookie)).isAdmin).toBe(false);
    expect((await t.request('/api/test/admin', { headers: { cookie } })).status).toBe(403);
    await t.database.db.insert(userRoles).values({ userId: id, role: 'admin' });
    expect((await me(t, cookie)).isAdmin).toBe(true);
  });

  it('the super-admin guard lets only SUPER_ADMIN_EMAIL through', async () => {
    const other = await createVerifiedUser(t, 'second-admin@example.com');
    const id = (await me(t, other)).user?.id ?? '';
    await grantAdmin(t, id);
    const refused = await t.request('/api/test/super', { headers: { cookie: other } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This page is only accessible to authorized administrators.');
    expect((await t.request('/api/test/super', { headers: { cookie: await cookieOf('admin') } })).status).toBe(200);
  });

  it('GET /api/subscription answers the member’s own state', async () => {
    const body = await (await t.request('/api/subscription', { headers: { cookie: await cookieOf('member') } })).json();
    expect(body).toMatchObject({ isSubscribed: true, status: 'active', plan: 'annual', cancelAtPeriodEnd: false });
    // Nothing beyond the member's own state: the firm whose seat they hold (none here) and a trial's end.
    expect(Object.keys(body as object).sort()).toEqual([
      'cancelAtPeriodEnd',
      'currentPeriodEnd',
      'firm',
      'isSubscribed',
      'memberSince',
      'plan',
      'status',
      'trialEndsAt',
    ]);
    expect(body).toMatchObject({ firm: null, trialEndsAt: null });
  });
});
