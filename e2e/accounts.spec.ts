import { ROUTES, type RouteDef } from '@awc/domain';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { DEMO, type DemoRole, forgetSession, linkFrom, signInAs, signInUrl, uniqueEmail, waitForEmail } from './helpers.ts';

const register = async (page: import('@playwright/test').Page, email: string, password = 'Passw0rdOk') => {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
};

test.describe('registration and verification', () => {
  test('register → email arrives → verify → signed in and sent on (a non-member reaches /membership)', async ({ page, allowConsole }) => {
    allowConsole(/status of 403/);
    const email = uniqueEmail('reg');
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Collective');
    await expect(page.getByText('Create your account to join the collective')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await register(page, email);
    await expect(page.getByText('Account created successfully! Check your email to verify your account.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    // Not verified yet: sign-in is refused with the spec's message.
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Passw0rdOk');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please verify your email before signing in')).toBeVisible();

    const mail = await waitForEmail(page.request, email, /Verify your email/);
    await page.goto(linkFrom(mail.text, /verify-email/));
    // /auth → /dashboard (default) → the member guard sends a non-member to /membership.
    await expect(page).toHaveURL(/\/membership$/);
    await page.goto('/account');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
  });

  test('a plan link survives verification and lands on that plan’s checkout', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    const email = uniqueEmail('plan');
    await page.goto('/auth?plan=annual');
    await expect(page.getByText('Annual Membership Signup')).toBeVisible();
    await expect(page.getByText('Create an account to continue with your subscription')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('subscriptionIntent'))).toBe('annual');
    await register(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await waitForEmail(page.request, email, /Verify your email/);
    // Verify "on another device": a fresh context without the stored intent.
    const other = await page.context().browser()?.newContext();
    if (!other) throw new Error('no browser');
    const page2 = await other.newPage();
    await page2.goto(linkFrom(mail.text, /verify-email/));
    await expect(page2).toHaveURL(/\/membership\/checkout\?plan=annual$/);
    await other.close();
  });

  test('monthly plan badge and login texts', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    const config = page.waitForResponse((r) => r.url().endsWith('/api/auth/config'));
    await page.goto('/auth?plan=monthly&mode=login');
    await expect(page.getByText('Monthly Membership Signup')).toBeVisible();
    await expect(page.getByText('Log in to continue with your subscription')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await expect(page.getByText('Log in to access your membership')).toBeVisible();
    // This server has no Google credentials: once it has said so, the option is simply not there.
    expect(await (await config).json()).toMatchObject({ google: false });
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/not configured/)).toHaveCount(0);
  });
});

test.describe('sign-in', () => {
  test('wrong password shows the spec’s toast; validation messages sit under the fields', async ({ page, allowConsole }) => {
    allowConsole(/status of 401/);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.member.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a member signs in with the keyboard and lands on the page they asked for', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/content');
    await expect(page).toHaveURL(signInUrl('/content'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO.member.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.member.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/content$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content Hub' })).toBeVisible();
  });

  test('remember me: unticked gives a browser-session cookie, ticked a persistent one', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.visitor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
    expect(session?.expires).toBe(-1);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await forgetSession(page);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.visitor.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    const persistent = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
    const days = ((persistent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
  });

  test('a signed-in visitor on /auth without a plan is redirected at once', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await signInAs(page, 'member');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign out: the button says “Signing out...”, then /auth with the toast', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await signInAs(page, 'member');
    await page.goto('/account');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    // The sign-out request is held until the pending state has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-out', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('menuitem', { name: 'Signing out...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('You have been signed out')).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(signInUrl('/account'));
  });
});

test('reset password end to end', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  const email = uniqueEmail('reset');
  await page.goto('/auth?mode=register');
  await register(page, email);
  await page.goto(linkFrom((await waitForEmail(page.request, email, /Verify/)).text, /verify-email/));
  await forgetSession(page);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The address changes before the page's code has arrived; the sign-in form's Email field is
  // still on screen until then, and typing into it would be lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').first().fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset link sent to your email').first()).toBeVisible();

  const mail = await waitForEmail(page.request, email, /Reset your/);
  await page.goto(linkFrom(mail.text, /reset-password/));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-Pass1');
  await page.getByLabel('Confirm new password').fill('Brand-new-Pass1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The confirmation is on the sign-in page, not in a toast over its Sign In button.
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toContainText('Sign in with your new password.');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-new-Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('the demo login waits and says it is a demo', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/membership');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('This is a demo login. In a real application, this would authenticate you.')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  expect((await page.context().cookies()).some((c) => c.name.endsWith('session_token'))).toBe(false);
});

test('profile completion awards the achievement once', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  const email = uniqueEmail('profile');
  await page.goto('/auth?mode=register');
  await register(page, email);
  await page.goto(linkFrom((await waitForEmail(page.request, email, /Verify/)).text, /verify-email/));
  await page.goto('/account');
  await expect(page.getByText('To complete your profile, add: Headline.')).toBeVisible();
  await page.getByLabel('Headline', { exact: true }).fill('Senior associate, tax controversy');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Achievement Unlocked: Profile Completed!')).toBeVisible();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Achievements earned' }).getByText('Profile Completed')).toBeVisible();
  // Let the first toasts expire so the second save is judged on its own: under load the
  // first toast may or may not still be on screen when the second one would appear.
  await expect(page.getByText('Achievement Unlocked: Profile Completed!')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0, { timeout: 20_000 });
  await page.getByLabel('Headline', { exact: true }).fill('Counsel, tax controversy');
  // The save's answer says whether it earned anything, and the achievement's notification is
  // written before that answer: judged from both, not from a pause.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect(await (await saved).json()).toMatchObject({ success: true, newAchievement: false });
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Achievement Unlocked: Profile Completed!')).toHaveCount(0);
  const inbox = (await (await page.request.get('/api/notifications')).json()) as { notifications: { title: string }[] };
  expect(inbox.notifications.filter((n) => n.title === 'Achievement Unlocked: Profile Completed!')).toHaveLength(1);
  await expect(page.getByRole('list', { name: 'Achievements earned' }).getByText('Profile Completed')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('password change shows every validation message, then changes the password', async ({ page, allowConsole }) => {
  allowConsole(/status of 400/);
  const email = uniqueEmail('pw');
  await page.goto('/auth?mode=register');
  await register(page, email);
  await page.goto(linkFrom((await waitForEmail(page.request, email, /Verify/)).text, /verify-email/));
  await page.goto('/account?tab=settings');
  const submit = page.getByRole('button', { name: 'Change password' });
  await submit.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your new password')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('alllowercase');
  await submit.click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expect(page.getByText('Password must contain at least one number')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('ALLUPPERCASE1');
  await submit.click();
  await expect(page.getByText('Password must contain at least one lowercase letter')).toBeVisible();
  await page.getByLabel('Current password').fill('Wrong-pass1');
  await page.getByLabel('New password', { exact: true }).fill('Changed-Pass1');
  await page.getByLabel('Confirm new password').fill('Changed-Pass2');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Changed-Pass1');
  await submit.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill('Passw0rdOk');
  await submit.click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A real object for each parameterised page (a made-up slug is, correctly, a 404). */
const concrete = (path: string) =>
  path
    .replace('/blog/:slug', '/blog/emergency-funds-for-attorneys')
    .replace('/glossary/:slug', '/glossary/83b-election')
    .replace('/newsletter/:slug', '/newsletter/the-november-brief')
    .replace(':slug', 'example');

/** Where each kind of user ends up on each route (routes.md). */
const expectedPath = (route: RouteDef, role: DemoRole | 'anonymous'): RegExp => {
  const path = concrete(route.path);
  // The page itself may write its state to the query string (a tool's worked example, decision 352).
  const here = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?[^/]*)?$`);
  if (route.redirectTo) return new RegExp(`${route.redirectTo}$`);
  if (route.path === '/auth' && role !== 'anonymous') return /\/dashboard$|\/membership$/;
  // A paying member is told they already are one and sent on to the dashboard (issue 5).
  if (route.path === '/membership/checkout' && role === 'member') return /\/dashboard$/;
  switch (route.group) {
    case 'public':
    case 'dev':
      return here;
    case 'signed-in':
      if (role === 'anonymous') return signInUrl(path);
      return here;
    case 'member':
      if (role === 'anonymous') return signInUrl(path);
      if (role === 'visitor') return /\/membership$/;
      return here;
    case 'admin':
      if (role === 'anonymous') return signInUrl(path);
      if (role !== 'admin') return /\/dashboard$|\/membership$/;
      return here;
  }
};

test.describe('guards: every route for every kind of user', () => {
  // Independent checks: let both workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const role of ['anonymous', 'visitor', 'member', 'admin'] as const) {
    test(`as ${role}`, async ({ page, allowConsole }) => {
      test.setTimeout(360_000);
      allowConsole(/^$/);
      if (role !== 'anonymous') await signInAs(page, role);
      for (const route of ROUTES) {
        const res = await page.goto(concrete(route.path));
        expect(res?.status(), `${role} on ${route.path}`).toBeLessThan(400);
        await expect(page, `${role} on ${route.path}`).toHaveURL(expectedPath(route, role));
        // Where the user stays on the page (or a permanent redirect lands), the route's own heading;
        // an object's page is headed by the object's title, and a guard's destination by its own.
        const at = new URL(page.url()).pathname;
        const landed = route.redirectTo ? ROUTES.find((r) => r.path === route.redirectTo) : at === concrete(route.path) ? route : undefined;
        const name = landed && !landed.path.includes(':') ? landed.heading : undefined;
        // A first visit to a lazy page (a tool's engine chunk) can take a while on a loaded machine.
        await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first(), `${role} on ${route.path}`).toBeVisible({
          timeout: 30_000,
        });
      }
    });
  }
});

test('axe finds nothing on the sign-in and sign-up screens', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/auth?plan=annual');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/auth');
  await expectNoAxeViolations(page);
  await page.goto('/reset-password');
  await expectNoAxeViolations(page);
  await page.goto('/login');
  await expectNoAxeViolations(page);
});
