import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInAs, waitForEmail } from './helpers.ts';

// The admin inbox (issue 22 item 6, decision 343).
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('admin inbox: a contact message arrives as new, is answered by email from the inbox, then archived', async ({ page, browser }) => {
  const tag = Date.now().toString(36);
  const name = `Robin Inquirer ${tag}`;
  const email = `robin-${tag}@example.com`;
  const visitor = await browser.newContext();
  const sent = await visitor.request.post('/api/contact', {
    data: { name, email, topic: 'membership', message: 'Do you offer a group rate for a small firm of six lawyers?' },
    headers: { origin: baseURL },
  });
  await visitor.close();
  expect(sent.status()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard?tab=inbox');
  const item = page.getByTestId('inquiry').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('inquiry-status')).toHaveText('New');
  await expect(item).toContainText('Membership and billing');
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: 'Send reply by email' }).click();
  await expect(item.getByText('Write a reply before sending')).toBeVisible();
  await item.getByLabel(`Reply to ${name}`).fill('Yes: firms of five or more get the group rate. I will send details.');
  await item.getByRole('button', { name: 'Send reply by email' }).click();
  await expect(page.getByText('Reply sent. The inquiry is marked answered.')).toBeVisible();
  const mail = await waitForEmail(page.request, email, /^Re: Membership and billing$/);
  expect(mail.text).toContain('firms of five or more get the group rate');

  await page.getByLabel('Show', { exact: true }).click();
  await page.getByRole('option', { name: 'Answered', exact: true }).click();
  const answered = page.getByTestId('inquiry').filter({ hasText: name });
  await expect(answered.getByTestId('inquiry-status')).toHaveText('Answered');
  await expect(answered.getByRole('list', { name: 'Replies sent' })).toContainText('group rate');
  await answered.getByLabel(`Status of the message from ${name}`).click();
  await page.getByRole('option', { name: 'Archived', exact: true }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(page.getByTestId('inquiry').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).click();
  await page.getByRole('option', { name: 'Archived', exact: true }).click();
  await expect(page.getByTestId('inquiry').filter({ hasText: name }).getByTestId('inquiry-status')).toHaveText('Archived');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/inbox/admin-inbox.png', fullPage: true });
});
