import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, newsletterSubscribers } from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { subscribeToNewsletter } from '../src/services/newsletter/newsletter.ts';
import { linkIn, outboxFor } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const rowsFor = (t: TestApp, email: string) => t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

/** A real HTTP endpoint standing in for the automation service: answers with the queued statuses. */
const startHook = async () => {
  const calls: { body: string; type: string | undefined }[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      calls.push({ body, type: req.headers['content-type'] });
      res.statusCode = statuses.shift() ?? 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/add-newsletter`, calls, statuses, close: () => new Promise<void>((r) => server.close(() => r())) };
};

describe('POST /api/newsletter', () => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof startHook>>;
  beforeAll(async () => {
    hook = await startHook();
    t = await createTestApp({ NEWSLETTER_WEBHOOK_URL: hook.url, NEWSLETTER_WEBHOOK_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('refuses a bad address with the spec message and stores nothing', async () => {
    const res = await t.request('/api/newsletter', { method: 'POST', json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.email).toEqual(['Please enter a valid email address']);
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('stores the subscriber with its source, sends one welcome email and calls the automation once, even when repeated', async () => {
    const first = await t.request('/api/newsletter', { method: 'POST', json: { email: 'Counsel@Firm.com', source: 'footer' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'subscribed' });
    const again = await t.request('/api/newsletter', { method: 'POST', json: { email: 'counsel@firm.com', source: 'waitlist-the-equity-brief' } });
    expect(again.status).toBe(200);
    const rows = await rowsFor(t, 'counsel@firm.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', source: 'footer' });
    // Confirmed at once (single opt-in, decision 333): newsletter issues go to this address.
    expect(rows[0]?.confirmedAt).toBeInstanceOf(Date);
    const mails = await outboxFor(t, 'counsel@firm.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('monthly brief');
    expect(mails[0]?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/one-click\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(hook.calls.filter((c) => c.body === JSON.stringify({ email: 'counsel@firm.com' }))).toHaveLength(1);
    expect(hook.calls[0]?.type).toBe('application/json');
  });

  it('retries the automation after a non-OK answer and never loses it', async () => {
    hook.statuses.push(500);
    await t.request('/api/newsletter', { method: 'POST', json: { email: 'retry@firm.com' } });
    await t.deps.jobs.drain();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'newsletter.webhook')).orderBy(jobs.createdAt);
    const pending = (await t.database.db.select().from(jobs).where(eq(jobs.name, 'newsletter.webhook'))).find((j) => j.status === 'pending');
    expect(job).toBeDefined();
    expect(pending).toMatchObject({ attempts: 1, lastError: 'add-newsletter webhook answered 500' });
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, pending?.id ?? ''));
    await t.deps.jobs.drain();
    const [done] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, pending?.id ?? ''));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(hook.calls.filter((c) => c.body.includes('retry@firm.com'))).toHaveLength(2);
  });

  it('unsubscribes only when the confirmation posts (a GET of the link changes nothing), then re-subscribes on a new sign-up', async () => {
    await t.request('/api/newsletter', { method: 'POST', json: { email: 'leave@firm.com' } });
    const [mail] = await outboxFor(t, 'leave@firm.com');
    const link = linkIn(mail?.text ?? '', /\/unsubscribe-successful\?token=/);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    await t.request(link); // a prefetch of the page
    expect((await rowsFor(t, 'leave@firm.com'))[0]?.status).toBe('subscribed');
    const bad = await t.request('/api/newsletter/unsubscribe', { method: 'POST', json: { token: 'x'.repeat(43) } });
    expect(bad.status).toBe(404);
    const res = await t.request('/api/newsletter/unsubscribe', { method: 'POST', json: { token } });
    expect(res.status).toBe(200);
    expect((await rowsFor(t, 'leave@firm.com'))[0]?.status).toBe('unsubscribed');
    // Repeating the confirmation is harmless.
    expect((await t.request('/api/newsletter/unsubscribe', { method: 'POST', json: { token } })).status).toBe(200);
    await t.request('/api/newsletter', { method: 'POST', json: { email: 'leave@firm.com' } });
    expect((await rowsFor(t, 'leave@firm.com'))[0]?.status).toBe('subscribed');
    expect(await outboxFor(t, 'leave@firm.com')).toHaveLength(2);
  });

  it('accepts the one-click unsubscribe a mail provider posts without an Origin', async () => {
    await t.request('/api/newsletter', { method: 'POST', json: { email: 'oneclick@firm.com' } });
    const [mail] = await outboxFor(t, 'oneclick@firm.com');
    const target = ((mail?.headers ?? {}) as Record<string, string>)['List-Unsubscribe']?.slice(1, -1) ?? '';
    const res = await t.app.request(target.replace('http://localhost:3000', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await rowsFor(t, 'oneclick@firm.com'))[0]?.status).toBe('unsubscribed');
  });

  it('lets another feature subscribe inside its own transaction, rolled back with it', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await subscribeToNewsletter(t.deps, { email: 'rollback@firm.com', source: 'questionnaire' }, { tx });
        throw new Error('questionnaire failed');
      }),
    ).rejects.toThrow('questionnaire failed');
    expect(await rowsFor(t, 'rollback@firm.com')).toHaveLength(0);
    expect(await outboxFor(t, 'rollback@firm.com')).toHaveLength(0);
    await t.database.db.transaction((tx) => subscribeToNewsletter(t.deps, { email: 'quiz@firm.com', source: 'questionnaire' }, { tx }));
    expect((await rowsFor(t, 'quiz@firm.com'))[0]?.source).toBe('questionnaire');
  });
});

describe('newsletter webhook settings', () => {
  it('refuses a webhook host that is not allow-listed at start', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', NEWSLETTER_WEBHOOK_URL: 'https://evil.example.com/hook' })).toThrow(/NEWSLETTER_WEBHOOK_URL/);
    expect(() => loadEnv({ NODE_ENV: 'test', NEWSLETTER_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc' })).not.toThrow();
  });
});
