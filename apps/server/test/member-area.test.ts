import { and, eq } from 'drizzle-orm';
import { grantAdmin } from './two-factor-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentItems, jobs, liveSessions, notifications, subscribers } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { SEED_STEPS } from '../src/db/seed/index.ts';
import { createVerifiedUser, me, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const cookies: Record<'admin' | 'member' | 'visitor' | 'member2' | 'admin2', string> = {
  admin: '',
  member: '',
  visitor: '',
  member2: '',
  admin2: '',
};
const ids: Record<string, string> = {};

const demo = (role: string) => DEMO_ACCOUNTS.find((d) => d.role === role) as (typeof DEMO_ACCOUNTS)[number];

beforeAll(async () => {
  t = await createTestApp();
  // These tests count their own users and items: every seed step but the demo community (its
  // members and threads have their own test in demo-community.test.ts), then an empty hub (the
  // seeded demo items have their own test in roles-seed.test.ts).
  for (const step of SEED_STEPS) if (step.name !== 'demo community') await step.run(t.deps);
  await t.database.db.delete(contentItems);
  await t.database.db.delete(liveSessions);
  await t.database.db.delete(jobs);
  for (const role of ['admin', 'member', 'visitor'] as const) {
    cookies[role] = await signedInCookie(t, demo(role).email, demo(role).password);
    ids[role] = (await me(t, cookies[role])).user?.id as string;
  }
  // A second member (to check scoping) and a second admin who is not the SUPER_ADMIN_EMAIL one.
  cookies.member2 = await createVerifiedUser(t, 'second.member@example.com', 'Passw0rdOk', { firstName: 'Sam', lastName: 'Second' });
  ids.member2 = (await me(t, cookies.member2)).user?.id as string;
  await t.database.db.insert(subscribers).values({ userId: ids.member2, plan: 'monthly', status: 'active', provider: 'demo' });
  cookies.admin2 = await createVerifiedUser(t, 'second.admin@example.com');
  ids.admin2 = (await me(t, cookies.admin2)).user?.id as string;
  await grantAdmin(t, ids.admin2);
});
afterAll(() => t.close());

const call = (path: string, who: keyof typeof cookies | null, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { ...init, headers: who ? { cookie: cookies[who] } : {} });
const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

const sessionBody = (over: Record<string, unknown> = {}) => ({
  title: 'Roth conversions for associates',
  description: 'Live Q&A; bring questions.',
  startsAtLocal: '2030-07-15T19:00',
  timeZone: 'America/New_York',
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/roth',
  replayUrl: '',
  ...over,
});
const contentBody = (over: Record<string, unknown> = {}) => ({
  title: 'PSLF for public-interest lawyers',
  summary: 'How forgiveness works and what to track each year.',
  body: 'First paragraph.\n\nSecond paragraph about <script>alert(1)</script> forms.',
  kind: 'guide',
  category: 'student-loans',
  published: true,
  ...over,
});

describe('who may call what', () => {
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/admin/figures'],
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/x/admin', { admin: true }],
    ['POST', '/api/admin/notifications', { title: 'Hi', message: 'There', userId: 'x' }],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/content'],
    ['POST', '/api/admin/content', contentBody()],
    ['PUT', '/api/admin/content/x', contentBody()],
    ['DELETE', '/api/admin/content/x'],
    ['GET', '/api/admin/sessions'],
    ['POST', '/api/admin/sessions', sessionBody()],
    ['PUT', '/api/admin/sessions/x', sessionBody()],
    ['DELETE', '/api/admin/sessions/x'],
  ];
  it('every admin endpoint: 401 for visitors, 403 for members and non-members', async () => {
    for (const [method, path, body] of adminCalls) {
      expect((await call(path, null, { method, json: body })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, 'member', { method, json: body })).status, `${method} ${path}`).toBe(403);
      expect((await call(path, 'visitor', { method, json: body })).status, `${method} ${path}`).toBe(403);
    }
  });
  it('member endpoints: 401 for visitors, 403 for signed-in non-members', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/dashboard'],
      ['GET', '/api/content'],
      ['GET', '/api/content/x'],
      ['PUT', '/api/content/x/progress', { saved: true }],
      ['GET', '/api/sessions'],
      ['PUT', '/api/sessions/x/rsvp', { going: true }],
      ['GET', '/api/sessions/x/ics'],
    ] as [string, string, unknown?][]) {
      expect((await call(path, null, { method, json: body })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, 'visitor', { method, json: body })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('content hub', () => {
  let guideId = '';
  let draftId = '';
  it('admins create items; bad input is refused with field messages and changes nothing', async () => {
    const bad = await json<{ fieldErrors: Record<string, string[]> }>(
      await call('/api/admin/content', 'admin', {
        method: 'POST',
        json: contentBody({ title: 'x', kind: 'video', videoUrl: 'https://evil.example.com/v' }),
      }),
      400,
    );
    expect(bad.fieldErrors.title).toEqual(['Title must be at least 3 characters']);
    expect(bad.fieldErrors.videoUrl).toEqual(['Use a YouTube or Vimeo link']);
    expect((await json<{ items: unknown[] }>(await call('/api/admin/content', 'admin'))).items).toHaveLength(0);

    guideId = (await json<{ item: { id: string } }>(await call('/api/admin/content', 'admin', { method: 'POST', json: contentBody() }), 201)).item.id;
    await call('/api/admin/content', 'admin', {
      method: 'POST',
      json: contentBody({
        title: 'Index funds, explained',
        summary: 'A video lesson on low-cost index funds.',
        kind: 'video',
        category: 'investing',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    });
    draftId = (
      await json<{ item: { id: string } }>(
        await call('/api/admin/content', 'admin', { method: 'POST', json: contentBody({ title: 'Unpublished draft', published: false }) }),
        201,
      )
    ).item.id;
  });

  it('members see published items, filter by category and kind, and search', async () => {
    const all = await json<{ items: { title: string; embedUrl: string | null }[] }>(await call('/api/content', 'member'));
    expect(all.items.map((i) => i.title).sort()).toEqual(['Index funds, explained', 'PSLF for public-interest lawyers']);
    expect(all.items.find((i) => i.title.startsWith('Index'))?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect((await json<{ items: unknown[] }>(await call('/api/content?category=investing', 'member'))).items).toHaveLength(1);
    expect((await json<{ items: unknown[] }>(await call('/api/content?kind=guide', 'member'))).items).toHaveLength(1);
    expect((await json<{ items: { title: string }[] }>(await call('/api/content?q=forgiveness', 'member'))).items.map((i) => i.title)).toEqual([
      'PSLF for public-interest lawyers',
    ]);
    // % is literal, not a wildcard.
    expect((await json<{ items: unknown[] }>(await call('/api/content?q=%25', 'member'))).items).toHaveLength(0);
    expect((await call('/api/content?category=nope', 'member')).status).toBe(400);
    expect((await call(`/api/content/${draftId}`, 'member')).status).toBe(404);
  });

  it('saved and read are per member', async () => {
    const saved = await json<{ item: { saved: boolean; read: boolean } }>(
      await call(`/api/content/${guideId}/progress`, 'member', { method: 'PUT', json: { saved: true } }),
    );
    expect(saved.item).toMatchObject({ saved: true, read: false });
    const read = await json<{ item: { saved: boolean; read: boolean } }>(
      await call(`/api/content/${guideId}/progress`, 'member', { method: 'PUT', json: { read: true } }),
    );
    expect(read.item).toMatchObject({ saved: true, read: true });
    expect((await json<{ items: { id: string }[] }>(await call('/api/content?saved=true', 'member'))).items.map((i) => i.id)).toEqual([guideId]);
    // The other member's list and flags are untouched.
    expect((await json<{ items: unknown[] }>(await call('/api/content?saved=true', 'member2'))).items).toHaveLength(0);
    expect((await json<{ item: { saved: boolean; read: boolean } }>(await call(`/api/content/${guideId}`, 'member2'))).item).toMatchObject({
      saved: false,
      read: false,
    });
    expect((await call(`/api/content/${draftId}/progress`, 'member', { method: 'PUT', json: { saved: true } })).status).toBe(404);
    expect((await call('/api/content/nope/progress', 'member', { method: 'PUT', json: { saved: true } })).status).toBe(404);
    expect((await call(`/api/content/${guideId}/progress`, 'member', { method: 'PUT', json: {} })).status).toBe(400);
  });

  it('admins update and delete; every change is audited', async () => {
    await json(await call(`/api/admin/content/${draftId}`, 'admin', { method: 'PUT', json: contentBody({ title: 'Now published' }) }));
    expect((await json<{ item: { title: string } }>(await call(`/api/content/${draftId}`, 'member'))).item.title).toBe('Now published');
    await json(await call(`/api/admin/content/${draftId}`, 'admin', { method: 'DELETE' }));
    expect((await call(`/api/admin/content/${draftId}`, 'admin', { method: 'DELETE' })).status).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.target, draftId))).map((r) => r.action).sort();
    expect(actions).toEqual(['content.create', 'content.delete', 'content.update']);
  });
});

describe('session hub', () => {
  let sessionId = '';
  it('admins schedule in a time zone; reminders are queued 24 h and 1 h before', async () => {
    const bad = await json<{ fieldErrors: Record<string, string[]> }>(
      await call('/api/admin/sessions', 'admin', { method: 'POST', json: sessionBody({ joinUrl: 'javascript:alert(1)', durationMinutes: 0 }) }),
      400,
    );
    expect(bad.fieldErrors).toEqual({
      joinUrl: ['Join link must be an https:// address'],
      durationMinutes: ['Duration must be at least 15 minutes'],
    });
    const { session } = await json<{ session: { id: string; startsAt: string; endsAt: string } }>(
      await call('/api/admin/sessions', 'admin', { method: 'POST', json: sessionBody() }),
      201,
    );
    sessionId = session.id;
    // 7 pm in New York in July is 23:00 UTC.
    expect(session.startsAt).toBe('2030-07-15T23:00:00.000Z');
    expect(session.endsAt).toBe('2030-07-16T00:00:00.000Z');
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, 'session.reminder'));
    expect(queued.map((j) => j.runAt.toISOString()).sort()).toEqual(['2030-07-14T23:00:00.000Z', '2030-07-15T22:00:00.000Z']);
  });

  it('members RSVP (their own only) and see the count', async () => {
    const up = await json<{ session: { going: boolean; rsvpCount: number } }>(
      await call(`/api/sessions/${sessionId}/rsvp`, 'member', { method: 'PUT', json: { going: true } }),
    );
    expect(up.session).toMatchObject({ going: true, rsvpCount: 1 });
    const list = await json<{ upcoming: { id: string; going: boolean; rsvpCount: number }[] }>(await call('/api/sessions', 'member2'));
    expect(list.upcoming.find((s) => s.id === sessionId)).toMatchObject({ going: false, rsvpCount: 1 });
    expect((await call('/api/sessions/nope/rsvp', 'member', { method: 'PUT', json: { going: true } })).status).toBe(404);
    expect((await call(`/api/sessions/${sessionId}/rsvp`, 'member', { method: 'PUT', json: { going: 'yes' } })).status).toBe(400);
  });

  it('serves the .ics calendar file', async () => {
    const res = await call(`/api/sessions/${sessionId}/ics`, 'member');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="roth-conversions-for-associates.ics"');
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain(`UID:${sessionId}@localhost\r\n`);
    expect(ics).toContain('DTSTART:20300715T230000Z\r\n');
    expect(ics).toContain('DTEND:20300716T000000Z\r\n');
    expect(ics).toContain('SUMMARY:Roth conversions for associates\r\n');
    expect(ics).toContain('LOCATION:https://meet.example.com/roth\r\n');
    expect(ics).toContain('DESCRIPTION:Live Q&A\\; bring questions.');
  });

  it('the reminder jobs notify those who RSVP’d, once each, when they come due', async () => {
    await t.deps.jobs.drain();
    const reminders = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ids.member as string)));
    const before = (await reminders()).filter((n) => n.title.includes('Roth conversions'));
    expect(before).toHaveLength(0); // not due yet
    // Time passes: bring the 24-hour reminder due.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.runAt, new Date('2030-07-14T23:00:00.000Z')));
    await t.deps.jobs.drain();
    let got = (await reminders()).filter((n) => n.title.includes('Roth conversions'));
    expect(got.map((n) => n.title)).toEqual(['Live session tomorrow: Roth conversions for associates']);
    expect(got[0]?.message).toBe('Starts Mon, Jul 15, 7:00 PM EDT. The join link is on your dashboard.');
    expect(got[0]?.linkUrl).toBe('/dashboard');
    // Nobody else RSVP'd: nobody else is notified.
    expect(
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, ids.member2 as string))
      ).filter((n) => n.title.includes('Roth')),
    ).toHaveLength(0);
    // The 1-hour one.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.runAt, new Date('2030-07-15T22:00:00.000Z')));
    await t.deps.jobs.drain();
    got = (await reminders()).filter((n) => n.title.includes('Roth conversions'));
    expect(got.map((n) => n.title).sort()).toEqual([
      'Live session in 1 hour: Roth conversions for associates',
      'Live session tomorrow: Roth conversions for associates',
    ]);
    const done = await t.database.db.select().from(jobs).where(eq(jobs.name, 'session.reminder'));
    expect(done.every((j) => j.status === 'done')).toBe(true);
  });

  it('a rescheduled session gets fresh reminders and the old ones stay silent; a cancelled one none', async () => {
    const { session } = await json<{ session: { id: string } }>(
      await call('/api/admin/sessions', 'admin', {
        method: 'POST',
        json: sessionBody({ title: 'Moved session', startsAtLocal: '2031-01-10T12:00' }),
      }),
      201,
    );
    await call(`/api/sessions/${session.id}/rsvp`, 'member2', { method: 'PUT', json: { going: true } });
    await json(
      await call(`/api/admin/sessions/${session.id}`, 'admin', {
        method: 'PUT',
        json: sessionBody({ title: 'Moved session', startsAtLocal: '2031-01-11T12:00', timeZone: 'America/Chicago' }),
      }),
    );
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, 'session.reminder'));
    const mine = queued.filter((j) => (j.payload as { sessionId: string }).sessionId === session.id);
    expect(mine).toHaveLength(4);
    // Run them all now: only the two for the current start notify.
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.name, 'session.reminder'));
    await t.deps.jobs.drain();
    const got = (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, ids.member2 as string))
    ).filter((n) => n.title.includes('Moved session'));
    expect(got).toHaveLength(2);
    expect(got.every((n) => n.message.includes('Jan 11, 12:00 PM CST'))).toBe(true);

    // Cancelled: hidden from members, its file is 404, and its reminders do nothing.
    const c2 = (
      await json<{ session: { id: string } }>(
        await call('/api/admin/sessions', 'admin', {
          method: 'POST',
          json: sessionBody({ title: 'Cancelled one', startsAtLocal: '2031-02-10T12:00' }),
        }),
        201,
      )
    ).session.id;
    await call(`/api/sessions/${c2}/rsvp`, 'member2', { method: 'PUT', json: { going: true } });
    await json(await call(`/api/admin/sessions/${c2}`, 'admin', { method: 'DELETE' }));
    expect((await call(`/api/sessions/${c2}/ics`, 'member2')).status).toBe(404);
    expect((await json<{ upcoming: { id: string }[] }>(await call('/api/sessions', 'member2'))).upcoming.map((s) => s.id)).not.toContain(c2);
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.name, 'session.reminder'));
    await t.deps.jobs.drain();
    const cancelledNotes = (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, ids.member2 as string))
    ).filter((n) => n.title.includes('Cancelled one'));
    expect(cancelledNotes).toHaveLength(0);
  });

  it('past sessions with a replay link are replays; an ended session takes no RSVP', async () => {
    const { session } = await json<{ session: { id: string } }>(
      await call('/api/admin/sessions', 'admin', {
        method: 'POST',
        json: sessionBody({ title: 'Last year', startsAtLocal: '2024-01-10T12:00', replayUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      }),
      201,
    );
    const list = await json<{ upcoming: { id: string }[]; replays: { id: string; replayUrl: string }[] }>(await call('/api/sessions', 'member'));
    expect(list.replays.map((s) => s.id)).toEqual([session.id]);
    expect(list.upcoming.map((s) => s.id)).not.toContain(session.id);
    expect((await call(`/api/sessions/${session.id}/rsvp`, 'member', { method: 'PUT', json: { going: true } })).status).toBe(409);
    // No reminders for a session in the past.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, 'session.reminder'));
    expect(queued.filter((j) => (j.payload as { sessionId: string }).sessionId === session.id)).toHaveLength(0);
  });
});

describe('dashboard', () => {
  it('shows the member’s own data', async () => {
    await t.deps.notify(ids.member as string, { title: 'Welcome aboard', message: 'Glad you are here.' });
    await t.deps.notify(ids.member2 as string, { title: 'Not yours', message: 'For member two.' });
    const d = await json<{
      firstName: string;
      membership: { isSubscribed: boolean; plan: string; memberSince: string };
      profileCompletion: { complete: boolean; missing: string[] };
      achievements: { id: string }[];
      notifications: { title: string }[];
      upcomingSessions: { title: string; going: boolean }[];
      recommendedTools: { path: string }[];
      newContent: { title: string; read: boolean }[];
    }>(await call('/api/dashboard', 'member'));
    expect(d.firstName).toBe('Morgan');
    expect(d.membership).toMatchObject({ isSubscribed: true, plan: 'annual' });
    expect(d.membership.memberSince).toMatch(/^\d{4}-/);
    expect(d.profileCompletion).toEqual({ complete: true, missing: [], percent: 100 });
    expect(d.achievements.map((a) => a.id)).toContain('first_login');
    expect(d.notifications[0]?.title).toBe('Welcome aboard');
    expect(d.notifications.map((n) => n.title)).not.toContain('Not yours');
    expect(d.upcomingSessions[0]).toMatchObject({ title: 'Roth conversions for associates', going: true });
    expect(d.recommendedTools).toHaveLength(3);
    // Unread first: the guide the member read comes after the unread video.
    expect(d.newContent.map((c) => [c.title, c.read])).toEqual([
      ['Index funds, explained', false],
      ['PSLF for public-interest lawyers', true],
    ]);

    const d2 = await json<{ firstName: string; profileCompletion: { missing: string[] }; upcomingSessions: { going: boolean }[] }>(
      await call('/api/dashboard', 'member2'),
    );
    expect(d2.firstName).toBe('Sam');
    expect(d2.profileCompletion.missing).toEqual(['Headline']);
    expect(d2.upcomingSessions[0]?.going).toBe(false);
  });
});

describe('admin console', () => {
  it('figures: users, active members by plan, sign-ups by month, newsletter', async () => {
    const f = await json<{
      users: number;
      activeMembers: number;
      activeByPlan: { plan: string; count: number }[];
      signupsByMonth: { month: string; signups: number }[];
      newsletterSubscribers: number;
    }>(await call('/api/admin/figures', 'admin'));
    expect(f.users).toBe(5);
    expect(f.activeByPlan).toEqual([
      { plan: 'annual', count: 1 },
      { plan: 'monthly', count: 1 },
    ]);
    expect(f.activeMembers).toBe(2);
    expect(f.signupsByMonth).toHaveLength(12);
    expect(f.signupsByMonth.at(-1)?.signups).toBe(5);
    expect(f.newsletterSubscribers).toBe(0);
  });

  it('user list with search and membership', async () => {
    const all = await json<{ total: number; users: { email: string; isAdmin: boolean; membership: { plan: string; active: boolean } | null }[] }>(
      await call('/api/admin/users', 'admin'),
    );
    expect(all.total).toBe(5);
    const search = await json<{ total: number; users: { email: string; isAdmin: boolean; membership: { plan: string; active: boolean } | null }[] }>(
      await call('/api/admin/users?q=Morgan', 'admin'),
    );
    expect(search.users.map((u) => u.email)).toEqual([demo('member').email]);
    expect(search.users[0]?.membership).toMatchObject({ plan: 'annual', active: true });
    expect(all.users.find((u) => u.email === demo('admin').email)?.isAdmin).toBe(true);
  });

  it('granting and revoking admin: only the SUPER_ADMIN_EMAIL administrator, never themselves, audited', async () => {
    const path = `/api/admin/users/${ids.member}/admin`;
    const refused = await call(path, 'admin2', { method: 'PUT', json: { admin: true } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This page is only accessible to authorized administrators.');
    expect((await me(t, cookies.member)).isAdmin).toBe(false);

    await json(await call(path, 'admin', { method: 'PUT', json: { admin: true } }));
    expect((await me(t, cookies.member)).isAdmin).toBe(true);
    await json(await call(path, 'admin', { method: 'PUT', json: { admin: false } }));
    expect((await me(t, cookies.member)).isAdmin).toBe(false);
    expect((await call(`/api/admin/users/${ids.admin}/admin`, 'admin', { method: 'PUT', json: { admin: false } })).status).toBe(409);
    expect((await call('/api/admin/users/nope/admin', 'admin', { method: 'PUT', json: { admin: true } })).status).toBe(404);
    const log = await json<{ entries: { action: string; actorEmail: string; target: string }[] }>(await call('/api/admin/audit', 'admin'));
    expect(log.entries.slice(0, 2).map((e) => e.action)).toEqual(['admin.revoke', 'admin.grant']);
    expect(log.entries[0]).toMatchObject({ actorEmail: demo('admin').email, target: ids.member });
  });

  it('sends a notification to one member, audited', async () => {
    await json(
      await call('/api/admin/notifications', 'admin', {
        method: 'POST',
        json: { userId: ids.member2, title: 'Office hours', message: 'Thursday at noon.', linkUrl: '/content' },
      }),
      201,
    );
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.member2 as string));
    expect(rows.find((r) => r.title === 'Office hours')).toMatchObject({ message: 'Thursday at noon.', linkUrl: '/content' });
    const log = await json<{ entries: { action: string }[] }>(await call('/api/admin/audit', 'admin'));
    expect(log.entries[0]?.action).toBe('notification.send');
  });

  it('a session row that does not exist cannot be edited or cancelled', async () => {
    expect((await call('/api/admin/sessions/nope', 'admin', { method: 'PUT', json: sessionBody() })).status).toBe(404);
    expect((await call('/api/admin/sessions/nope', 'admin', { method: 'DELETE' })).status).toBe(404);
    expect((await t.database.db.select().from(liveSessions).where(eq(liveSessions.id, 'nope'))).length).toBe(0);
  });
});
