import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect as baseExpect, expectNoAxeViolations, readyOnNavigation, test } from './fixtures.ts';
import { DEMO, type DemoRole, signInAs, signInUrl } from './helpers.ts';

const SHOTS = 'test-results/community-screens';

// Two browser contexts and several page loads per journey: allow for a busy shared machine.
test.describe.configure({ timeout: 480_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

const contextAs = async (browser: Browser, who: DemoRole): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext();
  await signInAs(context, who);
  return { context, page: readyOnNavigation(await context.newPage()) };
};

type Notification = { title: string; message: string; linkUrl: string | null };
/**
 * The user's notifications through the notifications API. Returns null when that API is not part
 * of this build (the community branch carries only `deps.notify`; the server tests read the table).
 */
const notificationsOf = async (request: APIRequestContext): Promise<Notification[] | null> => {
  const res = await request.get('/api/notifications');
  if (res.status() === 404) return null;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { notifications?: Notification[] } | Notification[];
  return Array.isArray(body) ? body : (body.notifications ?? []);
};
const expectNotified = async (request: APIRequestContext, title: string, message: RegExp) => {
  const first = await notificationsOf(request);
  if (first === null) {
    test.info().annotations.push({ type: 'note', description: 'notifications API not in this build; checked by apps/server/test/community.test.ts' });
    return;
  }
  await expect
    .poll(async () => (await notificationsOf(request))?.filter((n) => n.title === title && message.test(n.message)).length ?? 0)
    .toBeGreaterThan(0);
};

/**
 * Opens a page and waits for its heading and data. On the shared 2-core machine a first load can
 * take most of a minute (the page renders on browser idle), so the wait is long.
 */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await baseExpect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 });
  await baseExpect(page.getByRole('status', { name: 'Loading...' })).toHaveCount(0, { timeout: 90_000 });
};

const selectOption = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const setDirectoryVisibility = async (page: Page, visible: boolean, headline?: string) => {
  await open(page, '/account');
  if (headline) await page.getByLabel('Headline', { exact: true }).fill(headline);
  await page.getByRole('radio', { name: visible ? 'Show my profile to other members' : 'Keep me out of the directory' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
};

const directoryNames = async (request: APIRequestContext, q = '') => {
  const res = await request.get(`/api/community/members${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { members: { fullName: string; headline: string | null }[] }).members;
};

test('a member completes their profile and appears in the directory, then hides and disappears (for others and from the API)', async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signInAs(page, 'member');
  const headline = `Litigation associate ${Date.now().toString(36)}`;
  await setDirectoryVisibility(page, true, headline);
  await expect(page.getByText('Your profile is complete.')).toBeVisible();

  const admin = await contextAs(browser, 'admin');
  await open(admin.page, '/community?tab=members');
  const card = admin.page.getByTestId('directory-member').filter({ hasText: 'Morgan Member' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(headline);
  await expect(card).toContainText('Big Law');
  await expect(card).toContainText(/Member since \w+ \d{4}/);
  await admin.page.getByLabel('Search members').fill('litigation');
  await expect(card).toBeVisible();
  await admin.page.getByLabel('Search members').fill('no such person');
  await expect(admin.page.getByText('No members match your search.')).toBeVisible();
  await admin.page.getByLabel('Search members').fill('');
  await selectOption(admin.page, 'Practice setting', 'Government');
  await expect(admin.page.getByText('No members match your search.')).toBeVisible();
  await selectOption(admin.page, 'Practice setting', 'Big Law');
  await expect(card).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await admin.page.screenshot({ path: `${SHOTS}/directory.png`, fullPage: true });
  expect((await directoryNames(admin.context.request)).map((m) => m.fullName)).toContain('Morgan Member');
  const raw = await (await admin.context.request.get('/api/community/members')).text();
  expect(raw).not.toContain(DEMO.member.email);

  await setDirectoryVisibility(page, false);
  await admin.page.reload();
  await expect(admin.page.getByRole('heading', { name: 'Member directory' })).toBeVisible();
  await expect(admin.page.getByTestId('directory-member').filter({ hasText: 'Morgan Member' })).toHaveCount(0);
  expect((await directoryNames(admin.context.request)).map((m) => m.fullName)).not.toContain('Morgan Member');
  expect(await directoryNames(admin.context.request, 'Morgan')).toEqual([]);
  await admin.context.close();
});

test('two members converse in a thread and the first is notified; Markdown is sanitized and XSS stays inert', async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(/status of 400/);
  await signInAs(page, 'member');
  await open(page, '/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await page.getByRole('button', { name: 'New thread' }).click();
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByText('Choose a topic space')).toBeVisible();
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Write something before posting')).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Backdoor Roth timing ${Date.now().toString(36)}`;
  await selectOption(page, 'Topic space', 'Investing & Retirement');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Message', { exact: true })
    .fill(
      [
        'When do you **convert**? See [the IRS](https://www.irs.gov).',
        '',
        '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        '',
        '[click me](javascript:window.__xss=3)',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByTestId('thread-title')).toHaveText(title);
  const opening = page.getByRole('article').first();
  await expect(opening.locator('strong')).toHaveText('convert');
  await expect(opening.getByRole('link', { name: 'the IRS' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  // The payloads show as text; nothing ran, no image or script element exists, the bad link has no href.
  await expect(opening).toContainText('<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>');
  expect(await opening.locator('img, script').count()).toBe(0);
  await expect(opening.getByText('click me')).not.toHaveAttribute('href', /.+/);
  await opening.getByText('click me').click();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const threadUrl = page.url();

  const admin = await contextAs(browser, 'admin');
  await open(admin.page, '/community');
  await admin.page.getByRole('button', { name: new RegExp(title) }).click();
  await admin.page.getByLabel('Your reply').fill('Convert in **January** so the pro-rata rule is clean.');
  await admin.page.getByRole('button', { name: 'Post reply' }).click();
  await expect(admin.page.getByText('Reply posted')).toBeVisible();
  await expect(admin.page.getByRole('article', { name: 'Post by Avery Admin' })).toContainText('Convert in January');
  await admin.page.screenshot({ path: `${SHOTS}/thread.png`, fullPage: true });

  await expectNotified(page.request, 'New reply to your thread', new RegExp(`Avery Admin replied to “${title}”`));
  await open(page, threadUrl);
  await expect(page.getByRole('article', { name: 'Post by Avery Admin' })).toContainText('Convert in January');
  // The member replies, then edits and deletes their own reply; they cannot edit the admin's.
  await page.getByLabel('Your reply').fill('Thanks, that helps.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  const mine = page.getByRole('article', { name: 'Post by Morgan Member' }).last();
  await expect(mine).toContainText('Thanks, that helps.');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your post').fill('Thanks, that _really_ helps.');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.locator('em')).toHaveText('really');
  await expect(mine).toContainText('edited');
  await expect(page.getByRole('article', { name: 'Post by Avery Admin' }).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Thanks, that really helps.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/thread-member.png`, fullPage: true });
  await admin.context.close();
});

test('a report reaches the admin queue, and hiding the post removes it for members', async ({ page, browser, allowConsole }) => {
  allowConsole(/status of 404/);
  const admin = await contextAs(browser, 'admin');
  const title = `Hot stock tips ${Date.now().toString(36)}`;
  const created = await admin.context.request.post('/api/community/threads', {
    data: { spaceId: 'general', title, body: 'Everyone should buy **XYZ** today.' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const { id: threadId } = (await created.json()) as { id: string };

  await signInAs(page, 'member');
  await open(page, `/community?thread=${threadId}`);
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Choose a reason')).toBeVisible();
  await page.getByRole('radio', { name: 'Personalized financial, legal or tax advice' }).click();
  await page.getByLabel('Details (optional)').fill('Tells everyone what to buy');
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks. A moderator will review this post.')).toBeVisible();
  await expect(page.getByText('Reported', { exact: true })).toBeVisible();
  // Members have no moderation tab, and its API refuses them.
  await expect(page.getByRole('tab', { name: 'Moderation' })).toHaveCount(0);
  expect((await page.request.get('/api/community/moderation')).status()).toBe(403);

  await open(admin.page, '/community?tab=moderation');
  const item = admin.page.getByTestId('queue-item').filter({ hasText: title });
  await expect(item).toContainText('Personalized financial, legal or tax advice from Morgan Member');
  await expect(item).toContainText('Tells everyone what to buy');
  await expectNoAxeViolations(admin.page);
  await admin.page.screenshot({ path: `${SHOTS}/moderation.png`, fullPage: true });
  await item.getByRole('button', { name: 'Hide post' }).click();
  await expect(admin.page.getByText('Post hidden')).toBeVisible();
  await expect(admin.page.getByRole('list', { name: 'Hidden posts' }).getByText(title)).toBeVisible();

  await open(page, '/community');
  await expect(page.getByRole('heading', { name: 'All discussions' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await open(page, `/community?thread=${threadId}`);
  await expect(page.getByText('Thread not found')).toBeVisible();
  expect((await page.request.get(`/api/community/threads/${threadId}`)).status()).toBe(404);

  // Restoring brings it back.
  await admin.page
    .getByRole('list', { name: 'Hidden posts' })
    .getByTestId('queue-item')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(admin.page.getByText('Post restored')).toBeVisible();
  await open(page, `/community?thread=${threadId}`);
  await expect(page.getByTestId('thread-title')).toHaveText(title);
  await admin.context.close();
});

test('a suspended member can read but not post', async ({ page, browser, allowConsole }) => {
  allowConsole(/status of 403/);
  const admin = await contextAs(browser, 'admin');
  const me = (await (await page.context().request.get('/api/me')).json()) as { user: { id: string } | null };
  expect(me.user).toBeNull();
  await signInAs(page, 'member');
  const memberId = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  expect(
    (
      await admin.context.request.post(`/api/community/moderation/members/${memberId}/suspend`, {
        data: { reason: 'test' },
        headers: { origin: baseURL },
      })
    ).status(),
  ).toBe(200);
  await open(page, '/community');
  await expect(page.getByText('Posting suspended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New thread' })).toBeDisabled();
  const res = await page.request.post('/api/community/threads', {
    data: { spaceId: 'general', title: 'Let me in', body: 'x' },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(403);
  await open(admin.page, '/community?tab=moderation');
  await admin.page.getByRole('button', { name: 'Lift suspension of Morgan Member' }).click();
  await expect(admin.page.getByText('Suspension lifted')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'New thread' })).toBeEnabled();
  await admin.context.close();
});

test('a suggestion collects votes (one per member) and its status change notifies its author', async ({ page, browser, allowConsole }) => {
  allowConsole(/status of 400/);
  await signInAs(page, 'member');
  await open(page, '/submit-topic');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a topic' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit topic' }).click();
  await expect(page.getByText('Choose a category')).toBeVisible();
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Please add at least 20 characters of detail')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/submit-topic.png`, fullPage: true });
  const title = `Equity compensation at startups ${Date.now().toString(36)}`;
  await page.getByRole('radio', { name: 'Live session' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Details', { exact: true }).fill('How in-house counsel should think about ISOs, RSUs and 83(b) elections.');
  await page.getByRole('button', { name: 'Submit topic' }).click();
  await expect(page).toHaveURL(/\/suggestions$/);
  await expect(page.getByText('Thanks! Your topic was submitted.')).toBeVisible();
  const mine = page.getByTestId('suggestion').filter({ hasText: title });
  await expect(mine).toContainText('Proposed by you');
  await expect(mine.getByTestId('suggestion-status')).toHaveText('New');

  await mine.getByRole('button', { name: /^Vote for/ }).click();
  await expect(mine.getByTestId('vote-count')).toHaveText('1');
  const admin = await contextAs(browser, 'admin');
  await open(admin.page, '/suggestions');
  const theirs = admin.page.getByTestId('suggestion').filter({ hasText: title });
  await theirs.getByRole('button', { name: /^Vote for/ }).click();
  await expect(theirs.getByTestId('vote-count')).toHaveText('2');
  // One vote per member: the second click takes the vote back.
  await theirs.getByRole('button', { name: /^Remove your vote/ }).click();
  await expect(theirs.getByTestId('vote-count')).toHaveText('1');
  await theirs.getByRole('button', { name: /^Vote for/ }).click();
  await expect(theirs.getByTestId('vote-count')).toHaveText('2');
  // Voting twice through the API changes nothing.
  const id = (
    (await (await admin.context.request.get('/api/suggestions')).json()) as { suggestions: { id: string; title: string }[] }
  ).suggestions.find((s) => s.title === title)?.id;
  const again = await admin.context.request.put(`/api/suggestions/${id}/vote`, { headers: { origin: baseURL } });
  expect(((await again.json()) as { voteCount: number }).voteCount).toBe(2);

  // Members cannot set the status.
  await expect(mine.getByLabel('Set status')).toHaveCount(0);
  expect((await page.request.patch(`/api/suggestions/${id}/status`, { data: { status: 'planned' }, headers: { origin: baseURL } })).status()).toBe(
    403,
  );
  await theirs.getByLabel('Set status').click();
  await admin.page.getByRole('option', { name: 'Planned', exact: true }).click();
  await expect(admin.page.getByText('Status set to Planned. The proposer was notified.')).toBeVisible();
  await expect(theirs.getByTestId('suggestion-status')).toHaveText('Planned');
  await expectNoAxeViolations(admin.page);
  await admin.page.screenshot({ path: `${SHOTS}/suggestions-admin.png`, fullPage: true });

  await expectNotified(page.request, 'Your suggestion is planned', new RegExp(`“${title}” is on our plan`));
  await page.reload();
  await expect(mine.getByTestId('suggestion-status')).toHaveText('Planned');
  await expect(mine.getByTestId('vote-count')).toHaveText('2');
  await admin.context.close();
});

test.describe('route access and API answers', () => {
  const PAGES = ['/community', '/suggestions', '/submit-topic'];
  const API: [string, string][] = [
    ['GET', '/api/community/members'],
    ['GET', '/api/community/threads'],
    ['POST', '/api/community/threads'],
    ['GET', '/api/suggestions'],
    ['POST', '/api/suggestions'],
    ['GET', '/api/community/moderation'],
  ];
  const send = (request: APIRequestContext, method: string, path: string) =>
    request.fetch(path, { method, headers: { origin: baseURL }, ...(method === 'POST' ? { data: {} } : {}) });

  test('visitors go to /auth and get 401', async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(signInUrl(path), { timeout: 90_000 });
    }
    for (const [method, path] of API) expect((await send(page.request, method, path)).status(), `${method} ${path}`).toBe(401);
  });

  test('signed-in non-members go to /membership and get 403', async ({ page, allowConsole }) => {
    allowConsole(/status of 403/);
    await signInAs(page, 'visitor');
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/membership$/, { timeout: 90_000 });
    }
    for (const [method, path] of API) expect((await send(page.request, method, path)).status(), `${method} ${path}`).toBe(403);
  });

  test('members and admins open every page; only admins see moderation', async ({ page, browser, allowConsole }) => {
    allowConsole(/^$/);
    await signInAs(page, 'member');
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`), { timeout: 90_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await open(page, '/community?tab=moderation');
    await expect(page.getByRole('tab', { name: 'Discussions', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Moderation queue' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/community-member.png`, fullPage: true });
    const admin = await contextAs(browser, 'admin');
    for (const path of PAGES) {
      await admin.page.goto(path);
      await expect(admin.page, path).toHaveURL(new RegExp(`${path}$`), { timeout: 90_000 });
    }
    await open(admin.page, '/community?tab=moderation');
    await expect(admin.page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
    await admin.context.close();
  });
});

test('paging: the threads past the first page load with "Load more threads", none lost or repeated', async ({ page }) => {
  await signInAs(page, 'member');
  const tag = `pg${Date.now().toString(36)}`;
  // Two more threads than a page holds, posted as fast as the server takes them.
  const posted = await Promise.all(
    Array.from({ length: 32 }, (_, i) =>
      page.request.post('/api/community/threads', {
        data: { spaceId: 'general', title: `Paging ${tag} number ${i + 1}`, body: `Thread ${i + 1} of the paging check.` },
        headers: { origin: baseURL },
      }),
    ),
  );
  for (const res of posted) expect(res.status()).toBe(201);
  await open(page, '/community');
  await page.getByLabel('Search threads').fill(tag);
  const rows = page.getByRole('list', { name: 'Threads' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await page.getByRole('button', { name: 'Load more threads' }).click();
  await expect(rows).toHaveCount(32);
  await expect(page.getByRole('button', { name: 'Load more threads' })).toHaveCount(0);
  const titles = await rows.getByText(/^Paging /).allTextContents();
  expect(new Set(titles).size).toBe(32);
  await expectNoAxeViolations(page);
});

test('follow, @mention with autocomplete and a reaction: the mention arrives live', async ({ page, browser }) => {
  await signInAs(page, 'member');
  // Mentions reach members listed in the directory only.
  expect((await page.request.patch('/api/profile', { data: { directoryVisibility: 'members' }, headers: { origin: baseURL } })).status()).toBe(200);
  const admin = await contextAs(browser, 'admin');
  const title = `Ask me anything ${Date.now().toString(36)}`;
  const created = await admin.context.request.post('/api/community/threads', {
    data: { spaceId: 'general', title, body: 'Questions welcome.' },
    headers: { origin: baseURL },
  });
  const { id: threadId } = (await created.json()) as { id: string };

  await open(page, `/community?thread=${threadId}`);
  const follow = page.getByRole('button', { name: 'Follow thread' });
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('notification-bell-desktop')).toHaveAttribute('data-live', 'open');

  await open(admin.page, `/community?thread=${threadId}`);
  const reply = admin.page.getByLabel('Your reply');
  await reply.fill('Good question, @Morg');
  const option = admin.page.getByRole('option', { name: /Morgan Member/ });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await reply.press('Enter');
  await expect(reply).toHaveValue(/^Good question, @\[Morgan Member\]\(member:[\w-]+\) $/);
  await reply.pressSequentially('see the guide.');
  await admin.page.getByRole('button', { name: 'Post reply' }).click();
  await expect(admin.page.getByText('Reply posted')).toBeVisible();
  await expect(admin.page.getByRole('article').last().locator('strong')).toHaveText('@Morgan Member');

  // Live, without a reload: the mention (not a second "new reply" notice) as a toast.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'You were mentioned' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);

  await page.reload();
  const post = page.getByRole('article').last();
  await post.getByRole('button', { name: /^Like: 0 reactions/ }).click();
  await expect(post.getByRole('button', { name: 'Like: 1 reaction, including yours' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('article').last().getByRole('button', { name: 'Like: 1 reaction, including yours' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/conversation-member.png`, fullPage: true });
  await admin.context.close();
});
