import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, signIn } from '../test/auth-helpers.ts';
import type { TestApp } from '../test/helpers.ts';
import { openSse } from '../test/notifications-sse.ts';
import { type Actor, createActor, createProductionApp } from './harness.ts';

/** Issue 17 item 10: hardening of sessions, notification streams and notification links. */
const MAX_STREAMS_PER_USER = 10;
describe('hardening (production settings)', () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await createProductionApp({ AUTH_RATE_LIMIT: 'off' });
    admin = await createActor(t, { admin: true });
  });
  afterAll(() => t.close());

  it('sign-in and password change answer without the session token; the cookie carries it', async () => {
    const user = await createActor(t);
    const res = await signIn(t, user.email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect(body).toHaveProperty('user');
    const cookie = cookiesFrom(res);
    expect(cookie).toMatch(/__Host-awc\.session_token=/);
    const change = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: 'Passw0rdOk', newPassword: 'Passw0rdOk2', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    expect(await change.json()).not.toHaveProperty('token');
    expect(cookiesFrom(change, cookie)).toMatch(/__Host-awc\.session_token=/);
  });

  it('notification links are same-site paths without control characters or spaces', async () => {
    const user = await createActor(t);
    const send = (linkUrl: string) =>
      t.request('/api/admin/notifications', {
        method: 'POST',
        headers: { cookie: admin.cookie },
        json: { email: user.email, title: 'Hello', message: 'A link', linkUrl },
      });
    for (const bad of ['https://evil.example/x', '/\t/evil.example', '/\n/evil.example', '/\\evil.example', '//evil.example', 'javascript:alert(1)', '/a b']) {
      const res = await send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors?.linkUrl?.[0]).toMatch(/path on this site/);
    }
    expect((await send('/content?tab=guides#top')).status).toBe(201);
  });

  it(`a user holds at most ${MAX_STREAMS_PER_USER} notification streams; a new one closes the oldest`, async () => {
    const user = await createActor(t);
    const streams: ReturnType<typeof openSse>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER + 2; i++) {
      const res = await t.request('/api/notifications/stream', { headers: { cookie: user.cookie } });
      expect(res.status).toBe(200);
      const sse = openSse(res);
      await expect.poll(() => sse.events.some((e) => e.event === 'ready')).toBe(true);
      streams.push(sse);
    }
    try {
      await expect.poll(() => streams.slice(0, 2).every((s) => s.done)).toBe(true);
      expect(streams.slice(2).some((s) => s.done)).toBe(false);
      // The open ones still receive events.
      await t.deps.notify(user.id, { title: 'Still here', message: 'live' });
      await expect.poll(() => streams.slice(2).every((s) => s.notifications().length === 1)).toBe(true);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});
