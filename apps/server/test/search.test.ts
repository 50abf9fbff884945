import type { SearchResponse, SearchResult } from '@awc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, communityThreads, contentItems, posts, subscribers } from '../src/db/schema/index.ts';
import { seedBlogPosts } from '../src/db/seed/blog-posts.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Search (decision 341) through the API, as a visitor, a signed-in non-member and a member. */

let t: TestApp;
let member = '';
let nonMember = '';

const find = async (q: string, cookie = ''): Promise<SearchResponse> => {
  const res = await t.request(`/api/search?q=${encodeURIComponent(q)}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, q).toBe(200);
  return (await res.json()) as SearchResponse;
};
const text = (r: SearchResult) => `${r.title.map((s) => s.text).join('')} ${r.snippet.map((s) => s.text).join('')}`;
const hits = (r: SearchResult) => [...r.title, ...r.snippet].filter((s) => s.hit).map((s) => s.text.toLowerCase());

beforeAll(async () => {
  t = await createTestApp();
  await seedBlogPosts(t.deps);
  member = await createVerifiedUser(t, 'member@example.com', 'Passw0rdOk', { firstName: 'Mia', lastName: 'Member' });
  nonMember = await createVerifiedUser(t, 'plain@example.com', 'Passw0rdOk', { firstName: 'Pat', lastName: 'Plain' });
  const memberId = (await me(t, member)).user?.id as string;
  await t.database.db.insert(subscribers).values({ userId: memberId, plan: 'monthly', status: 'active', currentPeriodEnd: null, provider: 'test' });
  const db = t.database.db;
  await db.insert(contentItems).values([
    {
      id: 'hub-1',
      title: 'Zebracorn budgeting lesson',
      summary: 'A members-only zebracorn guide.',
      body: 'Budget like a zebracorn.',
      kind: 'article',
      category: 'budgeting',
    },
    { id: 'hub-2', title: 'Draft zebracorn', summary: 'Not published.', body: 'zebracorn', kind: 'article', category: 'budgeting', published: false },
  ]);
  await db.insert(communityThreads).values([
    { id: 'th-1', spaceId: 'general', authorId: memberId, title: 'Zebracorn refinancing question' },
    { id: 'th-2', spaceId: 'general', authorId: memberId, title: 'A hidden zebracorn thread' },
  ]);
  await db.insert(communityPosts).values([
    { id: 'po-1', threadId: 'th-1', authorId: memberId, isOpening: true, body: 'Should I refinance? <script>alert(1)</script>', bodyHtml: '' },
    { id: 'po-2', threadId: 'th-1', authorId: memberId, body: 'I refinanced my **zebracorn** loans last year.', bodyHtml: '' },
    { id: 'po-3', threadId: 'th-1', authorId: memberId, body: 'Hidden zebracorn reply', bodyHtml: '', status: 'hidden' },
    { id: 'po-4', threadId: 'th-2', authorId: memberId, isOpening: true, body: 'zebracorn', bodyHtml: '', status: 'hidden' },
  ]);
  await db.insert(posts).values({
    id: 'bp-members',
    slug: 'zebracorn-members-post',
    title: 'Zebracorn secrets for members',
    excerpt: 'Only members read this zebracorn post.',
    body: 'Members-only zebracorn body.',
    author: 'AWC',
    visibility: 'members',
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => t.close());

describe('search', () => {
  it('finds blog posts, glossary terms and FAQ answers for a visitor, ranked, with highlighted words', async () => {
    const { results } = await find('student loans');
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.kind === 'post')).toBe(true);
    expect(results.every((r) => !r.membersOnly)).toBe(true);
    // Stemming: "loans" matches "loan" and is marked in the snippet.
    expect(results.flatMap(hits).some((h) => h.startsWith('loan'))).toBe(true);
    const glossary = await find('PSLF');
    expect(glossary.results.some((r) => r.kind === 'glossary' && r.url.startsWith('/glossary/'))).toBe(true);
    const faq = await find('cancel membership');
    expect(faq.results.some((r) => r.kind === 'faq' && r.url.startsWith('/faq#'))).toBe(true);
  });

  it('never shows a members-only item to a visitor or a signed-in non-member', async () => {
    for (const cookie of ['', nonMember]) {
      const { results } = await find('zebracorn', cookie);
      expect(results).toEqual([]);
    }
  });

  it('shows members the hub, threads and replies they may read, and nothing hidden or unpublished', async () => {
    const { results } = await find('zebracorn', member);
    const urls = results.map((r) => r.url).sort();
    expect(urls).toEqual(
      ['/blog/zebracorn-members-post', '/community?thread=th-1', '/community?thread=th-1#post-po-2', '/content?item=hub-1'].sort(),
    );
    expect(results.every((r) => r.membersOnly)).toBe(true);
    // Titles rank above bodies: the hub item and the thread (title hits) come before the reply.
    expect(results.findIndex((r) => r.kind === 'reply')).toBeGreaterThan(results.findIndex((r) => r.kind === 'content'));
    const reply = results.find((r) => r.kind === 'reply') as SearchResult;
    expect(text(reply)).toContain('refinanced my zebracorn loans');
    expect(hits(reply)).toContain('zebracorn');
  });

  it('returns snippets as plain text segments, never markup', async () => {
    const { results } = await find('refinance', member);
    const thread = results.find((r) => r.kind === 'thread') as SearchResult;
    expect(thread).toBeDefined();
    // The text is data for the page to escape; the server adds no HTML of its own.
    expect(JSON.stringify(results)).not.toContain('<mark');
    for (const r of results) for (const s of [...r.title, ...r.snippet]) expect(s.text.includes('\u0001') || s.text.includes('\u0002')).toBe(false);
  });

  it('answers 200 to input of any length or syntax', async () => {
    const inputs = [
      '',
      '   ',
      'the and of',
      '"unterminated',
      '-',
      'a & b | !c :* (d',
      "'); drop table posts; --",
      '\\',
      '%_%',
      'x'.repeat(5000),
      '<script>alert(1)</script>',
      '😀 ümlaut 中文',
      'or or or -- "" ""',
    ];
    for (const q of inputs) await find(q, member);
    const repeated = await t.request('/api/search?q=a&q=b');
    expect(repeated.status).toBe(200);
    expect((await find('')).results).toEqual([]);
  });
});
