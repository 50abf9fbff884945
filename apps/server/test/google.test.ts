import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, profiles, sessions, users } from '../src/db/schema/index.ts';
import { enrollDemoTwoFactor } from '../src/db/seed/demo-accounts.ts';
import { cookiesFrom, createVerifiedUser, me, signIn } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { completeSecondStep, grantAdmin, TEST_ADMIN_TOTP_SECRET } from './two-factor-helpers.ts';

/**
 * Google sign-in against a stand-in of Google's token endpoint (the one call that leaves this
 * machine): the authorization-code flow with PKCE and state is Better Auth's real code.
 */
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const idToken = (claims: Record<string, unknown>) =>
  `${b64({ alg: 'RS256', kid: 'test' })}.${b64({ iss: 'https://accounts.google.com', aud: 'google-client', sub: String(claims.email), email_verified: true, ...claims })}.signature`;

let t: TestApp;
let nextClaims: Record<string, unknown> = {};
const realFetch = globalThis.fetch;
const tokenRequests: URLSearchParams[] = [];

beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith('https://oauth2.googleapis.com/token')) {
      tokenRequests.push(new URLSearchParams(String(init?.body ?? '')));
      return new Response(
        JSON.stringify({ access_token: 'at', expires_in: 3600, token_type: 'Bearer', scope: 'openid email profile', id_token: idToken(nextClaims) }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    return realFetch(input, init);
  });
});
afterEach(() => {
  tokenRequests.length = 0;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

/** Starts the flow like the /auth page does, then comes back from "Google" with a code. */
const googleSignIn = async (claims: Record<string, unknown>, plan?: string) => {
  nextClaims = claims;
  const start = await t.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', callbackURL: plan ? `/auth?plan=${plan}` : '/auth', errorCallbackURL: '/auth?error=google' },
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  const cookie = cookiesFrom(start);
  const callback = await t.request(`/api/auth/callback/google?code=auth-code&state=${authorize.searchParams.get('state')}`, { headers: { cookie } });
  return { authorize, callback, cookie: cookiesFrom(callback, cookie) };
};

/** A fixed authenticator secret for the Google accounts these tests turn two-factor on for. */
const GOOGLE_TOTP_SECRET = 'GOOGLETWOFACTORSECRETFORTESTSABC';
const userIdOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as string;

describe('Google sign-in', () => {
  it('uses the authorization-code flow with PKCE and state', async () => {
    const { authorize } = await googleSignIn({ email: 'pkce@example.com', given_name: 'Pat', family_name: 'Kce' });
    expect(authorize.origin).toBe('https://accounts.google.com');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBe('google-client');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')?.length).toBeGreaterThan(30);
    expect(authorize.searchParams.get('state')?.length).toBeGreaterThan(10);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    // The verifier reaches Google's token endpoint with the code.
    expect(tokenRequests[0]?.get('code_verifier')?.length).toBeGreaterThan(30);
  });

  it('signs in, returns to /auth with the plan, and names the profile from given_name/family_name', async () => {
    const { callback, cookie } = await googleSignIn(
      {
        email: 'grace@example.com',
        given_name: 'Grace',
        family_name: 'Hopper',
        name: 'Ignored Name',
        picture: 'https://lh3.googleusercontent.com/a/x',
      },
      'annual',
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/auth?plan=annual');
    const body = await me(t, cookie);
    expect(body.user?.email).toBe('grace@example.com');
    expect(body.profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', displayAvatarUrl: 'https://lh3.googleusercontent.com/a/x' });
  });

  it('falls back to the name split at the first space', async () => {
    const { cookie } = await googleSignIn({ email: 'rbg@example.com', name: 'Ruth Bader Ginsburg' });
    expect((await me(t, cookie)).profile).toMatchObject({ firstName: 'Ruth', lastName: 'Bader Ginsburg' });
  });

  it('refuses a wrong state', async () => {
    nextClaims = { email: 'state@example.com' };
    const start = await t.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/auth', errorCallbackURL: '/auth?error=google' },
    });
    const res = await t.request('/api/auth/callback/google?code=x&state=forged-state', { headers: { cookie: cookiesFrom(start) } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=/);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'state@example.com'))).toHaveLength(0);
  });

  it('never links a Google account to an existing password account silently', async () => {
    await createVerifiedUser(t, 'owner@example.com');
    const { callback, cookie } = await googleSignIn({ email: 'owner@example.com', given_name: 'Mallory', family_name: 'Attacker' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/^\/auth\?error=google.*error=account_not_linked/);
    expect((await me(t, cookie)).user).toBeNull();
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const google = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, owner?.id ?? ''), eq(accounts.providerId, 'google')));
    expect(google).toHaveLength(0);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, owner?.id ?? ''));
    expect(profile?.firstName).toBe('Ada');
  });

  it('lets a Google-only account set a password from settings', async () => {
    const { cookie } = await googleSignIn({ email: 'gonly@example.com', given_name: 'Go', family_name: 'Only' });
    expect(((await (await t.request('/api/me', { headers: { cookie } })).json()) as { hasPassword: boolean }).hasPassword).toBe(false);
    const mismatch = await t.request('/api/account/set-password', {
      method: 'POST',
      headers: { cookie },
      json: { newPassword: 'Fresh-Pass1', confirmPassword: 'Fresh-Pass2' },
    });
    expect(mismatch.status).toBe(400);
    const ok = await t.request('/api/account/set-password', {
      method: 'POST',
      headers: { cookie },
      json: { newPassword: 'Fresh-Pass1', confirmPassword: 'Fresh-Pass1' },
    });
    expect(ok.status).toBe(200);
    expect((await signIn(t, 'gonly@example.com', 'Fresh-Pass1')).status).toBe(200);
    const again = await t.request('/api/account/set-password', {
      method: 'POST',
      headers: { cookie },
      json: { newPassword: 'Fresh-Pass1', confirmPassword: 'Fresh-Pass1' },
    });
    expect(again.status).toBe(409);
  });

  describe('with two-factor on (decision 425)', () => {
    it('gives no session until the code is entered, then signs in', async () => {
      const email = 'g2fa@example.com';
      await googleSignIn({ email, given_name: 'Gia', family_name: 'Two' }, 'annual');
      await enrollDemoTwoFactor(t.deps, await userIdOf(email), GOOGLE_TOTP_SECRET);
      const sessionsBefore = (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, await userIdOf(email)))
      ).length;

      const { callback, cookie } = await googleSignIn({ email, given_name: 'Gia', family_name: 'Two' }, 'annual');
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/auth?plan=annual&mode=login&second-step=1');
      expect(cookie).not.toMatch(/awc\.session_token=/);
      expect(cookie).toMatch(/awc\.two_factor=/);
      expect((await me(t, cookie)).user).toBeNull();
      // The session the callback made is gone from the database too, not only from the browser.
      expect(
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, await userIdOf(email))),
      ).toHaveLength(sessionsBefore);

      const wrong = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', headers: { cookie }, json: { code: '000000' } });
      expect(wrong.status).toBe(401);
      expect((await me(t, cookiesFrom(wrong, cookie))).user).toBeNull();

      const step = await completeSecondStep(t, cookie, GOOGLE_TOTP_SECRET, { trustDevice: true });
      expect(step.res.status).toBe(200);
      expect((await me(t, step.cookie)).user?.email).toBe(email);

      // The device trusted at that step skips it at the next Google sign-in, as with a password.
      const trust = step.cookie.split('; ').find((c) => c.startsWith('awc.trust_device=')) as string;
      expect(trust).toBeTruthy();
      nextClaims = { email, given_name: 'Gia', family_name: 'Two' };
      const start = await t.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { cookie: trust },
        json: { provider: 'google', callbackURL: '/auth', errorCallbackURL: '/auth?error=google' },
      });
      const state = new URL(((await start.json()) as { url: string }).url).searchParams.get('state');
      const startCookie = cookiesFrom(start, trust);
      const trusted = await t.request(`/api/auth/callback/google?code=auth-code&state=${state}`, { headers: { cookie: startCookie } });
      expect(trusted.headers.get('location')).toBe('/auth');
      expect((await me(t, cookiesFrom(trusted, startCookie))).user?.email).toBe(email);
    });

    it('keeps an administrator out until the code is entered', async () => {
      const email = 'gadmin@example.com';
      await googleSignIn({ email, given_name: 'Ad', family_name: 'Min' });
      await grantAdmin(t, await userIdOf(email));
      const { callback, cookie } = await googleSignIn({ email, given_name: 'Ad', family_name: 'Min' });
      expect(callback.headers.get('location')).toBe('/auth?mode=login&second-step=1');
      expect((await me(t, cookie)).user).toBeNull();
      expect((await t.request('/api/admin/figures', { headers: { cookie } })).status).toBe(401);
      const step = await completeSecondStep(t, cookie, TEST_ADMIN_TOTP_SECRET);
      expect(step.res.status).toBe(200);
      expect((await me(t, step.cookie)).user?.email).toBe(email);
    });

    it('leaves an account without two-factor signing in at once', async () => {
      const { callback, cookie } = await googleSignIn({ email: 'gplain@example.com', given_name: 'Plain', family_name: 'User' });
      expect(callback.headers.get('location')).toBe('/auth');
      expect(cookie).not.toMatch(/awc\.two_factor=/);
      expect((await me(t, cookie)).user?.email).toBe('gplain@example.com');
    });
  });
});
