import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { notifications, sessions, subscribers, users } from '../src/db/schema/index.ts';
import { createLogger } from '../src/lib/logger.ts';
import { AuthCache } from '../src/services/accounts/auth-cache.ts';
import { enrollDemoTwoFactor } from '../src/db/seed/demo-accounts.ts';
import { grantRole, revokeRole } from '../src/services/accounts/roles.ts';
import { TEST_ADMIN_TOTP_SECRET } from './two-factor-helpers.ts';
import type { SessionInfo } from '../src/types.ts';
import { createVerifiedUser, me, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Decision 289: a process reuses the sessions, admin roles and subscriptions it checked for a few
 * seconds, and drops them the moment their rows change, whoever changes them.
 */
describe('the auth cache in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.authCache.start();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const status = async (path: string, cookie: string) => (await t.request(path, { headers: { cookie } })).status;
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.match(/awc\.session_token=([^;]+)/)?.[1] ?? '').split('.')[0] ?? '';

  it('answers repeated signed-in reads without asking Better Auth again', async () => {
    await createVerifiedUser(t, 'reader@example.com');
    const cookie = await signedInCookie(t, 'reader@example.com');
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    expect(await status('/api/notifications?limit=50', cookie)).toBe(200);
    for (let i = 0; i < 5; i++) expect(await status('/api/notifications?limit=50', cookie)).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('signing out ends the cached session at once', async () => {
    await createVerifiedUser(t, 'leaver@example.com');
    const cookie = await signedInCookie(t, 'leaver@example.com');
    expect(await status('/api/notifications', cookie)).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie }, json: {} });
    expect(out.status).toBe(200);
    expect(await status('/api/notifications', cookie)).toBe(401);
  });

  it('a session revoked from another device ends at once', async () => {
    await createVerifiedUser(t, 'two@example.com');
    const phone = await signedInCookie(t, 'two@example.com');
    const laptop = await signedInCookie(t, 'two@example.com');
    expect(await status('/api/notifications', phone)).toBe(200);
    const revoke = await t.request('/api/account/sessions/revoke-others', { method: 'POST', headers: { cookie: laptop }, json: {} });
    expect(revoke.status).toBe(200);
    expect(await status('/api/notifications', phone)).toBe(401);
    expect(await status('/api/notifications', laptop)).toBe(200);
  });

  it('a session deleted or expired by another process (plain SQL) ends at once', async () => {
    await createVerifiedUser(t, 'sql@example.com');
    const a = await signedInCookie(t, 'sql@example.com');
    const b = await signedInCookie(t, 'sql@example.com');
    expect(await status('/api/notifications', a)).toBe(200);
    expect(await status('/api/notifications', b)).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.token, tokenOf(a)));
    expect(await status('/api/notifications', a)).toBe(401);
    expect(await status('/api/notifications', b)).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(b)));
    expect(await status('/api/notifications', b)).toBe(401);
  });

  it('a password change revokes the other cached sessions at once', async () => {
    await createVerifiedUser(t, 'pw@example.com');
    const keep = await signedInCookie(t, 'pw@example.com');
    const other = await signedInCookie(t, 'pw@example.com');
    expect(await status('/api/notifications', other)).toBe(200);
    const change = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie: keep },
      json: { currentPassword: 'Passw0rdOk', newPassword: 'Another-Pass9', revokeOtherSessions: true },
    });
    expect(change.status, await change.clone().text()).toBe(200);
    expect(await status('/api/notifications', other)).toBe(401);
  });

  it('a deleted user is signed out at once', async () => {
    await createVerifiedUser(t, 'gone@example.com');
    const cookie = await signedInCookie(t, 'gone@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    expect(await status('/api/notifications', cookie)).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, id));
    expect(await status('/api/notifications', cookie)).toBe(401);
  });

  it('losing the admin role closes admin pages at once', async () => {
    await createVerifiedUser(t, 'admin2@example.com');
    const cookie = await signedInCookie(t, 'admin2@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    // An administrator needs two-factor sign-in (decision 422): enrolled first, so the role alone opens the page.
    await enrollDemoTwoFactor(t.deps, id, TEST_ADMIN_TOTP_SECRET);
    expect(await status('/api/admin/figures', cookie)).toBe(403);
    await grantRole(t.database.db, id, 'admin');
    expect(await status('/api/admin/figures', cookie)).toBe(200);
    expect(await status('/api/admin/figures', cookie)).toBe(200);
    await revokeRole(t.database.db, id, 'admin');
    expect(await status('/api/admin/figures', cookie)).toBe(403);
  });

  it('a notification list changes at once when a notification is created, read or deleted elsewhere', async () => {
    await createVerifiedUser(t, 'bell@example.com');
    const cookie = await signedInCookie(t, 'bell@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    const list = async () =>
      (await (await t.request('/api/notifications?limit=50', { headers: { cookie } })).json()) as {
        notifications: { id: string }[];
        unreadCount: number;
        lastEventId: number;
      };
    const before = await list();
    expect((await list()).notifications).toHaveLength(before.notifications.length);
    // A job or another process creates one (not this user's request).
    const created = await t.deps.notify(id, { title: 'New', message: 'Hello' });
    const after = await list();
    expect(after.notifications.map((n) => n.id)).toContain(created?.id);
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.lastEventId).toBeGreaterThan(before.lastEventId);
    await t.database.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, id));
    expect((await list()).unreadCount).toBe(0);
    await t.database.db.delete(notifications).where(eq(notifications.userId, id));
    expect((await list()).notifications).toHaveLength(0);
  });

  it('a subscription that starts or ends changes member pages at once', async () => {
    await createVerifiedUser(t, 'payer@example.com');
    const cookie = await signedInCookie(t, 'payer@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    expect(await status('/api/dashboard', cookie)).toBe(403);
    await t.database.db.insert(subscribers).values({ userId: id, plan: 'monthly', status: 'active', provider: 'test' });
    expect(await status('/api/dashboard', cookie)).toBe(200);
    expect(await status('/api/dashboard', cookie)).toBe(200);
    await t.database.db.update(subscribers).set({ status: 'canceled' }).where(eq(subscribers.userId, id));
    expect(await status('/api/dashboard', cookie)).toBe(403);
  });
});

/** The cache's own rules, on a stand-in database whose listener the test controls. */
describe('AuthCache', () => {
  const fakeDatabase = () => {
    let onPayload: ((payload: string) => void) | null = null;
    let epoch: number | null = 1;
    const database = {
      kind: 'pglite',
      listen: async (_channel: string, handler: (payload: string) => void) => {
        onPayload = handler;
        return async () => {};
      },
      listenerEpoch: () => epoch,
      notify: async () => {},
    } as unknown as Database;
    return {
      database,
      announce: (payload: string) => onPayload?.(payload),
      setEpoch: (e: number | null) => {
        epoch = e;
      },
    };
  };
  const info = (userId: string, sessionId: string, expiresInMs = 3_600_000): SessionInfo => ({
    user: {
      id: userId,
      email: `${userId}@example.com`,
      name: userId,
      emailVerified: true,
      image: null,
      firstName: null,
      lastName: null,
      createdAt: new Date(),
    },
    session: { id: sessionId, token: `t-${sessionId}`, createdAt: new Date(), expiresAt: new Date(Date.now() + expiresInMs), remember: true },
  });
  const log = createLogger('silent');
  afterEach(() => vi.restoreAllMocks());

  const started = async (ttlMs = 5_000) => {
    const fake = fakeDatabase();
    const cache = new AuthCache(fake.database, log, ttlMs);
    await cache.start();
    return { cache, ...fake };
  };

  it('caches nothing before its listener is ready, or when turned off', async () => {
    const fake = fakeDatabase();
    const cache = new AuthCache(fake.database, log, 5_000);
    cache.storeSession('cookie', info('u1', 's1'), cache.mark());
    expect(cache.session('cookie')).toBeUndefined();
    const off = new AuthCache(fake.database, log, 0);
    await off.start();
    off.storeSession('cookie', info('u1', 's1'), off.mark());
    expect(off.session('cookie')).toBeUndefined();
  });

  it('drops a session when its row or its user changes', async () => {
    const { cache, announce } = await started();
    cache.storeSession('a', info('u1', 's1'), cache.mark());
    cache.storeSession('b', info('u1', 's2'), cache.mark());
    cache.storeSession('c', info('u2', 's3'), cache.mark());
    announce('s:s1');
    expect(cache.session('a')).toBeUndefined();
    expect(cache.session('b')?.session.id).toBe('s2');
    announce('u:u1');
    expect(cache.session('b')).toBeUndefined();
    expect(cache.session('c')?.session.id).toBe('s3');
  });

  it('forgets everything after a few seconds, at its session expiry, or when the listener connection changes', async () => {
    const { cache, setEpoch } = await started(5_000);
    const now = Date.now();
    cache.storeSession('a', info('u1', 's1'), cache.mark());
    cache.storeSession('short', info('u1', 's2', 1_000), cache.mark());
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_000);
    expect(cache.session('a')).toBeDefined();
    expect(cache.session('short')).toBeUndefined();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5_001);
    expect(cache.session('a')).toBeUndefined();
    vi.restoreAllMocks();
    cache.storeSession('b', info('u1', 's3'), cache.mark());
    setEpoch(2);
    expect(cache.session('b')).toBeUndefined();
    setEpoch(null);
    cache.storeSession('c', info('u1', 's4'), cache.mark());
    expect(cache.session('c')).toBeUndefined();
  });

  it('does not keep a value read before a change that was announced while it was read', async () => {
    const { cache, announce } = await started();
    let release: (v: boolean) => void = () => {};
    const reading = cache.fact('admin', 'u1', () => new Promise<boolean>((r) => (release = r)));
    announce('u:u1');
    release(true);
    expect(await reading).toBe(true);
    const load = vi.fn(async () => false);
    expect(await cache.fact('admin', 'u1', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    const mark = cache.mark();
    cache.invalidateUser('u9');
    cache.storeSession('late', info('u1', 's1'), mark);
    expect(cache.session('late')).toBeUndefined();
  });

  it('drops notification lists for the users a change names, or all of them', async () => {
    const { cache, announce } = await started();
    const load = vi.fn(async () => 'list');
    const session = info('u1', 's1');
    cache.storeSession('a', session, cache.mark());
    await cache.fact('notifications:50::', 'u1', load);
    await cache.fact('notifications:50::', 'u2', load);
    await cache.fact('admin', 'u1', load);
    expect(load).toHaveBeenCalledTimes(3);
    announce('n:u1,u3');
    await cache.fact('notifications:50::', 'u1', load);
    await cache.fact('notifications:50::', 'u2', load);
    await cache.fact('admin', 'u1', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(cache.session('a')).toBe(session);
    announce('n:*');
    await cache.fact('notifications:50::', 'u2', load);
    await cache.fact('admin', 'u1', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('loads a fact once while fresh, again after its user changes', async () => {
    const { cache, announce } = await started();
    const load = vi.fn(async () => 'row');
    await cache.fact('subscription', 'u1', load);
    await cache.fact('subscription', 'u1', load);
    expect(load).toHaveBeenCalledTimes(1);
    announce('u:u1');
    await cache.fact('subscription', 'u1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a write, drops the writer’s entries, or everything for writes that may touch anyone', async () => {
    const { cache } = await started();
    cache.storeSession('a', info('u1', 's1'), cache.mark());
    cache.storeSession('b', info('u2', 's2'), cache.mark());
    cache.afterWrite(200, 'u1', false);
    expect(cache.session('a')).toBeUndefined();
    expect(cache.session('b')).toBeDefined();
    cache.afterWrite(401, null, true);
    expect(cache.session('b')).toBeDefined();
    cache.afterWrite(200, null, true);
    expect(cache.session('b')).toBeUndefined();
  });
});
