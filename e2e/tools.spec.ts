import { TOOL_IDS, TOOL_PATHS, TOOLS } from '@awc/domain';
import { JOB_OFFER_EXAMPLE } from '@awc/domain/tools/job-offer.fixtures';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs, resizeTo } from './helpers.ts';
import { headingOf, openTool } from './tool-helpers.ts';

type Journey = {
  path: string;
  role: 'member' | 'admin';
  /** Steps a person takes before typing into labeled fields (e.g. adding lines to a list). */
  enter?: (page: Page) => Promise<void>;
  /** Inputs typed as a person would, by their visible label. */
  fill: [label: string | RegExp, value: string][];
  /** Figures of tools.md's worked example, by test id. */
  expect: [testId: string, text: string | RegExp][];
  extra?: (page: Page) => Promise<void>;
};

const JOURNEYS: Journey[] = [
  {
    path: '/tools/true-hourly-rate',
    role: 'member',
    fill: [
      ['State/local effective tax rate', '6'],
      ['Unreimbursed work costs per year', '1440'],
    ],
    expect: [
      ['total-hours', '2,856'],
      ['true-hourly-gross', '$85.78'],
      ['true-hourly-net', '$57.34'],
      ['federal-tax', '−$49,704'],
      ['net-cash', '$163,760'],
    ],
  },
  {
    path: '/tools/net-worth',
    role: 'member',
    // The page opens on the worked example: clear every line, then enter it as a person would.
    enter: async (page) => {
      const remove = page.getByRole('button', { name: /^Remove / });
      await expect(remove).toHaveCount(12);
      while ((await remove.count()) > 0) await remove.first().click();
      await expect(page.getByTestId('net-worth')).toHaveText('$0');
      await expect(page.getByTestId('debt-to-asset')).toHaveText('—');
      const lines: [list: 'assets' | 'liabilities', category: string, amount: string, label?: string][] = [
        ['assets', 'Checking', '15000'],
        ['assets', 'Savings / HYSA', '30000', 'HYSA'],
        ['assets', '401(k)/403(b)/457(b) pre-tax', '85000'],
        ['assets', 'Roth IRA', '25000'],
        ['assets', 'HSA', '8000'],
        ['assets', 'Brokerage', '20000'],
        ['assets', 'Primary home (market value)', '650000'],
        ['assets', 'Vehicles', '25000', 'Car'],
        ['liabilities', 'Mortgage', '520000'],
        ['liabilities', 'Federal student loans', '180000'],
        ['liabilities', 'Auto loan', '12000'],
        ['liabilities', 'Credit cards', '3000'],
      ];
      for (const [list, category, amount, label] of lines) {
        await page.getByRole('button', { name: `Add a line to ${list}` }).click();
        const line = page.getByRole('group', { name: list === 'assets' ? /^Asset \d+/ : /^Liability \d+/ }).last();
        // "Add a line" puts the focus on the new line's first cell.
        await expect(line.getByLabel('Category')).toBeFocused();
        await line.getByLabel('Category').selectOption({ label: category });
        if (label) await line.getByLabel('Label').fill(label);
        await line.getByLabel('Amount').fill(amount);
      }
      await expect(page.getByRole('group', { name: /^Asset \d+/ })).toHaveCount(8);
      await expect(page.getByRole('group', { name: /^Liability \d+/ })).toHaveCount(4);
    },
    fill: [],
    expect: [
      ['net-worth', '$143,000'],
      ['total-assets', '$858,000'],
      ['total-liabilities', '$715,000'],
      ['liquid-nw', '$62,000'],
      ['nw-ex-home', '$13,000'],
      ['debt-to-asset', '83.3%'],
      ['student-share', '25.2%'],
    ],
  },
  {
    path: '/tools/student-loan-navigator',
    role: 'member',
    fill: [
      ['Adjusted gross income (AGI)', '95000'],
      ['Income growth per year', '0'],
      ['Poverty guideline growth per year', '0'],
    ],
    expect: [['rap-payment', '$712.50']],
    extra: async (page) => {
      const row = (id: string) => page.locator(`[data-plan="${id}"]`);
      // The monthly payment in cents, lifetime totals in whole dollars (decision 381).
      await expect(row('standard10')).toContainText('$2,136.63');
      await expect(row('standard10')).toContainText('$256,396');
      await expect(row('rap')).toContainText('$162,000 (taxable)');
      await expect(row('rap')).toContainText('$41,474');
      await expect(row('ibr')).toContainText('$592.17');
      await expect(row('ibr')).toContainText('$307,880 (taxable)');
      await expect(row('ibr')).toContainText('$92,072');
      // Present values at 4% from the forgiveness month: 162,000 / 1.04^30, 41,474 / 1.04^30,
      // 307,880 / 1.04^20, 92,072.25 / 1.04^20; lifetime cost 256,500 + 41,474 = 297,974.
      await expect(page.getByTestId('pv-forgiven-rap')).toHaveText('PV $49,948');
      await expect(page.getByTestId('pv-tax-rap')).toHaveText('PV $12,787');
      await expect(page.getByTestId('pv-forgiven-ibr')).toHaveText('PV $140,512');
      await expect(page.getByTestId('pv-tax-ibr')).toHaveText('PV $42,021');
      await expect(row('rap')).toContainText('$297,974');
      await expect(page.getByTestId('callouts')).toContainText('Consolidating now would limit you to RAP/Tiered Standard.');
      await expect(page.getByTestId('callouts')).toContainText('Forgiveness outside PSLF is taxable from 2026.');
      // A private loan stays outside the federal plans: pmt(50,000, 6%, 120) = $555.10 a month.
      await page.getByRole('button', { name: 'Add a line to loans' }).click();
      await page.getByLabel('Loan type', { exact: true }).nth(1).selectOption('Private');
      await page.getByLabel('Balance', { exact: true }).nth(1).fill('50000');
      await page.getByLabel('Rate', { exact: true }).nth(1).fill('6');
      await expect(page.getByTestId('private-loans')).toContainText('$555.10');
      await expect(page.getByTestId('federal-balance')).toHaveText('$180,000');
      // On the PSLF track (the profile may already have ticked it): 120 payments to go.
      await page.getByLabel('I work for a PSLF-qualifying employer', { exact: true }).check();
      await expect(page.getByTestId('pslf-ring')).toContainText('0 / 120');
      await expect(page.getByTestId('pslf-date')).toContainText('after 120 more qualifying payments');
      await expect(row('pslfRap')).toContainText('$174,000 (tax-free)');
      // PSLF via IBR forgives 243,940 tax-free at month 120: 243,940 / 1.04^10 = 164,797.12.
      await expect(page.getByTestId('pslf-value')).toHaveText('$164,797');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Use in the Job Offer Checklist' }).click();
      await expect(page.getByRole('heading', { level: 1, name: headingOf('/tools/job-offer-checklist') })).toBeVisible({ timeout: 60_000 });
      await expect(page).toHaveURL(/includePslf=true/);
      await expect(page.getByLabel('Offer A: expected PSLF value (present value of forgiveness)', { exact: true })).toHaveValue('164797');
      await expect(page.getByTestId('a-Expected PSLF value')).toHaveText('$164,797');
    },
  },
  {
    path: '/tools/estimated-tax-navigator',
    role: 'member',
    fill: [
      ['W-2 wages (Box 1)', '160000'],
      ['Federal withholding for the full year', '26000'],
      ['Self-employment net profit', '30000'],
      ['2025 total tax (Form 1040)', '31000'],
      ['2025 adjusted gross income', '170000'],
    ],
    expect: [
      ['total-tax', '$36,367'],
      ['se-tax', '$3,841'],
      ['per-quarter-prior', '$2,025.00'],
      ['per-quarter-90', '$1,682.50'],
      ['per-quarter-zero', '$2,591.67'],
    ],
  },
  {
    path: '/tools/emergency-fund',
    role: 'member',
    fill: [
      ['Dependents', '1'],
      ['Health plan out-of-pocket maximum', '8500'],
      ['Current reserve', '20000'],
      ['Monthly saving toward the fund', '2500'],
    ],
    expect: [
      ['months', '5.5'],
      ['target', '$49,750'],
      ['coverage', '2.7'],
      ['months-to-goal', '12'],
    ],
  },
  {
    path: '/tools/job-offer-checklist',
    role: 'member',
    // Ratings are radio groups, one per offer in the criterion's row (issue 19): start from blank and
    // choose each rating as a person would (3, neutral, is already chosen).
    enter: async (page) => {
      await page.getByRole('button', { name: 'Start from blank' }).click();
      const ratings: [offer: 'A' | 'B', criterion: string, rating: string][] = [
        ['A', 'Career growth & training', '5'],
        ['A', 'Workload sustainability', '2'],
        ['A', 'Practice-area fit', '4'],
        ['A', 'Benefits quality', '4'],
        ['B', 'Workload sustainability', '4'],
        ['B', 'Practice-area fit', '4'],
        ['B', 'Job security', '4'],
        ['B', 'Flexibility/remote', '4'],
        ['B', 'Culture & supervision', '4'],
        ['B', 'Benefits quality', '4'],
      ];
      for (const [offer, criterion, rating] of ratings)
        await page
          .getByRole('radiogroup', { name: `Offer ${offer}: ${criterion}`, exact: true })
          .getByRole('radio', { name: new RegExp(`^${rating}(:|$)`) })
          .click();
    },
    fill: [
      ['Offer A: base salary', '225000'],
      ['Offer A: expected bonus', '20000'],
      ['Offer A: your health premium per year', '2400'],
      ['Offer A: expected total hours per year', '2600'],
      ['Offer A: commute hours per year', '230'],
      ['Offer B: base salary', '185000'],
      ['Offer B: expected bonus', '27750'],
      ['Offer B: 401(k) match rate', '100'],
      ['Offer B: match up to (% of pay)', '4'],
      ['Offer B: employer HSA contribution', '1000'],
      ['Offer B: your health premium per year', '3000'],
      ['Offer B: expected total hours per year', '2400'],
      ['Offer B: commute hours per year', '200'],
    ],
    expect: [
      ['a-Annual value', '$242,600'],
      ['b-Annual value', '$218,150'],
      ['a-Effective hourly', '$85.72'],
      ['b-Effective hourly', '$83.90'],
      ['composite-a', '74.3'],
      ['composite-b', '76.4'],
      ['verdict', 'Offer B leads by 2.2'],
    ],
  },
  {
    path: '/tools/practice-area-assessment',
    role: 'member',
    // Ratings are radio groups (issue 19): start from blank and choose each answer as a person would.
    enter: async (page) => {
      await page.getByRole('button', { name: 'Start from blank' }).click();
      const answers: [number, string][] = [
        [1, '5'],
        [2, '4'],
        [3, '4'],
        [4, '4'],
        [5, '3'],
        [6, '4'],
        [7, '3'],
        [8, '3'],
        [9, '2'],
        [12, '3'],
        [13, '4'],
        [14, '5'],
        [15, '3'],
      ];
      for (const [q, a] of answers)
        await page
          .getByRole('radiogroup', { name: new RegExp(`^${q}\\. `) })
          .getByRole('radio', { name: new RegExp(`^${a}(:|$)`) })
          .click();
    },
    fill: [
      ['Liquid reserve', '70000'],
      ['Essential monthly expenses', '7000'],
      ['Expected pay change', '-15'],
    ],
    expect: [
      ['pivot-total', '64.6'],
      ['pivot-band', 'Exploratory — test before committing'],
      // Advice names the statement itself, never a number the member never saw.
      ['pivot-gaps', /“My class year is not a barrier[\s\S]*“Employers in my market are hiring laterals[\s\S]*“I have at least 2–3 contacts/],
    ],
  },
  {
    path: '/tools/buy-vs-rent-navigator',
    role: 'member',
    fill: [['Home price', '800000']],
    expect: [
      ['monthly-pi', '$3,940.59'],
      ['owner-monthly', '$5,573.92'],
      ['break-even', 'Year 6'],
    ],
    extra: async (page) => {
      await expect(page.locator('[data-year="6"]')).toContainText('$408,813');
      await expect(page.locator('[data-year="6"]')).toContainText('$398,274');
      await expect(page.locator('[data-year="10"]')).toContainText('$654,316');
    },
  },
  {
    path: '/admin/interactive-budget-planner',
    role: 'admin',
    fill: [
      ['Take-home pay per paycheck', '5500'],
      ['Gross annual pay', '200000'],
      ['Pre-tax savings per year', '24500'],
      ['Rent or mortgage', '3800'],
      ['Utilities', '250'],
      ['Groceries', '600'],
      ['Insurance', '150'],
      ['Minimum student-loan payment', '712.50'],
      ['Transit', '130'],
      ['Phone', '90'],
      ['Dining', '700'],
      ['Travel fund', '600'],
      ['Subscriptions', '80'],
      ['Clothing', '250'],
      ['Fitness', '150'],
      ['Miscellaneous', '300'],
      ['Backdoor Roth', '625'],
      ['Emergency fund', '1000'],
      ['Taxable investing', '500'],
    ],
    expect: [
      ['take-home', '$11,000.00'],
      ['bucket-need', '$5,732.50'],
      ['bucket-want', '$2,080.00'],
      ['bucket-save', '$2,125.00'],
      ['unassigned', '$1,062.50'],
      ['savings-rate', '25.0%'],
    ],
  },
  {
    path: '/admin/savings-strategies',
    role: 'admin',
    fill: [['Salary', '200000']],
    expect: [
      ['total-saved', '$42,400'],
      ['employer-match', '$6,000'],
      ['future-value', '$3,352,067'],
      ['tax-saved', '$6,936'],
    ],
  },
  {
    path: '/admin/insurance-needs-analysis',
    role: 'admin',
    fill: [
      ['Annual earned income', '200000'],
      ['Auto loans', '20000'],
      ['Federal student loans', '150000'],
      ['Mortgage balance', '500000'],
      ['Children', '2'],
      ['Existing life coverage', '400000'],
      ['Liquid assets available', '100000'],
      ['Survivors’ annual need', '120000'],
      ['Monthly after-tax need while disabled', '9500'],
    ],
    expect: [
      ['dime-need', '$2,335,000'],
      ['pv', '$2,001,415'],
      ['nb-need', '$2,336,415'],
      ['group-net', '$7,800.00'],
      ['di-gap', '$1,700.00'],
      ['di-suggested', '$1,666.67/mo'],
    ],
  },
  {
    path: '/admin/credit-score-factors-explorer',
    role: 'admin',
    fill: [
      ['Total credit card limits', '10000'],
      ['Total statement balances', '1200'],
      ['Age of oldest account (years)', '9'],
      ['Average account age (years)', '5'],
      ['Hard inquiries in 12 months', '1'],
    ],
    expect: [
      ['credit-index', '88.5'],
      ['credit-top', 'Amounts owed'],
    ],
  },
  {
    path: '/admin/stock-option-explainer',
    role: 'admin',
    fill: [
      ['Shares', '5000'],
      ['Strike price', '10'],
      ['Share value at exercise or vest', '40'],
      ['Sale price', '60'],
      ['Other wages this year', '250000'],
    ],
    expect: [
      ['spread', '$150,000'],
      ['regular-tax', '$51,304'],
      ['tmt', '$81,882'],
      ['amt-due', '$30,578'],
      ['crossover', /≈ \$37,42\d/],
    ],
  },
];

test.describe('tool journeys: the worked examples of tools.md', () => {
  // Independent checks: let both workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const j of JOURNEYS) {
    test(`${j.path}`, async ({ page, allowConsole }) => {
      // The shared machine can be slow: the member guard waits on the session and subscription checks.
      test.setTimeout(300_000);
      allowConsole(/^$/);
      await signInAs(page, j.role);
      await openTool(page, j.path, headingOf(j.path));
      await j.enter?.(page);
      for (const [label, value] of j.fill) {
        const field = typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
        await field.fill(value);
      }
      for (const [id, text] of j.expect) await expect(page.getByTestId(id)).toContainText(text, { timeout: 30_000 });
      await j.extra?.(page);
      await expect(page.getByText('This is general financial education, not legal, tax or investment advice.')).toBeVisible();
      // Tools that cite published figures date them (decision 351); Net Worth and the Pivot cite none.
      const tool = TOOL_IDS.find((id) => TOOL_PATHS[id] === j.path || (id === 'stock-option-explainer' && j.path.endsWith(id)));
      if (tool && TOOLS[tool].sources.length > 0) await expect(page.getByTestId('figures-as-of')).toContainText('as of Nov 2026');
      else await expect(page.getByTestId('figures-as-of')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

/** Whether the page is wider than the screen, with a full-page picture for a person to look at (E2E_SCREENSHOTS=1). */
const expectNoSidewaysScroll = async (page: Page, name: string) => {
  // Charts load lazily and size themselves to their box: measure once they are drawn.
  await expect(page.getByText('Loading chart...')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('figure .animate-spin')).toHaveCount(0, { timeout: 30_000 });
  if (process.env.E2E_SCREENSHOTS) {
    const { w, h } = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight }));
    for (let y = 0, n = 0; y < h; y += 900, n++)
      await page.screenshot({
        path: `/tmp/375${name.replaceAll('/', '_')}-${n}.png`,
        fullPage: true,
        clip: { x: 0, y, width: w, height: Math.min(900, h - y) },
      });
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${name} is ${width} px wide`).toBeLessThanOrEqual(375);
};

test.describe('tool pages on a 375 px phone', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const role of ['member', 'admin'] as const) {
    test(`${role} tools never scroll sideways, empty or filled in`, async ({ page, allowConsole }) => {
      test.setTimeout(600_000);
      allowConsole(/^$/);
      await resizeTo(page, { width: 375, height: 812 });
      await signInAs(page, role);
      // Every tool of the journeys above (the tool pages of issue 9), as it opens and with the worked example typed in.
      for (const j of JOURNEYS.filter((x) => x.role === role)) {
        await openTool(page, j.path, headingOf(j.path));
        await expectNoSidewaysScroll(page, j.path);
        // A long form opens with its sections closed on a phone (decision 380): open them to type.
        const closed = page.getByRole('form', { name: 'Inputs' }).locator('h2 > button[aria-expanded="false"]');
        while ((await closed.count()) > 0) await closed.first().click();
        for (const [label, value] of j.fill) {
          const field = typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
          await field.fill(value);
        }
        const [firstId, firstText] = j.expect[0] ?? [];
        if (firstId) await expect(page.getByTestId(firstId)).toContainText(firstText ?? '', { timeout: 30_000 });
        await expectNoSidewaysScroll(page, `${j.path}-filled`);
      }
    });
  }
});

test('a chart shows its tooltip on hover and on keyboard focus, and keeps its data table', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  await openTool(page, '/tools/true-hourly-rate', 'True Hourly Rate Calculator');
  const figure = page.getByRole('figure', { name: 'Hourly rates compared' });
  const drawing = figure.locator('.recharts-wrapper > svg');
  await expect(drawing).toBeVisible({ timeout: 30_000 });
  const tooltip = figure.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeHidden();
  // A person points into the drawing: the tooltip names the bar under the pointer and its rate.
  // (An inert drawing would never receive the pointer: hover waits for it to.)
  await drawing.hover({ timeout: 15_000 });
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Per hour');
  await expect(tooltip).toContainText('$');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  // By keyboard: the drawing takes focus and shows the first row; the arrow keys step down the rows and back.
  await drawing.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Nominal (2,080 hours)');
  await page.keyboard.press('ArrowDown');
  await expect(tooltip).toContainText('Billable only');
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText('True gross');
  await page.keyboard.press('ArrowUp');
  await expect(tooltip).toContainText('Billable only');
  // The figures stay in the table for screen readers.
  await figure.getByText('Show the data as a table').click();
  await expect(figure.getByRole('table')).toContainText('True gross');
  await expectNoAxeViolations(page);

  // The radar (hidden from screen readers, out of the tab order) shows its tooltip on hover too.
  await openTool(page, `/tools/job-offer-checklist?${new URLSearchParams(JOB_OFFER_EXAMPLE)}`, headingOf('/tools/job-offer-checklist'));
  const radar = page.getByRole('figure', { name: 'Score of each of the ten criteria, 0–100, for both offers' });
  const radarDrawing = radar.locator('.recharts-wrapper > svg');
  await expect(radarDrawing).toBeVisible({ timeout: 30_000 });
  // Between the center and the rim (the very center belongs to no criterion).
  const size = await radarDrawing.boundingBox();
  await radarDrawing.hover({ timeout: 15_000, position: { x: (size?.width ?? 0) / 2 + 20, y: (size?.height ?? 0) / 2 - 40 } });
  await expect(radar.locator('.recharts-tooltip-wrapper')).toBeVisible();
  await expect(radar.locator('.recharts-tooltip-wrapper')).toContainText('Offer A');
  await expectNoAxeViolations(page);
});

test('a bad input shows the tools.md message under its field and hides the results', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  await openTool(page, '/tools/true-hourly-rate', 'True Hourly Rate Calculator');
  await page.getByLabel('Billable hours per year', { exact: true }).fill('5000');
  await expect(page.getByText('Billable hours must be 0–4,000 per year.')).toBeVisible();
  await expect(page.getByText('Fix the highlighted input to see your results.')).toBeVisible();
  await expect(page.getByTestId('true-hourly-gross')).toHaveCount(0);
  // The inputs live in the URL: a reload keeps them.
  await expect(page).toHaveURL(/billableHours=5000/);
  await openTool(page, page.url(), 'True Hourly Rate Calculator');
  await expect(page.getByLabel('Billable hours per year', { exact: true })).toHaveValue('5000');
  await expectNoAxeViolations(page);
});

test('a member saves, reopens and compares scenarios; another account gets 404', async ({ page, allowConsole, browser }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  await openTool(page, '/tools/true-hourly-rate', 'True Hourly Rate Calculator');
  const stamp = Date.now().toString(36);
  const nameA = `Year one ${stamp}`;
  const nameB = `Raise ${stamp}`;
  await page.getByLabel('State/local effective tax rate', { exact: true }).fill('6');
  await page.getByLabel('Scenario name').fill(nameA);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('button', { name: `Open ${nameA}` })).toBeVisible();
  await page.getByLabel('Annual base salary', { exact: true }).fill('300000');
  await page.getByLabel('Scenario name').fill(nameB);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('button', { name: `Open ${nameB}` })).toBeVisible();

  // Reopen the first: its inputs come back.
  await page.getByRole('button', { name: `Open ${nameA}` }).click();
  await expect(page.getByLabel('Annual base salary', { exact: true })).toHaveValue('225000');
  await expect(page.getByTestId('true-hourly-gross')).toContainText('$85.78');

  // Compare side by side.
  await page.getByLabel('First scenario').click();
  await page.getByRole('option', { name: nameA }).click();
  await page.getByLabel('Second scenario').click();
  await page.getByRole('option', { name: nameB }).click();
  const compare = page.getByTestId('scenario-compare');
  await expect(compare).toContainText(nameA);
  await expect(compare).toContainText(nameB);
  await expect(compare.getByRole('row', { name: /True hourly \(gross\)/ })).toContainText('$85.78');
  await expectNoAxeViolations(page);

  const { scenarios } = (await (await page.request.get('/api/scenarios?tool=true-hourly-rate')).json()) as {
    scenarios: { id: string; name: string }[];
  };
  const saved = scenarios.find((s) => s.name === nameA);
  expect(saved).toBeTruthy();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, 'admin');
  expect((await otherPage.request.get(`/api/scenarios/${saved?.id}`)).status()).toBe(404);
  expect((await otherPage.request.delete(`/api/scenarios/${saved?.id}`, { headers: { origin: new URL(page.url()).origin } })).status()).toBe(404);
  await other.close();
  expect((await page.request.get(`/api/scenarios/${saved?.id}`)).status()).toBe(200);

  // The dashboard lists them, newest first, and a link reopens the tool with the saved inputs.
  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Saved scenarios' });
  await expect(list).toContainText(nameB, { timeout: 20_000 });
  await expect(list).toContainText(nameA);
  await list.getByRole('link', { name: nameA }).click();
  await expect(page).toHaveURL(/\/tools\/true-hourly-rate\?/);
  await expect(page.getByLabel('Annual base salary', { exact: true })).toHaveValue('225000');
});

test('net worth snapshots: the change since the last one and the line over time', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  await openTool(page, '/tools/net-worth', 'Net Worth Calculator');
  await expect(page.getByTestId('net-worth')).toHaveText('$143,000');
  const stamp = Date.now().toString(36);
  const names = [`January ${stamp}`, `June ${stamp}`];
  await page.getByLabel('Scenario name').fill(names[0] as string);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('button', { name: `Open ${names[0]}` })).toBeVisible();
  await expect(page.getByTestId('net-worth-change')).toContainText('No change since your last snapshot');
  // Six months on: more in checking.
  const checking = page.getByRole('group', { name: /^Asset 1: Checking/ });
  await checking.getByLabel('Amount').fill('27000');
  await expect(page.getByTestId('net-worth')).toHaveText('$155,000');
  await expect(page.getByTestId('net-worth-change')).toContainText('+$12,000 since your last snapshot');
  await page.getByLabel('Scenario name').fill(names[1] as string);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('button', { name: `Open ${names[1]}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your net worth over time' })).toBeVisible();
  // The figure carries its data as a table (closed by default); its text holds the saved figures.
  await expect(page.getByRole('figure', { name: 'Net worth at each saved snapshot' })).toContainText('$155,000', { timeout: 30_000 });
  // Reopening the first snapshot brings its lines back.
  await page.getByRole('button', { name: `Open ${names[0]}` }).click();
  await expect(checking.getByLabel('Amount')).toHaveValue('15000');
  await expect(page.getByTestId('net-worth-change')).toContainText('−$12,000 since your last snapshot');
  await expectNoAxeViolations(page);
  for (const n of names) {
    await page.getByRole('button', { name: `Delete ${n}` }).click();
    await expect(page.getByRole('button', { name: `Open ${n}` })).toHaveCount(0);
  }
});
