import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { buildDeps } from '../src/deps.ts';
import { createLogger } from '../src/lib/logger.ts';
import { cookiesFrom, createVerifiedUser, linkIn, outboxFor, signUp } from '../test/auth-helpers.ts';
import { isPg, type TestApp } from '../test/helpers.ts';
import { createProductionApp } from './harness.ts';

/**
 * Issue 17 item 2: at most 10 password checks per account per 15 minutes, whatever the
 * concurrency. The guesses come from 60 addresses at once (so no per-IP limit helps) and, on
 * PostgreSQL, through two app instances with their own connection pools, as two processes would.
 */
describe('per-account password limit under concurrency (production settings)', () => {
  let t: TestApp;
  let second: { database: Database; request: (path: string, init: RequestInit, ip: string) => Promise<Response>; close: () => Promise<void> } | null =
    null;

  beforeAll(async () => {
    t = await createProductionApp();
    if (isPg()) {
      const url = t.database.pool?.options.connectionString;
      if (!url) throw new Error('no PostgreSQL URL');
      const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
      const deps = buildDeps(t.deps.env, database, createLogger('silent'));
      const app = createApp(deps);
      second = {
        database,
        request: (path, init, ip) =>
          Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: 'IPv4' } } })),
        close: async () => {
          await deps.authCache.close();
          await database.close();
        },
      };
    }
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const guess = (email: string, password: string, i: number) => {
    const ip = `10.17.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.deps.env.PUBLIC_URL },
      body: JSON.stringify({ email, password, rememberMe: false }),
    };
    if (second && i % 2 === 1) return second.request('/api/auth/sign-in/email', init, ip);
    return t.request('/api/auth/sign-in/email', { ...init, ip });
  };

  it('60 parallel wrong guesses from 60 addresses get at most 10 password checks', async () => {
    await createVerifiedUser(t, 'burst@example.com');
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => guess('burst@example.com', `Wrong-guess-${i}`, i).then((r) => r.status)));
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.every((s) => s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    // The account stays locked for password checks, even with the right password.
    expect((await guess('burst@example.com', 'Passw0rdOk', 61)).status).toBe(429);
  });

  it('a burst with the right password among 60 checks at most 10 passwords in all', async () => {
    await createVerifiedUser(t, 'mixed@example.com');
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => guess('mixed@example.com', i === 59 ? 'Passw0rdOk' : `Wrong-guess-${i}`, 100 + i).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
  });

  it('a right password does not use up the limit', async () => {
    await createVerifiedUser(t, 'owner@example.com');
    for (let i = 0; i < 12; i++) expect((await guess('owner@example.com', 'Passw0rdOk', 200 + i)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await guess('owner@example.com', 'Wrong-guess', 220 + i)).status).toBe(401);
    expect((await guess('owner@example.com', 'Wrong-guess', 240)).status).toBe(429);
  });
});

/**
 * Issue 17 items 5 and 10: anyone can lock an account by guessing, so proving ownership of the
 * inbox (a completed reset, a verified email link) clears the failures; and the password asked
 * before deleting an account counts toward the same limit.
 */
describe('the owner gets back in; every password check counts (production settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProductionApp();
  });
  afterAll(() => t.close());

  const signInFrom = (email: string, password: string, i: number) =>
    t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password, rememberMe: false }, ip: `10.55.${Math.floor(i / 250)}.${(i % 250) + 1}` });

  const lockOut = async (email: string, base: number) => {
    for (let i = 0; i < 10; i++) expect((await signInFrom(email, `Wrong-guess-${i}`, base + i)).status).toBe(401);
    expect((await signInFrom(email, 'Passw0rdOk', base + 10)).status).toBe(429);
  };

  it('a completed password reset lets the owner sign in with the new password at once', async () => {
    await createVerifiedUser(t, 'victim@example.com');
    await lockOut('victim@example.com', 0);
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'victim@example.com' } })).status).toBe(200);
    const [mail] = await outboxFor(t, 'victim@example.com');
    const follow = await t.request(linkIn(mail?.text ?? '', /reset-password/));
    const token = new URL(follow.headers.get('location') ?? '', 'https://x').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'Brand-New-Pass-1' } });
    expect(reset.status).toBe(200);
    expect((await signInFrom('victim@example.com', 'Brand-New-Pass-1', 20)).status).toBe(200);
  });

  it('a verified email link clears the failures too', async () => {
    expect((await signUp(t, { email: 'pending@example.com' })).status).toBe(200);
    await lockOut('pending@example.com', 40);
    const [mail] = await outboxFor(t, 'pending@example.com');
    const verify = await t.request(linkIn(mail?.text ?? '', /verify-email/));
    expect(verify.status).toBe(302);
    expect((await signInFrom('pending@example.com', 'Passw0rdOk', 60)).status).toBe(200);
  });

  it("the account deletion's password check counts toward the same per-account limit", async () => {
    await createVerifiedUser(t, 'deleter@example.com');
    const cookie = cookiesFrom(await signInFrom('deleter@example.com', 'Passw0rdOk', 80));
    const del = (password: string) =>
      t.request('/api/account/delete', { method: 'POST', headers: { cookie }, json: { confirmEmail: 'deleter@example.com', password } });
    for (let i = 0; i < 10; i++) expect((await del(`Wrong-guess-${i}`)).status).toBe(400);
    expect((await del('Passw0rdOk')).status).toBe(429);
    expect((await signInFrom('deleter@example.com', 'Passw0rdOk', 81)).status).toBe(429);
  });
});
