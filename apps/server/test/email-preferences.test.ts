import { DEFAULT_EMAIL_PREFERENCES } from '@awc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries, emailPreferences, notifications } from '../src/db/schema/index.ts';
import { LINK_EXPIRED, LINK_INVALID } from '../src/routes/email.ts';
import { deliverEvent } from '../src/services/email/events.ts';
import { unsubscribeToken } from '../src/services/email/unsubscribe-token.ts';
import { me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createVerifiedUserOverSmtp, type SmtpCapture, startSmtp } from './smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;
let cookie = '';
let userId = '';
const email = 'prefs.member@example.com';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  cookie = await createVerifiedUserOverSmtp(t, smtp, email, { firstName: 'Pat', lastName: 'Prefs' });
  userId = (await me(t, cookie)).user?.id as string;
  await t.deps.jobs.drain();
  smtp.clear();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const prefs = async () =>
  ((await (await t.request('/api/email/preferences', { headers: { cookie } })).json()) as { preferences: Record<string, string> }).preferences;
const replyNotices = async () =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.title === 'New reply to your thread');
const replyEvent = (n: number) =>
  deliverEvent(t.deps, {
    userId,
    kind: 'replies',
    eventKey: `post-${n}`,
    notice: { title: 'New reply to your thread', message: `Reply ${n}`, linkUrl: '/community' },
    email: () => ({ subject: `Reply ${n}`, heading: 'A new reply', blocks: [{ kind: 'p', text: `Reply number ${n}` }] }),
  });

describe('email preferences', () => {
  it('has sensible defaults and is only for the signed-in user', async () => {
    expect(await prefs()).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect((await t.request('/api/email/preferences')).status).toBe(401);
    expect((await t.request('/api/email/preferences', { method: 'PUT', json: DEFAULT_EMAIL_PREFERENCES })).status).toBe(401);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const res = await t.request('/api/email/preferences', {
      method: 'PUT',
      headers: { cookie },
      json: { ...DEFAULT_EMAIL_PREFERENCES, replies: 'sometimes', digest: 'hourly', timeZone: 'Mars/Olympus' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: unknown };
    expect(body.fieldErrors).toEqual({
      replies: ['Choose email, in-app only or off'],
      digest: ['Choose off, daily or weekly'],
      timeZone: ['Choose a time zone from the list'],
    });
    expect(await t.database.db.select().from(emailPreferences)).toHaveLength(0);
  });

  it('refuses a cross-site change (CSRF)', async () => {
    const res = await t.request('/api/email/preferences', {
      method: 'PUT',
      headers: { cookie, origin: 'https://evil.example' },
      json: { ...DEFAULT_EMAIL_PREFERENCES, replies: 'off' },
    });
    expect(res.status).toBe(403);
    expect(await prefs()).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('saves a choice per kind', async () => {
    const next = { ...DEFAULT_EMAIL_PREFERENCES, announcements: 'in_app', digest: 'daily', timeZone: 'America/Chicago' };
    const res = await t.request('/api/email/preferences', { method: 'PUT', headers: { cookie }, json: next });
    expect(res.status).toBe(200);
    expect(await prefs()).toEqual(next);
  });

  it('an event reaches the member by email with RFC 8058 headers, and in the app', async () => {
    await replyEvent(1);
    await t.deps.jobs.drain();
    const [mail] = smtp.to(email);
    expect(mail?.header('subject')).toBe('Reply 1');
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/email\/unsubscribe\/one-click\?token=[\w.%-]+>$/);
    expect(mail?.text).toContain('Reply number 1');
    expect(mail?.text).toMatch(/Stop emails about replies to your threads and posts: http:\/\/localhost:3000\/unsubscribe-successful\?token=/);
    expect(mail?.html).toContain('Stop emails about replies to your threads and posts</a>');
    const [delivery] = await t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.userId, userId));
    expect(delivery).toMatchObject({ status: 'sent', kind: 'replies', attempts: 1 });
    expect(await replyNotices()).toHaveLength(1);
  });

  it('one click on the header link, signed out and cross-site, stops that kind only; in-app stays', async () => {
    const header = smtp.to(email)[0]?.header('list-unsubscribe') as string;
    const url = header.slice(1, -1).replace('http://localhost:3000', '');
    const res = await t.request(url, {
      method: 'POST',
      headers: { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await prefs()).toMatchObject({ replies: 'in_app', announcements: 'in_app', sessionReminders: 'email', digest: 'daily' });
    smtp.clear();
    await replyEvent(2);
    await t.deps.jobs.drain();
    expect(smtp.to(email)).toHaveLength(0);
    expect(await replyNotices()).toHaveLength(2);
  });

  it('an opted-out member (off) gets neither an email nor a notification', async () => {
    await t.request('/api/email/preferences', { method: 'PUT', headers: { cookie }, json: { ...(await prefs()), replies: 'off' } });
    await replyEvent(3);
    await t.deps.jobs.drain();
    expect(smtp.to(email)).toHaveLength(0);
    expect(await replyNotices()).toHaveLength(2);
  });

  it('the emailed link describes itself, then unsubscribes with the page’s button', async () => {
    const token = unsubscribeToken(t.deps.env.SESSION_SECRET, userId, 'digest');
    const described = await t.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await described.json()).toEqual({ kind: 'digest', what: 'the digest' });
    expect((await prefs()).digest).toBe('daily');
    const res = await t.request('/api/email/unsubscribe', { method: 'POST', json: { token } });
    expect(res.status).toBe(200);
    expect((await prefs()).digest).toBe('off');
  });

  it('a forged or expired link is refused with a clear message and changes nothing', async () => {
    await t.request('/api/email/preferences', { method: 'PUT', headers: { cookie }, json: DEFAULT_EMAIL_PREFERENCES });
    const good = unsubscribeToken(t.deps.env.SESSION_SECRET, userId, 'sessionReminders');
    const [payload] = good.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ u: userId, k: 'announcements', e: 4_102_444_800 })).toString('base64url');
    const forged = [
      `${forgedPayload}.${good.split('.')[1]}`,
      unsubscribeToken('another-secret-of-at-least-32-characters!!', userId, 'sessionReminders'),
      `${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      'not-a-token-at-all-but-long-enough',
    ];
    for (const token of forged) {
      for (const res of [
        await t.request('/api/email/unsubscribe', { method: 'POST', json: { token } }),
        await t.request(`/api/email/unsubscribe/one-click?token=${encodeURIComponent(token)}`, { method: 'POST' }),
        await t.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`),
      ]) {
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(LINK_INVALID);
      }
    }
    const expired = unsubscribeToken(t.deps.env.SESSION_SECRET, userId, 'sessionReminders', new Date(Date.now() - 366 * 86_400_000));
    const res = await t.request('/api/email/unsubscribe', { method: 'POST', json: { token: expired } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(LINK_EXPIRED);
    expect(await prefs()).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });
});
