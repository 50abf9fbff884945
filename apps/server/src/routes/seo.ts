import { isGroupEnabled, ROUTES } from '@awc/domain';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../types.ts';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** /sitemap.xml (every public page of the route table plus what features contribute) and /robots.txt. */
export const seoRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const base = deps.env.PUBLIC_URL;
      const entries: { path: string; lastModified?: Date }[] = ROUTES.filter((r) => r.sitemap && isGroupEnabled(r.group, deps.env.NODE_ENV)).map(
        (r) => ({ path: r.path }),
      );
      for (const source of deps.sitemapSources) entries.push(...(await source(deps)));
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map(
          (e) => `  <url><loc>${xmlEscape(base + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(body);
    })
    .get('/robots.txt', (c) => {
      const lines = [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /dev/',
        'Disallow: /debug/',
        `Sitemap: ${deps.env.PUBLIC_URL}/sitemap.xml`,
        '',
      ];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(lines.join('\n'));
    });
