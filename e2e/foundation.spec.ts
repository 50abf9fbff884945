import { ROUTE_DESCRIPTIONS, routeByPath } from '@awc/domain';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { resizeTo } from './helpers.ts';

// Every route of the table, for every kind of user, is opened by the guards journey of
// accounts.spec.ts (where each lands, and the heading it shows).

test('an unknown path shows the not-found page and the server says 404', async ({ page, allowConsole }) => {
  allowConsole(/status of 404/);
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Attorney Wealth Collective');
});

test('a move inside the app updates the title and the description; the first page’s came from the server', async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  const descriptionsChunk: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/route-descriptions-[\w-]+\.js$/.test(new URL(req.url()).pathname)) descriptionsChunk.push(req.url());
  });
  await page.goto('/');
  await expect(description).toHaveAttribute('content', ROUTE_DESCRIPTIONS['/'] ?? '');
  expect(descriptionsChunk).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: routeByPath('/about').heading })).toBeVisible();
  await expect(page).toHaveTitle('About | Attorney Wealth Collective');
  await expect(description).toHaveAttribute('content', ROUTE_DESCRIPTIONS['/about'] ?? '');
});

test('the header turns translucent after 64 px of scroll', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/');
  const header = page.locator('header[data-site-header]');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // The background eases in over 200 ms: read it once the transition has run.
  await expect
    .poll(() =>
      header.evaluate((el) => {
        const m = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
        return m.length === 4 ? Number(m[3]) : 1;
      }),
    )
    .toBeLessThan(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

// Found by a full run: axe judged the logo against the dark footer seen through the scrolled
// header, and whether it did depended on where the page had last scrolled. Now it is checked there.
test('the scrolled header keeps its contrast over the dark footer, on a phone', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await resizeTo(page, { width: 375, height: 800 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const header = page.locator('header[data-site-header]');
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  const footer = page.locator('footer[data-site-footer]');
  await expect
    .poll(async () => {
      const [h, f] = await Promise.all([header.boundingBox(), footer.boundingBox()]);
      return h && f ? f.y < h.y + h.height : false;
    })
    .toBe(true);
  await expectNoAxeViolations(page, 'header[data-site-header]');
});

test('the mobile menu opens, navigates and closes', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await resizeTo(page, { width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const label of ['About', 'Membership', 'Tools', 'Blog', 'Contact', 'Log In', 'Join Beta']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // Home is desktop-only (spec §2).
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the skip link moves focus to the main content', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/');
  // The app renders on idle: a Tab before that has nothing to focus.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('navigating scrolls back to the top', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('About | Attorney Wealth Collective');
});

test('the footer has every link of the spec', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/');
  const footer = page.locator('footer[data-site-footer]');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of [
    '/',
    '/about',
    '/blog',
    '/contact',
    '/faq',
    '/membership#benefits',
    '/membership#pricing',
    '/content',
    '/community',
    '/auth',
    '/case-method-guide',
    '/advisortldr',
    '/tools/student-loan-vs-investing-navigator',
    '/glossary',
    '/compoundingcounsel',
    '/the-equity-brief',
    '/privacy',
    '/terms',
    '/disclaimer',
  ]) {
    expect(hrefs).toContain(href);
  }
  await expect(footer.getByLabel('Email address')).toBeVisible();
});

test('the home page has no accessibility violations', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await resizeTo(page, { width: 375, height: 800 });
  await expectNoAxeViolations(page);
});
