import fs from 'node:fs';
import { ROUTES } from '@awc/domain';
import type { Browser, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, readyOnNavigation, test } from './fixtures.ts';
import { DEMO, type DemoRole, newVerifiedAccount, signInAs, signInUrl } from './helpers.ts';

const SHOTS = 'test-results/member-area';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** 'YYYY-MM-DDTHH:mm' some days ahead, for a datetime-local field. */
const localInDays = (days: number, hour = 19) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

// The machine is shared: allow a slow first page load before judging anything.
test.describe.configure({ timeout: 420_000 });
const FIRST_LOAD = { timeout: 90_000 };

/** A second signed-in user in its own browser context (console errors there fail the test too). */
const pageAs = async (browser: Browser, role: DemoRole, errors: string[]) => {
  const context = await browser.newContext({ baseURL });
  const p = readyOnNavigation(await context.newPage());
  p.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${role}: ${m.text()}`);
  });
  p.on('pageerror', (e) => errors.push(`${role}: ${e.message}`));
  await signInAs(p, role);
  return p;
};

test('an admin schedules a session; a member RSVPs and downloads the .ics', async ({ browser, page, consoleErrors, allowConsole }) => {
  allowConsole(/^$/);
  const admin = await pageAs(browser, 'admin', consoleErrors);
  await admin.goto('/admin/session-hub');
  await expect(admin.getByRole('heading', { level: 1, name: 'Session Hub' })).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(admin);

  // Bad input: each field says what is wrong, nothing is scheduled (the demo data has two sessions).
  const scheduled = admin.getByRole('list', { name: 'Scheduled sessions' }).getByRole('listitem');
  await expect(scheduled.first()).toBeVisible();
  const before = await scheduled.count();
  await admin.getByRole('button', { name: 'Schedule session' }).click();
  await expect(admin.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(admin.getByText('Join link must be an https:// address')).toBeVisible();
  await expect(scheduled).toHaveCount(before);

  const title = `Backdoor Roth live Q&A ${Date.now().toString(36)}`;
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Description').fill('Bring your questions about Roth conversions.');
  await admin.getByLabel('Start (date and time)').fill(localInDays(3));
  await chooseOption(admin, 'Time zone', 'Chicago');
  await admin.getByLabel('Duration (minutes)').fill('45');
  await admin.getByLabel('Join link').fill('https://meet.example.com/roth-qa');
  await admin.getByRole('button', { name: 'Schedule session' }).click();
  await expect(admin.getByText('Session scheduled')).toBeVisible();
  const row = admin.getByRole('list', { name: 'Scheduled sessions' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(/7:00 PM C[SD]T/);
  await expect(row).toContainText('0 RSVP');
  await expectNoAxeViolations(admin);
  await shot(admin, 'session-hub');

  const member = page;
  await signInAs(member, 'member');
  await member.goto('/dashboard');
  const sessions = member.getByRole('list', { name: 'Upcoming live sessions' });
  const item = sessions.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible(FIRST_LOAD);
  await expect(item).toContainText('0 members going');
  await item.getByRole('button', { name: `RSVP to ${title}` }).click();
  await expect(member.getByText('You’re going. We’ll remind you 24 hours and 1 hour before.')).toBeVisible();
  await expect(item).toContainText('1 member going');
  await expect(item.getByRole('button', { name: new RegExp(`^Going to ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(item.getByRole('link', { name: /Join link/ })).toHaveAttribute('href', 'https://meet.example.com/roth-qa');

  const downloadPromise = member.waitForEvent('download');
  await item.getByRole('link', { name: /Add to calendar/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^backdoor-roth-live-q-a-.*\.ics$/);
  const ics = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/SUMMARY:Backdoor Roth live Q&A/);
  // 19:00 in Chicago is 00:00 UTC the next day (CDT, UTC-5) or 01:00 (CST, UTC-6).
  expect(ics).toMatch(/DTSTART:\d{8}T0[01]0000Z/);
  expect(ics).toContain('LOCATION:https://meet.example.com/roth-qa');

  // The admin sees the RSVP.
  await admin.reload();
  await expect(admin.getByRole('list', { name: 'Scheduled sessions' }).getByRole('listitem').filter({ hasText: title })).toContainText(
    '1 RSVP',
    FIRST_LOAD,
  );
  await admin.context().close();
});

test('the dashboard shows the member’s own data, and an admin’s notification arrives there', async ({
  browser,
  page,
  consoleErrors,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const admin = await pageAs(browser, 'admin', consoleErrors);
  await admin.goto('/admin/dashboard?tab=notify');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible(FIRST_LOAD);
  await admin.getByLabel('Recipient email').fill(DEMO.member.email);
  await admin.getByLabel('Title').fill('Office hours this Thursday');
  await admin.getByLabel('Message').fill('Drop in with questions at noon Eastern.');
  await admin.getByLabel('Link (optional)').fill('/content');
  await admin.getByRole('button', { name: 'Send notification' }).click();
  await expect(admin.getByText(`Notification sent to ${DEMO.member.email}`)).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();

  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Welcome back, Morgan')).toBeVisible();
  await expect(page.getByText('Active membership · Annual')).toBeVisible();
  await expect(page.getByText(/^Member since \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('list', { name: 'Achievements earned' })).toContainText('First Login');
  const notes = page.getByRole('list', { name: 'Latest notifications' });
  await expect(notes).toContainText('Office hours this Thursday');
  await expect(notes).toContainText('Drop in with questions at noon Eastern.');
  await expect(page.getByRole('list', { name: 'Recommended tools' }).getByRole('link')).toHaveCount(3);
  // The member tools' saved scenarios are mounted in the dashboard's slot (e2e/tools.spec.ts saves some).
  await expect(page.locator('[data-slot="saved-scenarios"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await shot(page, 'dashboard');
});

test('a member with an incomplete profile sees what is missing', async ({ page: admin, allowConsole }) => {
  allowConsole(/^$/);
  await signInAs(admin, 'admin');
  await admin.goto('/dashboard');
  // The demo admin has a headline; clear it through the profile API to see the prompt.
  await admin.request.patch('/api/profile', { data: { headline: '' }, headers: { origin: new URL(admin.url()).origin } });
  await admin.reload();
  await expect(admin.getByText('Admin access')).toBeVisible(FIRST_LOAD);
  await expect(admin.getByRole('list', { name: 'Missing from your profile' })).toHaveText('Headline');
  await expect(admin.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '67');
  await expect(admin.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/account');
  await admin.request.patch('/api/profile', { data: { headline: 'Founder and editor' }, headers: { origin: new URL(admin.url()).origin } });
});

test('content hub: an admin publishes; a member searches, saves, reads, and filters saved', async ({
  browser,
  page,
  consoleErrors,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const admin = await pageAs(browser, 'admin', consoleErrors);
  await admin.goto('/admin/dashboard?tab=content');
  await expect(admin.getByLabel('Title')).toBeVisible(FIRST_LOAD);
  const tag = Date.now().toString(36);
  const add = async (t: string, summary: string, kind?: string, category?: string, video?: string) => {
    await admin.getByLabel('Title').fill(t);
    await admin.getByLabel('Summary').fill(summary);
    if (kind) await chooseOption(admin, 'Kind', kind);
    if (category) await chooseOption(admin, 'Category', category);
    if (video) await admin.getByLabel('Video link').fill(video);
    await admin
      .getByLabel('Body')
      .fill(
        '## What to file\n\n- The employment certification form\n- A copy for **your records**\n\nFirst paragraph <b onclick="window.__xss=1">not bold</b>.',
      );
    await admin.getByRole('button', { name: 'Add content' }).click();
    await expect(admin.getByRole('list', { name: 'Content items' })).toContainText(t);
  };
  // A video lesson needs an embeddable link.
  await admin.getByLabel('Title').fill(`Index funds ${tag}`);
  await admin.getByLabel('Summary').fill('Low-cost investing, explained in ten minutes.');
  await chooseOption(admin, 'Kind', 'Video lesson');
  await admin.getByLabel('Video link').fill('https://evil.example.com/video');
  await admin.getByRole('button', { name: 'Add content' }).click();
  await expect(admin.getByText('Use a YouTube or Vimeo link')).toBeVisible();
  await admin.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await chooseOption(admin, 'Category', 'Investing');
  await admin.getByRole('button', { name: 'Add content' }).click();
  await expect(admin.getByRole('list', { name: 'Content items' })).toContainText(`Index funds ${tag}`);
  await add(`PSLF paperwork ${tag}`, 'What to file each year to keep forgiveness on track.', 'Guide', 'Student loans');
  await expectNoAxeViolations(admin);
  await shot(admin, 'admin-content');
  await admin.context().close();

  await signInAs(page, 'member');
  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Hub' })).toBeVisible(FIRST_LOAD);
  const list = page.getByRole('list', { name: 'Content' });
  await expect(list).toContainText(`Index funds ${tag}`);
  await page.getByLabel('Search', { exact: true }).fill('forgiveness');
  await page.getByRole('button', { name: 'Search content' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`PSLF paperwork ${tag}`);
  await list.getByRole('button', { name: `Save PSLF paperwork ${tag}` }).click();
  await expect(list.getByRole('button', { name: `Saved PSLF paperwork ${tag}` })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await shot(page, 'content-hub');

  await list.getByRole('link', { name: `PSLF paperwork ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `PSLF paperwork ${tag}` })).toBeVisible();
  // Markdown is rendered; raw HTML the sanitizer does not allow is dropped (decision 346).
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 3, name: 'What to file' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText(['The employment certification form', 'A copy for your records']);
  await expect(article.locator('strong', { hasText: 'your records' })).toBeVisible();
  await expect(article.getByText('First paragraph not bold.')).toBeVisible();
  await expect(article.locator('b, [onclick]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'All content' }).click();

  // The filter lives in the URL; the box reflects it after the re-render.
  await page.getByLabel('Saved only').click();
  await expect(page.getByLabel('Saved only')).toBeChecked();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Read');
  await page.getByLabel('Saved only').click();
  await expect(page.getByLabel('Saved only')).not.toBeChecked();
  await chooseOption(page, 'Category', 'Investing');
  await expect(list).toContainText(`Index funds ${tag}`);
  await expect(list).not.toContainText(`PSLF paperwork ${tag}`);

  // The video lesson loads its player only when asked, from the no-cookie host.
  await list.getByRole('link', { name: `Index funds ${tag}` }).click();
  await expect(page.getByRole('button', { name: /Play video/ })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await shot(page, 'content-item');
});

test('admin console: figures, chart, user search, audit log', async ({ page, browser, allowConsole }) => {
  allowConsole(/^$/);
  // Admin is granted and revoked on an account of this journey's own: on the shared demo member, a
  // journey running beside this one (member-pages-rendered's "a member is sent away from an admin
  // page") saw the member as an admin for that moment and was rightly let in.
  const granteeContext = await browser.newContext();
  const grantee = await newVerifiedAccount(granteeContext, 'grantee');
  await granteeContext.close();
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Active members')).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Newsletter subscribers')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active subscriptions by plan' })).toContainText('annual');
  // The chart's data table: this month's sign-ups include the three demo accounts.
  await page.getByText('Show the data as a table').click();
  const chartTable = page.getByRole('table', { name: 'New accounts per month' });
  await expect(chartTable.getByRole('row')).toHaveCount(13);
  await expectNoAxeViolations(page);
  await shot(page, 'admin-overview');

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/tab=users/);
  await page.getByLabel('Search by name or email').fill('Morgan');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: /Users/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(DEMO.member.email);
  await expect(table).toContainText('annual · active');
  // The SUPER_ADMIN_EMAIL administrator may grant admin; granting and revoking are audited.
  await page.getByLabel('Search by name or email').fill(grantee);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(grantee);
  await table.getByRole('button', { name: `Make admin for ${grantee}` }).click();
  await expect(page.getByText(`${grantee} is now an admin`)).toBeVisible();
  await table.getByRole('button', { name: `Revoke admin for ${grantee}` }).click();
  await expect(page.getByText(`${grantee} is no longer an admin`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'admin-users');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Admin actions' });
  await expect(log).toContainText('admin.revoke');
  await expect(log).toContainText('admin.grant');
  await expect(log).toContainText('session.create');
  await expectNoAxeViolations(page);
  await shot(page, 'admin-audit');
});

test.describe('route access for the dashboard, content hub, admin console and session hub', () => {
  // Independent checks: let both workers share them.
  test.describe.configure({ mode: 'parallel' });
  const mine = ROUTES.filter((r) => ['/dashboard', '/content', '/admin/dashboard', '/admin/session-hub'].includes(r.path));
  const expected = (path: string, role: DemoRole | 'anonymous') => {
    const group = ROUTES.find((r) => r.path === path)?.group;
    if (role === 'anonymous') return signInUrl(path);
    if (group === 'member') return role === 'visitor' ? /\/membership$/ : new RegExp(`${path}$`);
    return role === 'admin' ? new RegExp(`${path}$`) : /\/dashboard$|\/membership$/;
  };
  for (const role of ['anonymous', 'visitor', 'member', 'admin'] as const) {
    test(`as ${role}`, async ({ page, allowConsole }) => {
      allowConsole(/status of 40[13]/);
      if (role !== 'anonymous') await signInAs(page, role);
      for (const route of mine) {
        await page.goto(route.path);
        await expect(page, `${role} on ${route.path}`).toHaveURL(expected(route.path, role), FIRST_LOAD);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_LOAD);
      }
      // And the API agrees: 401 signed out, 403 without the role.
      const status = async (path: string) => (await page.request.get(path)).status();
      if (role === 'anonymous') {
        expect(await status('/api/dashboard')).toBe(401);
        expect(await status('/api/admin/figures')).toBe(401);
      } else if (role === 'visitor') {
        expect(await status('/api/dashboard')).toBe(403);
        expect(await status('/api/admin/figures')).toBe(403);
      } else if (role === 'member') {
        expect(await status('/api/dashboard')).toBe(200);
        expect(await status('/api/admin/figures')).toBe(403);
      } else {
        expect(await status('/api/admin/figures')).toBe(200);
      }
    });
  }
});
