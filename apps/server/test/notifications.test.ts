import { eq, sql } from 'drizzle-orm';
import { grantAdmin } from './two-factor-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, subscribers, users } from '../src/db/schema/index.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { openSse } from './notifications-sse.ts';

type Dto = { id: string; title: string; message: string; linkUrl: string | null; readAt: string | null; createdAt: string };
type List = { notifications: Dto[]; unreadCount: number; total: number; hasMore: boolean; lastEventId: number };

let t: TestApp;
let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };
let admin: { id: string; cookie: string };

const user = async (email: string) => {
  const cookie = await createVerifiedUser(t, email);
  return { id: (await me(t, cookie)).user?.id as string, cookie };
};
const list = async (who: { cookie: string }, qs = '') =>
  (await (await t.request(`/api/notifications${qs}`, { headers: { cookie: who.cookie } })).json()) as List;

beforeAll(async () => {
  t = await createTestApp();
  alice = await user('alice@example.com');
  bob = await user('bob@example.com');
  admin = await user('boss@example.com');
  await grantAdmin(t, admin.id);
  // Sign-in achievements are notifications too; start each test file from a clean inbox.
  await t.database.db.delete(notifications);
});
afterAll(() => t.close());

describe('the notifications API', () => {
  it('needs a signed-in user', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/stream'],
      ['PATCH', '/api/notifications/x/read'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications/read'],
      ['DELETE', '/api/notifications/x'],
    ] as const) {
      expect((await t.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lists the user’s own, newest first, at most 50, with a before cursor and an unread filter', async () => {
    for (let i = 0; i < 55; i++) await t.deps.notify(alice.id, { title: `N${i}`, message: `Message ${i}` });
    await t.deps.notify(bob.id, { title: 'Bob’s', message: 'only for Bob' });
    const first = await list(alice, '?limit=50');
    expect(first.notifications).toHaveLength(50);
    expect(first.notifications[0]?.title).toBe('N54');
    expect(first.hasMore).toBe(true);
    expect(first.unreadCount).toBe(55);
    expect(first.total).toBe(55);
    const older = await list(alice, `?before=${first.notifications.at(-1)?.id}`);
    expect(older.notifications.map((n) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0']);
    expect(older.hasMore).toBe(false);
    expect(first.notifications.some((n) => n.title === 'Bob’s')).toBe(false);
    const bad = await t.request('/api/notifications?limit=51', { headers: { cookie: alice.cookie } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.limit).toEqual(['Limit must be between 1 and 50']);
  });

  it('pages past rows that share the cursor’s millisecond (timestamps keep microseconds)', async () => {
    // A JavaScript Date holds milliseconds and PostgreSQL keeps microseconds: a cursor read back into
    // JavaScript would skip the older rows of its own millisecond.
    const carol = await user('carol@example.com');
    await t.database.db.delete(notifications).where(eq(notifications.userId, carol.id));
    const at = (micros: number) => sql`'2026-11-20T10:00:00.123000Z'::timestamptz + make_interval(secs => ${micros / 1e6})`;
    for (let i = 0; i < 52; i++) {
      await t.database.db
        .insert(notifications)
        .values({ id: `same-ms-${i}`, userId: carol.id, title: `M${i}`, message: 'same millisecond', createdAt: at(i * 10) as unknown as Date });
    }
    const first = await list(carol);
    expect(first.notifications).toHaveLength(50);
    expect(first.notifications[0]?.title).toBe('M51');
    const rest = await list(carol, `?before=${first.notifications.at(-1)?.id}`);
    expect(rest.notifications.map((n) => n.title)).toEqual(['M1', 'M0']);
    expect(rest.hasMore).toBe(false);
    // Carol would otherwise count in the audience sends below.
    await t.database.db.delete(users).where(eq(users.id, carol.id));
  });

  it('marks one read, all read, clears the read ones and deletes one', async () => {
    const [newest, second] = (await list(alice)).notifications;
    const res = await t.request(`/api/notifications/${newest?.id}/read`, { method: 'PATCH', headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { notification: Dto }).notification.readAt).not.toBeNull();
    expect((await list(alice)).unreadCount).toBe(54);
    expect((await list(alice, '?filter=unread')).notifications.some((n) => n.id === newest?.id)).toBe(false);

    const del = await t.request(`/api/notifications/${second?.id}`, { method: 'DELETE', headers: { cookie: alice.cookie } });
    expect(del.status).toBe(200);
    expect((await list(alice)).total).toBe(54);

    const all = await t.request('/api/notifications/read-all', { method: 'POST', headers: { cookie: alice.cookie } });
    expect(await all.json()).toEqual({ updated: 53 });
    expect((await list(alice)).unreadCount).toBe(0);
    const clear = await t.request('/api/notifications/read', { method: 'DELETE', headers: { cookie: alice.cookie } });
    expect(await clear.json()).toEqual({ deleted: 54 });
    expect((await list(alice)).total).toBe(0);
    // Bob's is untouched.
    expect((await list(bob)).notifications.map((n) => n.title)).toEqual(['Bob’s']);
  });

  it('another user reading, marking or deleting them succeeds 0 times in 500 tries (404 every time)', async () => {
    const victims = [];
    for (let i = 0; i < 5; i++) victims.push(await t.deps.notify(alice.id, { title: `Private ${i}`, message: 'secret' }));
    const ids = victims.map((v) => v?.id as string);
    await t.request(`/api/notifications/${ids[4]}/read`, { method: 'PATCH', headers: { cookie: alice.cookie } });
    const before = await t.database.db.select().from(notifications).where(eq(notifications.userId, alice.id));
    const attempts: [string, string][] = [];
    for (let i = 0; i < 500; i++) {
      const id = ids[i % ids.length] as string;
      attempts.push(
        [
          ['PATCH', `/api/notifications/${id}/read`],
          ['DELETE', `/api/notifications/${id}`],
          ['GET', `/api/notifications?before=${id}`],
        ][i % 3] as [string, string],
      );
    }
    let succeeded = 0;
    const statuses = new Set<number>();
    for (const [method, path] of attempts) {
      const res = await t.request(path, { method, headers: { cookie: bob.cookie } });
      statuses.add(res.status);
      if (res.status < 400) succeeded++;
    }
    expect(succeeded).toBe(0);
    expect([...statuses]).toEqual([404]);
    // And the bulk verbs only ever touch Bob's own.
    await t.request('/api/notifications/read-all', { method: 'POST', headers: { cookie: bob.cookie } });
    await t.request('/api/notifications/read', { method: 'DELETE', headers: { cookie: bob.cookie } });
    const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, alice.id));
    expect(after).toEqual(before);
  });
});

describe('admin send', () => {
  it('refuses non-admins and bad input, and writes nothing', async () => {
    const before = (await t.database.db.select().from(notifications)).length;
    const asMember = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: alice.cookie },
      json: { userId: bob.id, title: 'x', message: 'y' },
    });
    expect(asMember.status).toBe(403);
    const bad = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { userId: bob.id, audience: 'all', title: '', message: 'y', linkUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      title: ['Title is required'],
      linkUrl: ['Enter a path on this site starting with /, such as /content'],
      recipient: ['Choose one recipient: a user id, an email address or an audience'],
    });
    const unknown = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { userId: 'nobody', title: 'x', message: 'y' },
    });
    expect(unknown.status).toBe(404);
    expect((await t.database.db.select().from(notifications)).length).toBe(before);
  });

  it('sends to one user (by id or email) at once, audited', async () => {
    const res = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { userId: bob.id, title: 'Hello Bob', message: 'From the team', linkUrl: '/content' },
    });
    expect(res.status).toBe(201);
    const byEmail = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { email: 'BOB@example.com', title: 'Again', message: 'By email' },
    });
    expect(byEmail.status).toBe(201);
    expect((await list(bob)).notifications.slice(0, 2).map((n) => n.title)).toEqual(['Again', 'Hello Bob']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'notification.send'));
    expect(audits.map((a) => a.target)).toEqual([bob.id, bob.id]);
  });

  it('sends to an audience through the job queue, exactly once per user even when the job runs twice', async () => {
    await t.database.db.insert(subscribers).values({ userId: bob.id, plan: 'monthly', status: 'active', provider: 'demo' });
    const res = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { audience: 'members', title: 'Members only', message: 'Live session tonight' },
    });
    expect(res.status).toBe(202);
    const { broadcastId } = (await res.json()) as { broadcastId: string };
    // Nothing is written until the queue runs it.
    expect((await list(bob)).notifications.some((n) => n.title === 'Members only')).toBe(false);
    await t.deps.jobs.drain();
    const { runBroadcast } = await import('../src/services/notifications/broadcast.ts');
    await runBroadcast(t.deps, { broadcastId, audience: 'members', title: 'Members only', message: 'Live session tonight', linkUrl: null });
    const who = async (title: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.title, title))).map((r) => r.userId).sort();
    // Bob is a member, the admin has member access; Alice is neither.
    expect(await who('Members only')).toEqual([admin.id, bob.id].sort());
    await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { audience: 'all', title: 'Everyone', message: 'Hi all' },
    });
    await t.deps.jobs.drain();
    expect(await who('Everyone')).toEqual([admin.id, alice.id, bob.id].sort());
  });
});

describe('the realtime stream', () => {
  it('sends the user’s own inserts and deletes with ids, and a heartbeat', async () => {
    t.deps.notificationHub.heartbeatMs = 100;
    const res = await t.request('/api/notifications/stream', { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const sse = openSse(res);
    await expect.poll(() => sse.events.find((e) => e.event === 'ready')).toBeTruthy();
    const mine = await t.deps.notify(alice.id, { title: 'Live', message: 'now' });
    await t.deps.notify(bob.id, { title: 'Not Alice’s', message: 'no' });
    await expect.poll(() => sse.notifications().length).toBe(1);
    expect(sse.notifications()[0]).toMatchObject({ type: 'insert', notification: { id: mine?.id, title: 'Live' } });
    await t.request(`/api/notifications/${mine?.id}`, { method: 'DELETE', headers: { cookie: alice.cookie } });
    await expect.poll(() => sse.notifications().length).toBe(2);
    expect(sse.notifications()[1]).toMatchObject({ type: 'delete', id: mine?.id });
    const [a, b] = sse.notifications();
    expect(Number(b?.seq)).toBeGreaterThan(Number(a?.seq));
    await expect.poll(() => sse.events.filter((e) => e.event === 'heartbeat').length).toBeGreaterThan(1);
    await sse.close();
    await expect.poll(() => t.deps.notificationHub.size).toBe(0);
  });

  it('replays what was missed after Last-Event-ID, once, in order', async () => {
    const start = (await list(alice)).lastEventId;
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await t.deps.notify(alice.id, { title: `Missed ${i}`, message: 'while offline' }));
    await t.request(`/api/notifications/${sent[0]?.id}`, { method: 'DELETE', headers: { cookie: alice.cookie } });
    const res = await t.request('/api/notifications/stream', { headers: { cookie: alice.cookie, 'Last-Event-ID': String(start) } });
    const sse = openSse(res);
    await expect.poll(() => sse.events.find((e) => e.event === 'ready')).toBeTruthy();
    const live = await t.deps.notify(alice.id, { title: 'After', message: 'live' });
    await expect.poll(() => sse.notifications().length).toBe(4);
    // The deleted one's insert is not replayed (its row is gone); its delete is; then the live one.
    expect(sse.notifications().map((e) => (e.type === 'insert' ? (e.notification as Dto).title : `delete ${e.id}`))).toEqual([
      'Missed 1',
      'Missed 2',
      `delete ${sent[0]?.id}`,
      'After',
    ]);
    expect((sse.notifications()[3]?.notification as Dto | undefined)?.id).toBe(live?.id);
    const seqs = sse.notifications().map((e) => Number(e.seq));
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    // Reconnecting from the last id replays nothing.
    const lastId = sse.notifications().at(-1)?.seq;
    await sse.close();
    const again = openSse(await t.request(`/api/notifications/stream?lastEventId=${lastId}`, { headers: { cookie: alice.cookie } }));
    await expect.poll(() => again.events.find((e) => e.event === 'ready')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(again.notifications()).toEqual([]);
    await again.close();
  });

  it('refuses a malformed Last-Event-ID', async () => {
    const res = await t.request('/api/notifications/stream', { headers: { cookie: alice.cookie, 'Last-Event-ID': 'abc' } });
    expect(res.status).toBe(400);
  });
});
