import { ROUTES, signInPath } from '@awc/domain';
import type { Page, Request } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, readyOnNavigation, test } from './fixtures.ts';
import { DEMO, resizeTo, signInAs, signInUrl } from './helpers.ts';

/**
 * Signed-in pages rendered on the server per request (decision 320): the first HTML already holds
 * the member's header and the page's data, hydration asks the API for none of it again, and the
 * guards the server can decide are HTTP redirects.
 */
const guarded = ROUTES.filter((r) => ['signed-in', 'member', 'admin'].includes(r.group) && !r.redirectTo && !r.path.includes(':'));
// The checkout page itself sends a member who already pays to the dashboard (its own logic, not a
// guard); membership.spec.ts covers it.
const memberRoutes = guarded.filter((r) => r.group !== 'admin' && r.path !== '/membership/checkout');
const adminRoutes = guarded.filter((r) => r.group === 'admin');

// Live data the shell keeps current on its own (the bell's list and its event stream).
const LIVE = /^\/api\/notifications(\/stream)?$/;

/** Records every API request the page makes from here on, and whether the visitor header ever appeared. */
const watch = async (page: Page) => {
  const api: string[] = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) api.push(`${req.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  await page.addInitScript(() => {
    const w = window as unknown as { guestHeaderSeen?: boolean };
    w.guestHeaderSeen = false;
    const check = () => {
      if (document.querySelector('[data-account="guest"]')) w.guestHeaderSeen = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', check);
  });
  return {
    api,
    guestHeaderSeen: () => page.evaluate(() => (window as unknown as { guestHeaderSeen?: boolean }).guestHeaderSeen),
  };
};

/** The visitor header's two links as text of an element of the HTML (not words inside the page's data). */
const VISITOR_LINKS = />\s*(Log In|Join Beta)\s*</;

/** Fails the test on an error the page reports, as the fixture does for its own page: React reports a hydration mismatch so. */
const guardConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
};

const htmlOf = async (page: Page, path: string) => {
  const res = await page.request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location ?? null, html: await res.text(), headers: res.headers() };
};

test.describe('signed-in pages rendered per request', () => {
  test('the /dashboard HTML holds the member header and the member’s data; hydrating asks for none of it again', async ({ page }) => {
    await signInAs(page, 'member');
    const first = await htmlOf(page, '/dashboard');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.html).toContain('data-rendered="/dashboard"');
    expect(first.html).toContain('Welcome back, Morgan');
    expect(first.html).toContain('Account menu for Morgan Member');
    expect(first.html).toContain('Active membership');
    expect(first.html).not.toContain('data-account="guest"');
    expect(first.html).not.toMatch(VISITOR_LINKS);
    expect(first.html).toContain('id="awc-state"');

    const seen = await watch(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome back, Morgan')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.api.filter((r) => !LIVE.test(r.split(' ')[1] ?? ''))).toEqual([]);
    expect(await seen.guestHeaderSeen()).toBe(false);
    // Hydrated: the page responds to the keyboard and the account menu opens.
    await page.getByRole('button', { name: 'Account menu for Morgan Member' }).click();
    await expect(page.getByRole('menu', { name: 'Account menu for Morgan Member' }).getByRole('menuitem', { name: 'Account' })).toBeVisible();
  });

  test('the account menu and the bell load their popup code only when reached for, and open from the keyboard as from the pointer', async ({
    page,
  }) => {
    await signInAs(page, 'member');
    // The popups' own chunks (their buttons are chunks of their own, loaded with the page).
    const popupChunk = /\/assets\/(header-menus|notification-bell(?!-button))-[\w-]+\.js$/;
    const popupScripts: string[] = [];
    page.on('request', (req) => {
      if (popupChunk.test(new URL(req.url()).pathname)) popupScripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell-desktop');
    await expect(bell).toHaveAttribute('data-live', 'open');
    await page.waitForLoadState('networkidle');
    expect(popupScripts).toEqual([]);

    // Keyboard: focus, Enter; the menu opens on its first item, Escape hands focus back.
    const trigger = page.getByRole('button', { name: 'Account menu for Morgan Member' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account menu for Morgan Member' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    expect(popupScripts.some((p) => p.includes('header-menus'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu for Morgan Member' })).toBeFocused();
    // The real menu stays: opened again with the pointer.
    await page.getByRole('button', { name: 'Account menu for Morgan Member' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The bell: one click loads its list and opens it; the live state stays on the button.
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(bell).toHaveAttribute('data-live', 'open');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('a long tool form on a phone paints its sections closed from the first paint: hydrating shifts nothing', async ({ page }) => {
    await signInAs(page, 'member');
    await resizeTo(page, { width: 375, height: 800 });
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/tools/net-worth');
    const liabilities = page.getByRole('button', { name: 'Liabilities', exact: true });
    await expect(liabilities).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.02);
    // Opened by the member, a section shows its inputs.
    await liabilities.click();
    await expect(liabilities).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await liabilities.getAttribute('aria-controls')}`)).toBeVisible();
  });

  // One test per route: each carries its own bound for a hang, so a loaded machine cannot push the
  // sum of thirty loads past one test's limit (decision 360, the run of 2026-12-07).
  for (const route of memberRoutes) {
    test(`a signed-in load of ${route.path}: its heading, no visitor header, no hydration mismatch, no client-side redirect`, async ({ page }) => {
      await signInAs(page, 'member');
      const seen = await watch(page);
      const first = await htmlOf(page, route.path);
      expect(first.status).toBe(200);
      expect(first.html).toContain(`data-rendered="${route.path}"`);
      expect(first.html).not.toContain('data-account="guest"');
      expect(first.html).not.toMatch(VISITOR_LINKS);
      // The fixture's goto returns once the page has hydrated (<html data-page-ready>).
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(route.path);
      expect(await seen.guestHeaderSeen()).toBe(false);
      expect(seen.api.filter((r) => /GET \/api\/(me|subscription)$/.test(r))).toEqual([]);
    });
  }

  for (const route of adminRoutes) {
    test(`${route.path} is rendered for an administrator with its heading; a member is sent away by the server`, async ({ browser }) => {
      const admin = readyOnNavigation(await browser.newPage({ baseURL }));
      // This page is not the fixture's: its own guard catches a hydration mismatch.
      const errors = guardConsole(admin);
      await signInAs(admin, 'admin');
      const first = await htmlOf(admin, route.path);
      expect(first.status).toBe(200);
      expect(first.html).toContain(`data-rendered="${route.path}"`);
      expect(first.html).not.toContain('data-account="guest"');
      expect(first.html).not.toMatch(VISITOR_LINKS);
      await admin.goto(route.path);
      await expect(admin.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect(new URL(admin.url()).pathname).toBe(route.path);
      await admin.close();
      expect(errors, 'console errors').toEqual([]);
      const member = await browser.newPage({ baseURL });
      await signInAs(member, 'member');
      expect(await htmlOf(member, route.path)).toMatchObject({ status: 302, location: '/dashboard' });
      await member.close();
    });
  }

  test('a signed-in non-member asking for any member page gets an HTTP redirect to /membership', async ({ page }) => {
    await signInAs(page, 'visitor');
    // One request per page, no page load: the redirect is the server's answer itself.
    for (const route of memberRoutes.filter((r) => r.group === 'member'))
      expect(await htmlOf(page, route.path), route.path).toMatchObject({ status: 302, location: '/membership' });
    // The signed-in group lets a non-member in, rendered for them.
    const account = await htmlOf(page, '/account');
    expect(account.status).toBe(200);
    expect(account.html).toContain('data-rendered="/account"');
    expect(account.html).not.toMatch(VISITOR_LINKS);
  });

  test('a visitor asking for any signed-in, member or admin page gets an HTTP redirect to sign in, then lands on that page', async ({ page }) => {
    for (const route of guarded)
      expect(await htmlOf(page, route.path), route.path).toMatchObject({ status: 302, location: signInPath({ pathname: route.path }) });
    // The browser follows it to the sign-in page, and signing in returns to the page asked for.
    await page.goto('/community?tab=directory');
    await expect(page).toHaveURL(signInUrl('/community?tab=directory'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO.member.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/community\?tab=directory$/);
  });

  test('a signed-in member on a prerendered public page gets the member header in the first HTML', async ({ page }) => {
    await signInAs(page, 'member');
    const first = await htmlOf(page, '/membership');
    expect(first.status).toBe(200);
    expect(first.html).toContain('data-rendered="/membership"');
    expect(first.html).not.toContain('data-account="guest"');
    expect(first.html).not.toMatch(VISITOR_LINKS);
    const seen = await watch(page);
    await page.goto('/membership');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content Hub' })).toBeVisible();
    expect(await seen.guestHeaderSeen()).toBe(false);
    expect(seen.api.filter((r) => /GET \/api\/(me|subscription)$/.test(r))).toEqual([]);
  });
});
