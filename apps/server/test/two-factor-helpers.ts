import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN_TOTP_SECRET, enrollDemoTwoFactor } from '../src/db/seed/demo-accounts.ts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { grantRole } from '../src/services/accounts/roles.ts';
import { cookiesFrom } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * Authenticator codes computed the way an app computes them (RFC 6238, with the maintained
 * `otpauth` library, not the server's own code), from the secret the server showed as text.
 * `steps` moves the clock by whole 30-second periods.
 */
export const totpCode = (base32Secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(base32Secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A fixed secret for test administrators (like the demo admin's, never used outside tests). */
export const TEST_ADMIN_TOTP_SECRET = 'TESTADMINSECRETFORVITESTONLYABCD';

/** Secrets of accounts tests enrolled, so a sign-in helper can complete their second step. */
export const knownSecrets = new Map<string, string>([['admin@attorneywealth.test', DEMO_ADMIN_TOTP_SECRET]]);

/**
 * Makes a user an administrator as the product requires one (decision 422): the admin role and a
 * confirmed authenticator, written as Better Auth's plugin writes it. Their open sessions see the
 * change at once (the users trigger clears the auth cache).
 */
export const grantAdmin = async (t: TestApp, userId: string) => {
  await enrollDemoTwoFactor(t.deps, userId, TEST_ADMIN_TOTP_SECRET);
  await grantRole(t.database.db, userId, 'admin');
  const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) knownSecrets.set(user.email.toLowerCase(), TEST_ADMIN_TOTP_SECRET);
};

/**
 * Completes a sign-in's second step with a code from `secret`: the current code, else the next or
 * the previous one (each is valid for about 90 seconds, and one another test used is refused).
 * Returns the session cookie.
 */
export const completeSecondStep = async (
  t: TestApp,
  challengeCookie: string,
  secret: string,
  extra: { trustDevice?: boolean } = {},
): Promise<{ res: Response; cookie: string }> => {
  for (const steps of [0, 1, -1]) {
    const res = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { cookie: challengeCookie },
      json: { code: totpCode(secret, steps), ...extra },
    });
    if (res.status === 409) continue;
    return { res, cookie: cookiesFrom(res, challengeCookie) };
  }
  throw new Error('every valid code was already used');
};

/** Turns two-factor on through the API as a member would; returns the new session cookie, the secret and the backup codes. */
export const enrollTwoFactor = async (t: TestApp, cookie: string, password = 'Passw0rdOk') => {
  const enable = await t.request('/api/auth/two-factor/enable', { method: 'POST', headers: { cookie }, json: { password } });
  if (enable.status !== 200) throw new Error(`enable failed ${enable.status} ${await enable.text()}`);
  const { secret, backupCodes, totpURI } = (await enable.json()) as { secret: string; backupCodes: string[]; totpURI: string };
  const confirm = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', headers: { cookie }, json: { code: totpCode(secret) } });
  if (confirm.status !== 200) throw new Error(`confirm failed ${confirm.status} ${await confirm.text()}`);
  return { cookie: cookiesFrom(confirm, cookie), secret, backupCodes, totpURI };
};
