import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs, resizeTo } from './helpers.ts';

// Search (decision 341): one box in the header, opened by "/" or Ctrl+K, over what the reader may read.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'test-results/search';

test('search: a visitor finds public pages but never a members-only item; a member finds it, highlighted, and opens it', async ({
  page,
  browser,
}) => {
  const word = `quokka${Date.now().toString(36)}`;
  const admin = await browser.newContext();
  await signInAs(admin, 'admin');
  const created = await admin.request.post('/api/admin/content', {
    data: {
      title: `The ${word} budgeting guide`,
      summary: `A members-only guide about the ${word} method.`,
      body: 'Body text.',
      kind: 'guide',
      category: 'taxes',
      published: true,
    },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const { item } = (await created.json()) as { item: { id: string } };
  await admin.close();

  // A visitor: the shortcut opens the box; public results come with highlighted words.
  await page.goto('/');
  await page.keyboard.press('/');
  const box = page.getByRole('dialog').getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('PSLF');
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).locator('mark').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await resizeTo(page, { width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/visitor-1280.png` });
  await box.fill(word);
  await expect(page.getByText('No results. Try other words, or fewer of them.')).toBeVisible();
  expect(((await (await page.request.get(`/api/search?q=${word}`)).json()) as { results: unknown[] }).results).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A member: the header button, the item with its badge, and the link opens it.
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('searchbox', { name: 'Search' }).fill(word);
  const hit = results.filter({ hasText: `The ${word} budgeting guide` });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('Content Hub');
  await expect(hit.locator('mark').first()).toHaveText(word);
  await resizeTo(page, { width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/member-375.png` });
  await expectNoAxeViolations(page);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/content\\?item=${item.id}`));
  await expect(page.getByRole('heading', { name: `The ${word} budgeting guide` })).toBeVisible();
});

test('search input of any syntax or length answers 200', async ({ page }) => {
  for (const q of ['"', '-', 'a | b & !c', "'; drop table posts; --", 'x'.repeat(3000), '<img src=x onerror=alert(1)>']) {
    const res = await page.request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status(), q).toBe(200);
  }
});
