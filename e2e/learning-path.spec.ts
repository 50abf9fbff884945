import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, readyOnNavigation, test } from './fixtures.ts';
import { signInAs, resizeTo } from './helpers.ts';

const SHOTS = 'test-results/learning-path';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await resizeTo(page, { width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await resizeTo(page, { width: 1280, height: 900 });
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

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an admin builds a path of two modules in the console; a member sees it and marks progress', async ({ browser, page }) => {
  test.setTimeout(300_000);
  const title = `Solo practice money basics ${Date.now().toString(36)}`;
  const [first, second, third] = [
    'Quarterly estimated taxes for solo practitioners',
    'Pricing flat-fee matters without underpricing',
    'Backdoor Roth IRA, step by step',
  ];

  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard?tab=learning-paths');
  const form = page.getByRole('form', { name: 'New learning path' });
  await expect(form).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(page);

  // Bad input first: nothing is created, each field says what is missing.
  await form.getByRole('button', { name: 'Create path' }).click();
  await expect(form.getByText('Title must be at least 3 characters', { exact: true })).toBeVisible();
  await expect(form.getByText('Each module needs at least one item')).toBeVisible();

  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('Taxes and pricing first, then retirement.');
  await form.getByLabel('Module 1 title').fill('Running the practice');
  await chooseOption(page, 'Add an item to module 1', second);
  await chooseOption(page, 'Add an item to module 1', first);
  // Keyboard reordering: the estimated taxes go first.
  await form.getByRole('button', { name: `Move up: ${first}` }).press('Enter');
  await expect(form.getByRole('list', { name: 'Items of module 1' }).getByRole('listitem')).toHaveText([
    new RegExp(`^1\\. ${first}`),
    new RegExp(`^2\\. ${second}`),
  ]);
  await form.getByRole('button', { name: 'Add a module' }).click();
  await form.getByLabel('Module 2 title').fill('Retirement');
  await chooseOption(page, 'Add an item to module 2', third);
  await form.getByRole('switch', { name: 'Published (visible to members)' }).click();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create path' }).click();

  const row = page.getByRole('list', { name: 'Learning paths' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('2 modules · 3 items');
  await expect(row).toContainText('Published');

  // The member, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  // Its goto and reload return once the page has hydrated, as the fixture's page does: found by a
  // run where the path's "Mark as read" was clicked in the server-rendered page before React had
  // taken it over, and the click did nothing.
  const member = readyOnNavigation(await context.newPage());
  await signInAs(member, 'member');
  await member.goto('/content');
  const paths = member.getByRole('list', { name: 'Learning paths' });
  await paths.getByRole('link', { name: title, exact: true }).click({ timeout: 90_000 });
  await expect(member.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const modules = member.getByRole('list', { name: 'Modules' });
  await expect(modules.getByRole('heading', { level: 3 })).toHaveText(['1. Running the practice', '2. Retirement']);
  const progress = member.getByRole('progressbar', { name: `Progress: ${title}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await member.getByRole('button', { name: `Mark as read: ${third}` }).click();
  await expect(member.getByRole('button', { name: `Mark as unread: ${third}` })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await member.reload();
  await expect(member.getByRole('progressbar', { name: `Progress: ${title}` })).toHaveAttribute('aria-valuenow', '33', { timeout: 90_000 });
  // Leave the demo member as it was for other journeys.
  await member.getByRole('button', { name: `Mark as unread: ${third}` }).click();
  await expect(member.getByRole('button', { name: `Mark as read: ${third}` })).toBeVisible();

  // Unpublished, the path is gone for members; deleted (after confirming), gone for the admin too.
  await row.getByRole('button', { name: /^Unpublish/ }).click();
  await expect(row).toContainText('Draft');
  await member.goto('/content');
  await expect(member.getByRole('heading', { name: 'Guides, articles and lessons' })).toBeVisible(FIRST_LOAD);
  await expect(member.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Delete this learning path?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await context.close();
});
