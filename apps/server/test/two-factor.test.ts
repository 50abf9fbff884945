import { SIGN_IN_FAILURES_PER_WINDOW, TWO_FACTOR_ENROLL_PATH, TWO_FACTOR_MESSAGES } from '@awc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, passkeys, sessions, signInFailures, users } from '../src/db/schema/index.ts';
import { grantRole } from '../src/services/accounts/roles.ts';
import { emailKey } from '../src/services/accounts/sign-in-throttle.ts';
import { cookiesFrom, createVerifiedUser, me, outboxFor, signIn, signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { completeSecondStep, enrollTwoFactor, grantAdmin, totpCode } from './two-factor-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the clock is moved (never timers): a code is accepted once, so a test that signs in again
  // waits for the app's next code as a person would, 30 seconds on.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});
/** The authenticator app's next period: codes of earlier ones are no longer the current one. */
const nextPeriod = () => vi.setSystemTime(Date.now() + 30_000);

const post = (path: string, cookie: string, json: unknown) => t.request(path, { method: 'POST', headers: { cookie }, json });
const security = async (cookie: string) =>
  (await (await t.request('/api/account/security', { headers: { cookie } })).json()) as {
    twoFactorEnabled: boolean;
    backupCodesLeft: number | null;
    passkeys: { id: string; name: string }[];
    activity: { action: string; label: string; detail: string | null; byAdmin: boolean }[];
    twoFactorRequired: boolean;
  };
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as string;
const failures = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailKey(email)))
  ).length;

describe('enrolling an authenticator app', () => {
  it('asks for the password, shows the secret and ten backup codes, and turns on only with a correct code', async () => {
    const cookie = await createVerifiedUser(t, 'enrol@example.com');
    const missing = await post('/api/auth/two-factor/enable', cookie, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.password).toEqual([
      TWO_FACTOR_MESSAGES.passwordRequired,
    ]);
    const wrong = await post('/api/auth/two-factor/enable', cookie, { password: 'WrongPass1' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.password).toEqual(['Your password is incorrect.']);

    const enable = await post('/api/auth/two-factor/enable', cookie, { password: 'Passw0rdOk' });
    expect(enable.status).toBe(200);
    const body = (await enable.json()) as { secret: string; backupCodes: string[]; totpURI: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(body.totpURI).toContain(`secret=${body.secret}`);
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Attorney%20Wealth%20Collective:enrol%40example\.com\?/);
    expect(body.backupCodes).toHaveLength(10);
    for (const code of body.backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await security(cookie)).twoFactorEnabled).toBe(false);

    const bad = await post('/api/auth/two-factor/verify-totp', cookie, { code: '12345' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.codeFormat]);
    const wrongCode = totpCode(body.secret, 5);
    const refused = await post('/api/auth/two-factor/verify-totp', cookie, { code: wrongCode });
    expect(refused.status).toBe(401);
    expect((await security(cookie)).twoFactorEnabled).toBe(false);

    const confirmed = await post('/api/auth/two-factor/verify-totp', cookie, { code: totpCode(body.secret) });
    expect(confirmed.status).toBe(200);
    expect(JSON.stringify(await confirmed.clone().json())).not.toMatch(/token/);
    const after = cookiesFrom(confirmed, cookie);
    const state = await security(after);
    expect(state).toMatchObject({ twoFactorEnabled: true, backupCodesLeft: 10, twoFactorRequired: false });
    expect(state.activity[0]).toMatchObject({ action: 'security.two_factor_enabled', label: 'Two-factor sign-in turned on', byAdmin: false });
    const mails = await outboxFor(t, 'enrol@example.com');
    expect(mails.map((m) => m.subject)).toContain('Security change on your Attorney Wealth Collective account: two-factor sign-in turned on');
    // A second enrollment is refused while it is on.
    expect((await post('/api/auth/two-factor/enable', after, { password: 'Passw0rdOk' })).status).toBe(409);
  });
});

describe('signing in with two factors', () => {
  let secret = '';
  let backupCodes: string[] = [];
  beforeAll(async () => {
    const cookie = await createVerifiedUser(t, 'two@example.com');
    ({ secret, backupCodes } = await enrollTwoFactor(t, cookie));
  });

  it('a correct password alone gives no session, only the second step', async () => {
    const res = await signIn(t, 'two@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await me(t, cookiesFrom(res))).user).toBeNull();
  });

  it('a wrong code is refused, the right one signs in, and the same code is refused the second time', async () => {
    nextPeriod();
    const first = cookiesFrom(await signIn(t, 'two@example.com'));
    const wrong = await post('/api/auth/two-factor/verify-totp', first, { code: totpCode(secret, 4) });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const code = totpCode(secret);
    const ok = await post('/api/auth/two-factor/verify-totp', first, { code });
    expect(ok.status).toBe(200);
    expect((await me(t, cookiesFrom(ok, first))).user?.email).toBe('two@example.com');

    const second = cookiesFrom(await signIn(t, 'two@example.com'));
    const replay = await post('/api/auth/two-factor/verify-totp', second, { code });
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.codeAlreadyUsed);
    expect((await me(t, cookiesFrom(replay, second))).user).toBeNull();
  });

  it('two requests with one code at the same moment: exactly one signs in', async () => {
    nextPeriod();
    const a = cookiesFrom(await signIn(t, 'two@example.com'));
    const b = cookiesFrom(await signIn(t, 'two@example.com'));
    const code = totpCode(secret, 1);
    const answers = await Promise.all([a, b].map((cookie) => post('/api/auth/two-factor/verify-totp', cookie, { code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('"Remember me" off carries through the second step', async () => {
    nextPeriod();
    const res = await signIn(t, 'two@example.com', 'Passw0rdOk', false);
    const step = await completeSecondStep(t, cookiesFrom(res), secret);
    expect(step.res.status).toBe(200);
    const id = await userId('two@example.com');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, id));
    const newest = rows.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0];
    expect(newest?.remember).toBe(false);
  });

  it('"trust this device" skips the second step on that browser only', async () => {
    nextPeriod();
    const res = await signIn(t, 'two@example.com');
    const step = await completeSecondStep(t, cookiesFrom(res), secret, { trustDevice: true });
    expect(step.res.status).toBe(200);
    const trust = step.cookie.split('; ').find((c) => c.startsWith('awc.trust_device='));
    expect(trust).toBeTruthy();
    const again = await signIn(t, 'two@example.com', 'Passw0rdOk', true, { cookie: trust as string });
    expect(((await again.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
    expect((await me(t, cookiesFrom(again))).user?.email).toBe('two@example.com');
    const elsewhere = await signIn(t, 'two@example.com');
    expect(((await elsewhere.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
  });

  it('a backup code signs in once; used again it is refused', async () => {
    const code = backupCodes[0] as string;
    const first = cookiesFrom(await signIn(t, 'two@example.com'));
    // Typed in capitals and without its dash, it is the same code.
    const ok = await post('/api/auth/two-factor/verify-backup-code', first, { code: code.replace('-', '').toUpperCase() });
    expect(ok.status).toBe(200);
    const session = cookiesFrom(ok, first);
    expect((await me(t, session)).user?.email).toBe('two@example.com');
    const state = await security(session);
    expect(state.backupCodesLeft).toBe(9);
    expect(state.activity[0]?.action).toBe('security.backup_code_used');

    const second = cookiesFrom(await signIn(t, 'two@example.com'));
    const reused = await post('/api/auth/two-factor/verify-backup-code', second, { code });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.invalidBackupCode);
  });

  it('new backup codes need the password, replace the old ones and are emailed about', async () => {
    const cookie = await signedInCookieWith(secret);
    expect((await post('/api/auth/two-factor/generate-backup-codes', cookie, { password: 'nope' })).status).toBe(400);
    const res = await post('/api/auth/two-factor/generate-backup-codes', cookie, { password: 'Passw0rdOk' });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[1]);
    const old = cookiesFrom(await signIn(t, 'two@example.com'));
    expect((await post('/api/auth/two-factor/verify-backup-code', old, { code: backupCodes[1] })).status).toBe(401);
    const mails = await outboxFor(t, 'two@example.com');
    expect(mails.some((m) => /new backup codes created/.test(m.subject))).toBe(true);
    backupCodes = fresh;
  });

  it('a step older than its cookie, or without one, is told to start again', async () => {
    const res = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: '123456' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const forged = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { cookie: 'awc.two_factor=2fa-made-up.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXI%3D' },
      json: { code: '123456' },
    });
    expect(forged.status).toBe(401);
  });

  it('turning it off takes the password and a code', async () => {
    const cookie = await signedInCookieWith(secret);
    const noCode = await post('/api/auth/two-factor/disable', cookie, { password: 'Passw0rdOk' });
    expect(noCode.status).toBe(400);
    const wrongPassword = await post('/api/auth/two-factor/disable', cookie, { password: 'WrongPass1', code: totpCode(secret, 1) });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await post('/api/auth/two-factor/disable', cookie, { password: 'Passw0rdOk', code: totpCode(secret, 6) });
    expect(wrongCode.status).toBe(401);
    expect((await security(cookie)).twoFactorEnabled).toBe(true);
    // A backup code is a code too.
    const off = await post('/api/auth/two-factor/disable', cookie, { password: 'Passw0rdOk', code: backupCodes[0] });
    expect(off.status).toBe(200);
    const after = cookiesFrom(off, cookie);
    const state = await security(after);
    expect(state.twoFactorEnabled).toBe(false);
    expect(state.activity[0]?.action).toBe('security.two_factor_disabled');
    const plain = await signIn(t, 'two@example.com');
    expect((await me(t, cookiesFrom(plain))).user?.email).toBe('two@example.com');
  });

  const signedInCookieWith = async (s: string) => {
    nextPeriod();
    const res = await signIn(t, 'two@example.com');
    const step = await completeSecondStep(t, cookiesFrom(res), s);
    expect(step.res.status).toBe(200);
    return step.cookie;
  };
});

describe('the attempt limit', () => {
  it('wrong codes count with wrong passwords toward one limit per account, and then even the right code waits', async () => {
    const cookie = await createVerifiedUser(t, 'limit@example.com');
    const { secret } = await enrollTwoFactor(t, cookie);
    // Three wrong passwords, then wrong codes up to the limit.
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'limit@example.com', 'WrongPass1')).status).toBe(401);
    let challenge = cookiesFrom(await signIn(t, 'limit@example.com'));
    for (let i = 3; i < SIGN_IN_FAILURES_PER_WINDOW; i++) {
      // Better Auth ends a challenge after five wrong codes; a new sign-in starts another.
      if (i === 8) challenge = cookiesFrom(await signIn(t, 'limit@example.com'));
      const res = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret, 10 + i) });
      expect(res.status).toBe(401);
    }
    expect(await failures('limit@example.com')).toBe(SIGN_IN_FAILURES_PER_WINDOW);
    const right = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(t, 'limit@example.com')).status).toBe(429);
  });

  it('a challenge used up by wrong codes says so, not that it took too long; the account limit counts only the wrong codes', async () => {
    const cookie = await createVerifiedUser(t, 'worn@example.com');
    const { secret } = await enrollTwoFactor(t, cookie);
    nextPeriod(); // the enrollment used the current code
    const challenge = cookiesFrom(await signIn(t, 'worn@example.com'));
    const message = async (res: Response) => ((await res.json()) as { message: string }).message;
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret, 30 + i) });
      expect(wrong.status).toBe(401);
      expect(await message(wrong)).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    }
    // The sixth code, even the right one, finds the challenge used up: told so, and no session.
    const used = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret) });
    expect(used.status).toBe(401);
    expect(await message(used)).toBe(TWO_FACTOR_MESSAGES.tooManyCodes);
    expect((await me(t, cookiesFrom(used, challenge))).user).toBeNull();
    // The plugin's refusal checked no code, so only the five wrong ones count against the account.
    expect(await failures('worn@example.com')).toBe(5);
    // The challenge is gone: another code on it is told the step is over.
    const after = await post('/api/auth/two-factor/verify-totp', challenge, { code: totpCode(secret, 1) });
    expect(after.status).toBe(401);
    expect(await message(after)).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    // A new sign-in starts a new challenge, and the right code (not yet used) signs in.
    const fresh = cookiesFrom(await signIn(t, 'worn@example.com'));
    const ok = await post('/api/auth/two-factor/verify-totp', fresh, { code: totpCode(secret) });
    expect(ok.status).toBe(200);
  });

  it('parallel guesses: no more than the limit are checked', async () => {
    const cookie = await createVerifiedUser(t, 'parallel@example.com');
    const { secret } = await enrollTwoFactor(t, cookie);
    const challenges = await Promise.all(Array.from({ length: 4 }, async () => cookiesFrom(await signIn(t, 'parallel@example.com'))));
    const guesses = Array.from({ length: 24 }, (_, i) =>
      post('/api/auth/two-factor/verify-totp', challenges[i % 4] as string, { code: totpCode(secret, 20 + i) }),
    );
    const answers = await Promise.all(guesses);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_WINDOW);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(await failures('parallel@example.com')).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_WINDOW);
    // A step the plugin dropped in the crowd is released, not counted; guessing on, the limit ends at exactly 10.
    for (let i = 0; i < SIGN_IN_FAILURES_PER_WINDOW; i++) {
      const step = cookiesFrom(await signIn(t, 'parallel@example.com'));
      if (step === '') break;
      const res = await post('/api/auth/two-factor/verify-totp', step, { code: totpCode(secret, 60 + i) });
      if (res.status === 429) break;
    }
    expect(await failures('parallel@example.com')).toBe(SIGN_IN_FAILURES_PER_WINDOW);
  });
});

describe('administrators', () => {
  it('an admin without two-factor is kept out of the admin API until enrolled', async () => {
    const cookie = await createVerifiedUser(t, 'new-admin@example.com');
    await grantRole(t.database.db, await userId('new-admin@example.com'), 'admin');
    const refused = await t.request('/api/admin/figures', { headers: { cookie } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.adminRequired);
    expect((await security(cookie)).twoFactorRequired).toBe(true);
    const { cookie: after } = await enrollTwoFactor(t, cookie);
    expect((await t.request('/api/admin/figures', { headers: { cookie: after } })).status).toBe(200);
    expect(TWO_FACTOR_ENROLL_PATH).toBe('/account?tab=security');
  });

  it('an admin resets a member who lost their factor: audited, emailed, signed out, password alone next time', async () => {
    const adminCookie = await createVerifiedUser(t, 'reset-admin@example.com');
    await grantAdmin(t, await userId('reset-admin@example.com'));
    const memberCookie = await createVerifiedUser(t, 'lost@example.com');
    const { cookie: memberSession } = await enrollTwoFactor(t, memberCookie);
    const lost = await userId('lost@example.com');

    // Not by the member, nor for an account that does not exist.
    expect((await post(`/api/admin/users/${lost}/two-factor/reset`, memberSession, {})).status).toBe(403);
    expect((await post('/api/admin/users/nobody/two-factor/reset', adminCookie, {})).status).toBe(404);

    const res = await post(`/api/admin/users/${lost}/two-factor/reset`, adminCookie, {});
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, lost), eq(auditLog.action, 'security.two_factor_reset_by_admin')));
    expect(row?.actorEmail).toBe('reset-admin@example.com');
    const mail = (await outboxFor(t, 'lost@example.com')).find((m) => /two-factor sign-in reset by an administrator/.test(m.subject));
    expect(mail?.text).toMatch(/An administrator made this change/);
    expect((await me(t, memberSession)).user).toBeNull();
    const plain = await signedInCookie(t, 'lost@example.com');
    const state = await security(plain);
    expect(state.twoFactorEnabled).toBe(false);
    expect(state.activity.find((e) => e.action === 'security.two_factor_reset_by_admin')).toMatchObject({ byAdmin: true });
    // Nothing to reset a second time.
    expect((await post(`/api/admin/users/${lost}/two-factor/reset`, adminCookie, {})).status).toBe(409);
  });
});

describe('passkeys as their owner manages them', () => {
  it('lists, renames and removes only the owner’s own passkeys; each removal is emailed and listed', async () => {
    const owner = await createVerifiedUser(t, 'keys@example.com');
    const other = await createVerifiedUser(t, 'other-keys@example.com');
    const id = 'pk-test-1';
    await t.database.db.insert(passkeys).values({
      id,
      name: 'Laptop',
      publicKey: 'AAAA',
      userId: await userId('keys@example.com'),
      credentialID: 'cred-1',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const listed = await security(owner);
    expect(listed.passkeys).toEqual([expect.objectContaining({ id, name: 'Laptop' })]);
    expect(JSON.stringify(listed)).not.toMatch(/cred-1|publicKey/);
    expect((await security(other)).passkeys).toEqual([]);

    expect((await post('/api/auth/passkey/update-passkey', other, { id, name: 'Mine now' })).status).toBe(404);
    expect((await post('/api/auth/passkey/delete-passkey', other, { id })).status).toBe(404);
    const blank = await post('/api/auth/passkey/update-passkey', owner, { id, name: '  ' });
    expect(blank.status).toBe(400);
    expect((await post('/api/auth/passkey/update-passkey', owner, { id, name: 'Work laptop' })).status).toBe(200);
    expect((await security(owner)).passkeys[0]?.name).toBe('Work laptop');
    expect((await post('/api/auth/passkey/delete-passkey', owner, { id })).status).toBe(200);
    const state = await security(owner);
    expect(state.passkeys).toEqual([]);
    expect(state.activity[0]).toMatchObject({ action: 'security.passkey_removed', detail: 'Work laptop' });
    expect((await outboxFor(t, 'keys@example.com')).some((m) => /passkey removed/.test(m.subject))).toBe(true);
  });

  it('registration and passkey sign-in options need what they need', async () => {
    expect((await t.request('/api/auth/passkey/generate-register-options')).status).toBe(401);
    const options = await t.request('/api/auth/passkey/generate-authenticate-options');
    expect(options.status).toBe(200);
    expect(((await options.json()) as { rpId: string }).rpId).toBe('localhost');
    const bogus = await t.request('/api/auth/passkey/verify-authentication', { method: 'POST', json: { response: { id: 'nope', response: {} } } });
    expect(bogus.status).toBeGreaterThanOrEqual(400);
    expect(bogus.status).toBeLessThan(500);
  });
});
