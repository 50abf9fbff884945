import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { forgetSession, linkFrom, signInAs, uniqueEmail, waitForEmail, resizeTo } from './helpers.ts';

// The machine running journeys is shared; allow slow first renders.
const expect = baseExpect.configure({ timeout: 60_000 });

const shot = (name: string) => `test-results/membership-shots/${name}.png`;

const registerOnAuthPage = async (page: import('@playwright/test').Page, email: string) => {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rdOk');
  await page.getByRole('button', { name: 'Create Account' }).click();
};

/** A verified, signed-in account without a membership (sign-up through the API, link from the outbox). */
const newSignedInUser = async (page: import('@playwright/test').Page, label: string) => {
  const email = uniqueEmail(label);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Ada', lastName: 'Byron', email, password: 'Passw0rdOk', callbackURL: '/auth' },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up failed ${res.status()}`);
  const mail = await waitForEmail(page.request, email, /Verify your email/);
  await page.goto(linkFrom(mail.text, /verify-email/));
  await page.waitForURL(/\/membership$|\/dashboard$/);
  return email;
};

test.describe('membership', () => {
  test.beforeEach(() => test.setTimeout(240_000));
  test('visitor picks annual → registers → verifies → demo payment → member; cancel, resume and switch in /account', async ({
    page,
    allowConsole,
  }) => {
    // A long journey on a shared machine: registration, email, checkout and three billing changes.
    test.setTimeout(480_000);
    allowConsole(/status of 403/);
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership');
    await expect(page.getByRole('heading', { name: 'What members get' })).toBeVisible();
    const annual = page.getByRole('article', { name: 'Annual' });
    const monthly = page.getByRole('article', { name: 'Monthly' });
    await expect(monthly.getByText('$39', { exact: true })).toBeVisible();
    await expect(annual.getByText('$390', { exact: true })).toBeVisible();
    await expect(annual.getByText('Save $78 a year')).toBeVisible();
    await expect(monthly.getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute('href', '/auth?plan=monthly');
    // The plan FAQ opens.
    await page.getByRole('button', { name: 'Can I cancel at any time?' }).click();
    await expect(page.getByText(/Cancel from the Billing tab of your account/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shot('01-membership'), fullPage: true });

    await annual.getByRole('link', { name: 'Choose Annual' }).click();
    await expect(page).toHaveURL(/\/auth\?plan=annual$/);
    await expect(page.getByText('Annual Membership Signup')).toBeVisible();
    const email = uniqueEmail('member');
    await registerOnAuthPage(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await waitForEmail(page.request, email, /Verify your email/);
    await page.goto(linkFrom(mail.text, /verify-email/));

    await expect(page).toHaveURL(/\/membership\/checkout\?plan=annual$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your membership');
    await expect(page.getByRole('heading', { name: 'Annual membership' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/membership\/checkout\?plan=annual&session=demo_cs_/);
    await expect(page.getByText('Demo payment: no card is charged')).toBeVisible();
    await expect(page.getByText('$390 per year')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shot('02-demo-checkout'), fullPage: true });
    await page.getByRole('button', { name: 'Complete demo payment' }).click();

    await expect(page.getByText('Payment successful! You now have full access to the platform.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const sub = await (await page.request.get('/api/subscription')).json();
    expect(sub).toMatchObject({ isSubscribed: true, plan: 'annual', status: 'active' });
    await expect(page.getByRole('link', { name: 'Community' }).first()).toBeVisible();
    const welcome = await waitForEmail(page.request, email, /Welcome to .* membership/);
    expect(welcome.text).toContain('$390 per year');

    // Billing tab: cancel at period end, resume, switch plan.
    await page.goto('/account?tab=billing');
    const card = page.getByRole('tabpanel');
    await expect(card.getByText('Annual · $390 a year')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Demo billing: no card is charged')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shot('03-billing-tab'), fullPage: true });

    await card.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await expect(dialog).toContainText('You keep full access until');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByText('Your membership will end at the close of the current period.')).toBeVisible();
    await expect(card.getByText('Your membership will not renew')).toBeVisible();
    await expect(card.getByText(/^Ends /)).toBeVisible();
    await page.screenshot({ path: shot('04-billing-canceled'), fullPage: true });
    await waitForEmail(page.request, email, /membership cancellation/);
    // Still a member until the period ends.
    expect((await (await page.request.get('/api/subscription')).json()).isSubscribed).toBe(true);

    await card.getByRole('button', { name: 'Resume membership' }).click();
    await expect(page.getByText('Your membership will renew as usual.')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Switch to monthly' }).click();
    const switcher = page.getByRole('dialog', { name: 'Switch to the monthly plan?' });
    await expect(switcher).toContainText(/credited against the \$39 monthly price, so nothing is due today/);
    await page.screenshot({ path: shot('05-switch-dialog') });
    await switcher.getByRole('button', { name: 'Switch to monthly' }).click();
    await expect(page.getByText('Your plan has been changed.')).toBeVisible();
    await expect(card.getByText('Monthly · $39 a month')).toBeVisible();
  });

  test('cancelling the demo payment returns to /membership with no access', async ({ page, allowConsole }) => {
    allowConsole(/status of 403/);
    await page.goto('/membership');
    await newSignedInUser(page, 'cancel');
    await page.goto('/membership');
    // Signed in: the plan buttons go straight to checkout.
    await expect(page.getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute('href', '/membership/checkout?plan=monthly');
    await page.getByRole('link', { name: 'Choose Monthly' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    expect((await (await page.request.get('/api/subscription')).json()).isSubscribed).toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/membership$/);
    await page.goto('/account?tab=billing');
    await expect(page.getByText('You do not have a membership yet.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('checkout: visitors go to /auth?plan=…, an unknown plan is explained, a member is sent to the dashboard', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/membership/checkout?plan=annual');
    await expect(page).toHaveURL(/\/auth\?plan=annual$/);
    await signInAs(page, 'visitor');
    await page.goto('/membership/checkout?plan=weekly');
    await expect(page.getByText('That plan does not exist. Choose the monthly or the annual membership.')).toBeVisible();
    await expectNoAxeViolations(page);
    await forgetSession(page);
    await signInAs(page, 'member');
    await page.goto('/membership/checkout?plan=monthly');
    await expect(page.getByText('You already have an active membership.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/membership-benefits and the #pricing anchor; small screens', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/membership-benefits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership benefits');
    await expect(page.getByRole('heading', { name: 'Nine member tools' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shot('06-benefits'), fullPage: true });
    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/membership#pricing$/);
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeInViewport();
    await resizeTo(page, { width: 390, height: 844 });
    await page.goto('/membership#pricing');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeInViewport();
    await page.screenshot({ path: shot('07-membership-mobile'), fullPage: true });
  });
});
