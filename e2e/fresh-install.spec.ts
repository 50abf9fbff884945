import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs, resizeTo } from './helpers.ts';

// Issue 22 item 7: outside production, a fresh install's seed makes the member pages look lived in.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });
const SHOTS = 'test-results/fresh-install';

test('a fresh install shows content on /community, /content and /dashboard', async ({ page }) => {
  await signInAs(page, 'member');
  await resizeTo(page, { width: 1280, height: 900 });

  await page.goto('/community');
  const threads = page.getByRole('list', { name: 'Threads' });
  expect(await threads.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
  // Journeys running beside this one add threads of their own (the paging journey adds 32), which
  // can push the seeded ones past the first page: find the seeded welcome thread by searching.
  await page.getByLabel('Search threads').fill('Introduce yourself');
  await expect(threads.getByText('Welcome! Introduce yourself here')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/community-1280.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Member directory' }).click();
  await expect(page.getByTestId('directory-member').filter({ hasText: 'Priya Shah' })).toBeVisible();

  await page.goto('/content');
  expect(await page.getByRole('list', { name: 'Content' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByText('Replay: your first money plan as a new associate')).toBeVisible();
  await expect(page.getByText('Replays of past sessions appear here.')).toHaveCount(0);
  // The seeded learning path (decision 347) is there for the demo member, with its progress.
  const path = 'First-year associate: your first money plan';
  const paths = page.getByRole('list', { name: 'Learning paths' });
  await expect(paths.getByRole('link', { name: path, exact: true })).toBeVisible();
  await expect(paths.getByRole('progressbar', { name: `Progress: ${path}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/content-1280.png`, fullPage: true });

  await page.goto('/dashboard');
  const sessions = page.getByRole('list', { name: 'Upcoming live sessions' });
  await expect(sessions.getByText(/\d+ members going/).first()).toBeVisible();
  await expect(page.getByText('0 members going')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await resizeTo(page, { width: 375, height: 800 });
  await page.goto('/community');
  await page.getByLabel('Search threads').fill('Introduce yourself');
  await expect(page.getByRole('list', { name: 'Threads' }).getByText('Welcome! Introduce yourself here')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/community-375.png`, fullPage: true });
});
