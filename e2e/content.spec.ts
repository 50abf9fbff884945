import { routeByPath } from '@awc/domain';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { linkFrom, signInAs, uniqueEmail, waitForEmail, resizeTo } from './helpers.ts';

// Eight engineers share two cores: journeys wait longer than the default for pages and answers.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const MEMBERS_ONLY = '/blog/the-partner-track-and-k-1-income';

test.describe('blog', () => {
  test('read a post from the list; search and filter; a missing slug is a 404', async ({ page, allowConsole }) => {
    allowConsole(/404/);
    const res = await page.goto('/blog');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: routeByPath('/blog').heading })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(9);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards.first().getByText(/min read/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Search articles').fill('disability');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=disability/);
    await expect(page.getByRole('link', { name: 'Disability insurance for lawyers: why own-occupation coverage matters' })).toBeVisible();

    await page.getByRole('link', { name: 'Clear filters' }).click();
    const filters = page.getByRole('navigation', { name: 'Filter by topic' });
    await filters.getByRole('link', { name: /^Taxes/ }).click();
    await expect(page).toHaveURL(/tag=taxes/);
    await expect(filters.getByRole('link', { name: /^Taxes/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/\d+ articles? tagged Taxes/)).toBeVisible();
    const tagged = Number((await page.getByText(/\d+ articles? tagged Taxes/).innerText()).match(/\d+/)?.[0]);
    await expect(cards).toHaveCount(tagged);
    expect(tagged).toBeLessThan(12);

    await page.getByRole('link', { name: 'The backdoor Roth IRA for attorneys: the pro-rata rule and Form 8606, step by step' }).click();
    await expect(page).toHaveURL('/blog/backdoor-roth-ira-pro-rata-rule-form-8606');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/backdoor Roth IRA/);
    await expect(page.getByRole('navigation', { name: 'In this article' })).toBeVisible();
    await expect(page.locator('main a.glossary-link').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expectNoAxeViolations(page);

    const missing = await page.goto('/blog/no-such-article');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a members-only post shows only its teaser and an invitation to a visitor, and everything to a member', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto(MEMBERS_ONLY);
    await expect(page.getByRole('heading', { name: 'The rest of this article is for members' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the collective' })).toHaveAttribute('href', '/membership');
    await expect(page.locator('main .prose-article h2')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await signInAs(page, 'member');
    await page.goto(MEMBERS_ONLY);
    await expect(page.locator('main .prose-article h2').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The rest of this article is for members' })).toHaveCount(0);
  });

  test('an admin writes a post with a script tag and a javascript: link, publishes it, and it renders inert', async ({ page, allowConsole }) => {
    test.setTimeout(420_000);
    allowConsole(/^$/);
    await signInAs(page, 'admin');
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog admin' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('The backdoor Roth IRA');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New post' }).click();
    const title = `Security check ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(/^security-check-/);
    await page.getByLabel('Excerpt').fill('An article that tries to run a script and a javascript link.');
    await page.getByLabel('Tags').fill('security, testing');
    await page
      .getByLabel('Article (Markdown)')
      .fill(
        '## Hello\n\nBefore <script>window.pwned = true</script> after.\n\n[Click me](javascript:window.pwned=true) and <a href="javascript:window.pwned=true">raw</a>.\n\n<img src=x onerror="window.pwned=true">',
      );
    await expect(page.getByTestId('post-preview').getByRole('heading', { name: /Hello/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Post published')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    const slug = (await page.getByLabel('Slug').inputValue()).trim();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.locator('main .prose-article');
    await expect(body).toContainText('Before');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    const hrefs = await body.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => /javascript:/i.test(h))).toEqual([]);
    await body.getByText('Click me').click();
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();

    // Unpublish, then delete with confirmation.
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Post unpublished')).toBeVisible();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL('/admin/blog');
    await expect(page.getByRole('table')).not.toContainText(title);
  });

  test('/rss.xml and /sitemap.xml are well-formed XML and list the published posts', async ({ page, request }) => {
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const res = await request.get(path);
      expect(res.ok()).toBe(true);
      const text = await res.text();
      await page.goto('/');
      const errors = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return doc.getElementsByTagName('parsererror').length;
      }, text);
      expect(errors, path).toBe(0);
      expect(text).toContain('/blog/backdoor-roth-ira-pro-rata-rule-form-8606');
    }
  });
});

test.describe('glossary and FAQ', () => {
  test('glossary: A–Z index, search, a term with related terms, and 404', async ({ page, allowConsole }) => {
    allowConsole(/404/);
    await page.goto('/glossary');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Glossary index A to Z' }).getByRole('link', { name: 'Letter P' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Search the glossary').fill('loan forgiveness');
    await expect(page.getByRole('link', { name: 'Public Service Loan Forgiveness (PSLF)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vesting', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Public Service Loan Forgiveness (PSLF)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Public Service Loan Forgiveness (PSLF)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related terms' })).toBeVisible();
    await expectNoAxeViolations(page);
    const missing = await page.goto('/glossary/not-a-term');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('FAQ: grouped accordion with FAQ structured data', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/faq');
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}')['@type']).toBe('FAQPage');
    for (const group of ['Membership', 'Billing', 'Tools', 'Privacy'])
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(group) }).first()).toBeVisible();
    const first = page.getByRole('button', { name: 'What is the Attorney Wealth Collective?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/financial education membership built for US attorneys/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('newsletter, contact and waitlists', () => {
  test('footer newsletter: a bad address sends nothing; a good one thanks and clears; the emailed link confirms, the welcome email’s link unsubscribes after confirming', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.goto('/about');
    const footer = page.locator('footer[data-site-footer]');
    const field = footer.getByLabel('Email address');
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter') && r.method() === 'POST') posted++;
    });
    await field.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    expect(posted).toBe(0);
    const email = uniqueEmail('brief');
    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
    await expect(page.getByText('Check your inbox and confirm your address to start receiving it.')).toBeVisible();
    await expect(field).toHaveValue('');
    expect(posted).toBe(1);

    // Double opt-in: the emailed link's page confirms with its button; then the welcome email comes.
    const request = await waitForEmail(page.request, email, /^Confirm your subscription/);
    const confirmLink = new URL(linkFrom(request.text, /\/confirm-subscription\?token=/));
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/newsletter-confirm-page-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re on the list' })).toBeVisible();
    await expectNoAxeViolations(page);
    await resizeTo(page, { width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/newsletter-confirmed-page-375.png', fullPage: true });
    await resizeTo(page, { width: 1280, height: 720 });

    const mail = await waitForEmail(page.request, email, /^Welcome to/);
    const link = new URL(linkFrom(mail.text, /\/unsubscribe-successful\?token=/));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL('/unsubscribe-successful');
    await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  });

  test('contact form: messages under the fields, then a clear confirmation', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please choose a topic')).toBeVisible();
    await expect(page.getByText('Please write at least 20 characters')).toBeVisible();
    await page.getByLabel('Your name').fill('Dana Counsel');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('contact'));
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'The tools' }).click();
    await page.getByLabel('Message').fill('How does the emergency fund tool treat a partner’s draws?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent');
    await expectNoAxeViolations(page);
  });

  test('a waitlist sign-up and a firm inquiry', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/the-equity-brief');
    const waitlist = page.getByRole('form', { name: 'Join the The Equity Brief waitlist' });
    await waitlist.getByLabel('Email address').fill(uniqueEmail('waitlist'));
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('You’re on the waitlist')).toBeVisible();
    await expect(page.getByText('Confirm your address with the link we just emailed you')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/firm-pilot-program');
    const form = page.getByRole('form', { name: 'Firm pilot inquiry' });
    await form.getByLabel('Firm name').fill('Hale & Partners LLP');
    await form.getByLabel('Your name').fill('Pat Partner');
    await form.getByLabel('Work email').fill(uniqueEmail('firm'));
    await form.getByRole('combobox', { name: 'Attorneys in the pilot' }).click();
    await page.getByRole('option', { name: '100–499' }).click();
    await form.getByLabel('What would you like the pilot to cover?').fill('A pilot for our first- and second-year associates this spring.');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Your inquiry has been sent')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the development diagnostic page', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto('/debug/practice-area');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Area Diagnostics' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '/tools/practice-area-assessment' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
