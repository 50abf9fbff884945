import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../src/db/schema/index.ts';
import { emailKey } from '../src/services/accounts/sign-in-throttle.ts';
import { cookiesFrom, createVerifiedUser, linkIn, outboxFor, signIn } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('per-account brute-force limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createVerifiedUser(t, 'target@example.com');
  });
  afterAll(() => t.close());

  it('checks a password at most 10 times in 15 minutes, whatever IP or forged header is used', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        ip: `198.51.100.${i + 1}`,
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-awc-client-ip': `192.0.2.${i}` },
        json: { email: 'target@example.com', password: `Wrong-guess${i}` },
      });
      expect(res.status).toBe(401);
    }
    // Even the right password is not checked now.
    const blocked = await signIn(t, 'target@example.com', 'Passw0rdOk', true, { 'x-forwarded-for': '10.9.8.7' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toBe('Too many attempts. Please try again later');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailKey('target@example.com')));
    expect(row?.n).toBe(10);
  });

  it('still lets the owner reset the password', async () => {
    const res = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'target@example.com' } });
    expect(res.status).toBe(200);
    const mails = (await outboxFor(t, 'target@example.com')).filter((m) => m.subject.startsWith('Reset'));
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]?.text ?? '', /reset-password/)).toContain('/api/auth/reset-password/');
  });

  it('throttles unknown addresses the same way (no oracle)', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(t, 'ghost@example.com', `Wrong-guess${i}`)).status).toBe(401);
    expect((await signIn(t, 'ghost@example.com', 'Wrong-guess11')).status).toBe(429);
  });
});

describe('per-IP limit (production settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'on' });
  });
  afterAll(() => t.close());

  it('limits sign-in attempts per client address; forged X-Forwarded-For gains nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        ip: '198.51.100.77',
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-awc-client-ip': `192.0.2.${i}` },
        json: { email: `person${i}@example.com`, password: 'Wrong-guess1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another client address is not affected.
    const other = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      ip: '198.51.100.78',
      json: { email: 'x@example.com', password: 'Wrong-guess1' },
    });
    expect(other.status).toBe(401);
  });
});

describe('trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'on', TRUSTED_PROXIES: '10.0.0.1' });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from the configured proxy', async () => {
    // Through the proxy: each client address has its own bucket.
    for (let i = 0; i < 25; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        json: { email: `p${i}@example.com`, password: 'Wrong-guess1' },
      });
      expect(res.status).toBe(401);
    }
  });
});

describe('production cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'prod-secret-'.repeat(4), PUBLIC_URL: 'https://awc.example' });
  });
  afterAll(() => t.close());

  it('uses a __Host- session cookie that is Secure, HttpOnly, SameSite=Lax, Path=/ and host-only', async () => {
    const cookie = await createVerifiedUser(t, 'prod@example.com');
    expect(cookie).toContain('__Host-awc.session_token=');
    const res = await signIn(t, 'prod@example.com');
    const header = res.headers.getSetCookie().find((c) => c.startsWith('__Host-awc.session_token=')) ?? '';
    for (const attribute of [/;\s*Secure/i, /;\s*HttpOnly/i, /;\s*SameSite=Lax/i, /;\s*Path=\//]) expect(header).toMatch(attribute);
    expect(header).not.toMatch(/Domain=/i);
    expect(cookiesFrom(res)).toContain('__Host-awc.session_token=');
  });

  it('has no development endpoints', async () => {
    expect((await t.request('/api/dev/outbox')).status).toBe(404);
  });
});

describe('CSRF on every state-changing route of accounts', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await createVerifiedUser(t, 'victim@example.com');
  });
  afterAll(() => t.close());

  const routes: [string, string][] = [
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/sign-out'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/reset-password'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/send-verification-email'],
    ['PATCH', '/api/profile'],
    ['POST', '/api/profile/avatar'],
    ['DELETE', '/api/profile/avatar'],
    ['POST', '/api/account/sessions/revoke-others'],
    ['DELETE', '/api/account/sessions/x'],
    ['POST', '/api/account/set-password'],
    ['POST', '/api/account/delete'],
  ];
  it.each(routes)('%s %s from another site is 403', async (method, path) => {
    const res = await t.app.request(path, {
      method,
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: method === 'DELETE' ? undefined : '{}',
    });
    expect(res.status).toBe(403);
  });
});
