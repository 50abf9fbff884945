import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { cookiesFrom, createVerifiedUser, linkIn, me, outboxFor, signIn } from '../test/auth-helpers.ts';
import type { TestApp } from '../test/helpers.ts';
import { createProductionApp } from './harness.ts';

/** The session cookie and the session lifecycle as production serves them. */
describe('session cookies and expiry (production settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProductionApp({ AUTH_RATE_LIMIT: 'off' });
    await createVerifiedUser(t, 'holder@example.com');
  });
  afterAll(() => t.close());

  const sessionCookieHeader = (res: Response) => res.headers.getSetCookie().find((c) => /session_token=/.test(c) && !/max-age=0/i.test(c));

  it('is __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/ and has no Domain', async () => {
    const res = await signIn(t, 'holder@example.com', 'Passw0rdOk', true);
    expect(res.status).toBe(200);
    const header = sessionCookieHeader(res) ?? '';
    expect(header).toMatch(/^__Host-/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/;\s*Domain=/i);
    expect(header).toMatch(/Max-Age=\d+/i);
  });

  it('without "Remember me" the cookie lives only for the browser session', async () => {
    const header = sessionCookieHeader(await signIn(t, 'holder@example.com', 'Passw0rdOk', false)) ?? '';
    expect(header).toMatch(/^__Host-/);
    expect(header).not.toMatch(/Max-Age|Expires/i);
  });

  it('an idle session past its expiry is refused', async () => {
    const cookie = cookiesFrom(await signIn(t, 'holder@example.com'));
    const user = await me(t, cookie);
    expect(user.user?.email).toBe('holder@example.com');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.user?.id ?? ''));
    expect((await me(t, cookie)).user).toBeNull();
  });

  it('a remembered session older than the absolute limit is refused and revoked, however active', async () => {
    const cookie = cookiesFrom(await signIn(t, 'holder@example.com'));
    const id = (await me(t, cookie)).user?.id ?? '';
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000), expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.userId, id));
    const before = (await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).length;
    expect((await me(t, cookie)).user).toBeNull();
    // The session that was used is deleted on the server, not merely ignored.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(before - 1);
  });

  it('an unremembered session ends 12 hours after sign-in', async () => {
    const cookie = cookiesFrom(await signIn(t, 'holder@example.com', 'Passw0rdOk', false));
    const id = (await me(t, cookie)).user?.id ?? '';
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3_600_000 - 60_000) })
      .where(eq(sessions.userId, id));
    expect((await me(t, cookie)).user).toBeNull();
  });

  it('sign-out revokes the session on the server, not only in the browser', async () => {
    const cookie = cookiesFrom(await signIn(t, 'holder@example.com'));
    expect((await me(t, cookie)).user).not.toBeNull();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie }, json: {} });
    expect(out.status, await out.clone().text()).toBe(200);
    expect((await me(t, cookie)).user).toBeNull();
  });

  it('a password reset revokes every session of the account', async () => {
    const a = cookiesFrom(await signIn(t, 'holder@example.com'));
    const b = cookiesFrom(await signIn(t, 'holder@example.com', 'Passw0rdOk', false));
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'holder@example.com' } })).status).toBe(200);
    const mail = (await outboxFor(t, 'holder@example.com')).find((m) => m.subject.startsWith('Reset'));
    const link = linkIn(mail?.text ?? '', /reset-password/);
    const landing = await t.request(link);
    const token = new URL(landing.headers.get('location') ?? '', 'https://awc.example').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'Another-Pass9' } });
    expect(reset.status).toBe(200);
    expect((await me(t, a)).user).toBeNull();
    expect((await me(t, b)).user).toBeNull();
    expect((await signIn(t, 'holder@example.com', 'Another-Pass9')).status).toBe(200);
  });
});
