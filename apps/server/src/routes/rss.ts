import { PRODUCT_NAME } from '@awc/domain';
import { Hono } from 'hono';
import { feedPosts } from '../services/blog/posts.ts';
import type { AppEnv, Deps } from '../types.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** /rss.xml: RSS 2.0 of the newest published posts (members-only ones with their excerpt only, like every item). */
export const rssRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/rss.xml', async (c) => {
    const base = deps.env.PUBLIC_URL;
    const items = await feedPosts(deps.database.db);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${xml(`${PRODUCT_NAME} Blog`)}</title>`,
      `<link>${xml(`${base}/blog`)}</link>`,
      `<atom:link href="${xml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      '<description>Articles on student loans, PSLF, BigLaw compensation, taxes, insurance and investing for attorneys.</description>',
      '<language>en-us</language>',
      items[0]?.publishedAt ? `<lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>` : '',
      ...items.map((p) =>
        [
          '<item>',
          `<title>${xml(p.title)}</title>`,
          `<link>${xml(`${base}/blog/${p.slug}`)}</link>`,
          `<guid isPermaLink="true">${xml(`${base}/blog/${p.slug}`)}</guid>`,
          `<description>${xml(p.excerpt)}</description>`,
          p.publishedAt ? `<pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>` : '',
          ...p.tags.map((t) => `<category>${xml(t)}</category>`),
          '</item>',
        ]
          .filter(Boolean)
          .join(''),
      ),
      '</channel>',
      '</rss>',
      '',
    ]
      .filter(Boolean)
      .join('\n');
    c.header('Content-Type', 'application/rss+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(body);
  });
