// Compares web builds back to back: Lighthouse (mobile preset, Debian Chromium) and first-load
// JavaScript on the same pages, one server per build, runs interleaved (A, B, A, B, ...) so both
// builds share whatever else the machine is doing. Prints medians and every run.
//   node --import tsx bench/pages-compare.ts before=/tmp/dist-before after=apps/web/dist
//   env: BENCH_LIGHTHOUSE_RUNS=5  BENCH_PAGES=/,/membership  BENCH_OUT=/tmp/compare.json
//        BENCH_MEMBER_PAGES=/dashboard,/community (opened signed in as the demo member)  BENCH_PORT=4600
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { collectScripts, median, ROOT, type Server, signedInContext, signInCookie, startServer, withSessionInChrome } from './lib.ts';
import { PUBLIC_PAGES } from './pages.ts';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : [...PUBLIC_PAGES, '/dashboard'];
const MEMBER_PAGES = new Set(
  process.env.BENCH_MEMBER_PAGES ? process.env.BENCH_MEMBER_PAGES.split(',') : ['/dashboard', '/community', '/tools/net-worth'],
);

const builds = process.argv
  .slice(2)
  .filter((a) => a.includes('='))
  .map((a) => {
    const [label, dir] = a.split('=') as [string, string];
    return { label, dir: path.resolve(ROOT, dir) };
  });
if (builds.length === 0) throw new Error('usage: pages-compare.ts label=distDir [label=distDir ...]');

type Run = { perf: number; lcp: number; fcp: number; tbt: number; cls: number; si: number };
const gzip = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;

/** Every script a first visit downloads until the network is idle (as bench/pages.ts measures). */
const firstLoadJs = async (url: string, cookie?: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    const context = cookie ? await signedInContext(browser, new URL(url).origin, cookie) : await browser.newContext();
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Then until the first page has rendered (a prerendered one: hydrated) and the network is idle
    // again: on a loaded machine the app can still be starting when the network first goes quiet.
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: 15_000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    const all = await scripts();
    if (process.env.BENCH_LIST_JS)
      for (const b of all)
        process.stdout.write(`  ${url} ${(gzip(b.body) / 1024).toFixed(1).padStart(6)} kB ${b.url.replace(/^https?:\/\/[^/]+/, '')}\n`);
    return { kB: all.reduce((n, b) => n + gzip(b.body), 0) / 1024, files: all.length };
  } finally {
    await browser.close();
  }
};

const servers: { label: string; server: Server; cookie: string }[] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const results: Record<string, Record<string, { runs: Run[]; js?: { kB: number; files: number } }>> = {};
try {
  for (const b of builds) {
    const server = await startServer({ WEB_DIST_DIR: b.dir });
    servers.push({ label: b.label, server, cookie: await signInCookie(server.url, 'member@attorneywealth.test', 'DemoMember2026') });
    results[b.label] = {};
  }
  for (const page of PAGES)
    for (const s of servers) {
      const entry = { runs: [] as Run[], js: await firstLoadJs(`${s.server.url}${page}`, MEMBER_PAGES.has(page) ? s.cookie : undefined) };
      (results[s.label] as Record<string, typeof entry>)[page] = entry;
    }
  for (let i = 0; i < RUNS; i++)
    for (const page of PAGES)
      for (const s of servers) {
        const audit = () =>
          lighthouse(`${s.server.url}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
        const r = MEMBER_PAGES.has(page) ? await withSessionInChrome(chrome.port, s.server.url, s.cookie, audit) : await audit();
        const lhr = r?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
        const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const run: Run = {
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: n('largest-contentful-paint'),
          fcp: n('first-contentful-paint'),
          tbt: n('total-blocking-time'),
          cls: n('cumulative-layout-shift'),
          si: n('speed-index'),
        };
        results[s.label]?.[page]?.runs.push(run);
        process.stdout.write(`${s.label} ${page} #${i + 1}: ${run.perf} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)}\n`);
      }
} finally {
  chrome.kill();
  for (const s of servers) await s.server.stop();
}

const rows = [
  '| page | build | performance (runs) | FCP ms | LCP ms | TBT ms | CLS | SI ms | first-load JS gzip |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const page of PAGES)
  for (const b of builds) {
    const e = results[b.label]?.[page];
    if (!e) continue;
    const m = (k: keyof Run) => median(e.runs.map((r) => r[k]));
    rows.push(
      `| ${page} | ${b.label} | ${m('perf')} (${e.runs.map((r) => r.perf).join(', ')}) | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${Math.round(m('si'))} | ${e.js ? `${e.js.kB.toFixed(1)} kB (${e.js.files} files)` : '—'} |`,
    );
  }
process.stdout.write(`\nMedians of ${RUNS} interleaved runs:\n${rows.join('\n')}\n`);
if (process.env.BENCH_OUT)
  fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify({ at: new Date().toISOString(), builds, results, table: rows }, null, 2));
process.exit(0);
