import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail, waitForEmail, waitForJobsSettled, resizeTo } from './helpers.ts';

const PATH = '/tools/student-loan-vs-investing-navigator';

const pdfText = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'awc-e2e-pdf-')), 'report.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').replace(/-/g, '');
};

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

type OutboxEmail = { to: string; subject: string; attachments: { name: string; size: number }[] };
const emailsTo = async (request: APIRequestContext, to: string) => {
  const { emails } = (await (await request.get('/api/dev/outbox')).json()) as { emails: OutboxEmail[] };
  return emails.filter((e) => e.to === to);
};

test('a visitor completes the questionnaire, sees every validation message, and gets the PDF by email and by link', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  // Five steps, eight axe runs, two submissions and a PDF: longer than one page's journey.
  test.setTimeout(540_000);
  const email = uniqueEmail('slvi');
  await page.goto(PATH);

  // Step 1: the intro with its preview and the first-name field.
  // The page is lazily loaded; the shared test machine can be slow on the first visit.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Loan vs. Investing Decision Framework', { timeout: 30_000 });
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Part 1: Your reflections' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Part 2: Key Financial Facts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start Navigator' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByLabel('What is your first name?')).toBeFocused();
  await expect(page.getByLabel('What is your first name?')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('What is your first name?').fill('Grace');
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  // Enter moves on, as Start Navigator does.
  await page.getByLabel('What is your first name?').press('Enter');

  // Step 2: the foundation, with the spec's defaults and the high-interest hint.
  await expect(stepHeading(page, 'Your Financial Foundation')).toBeFocused();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByText('High-interest debt means balances such as credit cards charging above 15% interest.')).toBeVisible();
  const debt = page.getByRole('radiogroup', { name: 'Do you currently have any high-interest debt?' });
  await expect(debt.getByRole('radio', { name: 'No' })).toBeChecked();
  const fund = page.getByRole('radiogroup', { name: /emergency fund/ });
  await expect(fund.getByRole('radio', { name: 'Yes, fully funded' })).toBeChecked();
  await expectNoAxeViolations(page);
  // Previous keeps the answers.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('What is your first name?')).toHaveValue('Grace');
  await page.getByRole('button', { name: 'Start Navigator' }).click();
  // Answer by keyboard: Tab from the focused step heading into the group (its checked radio), arrow to "Yes".
  await expect(stepHeading(page, 'Your Financial Foundation')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(debt.getByRole('radio', { name: 'No' })).toBeFocused();
  // Radix moves focus on a timer after keydown and selects only while the arrow is still held, as
  // it is for a person typing; Playwright's press() releases at once, so hold it like a person.
  await page.keyboard.down('ArrowUp');
  await expect(debt.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.up('ArrowUp');
  await expect(debt.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await fund.getByRole('radio', { name: 'No, not yet started' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: loans.
  await expect(stepHeading(page, 'Your Student Loan Landscape')).toBeFocused();
  const rate = page.getByRole('radiogroup', { name: 'What is the average interest rate on your student loans?' });
  await expect(rate.getByRole('radio', { name: "I'm not sure / Prefer not to say" })).toBeChecked();
  const pslf = page.getByRole('radiogroup', { name: /Public Service Loan Forgiveness/ });
  await expect(pslf.getByRole('radio', { name: 'Unsure' })).toBeChecked();
  for (const option of ['Less than 3%', '3% to 4.99%', '5% to 6.99%', '7% to 8.99%', '9% or higher'])
    await expect(rate.getByRole('radio', { name: option })).toBeVisible();
  await expectNoAxeViolations(page);
  await rate.getByRole('radio', { name: '9% or higher' }).click();
  await pslf.getByRole('radio', { name: 'No' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: investment avenues.
  await expect(stepHeading(page, 'Your Investment Avenues')).toBeFocused();
  const match = page.getByRole('radiogroup', { name: /employer offer a retirement plan match/ });
  await expect(match.getByRole('radio', { name: /unsure whether a match is offered/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await match.getByRole('radio', { name: /does not offer a match/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: personal factors, email and terms; every message of the step.
  await expect(stepHeading(page, 'Your Personal Factors & Insights')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const leaning = page.getByRole('radiogroup', { name: 'Which best describes your financial leaning?' });
  await expect(leaning.getByRole('radio', { name: 'A balanced approach' })).toBeChecked();
  await leaning.getByRole('radio', { name: /debt-free quickly/ }).click();
  const terms = page.getByRole('checkbox', { name: /educational purposes only/ });
  await expect(terms).toBeChecked();
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await terms.click();
  await page.getByRole('main').getByLabel('Email address').fill('grace@nowhere');
  await page.getByRole('button', { name: 'Submit & Get My Insights' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('You must agree to the terms to continue')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await terms.click();
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByText('You must agree to the terms to continue')).toHaveCount(0);

  // Submitting: the button says so and Previous is disabled until the server answers.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/reports/student-loan-vs-investing', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit & Get My Insights' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  release();

  // The confirmation says where the report went and offers the same PDF.
  await expect(page.getByRole('heading', { name: 'Your insights are on their way, Grace' })).toBeFocused();
  await expect(page.getByText(`We are emailing your personalized PDF report to ${email}.`)).toBeVisible();
  await expect(page.getByText('All steps complete')).toBeVisible();
  await expectNoAxeViolations(page);
  const link = page.getByRole('link', { name: 'Download your report (PDF)' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/reports\/student-loan-vs-investing\/download\/[\w-]{43}$/);
  const download = await page.request.get(href);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const linked = pdfText(await download.body());
  expect(linked).toContain('A personalized report for Grace');
  expect(linked).toContain('Leaning toward debt payoff');
  expect(linked).toContain('Start with your high');
  expect(linked).toContain('Build a starter emergency fund');
  expect(linked).toContain('No employer match to capture');
  expect(linked).toContain('Your loan rate is above what markets have reliably returned');
  expect(linked).toContain('Key Financial Facts for 2026');
  // A real browser download works too.
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toBe('student-loan-vs-investing-report.pdf');

  // The email arrives with the PDF attached; the address is asked once to confirm for the mailing list.
  const mail = await waitForEmail(page.request, email, /your Student Loan vs\. Investing report/, 20_000);
  expect(mail.subject).toBe('Grace, your Student Loan vs. Investing report');
  expect(mail.attachments).toEqual([expect.objectContaining({ name: 'student-loan-vs-investing-report.pdf' })]);
  // Double opt-in: the mailing list asks the address to confirm first (decision 335).
  await waitForEmail(page.request, email, /^Confirm your subscription/, 20_000);

  // A second quick submission: the confirmation again, but no second email.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(stepHeading(page, 'How it works')).toBeFocused();
  await expect(page.getByLabel('What is your first name?')).toHaveValue('Grace');
  await page.getByRole('button', { name: 'Start Navigator' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Submit & Get My Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Your insights are on their way, Grace' })).toBeVisible();
  // Every email asked for so far has been sent (or not) once the job queue is idle.
  await waitForJobsSettled(page.request);
  const all = await emailsTo(page.request, email);
  expect(all.filter((e) => /Student Loan vs\. Investing report/.test(e.subject))).toHaveLength(1);
  expect(all.filter((e) => /^Confirm your subscription/.test(e.subject))).toHaveLength(1);
  expect(all.filter((e) => /Welcome to/.test(e.subject))).toHaveLength(0);
});

test('the questionnaire on a phone-sized screen', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  test.setTimeout(180_000);
  await resizeTo(page, { width: 390, height: 844 });
  await page.goto(PATH);
  await expect(page.getByLabel('What is your first name?')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('What is your first name?').fill('Lee');
  await page.getByRole('button', { name: 'Start Navigator' }).click();
  await expect(stepHeading(page, 'Your Financial Foundation')).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
