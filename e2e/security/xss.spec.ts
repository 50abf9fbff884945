import type { Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../../apps/server/security/xss-payloads.ts';
import { renderEmail } from '../../apps/server/src/mail/layout.ts';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from '../fixtures.ts';
import { DEMO, signInAs } from '../helpers.ts';

/**
 * The stored-XSS corpus through every user-writable text that others see, executed in Chromium.
 * Two independent checks per page: nothing ran (`window.__xss`, no dialog), and nothing was
 * injected as markup (no element carries an `on…` handler or a `javascript:` URL, no extra
 * script) — the second matters because our CSP would stop execution even if escaping failed,
 * and the CSP is a second line, not the first. Where the text is shown, it is shown literally.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const injected = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss) found.push('window.__xss set');
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
        if (/^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value) && /^(href|src|action|formaction|data|xlink:href|srcdoc)$/i.test(attr.name))
          found.push(`<${el.tagName.toLowerCase()} ${attr.name}=${attr.value.slice(0, 30)}>`);
      }
      // JSON data blocks are never run: the structured data and the server-rendered page's state
      // for the browser's caches (decision 320).
      if (
        el.tagName === 'SCRIPT' &&
        !(el as HTMLScriptElement).src &&
        !['application/ld+json', 'application/json'].includes((el as HTMLScriptElement).type)
      )
        found.push('inline <script>');
      if (el.tagName === 'IFRAME' && (el as HTMLIFrameElement).srcdoc) found.push('iframe srcdoc');
    }
    return found;
  });

const watchDialogs = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
};

test('the corpus has at least 100 payloads', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
});

test('emails: every payload in every text slot renders as text and never runs', async ({ page }) => {
  const dialogs = watchDialogs(page);
  for (const payload of XSS_PAYLOADS) {
    const email = renderEmail({
      subject: payload,
      heading: payload,
      blocks: [
        { kind: 'p', text: payload },
        { kind: 'list', items: [payload] },
        { kind: 'button', label: payload, url: `https://awc.example/x?q=${encodeURIComponent(payload)}` },
      ],
    });
    // setContent: a blank page with no CSP, so this checks the escaping alone.
    // setContent returns after the load event, which waits for every image to load or fail, so
    // an onerror payload has had its chance to run.
    await page.setContent(email.html);
    expect(await injected(page), payload).toEqual([]);
    expect(await page.locator('h1').textContent(), payload).toBe(payload);
  }
  expect(dialogs).toEqual([]);
});

test('profile names and headline: shown literally on the pages that display them', async ({ page, allowConsole }) => {
  allowConsole(/Content Security Policy|status of 400/);
  const dialogs = watchDialogs(page);
  await signInAs(page, DEMO.visitor);
  let stored = 0;
  for (const payload of XSS_PAYLOADS) {
    const res = await page.request.patch('/api/profile', {
      data: { firstName: payload.slice(0, 80), headline: payload },
      headers: { origin: baseURL },
    });
    if (res.status() === 400) continue; // longer than the field allows: refused, so never shown
    expect(res.status(), payload).toBe(200);
    stored += 1;
    await page.goto('/account');
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(payload.replace(/[\r\n]/g, ''), { timeout: 60_000 }); // a one-line input drops line breaks
    expect(await injected(page), payload).toEqual([]);
  }
  expect(stored).toBeGreaterThanOrEqual(100);
  expect(dialogs).toEqual([]);
});

const origin = { origin: baseURL };
const chunks = <T>(xs: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, i * size + size));

test('the member directory: a headline shown to other members', async ({ browser, allowConsole }) => {
  allowConsole(/Content Security Policy|status of 400/);
  const owner = await browser.newContext();
  const viewer = await browser.newContext();
  await signInAs(owner, DEMO.member);
  await signInAs(viewer, DEMO.admin);
  const page = await viewer.newPage();
  const dialogs = watchDialogs(page);
  let shown = 0;
  for (const payload of XSS_PAYLOADS) {
    const res = await owner.request.patch('/api/profile', { data: { headline: payload, directoryVisibility: 'members' }, headers: origin });
    if (res.status() === 400) continue;
    expect(res.status(), payload).toBe(200);
    await page.goto(`/community?tab=members&q=${encodeURIComponent('Morgan')}`);
    await expect(page.getByTestId('directory-member').filter({ hasText: payload }).first()).toBeVisible({ timeout: 60_000 });
    expect(await injected(page), payload).toEqual([]);
    shown += 1;
  }
  expect(shown).toBeGreaterThanOrEqual(100);
  expect(dialogs).toEqual([]);
  await owner.request.patch('/api/profile', { data: { headline: 'Senior associate', directoryVisibility: 'hidden' }, headers: origin });
  await owner.close();
  await viewer.close();
});

test('notifications: title and message, in the dropdown history page', async ({ browser }) => {
  const admin = await browser.newContext();
  await signInAs(admin, DEMO.admin);
  for (const payload of XSS_PAYLOADS) {
    const res = await admin.request.post('/api/admin/notifications', {
      data: { email: DEMO.visitor.email, title: payload.slice(0, 120), message: payload },
      headers: origin,
    });
    expect(res.status(), payload).toBeLessThan(300);
  }
  const viewer = await browser.newContext();
  await signInAs(viewer, DEMO.visitor);
  const page = await viewer.newPage();
  const dialogs = watchDialogs(page);
  await page.goto('/notifications');
  // Newest first: the last one sent heads the list.
  await expect(page.getByText(XSS_PAYLOADS.at(-1) as string).first()).toBeVisible({ timeout: 60_000 });
  // Load the whole history (50 per page).
  for (let i = 0; i < 4; i++) {
    const more = page.getByRole('button', { name: /load more/i });
    if (!(await more.isVisible())) break;
    const shown = await page.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  expect(await injected(page), 'notifications page').toEqual([]);
  expect(dialogs).toEqual([]);
  await admin.close();
  await viewer.close();
});

test('community posts: Markdown bodies and titles from one member, read by another', async ({ browser }) => {
  const author = await browser.newContext();
  await signInAs(author, DEMO.member);
  const created = await author.request.post('/api/community/threads', {
    data: { spaceId: 'general', title: `XSS corpus ${Date.now()}`, body: 'The corpus follows in replies.' },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id } = (await created.json()) as { id: string };
  for (const group of chunks(XSS_PAYLOADS, 10)) {
    const res = await author.request.post(`/api/community/threads/${id}/replies`, { data: { body: group.join('\n\n') }, headers: origin });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const reader = await browser.newContext();
  await signInAs(reader, DEMO.admin);
  const page = await reader.newPage();
  const dialogs = watchDialogs(page);
  await page.goto(`/community?thread=${id}`);
  await expect(page.getByText('The corpus follows in replies.')).toBeVisible({ timeout: 60_000 });
  // Every image has loaded or failed (onerror payloads had their chance) and nothing is pending.
  await page.waitForLoadState('networkidle');
  expect(await injected(page), 'thread view').toEqual([]);
  expect(dialogs).toEqual([]);
  await author.close();
  await reader.close();
});

test('blog comments: a member’s Markdown, in the moderation queue and on the post once approved (decision 345)', async ({ browser }) => {
  const author = await browser.newContext();
  await signInAs(author, DEMO.member);
  const list = (await (await author.request.get('/api/blog/posts')).json()) as { posts: { slug: string }[] };
  const slug = list.posts[0]?.slug as string;
  const ids: string[] = [];
  for (const group of chunks(XSS_PAYLOADS, 10)) {
    const res = await author.request.post(`/api/blog/posts/${slug}/comments`, { data: { body: group.join('\n\n') }, headers: origin });
    expect(res.status(), await res.text()).toBeLessThan(300);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const reader = await browser.newContext();
  await signInAs(reader, DEMO.admin);
  const page = await reader.newPage();
  const dialogs = watchDialogs(page);
  await page.goto('/community?tab=moderation');
  await expect(page.getByTestId('pending-comment').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  expect(await injected(page), 'moderation queue').toEqual([]);
  for (const id of ids)
    expect((await reader.request.post(`/api/community/moderation/comments/${id}/approve`, { headers: origin })).status()).toBe(200);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByTestId('blog-comment').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  expect(await injected(page), 'post comments').toEqual([]);
  expect(dialogs).toEqual([]);
  await author.close();
  await reader.close();
});

test('blog: an administrator’s Markdown, read by a visitor', async ({ browser }) => {
  const admin = await browser.newContext();
  await signInAs(admin, DEMO.admin);
  const slug = `xss-corpus-${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/admin/blog/posts', {
    data: {
      title: 'XSS corpus article',
      slug,
      excerpt: 'Every payload of the corpus, rendered through the Markdown pipeline.',
      tags: ['security'],
      body: `## The corpus\n\n${XSS_PAYLOADS.join('\n\n')}`,
      visibility: 'public',
      author: 'AWC Editorial Team',
      coverUrl: null,
      coverAlt: null,
    },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };
  const published = await admin.request.post(`/api/admin/blog/posts/${post.id}/status`, { data: { status: 'published' }, headers: origin });
  expect(published.status()).toBe(200);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const dialogs = watchDialogs(page);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'XSS corpus article' })).toBeVisible({ timeout: 60_000 });
  // Every image has loaded or failed (onerror payloads had their chance) and nothing is pending.
  await page.waitForLoadState('networkidle');
  expect(await injected(page), 'blog post').toEqual([]);
  expect(dialogs).toEqual([]);
  await admin.request.delete(`/api/admin/blog/posts/${post.id}`, { headers: origin });
  await admin.close();
  await visitor.close();
});

test('content hub items: an administrator’s Markdown bodies, each item page opened by a member (decisions 346, 348)', async ({ browser }) => {
  const admin = await browser.newContext();
  await signInAs(admin, DEMO.admin);
  const stamp = Date.now().toString(36);
  const items: { id: string; title: string }[] = [];
  for (const [n, group] of chunks(XSS_PAYLOADS, 10).entries()) {
    const title = `XSS corpus hub item ${n + 1} ${stamp}`;
    const res = await admin.request.post('/api/admin/content', {
      data: {
        title,
        summary: 'Ten payloads of the stored-XSS corpus in a Markdown body.',
        body: `## Payloads\n\n${group.join('\n\n')}`,
        kind: 'article',
        category: 'career',
        published: true,
      },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
    items.push({ id: ((await res.json()) as { item: { id: string } }).item.id, title });
  }
  const reader = await browser.newContext();
  await signInAs(reader, DEMO.member);
  const page = await reader.newPage();
  const dialogs = watchDialogs(page);
  for (const item of items) {
    await page.goto(`/content?item=${item.id}`);
    await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 3, name: /Payloads/ }).first()).toBeVisible();
    // Every image has loaded or failed (onerror payloads had their chance) and nothing is pending.
    await page.waitForLoadState('networkidle');
    expect(await injected(page), item.title).toEqual([]);
    // No author-written frame survives: a body's only frames are the players our renderer builds.
    expect(await page.locator('iframe').count(), item.title).toBe(0);
  }
  expect(dialogs).toEqual([]);
  for (const item of items) await admin.request.delete(`/api/admin/content/${item.id}`, { headers: origin });
  await admin.close();
  await reader.close();
});
