import { expect, test } from './fixtures.ts';
import { signInAs } from './helpers.ts';

type ModuleMap = { files: string[]; lists: Record<string, number[]> };

/**
 * The lazy imports' preload lists live in a file of their own, fetched once the first page is
 * ready (decision 326): the first load does not carry them, and a move to another page still
 * fetches that page's chunks side by side, from `<link rel="modulepreload">`s made from the file.
 */
test('a move to another page preloads its chunks from the lists fetched after the first page', async ({ page }) => {
  await signInAs(page, 'member');
  const requested: { path: string; at: number }[] = [];
  page.on('request', (r) => requested.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  const mapResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.modules.json'));
  await page.goto('/dashboard');
  const readyAt = Date.now();
  const map = (await (await mapResponse).json()) as ModuleMap;
  // The server-rendered dashboard listed its own chunks in its HTML; the file is for what comes next.
  const mapRequest = requested.find((r) => r.path.endsWith('.modules.json'));
  expect(mapRequest?.at ?? 0).toBeGreaterThan(
    Math.min(...requested.filter((r) => r.path.startsWith('/assets/') && r.path.endsWith('.js')).map((r) => r.at)),
  );
  expect(await page.locator('link[rel="modulepreload"][href$=".modules.json"]').count()).toBe(0);

  const community = (map.lists['src/app/routes/community.tsx'] ?? []).map((i) => map.files[i] ?? '');
  expect(community.length).toBeGreaterThan(3);
  const already = new Set(requested.filter((r) => r.at <= readyAt).map((r) => r.path));
  const fresh = community.filter((f) => !already.has(f));
  expect(fresh.length).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).first().click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Each chunk the page imports was asked for through a preload link, not found level by level.
  const links = await page.locator('link[rel="modulepreload"]').evaluateAll((els) => els.map((e) => new URL((e as HTMLLinkElement).href).pathname));
  for (const f of fresh) expect(links, f).toContain(f);
  for (const f of fresh)
    expect(
      requested.map((r) => r.path),
      f,
    ).toContain(f);
});
