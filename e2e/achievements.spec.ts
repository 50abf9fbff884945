import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { linkFrom, uniqueEmail, waitForEmail, waitForJobsSettled } from './helpers.ts';
import { openTool } from './tool-helpers.ts';

// Sign-up, payment, several saves and page loads on a shared machine.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

/** A new member of its own (sign-up, verification link, demo payment), so no other journey's saves count. */
const newMember = async (page: Page) => {
  const email = uniqueEmail('milestones');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Mira', lastName: 'Stone', email, password: 'Passw0rdOk', callbackURL: '/auth' },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  const mail = await waitForEmail(page.request, email, /Verify your email/);
  await page.goto(linkFrom(mail.text, /verify-email/));
  await page.waitForURL(/\/membership$|\/dashboard$/);
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'monthly' }, headers: { origin: baseURL } });
  expect(checkout.ok()).toBe(true);
  const session = new URL((await checkout.json()).url as string, baseURL).searchParams.get('session') ?? '';
  const paid = await page.request.post(`/api/billing/demo-checkout/${encodeURIComponent(session)}/complete`, { headers: { origin: baseURL } });
  expect(paid.ok()).toBe(true);
  // The tab cached "not a member" while it showed /membership (spec §3's subscription cache); the
  // payment page would have refreshed it, which this API-made payment skips.
  await page.evaluate(() => sessionStorage.clear());
};

const send = async (page: Page, method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown) => {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.json();
};

const lines = (rows: { category: string; amount: number }[]) => JSON.stringify(rows.map((r) => ({ category: r.category, amount: String(r.amount) })));
const netWorth = (cash: number, loans: number) => ({
  assets: lines([{ category: 'checking', amount: cash }]),
  liabilities: lines([{ category: 'federalStudentLoans', amount: loans }]),
});

const MILESTONES = [
  'First Scenario: True Hourly Rate Calculator',
  'First Scenario: Net Worth Calculator',
  'Net Worth Above Zero',
  'Emergency Fund at Target',
  'First Community Post',
  'Learning Path Finished',
];

test('each milestone achievement is awarded once, notified once and shown on the dashboard', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await newMember(page);

  // The first saved scenario of a tool, through the tool page; a second save earns nothing more.
  await openTool(page, '/tools/true-hourly-rate', 'True Hourly Rate Calculator');
  await page.getByLabel('State/local effective tax rate', { exact: true }).fill('6');
  for (const name of ['Year one', 'Year two']) {
    await page.getByLabel('Scenario name').fill(name);
    await page.getByRole('button', { name: 'Save scenario' }).click();
    await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible();
  }

  // A net worth below zero, then the same scenario above it, twice over.
  const { scenario } = await send(page, 'POST', '/api/scenarios', { tool: 'net-worth', name: 'Today', input: netWorth(5_000, 150_000) });
  for (const [cash, loans] of [
    [180_000, 120_000],
    [5_000, 150_000],
    [200_000, 120_000],
  ] as const)
    await send(page, 'PATCH', `/api/scenarios/${scenario.id}`, { input: netWorth(cash, loans) });

  // An emergency fund at its target, saved twice.
  for (const name of ['Reserve', 'Reserve again'])
    await send(page, 'POST', '/api/scenarios', { tool: 'emergency-fund', name, input: { essentials: '6000', currentReserve: '250000' } });

  // A thread and a reply.
  const thread = await send(page, 'POST', '/api/community/threads', {
    spaceId: 'general',
    title: 'First week as a member',
    body: 'Starting with the student loan guides. Any other suggestions?',
  });
  await send(page, 'POST', `/api/community/threads/${thread.id}/replies`, { body: 'And the estimated tax guide, it seems.' });

  // Every item of the Taxes topic in the content hub read, then one read again.
  const { items } = (await (await page.request.get('/api/content?category=taxes')).json()) as { items: { id: string }[] };
  expect(items.length).toBeGreaterThanOrEqual(2);
  for (const item of items) await send(page, 'PUT', `/api/content/${item.id}/progress`, { read: true });
  await send(page, 'PUT', `/api/content/${items[0]?.id}/progress`, { read: false });
  await send(page, 'PUT', `/api/content/${items[0]?.id}/progress`, { read: true });
  await waitForJobsSettled(page.request);

  // Notified once each.
  const { notifications } = (await (await page.request.get('/api/notifications?filter=all')).json()) as { notifications: { title: string }[] };
  for (const name of MILESTONES)
    expect(
      notifications.filter((n) => n.title === `Achievement Unlocked: ${name}!`),
      name,
    ).toHaveLength(1);

  // On the dashboard, once each.
  await page.goto('/dashboard');
  const earned = page.getByRole('list', { name: 'Achievements earned' });
  await expect(earned).toContainText('Learning Path Finished');
  for (const name of MILESTONES)
    await expect(earned.getByRole('listitem').filter({ hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`) })).toHaveCount(1);
});
