import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { signInPath } from '@awc/domain';
import { Secret, TOTP } from 'otpauth';
import { baseURL } from '../playwright.config.ts';

/** The seeded demo accounts (apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO = {
  // The admin comes enrolled in two-factor sign-in with this published demo secret (decision 422).
  admin: { email: 'admin@attorneywealth.test', password: 'DemoAdmin2026', totpSecret: 'DEMOADMINTWOFACTORKEYFORAWCDEMOS' },
  member: { email: 'member@attorneywealth.test', password: 'DemoMember2026' },
  visitor: { email: 'visitor@attorneywealth.test', password: 'DemoVisitor2026' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** The sign-in page a visitor on `path` lands on (told to return to `path`), as a URL pattern. */
export const signInUrl = (path: string): RegExp => {
  const url = new URL(path, 'http://x');
  return new RegExp(`${signInPath(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
};

/**
 * Sets the viewport and waits until the page has it: the new size reaches the page's renderer a
 * moment after `setViewportSize` returns, and on a loaded machine a box measured in that moment is
 * laid out at the old width (the membership plan row once measured 8 px off, its row read at 768 px
 * and its cards at 1024). One frame more lets resize observers and media-query listeners run.
 */
export const resizeTo = async (page: Page, size: { width: number; height: number }) => {
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
};

/** An authenticator app's code for `secret` (base32), `steps` periods of 30 seconds from now. */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

const TRUST_COOKIE = 'awc.trust_device';
/**
 * This worker's "trusted device" for accounts with two-factor sign-in: each sign-in that passes the
 * second step trusts the context, and the server renews the cookie at every sign-in, so the next
 * context of this worker signs in without a code. Codes are then needed about once per worker,
 * and an accepted code is refused a second time.
 */
const trusted = new Map<string, string>();

/**
 * The second step with a code from `secret`: the current code, else the next or the previous one
 * (each valid for about 90 seconds; the other worker may have used one), else the next period's.
 */
export const passSecondStep = async (request: APIRequestContext, secret: string, trustDevice = true) => {
  for (let round = 0; round < 3; round++) {
    for (const steps of [0, 1, -1]) {
      const res = await request.post('/api/auth/two-factor/verify-totp', {
        data: { code: totpCode(secret, steps), trustDevice },
        headers: { origin: baseURL },
      });
      if (res.status() === 409) continue;
      if (!res.ok()) throw new Error(`second step failed: ${res.status()} ${await res.text()}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
  }
  throw new Error('every valid code was already used');
};

/** Signs the browser context in through the API (fast); journeys that test the form use the UI. */
export const signInAs = async (
  context: BrowserContext | Page,
  who: DemoRole | { email: string; password: string; totpSecret?: string },
  remember = true,
) => {
  const browserContext = 'request' in context && 'newPage' in context ? context : (context as Page).context();
  const request: APIRequestContext = browserContext.request;
  const account: { email: string; password: string; totpSecret?: string } = typeof who === 'string' ? DEMO[who] : who;
  const trust = trusted.get(account.email);
  if (trust) await browserContext.addCookies([{ name: TRUST_COOKIE, value: trust, url: baseURL }]);
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password, rememberMe: remember },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-in as ${account.email} failed: ${res.status()} ${await res.text()}`);
  if (((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    if (!account.totpSecret) throw new Error(`${account.email} needs a second step`);
    await passSecondStep(request, account.totpSecret);
  }
  const renewed = (await browserContext.cookies(baseURL)).find((c) => c.name === TRUST_COOKIE);
  if (renewed) trusted.set(account.email, renewed.value);
};

type OutboxEmail = { id: string; to: string; subject: string; text: string; attachments: { name: string; size: number }[]; createdAt: string };

/** Waits for an email to arrive in the development outbox and returns it. */
export const waitForEmail = async (request: APIRequestContext, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxEmail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request.get('/api/dev/outbox');
    const { emails } = (await res.json()) as { emails: OutboxEmail[] };
    const found = emails.find((e) => e.to === to && subject.test(e.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/**
 * Waits until no job is due or running on the server, i.e. every email and report already asked
 * for has been handled. A journey that checks something did *not* happen (no second email) waits
 * for this instead of for a length of time.
 */
export const waitForJobsSettled = async (request: APIRequestContext, timeoutMs = 30_000) => {
  await expect
    .poll(async () => ((await (await request.get('/api/dev/jobs')).json()) as { outstanding: number }).outstanding, { timeout: timeoutMs })
    .toBe(0);
};

export const linkFrom = (text: string, pattern: RegExp): string => {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => pattern.test(u));
  if (!url) throw new Error(`no link matching ${pattern}`);
  return url;
};

/** A fresh address per test run, so journeys never collide. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * Signs the browser out by forgetting its cookies. The page is left first: a signed-in page keeps
 * working in the background (the session and subscription checks that follow a navigation), and a
 * request it sent after the cookies went would be answered 401, which the journey reports as a
 * console error.
 */
export const forgetSession = async (page: Page) => {
  await page.goto('about:blank');
  await page.context().clearCookies();
};

/**
 * A new verified account of its own, signed in on `context` (sign-up through the API, the link
 * from the outbox followed by the context's request client, which keeps the session cookie). For
 * journeys that count what an account receives: the demo accounts also earn achievements, and
 * their notifications, from journeys running beside them.
 */
export const newVerifiedAccount = async (context: BrowserContext, label: string): Promise<string> => {
  const email = uniqueEmail(label);
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Alex', lastName: 'Reed', email, password: 'Passw0rdOk', callbackURL: '/auth' },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up of ${email} failed: ${res.status()}`);
  const mail = await waitForEmail(context.request, email, /Verify your email/);
  const verified = await context.request.get(linkFrom(mail.text, /verify-email/));
  if (!verified.ok()) throw new Error(`verification of ${email} failed: ${verified.status()}`);
  const me = (await (await context.request.get('/api/me')).json()) as { user: { email: string } | null };
  if (me.user?.email !== email) throw new Error(`${email} is not signed in after verification`);
  return email;
};
