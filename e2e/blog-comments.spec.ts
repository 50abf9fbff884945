import { expect as baseExpect, expectNoAxeViolations, readyOnNavigation, test } from './fixtures.ts';
import { signInAs } from './helpers.ts';

// Blog comments (issue 22 item 4, decision 345): members comment, a moderator approves.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('a member’s blog comment goes through moderation, then everyone sees it', async ({ page, browser }) => {
  const list = (await (await page.request.get('/api/blog/posts')).json()) as { posts: { slug: string; title: string }[] };
  const post = list.posts[0] as { slug: string; title: string };
  const text = `Useful, thank you ${Date.now().toString(36)}`;

  await signInAs(page, 'member');
  await page.goto(`/blog/${post.slug}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Write a comment before posting')).toBeVisible();
  await page.getByLabel('Add a comment').fill(`${text} **bold** <img src=x onerror=alert(1)>`);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Thanks. Your comment will appear once a moderator approves it.')).toBeVisible();
  const mine = page.getByTestId('blog-comment').filter({ hasText: text });
  await expect(mine).toContainText('Waiting for approval');
  await expect(mine.locator('strong')).toHaveText('bold');
  await expect(mine.locator('img')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const admin = await browser.newContext();
  await signInAs(admin, 'admin');
  // Ready on navigation, so the moderation click reaches a hydrated page (see learning-path.spec.ts).
  const adminPage = readyOnNavigation(await admin.newPage());
  await adminPage.goto(`/blog/${post.slug}`);
  await expect(adminPage.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(adminPage.getByTestId('blog-comment').filter({ hasText: text })).toHaveCount(0);
  await adminPage.goto('/community?tab=moderation');
  const pending = adminPage.getByTestId('pending-comment').filter({ hasText: text });
  await expect(pending).toContainText(post.title);
  await expectNoAxeViolations(adminPage);
  await pending.getByRole('button', { name: 'Approve the comment by Morgan Member' }).click();
  await expect(adminPage.getByText('Comment approved')).toBeVisible();
  await expect(adminPage.getByTestId('pending-comment').filter({ hasText: text })).toHaveCount(0);
  await adminPage.goto(`/blog/${post.slug}`);
  const approved = adminPage.getByTestId('blog-comment').filter({ hasText: text });
  await expect(approved).toBeVisible();
  await expect(approved).not.toContainText('Waiting for approval');
  await admin.close();

  await page.reload();
  await expect(comments.getByTestId('blog-comment').filter({ hasText: text })).not.toContainText('Waiting for approval');
});
