import { eq, sql } from 'drizzle-orm';
import { grantAdmin } from './two-factor-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries, jobs, newsletterIssues, newsletterSubscribers } from '../src/db/schema/index.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { newId, newToken } from '../src/lib/ids.ts';
import { createLogger } from '../src/lib/logger.ts';
import { registerDeliveryJob } from '../src/services/email/deliveries.ts';
import { NEWSLETTER_SEND_JOB, runIssueSend } from '../src/services/newsletter/issues.ts';
import { me } from './auth-helpers.ts';
import { renderEmailsInChromium } from './email-shots.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createVerifiedUserOverSmtp, decodeWords, type SmtpCapture, startSmtp } from './smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;
let admin = '';
let member = '';
const SUBSCRIBERS = 1000;
const subscriberIds: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  // Fast enough for a test; the rate still spreads the queued deliveries over time. A pooled
  // transport (nodemailer's ?pool=true, as a production bulk sender would set) reuses connections.
  t = await createTestApp({ SMTP_URL: `${smtp.url}?pool=true`, NEWSLETTER_SEND_PER_MINUTE: '600000' });
  admin = await createVerifiedUserOverSmtp(t, smtp, 'editor@example.com', { firstName: 'Eve', lastName: 'Editor' });
  await grantAdmin(t, (await me(t, admin)).user?.id as string);
  member = await createVerifiedUserOverSmtp(t, smtp, 'reader@example.com');
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
    id: newId(),
    email: `sub${String(i).padStart(4, '0')}@example.com`,
    status: 'subscribed',
    unsubscribeToken: newToken(),
    confirmedAt: new Date(),
  }));
  subscriberIds.push(...rows.map((r) => r.id).sort());
  for (let i = 0; i < rows.length; i += 250) await t.database.db.insert(newsletterSubscribers).values(rows.slice(i, i + 250));
  await t.database.db.insert(newsletterSubscribers).values([
    { id: newId(), email: 'unconfirmed@example.com', status: 'pending', unsubscribeToken: newToken() },
    { id: newId(), email: 'gone@example.com', status: 'unsubscribed', unsubscribeToken: newToken(), confirmedAt: new Date() },
  ]);
  await t.deps.jobs.drain();
  smtp.clear();
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (path: string, cookie: string | null, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/admin/newsletter${path}`, { ...init, headers: cookie ? { cookie } : {} });
const issueBody = {
  subject: 'The November brief: bonuses, backdoor Roths and PSLF',
  slug: 'november-2026',
  summary: 'Year-end moves for associates and partners.',
  body: '## Bonus season\n\nMost firms pay in **December**. Read [our guide](https://example.com/guide).\n\n- Max the 401(k)\n- Fund the backdoor Roth\n\n<script>alert(1)</script>',
};
const runAllDue = async (...queues: JobQueue[]) => {
  await t.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.status, 'pending'));
  await Promise.all((queues.length ? queues : [t.deps.jobs]).map((q) => q.drain()));
};
let issueId = '';

describe('newsletter issues', () => {
  it('are for admins only', async () => {
    expect((await call('/issues', null)).status).toBe(401);
    expect((await call('/issues', member)).status).toBe(403);
    expect((await call('/issues', member, { method: 'POST', json: issueBody })).status).toBe(403);
  });

  it('refuse bad input with clear messages and store nothing', async () => {
    const res = await call('/issues', admin, { method: 'POST', json: { subject: 'Hi', slug: 'Not A Slug', body: 'short' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      subject: ['Subject must be at least 5 characters'],
      slug: ['Use lowercase letters, numbers and single hyphens'],
      body: ['Write at least 20 characters'],
    });
    expect(await t.database.db.select().from(newsletterIssues)).toHaveLength(0);
  });

  it('are written as drafts in Markdown, previewed sanitised, and tested to the admin only', async () => {
    const res = await call('/issues', admin, { method: 'POST', json: issueBody });
    expect(res.status).toBe(201);
    const { issue } = (await res.json()) as { issue: { id: string; status: string } };
    issueId = issue.id;
    expect(issue.status).toBe('draft');
    const dup = await call('/issues', admin, { method: 'POST', json: issueBody });
    expect(dup.status).toBe(409);
    const preview = (await (await call('/preview', admin, { method: 'POST', json: { body: issueBody.body } })).json()) as { html: string };
    expect(preview.html).toContain('<h2 style=');
    expect(preview.html).toContain('Bonus season</h2>');
    expect(preview.html).toContain('<strong>December</strong>');
    expect(preview.html).not.toContain('<script');
    const test = await call(`/issues/${issueId}/test`, admin, { method: 'POST' });
    expect(await test.json()).toEqual({ to: 'editor@example.com' });
    await t.deps.jobs.drain();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['editor@example.com']);
    expect(decodeWords(smtp.received[0]?.header('subject') ?? '')).toBe(`[Test] ${issueBody.subject}`);
    expect(await t.database.db.select().from(emailDeliveries)).toHaveLength(0);
    smtp.clear();
  });

  it('can be scheduled (not in the past) and unscheduled; an unscheduled job sends nothing', async () => {
    const past = await call(`/issues/${issueId}/schedule`, admin, {
      method: 'POST',
      json: { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call(`/issues/${issueId}/schedule`, admin, { method: 'POST', json: { scheduledAt: at } });
    expect(((await res.json()) as { issue: { status: string } }).issue.status).toBe('scheduled');
    expect((await call(`/issues/${issueId}/schedule`, admin, { method: 'DELETE' })).status).toBe(200);
    await runAllDue();
    const [row] = await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(row?.status).toBe('draft');
    expect(smtp.received).toHaveLength(0);
    expect((await t.request('/api/newsletter/issues/november-2026')).status).toBe(404);
  });

  it('cannot be sent twice by a double click or two admins at once', async () => {
    const [a, b] = await Promise.all([
      call(`/issues/${issueId}/send`, admin, { method: 'POST' }),
      call(`/issues/${issueId}/send`, admin, { method: 'POST' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const refused = a.status === 409 ? a : b;
    expect(((await refused.json()) as { message: string }).message).toBe('This issue is already being sent or has been sent.');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.name, NEWSLETTER_SEND_JOB))).toHaveLength(2); // the unscheduled one, done, and this one
    expect((await call(`/issues/${issueId}`, admin, { method: 'PUT', json: issueBody })).status).toBe(409);
  });

  it('reaches 1,000 confirmed subscribers exactly once each across a restart mid-send', async () => {
    // The send "dies" after its first batch of 500: the 600th subscriber's delivery fails to insert.
    await t.database.db.execute(
      sql.raw(`
      create function awc_test_crash() returns trigger language plpgsql as $$
      begin
        if new.subscriber_id = '${subscriberIds[599]}' then raise exception 'process killed mid-send'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger awc_test_crash before insert on email_deliveries for each row execute function awc_test_crash()'),
    );
    await runAllDue();
    const [sendJob] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `newsletter-send:${issueId}`));
    expect(sendJob).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/insert into "email_deliveries"/) });
    expect(smtp.received.length).toBe(500);
    let [issue] = await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(issue?.status).toBe('sending');

    // As if the process died holding the job: running, locked long ago. Two fresh processes resume.
    await t.database.db.execute(sql.raw('drop trigger awc_test_crash on email_deliveries'));
    await t.database.db.execute(sql.raw('drop function awc_test_crash()'));
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.dedupeKey, `newsletter-send:${issueId}`));
    const second = new JobQueue(t.database, createLogger('silent'));
    registerDeliveryJob({ database: t.database, jobs: second, mailer: t.deps.mailer });
    second.register(NEWSLETTER_SEND_JOB, async (p) => void (await runIssueSend(t.deps, p as { issueId: string })));
    for (let i = 0; i < 3 && smtp.received.length < SUBSCRIBERS; i++) await runAllDue(t.deps.jobs, second);

    const recipients = smtp.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    expect(recipients).not.toContain('unconfirmed@example.com');
    expect(recipients).not.toContain('gone@example.com');
    const deliveries = await t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.ref, issueId));
    expect(deliveries).toHaveLength(SUBSCRIBERS);
    expect(deliveries.every((d) => d.status === 'sent')).toBe(true);
    [issue] = await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(issue).toMatchObject({ status: 'sent', recipientCount: SUBSCRIBERS });
    const counts = (await (await call(`/issues/${issueId}`, admin)).json()) as { issue: { deliveries: unknown } };
    expect(counts.issue.deliveries).toEqual({ queued: 0, sent: SUBSCRIBERS, failed: 0 });
    const records = (await (await call(`/issues/${issueId}/deliveries?status=sent`, admin)).json()) as { deliveries: { status: string }[] };
    expect(records.deliveries).toHaveLength(200);
  }, 600_000);

  it('each email has the web link, the one-click unsubscribe of its subscriber, and looks right', async () => {
    const mail = smtp.to('sub0042@example.com')[0];
    expect(decodeWords(mail?.header('subject') ?? '')).toBe(issueBody.subject);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = (mail?.header('list-unsubscribe') ?? '').slice(1, -1).replace('http://localhost:3000', '');
    expect(oneClick).toMatch(/^\/api\/newsletter\/unsubscribe\/one-click\?token=/);
    expect(mail?.text).toContain('Read it on the web: http://localhost:3000/newsletter/november-2026');
    expect(mail?.html).toContain('<a href="http://localhost:3000/newsletter/november-2026" style="color:#1e3a66">Read it on the web</a>');
    expect(mail?.text).toContain('## Bonus season');
    expect(mail?.html).not.toContain('<script');
    const res = await t.request(oneClick, { method: 'POST', headers: { origin: 'https://mail.example' } });
    expect(res.status).toBe(200);
    const [sub] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'sub0042@example.com'));
    expect(sub?.status).toBe('unsubscribed');
    const [s600, s375] = await renderEmailsInChromium([{ name: 'newsletter-issue', html: mail?.html ?? '' }]);
    expect(s600?.overflowX).toBeLessThanOrEqual(0);
    expect(s375?.overflowX).toBeLessThanOrEqual(0);
    expect(s375?.heading).toBe(issueBody.subject);
  });

  it('are archived publicly once sent', async () => {
    const res = await t.request('/api/newsletter/issues/november-2026');
    expect(res.status).toBe(200);
    const { issue } = (await res.json()) as { issue: { subject: string; html: string } };
    expect(issue.subject).toBe(issueBody.subject);
    expect(issue.html).toContain('<strong>December</strong>');
    expect(((await (await t.request('/api/newsletter/issues')).json()) as { issues: unknown[] }).issues).toHaveLength(1);
  });
});
