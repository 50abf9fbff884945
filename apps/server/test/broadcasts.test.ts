import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailPreferences,
  notificationBroadcastReceipts,
  notificationBroadcasts,
  notificationEvents,
  notificationItems,
  notifications,
  subscribers,
  userRoles,
  users,
} from '../src/db/schema/index.ts';
import { hasMemberAccess } from '../src/services/accounts/subscription.ts';
import type { SseSink } from '../src/lib/sse.ts';
import { runBroadcast } from '../src/services/notifications/broadcast.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { openSse } from './notifications-sse.ts';

/**
 * Broadcasts stored once (decision 410): one row per announcement, whatever the audience's size;
 * each member's list, counts, read-all and clear-read as for their own notifications; the audience
 * is who was in it when it was sent.
 */

type Dto = { id: string; title: string; readAt: string | null };
type List = { notifications: Dto[]; unreadCount: number; total: number; hasMore: boolean; lastEventId: number };
type Person = { id: string; cookie: string };

let t: TestApp;
let ana: Person;
let ben: Person;
let cai: Person;

const person = async (email: string): Promise<Person> => {
  const cookie = await createVerifiedUser(t, email);
  return { id: (await me(t, cookie)).user?.id as string, cookie };
};
const member = (userId: string, status = 'active', currentPeriodEnd: Date | null = null) =>
  t.database.db.insert(subscribers).values({ userId, plan: 'monthly', status, currentPeriodEnd, provider: 'test' });
const list = async (who: Person, qs = '') => {
  const res = await t.request(`/api/notifications${qs}`, { headers: { cookie: who.cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as List;
};
const call = (who: Person, path: string, method: string) => t.request(path, { method, headers: { cookie: who.cookie } });
const count = async (
  table: typeof notificationItems | typeof notificationBroadcastReceipts | typeof notificationEvents | typeof notificationBroadcasts,
) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};
/** Who has broadcast `key` in their notifications (the view every list reads). */
const recipients = async (key: string) =>
  (
    await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `broadcast:${key}`))
  )
    .map((r) => r.userId)
    .sort();
const send = (key: string, over: Partial<Parameters<typeof runBroadcast>[1]> = {}) =>
  runBroadcast(t.deps, { broadcastId: key, audience: 'members', title: key, message: `About ${key}`, linkUrl: null, ...over });
/** Accounts made straight in the database (no sign-in needed), members when asked. */
const accounts = async (prefix: string, n: number, asMembers: boolean) => {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await t.database.db.insert(users).values(chunk.map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
    if (asMembers)
      await t.database.db.insert(subscribers).values(chunk.map((userId) => ({ userId, plan: 'monthly', status: 'active', provider: 'test' })));
  }
  return ids;
};

beforeAll(async () => {
  t = await createTestApp();
  ana = await person('ana.broadcast@example.com');
  ben = await person('ben.broadcast@example.com');
  cai = await person('cai.broadcast@example.com');
  await member(ana.id);
  await member(ben.id);
  // Sign-in achievements are notifications too: start from clean inboxes.
  await t.database.db.delete(notificationItems);
});
afterAll(() => t.close());

describe('a broadcast', () => {
  it('is one row whatever the audience: 300 members cost what 30 do, and each of them has it', async () => {
    const few = await accounts('few', 30, true);
    const before = {
      items: await count(notificationItems),
      receipts: await count(notificationBroadcastReceipts),
      events: await count(notificationEvents),
    };
    await send('to-32');
    const many = await accounts('many', 270, true);
    await send('to-302');
    // Two broadcasts: two rows, and not one row, receipt or event per member.
    expect(await count(notificationBroadcasts)).toBe(2);
    expect({
      items: await count(notificationItems),
      receipts: await count(notificationBroadcastReceipts),
      events: await count(notificationEvents),
    }).toEqual(before);
    expect(await recipients('to-32')).toEqual([ana.id, ben.id, ...few].sort());
    expect(await recipients('to-302')).toEqual([ana.id, ben.id, ...few, ...many].sort());
    // A retried job stores nothing more.
    expect((await send('to-302')).stored).toBe(false);
    expect(await count(notificationBroadcasts)).toBe(2);
    await t.database.db.delete(users).where(like(users.id, 'few-%'));
    await t.database.db.delete(users).where(like(users.id, 'many-%'));
    await t.database.db.delete(notificationBroadcasts);
  });

  it('is listed, counted, read, read-all’d, cleared and deleted per member, beside their own notifications', async () => {
    await t.deps.notify(ana.id, { title: 'Own 1', message: 'first' });
    await send('Hello members');
    await t.deps.notify(ana.id, { title: 'Own 2', message: 'second' });
    const first = await list(ana);
    expect(first.notifications.map((n) => n.title)).toEqual(['Own 2', 'Hello members', 'Own 1']);
    expect([first.unreadCount, first.total, first.hasMore]).toEqual([3, 3, false]);
    const broadcast = first.notifications[1] as Dto;
    // Paging through it: the cursor is the member's row of the broadcast.
    const page = await list(ana, `?limit=1&before=${broadcast.id}`);
    expect(page.notifications.map((n) => n.title)).toEqual(['Own 1']);
    expect((await list(ben)).notifications.map((n) => n.id)).toEqual([broadcast.id]);
    // Not in its audience: Cai has nothing, and its id is "not found" to him.
    expect((await list(cai)).total).toBe(0);
    expect((await call(cai, `/api/notifications/${broadcast.id}/read`, 'PATCH')).status).toBe(404);
    expect((await call(cai, `/api/notifications/${broadcast.id}`, 'DELETE')).status).toBe(404);

    // Ana reads it: hers only.
    const read = await call(ana, `/api/notifications/${broadcast.id}/read`, 'PATCH');
    expect(read.status).toBe(200);
    expect(((await read.json()) as { notification: Dto }).notification).toMatchObject({ id: broadcast.id, title: 'Hello members' });
    expect((await list(ana)).unreadCount).toBe(2);
    expect((await list(ana, '?filter=unread')).notifications.map((n) => n.title)).toEqual(['Own 2', 'Own 1']);
    expect((await list(ben)).unreadCount).toBe(1);

    // Read all counts each notification once, her own and the broadcasts.
    await send('Second');
    expect(await (await call(ana, '/api/notifications/read-all', 'POST')).json()).toEqual({ updated: 3 });
    expect((await list(ana)).unreadCount).toBe(0);
    expect((await list(ben)).unreadCount).toBe(2);

    // Clear read removes both kinds, for her only.
    expect(await (await call(ana, '/api/notifications/read', 'DELETE')).json()).toEqual({ deleted: 4 });
    expect(await list(ana)).toMatchObject({ total: 0, unreadCount: 0, notifications: [] });
    expect((await list(ben)).notifications.map((n) => n.title)).toEqual(['Second', 'Hello members']);

    // Ben deletes one: gone for him, once.
    expect((await call(ben, `/api/notifications/${broadcast.id}`, 'DELETE')).status).toBe(200);
    expect((await call(ben, `/api/notifications/${broadcast.id}`, 'DELETE')).status).toBe(404);
    expect((await list(ben)).notifications.map((n) => n.title)).toEqual(['Second']);
    // What was written for all this: receipts of the members who acted, nothing for the others.
    const receipts = await t.database.db.select().from(notificationBroadcastReceipts);
    expect(receipts.map((r) => r.userId).sort()).toEqual([ana.id, ana.id, ben.id].sort());
  });

  it('reaches those in its audience when it was sent: later changes neither add nor remove it', async () => {
    await t.database.db.delete(notificationBroadcasts);
    const now = Date.now();
    const [lapses, joins, turnsOff, turnsOn, promoted, demoted, expired] = await accounts('aud', 7, false);
    await member(lapses as string, 'active', new Date(now + 86_400_000));
    await member(turnsOff as string);
    await member(turnsOn as string);
    await t.database.db.insert(emailPreferences).values({ userId: turnsOn as string, announcements: 'off' });
    await t.database.db.insert(userRoles).values({ userId: demoted as string, role: 'admin' });
    await member(expired as string, 'active', new Date(now - 1000));
    await send('then', { kind: 'announcements' });
    const audience = [ana.id, ben.id, lapses, turnsOff, demoted] as string[];
    expect(await recipients('then')).toEqual([...audience].sort());
    // Every change that would alter the audience, as billing, an admin or the member would make it.
    await t.database.db
      .update(subscribers)
      .set({ status: 'canceled' })
      .where(eq(subscribers.userId, lapses as string));
    await member(joins as string);
    await t.database.db
      .update(emailPreferences)
      .set({ announcements: 'email' })
      .where(eq(emailPreferences.userId, turnsOn as string));
    await t.database.db.insert(emailPreferences).values({ userId: turnsOff as string, announcements: 'off' });
    await t.database.db.insert(userRoles).values({ userId: promoted as string, role: 'admin' });
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, demoted as string));
    await t.database.db
      .update(subscribers)
      .set({ currentPeriodEnd: new Date(now + 86_400_000) })
      .where(eq(subscribers.userId, expired as string));
    await t.database.db.insert(users).values({ id: 'aud-late', name: 'Late', email: 'aud-late@example.com', emailVerified: true });
    await member('aud-late');
    expect(await recipients('then')).toEqual([...audience].sort());
    // Only the members whose answer changed got a receipt keeping it.
    const kept = await t.database.db
      .select({ userId: notificationBroadcastReceipts.userId, included: notificationBroadcastReceipts.included })
      .from(notificationBroadcastReceipts);
    expect(kept.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: lapses, included: true },
        { userId: joins, included: false },
        { userId: turnsOff, included: true },
        { userId: turnsOn, included: false },
        { userId: promoted, included: false },
        { userId: demoted, included: true },
        { userId: expired, included: false },
      ].sort((a, b) => (a.userId as string).localeCompare(b.userId as string)),
    );
    // The next broadcast follows the state as it is now.
    await send('now', { kind: 'announcements' });
    expect(await recipients('now')).toEqual([ana.id, ben.id, joins, turnsOn, promoted, expired, 'aud-late'].sort());
    await t.database.db.delete(users).where(like(users.id, 'aud-%'));
  });

  it('picks its members by the same rule as member access everywhere else', async () => {
    await t.database.db.delete(notificationBroadcasts);
    const now = Date.now();
    const states: [string, string | null, Date | null, boolean][] = [
      ['active-open', 'active', null, false],
      ['active-future', 'active', new Date(now + 3_600_000), false],
      ['active-past', 'active', new Date(now - 3_600_000), false],
      ['trialing', 'trialing', new Date(now + 3_600_000), false],
      ['past-due', 'past_due', new Date(now + 3_600_000), false],
      ['canceled', 'canceled', null, false],
      ['admin-only', null, null, true],
      ['admin-canceled', 'canceled', null, true],
      ['nothing', null, null, false],
    ];
    const ids: string[] = [];
    for (const [name, status, end, admin] of states) {
      const id = `rule-${name}`;
      ids.push(id);
      await t.database.db.insert(users).values({ id, name, email: `${id}@example.com`, emailVerified: true });
      if (status) await member(id, status, end);
      if (admin) await t.database.db.insert(userRoles).values({ userId: id, role: 'admin' });
    }
    await send('rule');
    const db = t.database.db;
    const withAccess = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), hasMemberAccess(db)));
    const got = (await recipients('rule')).filter((id) => ids.includes(id));
    expect(got).toEqual(withAccess.map((r) => r.id).sort());
    expect(got).toEqual(['rule-active-future', 'rule-active-open', 'rule-admin-canceled', 'rule-admin-only', 'rule-trialing']);
    // 'all' is every account, whatever its membership.
    await send('rule-all', { audience: 'all' });
    expect((await recipients('rule-all')).filter((id) => ids.includes(id))).toEqual([...ids].sort());
    await db.delete(users).where(like(users.id, 'rule-%'));
  });

  it('is seen by a member’s cached list at once, and so is their read (decision 289)', async () => {
    await t.database.db.delete(notificationBroadcasts);
    const before = await list(ben);
    await send('fresh');
    const after = await list(ben);
    expect(after.notifications[0]?.title).toBe('fresh');
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.lastEventId).toBeGreaterThan(before.lastEventId);
    // A read written straight to the view (as a script would) is a receipt; the list drops its copy.
    await t.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, ben.id), eq(notifications.dedupeKey, 'broadcast:fresh')));
    expect((await list(ben)).unreadCount).toBe(before.unreadCount);
  });
});

describe('a broadcast on the streams', () => {
  it('reaches the open streams of its audience once, the same event for each, and no one else’s', async () => {
    const streams = await Promise.all(
      [ana, ben, cai].map(async (who) => openSse(await t.request('/api/notifications/stream', { headers: { cookie: who.cookie } }))),
    );
    const [toAna, toBen, toCai] = streams as [ReturnType<typeof openSse>, ReturnType<typeof openSse>, ReturnType<typeof openSse>];
    for (const s of streams) await expect.poll(() => s.events.some((e) => e.event === 'ready')).toBe(true);
    await send('live');
    // Cai's stream is told something after it, so anything before would have arrived.
    await t.deps.notify(cai.id, { title: 'Cai’s own', message: 'after the broadcast' });
    await expect.poll(() => toCai.notifications().length).toBe(1);
    expect(toCai.notifications()[0]).toMatchObject({ notification: { title: 'Cai’s own' } });
    await expect.poll(() => toAna.notifications().length).toBe(1);
    await expect.poll(() => toBen.notifications().length).toBe(1);
    // The same event (its arrival time aside): one id, the same data.
    const first = (s: ReturnType<typeof openSse>) =>
      s.events.filter((e) => e.event === 'notification').map(({ event, id, data }) => ({ event, id, data }))[0];
    const [a, b] = [first(toAna), first(toBen)];
    expect(a).toEqual(b);
    expect(JSON.parse(a?.data ?? '{}')).toMatchObject({ type: 'insert', notification: { title: 'live', readAt: null } });
    // Deleting it tells that member's stream only.
    const id = (toAna.notifications()[0] as { notification: Dto }).notification.id;
    expect((await call(ana, `/api/notifications/${id}`, 'DELETE')).status).toBe(200);
    await expect.poll(() => toAna.notifications().map((e) => e.type)).toEqual(['insert', 'delete']);
    await t.deps.notify(ben.id, { title: 'Ben’s own', message: 'after the delete' });
    await expect.poll(() => toBen.notifications().length).toBe(2);
    expect(toBen.notifications().map((e) => e.type)).toEqual(['insert', 'insert']);
    await Promise.all(streams.map((s) => s.close()));
  });

  it('arrives live whole when its texts are too big for a NOTIFY (each process reads them once)', async () => {
    const toBen = openSse(await t.request('/api/notifications/stream', { headers: { cookie: ben.cookie } }));
    await expect.poll(() => toBen.events.some((e) => e.event === 'ready')).toBe(true);
    // 2,000 three-byte characters and a 1,500-character link: over 7,000 bytes with the title.
    const message = '€'.repeat(2_000);
    const linkUrl = `/content?${'q'.repeat(1_500)}`;
    await send('big', { message, linkUrl });
    await expect.poll(() => toBen.notifications().length).toBe(1);
    expect(toBen.notifications()[0]).toMatchObject({ type: 'insert', notification: { title: 'big', message, linkUrl, readAt: null } });
    const listed = (await list(ben)).notifications.find((n) => n.title === 'big');
    expect((toBen.notifications()[0] as { notification: Dto }).notification).toEqual(listed);
    await toBen.close();
  });

  it('is replayed after Last-Event-ID to its audience only', async () => {
    const from = { ana: (await list(ana)).lastEventId, cai: (await list(cai)).lastEventId };
    await send('while away');
    const reopen = async (who: Person, lastEventId: number) =>
      openSse(await t.request('/api/notifications/stream', { headers: { cookie: who.cookie, 'Last-Event-ID': String(lastEventId) } }));
    const toAna = await reopen(ana, from.ana);
    const toCai = await reopen(cai, from.cai);
    // The replay comes before `ready`.
    for (const s of [toAna, toCai]) await expect.poll(() => s.events.some((e) => e.event === 'ready')).toBe(true);
    expect(toAna.notifications().map((e) => (e.notification as Dto).title)).toEqual(['while away']);
    expect(toCai.notifications()).toEqual([]);
    await Promise.all([toAna.close(), toCai.close()]);
  });

  it('is found among the connected users in memory as the view finds it, and a change just made is heard first', async () => {
    await t.database.db.delete(notificationBroadcasts);
    const now = Date.now();
    const ids = await accounts('conn', 8, false);
    const [active, lapsed, trialing, admin, prefOff, prefInApp, nothing, joinsNow] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await member(active);
    await member(lapsed, 'active', new Date(now - 60_000));
    await member(trialing, 'trialing', new Date(now + 60_000));
    await t.database.db.insert(userRoles).values({ userId: admin, role: 'admin' });
    await member(prefOff);
    await t.database.db.insert(emailPreferences).values({ userId: prefOff, announcements: 'off' });
    await member(prefInApp);
    await t.database.db.insert(emailPreferences).values({ userId: prefInApp, announcements: 'in_app' });
    // Streams as the hub holds them, one per user.
    const got = new Map<string, string[]>();
    const hub = t.deps.notificationHub;
    for (const userId of ids) {
      got.set(userId, []);
      const sink: SseSink = {
        closed: false,
        write: (frame) => {
          const text = frame.bytes.toString();
          const title = /"title":"([^"]*)"/.exec(text)?.[1];
          if (text.startsWith('event: notification') && title) got.get(userId)?.push(title);
        },
        end: () => {},
        onClose: () => {},
      };
      await hub.open({ userId, sessionId: null, afterSeq: null, sink });
    }
    // Made a member just before the broadcasts: the hub must not go by what it read at connection.
    await member(joinsNow);
    const sends: [string, 'members' | 'all', boolean][] = [
      ['m', 'members', false],
      ['m-ann', 'members', true],
      ['a', 'all', false],
      ['a-ann', 'all', true],
    ];
    for (const [key, audience, announcement] of sends) await send(key, { audience, ...(announcement ? { kind: 'announcements' as const } : {}) });
    // The last one reached everyone it is for (each stream's events come in order).
    await expect.poll(() => got.get(active)?.includes('a-ann')).toBe(true);
    for (const [key] of sends) {
      const expected = (await recipients(key)).filter((id) => ids.includes(id));
      const streamed = ids.filter((id) => got.get(id)?.includes(key)).sort();
      expect(streamed, key).toEqual(expected);
    }
    expect(got.get(joinsNow)).toEqual(['m', 'm-ann', 'a', 'a-ann']);
    expect(got.get(lapsed)).toEqual(['a', 'a-ann']);
    expect(got.get(prefOff)).toEqual(['m', 'a']);
    expect(got.get(nothing)).toEqual(['a', 'a-ann']);
    await hub.close();
    await t.database.db.delete(users).where(like(users.id, 'conn-%'));
  });
});
