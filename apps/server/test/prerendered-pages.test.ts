import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_NAME } from '@awc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/auth/auth.ts';
import { loadEnv } from '../src/env.ts';
import { signedInHint } from '../src/web/prerendered.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Serving the prerendered public pages (decision 290), against a web build laid out as
 * scripts/prerender.mjs writes it: index.html (the empty shell) and prerendered/ (manifest and
 * pages). The browser journey e2e/prerendered-pages.spec.ts checks the real build.
 */
const HERO = 'Financial clarity for the practice of your life';
const shell = (root: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Attorney Wealth Collective</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    ${root}
  </body>
</html>
`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-prerendered-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell('<div id="root"></div>'));
  fs.mkdirSync(path.join(dist, 'prerendered/tools'), { recursive: true });
  const page = (p: string, heading: string) =>
    shell(`<div id="root" data-prerendered="${p}"><header><a href="/auth">Log In</a></header><main><h1 id="hero-title">${heading}</h1></main></div>`);
  fs.writeFileSync(path.join(dist, 'prerendered/index.html'), page('/', HERO));
  fs.writeFileSync(path.join(dist, 'prerendered/membership.html'), page('/membership', 'Membership'));
  fs.writeFileSync(
    path.join(dist, 'prerendered/tools/debt-investment-calculator.html'),
    page('/tools/debt-investment-calculator', 'Debt vs. Invest Calculator'),
  );
  fs.writeFileSync(
    path.join(dist, 'prerendered/manifest.json'),
    JSON.stringify({
      '/': 'index.html',
      '/membership': 'membership.html',
      '/tools/debt-investment-calculator': 'tools/debt-investment-calculator.html',
    }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? null;

describe('prerendered public pages', () => {
  it('GET / answers the home page’s HTML with the hero heading inside #root, and its own head', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(rootOf(html)).toContain(`<h1 id="hero-title">${HERO}</h1>`);
    expect(html).toContain('<div id="root" data-prerendered="/">');
    // The per-page head is still the server's: one title, the description, Open Graph.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${PRODUCT_NAME}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/">');
    expect(html).not.toContain('<!--app-head-->');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves each prerendered page at its path (a trailing slash too) with its title', async () => {
    const res = await t.request('/membership/');
    const html = await res.text();
    expect(rootOf(html)).toContain('<h1 id="hero-title">Membership</h1>');
    expect(html).toContain(`<title>Membership | ${PRODUCT_NAME}</title>`);
  });

  it('keeps the prerendered page for campaign parameters, and sends the empty shell when the query can change the page', async () => {
    expect(rootOf(await (await t.request('/?utm_source=newsletter&utm_medium=email&gclid=1')).text())).toContain(HERO);
    const withInputs = await t.request('/tools/debt-investment-calculator?federalLoanBalance=90000');
    expect(withInputs.status).toBe(200);
    expect(rootOf(await withInputs.text())).toBe('');
    expect(rootOf(await (await t.request('/?utm_source=x&tab=billing')).text())).toBe('');
  });

  it('sends the empty shell for pages that are not prerendered, and for unknown paths', async () => {
    // (A visitor never gets a signed-in page's shell: the server sends them to sign in, decision 322.)
    for (const p of ['/auth', '/dev/mailbox', '/blog/some-post']) expect(rootOf(await (await t.request(p)).text()), p).toBe('');
    expect((await t.request('/dashboard')).status).toBe(302);
    const missing = await t.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(rootOf(await missing.text())).toBe('');
  });

  it('marks the page when a session cookie comes with it, so the header hides "Log In" until the app knows the session', async () => {
    const signedIn = await t.request('/', { headers: { cookie: 'theme=dark; awc.session_token=abc.def' } });
    expect(await signedIn.text()).toContain('<html data-signed-in-hint lang="en">');
    expect(signedIn.headers.get('vary')).toMatch(/Cookie/);
    const visitor = await t.request('/', { headers: { cookie: 'theme=dark' } });
    expect(await visitor.text()).toContain('<html lang="en">');
    // The hint is for prerendered pages only; the shell renders the header from the session itself.
    expect(await (await t.request('/auth', { headers: { cookie: 'awc.session_token=abc' } })).text()).not.toContain('data-signed-in-hint');
  });

  it('looks for the cookie the server sets: __Host- prefixed in production, and no other', () => {
    const html = '<html lang="en"><body></body></html>';
    const production = signedInHint(
      sessionCookieName(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://example.com' })),
    );
    expect(production(html, '__Host-awc.session_token=abc.def')).toContain('data-signed-in-hint');
    expect(production(html, 'awc.session_token=abc.def')).not.toContain('data-signed-in-hint');
    expect(production(html, 'x__Host-awc.session_token=abc')).not.toContain('data-signed-in-hint');
    expect(production(html, '__Host-awc.session_token=')).not.toContain('data-signed-in-hint');
  });
});
