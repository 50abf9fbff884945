import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helpers.ts';
import { createProductionApp } from './harness.ts';

/**
 * Issue 17 item 7: the 500 of `/api/blog/posts` carried `Cache-Control: public, max-age=60`
 * because the header was set before the query ran. Only successful answers may be cacheable.
 */
describe('error answers are never cacheable (production settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProductionApp();
  });
  afterAll(() => t.close());

  it('a failing query behind a public route answers without a public Cache-Control', async () => {
    const ok = await t.request('/api/blog/posts');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=60');
    // The table goes away under the running app, as a failed query would.
    await t.database.db.execute(sql`alter table posts rename to posts_gone`);
    try {
      const res = await t.request('/api/blog/posts?q=tax');
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await t.database.db.execute(sql`alter table posts_gone rename to posts`);
    }
  });

  it('refusals of public routes are not cacheable either', async () => {
    for (const path of ['/api/glossary/no-such-term', '/api/blog/posts/no-such-post', '/api/blog/posts?page=-4', '/robots.txt?x=%00']) {
      const res = await t.request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
