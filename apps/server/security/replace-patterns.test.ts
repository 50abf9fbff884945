import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPostsFromFiles } from '../src/services/blog/posts.ts';
import type { TestApp } from '../test/helpers.ts';
import { createProductionApp } from './harness.ts';

/**
 * Issue 17 item 8: a post title with `$'`, `` $` `` or `$&` went through `String.replace` as a
 * replacement string and produced a page with five <html> elements. The server-rendered head
 * must carry the title as written.
 */
describe('$ patterns in user text on server-rendered pages (production settings)', () => {
  let t: TestApp;
  const titles = ["Save $' early", 'Taxes $` and more', 'Match $& all of it', 'Dollars $$ and $1'];
  beforeAll(async () => {
    t = await createProductionApp();
    await seedPostsFromFiles(
      t.deps,
      titles.map((title, i) => ({
        slug: `dollar-pattern-${i}`,
        title,
        excerpt: `An excerpt with ${title}`,
        tags: ['taxes'],
        author: 'Editor',
        publishedAt: '2026-01-05T00:00:00.000Z',
        membersOnly: false,
        body: 'Body text.',
      })),
    );
  });
  afterAll(() => t.close());

  it('renders one document whose title and description are the text as written', async () => {
    for (const [i, title] of titles.entries()) {
      const res = await t.request(`/blog/dollar-pattern-${i}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.match(/<html[\s>]/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
      expect(html).toContain(`<title>${escaped} | `);
      expect(html).toContain(`content="An excerpt with ${escaped}"`);
    }
  });
});
