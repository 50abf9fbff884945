import {
  ATTORNEY_CONTEXT_TEXTS,
  advantageSentence,
  allocateSavings,
  attorneyContextKey,
  calculateDebtVsInvest,
  DEBT_INVEST_CHART_EMPTY,
  DEBT_INVEST_DEFAULTS,
  type DebtInvestInput,
  RECOMMENDATION_TEXTS,
  recommendationTextKey,
  SAVINGS_DEFAULTS,
  type SavingsForm,
} from '@awc/domain';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { resizeTo } from './helpers.ts';

// The shared 2-core machine can take seconds to paint a lazy page; these journeys wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 900_000 });

/**
 * The public money tools, driven as a person would: labels, clicks and the keyboard. Every figure
 * on screen is checked against the domain engine for the same inputs.
 */

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    .format(Math.sign(n) * Math.round(Math.abs(n)) || 0)
    .replace('-', '−');
const years = (y: number) => `${(Math.round(y * 10) / 10).toFixed(1)} years`;

const CALC = '/tools/debt-investment-calculator';
const SAVINGS = '/tools/savings-strategy-navigator';

/** Opens a page and waits for its lazy chunk to paint (slow on the shared machine). */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await baseExpect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 120_000 });
};

/** The validation message shown under a field (the FormField wires it through aria-describedby). */
const errorUnder = async (page: Page, field: Locator) => {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-err'));
  if (!ids.length) return null;
  return (await page.locator(`[id="${ids[0]}"]`).innerText()).trim();
};

const pickOption = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const expectResults = async (page: Page, input: DebtInvestInput, advanced: boolean) => {
  const r = calculateDebtVsInvest(input, { advanced });
  await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible();
  await expect(page.getByTestId('total-interest')).toHaveText(usd(r.debtOption.totalInterest));
  await expect(page.getByTestId('time-to-pay-off')).toHaveText(years(r.debtOption.timeToPayOff));
  await expect(page.getByTestId('total-paid')).toHaveText(usd(r.debtOption.totalPaid));
  await expect(page.getByTestId('total-contributions')).toHaveText(usd(r.investOption.totalContributions));
  await expect(page.getByTestId('total-earnings')).toHaveText(usd(r.investOption.totalEarnings));
  await expect(page.getByTestId('final-value')).toHaveText(usd(r.investOption.totalValue));
  await expect(page.getByTestId('attorney-context')).toHaveText(ATTORNEY_CONTEXT_TEXTS[attorneyContextKey(input.practiceSetting, input.pslf)]);
  const key = recommendationTextKey(r.recommendation, input.pslf, r.balancedForEarlyBigLaw);
  await expect(page.getByTestId('recommendation')).toHaveText(RECOMMENDATION_TEXTS[key].title);
  await expect(page.getByTestId('recommendation').locator('xpath=../..')).toContainText(RECOMMENDATION_TEXTS[key].body);
  // Which path comes out ahead, in words, never a signed amount beside "neither path is clearly ahead" (issue 19).
  await expect(page.getByTestId('difference')).toHaveText(advantageSentence(r.differenceAmount, input.timeHorizon, usd));
  if (r.balancedForEarlyBigLaw) await expect(page.getByText('neither path is clearly ahead')).toHaveCount(0);
  if (r.debtOption.remainingBalance > 0) await expect(page.getByTestId('remaining-balance')).toContainText(usd(r.debtOption.remainingBalance));
  else await expect(page.getByTestId('remaining-balance')).toHaveCount(0);
  return r;
};

test.describe('debt-vs-invest calculator', () => {
  test('defaults, a full scenario typed in, the shared URL, reset and accessibility', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await resizeTo(page, { width: 1280, height: 900 });
    await open(page, CALC);
    await expect(page.getByRole('heading', { level: 1, name: 'Debt vs. Invest Calculator' })).toBeVisible();
    // Before: the prompt and the chart's empty state; all five sections open with their live headers.
    await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
    await expect(page.getByText(DEBT_INVEST_CHART_EMPTY)).toBeVisible();
    const sections: [string, string][] = [
      ['Federal Student Loans', '$170,000'],
      ['Private Student Loans', '$0'],
      ['Other Debt', '$0'],
      ['Career & Investment Profile', 'Big Law'],
      ['Repayment Information', ''],
    ];
    for (const [section, summary] of sections) {
      const trigger = page.getByRole('button', { name: new RegExp(`^${section.replace(/[&]/g, '\\$&')}`) });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      if (summary) await expect(trigger).toContainText(summary);
    }
    await expect(page.getByLabel('Qualifying PSLF Payments Made', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Expected Investment Return (%)', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The spec defaults, checked against an independent computation (domain tests) as well.
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    const defaults = await expectResults(page, { ...DEBT_INVEST_DEFAULTS }, false);
    await expect(page.getByTestId('total-interest')).toHaveText('$30,471');
    await expect(page.getByTestId('time-to-pay-off')).toHaveText('4.8 years');
    await expect(page.getByTestId('final-value')).toHaveText('$481,627');
    expect(defaults.recommendation).toBe('balanced');
    await expect(page.getByText(DEBT_INVEST_CHART_EMPTY)).toHaveCount(0);
    await page.getByText('Show the data as a table').click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(table.getByRole('row').nth(11)).toContainText(usd(defaults.investOption.totalValue));
    await expectNoAxeViolations(page);

    // A Midsize attorney with several debts, typed in field by field.
    const fill = async (label: string, value: string) => {
      const field = page.getByLabel(label, { exact: true });
      await field.fill(value);
    };
    await fill('Federal Loan Balance', '90,000');
    await fill('Federal Loan Interest Rate', '6.8');
    await fill('Private Loan Balance', '40000');
    await fill('Private Loan Interest Rate', '9.5');
    await fill('Credit Card Balance', '8000');
    await fill('Credit Card Interest Rate', '22');
    await fill('Car Loan Balance', '15000');
    await fill('Car Loan Interest Rate', '5.9');
    await expect(page.getByRole('button', { name: /^Federal Student Loans/ })).toContainText('$90,000');
    await expect(page.getByRole('button', { name: /^Other Debt/ })).toContainText('$23,000');
    await fill('Annual Income', '210000');
    await fill('Years in Practice', '6');
    await pickOption(page, 'Practice Setting', 'Midsize Firm');
    await expect(page.getByRole('button', { name: /^Career & Investment Profile/ })).toContainText('Midsize Firm');
    await fill('Monthly Available Cash', '3000');
    await fill('Current Retirement Savings', '20000');
    await fill('Employer Match (%)', '5');
    // The slider by keyboard: 3 → 4.
    const slider = page.getByRole('slider', { name: 'Risk Tolerance' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    await expect(slider).toHaveAttribute('aria-valuetext', '4, Moderately Aggressive');
    await page.getByLabel('Show Advanced Options', { exact: true }).click();
    await expect(page.getByText('Advanced Investment Settings')).toBeVisible();
    await fill('Expected Investment Return (%)', '9');
    await fill('Tax Bracket (%)', '32');
    await fill('Time Horizon (years)', '15');
    await pickOption(page, 'Repayment Plan', 'Income-Based Repayment');
    await expect(page.getByText(/legacy income-driven plan.*2025 law/)).toBeVisible();
    await fill('Minimum Monthly Payment', '1200');
    await page.getByLabel('Pursuing PSLF', { exact: true }).check();
    await fill('Qualifying PSLF Payments Made', '24');
    await page.getByLabel('Qualifying PSLF Payments Made', { exact: true }).press('Enter');

    const scenario: DebtInvestInput = {
      ...DEBT_INVEST_DEFAULTS,
      federalLoanBalance: 90_000,
      federalLoanRate: 6.8,
      privateLoanBalance: 40_000,
      privateLoanRate: 9.5,
      creditCardBalance: 8000,
      creditCardRate: 22,
      carLoanBalance: 15_000,
      carLoanRate: 5.9,
      annualIncome: 210_000,
      yearsInPractice: 6,
      practiceSetting: 'Midsize',
      monthlyAvailableCash: 3000,
      currentRetirementSavings: 20_000,
      employerMatchPercentage: 5,
      riskTolerance: 4,
      expectedInvestmentReturn: 9,
      taxBracket: 32,
      timeHorizon: 15,
      repaymentPlan: 'IBR',
      minimumMonthlyPayment: 1200,
      pslf: true,
      pslfPayments: 24,
    };
    const r = await expectResults(page, scenario, true);
    expect(r.recommendation).toBe('invest');
    await expect(page.getByTestId('recommendation')).toHaveText(RECOMMENDATION_TEXTS.investPslf.title);

    // The inputs are in the address: opening it pre-fills the form but waits for Calculate.
    const shared = page.url();
    expect(shared).toContain('federalLoanBalance=90%2C000');
    expect(shared).toContain('advanced=1');
    await open(page, shared);
    await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
    await expect(page.getByLabel('Private Loan Interest Rate', { exact: true })).toHaveValue('9.5');
    await expect(page.getByLabel('Tax Bracket (%)', { exact: true })).toHaveValue('32');
    await expect(page.getByLabel('Qualifying PSLF Payments Made', { exact: true })).toHaveValue('24');
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    await expectResults(page, scenario, true);

    // Reset restores the form, not the results.
    await page.getByRole('button', { name: 'Reset Calculator' }).click();
    await expect(page.getByLabel('Federal Loan Balance', { exact: true })).toHaveValue('170000');
    await expect(page.getByLabel('Pursuing PSLF', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Qualifying PSLF Payments Made', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Career & Investment Profile/ })).toContainText('Big Law');
    await expectResults(page, scenario, true);

    await resizeTo(page, { width: 375, height: 800 });
    // The chart takes its new width when its ResizeObserver fires, a frame or two after the resize.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });

  test('context and recommendation texts for public service, and debt that outlasts the horizon', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await open(page, CALC);
    await pickOption(page, 'Practice Setting', 'Government');
    await page.getByLabel('Pursuing PSLF', { exact: true }).check();
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    const gov = { ...DEBT_INVEST_DEFAULTS, practiceSetting: 'Government' as const, pslf: true };
    await expectResults(page, gov, false);
    await expect(page.getByTestId('attorney-context')).toContainText('Government attorneys pursuing Public Service Loan Forgiveness');

    await pickOption(page, 'Practice Setting', 'Public Interest');
    await page.getByLabel('Pursuing PSLF', { exact: true }).uncheck();
    await page.getByLabel('Federal Loan Balance', { exact: true }).fill('400000');
    await page.getByLabel('Monthly Available Cash', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    const pi = { ...DEBT_INVEST_DEFAULTS, practiceSetting: 'PublicInterest' as const, federalLoanBalance: 400_000, monthlyAvailableCash: 500 };
    const r = await expectResults(page, pi, false);
    expect(r.debtOption.remainingBalance).toBeGreaterThan(0);
    await expect(page.getByTestId('remaining-balance')).toContainText('Not paid off within your 10-year horizon');
    await expect(page.getByTestId('time-to-pay-off')).toHaveText('10.0 years');

    await pickOption(page, 'Practice Setting', 'In-House Counsel');
    await page.getByLabel('Federal Loan Interest Rate', { exact: true }).fill('25');
    await page.getByLabel('Monthly Available Cash', { exact: true }).fill('0');
    await page.getByLabel('Current Retirement Savings', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    const inHouse = { ...pi, practiceSetting: 'InHouse' as const, federalLoanRate: 25, monthlyAvailableCash: 0, currentRetirementSavings: 0 };
    const d = await expectResults(page, inHouse, false);
    expect(d.recommendation).toBe('debt');
    await expect(page.getByRole('button', { name: /^Career & Investment Profile/ })).toContainText('In-House');
  });

  test('every validation message appears under its field, and nothing is calculated', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    test.setTimeout(900_000);
    await open(page, CALC);
    await page.getByLabel('Show Advanced Options', { exact: true }).click();
    await page.getByLabel('Pursuing PSLF', { exact: true }).check();
    const rounds: Array<Record<string, [string, string]>> = [
      {
        'Federal Loan Balance': ['-1', 'Balance cannot be negative'],
        'Federal Loan Interest Rate': ['-1', 'Rate cannot be negative'],
        'Private Loan Balance': ['-5', 'Balance cannot be negative'],
        'Private Loan Interest Rate': ['31', 'Rate must be 30% or less'],
        'Mortgage Balance': ['-1', 'Balance cannot be negative'],
        'Mortgage Interest Rate': ['30.5', 'Rate must be 30% or less'],
        'Credit Card Balance': ['-1', 'Balance cannot be negative'],
        'Credit Card Interest Rate': ['51', 'Rate must be 50% or less'],
        'Car Loan Balance': ['-1', 'Balance cannot be negative'],
        'Car Loan Interest Rate': ['-2', 'Rate cannot be negative'],
        'Annual Income': ['-1', 'Income cannot be negative'],
        'Years in Practice': ['1', 'Must be at least 2 years'],
        'Monthly Available Cash': ['-1', 'Cannot be negative'],
        'Current Retirement Savings': ['-1', 'Cannot be negative'],
        'Employer Match (%)': ['101', 'Cannot exceed 100%'],
        'Expected Investment Return (%)': ['-1', 'Return rate must be 0 or greater'],
        'Tax Bracket (%)': ['-1', 'Tax bracket must be 0 or greater'],
        'Time Horizon (years)': ['0', 'Time horizon must be at least 1 year'],
        'Minimum Monthly Payment': ['-1', 'Payment cannot be negative'],
        'Qualifying PSLF Payments Made': ['-1', 'Payments cannot be negative'],
      },
      {
        'Federal Loan Interest Rate': ['30.01', 'Rate must be 30% or less'],
        'Credit Card Interest Rate': ['-1', 'Rate cannot be negative'],
        'Years in Practice': ['41', 'Must be 40 years or less'],
        'Expected Investment Return (%)': ['31', 'Return rate must be 30% or less'],
        'Tax Bracket (%)': ['51', 'Tax bracket must be 50% or less'],
        'Time Horizon (years)': ['41', 'Time horizon must be 40 years or less'],
        'Qualifying PSLF Payments Made': ['121', 'PSLF requires 120 payments'],
        'Annual Income': ['lots', 'Enter a number'],
      },
    ];
    for (const round of rounds) {
      for (const [label, [value]] of Object.entries(round)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Calculate Your Options' }).click();
      for (const [label, [, message]] of Object.entries(round)) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(await errorUnder(page, field), label).toBe(message);
      }
      // The first invalid field has the cursor; no results appear.
      await expect(page.getByLabel(Object.keys(round)[0] ?? '', { exact: true })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
      if (round === rounds[0]) await expectNoAxeViolations(page);
      // Put the defaults back for the next round.
      await open(page, CALC);
      await page.getByLabel('Show Advanced Options', { exact: true }).click();
      await page.getByLabel('Pursuing PSLF', { exact: true }).check();
    }
    // Fixing a field clears its message as you type.
    await page.getByLabel('Annual Income', { exact: true }).fill('-1');
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    await expect(page.getByText('Income cannot be negative')).toBeVisible();
    await page.getByLabel('Annual Income', { exact: true }).fill('150000');
    await expect(page.getByText('Income cannot be negative')).toHaveCount(0);
  });

  test('an invalid hidden field opens its section and the advanced options', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await open(page, `${CALC}?taxBracket=60`);
    await page.getByRole('button', { name: /^Career & Investment Profile/ }).click();
    await page.getByRole('button', { name: 'Calculate Your Options' }).click();
    const field = page.getByLabel('Tax Bracket (%)', { exact: true });
    await expect(field).toBeFocused();
    expect(await errorUnder(page, field)).toBe('Tax bracket must be 50% or less');
  });
});

/** A selector card as a person sees it: the whole card is the checkbox's label. */
const cardOf = (page: Page, name: RegExp) => page.locator('label').filter({ has: page.getByRole('checkbox', { name }) });

test.describe('Savings Strategy Navigator', () => {
  const boxes = (page: Page) => page.getByTestId('allocation-box');
  const expectAllocation = async (page: Page, form: SavingsForm) => {
    const items = allocateSavings(form);
    await expect(page.getByTestId('monthly-savings-box')).toContainText(usd(form.monthlySavings));
    await expect(boxes(page)).toHaveCount(items.length);
    for (const [i, item] of items.entries()) {
      const box = boxes(page).nth(i);
      await expect(box.getByRole('heading')).toHaveText(item.name);
      await expect(box.getByTestId('allocation-amount')).toHaveText(usd(item.amount));
      const pct = Math.round((item.amount / form.monthlySavings) * 1000) / 10;
      await expect(box.getByTestId('allocation-percent')).toHaveText(`(${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%)`);
      await expect(box).toContainText(item.description);
    }
  };

  test('cards by mouse and keyboard, recomputed on every change, shared by URL, accessible', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await resizeTo(page, { width: 1280, height: 900 });
    await open(page, SAVINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Savings Strategy Navigator' })).toBeVisible();
    await expect(page.getByText('Determine your optimal savings allocation based on your situation and goals.')).toBeVisible();
    await expectAllocation(page, SAVINGS_DEFAULTS);
    await expectNoAxeViolations(page);

    let form: SavingsForm = { ...SAVINGS_DEFAULTS };
    await page.getByLabel('Monthly Savings Amount', { exact: true }).fill('6000');
    form = { ...form, monthlySavings: 6000 };
    await expectAllocation(page, form);
    await page.getByRole('radio', { name: /^Partially funded/ }).check();
    await page.getByLabel('I have high-interest debt', { exact: true }).check();
    form = { ...form, emergencyFundStatus: 'partial', hasHighInterestDebt: true };
    await expectAllocation(page, form);

    // Employer Plan by click reveals its options; the match by Space; Roth 401(k) by Enter.
    await cardOf(page, /^Employer Plan/).click();
    await expect(page.getByText('Employer Plan Options:')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Employer Match/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: /^Roth 401\(k\) Option/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: /^Roth 401\(k\) Option/ })).toBeChecked();
    await cardOf(page, /^HSA/).click();
    await cardOf(page, /^Backdoor Roth IRA/).click();
    await cardOf(page, /^FSA/).click();
    form = {
      ...form,
      hasEmployerPlan: true,
      hasEmployerMatch: true,
      hasRothOption: true,
      hasHSA: true,
      isInterestedBackdoorRoth: true,
      hasFSA: true,
    };
    // 6000: 1800 emergency, 2400 debt, 900 match, 300 HSA, 500 backdoor, 100 additional Roth 401(k).
    await expectAllocation(page, form);
    await expect(boxes(page).nth(2)).toContainText('Match');
    await expect(page.getByTestId('fsa-note')).toContainText('usually funded by payroll deduction and is separate from this flow');

    // Roth IRA (Direct) hides and clears the backdoor.
    await page.getByRole('checkbox', { name: /^Roth IRA \(Direct\)/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: /^Backdoor Roth IRA/ })).toHaveCount(0);
    form = { ...form, isRothIRAEligible: true, isInterestedBackdoorRoth: false };
    await expectAllocation(page, form);
    await cardOf(page, /^Roth IRA \(Direct\)/).click();
    await expect(page.getByRole('checkbox', { name: /^Backdoor Roth IRA/ })).not.toBeChecked();
    form = { ...form, isRothIRAEligible: false };
    await expectAllocation(page, form);

    // 'Learn more' on the emergency fund explains the 3-6 month target.
    await boxes(page)
      .first()
      .getByRole('button', { name: /Learn more/ })
      .hover();
    await expect(page.getByRole('tooltip')).toContainText('3-6 months of essential expenses');
    await page.keyboard.press('Escape');

    // The Priority Order Guide highlights the boxes of its group on hover.
    await page.getByRole('button', { name: '3. Tax-Advantaged Accounts' }).hover();
    await expect(boxes(page).filter({ has: page.locator('[data-highlighted]') })).toHaveCount(0);
    await expect(page.locator('[data-testid="allocation-box"][data-highlighted]')).toHaveCount(3);
    await page.getByRole('button', { name: '1. Emergency Fund' }).hover();
    await expect(page.locator('[data-testid="allocation-box"][data-highlighted]')).toHaveCount(1);

    // Box widths follow the share: between 40% and 90% of the width, at least 250 px.
    const list = page.getByRole('list', { name: 'Where your monthly savings go, in priority order' });
    const listWidth = (await list.boundingBox())?.width ?? 0;
    for (let i = 0; i < (await boxes(page).count()); i++) {
      const w = (await boxes(page).nth(i).boundingBox())?.width ?? 0;
      expect(w).toBeGreaterThanOrEqual(Math.max(250, listWidth * 0.4) - 1);
      expect(w).toBeLessThanOrEqual(listWidth * 0.9 + 1);
    }
    await expectNoAxeViolations(page);

    // A bad amount shows the message and leaves the allocation as it was.
    await page.getByLabel('Monthly Savings Amount', { exact: true }).fill('-50');
    await expect(page.getByText('Amount must be positive')).toBeVisible();
    await expectAllocation(page, form);
    await page.getByLabel('Monthly Savings Amount', { exact: true }).fill('');
    await expect(page.getByText('Amount must be positive')).toHaveCount(0);
    await expectAllocation(page, { ...form, monthlySavings: 0 });
    await page.getByLabel('Monthly Savings Amount', { exact: true }).fill('6000');

    // The address carries the selections (the router writes it a task after the keystroke).
    await expect(page).toHaveURL(/[?&]monthlySavings=6000(&|$)/);
    const shared = page.url();
    await open(page, shared);
    await expect(page.getByRole('checkbox', { name: /^Roth 401\(k\) Option/ })).toBeChecked();
    await expectAllocation(page, form);

    await resizeTo(page, { width: 375, height: 800 });
    // The chart takes its new width when its ResizeObserver fires, a frame or two after the resize.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset All Selections' }).click();
    await expect(page.getByLabel('Monthly Savings Amount', { exact: true })).toHaveValue('1000');
    await expect(page.getByRole('radio', { name: /^None yet/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Employer Plan/ })).not.toBeChecked();
    await expectAllocation(page, SAVINGS_DEFAULTS);
    await expect(page).toHaveURL(new RegExp(`${SAVINGS}$`));
  });

  test('an address with an unknown emergency fund status asks for one', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await open(page, `${SAVINGS}?emergencyFundStatus=maybe`);
    await expect(page.getByText('Please select your emergency fund status')).toBeVisible();
    await page.getByRole('radio', { name: /^Fully funded/ }).check();
    await expect(page.getByText('Please select your emergency fund status')).toHaveCount(0);
    await expectAllocation(page, { ...SAVINGS_DEFAULTS, emergencyFundStatus: 'full' });
  });
});

test('the /tools index lists every tool and marks the member ones', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await open(page, '/tools');
  const free = page.getByRole('region', { name: 'Free tools' });
  await expect(free.getByRole('link')).toHaveCount(3);
  const members = page.getByRole('region', { name: 'Member tools' });
  await expect(members.getByRole('link', { name: /True Hourly Rate Calculator/ })).toContainText('Members');
  // Eight member tools, the Stock Option Explainer opened to members (decision 310) and the PSLF
  // tracker (decision 401).
  await expect(members.getByRole('listitem')).toHaveCount(10);
  await expect(members.getByRole('link', { name: /PSLF Tracker/ })).toHaveAttribute('href', '/tools/pslf-tracker');
  await expect(members.getByRole('link', { name: /Stock Option Explainer/ })).toHaveAttribute('href', '/tools/stock-option-explainer');
  for (const item of await members.getByRole('listitem').all()) await expect(item.getByText('Members', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await free.getByRole('link', { name: /Savings Strategy Navigator/ }).click();
  await expect(page).toHaveURL(/\/tools\/savings-strategy-navigator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Savings Strategy Navigator' })).toBeVisible();
});

test('the home page loads none of the tools’ code', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /debt-invest|savings-|money-tools|chart-impl|recharts/i.test(u))).toEqual([]);
});
