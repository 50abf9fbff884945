/**
 * The tool inputs issue 18 added, each through the page, the URL and a saved scenario: the
 * forgiveness tax rate entered by hand, head of household, the annualized installment method and
 * the Stock Option Explainer for members; and scenarios saved in the earlier format reopening
 * with the same inputs.
 */
import {
  computeEstimatedTax,
  estimatedTaxFields,
  formatCents,
  formatDollars,
  type JobOfferResult,
  roundHalfUp,
  TOOLS,
  validateTool,
} from '@awc/domain';
import { JOB_OFFER_EXAMPLE } from '@awc/domain/tools/job-offer.fixtures';
import { ESTIMATED_TAX_EXAMPLE, valuesFor } from '@awc/domain/tools/test-inputs';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs } from './helpers.ts';
import { headingOf, openTool } from './tool-helpers.ts';

const stamp = () => Date.now().toString(36);

/** Chooses an option of a labeled select (a Radix listbox). */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByLabel(label, { exact: true })).toHaveText(option);
};

const saveScenario = async (page: Page, name: string) => {
  await page.getByLabel('Scenario name').fill(name);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible();
};
const deleteScenario = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);
};

test('student loans: the tax on forgiveness at the member’s own rate, through the page, the URL and a scenario', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  const path = '/tools/student-loan-navigator';
  await openTool(page, path, headingOf(path));
  await page.getByLabel('Adjusted gross income (AGI)', { exact: true }).fill('95000');
  await page.getByLabel('Income growth per year', { exact: true }).fill('0');
  await page.getByLabel('Poverty guideline growth per year', { exact: true }).fill('0');
  const row = (id: string) => page.locator(`[data-plan="${id}"]`);
  // Computed by default: the worked example's figures (AGI $95,000, $180,000 at 7.5%; tools.md §3.4).
  await expect(row('rap')).toContainText('$41,474');
  await expect(page.getByTestId('forgiveness-tax-basis')).toContainText('in 2026 federal brackets');
  await expect(page.getByLabel('Your tax rate on forgiven debt (federal and state)', { exact: true })).toHaveCount(0);

  await choose(page, 'Tax on forgiveness', 'Use my own tax rate');
  const own = page.getByLabel('Your tax rate on forgiven debt (federal and state)', { exact: true });
  await expect(page.getByLabel('State tax rate on forgiveness', { exact: true })).toHaveCount(0);
  await own.fill('61');
  await expect(page.getByText('Tax rate must be 0–60%.')).toBeVisible();
  await own.fill('25');
  // 25% of RAP's $162,000 and of IBR's $307,880.
  await expect(row('rap')).toContainText('$40,500');
  await expect(row('ibr')).toContainText('$76,970');
  await expect(page.getByTestId('forgiveness-tax-basis')).toHaveText('Tax on forgiveness at your own rate of 25% on the whole amount forgiven.');
  await expect(page).toHaveURL(/forgivenessTaxRateMode=manual/);
  await expect(page).toHaveURL(/forgivenessTaxRate=25/);

  // The address keeps it.
  await openTool(page, page.url(), headingOf(path));
  await expect(page.getByLabel('Tax on forgiveness', { exact: true })).toHaveText('Use my own tax rate');
  await expect(own).toHaveValue('25');
  await expect(row('rap')).toContainText('$40,500');

  // So does a saved scenario.
  const name = `Own rate ${stamp()}`;
  await saveScenario(page, name);
  await choose(page, 'Tax on forgiveness', 'Compute it: 2026 federal brackets on that year’s income, plus a state rate');
  await expect(row('rap')).toContainText('$41,474');
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByLabel('Tax on forgiveness', { exact: true })).toHaveText('Use my own tax rate');
  await expect(own).toHaveValue('25');
  await expect(row('rap')).toContainText('$40,500');
  await expectNoAxeViolations(page);
  await deleteScenario(page, name);
});

test('head of household is offered wherever a tool asks for a filing status, and its figures are used', async ({ page, allowConsole }) => {
  test.setTimeout(600_000);
  allowConsole(/^$/);
  // An admin opens member and admin tools alike.
  await signInAs(page, 'admin');

  // True Hourly Rate's worked example (a first-year associate, $245,000 in pay; tools.md §1.3) as head
  // of household: 39,207 + 32% × (245,000 − 24,150 − 201,750).
  const hourly = '/tools/true-hourly-rate';
  await openTool(page, hourly, headingOf(hourly));
  await page.getByLabel('State/local effective tax rate', { exact: true }).fill('6');
  await page.getByLabel('Unreimbursed work costs per year', { exact: true }).fill('1440');
  await expect(page.getByTestId('federal-tax')).toHaveText('−$49,704');
  await choose(page, 'Filing status', 'Head of household');
  await expect(page.getByTestId('federal-tax')).toHaveText('−$45,319');
  await expect(page).toHaveURL(/filingStatus=hoh/);
  const name = `Head of household ${stamp()}`;
  await saveScenario(page, name);
  await choose(page, 'Filing status', 'Single');
  await expect(page.getByTestId('federal-tax')).toHaveText('−$49,704');
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByLabel('Filing status', { exact: true })).toHaveText('Head of household');
  await expect(page.getByTestId('federal-tax')).toHaveText('−$45,319');
  await expectNoAxeViolations(page);
  await deleteScenario(page, name);

  // Estimated Tax's worked example (an in-house attorney, $160,000 wages and $30,000 consulting;
  // tools.md §4.3) as head of household: $24,150 standard deduction and the HoH brackets.
  const estimated = '/tools/estimated-tax-navigator';
  const hohTax = computeEstimatedTax(valuesFor(estimatedTaxFields, { ...ESTIMATED_TAX_EXAMPLE, filingStatus: 'hoh' }));
  await openTool(page, `${estimated}?${new URLSearchParams(ESTIMATED_TAX_EXAMPLE)}`, headingOf(estimated));
  await expect(page.getByTestId('total-tax')).toHaveText('$36,367');
  await choose(page, 'Filing status', 'Head of household');
  await expect(page.getByTestId('total-tax')).toHaveText(formatDollars(hohTax.totalTax));
  expect(hohTax.totalTax).toBeLessThan(36_366.67);

  // Stock Option's worked example (5,000 ISOs at $10 exercised at $40, wages $250,000; tools.md §D.4)
  // as head of household: regular tax 39,207 + 32% × 24,100.
  const options = '/tools/stock-option-explainer';
  await openTool(page, `${options}?shares=5000&strike=10&fmvAtExerciseOrVest=40&salePrice=60&otherWages=250000`, headingOf(options));
  await expect(page.getByTestId('regular-tax')).toHaveText('$51,304');
  await choose(page, 'Filing status', 'Head of household');
  await expect(page.getByTestId('regular-tax')).toHaveText('$46,919');

  // The other four tools offer it too, and still compute.
  for (const [path, before] of [
    ['/tools/student-loan-navigator', async () => page.getByLabel('Adjusted gross income (AGI)', { exact: true }).fill('95000')],
    ['/tools/job-offer-checklist', async () => page.getByLabel('Compare after tax', { exact: true }).check()],
    ['/tools/buy-vs-rent-navigator', async () => {}],
    ['/admin/savings-strategies', async () => {}],
  ] as const) {
    await openTool(page, path, headingOf(path));
    await before();
    await choose(page, 'Filing status', 'Head of household');
    await expect(page).toHaveURL(/filingStatus=hoh/);
    await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expect(page.getByText(/Fix the .*highlighted input|To see your results, fill in/)).toHaveCount(0);
  }
});

test('estimated tax: the annualized installment method for a partner’s uneven income', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  const path = '/tools/estimated-tax-navigator';
  await openTool(page, path, headingOf(path));
  // The page opens on tools.md §4.3's in-house attorney (decision 352); this partner starts from blank.
  await page.getByRole('button', { name: 'Start from blank' }).click();
  await page.getByLabel('Self-employment net profit', { exact: true }).fill('240000');
  await page.getByLabel('2025 total tax (Form 1040)', { exact: true }).fill('60000');
  await page.getByLabel('2025 adjusted gross income', { exact: true }).fill('200000');
  await expect(page.getByTestId('per-quarter-prior')).toHaveText('$16,500.00');
  await expect(page.getByLabel('Self-employment net profit earned January 1 – March 31', { exact: true })).toHaveCount(0);

  await choose(page, 'Installment method', 'Annualized: follow the income as it comes in (Form 2210 Schedule AI)');
  // Blank periods: even shares of the year's profit.
  await expect(page.getByTestId('ai-profit-1')).toHaveText('$60,000');
  await page.getByLabel('Self-employment net profit earned January 1 – March 31', { exact: true }).fill('30000');
  await page.getByLabel('Self-employment net profit earned April 1 – May 31', { exact: true }).fill('30000');
  const summer = page.getByLabel('Self-employment net profit earned June 1 – August 31', { exact: true });
  await summer.fill('200000');
  await expect(page.getByText('September–December would be a loss of $20,000.', { exact: false })).toBeVisible();
  await summer.fill('20000');
  // The worked example of packages/domain/src/tools/estimated-tax.test.ts (Form 2210 Schedule AI).
  await expect(page.getByTestId('ai-profit-4')).toHaveText('$160,000');
  const required = ['$6,403.90', '$9,696.40', '$3,111.40', '$37,988.19'];
  for (const [i, amount] of required.entries()) await expect(page.getByTestId(`ai-required-${i + 1}`)).toHaveText(amount);
  await expect(page).toHaveURL(/installmentMethod=annualized/);
  await expect(page).toHaveURL(/seProfitP1=30000/);

  // The address keeps it.
  await openTool(page, page.url(), headingOf(path));
  await expect(page.getByLabel('Installment method', { exact: true })).toHaveText(
    'Annualized: follow the income as it comes in (Form 2210 Schedule AI)',
  );
  await expect(page.getByTestId('ai-required-4')).toHaveText('$37,988.19');

  // So does a saved scenario, after a reset to the defaults.
  const name = `Partner true-up ${stamp()}`;
  await saveScenario(page, name);
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByLabel('Installment method', { exact: true })).toHaveText('Regular: four equal installments');
  await expect(page.getByTestId('ai-required-1')).toHaveCount(0);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByLabel('Self-employment net profit earned June 1 – August 31', { exact: true })).toHaveValue('20000');
  for (const [i, amount] of required.entries()) await expect(page.getByTestId(`ai-required-${i + 1}`)).toHaveText(amount);
  await expectNoAxeViolations(page);
  await deleteScenario(page, name);
});

test('members open the Stock Option Explainer at /tools/stock-option-explainer and keep scenarios of it', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  const path = '/tools/stock-option-explainer';
  await openTool(page, path, headingOf(path));
  await expect(page.getByText('Member tool', { exact: true })).toBeVisible();
  for (const [label, value] of [
    ['Shares', '5000'],
    ['Strike price', '10'],
    ['Share value at exercise or vest', '40'],
    ['Sale price', '60'],
    ['Other wages this year', '250000'],
  ] as const)
    await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.getByTestId('amt-due')).toHaveText('$30,578');
  await expect(page).toHaveURL(/shares=5000/);
  const name = `ISO exercise ${stamp()}`;
  await saveScenario(page, name);
  await expectNoAxeViolations(page);

  // The dashboard lists it and reopens it at the member route.
  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Saved scenarios' });
  await expect(list).toContainText(name, { timeout: 20_000 });
  await list.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/tools\/stock-option-explainer\?/);
  await expect(page.getByLabel('Shares', { exact: true })).toHaveValue('5000');
  await expect(page.getByTestId('amt-due')).toHaveText('$30,578');
  await deleteScenario(page, name);
});

test('scenarios saved in the earlier format open with the same inputs, the new ones at their defaults', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  const id = stamp();
  // Inputs as the earlier pages saved them: no forgivenessTaxRateMode and no installmentMethod.
  const saved = [
    {
      tool: 'estimated-tax-navigator',
      name: `Before the annualized method ${id}`,
      input: { ...ESTIMATED_TAX_EXAMPLE, underpaymentRateQ3: '8' },
    },
    {
      tool: 'student-loan-navigator',
      name: `Before the own tax rate ${id}`,
      input: { agi: '95000', forgivenessStateRate: '5', filingStatus: 'mfs' },
    },
  ];
  for (const s of saved) expect((await page.request.post('/api/scenarios', { data: s, headers: { origin: baseURL } })).status()).toBe(201);

  const estimated = '/tools/estimated-tax-navigator';
  await openTool(page, estimated, headingOf(estimated));
  await page.getByRole('button', { name: `Open ${saved[0]?.name}` }).click();
  await expect(page.getByLabel('W-2 wages (Box 1)', { exact: true })).toHaveValue('160000');
  await expect(page.getByLabel('IRS underpayment rate, July–September 2026', { exact: true })).toHaveValue('8');
  await expect(page.getByLabel('Installment method', { exact: true })).toHaveText('Regular: four equal installments');
  await expect(page.getByTestId('total-tax')).toHaveText('$36,367');
  await deleteScenario(page, saved[0]?.name ?? '');

  const loans = '/tools/student-loan-navigator';
  await openTool(page, loans, headingOf(loans));
  await page.getByRole('button', { name: `Open ${saved[1]?.name}` }).click();
  await expect(page.getByLabel('Adjusted gross income (AGI)', { exact: true })).toHaveValue('95000');
  await expect(page.getByLabel('Filing status', { exact: true })).toHaveText('Married filing separately');
  await expect(page.getByLabel('State tax rate on forgiveness', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Tax on forgiveness', { exact: true })).toHaveText(
    'Compute it: 2026 federal brackets on that year’s income, plus a state rate',
  );
  await deleteScenario(page, saved[1]?.name ?? '');
});

test('Job Offer: a scenario and a link made before the offers stood in columns open with the same inputs', async ({ page, allowConsole }) => {
  test.setTimeout(300_000);
  allowConsole(/^$/);
  await signInAs(page, 'member');
  // The inputs as the single-column page saved them: one key per offer and line (aBase, bRate_workload, …),
  // the ratings as digits. The columns and radio groups changed the page, not this shape.
  const input: Record<string, string> = { ...JOB_OFFER_EXAMPLE, aStateRate: '5', afterTaxMode: 'true' };
  const v = validateTool('job-offer-checklist', input);
  expect(v.errors).toEqual({});
  const r = TOOLS['job-offer-checklist'].compute(v.values) as JobOfferResult;
  const expectOffers = async () => {
    for (const [label, key] of [
      ['Offer A: base salary', 'aBase'],
      ['Offer B: base salary', 'bBase'],
      ['Offer B: match up to (% of pay)', 'bMatchCapPct'],
      ['Offer A: state/local tax rate', 'aStateRate'],
    ] as const)
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(input[key] ?? '');
    for (const [name, key] of [
      ['Offer A: Workload sustainability', 'aRate_workload'],
      ['Offer A: Career growth & training', 'aRate_career'],
      ['Offer B: Job security', 'bRate_security'],
    ] as const)
      await expect(page.getByRole('radiogroup', { name, exact: true }).getByRole('radio', { name: new RegExp(`^${input[key]}(:|$)`) })).toBeChecked();
    await expect(page.getByLabel('Compare after tax', { exact: true })).toBeChecked();
    await expect(page.getByTestId('a-After-tax value')).toHaveText(formatDollars(r.a.afterTaxValue));
    await expect(page.getByTestId('b-Effective hourly')).toHaveText(formatCents(r.b.effHourly));
    await expect(page.getByTestId('composite-a')).toHaveText(roundHalfUp(r.a.composite, 1).toFixed(1));
  };

  const name = `Offers before the columns ${stamp()}`;
  expect(
    (await page.request.post('/api/scenarios', { data: { tool: 'job-offer-checklist', name, input }, headers: { origin: baseURL } })).status(),
  ).toBe(201);
  const path = '/tools/job-offer-checklist';
  await openTool(page, path, headingOf(path));
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expectOffers();
  await deleteScenario(page, name);

  // A link shared before the change.
  await openTool(page, `${path}?${new URLSearchParams(input)}`, headingOf(path));
  await expectOffers();
  await expect(page.getByTestId('example-notice')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
