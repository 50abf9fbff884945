import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, profiles, sessions, users } from '../src/db/schema/index.ts';
import { cookiesFrom, createVerifiedUser, linkIn, me, outboxFor, signedInCookie, signIn, signUp } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('enforces the spec’s rules with their messages, and creates nothing', async () => {
    const res = await signUp(t, { email: 'not-an-email', password: 'weak', firstName: 'A', lastName: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      password: [
        'Password must be at least 8 characters',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
      ],
    });
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(row?.n).toBe(0);
  });

  it('answers the same for a new and an already registered address (no account-existence oracle)', async () => {
    const first = await signUp(t, { email: 'taken@example.com' });
    const again = await signUp(t, { email: 'taken@example.com', firstName: 'Eve' });
    const fresh = await signUp(t, { email: 'fresh@example.com' });
    expect(first.status).toBe(200);
    const bodies = await Promise.all([first.text(), again.text(), fresh.text()]);
    expect(new Set([again.status, fresh.status])).toEqual(new Set([200]));
    expect(bodies[1]).toBe(bodies[2]);
    // The owner of the taken address is told instead.
    const mails = await outboxFor(t, 'taken@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Verify your email for Attorney Wealth Collective',
      'You already have an account with Attorney Wealth Collective',
    ]);
  });

  it('sends a verification link that carries the chosen plan, and verification signs the user in', async () => {
    await signUp(t, { email: 'plan@example.com', callbackURL: '/auth?plan=annual' });
    const [mail] = await outboxFor(t, 'plan@example.com');
    const link = linkIn(mail?.text ?? '', /verify-email/);
    expect(decodeURIComponent(link)).toContain('callbackURL=/auth?plan=annual');
    expect(mail?.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=');
    const res = await t.request(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?plan=annual');
    const cookie = cookiesFrom(res);
    expect((await me(t, cookie)).user?.email).toBe('plan@example.com');
  });

  it('refuses a callback outside this site', async () => {
    const res = await signUp(t, { email: 'open@example.com', callbackURL: 'https://evil.example/x' });
    expect(res.status).toBe(400);
  });
});

describe('sign-in', () => {
  beforeAll(async () => {
    await createVerifiedUser(t, 'ada@example.com');
  });

  it('refuses an unverified account with the spec’s message', async () => {
    await signUp(t, { email: 'unverified@example.com' });
    const res = await signIn(t, 'unverified@example.com');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: 'Please verify your email before signing in' });
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await signIn(t, 'ada@example.com', 'Wrong-pass1');
    const unknown = await signIn(t, 'nobody@example.com', 'Wrong-pass1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(b).toEqual(a);
  });

  it('validates the form with the spec’s messages', async () => {
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'x', password: '123' } });
    expect(((await res.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('sets an HttpOnly, SameSite=Lax, host-only cookie; remember me decides its lifetime', async () => {
    const remembered = await signIn(t, 'ada@example.com', 'Passw0rdOk', true);
    const sessionCookie = remembered.headers.getSetCookie().find((c) => c.startsWith('awc.session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Domain=/i);
    expect(sessionCookie).toMatch(/Max-Age=1209600/);

    const browserSession = await signIn(t, 'ada@example.com', 'Passw0rdOk', false);
    const cookie = browserSession.headers.getSetCookie().find((c) => c.startsWith('awc.session_token='));
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const [row] = await t.database.db.select().from(sessions).orderBy(sql`created_at desc`).limit(1);
    expect(row?.remember).toBe(false);
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('records the first login once', async () => {
    const cookie = await signedInCookie(t, 'ada@example.com');
    await signedInCookie(t, 'ada@example.com');
    const res = await t.request('/api/achievements', { headers: { cookie } });
    const body = (await res.json()) as { achievements: { id: string }[] };
    expect(body.achievements.filter((a) => a.id === 'first_login')).toHaveLength(1);
  });

  it('signs out: the cookie no longer works', async () => {
    const cookie = await signedInCookie(t, 'ada@example.com');
    expect((await me(t, cookie)).user).not.toBeNull();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie }, json: {} });
    expect(out.status).toBe(200);
    expect((await me(t, cookie)).user).toBeNull();
  });
});

describe('session limits', () => {
  it('ends a remembered session 30 days after it began, however active', async () => {
    await createVerifiedUser(t, 'old@example.com');
    const cookie = await signedInCookie(t, 'old@example.com');
    const user = await me(t, cookie);
    const token = decodeURIComponent(cookie.match(/awc\.session_token=([^;]+)/)?.[1] ?? '').split('.')[0] ?? '';
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(sessions.token, token));
    expect((await me(t, cookie)).user?.id).toBe(user.user?.id);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sessions.token, token));
    expect((await me(t, cookie)).user).toBeNull();
    // Revoked, not just ignored.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
  });

  it('ends a session without "remember me" after 12 hours', async () => {
    await createVerifiedUser(t, 'short@example.com');
    const cookie = await signedInCookie(t, 'short@example.com', 'Passw0rdOk', false);
    const id = (await me(t, cookie)).user?.id ?? '';
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 3_600_000) })
      .where(eq(sessions.userId, id));
    expect((await me(t, cookie)).user?.id).toBe(id);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(sessions.userId, id));
    expect((await me(t, cookie)).user).toBeNull();
  });

  it('idles out after 14 days without use', async () => {
    await createVerifiedUser(t, 'idle@example.com');
    const cookie = await signedInCookie(t, 'idle@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await me(t, cookie)).user).toBeNull();
  });
});

describe('password reset', () => {
  it('works end to end, revokes every other session, and answers the same for unknown emails', async () => {
    await createVerifiedUser(t, 'reset@example.com');
    const other = await signedInCookie(t, 'reset@example.com');
    const known = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'reset@example.com' } });
    const unknown = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(await outboxFor(t, 'ghost@example.com')).toHaveLength(0);

    const [mail] = (await outboxFor(t, 'reset@example.com')).filter((m) => m.subject.startsWith('Reset'));
    const visit = await t.request(linkIn(mail?.text ?? '', /reset-password/));
    expect(visit.status).toBe(302);
    const target = new URL(visit.headers.get('location') ?? '', 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token') ?? '';

    const weak = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.newPassword).toContain(
      'Password must contain at least one uppercase letter',
    );

    const ok = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'NewPassw0rd' } });
    expect(ok.status).toBe(200);
    expect((await me(t, other)).user).toBeNull();
    expect((await signIn(t, 'reset@example.com', 'Passw0rdOk')).status).toBe(401);
    expect((await signIn(t, 'reset@example.com', 'NewPassw0rd')).status).toBe(200);
    // The link works once.
    const replay = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'Another1Pass' } });
    expect(replay.status).toBe(400);
  });
});

describe('profile', () => {
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    cookie = await createVerifiedUser(t, 'profile@example.com', 'Passw0rdOk', { firstName: 'Grace', lastName: 'Hopper' });
    userId = (await me(t, cookie)).user?.id ?? '';
  });

  it('is created at sign-up from the metadata, with the full name generated by the database', async () => {
    const res = await t.request('/api/profile', { headers: { cookie } });
    const { profile } = (await res.json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      directoryVisibility: 'hidden',
      role: 'member',
      isComplete: false,
    });
  });

  it('PATCH changes only the allowed fields', async () => {
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      headers: { cookie },
      json: {
        lastName: 'Murray',
        role: 'admin',
        id: 'someone-else',
        email: 'x@evil.example',
        fullName: 'Forged',
        isAdmin: true,
        practiceSetting: 'Government',
        barAdmissionYear: 2015,
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(row).toMatchObject({
      lastName: 'Murray',
      role: 'member',
      email: 'profile@example.com',
      fullName: 'Grace Murray',
      practiceSetting: 'Government',
      barAdmissionYear: 2015,
    });
    const [stranger] = await t.database.db.select().from(profiles).where(eq(profiles.id, 'someone-else'));
    expect(stranger).toBeUndefined();
    expect((await me(t, cookie)).isAdmin).toBe(false);
  });

  it('refuses bad values with field messages and changes nothing', async () => {
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      headers: { cookie },
      json: { firstName: 'G', practiceSetting: 'Astronaut', barAdmissionYear: 3000 },
    });
    expect(res.status).toBe(400);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['barAdmissionYear', 'firstName', 'practiceSetting']);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(row?.firstName).toBe('Grace');
  });

  it('awards profile_completed once, when first name, last name and headline are filled', async () => {
    const first = (await (
      await t.request('/api/profile', { method: 'PATCH', headers: { cookie }, json: { headline: 'Rear admiral, retired' } })
    ).json()) as { newAchievement: boolean; achievementName: string };
    expect(first).toMatchObject({ newAchievement: true, achievementName: 'Profile Completed' });
    const second = (await (
      await t.request('/api/profile', { method: 'PATCH', headers: { cookie }, json: { headline: 'Computer scientist' } })
    ).json()) as { newAchievement: boolean };
    expect(second.newAchievement).toBe(false);
    const rows = await t.database.db.select().from(achievements).where(eq(achievements.userId, userId));
    expect(rows.filter((r) => r.achievementId === 'profile_completed')).toHaveLength(1);
  });

  it('needs a signed-in user, with the spec’s message', async () => {
    const res = await t.request('/api/profile', { method: 'PATCH', json: { firstName: 'Nobody' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('You must be logged in to update your profile');
  });

  it('is rebuilt from the auth user when missing', async () => {
    await t.database.db.delete(profiles).where(eq(profiles.id, userId));
    const body = await me(t, cookie);
    expect(body.profileRecovered).toBe(true);
    expect(body.profile).toMatchObject({ firstName: 'Grace', lastName: 'Murray' });
    expect((await me(t, cookie)).profileRecovered).toBe(false);
  });
});

describe('avatar upload', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const upload = (cookie: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.set('file', new File([bytes], name, { type }));
    return t.request('/api/profile/avatar', { method: 'POST', headers: { cookie }, body: form });
  };

  it('stores an image checked by its bytes and serves it safely', async () => {
    const cookie = await createVerifiedUser(t, 'avatar@example.com');
    const res = await upload(cookie, png, 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: { avatarUrl: string } };
    expect(profile.avatarUrl).toMatch(/^\/files\/avatars\/[\w-]+\.png$/);
    const served = await t.request(profile.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a script named .png, and an oversized file', async () => {
    const cookie = await createVerifiedUser(t, 'avatar2@example.com');
    const fake = await upload(cookie, new TextEncoder().encode('<svg onload="alert(1)"></svg>'.padEnd(64, ' ')), 'x.png', 'image/png');
    expect(fake.status).toBe(415);
    const big = new Uint8Array(2_100_000);
    big.set(png.subarray(0, 16));
    const tooBig = await upload(cookie, big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(((await me(t, cookie)).profile as { avatarUrl: string | null }).avatarUrl).toBeNull();
  });
});

describe('password change', () => {
  it('validates, refuses a wrong current password, and changes it', async () => {
    const cookie = await createVerifiedUser(t, 'change@example.com');
    const weak = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: 'Passw0rdOk', newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    const wrong = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: 'Nope-Nope1', newPassword: 'Changed1Pass' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });
    const ok = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: 'Passw0rdOk', newPassword: 'Changed1Pass', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await signIn(t, 'change@example.com', 'Changed1Pass')).status).toBe(200);
  });
});

describe('sessions and account deletion', () => {
  it('lists own sessions without tokens, revokes others, and never touches another user’s', async () => {
    await createVerifiedUser(t, 'multi@example.com');
    const a = await signedInCookie(t, 'multi@example.com');
    const b = await signedInCookie(t, 'multi@example.com');
    const list = (await (await t.request('/api/account/sessions', { headers: { cookie: a } })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    expect(list.sessions.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    const otherUser = await createVerifiedUser(t, 'intruder@example.com');
    const victimSession = list.sessions.find((s) => !s.current)?.id ?? '';
    let successes = 0;
    for (let i = 0; i < 50; i++) {
      const res = await t.request(`/api/account/sessions/${victimSession}`, { method: 'DELETE', headers: { cookie: otherUser } });
      if (res.status !== 404) successes++;
    }
    expect(successes).toBe(0);
    expect((await me(t, b)).user).not.toBeNull();
    const revoke = await t.request('/api/account/sessions/revoke-others', { method: 'POST', headers: { cookie: a }, json: {} });
    expect(((await revoke.json()) as { revoked: number }).revoked).toBeGreaterThanOrEqual(1);
    expect((await me(t, b)).user).toBeNull();
    expect((await me(t, a)).user).not.toBeNull();
  });

  it('deletes an account only with the typed email and password, and removes its data', async () => {
    const cookie = await createVerifiedUser(t, 'leaving@example.com');
    const id = (await me(t, cookie)).user?.id ?? '';
    const wrong = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie },
      json: { confirmEmail: 'other@example.com', password: 'Passw0rdOk' },
    });
    expect(wrong.status).toBe(400);
    const badPassword = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie },
      json: { confirmEmail: 'leaving@example.com', password: 'Wrong-pass1' },
    });
    expect(badPassword.status).toBe(400);
    const ok = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie },
      json: { confirmEmail: 'leaving@example.com', password: 'Passw0rdOk' },
    });
    expect(ok.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
    expect((await me(t, cookie)).user).toBeNull();
  });
});

describe('endpoints of Better Auth that are not exposed', () => {
  it.each(['/api/auth/get-session', '/api/auth/list-sessions', '/api/auth/update-user'])('%s is 404', async (path) => {
    expect((await t.request(path)).status).toBe(404);
  });
  it('Google sign-in answers that it is not configured', async () => {
    expect(await (await t.request('/api/auth/config')).json()).toMatchObject({ google: false });
    const res = await t.request('/api/auth/sign-in/social', { method: 'POST', json: { provider: 'google', callbackURL: '/auth' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Google sign-in is not configured.');
  });
});
