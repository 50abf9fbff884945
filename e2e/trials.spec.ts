import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { forgetSession, newVerifiedAccount, signInAs, waitForEmail, waitForJobsSettled } from './helpers.ts';

// Free trials with the demo provider (decisions 430, 431). The clock is moved by running the
// hourly trial pass "as if" at a later moment (POST /api/dev/billing/trial-pass, not in production).
// Only the monthly plan gets a trial here, and it is set back to none at the end. Every visitor of
// the shared server sees that setting, so this file runs after all the other journeys (its own
// project in playwright.config.ts): none of them meets a trial it did not ask for.
const expect = baseExpect.configure({ timeout: 60_000 });
const DAY = 86_400_000;

const setTrials = async (page: Page, monthly: number) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard?tab=trials');
  const field = page.getByLabel('Monthly plan: trial days');
  await expect(field).toHaveValue(/^\d+$/);
  await field.fill(String(monthly));
  await page.getByLabel('Annual plan: trial days').fill('0');
  await page.getByRole('button', { name: 'Save trials' }).click();
  await expect(page.getByText('Trial settings saved.')).toBeVisible();
};

const movePassTo = async (request: APIRequestContext, at: number) => {
  const res = await request.post('/api/dev/billing/trial-pass', { data: { at: new Date(at).toISOString() }, headers: { origin: baseURL } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { reminders: number; ended: number };
};

/** A new account takes the monthly plan's trial through the membership page and the demo checkout; returns the trial's end. */
const startTrial = async (page: Page, label: string) => {
  const email = await newVerifiedAccount(page.context(), label);
  await page.goto('/membership');
  const monthly = page.getByRole('article', { name: 'Monthly' });
  await expect(monthly.getByText('Start with a 10-day free trial')).toBeVisible();
  await monthly.getByRole('link', { name: 'Choose Monthly' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('10 days, then the amount above')).toBeVisible();
  await page.getByRole('button', { name: 'Complete demo payment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: '10 days left in your trial' })).toBeVisible();
  const sub = (await (await page.request.get('/api/subscription')).json()) as { status: string; trialEndsAt: string };
  expect(sub.status).toBe('trialing');
  return { email, trialEnd: Date.parse(sub.trialEndsAt) };
};

test.describe('free trials', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(300_000));
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAs(page, 'admin');
    await page.request.put('/api/admin/billing/trials/settings', { data: { monthly: 0, annual: 0 }, headers: { origin: baseURL } });
    await page.close();
  });

  test('an admin sets a trial; a newcomer trials, is reminded 3 days before the end, and converts to a paid month', async ({ page }) => {
    await setTrials(page, 10);
    // A bad length is refused with its message and nothing is saved.
    await page.getByLabel('Monthly plan: trial days').fill('120');
    await page.getByRole('button', { name: 'Save trials' }).click();
    await expect(page.getByText('Enter a whole number of days from 0 (no trial) to 90.')).toBeVisible();
    expect(await (await page.request.get('/api/admin/billing/trials/settings')).json()).toEqual({ monthly: 10, annual: 0 });
    await expectNoAxeViolations(page);
    await forgetSession(page);

    const { email, trialEnd } = await startTrial(page, 'trial-converts');
    await page.goto('/account?tab=billing');
    await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByText('10 days left in your trial')).toBeVisible();
    await expect(page.getByText(/we charge \$39, unless you cancel before then/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Two days before the end: the reminder goes out once.
    await movePassTo(page.request, trialEnd - 2 * DAY);
    const reminder = await waitForEmail(page.request, email, /trial ends in 3 days/);
    expect(reminder.text).toContain('we charge $39');
    await movePassTo(page.request, trialEnd - DAY);
    await waitForJobsSettled(page.request);
    const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { emails: { to: string; subject: string }[] };
    expect(outbox.emails.filter((m) => m.to === email && /trial ends in 3 days/.test(m.subject))).toHaveLength(1);

    // The end: the first paid month starts; the member keeps access.
    await movePassTo(page.request, trialEnd + 60_000);
    await page.reload();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Renews on')).toBeVisible();
    await expect(page.getByText(/left in your trial/)).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByText('Active membership · Monthly')).toBeVisible();

    // The admin sees the trial as converted, found by its email.
    await forgetSession(page);
    await signInAs(page, 'admin');
    await page.goto('/admin/dashboard?tab=trials');
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Every trial' }).click();
    await page.getByLabel('Search trials by name or email').fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(row.getByText('Converted')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a member who cancels during the trial keeps access until its end, then loses it without a charge', async ({ page, allowConsole }) => {
    allowConsole(/status of 403/);
    await setTrials(page, 10);
    await forgetSession(page);
    const { trialEnd } = await startTrial(page, 'trial-lapses');
    await page.goto('/account?tab=billing');
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your membership?' })).toContainText('the end of your free trial, and will not be charged');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByText(/you keep full access until .* and you will not be charged/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);

    expect((await movePassTo(page.request, trialEnd + 60_000)).ended).toBeGreaterThanOrEqual(1);
    expect((await (await page.request.get('/api/subscription')).json()).isSubscribed).toBe(false);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/membership$/);
    await page.goto('/account?tab=billing');
    await expect(page.getByText('Your membership has ended.')).toBeVisible();
  });
});
