import type { Page, Route } from '@playwright/test';
import { expect, test, waitForPageReady } from './fixtures.ts';
import { signInAs, resizeTo } from './helpers.ts';

/**
 * The public pages come prerendered (decision 290): the server's HTML already holds the page, and
 * the app hydrates it. These journeys check the real build: the HTML, hydration without a
 * mismatch (React reports one as a console error, which fails every journey), the page working
 * afterwards, the page without JavaScript, and a signed-in member's header.
 */
const HERO = 'Financial clarity for the practice of your life';

/** Holds back the app's scripts until `release()`, so a test can look at the HTML before hydration. */
const holdScripts = async (page: Page) => {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
};

test.describe('prerendered public pages', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the server sends each page’s content inside #root', async ({ request }) => {
    for (const [path, heading] of [
      ['/', HERO],
      ['/membership', 'Membership'],
      ['/tools/debt-investment-calculator', 'Debt vs. Invest Calculator'],
      ['/blog', 'The Blog'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const root = /<div id="root" data-prerendered="([^"]*)">([\s\S]*)<\/div>\s*<noscript>/.exec(html);
      expect(root?.[1], path).toBe(path);
      expect(root?.[2]).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.]/g, '\\.')}</h1>`));
      // No module preload competes with the first paint; the boot module preloads the page's chunks
      // together once the page has painted, so hydration does not wait for them one after another.
      expect(html).not.toContain('rel="modulepreload"');
      const modules = /<script type="module" crossorigin src="\/assets\/boot-[^"]+\.js" data-modules="([^"]+)"><\/script>/
        .exec(html)?.[1]
        ?.split(' ');
      expect(modules?.length, path).toBeGreaterThan(2);
      for (const m of modules ?? []) expect(m).toMatch(/^\/assets\/[\w-]+\.js$/);
    }
    // A query string that can change the page gets the page rendered in the browser.
    const withInputs = await (await request.get('/tools/debt-investment-calculator?federalLoanBalance=90000')).text();
    expect(withInputs).toContain('<div id="root"></div>');
  });

  for (const path of ['/', '/membership', '/blog', '/tools', '/tools/debt-investment-calculator', '/about']) {
    test(`${path} hydrates without errors or warnings`, async ({ page, allowConsole }) => {
      allowConsole(/^$/);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const heading = await page.goto(path).then(() => page.getByRole('heading', { level: 1 }).first().textContent());
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      // The prerendered heading is the one React took over (nothing re-rendered from scratch).
      expect(await page.locator('#root[data-prerendered] h1').first().textContent()).toBe(heading);
      expect(warnings).toEqual([]);
    });
  }

  test('after hydration the home page responds: client-side navigation and the mobile menu', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await resizeTo(page, { width: 375, height: 800 });
    await page.goto('/');
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Explore membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    // The router handled the click: no full page load happened.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page).toHaveTitle('Membership | Attorney Wealth Collective');
  });

  test('the prerendered calculator works once hydrated', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/tools/debt-investment-calculator');
    await page.getByLabel('Federal Loan Balance', { exact: true }).fill('90,000');
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    await expect(page.getByTestId('recommendation')).toBeVisible();
    await expect(page).toHaveURL(/federalLoanBalance=90/);
  });

  test('the pages read without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore membership' })).toHaveAttribute('href', '/membership');
      await page.goto('/membership');
      await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What members get' })).toBeVisible();
      await expect(page.locator('footer')).toContainText('Attorney Wealth Collective');
    } finally {
      await context.close();
    }
  });

  test('a visitor sees the signed-out header in the HTML, before any script runs', async ({ page }) => {
    await resizeTo(page, { width: 1280, height: 900 });
    const held = await holdScripts(page);
    const navigation = page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    held.release();
    await navigation;
    await waitForPageReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('a signed-in member opening / never sees "Log In": the server renders the member header into the first HTML', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await resizeTo(page, { width: 1280, height: 900 });
    await signInAs(page, 'member');
    const held = await holdScripts(page);
    const navigation = page.goto('/', { waitUntil: 'commit' });
    // Before any script runs: the page rendered for this session (decision 320), not the visitor's.
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
    held.release();
    await navigation;
    await waitForPageReady(page);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
    // The member navigation replaced the visitor's.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
