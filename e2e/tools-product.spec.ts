import { defaultRaw, formatCents, formatDollars, TOOL_IDS, TOOL_PATHS, TOOLS, validateTool } from '@awc/domain';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs, resizeTo } from './helpers.ts';
import { headingOf } from './tool-helpers.ts';

/** Issue 19: the member tools as a product a paying member finds and reads at a glance. */

const openAsMember = async (page: Page, path: string, heading: string | RegExp) => {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt === 0) await page.goto(path);
    else await page.reload();
    const target = page.getByRole('heading', { level: 1, name: heading });
    const timedOut = page.getByRole('heading', { level: 1, name: 'Authentication Timeout' });
    await expect(target.or(timedOut)).toBeVisible({ timeout: 60_000 });
    if (await target.isVisible()) return;
  }
  throw new Error(`${path} never opened`);
};

test.describe('the tools hub', () => {
  test('members reach every tool in one click from the header and the dashboard, with their saved scenarios beside each', async ({ page }) => {
    await signInAs(page, 'member');
    const name = `Hub check ${Date.now().toString(36)}`;
    const saved = await page.request.post('/api/scenarios', {
      data: { tool: 'emergency-fund', name, input: { essentials: '7000' } },
      headers: { origin: baseURL },
    });
    expect(saved.status()).toBe(201);

    await openAsMember(page, '/dashboard', 'Dashboard');
    // The dashboard's tools card leads to all of them.
    await expect(page.getByRole('link', { name: 'All tools' })).toHaveAttribute('href', '/tools');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    const hub = page.getByTestId('tools-hub');
    await expect(hub).toBeVisible({ timeout: 30_000 });
    await expect(hub.getByRole('heading', { level: 2, name: 'How should I handle my student loans?' })).toBeVisible();
    // Every tool a member may open, once; no admin-only tool.
    for (const title of [
      'True Hourly Rate Calculator',
      'Job Offer Checklist',
      'Stock Option Explainer',
      'Student Loan Navigator',
      'Debt vs. Invest Calculator',
      'Estimated Tax Navigator',
      'Savings Strategy Navigator',
      'Net Worth Calculator',
      'Emergency Fund Calculator',
      'Buy vs Rent Navigator',
      'Practice Area Pivot Assessment',
    ]) {
      await expect(hub.getByRole('heading', { level: 3, name: title, exact: true })).toHaveCount(1);
    }
    await expect(hub.getByRole('link', { name: 'Credit Score Factors Explorer' })).toHaveCount(0);
    // The saved scenario sits beside its tool and reopens it with its inputs.
    const fund = hub.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Emergency Fund Calculator' }) });
    await expect(fund.getByText(/saved scenarios?$/)).toBeVisible();
    await expect(fund.getByRole('link', { name })).toHaveAttribute('href', '/tools/emergency-fund?essentials=7000');
    await expect(hub.getByRole('link', { name: 'Submit a Topic' })).toHaveAttribute('href', '/submit-topic');
    await expect(hub.getByRole('link', { name: 'View Suggestions' })).toHaveAttribute('href', '/suggestions');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/i19/hub-1280.png', fullPage: true });

    // Suggestions and topics on desktop, in the account menu.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'View Suggestions' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Submit a Topic' }).click();
    await expect(page).toHaveURL(/\/submit-topic$/);

    await hub.page().request.delete(`/api/scenarios/${((await saved.json()) as { scenario: { id: string } }).scenario.id}`, {
      headers: { origin: baseURL },
    });
  });

  test('on a phone the menu leads to the tools hub', async ({ page }) => {
    await resizeTo(page, { width: 375, height: 812 });
    await signInAs(page, 'member');
    await openAsMember(page, '/dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Tools' }).click();
    await expect(page.getByTestId('tools-hub')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/i19/hub-375.png', fullPage: true });
  });

  test('admins also find the admin tools in the hub', async ({ page }) => {
    await signInAs(page, 'admin');
    await openAsMember(page, '/tools', /Money tools/);
    const hub = page.getByTestId('tools-hub');
    await expect(hub.getByRole('link', { name: 'Credit Score Factors Explorer' })).toHaveAttribute('href', '/admin/credit-score-factors-explorer');
    await expect(hub.getByText('Admin preview')).toHaveCount(4);
  });
});

/** Every tool page a member or an admin opens, with the heading the route table gives it. */
const TOOL_PAGES: { path: string; role: 'member' | 'admin' }[] = [
  { path: '/tools/true-hourly-rate', role: 'member' },
  { path: '/tools/net-worth', role: 'member' },
  { path: '/tools/student-loan-navigator', role: 'member' },
  { path: '/tools/estimated-tax-navigator', role: 'member' },
  { path: '/tools/emergency-fund', role: 'member' },
  { path: '/tools/job-offer-checklist', role: 'member' },
  { path: '/tools/practice-area-assessment', role: 'member' },
  { path: '/tools/buy-vs-rent-navigator', role: 'member' },
  { path: '/tools/stock-option-explainer', role: 'member' },
  { path: '/admin/interactive-budget-planner', role: 'admin' },
  { path: '/admin/savings-strategies', role: 'admin' },
  { path: '/admin/insurance-needs-analysis', role: 'admin' },
  { path: '/admin/credit-score-factors-explorer', role: 'admin' },
];

// biome-ignore lint/suspicious/noExplicitAny: each tool has its own result type; the table reads them by name
type AnyResult = any;
/**
 * The figure each tool's summary sentence must state, from the engine's own result for the inputs
 * the page opens on (its defaults and worked example), in the domain's money format.
 */
const HEADLINE: Record<string, (r: AnyResult) => string[]> = {
  '/tools/true-hourly-rate': (r) => [
    formatDollars(r.g),
    formatCents(r.afterTaxMode ? r.trueHourlyNet : r.trueHourlyGross),
    formatCents(r.nominalHourly),
  ],
  '/tools/net-worth': (r) => [formatDollars(r.netWorth), formatDollars(r.totalAssets), formatDollars(r.totalLiabilities)],
  '/tools/student-loan-navigator': (r) => [
    formatDollars(r.federal.balance),
    formatCents(Math.min(...r.plans.filter((p: AnyResult) => p.eligible && p.projection).map((p: AnyResult) => p.firstPayment))),
  ],
  '/tools/estimated-tax-navigator': (r) => [formatDollars(r.totalTax), formatCents(Math.min(r.perQuarter['current-90'], r.perQuarter['prior-year']))],
  '/tools/emergency-fund': (r) => [formatDollars(r.target)],
  '/tools/job-offer-checklist': (r) => [formatDollars(r.a.comparedValue), formatDollars(r.b.comparedValue), r.a.composite.toFixed(1)],
  '/tools/practice-area-assessment': (r) => [r.band],
  '/tools/buy-vs-rent-navigator': (r) => [`year ${r.breakEvenYear}`, formatCents(r.monthlyPI)],
  '/tools/stock-option-explainer': (r) => [formatDollars(r.spread), formatDollars(r.exerciseYear.amt.amt)],
  '/admin/interactive-budget-planner': (r) => [formatCents(r.takeHomeMonthly)],
  '/admin/savings-strategies': (r) => [formatDollars(r.total), formatDollars(r.futureValue)],
  '/admin/insurance-needs-analysis': (r) => [formatDollars(r.dime.rounded), formatCents(r.disability.gap)],
  '/admin/credit-score-factors-explorer': (r) => [(Math.round(r.index * 10) / 10).toFixed(1)],
};

const openingResult = (path: string): AnyResult => {
  const id = TOOL_IDS.find((t) => TOOL_PATHS[t] === path) ?? 'stock-option-explainer';
  const tool = TOOLS[id];
  const v = validateTool(id, { ...defaultRaw(tool.fields), ...(tool.example?.raw ?? {}) });
  return tool.compute(v.values);
};

/** On a 375 px phone, how far down the page a tool's results may start. */
const RESULTS_WITHIN_PX = 1_800;

const RESEARCH_NOTES = /\[unconfirmed|\[U\]|one source|was not found|min\(|max\(|\^\(1\/12\)|wording\]/i;

test.describe('every tool opens on an answer, in plain English', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const role of ['member', 'admin'] as const) {
    test(`${role} tools: first paint shows results, no research notes (1280 and 375 px)`, async ({ page }) => {
      test.setTimeout(600_000);
      await signInAs(page, role);
      for (const { path } of TOOL_PAGES.filter((t) => t.role === role)) {
        for (const width of [1280, 375]) {
          await resizeTo(page, { width, height: width === 375 ? 812 : 900 });
          await openAsMember(page, path, headingOf(path));
          const results = page.getByRole('region', { name: 'Your results' });
          await expect(results.getByTestId('results-body'), `${path} opens on an answer`).toBeVisible();
          await expect(page.getByText(/To see your results, fill in|highlighted inputs? to see your results/)).toHaveCount(0);
          // The answer in a sentence first, with the engine's figures.
          const sentence = results.getByTestId('summary-sentence');
          for (const figure of HEADLINE[path]?.(openingResult(path)) ?? []) await expect(sentence, `${path} summary`).toContainText(figure);
          if (width === 375) {
            await expect(page.getByTestId('sticky-summary'), `${path} keeps its headline in view`).toBeInViewport();
            // Long forms open with their sections closed on a phone (decision 380): the results follow a
            // few headings down, not ~2,400 px of inputs down (True Hourly before) or ~7,500 (Job Offer).
            const top = await page.locator('#results-h').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
            expect(top, `${path}: the results start ${Math.round(top)} px down`).toBeLessThan(RESULTS_WITHIN_PX);
          }
          const main = (await page.locator('main').textContent()) ?? '';
          expect(main, `${path} shows a research note`).not.toMatch(RESEARCH_NOTES);
          if (path.includes('credit-score')) expect(main).not.toMatch(/Rev\. Proc\./);
          expect(main, `${path} shows a signed zero`).not.toMatch(/\+-|\+−|[−-]\$0(\.00)?(?![\d.])/);
          await expect(page.getByText('Loading chart...')).toHaveCount(0, { timeout: 30_000 });
          await page.screenshot({ path: `/tmp/i19/tool${path.replaceAll('/', '_')}-${width}.png`, fullPage: true });
        }
      }
    });
  }
});

test('the admin chart of sign-ups ticks at whole people (issue 19: not 0.75, 1.5, 2.25)', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAs(page, 'admin');
  await openAsMember(page, '/admin/dashboard', /Admin/);
  const figure = page.getByRole('figure', { name: 'New accounts per month' });
  const texts = figure.locator('svg text');
  await expect(texts.first()).toBeVisible({ timeout: 30_000 });
  // The drawing's texts are the months ("Dec 26") and the count ticks.
  const ticks = (await texts.allTextContents()).filter((t) => !/^[A-Z][a-z]{2} \d{2}$/.test(t));
  expect(ticks.length, `ticks: ${ticks.join(', ')}`).toBeGreaterThan(1);
  for (const t of ticks) expect(t, 'a tick counts whole people').toMatch(/^\d+$/);
  // One series: the title names it, no legend repeats it; the figures stay in the table.
  await expect(figure.locator('.recharts-legend-wrapper')).toHaveCount(0);
  await figure.getByText('Show the data as a table').click();
  await expect(figure.getByRole('table')).toContainText('Sign-ups');
});
