import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, readyOnNavigation, test } from './fixtures.ts';
import { DEMO, newVerifiedAccount, signInAs } from './helpers.ts';

const origin = { origin: baseURL };
// Several contexts and many sends on a shared 2-core machine: give each journey room (the
// one-second delivery check below keeps its own strict timeout).
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Empties a user's inbox through the API (sign-in achievements are notifications too). */
const emptyInbox = async (request: APIRequestContext) => {
  expect((await request.post('/api/notifications/read-all', { headers: origin })).ok()).toBe(true);
  expect((await request.delete('/api/notifications/read', { headers: origin })).ok()).toBe(true);
};

const send = async (admin: APIRequestContext, to: string, title: string, message = `${title} message`, linkUrl?: string) => {
  const res = await admin.post('/api/admin/notifications', { headers: origin, data: { email: to, title, message, ...(linkUrl ? { linkUrl } : {}) } });
  expect(res.status(), await res.text()).toBe(201);
};

const bell = (page: Page) => page.getByTestId('notification-bell-desktop');
const badge = (page: Page) => bell(page).getByTestId('notification-badge');
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
/** Sends made before the stream is open arrive with the list, not live (no toast): wait for it. */
const live = (page: Page) => expect(bell(page)).toHaveAttribute('data-live', 'open');

test('realtime notifications: two users, admin send, toast and badge for the recipient only, mark, clear, offline and back', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(/ERR_INTERNET_DISCONNECTED|net::ERR_/);
  const adminCtx = await browser.newContext();
  const aliceCtx = await browser.newContext();
  const bobCtx = await browser.newContext();
  await signInAs(adminCtx, 'admin');
  // Alice is an account of her own: the demo member earns achievements (and their notifications)
  // from journeys running beside this one, which would change the counts below.
  const aliceEmail = await newVerifiedAccount(aliceCtx, 'alice');
  const bobEmail = await newVerifiedAccount(bobCtx, 'bob');
  await emptyInbox(aliceCtx.request);
  await emptyInbox(bobCtx.request);

  const admin = readyOnNavigation(await adminCtx.newPage());
  const alice = readyOnNavigation(await aliceCtx.newPage());
  const bob = readyOnNavigation(await bobCtx.newPage());
  await alice.goto('/account');
  await bob.goto('/account');
  await live(alice);
  await live(bob);
  await expect(badge(alice)).toHaveCount(0);

  // The admin sends from the form on /notifications.
  await admin.goto('/notifications');
  await admin.getByLabel('Recipient email').fill(aliceEmail);
  await admin.getByLabel('Title').fill('Welcome to the live session');
  await admin.getByLabel('Message').fill('It starts at 7 pm Eastern.');
  await admin.getByLabel('Link (optional)').fill('/notifications');
  const sentAt = Date.now();
  await admin.getByRole('button', { name: 'Send notification' }).click();
  await expect(admin.getByText(`Notification sent to ${aliceEmail}`)).toBeVisible();

  // Alice: within a second, a badge and a toast. Bob: nothing.
  // Soft, so a slow machine still lets the rest of the journey run (and the test still fails).
  await expect.soft(badge(alice)).toHaveText('1', { timeout: 1_000 });
  test.info().annotations.push({ type: 'delivery-ms', description: String(Date.now() - sentAt) });
  const toast = alice.locator('[data-sonner-toast]').filter({ hasText: 'Welcome to the live session' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('It starts at 7 pm Eastern.');
  await expect(badge(alice)).toHaveText('1');
  await expect(bell(alice)).toHaveAccessibleName('Notifications, 1 unread');
  // Bob: nothing of Alice's. Each user's stream delivers in order, so once a notification sent
  // to Bob after Alice's has arrived, anything of hers wrongly sent to him would be there too.
  await live(bob);
  await send(admin.request, bobEmail, 'Only for Bob');
  await expect(badge(bob)).toHaveText('1');
  await expect(bob.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(bob.locator('[data-sonner-toast]')).toContainText('Only for Bob');

  // The dropdown: summary, unread highlight, axe-clean.
  await bell(alice).click();
  await expect(dropdown(alice)).toBeVisible();
  await expect(dropdown(alice).getByText('1 unread')).toBeVisible();
  const item = dropdown(alice).getByRole('button', { name: /Welcome to the live session/ });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('just now');
  await expectNoAxeViolations(alice, '[role="dialog"]');
  // Click marks it read, closes and follows the link.
  await item.click();
  await expect(dropdown(alice)).toHaveCount(0);
  await expect(alice).toHaveURL(/\/notifications$/);
  await expect(badge(alice)).toHaveCount(0);

  // The toast's View action marks read and opens the link.
  await alice.goto('/account');
  await live(alice);
  await send(admin.request, aliceEmail, 'Your report is ready', 'Open it from the content hub.', '/notifications');
  const viewToast = alice.locator('[data-sonner-toast]').filter({ hasText: 'Your report is ready' });
  await expect(viewToast).toBeVisible();
  await expect(badge(alice)).toHaveText('1');
  await viewToast.getByRole('button', { name: 'View' }).click();
  await expect(alice).toHaveURL(/\/notifications$/);
  await expect(badge(alice)).toHaveCount(0);

  // Mark all read, then clear read.
  for (const title of ['Third', 'Fourth', 'Fifth']) await send(admin.request, aliceEmail, title);
  await expect(badge(alice)).toHaveText('3');
  await bell(alice).click();
  await expect(dropdown(alice).getByText('3 unread')).toBeVisible();
  await dropdown(alice).getByRole('button', { name: 'Mark all read' }).click();
  await expect(dropdown(alice).getByText('No new notifications')).toBeVisible();
  await expect(badge(alice)).toHaveCount(0);
  await dropdown(alice).getByRole('button', { name: 'Clear read' }).click();
  await expect(dropdown(alice).getByText('No notifications yet').first()).toBeVisible();
  await alice.keyboard.press('Escape');
  // The server agrees (a reload shows the same).
  await alice.reload();
  await live(alice);
  await bell(alice).click();
  await expect(dropdown(alice).getByText('No notifications yet').first()).toBeVisible();
  await alice.keyboard.press('Escape');

  // The network goes away and comes back: what was sent meanwhile arrives, once.
  await aliceCtx.setOffline(true);
  // The page has noticed (it closes its stream on the browser's offline event).
  await expect(bell(alice)).toHaveAttribute('data-live', 'closed');
  await send(admin.request, aliceEmail, 'Sent while offline 1');
  await send(admin.request, aliceEmail, 'Sent while offline 2');
  await expect(badge(alice)).toHaveCount(0);
  await aliceCtx.setOffline(false);
  await expect(badge(alice)).toHaveText('2');
  await bell(alice).click();
  await expect(dropdown(alice).getByRole('button', { name: /Sent while offline 1/ })).toHaveCount(1);
  await expect(dropdown(alice).getByRole('button', { name: /Sent while offline 2/ })).toHaveCount(1);
  await expect(dropdown(alice).getByText('2 unread')).toBeVisible();
  // No duplicate replay: a replay of the missed two would arrive before anything sent after the
  // reconnection, so once this one is shown the list is final.
  await send(admin.request, aliceEmail, 'Sent after reconnecting');
  await expect(dropdown(alice).getByRole('button', { name: /Sent after reconnecting/ })).toHaveCount(1);
  await expect(dropdown(alice).getByRole('listitem')).toHaveCount(3);
  await expect(dropdown(alice).getByRole('button', { name: /Sent while offline 1/ })).toHaveCount(1);
  await expect(dropdown(alice).getByRole('button', { name: /Sent while offline 2/ })).toHaveCount(1);
  await expect(badge(bob)).toHaveText('1');

  await adminCtx.close();
  await aliceCtx.close();
  await bobCtx.close();
});

test('the dropdown list is at most 400 px high; the badge caps at 9+ on the desktop bell', async ({ browser, allowConsole }) => {
  allowConsole(/^$/);
  const adminCtx = await browser.newContext();
  const ctx = await browser.newContext();
  await signInAs(adminCtx, 'admin');
  await signInAs(ctx, 'visitor');
  await emptyInbox(ctx.request);
  for (let i = 0; i < 12; i++)
    await send(adminCtx.request, DEMO.visitor.email, `Batch ${i}`, 'A longer message that takes up a little room in the list.');
  const page = readyOnNavigation(await ctx.newPage());
  await page.goto('/account');
  await expect(badge(page)).toHaveText('9+');
  await bell(page).click();
  const list = page.getByTestId('notification-list');
  await expect(list).toBeVisible();
  await expect(dropdown(page).getByText('12 unread')).toBeVisible();
  const box = await list.boundingBox();
  // Sub-pixel layout can report 400.00003.
  expect(box?.height).toBeLessThanOrEqual(400.5);
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');
  await adminCtx.close();
  await ctx.close();
});

test('/notifications: filter, load more, mark and delete; axe-clean', async ({ browser, allowConsole }) => {
  allowConsole(/^$/);
  const adminCtx = await browser.newContext();
  const ctx = await browser.newContext();
  await signInAs(adminCtx, 'admin');
  const email = await newVerifiedAccount(ctx, 'history');
  await emptyInbox(ctx.request);
  for (let i = 0; i < 52; i += 4) await Promise.all([0, 1, 2, 3].map((k) => send(adminCtx.request, email, `History ${i + k}`)));
  const page = readyOnNavigation(await ctx.newPage());
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(page.getByText('52 unread')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(52);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark read: History 51' }).click();
  await expect(page.getByText('51 unread')).toBeVisible();
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(items).toHaveCount(51);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Delete: History 50' }).click();
  await expect(items).toHaveCount(51);
  // History 50 was unread: 51 kept, 50 of them unread, and the server agrees after a reload.
  await expect(page.getByText('50 unread')).toBeVisible();
  await page.reload();
  await expect(items).toHaveCount(50);
  await expect(page.getByText('50 unread')).toBeVisible();
  await expect(page.getByText('History 50', { exact: true })).toHaveCount(0);
  await adminCtx.close();
  await ctx.close();
});
