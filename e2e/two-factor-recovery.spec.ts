import { TWO_FACTOR_MESSAGES } from '@awc/domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { decodeWords, type ReceivedMail, type SmtpCapture, startSmtp } from '../apps/server/test/smtp-server.ts';
import { expect, readyOnNavigation, test } from './fixtures.ts';
import { GoogleStandIn } from './google-stand-in.ts';
import { DEMO, linkFrom, totpCode, uniqueEmail } from './helpers.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

// Issue 25 (decisions 424, 425) on a server of this file's own, because the shared one has neither
// Google sign-in nor SMTP: Google is a local stand-in of its OAuth endpoints (e2e/google-stand-in.ts),
// and every email goes over SMTP to a real SMTP server in this process, as in production.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Passw0rdOk';
let server: OwnServer;
let smtp: SmtpCapture;
let google: GoogleStandIn;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  smtp = await startSmtp();
  google = new GoogleStandIn('awc-e2e-google-client', 'awc-e2e-google-secret');
  await google.start();
  server = await startOwnServer(
    { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, SMTP_URL: smtp.url, AWC_GOOGLE_STAND_IN_URL: google.url },
    ['e2e/google-stand-in-preload.mjs'],
  );
});
test.afterAll(async () => {
  await server?.close();
  await google?.close();
  await smtp?.close();
});

/** Console errors of this file's pages (the fixture's guard watches only its own page). */
const consoleErrors: string[] = [];
test.afterEach(() => {
  // The wrong code and the expired step are answered 401, which the browser logs; nothing else may be.
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

/** A page on this file's server; the browser's visits to Google's sign-in page reach the stand-in. */
const newPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
  await context.route(/^https:\/\/accounts\.google\.com\//, (route) => {
    const { status, html } = google.authorizationPage(new URL(route.request().url()));
    return route.fulfill({ status, contentType: 'text/html; charset=utf-8', body: html });
  });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  return readyOnNavigation(page);
};

const post = (context: BrowserContext, path: string, data: unknown) => context.request.post(path, { data, headers: { origin: server.url } });

/** The message to `to` whose subject matches, once the SMTP server has received it. */
const waitForMail = async (to: string, subject: RegExp): Promise<ReceivedMail> => {
  const find = () => smtp.to(to).find((m) => subject.test(decodeWords(m.header('subject') ?? '')));
  await expect.poll(() => Boolean(find()), { timeout: 30_000, message: `an email "${subject}" to ${to}` }).toBe(true);
  return find() as ReceivedMail;
};

/** Signs up through the API and follows the verification link that arrived over SMTP (which signs in). */
const newVerifiedAccount = async (context: BrowserContext, label: string) => {
  const email = uniqueEmail(label);
  expect(
    (await post(context, '/api/auth/sign-up/email', { firstName: 'Riley', lastName: 'Moss', email, password: PASSWORD, callbackURL: '/auth' })).ok(),
  ).toBe(true);
  const mail = await waitForMail(email, /Verify your email/);
  expect((await context.request.get(linkFrom(mail.text, /verify-email/))).ok()).toBe(true);
  return email;
};

/** Turns two-factor sign-in on through the API (the pages' enrollment has its own journey). */
const enrollByApi = async (context: BrowserContext, password?: string) => {
  const enable = await post(context, '/api/auth/two-factor/enable', password ? { password } : {});
  expect(enable.status()).toBe(200);
  const { secret } = (await enable.json()) as { secret: string };
  expect((await post(context, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status()).toBe(200);
  return secret;
};

const signedInEmail = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { user: { email: string } | null }).user?.email ?? null;

test('an administrator resets a lost second factor from the console: audited, emailed over SMTP, signed out; the password alone then signs in, and an admin is sent to enroll', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const memberPage = await newPage(browser);
  const email = await newVerifiedAccount(memberPage.context(), 'reset');
  await enrollByApi(memberPage.context(), PASSWORD);

  // The demo super administrator (enrolled with the published demo secret) makes them an admin.
  const adminPage = await newPage(browser);
  expect((await post(adminPage.context(), '/api/auth/sign-in/email', { email: DEMO.admin.email, password: DEMO.admin.password })).ok()).toBe(true);
  expect((await post(adminPage.context(), '/api/auth/two-factor/verify-totp', { code: totpCode(DEMO.admin.totpSecret) })).status()).toBe(200);
  await adminPage.goto('/admin/dashboard');
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  await adminPage.getByLabel('Search by name or email').fill(email);
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  await adminPage.getByRole('button', { name: `Make admin for ${email}` }).click();
  await expect(adminPage.getByText(`${email} is now an admin`)).toBeVisible();
  // With two-factor on, the new admin's pages open.
  await memberPage.goto('/admin/dashboard');
  await expect(memberPage).toHaveURL(/\/admin\/dashboard$/);

  // They lost the phone and the codes, and asked: the reset is confirmed in a dialog.
  await adminPage.getByRole('button', { name: `Reset two-factor for ${email}` }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText(`Reset two-factor sign-in for ${email}?`);
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(adminPage.getByText(`Two-factor sign-in reset for ${email}`)).toBeVisible();
  await expect(adminPage.getByRole('button', { name: `Reset two-factor for ${email}` })).toHaveCount(0);
  // Audited: the audit log names the action and the administrator who took it.
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  const entry = adminPage.getByRole('row').filter({ hasText: 'security.two_factor_reset_by_admin' }).first();
  await expect(entry).toContainText(DEMO.admin.email);

  // Emailed to the member, over SMTP, saying an administrator did it.
  const mail = await waitForMail(email, /reset by an administrator/i);
  expect(mail.text).toMatch(/An administrator made this change/);
  expect(mail.text).toContain(`${server.url}/account?tab=security`);

  // Their sessions ended.
  await memberPage.goto('/');
  expect(await signedInEmail(memberPage)).toBeNull();

  // The password alone signs in now: no second step.
  await memberPage.goto('/auth');
  await memberPage.getByLabel('Email', { exact: true }).fill(email);
  await memberPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await memberPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(memberPage).not.toHaveURL(/\/auth/);
  await expect(memberPage.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveCount(0);
  expect(await signedInEmail(memberPage)).toBe(email);
  // As an administrator, they must enroll again before the admin pages open.
  await memberPage.goto('/admin/dashboard');
  await memberPage.waitForURL(/\/account\?tab=security$/);
  await expect(memberPage.getByRole('alert').filter({ hasText: TWO_FACTOR_MESSAGES.adminRequired })).toBeVisible();
  await expect(memberPage.getByRole('list', { name: 'Security activity' })).toContainText('Two-factor sign-in reset by an administrator');
  await memberPage.context().close();
  await adminPage.context().close();
});

test('Google sign-in with two-factor on: the code step on /auth in the browser, an expired step says to continue with Google, a trusted device skips it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  const email = uniqueEmail('google');
  google.accounts.splice(0, google.accounts.length, { email, givenName: 'Gia', familyName: 'Duarte' });
  const continueWithGoogle = async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByRole('link', { name: `Gia Duarte (${email})` }).click();
  };

  // The first Google sign-in makes the account (no password), which turns two-factor on.
  await continueWithGoogle();
  await expect.poll(() => signedInEmail(page)).toBe(email);
  const secret = await enrollByApi(page.context());
  await page.goto('/account?tab=security');
  await expect(page.getByText(/10 of 10 backup codes left/)).toBeVisible();

  // Signed out, Google again: back on /auth at the code step, with no session yet.
  await page.context().clearCookies();
  await continueWithGoogle();
  await page.waitForURL(/\/auth\?.*second-step=1/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await signedInEmail(page)).toBeNull();
  await page.getByLabel('Authentication code').fill(totpCode(secret, 5));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeVisible();

  // The step's cookie is gone (as after its ten minutes): the page says to start with Google again.
  await page.context().clearCookies({ name: 'awc.two_factor' });
  await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  const expired = page.getByRole('alert').filter({ hasText: 'took too long' });
  await expect(expired).toHaveText(/Your sign-in took too long\. Continue with Google to sign in again\./);
  await expect(expired).not.toContainText('password');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  // Google again, the right code and "trust this device": signed in.
  await continueWithGoogle();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => signedInEmail(page)).toBe(email);
  await expect(page).not.toHaveURL(/second-step/);

  // This browser is trusted now: the next Google sign-in asks for no code.
  const trust = (await page.context().cookies()).filter((c) => c.name === 'awc.trust_device');
  expect(trust).toHaveLength(1);
  await page.context().clearCookies();
  await page.context().addCookies(trust);
  await continueWithGoogle();
  await expect.poll(() => signedInEmail(page)).toBe(email);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveCount(0);
  // Every code exchange the server made was accepted by "Google" (client secret, code, PKCE verifier).
  expect(google.tokenRequests.map((r) => r.refused)).toEqual([null, null, null, null]);
  await page.context().close();
});
