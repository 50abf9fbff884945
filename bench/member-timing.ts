// A signed-in page's first load in Chromium (no throttling), two web builds interleaved:
//   node --import tsx bench/member-timing.ts before=/tmp/dist-before after=apps/web/dist
//   env: BENCH_RUNS=7  BENCH_MEMBER_PAGES=/dashboard,/community  BENCH_PORT=4600
// Per run: time to the first byte, first contentful paint, largest contentful paint, API requests
// made until the network is idle, and the JavaScript downloaded (gzip). Medians per page and build. Lighthouse's simulated
// mobile figures are bench/pages-compare.ts's.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { median, ROOT, type Server, signedInContext, signInCookie, startServer } from './lib.ts';
import path from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGES = process.env.BENCH_MEMBER_PAGES ? process.env.BENCH_MEMBER_PAGES.split(',') : ['/dashboard', '/community', '/tools/net-worth'];
const builds = process.argv
  .slice(2)
  .filter((a) => a.includes('='))
  .map((a) => {
    const [label, dir] = a.split('=') as [string, string];
    return { label, dir: path.resolve(ROOT, dir) };
  });
if (builds.length === 0) throw new Error('usage: member-timing.ts label=distDir [label=distDir ...]');

type Run = { ttfb: number; fcp: number; lcp: number; api: number; jsKb: number };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const servers: { label: string; server: Server; cookie: string }[] = [];
const results: Record<string, Record<string, Run[]>> = {};
try {
  for (const b of builds) {
    const server = await startServer({ WEB_DIST_DIR: b.dir });
    servers.push({ label: b.label, server, cookie: await signInCookie(server.url, 'member@attorneywealth.test', 'DemoMember2026') });
    results[b.label] = {};
  }
  for (let i = 0; i < RUNS + 1; i++)
    for (const page of PAGES)
      for (const s of servers) {
        const context = await signedInContext(browser, s.server.url, s.cookie);
        const tab = await context.newPage();
        let api = 0;
        const js: Promise<number>[] = [];
        tab.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/')) api++;
        });
        tab.on('response', (r) => {
          if (r.request().resourceType() === 'script')
            js.push(
              r.body().then(
                (b) => zlib.gzipSync(b, { level: 9 }).length,
                () => 0,
              ),
            );
        });
        await tab.addInitScript(() => {
          const w = window as unknown as { lcp: number };
          w.lcp = 0;
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await tab.goto(`${s.server.url}${page}`, { waitUntil: 'networkidle' });
        await tab.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: 30_000 }).catch(() => {});
        await tab.waitForLoadState('networkidle');
        const t = await tab.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const w = window as unknown as { lcp: number };
          return { ttfb: nav.responseStart, fcp, lcp: w.lcp };
        });
        const jsKb = (await Promise.all(js)).reduce((a, b) => a + b, 0) / 1024;
        await context.close();
        // The first round warms both servers (the renderer, the page modules, the caches).
        if (i === 0) continue;
        const run = { ...t, api, jsKb };
        const byPage = results[s.label] as Record<string, Run[]>;
        byPage[page] = [...(byPage[page] ?? []), run];
        process.stdout.write(
          `${s.label} ${page} #${i}: ttfb ${t.ttfb.toFixed(0)} fcp ${t.fcp.toFixed(0)} lcp ${t.lcp.toFixed(0)} api ${api} js ${jsKb.toFixed(1)} kB\n`,
        );
      }
} finally {
  await browser.close();
  for (const s of servers) await s.server.stop();
}
const rows = ['| page | build | TTFB ms | FCP ms | LCP ms | API requests | JS gzip kB |', '|---|---|---|---|---|---|---|'];
for (const page of PAGES)
  for (const b of builds) {
    const runs = results[b.label]?.[page] ?? [];
    const m = (k: keyof Run) => median(runs.map((r) => r[k]));
    rows.push(
      `| ${page} | ${b.label} | ${m('ttfb').toFixed(0)} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('api')} | ${m('jsKb').toFixed(1)} |`,
    );
  }
process.stdout.write(`\nMedians of ${RUNS} interleaved runs (Chromium, unthrottled):\n${rows.join('\n')}\n`);
process.exit(0);
