import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries, jobs, newsletterSubscribers } from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { NEWSLETTER_CONFIRM_TEXTS } from '@awc/domain';
import { newsletterConfirmToken } from '../src/services/newsletter/confirm-token.ts';
import { subscribeToNewsletter } from '../src/services/newsletter/newsletter.ts';
import { runRetention } from '../src/services/retention.ts';
import { linkIn } from './auth-helpers.ts';
import { renderEmailsInChromium } from './email-shots.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { decodeWords, type ReceivedMail, type SmtpCapture, startSmtp } from './smtp-capture.ts';

const samples = new Map<string, ReceivedMail>();

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

describe('POST /api/newsletter (double opt-in, over SMTP)', () => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof startHook>>;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    hook = await startHook();
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_WEBHOOK_URL: hook.url, NEWSLETTER_WEBHOOK_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
    await smtp.close();
  });

  const signUp = async (email: string, source?: string) => {
    const res = await t.request('/api/newsletter', { method: 'POST', json: { email, ...(source ? { source } : {}) } });
    await t.deps.jobs.drain();
    return { status: res.status, body: await res.text() };
  };
  const confirmLinkOf = (email: string) => {
    const mail = smtp.to(email).findLast((m) => m.text.includes('/confirm-subscription?token='));
    if (!mail) throw new Error(`no confirmation email to ${email}`);
    return linkIn(mail.text, /\/confirm-subscription\?token=/);
  };
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? '';
  const confirm = async (token: string) => {
    const res = await t.request('/api/newsletter/confirm', { method: 'POST', json: { token } });
    await t.deps.jobs.drain();
    return res;
  };
  /** Moves an address's last sign-up two minutes back, past the quiet minute. */
  const ageSignUp = (email: string) =>
    t.database.db
      .update(newsletterSubscribers)
      .set({ subscribedAt: new Date(Date.now() - 120_000) })
      .where(eq(newsletterSubscribers.email, email));
  const welcomes = (email: string) => smtp.to(email).filter((m) => decodeWords(m.header('subject') ?? '').includes('Welcome'));

  it('refuses a bad address with the spec message and stores nothing', async () => {
    const res = await t.request('/api/newsletter', { method: 'POST', json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.email).toEqual(['Please enter a valid email address']);
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('a sign-up is pending and gets only a confirmation email; the link confirms, then the welcome email and the automation follow once', async () => {
    expect(await signUp('Counsel@Firm.com', 'footer')).toEqual({ status: 200, body: JSON.stringify({ status: 'pending' }) });
    const [row] = await rowsFor(t, 'counsel@firm.com');
    expect(row).toMatchObject({ status: 'pending', source: 'footer', confirmedAt: null });
    // The bytes received: one confirmation email, with both parts and the signed link; no welcome, no automation yet.
    const mails = smtp.to('counsel@firm.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0] as ReceivedMail;
    expect(decodeWords(mail.header('subject') ?? '')).toBe("Confirm your subscription to Attorney Wealth Collective's monthly brief");
    expect(mail.header('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('Confirm my subscription: http://localhost:3000/confirm-subscription?token=');
    expect(mail.text).toContain('If you did not sign up, ignore this email');
    expect(mail.html).toContain('href="http://localhost:3000/confirm-subscription?token=');
    expect(hook.calls).toHaveLength(0);
    samples.set('newsletter-confirm', mail);

    // Opening the page (a mail scanner following the link) confirms nothing.
    const link = confirmLinkOf('counsel@firm.com');
    const page = await t.request(link);
    expect(page.status).toBe(200);
    // The page exists for its emailed link, not for search engines.
    expect(await page.text()).toContain('<meta name="robots" content="noindex">');
    expect((await rowsFor(t, 'counsel@firm.com'))[0]?.status).toBe('pending');

    const res = await confirm(tokenOf(link));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'subscribed' });
    const [after] = await rowsFor(t, 'counsel@firm.com');
    expect(after?.status).toBe('subscribed');
    expect(after?.confirmedAt).toBeInstanceOf(Date);
    const welcome = welcomes('counsel@firm.com');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/one-click\?token=.+>$/);
    expect(welcome[0]?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(welcome[0]?.text).toContain('/unsubscribe-successful?token=');
    // Recorded like every member email: one delivery row, sent, with a fixed Message-ID.
    const [delivery] = await t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.kind, 'newsletter-welcome'));
    expect(delivery).toMatchObject({ email: 'counsel@firm.com', status: 'sent', subscriberId: after?.id });
    expect(welcome[0]?.header('message-id')).toBe(`<${delivery?.id}@localhost>`);
    samples.set('newsletter-welcome', welcome[0] as ReceivedMail);
    expect(hook.calls.filter((c) => c.body === JSON.stringify({ email: 'counsel@firm.com' }))).toHaveLength(1);
    expect(hook.calls[0]?.type).toBe('application/json');

    // Confirming again (a second click) is harmless: same answer, no second welcome, no second call.
    const again = await confirm(tokenOf(link));
    expect(again.status).toBe(200);
    expect(welcomes('counsel@firm.com')).toHaveLength(1);
    expect(hook.calls).toHaveLength(1);
  });

  it('answers the same whether the address is new, pending or confirmed; a confirmed address is sent nothing', async () => {
    const fresh = await signUp('oracle.new@firm.com');
    const pending = await signUp('oracle.new@firm.com');
    // A repeat within a minute (a double submit) sends nothing more; a later one sends the link again.
    expect(smtp.to('oracle.new@firm.com')).toHaveLength(1);
    await ageSignUp('oracle.new@firm.com');
    expect(await signUp('oracle.new@firm.com')).toEqual(fresh);
    const confirmed = await signUp('counsel@firm.com', 'waitlist-the-equity-brief');
    expect(pending).toEqual(fresh);
    expect(confirmed).toEqual(fresh);
    expect(smtp.to('counsel@firm.com').filter((m) => m.text.includes('/confirm-subscription'))).toHaveLength(1);
    // The first source stays; the row is not touched.
    expect((await rowsFor(t, 'counsel@firm.com'))[0]).toMatchObject({ status: 'subscribed', source: 'footer' });
    // A pending address gets its link again (it may have been lost).
    expect(smtp.to('oracle.new@firm.com').filter((m) => m.text.includes('/confirm-subscription'))).toHaveLength(2);
  });

  it('sends at most 3 confirmation emails an hour to one address, however often it is typed in', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await signUp('flooded@firm.com')).status).toBe(200);
      await ageSignUp('flooded@firm.com');
    }
    expect(smtp.to('flooded@firm.com')).toHaveLength(3);
    expect(await rowsFor(t, 'flooded@firm.com')).toHaveLength(1);
  });

  it('a forged, altered or expired link says why and changes nothing', async () => {
    await signUp('links@firm.com');
    const token = tokenOf(confirmLinkOf('links@firm.com'));
    const [payload, signature] = token.split('.') as [string, string];
    const forged = await confirm(`${payload}.${signature.slice(0, -2)}AA`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe(NEWSLETTER_CONFIRM_TEXTS.invalid);
    // Another subscriber's id in a payload signed with another secret.
    const foreign = newsletterConfirmToken('another-secret-another-secret-another', (await rowsFor(t, 'links@firm.com'))[0]?.id ?? '');
    expect((await confirm(foreign)).status).toBe(400);
    const expired = newsletterConfirmToken(
      t.deps.env.SESSION_SECRET,
      (await rowsFor(t, 'links@firm.com'))[0]?.id ?? '',
      new Date(Date.now() - 8 * 86_400_000),
    );
    const late = await confirm(expired);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(NEWSLETTER_CONFIRM_TEXTS.expired);
    expect((await t.request('/api/newsletter/confirm', { method: 'POST', json: { token: 'short' } })).status).toBe(400);
    expect((await rowsFor(t, 'links@firm.com'))[0]?.status).toBe('pending');
    expect(welcomes('links@firm.com')).toHaveLength(0);
  });

  it('an unconfirmed sign-up expires after 7 days: the row goes and its link no longer works', async () => {
    await signUp('late@firm.com');
    const token = tokenOf(confirmLinkOf('late@firm.com'));
    await t.database.db
      .update(newsletterSubscribers)
      .set({ subscribedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(newsletterSubscribers.email, 'late@firm.com'));
    await runRetention(t.deps);
    expect(await rowsFor(t, 'late@firm.com')).toHaveLength(0);
    const res = await confirm(token);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(NEWSLETTER_CONFIRM_TEXTS.gone);
    expect(welcomes('late@firm.com')).toHaveLength(0);
  });

  it('retries the automation after a non-OK answer and never loses it', async () => {
    hook.statuses.push(500);
    await signUp('retry@firm.com');
    await confirm(tokenOf(confirmLinkOf('retry@firm.com')));
    const pending = (await t.database.db.select().from(jobs).where(eq(jobs.name, 'newsletter.webhook'))).find((j) => j.status === 'pending');
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

  it('unsubscribes only when the confirmation posts (a GET of the link changes nothing); signing up again needs a new confirmation', async () => {
    await signUp('leave@firm.com');
    const oldConfirm = tokenOf(confirmLinkOf('leave@firm.com'));
    await confirm(oldConfirm);
    const [mail] = welcomes('leave@firm.com');
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
    // The old confirmation link cannot undo the unsubscription.
    expect((await confirm(oldConfirm)).status).toBe(404);
    expect((await rowsFor(t, 'leave@firm.com'))[0]?.status).toBe('unsubscribed');
    // Signing up again: pending, a new link, and only that confirms.
    await signUp('leave@firm.com');
    expect((await rowsFor(t, 'leave@firm.com'))[0]?.status).toBe('pending');
    await confirm(tokenOf(confirmLinkOf('leave@firm.com')));
    expect((await rowsFor(t, 'leave@firm.com'))[0]?.status).toBe('subscribed');
    expect(welcomes('leave@firm.com')).toHaveLength(2);
  });

  it('accepts the one-click unsubscribe a mail provider posts without an Origin', async () => {
    await signUp('oneclick@firm.com');
    await confirm(tokenOf(confirmLinkOf('oneclick@firm.com')));
    const target = welcomes('oneclick@firm.com')[0]?.header('list-unsubscribe')?.slice(1, -1) ?? '';
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
    await t.deps.jobs.drain();
    expect(await rowsFor(t, 'rollback@firm.com')).toHaveLength(0);
    expect(smtp.to('rollback@firm.com')).toHaveLength(0);
    await t.database.db.transaction((tx) => subscribeToNewsletter(t.deps, { email: 'quiz@firm.com', source: 'questionnaire' }, { tx }));
    expect((await rowsFor(t, 'quiz@firm.com'))[0]).toMatchObject({ source: 'questionnaire', status: 'pending' });
  });

  it('renders the confirmation and welcome emails in Chromium at 600 and 375 px without overflow', async () => {
    const shots = await renderEmailsInChromium([...samples].map(([name, m]) => ({ name, html: m.html })));
    expect(shots).toHaveLength(4);
    for (const s of shots) {
      expect(s.overflowX, `${s.name} at ${s.width}px`).toBeLessThanOrEqual(0);
      expect(['Confirm your subscription', 'You are on the list']).toContain(s.heading);
    }
  }, 60_000);
});

describe('newsletter webhook settings', () => {
  it('refuses a webhook host that is not allow-listed at start', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', NEWSLETTER_WEBHOOK_URL: 'https://evil.example.com/hook' })).toThrow(/NEWSLETTER_WEBHOOK_URL/);
    expect(() => loadEnv({ NODE_ENV: 'test', NEWSLETTER_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc' })).not.toThrow();
  });
});
