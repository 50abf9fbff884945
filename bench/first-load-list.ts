// Lists the scripts a first visit downloads, per page (gzip and minified sizes, and how many files),
// against the current build: the figures of issue 20's first-load items without Lighthouse.
//   node --import tsx bench/first-load-list.ts [/path ...]   env: BENCH_PORT, BENCH_LIST_JS=1 (every file)
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { collectScripts, type Server, signedInContext, signInCookie, startServer } from './lib.ts';

const CHROMIUM = '/usr/bin/chromium';
const SIGNED_IN =
  /^\/(dashboard|community|content|suggestions|submit-topic|account|notifications|tools\/(net-worth|true-hourly-rate|student-loan-navigator|estimated-tax-navigator|emergency-fund|job-offer-checklist|practice-area-assessment|buy-vs-rent-navigator|stock-option-explainer|pslf-tracker))/;
const gzip = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;

export const listFirstLoad = async (server: Server, pages: string[]) => {
  const cookie = await signInCookie(server.url, 'member@attorneywealth.test', 'DemoMember2026');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  const out: { page: string; files: number; gzipKB: number; minKB: number; largest: string }[] = [];
  try {
    for (const p of pages) {
      const context = SIGNED_IN.test(p) ? await signedInContext(browser, server.url, cookie) : await browser.newContext();
      const page = await context.newPage();
      const scripts = collectScripts(page);
      await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: 60_000 }).catch(() => {});
      await page.waitForLoadState('networkidle');
      const all = await scripts();
      await context.close();
      if (process.env.BENCH_LIST_JS)
        for (const b of all.sort((a, c) => c.body.length - a.body.length))
          process.stdout.write(
            `  ${p} ${(b.body.length / 1024).toFixed(1).padStart(7)} kB min ${(gzip(b.body) / 1024).toFixed(1).padStart(6)} kB gz ${b.url.replace(/^https?:\/\/[^/]+/, '')}\n`,
          );
      const largest = all.reduce((a, b) => (b.body.length > a.body.length ? b : a), { url: '', body: Buffer.alloc(0) });
      out.push({
        page: p,
        files: all.length,
        gzipKB: all.reduce((n, b) => n + gzip(b.body), 0) / 1024,
        minKB: all.reduce((n, b) => n + b.body.length, 0) / 1024,
        largest: `${(largest.body.length / 1024).toFixed(1)} kB ${largest.url.replace(/^.*\//, '')}`,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
};

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const server = await startServer();
try {
  const rows = await listFirstLoad(
    server,
    pages.length
      ? pages
      : ['/', '/tools/debt-investment-calculator', '/tools/savings-strategy-navigator', '/tools/student-loan-vs-investing-navigator', '/dashboard'],
  );
  for (const r of rows)
    process.stdout.write(`${r.page}: ${r.files} files, ${r.gzipKB.toFixed(1)} kB gzip, ${r.minKB.toFixed(1)} kB minified; largest ${r.largest}\n`);
} finally {
  await server.stop();
}
process.exit(0);
