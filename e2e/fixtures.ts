import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an unexpected console error or uncaught page error (Epic Stack's noise
 * guard). A test that expects one lists it with `allowConsole`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsole: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
  allowConsole: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

/** Runs axe (WCAG 2.x A and AA) and expects no violations. */
export const expectNoAxeViolations = async (page: Page, include?: string) => {
  // A toast fading in or out is half-transparent, and axe would measure its contrast mid-fade:
  // wait until every toast has settled (shown, or hidden behind the stack).
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => ['0', '1'].includes(getComputedStyle(t).opacity)),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => {});
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
