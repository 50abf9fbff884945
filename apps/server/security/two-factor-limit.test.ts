import { TWO_FACTOR_MESSAGES } from '@awc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../src/db/schema/index.ts';
import { emailKey } from '../src/services/accounts/sign-in-throttle.ts';
import { cookiesFrom, createVerifiedUser } from '../test/auth-helpers.ts';
import type { TestApp } from '../test/helpers.ts';
import { enrollTwoFactor, totpCode } from '../test/two-factor-helpers.ts';
import { createProductionApp } from './harness.ts';

/**
 * Issue 25 (decision 420): authenticator codes count toward the same per-account limit as
 * passwords, whatever the concurrency. An attacker who has the password starts one second step per
 * guess (so the plugin's five tries per step never bind) from 40 addresses (so no per-IP limit
 * helps), and sends every guess at once.
 */
describe('two-factor codes under the per-account limit (production settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProductionApp();
  });
  afterAll(() => t.close());

  const ipOf = (i: number) => `10.25.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const startStepFor = async (email: string, i: number) => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'Passw0rdOk', rememberMe: false },
      ip: ipOf(i),
    });
    expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    return cookiesFrom(res);
  };
  const guess = (cookie: string, code: string, i: number) =>
    t.request('/api/auth/two-factor/verify-totp', { method: 'POST', headers: { cookie }, json: { code }, ip: ipOf(i) });

  it('40 parallel guessed codes from 40 addresses get at most 10 checks, and then the right code waits too', async () => {
    const cookie = await createVerifiedUser(t, 'guessed@example.com');
    const { secret } = await enrollTwoFactor(t, cookie);
    const steps: string[] = [];
    for (let i = 0; i < 41; i++) steps.push(await startStepFor('guessed@example.com', i));
    // Codes of other periods: well formed, never right now.
    const answers = await Promise.all(steps.slice(0, 40).map((step, i) => guess(step, totpCode(secret, 100 + i), 100 + i)));
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, message: ((await r.json()) as { message: string }).message })));
    const checked = bodies.filter((b) => b.message === TWO_FACTOR_MESSAGES.invalidCode);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(bodies.filter((b) => b.status === 429).length).toBeGreaterThanOrEqual(30);
    expect(bodies.every((b) => b.status === 401 || b.status === 429)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailKey('guessed@example.com')));
    expect(rows.length).toBe(10);
    // The account is closed to codes and passwords alike until the window passes, the right code included.
    const right = await guess(steps[40] as string, totpCode(secret), 200);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('40 parallel guessed backup codes get at most 10 checks, and a real backup code then waits unspent', async () => {
    const { cookie, backupCodes } = await enrollTwoFactor(t, await createVerifiedUser(t, 'guessed-backup@example.com'));
    const steps: string[] = [];
    for (let i = 0; i < 41; i++) steps.push(await startStepFor('guessed-backup@example.com', 300 + i));
    // Well formed (ten characters of the codes' alphabet), never one of the ten issued.
    const guesses = Array.from({ length: 40 }, (_, i) => `zzzzz-${i.toString(36).padStart(5, 'z')}`);
    expect(guesses.some((g) => backupCodes.includes(g))).toBe(false);
    const answers = await Promise.all(
      steps.slice(0, 40).map((step, i) =>
        t.request('/api/auth/two-factor/verify-backup-code', {
          method: 'POST',
          headers: { cookie: step },
          json: { code: guesses[i] },
          ip: ipOf(400 + i),
        }),
      ),
    );
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, message: ((await r.json()) as { message: string }).message })));
    expect(bodies.filter((b) => b.message === TWO_FACTOR_MESSAGES.invalidBackupCode).length).toBeLessThanOrEqual(10);
    expect(bodies.filter((b) => b.status === 429).length).toBeGreaterThanOrEqual(30);
    expect(bodies.every((b) => b.status === 401 || b.status === 429)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailKey('guessed-backup@example.com')));
    expect(rows.length).toBe(10);
    // A right backup code is refused too while the account is closed, and is not used up by that.
    const right = await t.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      headers: { cookie: steps[40] as string },
      json: { code: backupCodes[0] },
      ip: ipOf(500),
    });
    expect(right.status).toBe(429);
    const security = (await (await t.request('/api/account/security', { headers: { cookie } })).json()) as { backupCodesLeft: number };
    expect(security.backupCodesLeft).toBe(10);
  });
});
