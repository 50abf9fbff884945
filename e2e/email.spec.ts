import { DEFAULT_EMAIL_PREFERENCES } from '@awc/domain';
import type { APIRequestContext, Browser } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, forgetSession, linkFrom, signInAs, waitForEmail, resizeTo } from './helpers.ts';

/** Screenshots of the pages and emails, kept with the test artifacts (never committed). */
const SHOTS = 'test-results/email';
test.describe.configure({ timeout: 240_000 });

// Every kind's default, from the domain, so a kind added later (PSLF reminders) is in it too.
const DEFAULTS = { ...DEFAULT_EMAIL_PREFERENCES };
const post = async (request: APIRequestContext, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') => {
  const res = await request.fetch(path, { method, data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
};
const memberRequest = async (browser: Browser, who: 'member' | 'admin') => {
  const context = await browser.newContext();
  await signInAs(context, who);
  return context;
};

test('email preferences on the settings tab: choose per kind, save, and they stay', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/account?tab=settings');
  const card = page.getByRole('heading', { name: 'Email preferences' });
  await expect(card).toBeVisible();
  const announcements = page.getByRole('radiogroup', { name: 'Announcements' });
  await expect(announcements.getByRole('radio', { name: 'Email and in-app' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Mentions' }).getByRole('radio', { name: 'Email and in-app' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Digest' }).getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await announcements.getByRole('radio', { name: 'Off' }).click();
  // Keyboard: arrows move within a group, as a screen reader user expects.
  const weekly = page.getByRole('radiogroup', { name: 'Digest' }).getByRole('radio', { name: 'Weekly' });
  await weekly.focus();
  await expect(weekly).toBeFocused();
  // Radix moves focus on a timer after keydown and selects only while the arrow is still held, as
  // it is for a person typing; press() releases at once, so hold it until focus has moved.
  const daily = page.getByRole('radiogroup', { name: 'Digest' }).getByRole('radio', { name: 'Daily' });
  await page.keyboard.down('ArrowLeft');
  await expect(daily).toBeFocused();
  await page.keyboard.up('ArrowLeft');
  await expect(daily).toBeChecked();
  await page.getByRole('button', { name: 'Save email preferences' }).click();
  await expect(page.getByText('Your email preferences are saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Announcements' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Digest' }).getByRole('radio', { name: 'Daily' })).toBeChecked();
  await resizeTo(page, { width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/settings-375.png`, fullPage: true });
  await post(page.request, '/api/email/preferences', DEFAULTS, 'PUT');
});

test('a reply is emailed; its link stops those emails signed out; a forged link changes nothing; the mailbox shows the HTML', async ({
  page,
  browser,
  allowConsole,
}) => {
  // The forged link's check is answered 400, which the browser logs.
  allowConsole(/status of 400 \(Bad Request\)/);
  const member = await memberRequest(browser, 'member');
  const admin = await memberRequest(browser, 'admin');
  const title = `Email journey ${Date.now().toString(36)}`;
  const { id } = await post(member.request, '/api/community/threads', { spaceId: 'general', title, body: 'Who else is maxing the 401(k)?' });
  await post(admin.request, `/api/community/threads/${id}/replies`, { body: 'We are, with the **mega backdoor** too.' });
  const mail = await waitForEmail(page.request, DEMO.member.email, new RegExp(title));
  expect(mail.text).toContain('> We are, with the mega backdoor too.');

  // The development mailbox shows the email as sent: the HTML part, in a sandboxed frame.
  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const frame = page.frameLocator(`iframe[title^="HTML version of"]`);
  await expect(frame.getByRole('heading', { name: 'New reply to your thread' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Read and reply' })).toBeVisible();
  await page.getByRole('button', { name: 'Plain text' }).click();
  await expect(page.getByText('> We are, with the mega backdoor too.')).toBeVisible();

  // Signed out, the emailed link asks first, then stops only that kind.
  await forgetSession(page);
  const link = new URL(linkFrom(mail.text, /\/unsubscribe-successful\?token=/));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop emails about replies to your threads and posts?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/unsubscribe-confirm-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await expect(page.getByText('We won’t email you about replies to your threads and posts any more.')).toBeVisible();
  await expectNoAxeViolations(page);
  const prefs = (await (await member.request.get('/api/email/preferences')).json()) as { preferences: typeof DEFAULTS };
  expect(prefs.preferences).toEqual({ ...DEFAULTS, replies: 'in_app' });

  // A forged token: a clear page, nothing changed.
  const token = link.searchParams.get('token') as string;
  const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
  await page.goto(`/unsubscribe-successful?token=${encodeURIComponent(forged)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeVisible();
  await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  await resizeTo(page, { width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/unsubscribe-forged-375.png`, fullPage: true });
  await post(member.request, '/api/email/preferences', DEFAULTS, 'PUT');
  await member.close();
  await admin.close();
});

test('an admin writes, previews, tests and sends a newsletter issue; it is archived on the web', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard?tab=newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter issues' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New issue' }).click();
  const stamp = Date.now().toString(36);
  const subject = `The brief ${stamp}: year-end moves`;
  // Bad input: the shared schema's messages under the fields, nothing saved.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Write at least 20 characters')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await expect(page.getByLabel('Web address')).toHaveValue(`the-brief-${stamp}-year-end-moves`);
  await page.getByLabel('Summary').fill('Bonuses, the backdoor Roth and estimated taxes.');
  await page.getByLabel('Body (Markdown)').fill('## Bonus season\n\nMost firms pay in **December**.\n\n- Max the 401(k)\n- Fund the backdoor Roth');
  // Before the preview: axe cannot run inside the sandboxed (script-free) preview frame.
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.frameLocator('iframe[title="Preview of the issue"]').getByRole('heading', { name: 'Bonus season' })).toBeVisible();
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`Test sent to ${DEMO.admin.email}`)).toBeVisible();
  const test = await waitForEmail(page.request, DEMO.admin.email, new RegExp(`^\\[Test\\] ${subject}`));
  expect(test.text).toContain('## Bonus season');
  await page.screenshot({ path: `${SHOTS}/newsletter-editor-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('dialog', { name: 'Send this issue now?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to subscribers' }).click();
  await expect(page.getByText('Sending to subscribers')).toBeVisible();
  await page.getByRole('button', { name: 'Back to issues' }).click();
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link', { name: 'View on the web' }).click();
  await expect(page).toHaveURL(`/newsletter/the-brief-${stamp}-year-end-moves`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonus season' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/newsletter-archive-1280.png`, fullPage: true });
  await resizeTo(page, { width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/newsletter-archive-375.png`, fullPage: true });
  // An issue that does not exist (or is not sent yet) is a 404, from the server too.
  const missing = await page.request.get('/newsletter/no-such-issue');
  expect(missing.status()).toBe(404);
});
