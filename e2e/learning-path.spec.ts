import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs } from './helpers.ts';

const SHOTS = 'test-results/learning-path';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};
const FIRST_LOAD = { timeout: 90_000 };
const PATH = 'First-year associate: your first money plan';

test('a learning path: the member follows the demo path and their progress survives a reload', async ({ page }) => {
  // Two axe passes and four screenshots: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  await signInAs(page, 'member');
  await page.goto('/content');
  const paths = page.getByRole('list', { name: 'Learning paths' });
  await expect(paths.getByRole('link', { name: PATH, exact: true })).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(page);

  await paths.getByRole('link', { name: PATH, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: PATH })).toBeVisible();
  const modules = page.getByRole('list', { name: 'Modules' });
  await expect(modules.getByRole('heading', { level: 3 })).toHaveText([
    '1. Your first paycheck',
    '2. Taxes',
    '3. Retirement and investing',
    '4. Student loans',
  ]);
  const progress = page.getByRole('progressbar', { name: `Progress: ${PATH}` });
  const before = Number(await progress.getAttribute('aria-valuenow'));

  // Reading the first item from its own page counts on the path.
  const first = 'Video: reading your first pay stub';
  const firstMark = page.getByRole('button', { name: `Mark as read: ${first}` });
  if (await firstMark.isVisible()) {
    await modules.getByRole('link', { name: first }).click();
    await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await page.goBack();
  }
  // And marking one straight from the path.
  const tax = 'Your bonus and the April tax bill';
  await page.getByRole('button', { name: `Mark as read: ${tax}` }).click();
  await expect(page.getByRole('button', { name: `Mark as unread: ${tax}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `Mark as unread: ${first}` })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: `Mark as unread: ${tax}` })).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await expectNoAxeViolations(page);
  await shot(page, 'path');

  // The hub's card shows the same progress, and "Continue" leads to the first unread item.
  await page.goto('/content');
  await expect(paths.getByRole('link', { name: `Continue: ${PATH}` })).toBeVisible(FIRST_LOAD);
  await shot(page, 'hub');

  // Leave the demo member as it was for other journeys.
  await page.goto(
    `/content?path=${new URL((await paths.getByRole('link', { name: PATH, exact: true }).getAttribute('href')) ?? '', 'http://x').searchParams.get('path')}`,
  );
  await page.getByRole('button', { name: `Mark as unread: ${tax}` }).click();
  await expect(page.getByRole('button', { name: `Mark as read: ${tax}` })).toBeVisible();
});
