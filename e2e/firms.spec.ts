import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, readyOnNavigation, test } from './fixtures.ts';
import { linkFrom, signInAs, uniqueEmail, waitForEmail, waitForJobsSettled } from './helpers.ts';

// Firm accounts (issue 26, decision 435). The machine running journeys is shared: slow first renders.
const expect = baseExpect.configure({ timeout: 60_000 });
const shot = (name: string) => `test-results/firm-shots/${name}.png`;

/** A verified account for `email`, signed in on a context of its own (its page waits for readiness). */
const accountFor = async (browser: Browser, email: string, firstName: string): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { firstName, lastName: 'Firmly', email, password: 'Passw0rdOk', callbackURL: '/auth' },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up of ${email} failed: ${res.status()}`);
  const mail = await waitForEmail(context.request, email, /Verify your email/);
  const verified = await context.request.get(linkFrom(mail.text, /verify-email/));
  if (!verified.ok()) throw new Error(`verification of ${email} failed: ${verified.status()}`);
  return { context, page: readyOnNavigation(await context.newPage()) };
};

/** The path of the newest firm invitation emailed to `email`. */
const invitationPath = async (page: Page, email: string) => {
  const mail = await waitForEmail(page.request, email, /invited you|Manage .* seats/);
  const url = new URL(linkFrom(mail.text, /invitation=/));
  return `${url.pathname}${url.search}`;
};

const acceptOnPage = async (page: Page, path: string) => {
  await page.goto(path);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText(/You now have a seat at|You are now .* firm admin/)).toBeVisible();
};

test.describe('firm accounts', () => {
  test.beforeEach(() => test.setTimeout(480_000));

  test('an administrator creates a 3-seat firm in the console; its billing contact accepts the emailed link and becomes firm admin', async ({
    page,
    browser,
  }) => {
    const firmName = `Keyboard & Axe LLP ${Date.now().toString(36)}`;
    const contactEmail = uniqueEmail('firm-contact');

    // ---- The administrator creates the firm in the console.
    await signInAs(page, 'admin');
    await page.goto('/admin/dashboard?tab=firms');
    await expect(page.getByRole('heading', { name: 'Create a firm' })).toBeVisible();
    // Bad input is refused under its fields, and nothing is created.
    await page.getByLabel('Firm name').fill('X');
    await page.getByLabel('Seats').fill('0');
    await page.getByRole('button', { name: 'Create firm' }).click();
    await expect(page.getByText('Firm name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Seats must be between 1 and 500')).toBeVisible();
    await page.getByLabel('Firm name').fill(firmName);
    await page.getByLabel('Seats').fill('3');
    await page.getByLabel('Term (months)').fill('12');
    await page.getByLabel('Billing contact name').fill('Dana Contact');
    await page.getByLabel('Billing contact email').fill(contactEmail);
    // Keyboard: the form submits with Enter.
    await page.getByLabel('Billing contact email').press('Enter');
    await expect(page.getByText(`${firmName} was created.`)).toBeVisible();
    const row = page.getByTestId('admin-firm-row').filter({ hasText: firmName });
    await expect(row).toContainText('0 / 3');
    await expect(row).toContainText('Not yet accepted');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shot('01-admin-firms'), fullPage: true });
    // Searchable by the billing contact.
    await page.getByLabel('Search by firm, contact or person').fill(contactEmail);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('admin-firm-row')).toHaveCount(1);

    // ---- The billing contact accepts and becomes the firm admin (no seat of their own).
    const contact = await accountFor(browser, contactEmail, 'Dana');
    await acceptOnPage(contact.page, await invitationPath(contact.page, contactEmail));
    const firmPage = contact.page;
    await expect(firmPage.getByRole('heading', { name: firmName, exact: true })).toBeVisible();
    await expect(firmPage.getByText('You are this firm’s admin.', { exact: false })).toBeVisible();
    await expect(firmPage.getByTestId('firm-seats-free')).toHaveText('3');

    await contact.context.close();
  });

  test('a firm buys 3 seats (demo checkout), invites 3 people, a 4th is refused, one is removed and the seat reused; the access matrix', async ({
    page,
    browser,
    allowConsole,
  }) => {
    // A refused invitation and a member-only API read by an ex-member answer 409 and 403 on purpose.
    allowConsole(/status of 409|status of 403/);
    const firmName = `Buying Partners ${Date.now().toString(36)}`;
    const contactEmail = uniqueEmail('firm-buyer');

    // ---- The buyer buys 3 seats through the (demo) checkout and is the firm's admin.
    const contact = await accountFor(browser, contactEmail, 'Dana');
    const firmPage = contact.page;
    await firmPage.goto('/account?tab=firm');
    await expect(firmPage.getByRole('heading', { name: 'Buy seats for your firm' })).toBeVisible();
    await firmPage.getByLabel('Firm name').fill(firmName);
    await firmPage.getByLabel('Number of seats').fill('3');
    await expect(firmPage.getByTestId('firm-checkout-total')).toHaveText('3 seats: $1,170 a year');
    await expectNoAxeViolations(firmPage);
    await firmPage.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(firmPage.getByText('Demo payment: no card is charged.')).toBeVisible();
    await expect(firmPage.getByText(`${firmName}: 3 seats`)).toBeVisible();
    await expectNoAxeViolations(firmPage);
    await firmPage.getByRole('button', { name: 'Complete demo payment' }).click();
    await expect(firmPage.getByText('Payment successful! Your firm’s seats are ready.')).toBeVisible();
    await expect(firmPage.getByRole('heading', { name: firmName, exact: true })).toBeVisible();
    await expect(firmPage.getByText('You are this firm’s admin.', { exact: false })).toBeVisible();
    await expect(firmPage.getByTestId('firm-seats-free')).toHaveText('3');

    // ---- Three invitations fill the three seats; the fourth is refused with the reason.
    const people = [uniqueEmail('seat-a'), uniqueEmail('seat-b'), uniqueEmail('seat-c')];
    const inviteField = firmPage.getByLabel('Invite by email');
    const sendButton = firmPage.getByRole('button', { name: 'Send invitation' });
    for (const email of people) {
      // Enter submits only while the form's button is enabled (not while the last invitation is sent).
      await expect(sendButton).toBeEnabled();
      await inviteField.fill(email);
      await inviteField.press('Enter');
      await expect(firmPage.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    }
    await expect(firmPage.getByTestId('firm-seats-free')).toHaveText('0');
    const fourth = uniqueEmail('seat-d');
    await inviteField.fill(fourth);
    await sendButton.click();
    await expect(
      firmPage.getByText('All 3 seats are taken. Remove someone or cancel an open invitation before inviting another person.'),
    ).toBeVisible();
    await expectNoAxeViolations(firmPage);
    await firmPage.screenshot({ path: shot('02-firm-admin-full'), fullPage: true });

    // ---- The three accept; each is a member (the dashboard opens).
    const seated: { email: string; context: BrowserContext; page: Page }[] = [];
    for (const [i, email] of people.entries()) {
      const p = await accountFor(browser, email, `Seat${i}`);
      await acceptOnPage(p.page, await invitationPath(p.page, email));
      seated.push({ email, ...p });
    }
    const member = seated[0] as (typeof seated)[number];
    await expectNoAxeViolations(member.page);
    await member.page.goto('/dashboard');
    await expect(member.page.getByRole('heading', { level: 1 })).toContainText(/Welcome|Dashboard/);
    await firmPage.reload();
    await expect(firmPage.getByTestId('firm-member')).toHaveCount(4);

    // ---- Access matrix while seated: firm admin (manages, no seat), firm member (seat), and the ex-member below.
    const firmId = ((await (await firmPage.request.get('/api/firm')).json()) as { firm: { id: string } }).firm.id;
    // Firm admin: the firm page and its API; not the member area (no seat); not the admin console.
    expect((await firmPage.request.get('/api/dashboard')).status()).toBe(403);
    await firmPage.goto('/dashboard');
    await expect(firmPage).toHaveURL(/\/membership$/);
    await firmPage.goto('/admin/dashboard');
    await expect(firmPage).not.toHaveURL(/\/admin\//);
    // Firm member: the member area; the firm page without its people; no firm admin API; no admin API.
    expect((await member.page.request.get('/api/dashboard')).status()).toBe(200);
    await member.page.goto('/account?tab=firm');
    await expect(member.page.getByText('Your membership comes with a seat at this firm.', { exact: false })).toBeVisible();
    await expect(member.page.getByLabel('Invite by email')).toHaveCount(0);
    const memberInvite = await member.page.request.post(`/api/firms/${firmId}/invitations`, {
      data: { email: fourth },
      headers: { origin: baseURL },
    });
    expect(memberInvite.status()).toBe(403);
    expect((await member.page.request.get('/api/admin/firms')).status()).toBe(403);

    // ---- The firm admin removes one person (keyboard through the confirm dialog); their access ends at once.
    const removed = seated[1] as (typeof seated)[number];
    await firmPage.goto('/account?tab=firm');
    const removeButton = firmPage.getByRole('button', { name: /^Remove Seat1/ });
    await removeButton.focus();
    await firmPage.keyboard.press('Enter');
    const dialog = firmPage.getByRole('dialog');
    await expect(dialog).toContainText('Their account and saved work stay theirs.');
    await expectNoAxeViolations(firmPage);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(firmPage.getByText(/was removed\./)).toBeVisible();
    await expect(firmPage.getByTestId('firm-seats-free')).toHaveText('1');
    // Ex-member: the member area and its API are closed on the next request; the firm API knows them no more.
    expect((await removed.page.request.get('/api/dashboard')).status()).toBe(403);
    await removed.page.goto('/dashboard');
    await expect(removed.page).toHaveURL(/\/membership$/);
    expect(((await (await removed.page.request.get('/api/firm')).json()) as { firm: unknown }).firm).toBeNull();
    expect(
      (await removed.page.request.post(`/api/firms/${firmId}/invitations`, { data: { email: fourth }, headers: { origin: baseURL } })).status(),
    ).toBe(404);
    // Their old link does not bring them back.
    const oldLink = await invitationPath(removed.page, removed.email);
    await removed.page.goto(oldLink);
    await expect(removed.page.getByText('This invitation has already been used.')).toBeVisible();

    // ---- The freed seat goes to the fourth person.
    await expect(sendButton).toBeEnabled();
    await inviteField.fill(fourth);
    await inviteField.press('Enter');
    await expect(firmPage.getByText(`Invitation sent to ${fourth}.`)).toBeVisible();
    const d = await accountFor(browser, fourth, 'Fourth');
    await acceptOnPage(d.page, await invitationPath(d.page, fourth));
    expect((await d.page.request.get('/api/dashboard')).status()).toBe(200);
    await firmPage.reload();
    await expect(firmPage.getByTestId('firm-seats-free')).toHaveText('0');
    await firmPage.screenshot({ path: shot('03-seat-reused'), fullPage: true });

    // ---- The console shows the same count.
    await signInAs(page, 'admin');
    await page.goto('/admin/dashboard?tab=firms');
    await expect(page.getByTestId('admin-firm-row').filter({ hasText: firmName })).toContainText('3 / 3');
    await waitForJobsSettled(page.request);
    for (const c of [contact.context, d.context, ...seated.map((s) => s.context)]) await c.close();
  });
});
