import { ROUTES, routeDescription, signInPath, VIDEO_EMBED_ORIGINS } from '@awc/domain';
import { grantAdmin } from './two-factor-helpers.ts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { escapeHtml } from '../src/lib/html.ts';
import { jsonBody } from '../src/lib/validate.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const EchoSchema = z.object({ name: z.string().min(2, 'Name is too short'), years: z.number().int().max(40, 'Must be 40 years or less') });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.post('/api/test/echo', jsonBody(EchoSchema), (c) => c.json(c.req.valid('json')));
        app.get('/api/test/boom', () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
        app.get('/api/test/conflict', () => {
          throw new AppError('CONFLICT', 'Already there.');
        });
      },
    },
  );
});
afterAll(() => t.close());

const expectErrorBody = async (res: Response, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  return body;
};

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('pings the database once for a burst of checks, and never caches a failure', async () => {
    const app = await createTestApp();
    const realPing = app.database.ping.bind(app.database);
    let pings = 0;
    let failing = true;
    app.database.ping = async () => {
      pings++;
      if (failing) throw new Error('database down');
      return realPing();
    };
    try {
      // Down: every check asks again and says so.
      expect((await app.request('/api/health')).status).toBe(503);
      expect((await app.request('/api/health')).status).toBe(503);
      expect(pings).toBe(2);
      // Back: the next check sees it at once; a burst after it shares that one ping.
      failing = false;
      const burst = await Promise.all(Array.from({ length: 20 }, () => app.request('/api/health')));
      expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(pings).toBe(3);
    } finally {
      await app.close();
    }
  });
});

describe('the one API error contract', () => {
  it('unknown API paths get a JSON 404', async () => {
    await expectErrorBody(await t.request('/api/does-not-exist'), 404, 'NOT_FOUND');
    await expectErrorBody(await t.request('/api/does-not-exist', { method: 'POST', json: {} }), 404, 'NOT_FOUND');
  });

  it('schema failures are 400 with the schema’s messages per field', async () => {
    const body = await expectErrorBody(
      await t.request('/api/test/echo', { method: 'POST', json: { name: 'A', years: 41 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fieldErrors).toEqual({ name: ['Name is too short'], years: ['Must be 40 years or less'] });
  });

  it('a valid body passes through', async () => {
    const res = await t.request('/api/test/echo', { method: 'POST', json: { name: 'Ada', years: 3 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', years: 3 });
  });

  it('malformed JSON is 400, a non-JSON body 415, an oversized body 413', async () => {
    await expectErrorBody(
      await t.request('/api/test/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }),
      400,
      'BAD_REQUEST',
    );
    await expectErrorBody(
      await t.request('/api/test/echo', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'name=x' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const huge = JSON.stringify({ name: 'x'.repeat(300 * 1024), years: 1 });
    await expectErrorBody(
      await t.request('/api/test/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('an unexpected error is a 500 that leaks nothing', async () => {
    const res = await t.request('/api/test/boom');
    const text = await res.clone().text();
    await expectErrorBody(res, 500, 'INTERNAL');
    expect(text).not.toMatch(/secret|\/srv|at |stack/i);
  });

  it('AppError codes map to their status', async () => {
    const body = await expectErrorBody(await t.request('/api/test/conflict'), 409, 'CONFLICT');
    expect(body.message).toBe('Already there.');
  });

  it('answers with camelCase JSON and no-store caching', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.request('/api/test/echo', { method: 'POST', headers: { origin: 'https://evil.example' }, json: { name: 'Ada', years: 3 } });
    await expectErrorBody(res, 403, 'FORBIDDEN');
  });
  it('refuses a cross-site request that only carries Sec-Fetch-Site', async () => {
    const res = await t.app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', years: 3 }),
    });
    await expectErrorBody(res, 403, 'FORBIDDEN');
  });
  it('accepts same-origin requests', async () => {
    const res = await t.app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', years: 3 }),
    });
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/', '/nope', '/sitemap.xml', '/privacy-policy'])('are on %s', async (path) => {
    const res = await t.request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://lh3.googleusercontent.com');
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    // HSTS only in production.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('frame exactly the video players hub items embed, and nothing else (decision 348)', async () => {
    const csp = (await t.request('/content')).headers.get('content-security-policy') ?? '';
    const frameSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src '));
    expect(frameSrc?.split(/\s+/).slice(1).sort()).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    expect([...VIDEO_EMBED_ORIGINS].sort()).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('pages', () => {
  // An admin passes every guard, so every page of the table is served to them.
  let admin = '';
  beforeAll(async () => {
    admin = await createVerifiedUser(t, 'pages-admin@example.com');
    const { user } = await me(t, admin);
    await grantAdmin(t, user?.id ?? '');
  });

  it('every path of the route table gets the HTML with its own title and description', async () => {
    for (const route of ROUTES) {
      // Parameterised pages answer 404 for a slug that does not exist: their suites (blog.test.ts) cover them.
      if (route.path.includes(':')) continue;
      const path = route.path;
      if (['signed-in', 'member', 'admin'].includes(route.group)) {
        // A visitor is sent to sign in by the server, told where to return.
        const visitor = await t.request(path);
        expect(visitor.status, path).toBe(302);
        expect(visitor.headers.get('location'), path).toBe(signInPath({ pathname: path }));
      }
      const res = await t.request(path, { headers: { cookie: admin } });
      if (route.redirectTo) {
        expect(res.status, path).toBe(301);
        expect(res.headers.get('location')).toBe(route.redirectTo);
        continue;
      }
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      if (route.path !== '/')
        expect(html, path).toContain(`<title>${route.title.replace(/&/g, '&amp;').replace(/’/g, '’')} | Attorney Wealth Collective</title>`);
      expect(html, path).toContain(`<meta name="description" content="${escapeHtml(routeDescription(route))}">`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(`<meta property="og:url" content="http://localhost:3000${route.canonical ?? path}">`);
    }
  });

  it('an unknown path gets the not-found page with status 404', async () => {
    for (const path of ['/nope', '/about/extra', '/ABOUT', '/tools/unknown']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Page not found | Attorney Wealth Collective</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('redirects /privacy-policy to /privacy, keeping the query', async () => {
    const res = await t.request('/privacy-policy?ref=footer');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/privacy?ref=footer');
  });

  it('gives aliases their primary page as canonical URL', async () => {
    const html = await (await t.request('/tools/emergency-fund-calculator', { headers: { cookie: admin } })).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/tools/emergency-fund">');
  });

  it('marks pages that are not public as noindex and tells the app that dev pages exist', async () => {
    const html = await (await t.request('/dev/mailbox')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="awc-dev-routes" content="on">');
    const home = await (await t.request('/')).text();
    expect(home).not.toContain('noindex');
  });

  it('escapes values placed in the head', async () => {
    const html = await (await t.request('/?q=%3Cscript%3E')).text();
    expect(html).not.toContain('<script>');
  });
});

describe('sitemap and robots', () => {
  it('lists every public page of the table and nothing private', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    for (const r of ROUTES.filter((x) => x.sitemap)) expect(xml).toContain(`<loc>http://localhost:3000${r.path === '/' ? '/' : r.path}</loc>`);
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('/admin/');
    expect(xml).not.toContain(':slug');
  });
  it('robots.txt points to the sitemap', async () => {
    expect(await (await t.request('/robots.txt')).text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) });
  });
  afterAll(() => prod.close());

  it('hides development pages (404) and sends HSTS', async () => {
    for (const path of ['/dev/mailbox', '/debug/practice-area']) expect((await prod.request(path)).status).toBe(404);
    const res = await prod.request('/');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(await res.text()).not.toContain('awc-dev-routes');
  });
});

describe('database unavailable', () => {
  it('answers 503 with Retry-After, not a stack trace', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).not.toMatch(/pglite|pool|ECONN/i);
  });
});
