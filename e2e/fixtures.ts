import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until the app has rendered its first page in the browser (`<html data-page-ready>`, set by
 * app/layout.tsx). A prerendered page shows its HTML before it hydrates (decision 290); a journey
 * that typed or clicked in that moment would act on markup React has not taken over yet.
 */
// Right after a navigation commits, the new document may have no <html> element yet: the check is
// written so that it cannot throw in the page (an exception there is reported as a page error).
// A page that never becomes ready fails here, naming the page, rather than later on a confusing
// assertion.
export const waitForPageReady = async (page: Page) => {
  try {
    await page.waitForFunction(() => document.documentElement?.dataset.pageReady === 'true', null, { timeout: 45_000 });
  } catch (error) {
    throw new Error(`the page at ${page.url()} never marked itself ready (<html data-page-ready>): ${(error as Error).message}`);
  }
};

/**
 * Makes `page.goto` and `page.reload` of an app page return once it is ready (waitForPageReady).
 * The fixture's page has it; a journey that opens pages in contexts of its own applies it too: a
 * page rendered on the server (decisions 290, 320) shows its headings and forms before React has
 * taken them over, and a form submitted in that moment is the browser's own GET.
 */
export const readyOnNavigation = (page: Page): Page => {
  const isHtml = (res: Awaited<ReturnType<Page['goto']>>) => Boolean(res?.headers()['content-type']?.startsWith('text/html'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    if (isHtml(res)) await waitForPageReady(page);
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    if (isHtml(res)) await waitForPageReady(page);
    return res;
  };
  return page;
};

/**
 * Every journey fails on an unexpected console error or uncaught page error (Epic Stack's noise
 * guard): the guard is an automatic fixture, so a new test cannot forget it. A test that expects
 * an error lists it with `allowConsole(pattern)`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsole: (pattern: RegExp) => void }>({
  // page.goto and page.reload of an app page return once the page is ready (see waitForPageReady).
  page: async ({ page }, use) => {
    await use(readyOnNavigation(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
  allowConsole: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until nothing on the page is moving: every finite animation and transition has finished,
 * and every toast is mounted and fully shown or fully hidden. Journeys run with reduced motion
 * (playwright.config.ts), so this takes a frame or two; it fails, rather than letting axe measure
 * a half-transparent toast, if the page never settles.
 */
export const waitForSettledPage = async (page: Page) => {
  try {
    await page.waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) &&
        // A toast just added is transparent until Sonner marks it mounted.
        [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
          (t) => t.dataset.mounted === 'true' && ['0', '1'].includes(getComputedStyle(t).opacity),
        ),
      null,
      { timeout: 15_000 },
    );
  } catch (error) {
    throw new Error(`the page never settled (an animation, transition or toast still moving): ${(error as Error).message}`);
  }
};

/** Runs axe (WCAG 2.x A and AA) on a settled page and expects no violations. */
export const expectNoAxeViolations = async (page: Page, include?: string) => {
  await waitForSettledPage(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  if (summary.length)
    console.log(
      JSON.stringify(
        results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, summary: n.failureSummary })) })),
        null,
        1,
      ),
    );
  expect(summary).toEqual([]);
};
