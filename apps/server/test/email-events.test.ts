import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences, mentionToken } from '@awc/domain';
import { grantAdmin } from './two-factor-helpers.ts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries, jobs, notifications, profiles, subscribers } from '../src/db/schema/index.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/lib/logger.ts';
import { EMAIL_DELIVERY_JOB } from '../src/services/email/deliveries.ts';
import { registerDeliveryJob } from '../src/services/email/deliveries.ts';
import { runBroadcast } from '../src/services/notifications/broadcast.ts';
import { runReminder, SESSION_REMINDER_JOB } from '../src/services/member-area/sessions.ts';
import { me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { renderEmailsInChromium } from './email-shots.ts';
import { createVerifiedUserOverSmtp, decodeWords, type SmtpCapture, startSmtp } from './smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;
/** One email of each kind, as received, for the rendering check at the end. */
const samples = new Map<string, { html: string; text: string }>();
const people = {
  admin: { email: 'events.admin@example.com', cookie: '', id: '' },
  ana: { email: 'ana.events@example.com', cookie: '', id: '' },
  ben: { email: 'ben.events@example.com', cookie: '', id: '' },
  cai: { email: 'cai.events@example.com', cookie: '', id: '' },
};
type Who = keyof typeof people;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  for (const [key, p] of Object.entries(people)) {
    p.cookie = await createVerifiedUserOverSmtp(t, smtp, p.email, { firstName: key[0]?.toUpperCase() + key.slice(1), lastName: 'Events' });
    p.id = (await me(t, p.cookie)).user?.id as string;
    if (key === 'admin') await grantAdmin(t, p.id);
    else await t.database.db.insert(subscribers).values({ userId: p.id, plan: 'monthly', status: 'active', provider: 'demo' });
    // Listed in the directory, so other members can mention them.
    await t.database.db.update(profiles).set({ directoryVisibility: 'members' }).where(eq(profiles.id, p.id));
  }
  await t.deps.jobs.drain();
  smtp.clear();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = async (who: Who, path: string, init: { method?: string; json?: unknown } = {}) => {
  const res = await t.request(path, { ...init, headers: { cookie: people[who].cookie } });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown> & { session: { id: string }; id: string };
};
const setPrefs = (who: Who, over: Partial<EmailPreferences>) =>
  call(who, '/api/email/preferences', { method: 'PUT', json: { ...DEFAULT_EMAIL_PREFERENCES, ...over } });
/** Makes every pending job due now (the reminders are scheduled a day ahead), then runs them. */
const runAllDue = async () => {
  await t.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.status, 'pending'));
  await t.deps.jobs.drain();
};
const deliveries = (kind: string) => t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.kind, kind));

describe('live session reminders by email', () => {
  let sessionId = '';
  it('event -> job -> SMTP: the 24 h and 1 h reminders reach those who RSVP’d, with the join link and the .ics', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const local = start.toISOString().slice(0, 16);
    ({ id: sessionId } = (
      await call('admin', '/api/admin/sessions', {
        method: 'POST',
        json: {
          title: 'Backdoor Roth, step by step',
          description: 'Bring your questions.',
          startsAtLocal: local,
          timeZone: 'UTC',
          durationMinutes: 45,
          joinUrl: 'https://meet.example.com/roth-live',
          replayUrl: '',
        },
      })
    ).session);
    await setPrefs('ben', { sessionReminders: 'in_app', timeZone: 'America/Los_Angeles' });
    await setPrefs('ana', { timeZone: 'America/Chicago' });
    for (const who of ['ana', 'ben'] as const) await call(who, `/api/sessions/${sessionId}/rsvp`, { method: 'PUT', json: { going: true } });
    await runAllDue();

    const mails = smtp.to(people.ana.email);
    expect(mails.map((m) => decodeWords(m.header('subject') ?? '')).sort()).toEqual([
      'Starting in 1 hour: Backdoor Roth, step by step',
      'Starting tomorrow: Backdoor Roth, step by step',
    ]);
    samples.set('session-reminder', mails[0] as { html: string; text: string });
    for (const mail of mails) {
      expect(mail.text).toContain('Join the session: https://meet.example.com/roth-live');
      expect(mail.text).toMatch(/When: .+ UTC \(.+ CST your time\)/);
      expect(mail.html).toContain('href="https://meet.example.com/roth-live"');
      const [ics] = mail.attachments;
      expect(ics?.filename).toBe('backdoor-roth-step-by-step.ics');
      expect(ics?.contentType).toBe('text/calendar');
      expect(ics?.content.toString('utf8')).toMatch(
        /BEGIN:VEVENT[\s\S]*SUMMARY:Backdoor Roth\\, step by step[\s\S]*LOCATION:https:\/\/meet.example.com\/roth-live/,
      );
      expect(mail.header('list-unsubscribe')).toContain('/api/email/unsubscribe/one-click?token=');
    }
    // In-app only: Ben has both notices and no email.
    expect(smtp.to(people.ben.email)).toHaveLength(0);
    const benNotices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.ben.id), like(notifications.title, 'Live session%')));
    expect(benNotices).toHaveLength(2);
  });

  it('a retried job, or the same reminder run by two processes at once, sends nothing twice', async () => {
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, SESSION_REMINDER_JOB)).limit(1);
    const payload = job?.payload as { sessionId: string; kind: string; startsAt: string };
    const second = new JobQueue(t.database, createLogger('silent'));
    registerDeliveryJob({ database: t.database, jobs: second, mailer: t.deps.mailer });
    await Promise.all([runReminder(t.deps, payload), runReminder(t.deps, payload), runReminder(t.deps, payload)]);
    for (let i = 0; i < 3; i++) await t.deps.jobs.enqueue(SESSION_REMINDER_JOB, payload);
    await Promise.all([t.deps.jobs.drain(), second.drain()]);
    expect(smtp.to(people.ana.email)).toHaveLength(2);
    expect((await deliveries('sessionReminders')).map((d) => d.status)).toEqual(['sent', 'sent']);
  });
});

describe('replies by email', () => {
  it('the thread’s followers (its author and those who replied) hear of a reply; the replier does not', async () => {
    smtp.clear();
    const { id: threadId } = await call('ana', '/api/community/threads', {
      method: 'POST',
      json: { spaceId: 'investing', title: 'Mega backdoor Roth at a midsize firm?', body: 'Does anyone’s plan allow after-tax contributions?' },
    });
    await call('cai', `/api/community/threads/${threadId}/replies`, { method: 'POST', json: { body: 'Ours does, up to the **§415 limit**.' } });
    await t.deps.jobs.drain();
    const [toAna] = smtp.to(people.ana.email);
    if (toAna) samples.set('reply', toAna);
    expect(decodeWords(toAna?.header('subject') ?? '')).toBe('Cai Events replied to “Mega backdoor Roth at a midsize firm?”');
    expect(toAna?.text).toContain('> Ours does, up to the §415 limit.');
    expect(toAna?.text).toMatch(new RegExp(`Read and reply: http://localhost:3000/community\\?thread=${threadId}#post-`));
    expect(smtp.to(people.cai.email)).toHaveLength(0);

    smtp.clear();
    await call('ben', `/api/community/threads/${threadId}/replies`, { method: 'POST', json: { body: 'Ours too.' } });
    await t.deps.jobs.drain();
    expect(smtp.to(people.ana.email)).toHaveLength(1);
    const [toCai] = smtp.to(people.cai.email);
    expect(toCai?.html).toContain('New reply in a thread you follow');
    expect(smtp.to(people.ben.email)).toHaveLength(0);
  });
});

describe('mentions by email', () => {
  const mentionsOf = (who: Who) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people[who].id), eq(notifications.title, 'You were mentioned')));
  const mentionMails = (who: Who) => smtp.to(people[who].email).filter((m) => decodeWords(m.header('subject') ?? '').includes('mentioned you'));

  it('event -> job -> SMTP: the mentioned member hears of it in the app and by email, once per post however often it is edited', async () => {
    smtp.clear();
    await t.database.db.delete(notifications);
    await setPrefs('ben', { mentions: 'email' });
    const { id: threadId } = await call('ana', '/api/community/threads', {
      method: 'POST',
      json: { spaceId: 'investing', title: 'Who knows 457(b) plans?', body: `I think ${mentionToken('Ben Events', people.ben.id)} does.` },
    });
    await t.deps.jobs.drain();
    const [toBen, ...more] = mentionMails('ben');
    expect(more).toHaveLength(0);
    if (toBen) samples.set('mention', toBen);
    expect(decodeWords(toBen?.header('subject') ?? '')).toBe('Ana Events mentioned you in “Who knows 457(b) plans?”');
    expect(toBen?.text).toContain('> I think @Ben Events does.');
    expect(toBen?.text).toMatch(new RegExp(`Read and reply: http://localhost:3000/community\\?thread=${threadId}#post-`));
    expect(toBen?.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/email\/unsubscribe\/one-click\?token=[^>]+>$/);
    expect(toBen?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(toBen?.text).toMatch(/Stop emails about mentions: http:\/\/localhost:3000\/unsubscribe-successful\?token=/);
    expect(await mentionsOf('ben')).toHaveLength(1);

    // A reply that mentions Ben twice, then is edited to mention him again: one email, one notice.
    const { id: replyId } = await call('cai', `/api/community/threads/${threadId}/replies`, {
      method: 'POST',
      json: { body: `${mentionToken('Ben Events', people.ben.id)}, and again ${mentionToken('Ben', people.ben.id)}` },
    });
    await call('cai', `/api/community/posts/${replyId}`, {
      method: 'PATCH',
      json: { body: `Edited for ${mentionToken('Ben Events', people.ben.id)}` },
    });
    // Retrying the delivery jobs changes nothing either.
    await runAllDue();
    await runAllDue();
    expect(mentionMails('ben')).toHaveLength(2);
    expect(await mentionsOf('ben')).toHaveLength(2);
    expect((await deliveries('mentions')).filter((d) => d.userId === people.ben.id).map((d) => d.status)).toEqual(['sent', 'sent']);
    // Ana, the thread's author, hears of Cai's reply as a reply (she was not mentioned in it).
    expect(smtp.to(people.ana.email).map((m) => decodeWords(m.header('subject') ?? ''))).toEqual(['Cai Events replied to “Who knows 457(b) plans?”']);
  });

  it('a mentioned follower hears of the reply once, as a mention, not a second time as a reply', async () => {
    smtp.clear();
    const { id: threadId } = await call('ben', '/api/community/threads', {
      method: 'POST',
      json: { spaceId: 'general', title: 'Disability insurance riders', body: 'Which riders matter?' },
    });
    await call('ana', `/api/community/threads/${threadId}/replies`, {
      method: 'POST',
      json: { body: `Own-occupation, ${mentionToken('Ben Events', people.ben.id)}.` },
    });
    await t.deps.jobs.drain();
    expect(smtp.to(people.ben.email).map((m) => decodeWords(m.header('subject') ?? ''))).toEqual([
      'Ana Events mentioned you in “Disability insurance riders”',
    ]);
  });

  it('follows the preference: in-app only gets the notice and no email; off gets neither', async () => {
    smtp.clear();
    await t.database.db.delete(notifications);
    await setPrefs('ben', { mentions: 'in_app' });
    await setPrefs('cai', { mentions: 'off' });
    await call('ana', '/api/community/threads', {
      method: 'POST',
      json: {
        spaceId: 'general',
        title: 'Quarterly estimates',
        body: `${mentionToken('Ben Events', people.ben.id)} and ${mentionToken('Cai Events', people.cai.id)}: safe harbor or annualized?`,
      },
    });
    await t.deps.jobs.drain();
    expect(await mentionsOf('ben')).toHaveLength(1);
    expect(await mentionsOf('cai')).toHaveLength(0);
    expect(mentionMails('ben')).toHaveLength(0);
    expect(mentionMails('cai')).toHaveLength(0);
  });

  it('the one-click unsubscribe stops mention emails only; the in-app notices go on', async () => {
    smtp.clear();
    await setPrefs('ben', { mentions: 'email', replies: 'email' });
    const mention = () =>
      call('ana', '/api/community/threads', {
        method: 'POST',
        json: {
          spaceId: 'general',
          title: `Umbrella policies ${Math.random()}`,
          body: `${mentionToken('Ben Events', people.ben.id)}, how much cover?`,
        },
      });
    await mention();
    await t.deps.jobs.drain();
    const target = mentionMails('ben')[0]?.header('list-unsubscribe')?.slice(1, -1) ?? '';
    const res = await t.app.request(target.replace('http://localhost:3000', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const prefs = (await call('ben', '/api/email/preferences')) as unknown as { preferences: EmailPreferences };
    expect(prefs.preferences).toMatchObject({ mentions: 'in_app', replies: 'email' });
    await t.database.db.delete(notifications);
    await mention();
    await t.deps.jobs.drain();
    expect(mentionMails('ben')).toHaveLength(1);
    expect(await mentionsOf('ben')).toHaveLength(1);
  });
});

describe('announcements by email', () => {
  it('reach members who want them by email, once each, even when the broadcast runs again', async () => {
    smtp.clear();
    await setPrefs('ana', { announcements: 'email' });
    await setPrefs('ben', { announcements: 'off' });
    await setPrefs('cai', { announcements: 'in_app' });
    const res = await t.request('/api/admin/notifications', {
      method: 'POST',
      headers: { cookie: people.admin.cookie },
      json: {
        title: 'New: the Roth conversion guide',
        message: 'A step-by-step guide for associates.\n\nIt is in the content hub now.',
        linkUrl: '/content',
        audience: 'members',
      },
    });
    expect(res.status).toBe(202);
    const { broadcastId } = (await res.json()) as { broadcastId: string };
    await t.deps.jobs.drain();
    await runBroadcast(t.deps, {
      broadcastId,
      audience: 'members',
      title: 'New: the Roth conversion guide',
      message: 'A step-by-step guide for associates.',
      linkUrl: '/content',
      kind: 'announcements',
    });
    await t.deps.jobs.drain();
    const toAna = smtp.to(people.ana.email);
    expect(toAna).toHaveLength(1);
    if (toAna[0]) samples.set('announcement', toAna[0]);
    expect(toAna[0]?.text).toContain('Read more: http://localhost:3000/content');
    expect(smtp.to(people.ben.email)).toHaveLength(0);
    expect(smtp.to(people.cai.email)).toHaveLength(0);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `broadcast:${broadcastId}`));
    // Ana and Cai (in-app), and the admin (members include admins, defaults: email); not Ben (off).
    expect(told.map((n) => n.userId).sort()).toEqual([people.admin.id, people.ana.id, people.cai.id].sort());
    expect(smtp.to(people.admin.email)).toHaveLength(1);
  });
});

describe('a failing SMTP send', () => {
  it('is retried with back-off and recorded, then sent exactly once', async () => {
    smtp.clear();
    await t.database.db.delete(jobs);
    smtp.failNext(2);
    await call('ben', '/api/community/threads', { method: 'POST', json: { spaceId: 'general', title: 'Hello from Ben', body: 'First post.' } }).then(
      ({ id }) => call('ana', `/api/community/threads/${id}/replies`, { method: 'POST', json: { body: 'Welcome, Ben!' } }),
    );
    await t.deps.jobs.drain();
    const pending = async () => (await deliveries('replies')).find((d) => d.email === people.ben.email);
    let row = await pending();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/451 Mailbox busy/);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, EMAIL_DELIVERY_JOB));
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    await runAllDue();
    expect((await pending())?.attempts).toBe(2);
    await runAllDue();
    row = await pending();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.to(people.ben.email)).toHaveLength(1);
  });

  it('is recorded as failed, with its reason, when every attempt fails', async () => {
    smtp.clear();
    await t.database.db.delete(jobs);
    smtp.failNext(100);
    const { id } = await call('cai', '/api/community/threads', { method: 'POST', json: { spaceId: 'general', title: 'Cai asks', body: 'Anyone?' } });
    await call('ana', `/api/community/threads/${id}/replies`, { method: 'POST', json: { body: 'Here.' } });
    for (let i = 0; i < 10; i++) await runAllDue();
    const row = (await deliveries('replies')).find((d) => d.email === people.cai.email && d.status !== 'sent');
    expect(row).toMatchObject({ status: 'failed', attempts: 10 });
    expect(row?.lastError).toMatch(/451/);
    smtp.failNext(0);
  });
});

describe('how the emails look', () => {
  it('every kind renders in Chromium at 600 and 375 px without sideways scrolling; the text part says the same', async () => {
    expect([...samples.keys()].sort()).toEqual(['announcement', 'mention', 'reply', 'session-reminder']);
    const shots = await renderEmailsInChromium([...samples].map(([name, m]) => ({ name, html: m.html })));
    expect(shots).toHaveLength(8);
    for (const shot of shots) {
      expect(shot.overflowX, `${shot.name} at ${shot.width}px`).toBeLessThanOrEqual(0);
      expect(shot.linkCount).toBeGreaterThanOrEqual(2);
      // The text alternative carries the heading and every link of the HTML part.
      const sample = samples.get(shot.name) as { html: string; text: string };
      expect(sample.text.startsWith(shot.heading)).toBe(true);
      for (const href of sample.html.matchAll(/href="(https?:[^"]+)"/g)) expect(sample.text).toContain((href[1] as string).replace(/&amp;/g, '&'));
    }
  });
});
