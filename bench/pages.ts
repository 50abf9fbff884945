import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { type Figure, figure, median, ROOT, type Server, signInCookie } from './lib.ts';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
export const PUBLIC_PAGES = ['/', '/membership', '/blog', '/tools/debt-investment-calculator'];
const MEMBER_PAGE = '/dashboard';

/** Lighthouse, mobile preset (its default), median of RUNS, in Debian's Chromium. */
export const lighthouseBenchmarks = async (server: Server): Promise<Figure[]> => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const figures: Figure[] = [];
  try {
    const cookie = await signInCookie(server.url, 'member@attorneywealth.test', 'DemoMember2026');
    for (const page of [...PUBLIC_PAGES, MEMBER_PAGE]) {
      const member = page === MEMBER_PAGE;
      const runs: { perf: number; a11y: number; lcp: number; tbt: number; cls: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(member ? { extraHeaders: { cookie } } : {}),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page}`);
        runs.push({
          perf: (lhr.categories.performance?.score ?? 0) * 100,
          a11y: (lhr.categories.accessibility?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const m = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]));
      const perfTarget = member ? 90 : 95;
      figures.push(
        figure({
          id: `lh-perf-${page}`,
          group: 'pages',
          label: `Lighthouse performance ${page}`,
          value: m('perf'),
          unit: 'score',
          target: `>= ${perfTarget}`,
          ok: (v) => v >= perfTarget,
          note: `runs: ${runs.map((r) => r.perf).join(', ')}`,
        }),
        figure({
          id: `lh-a11y-${page}`,
          group: 'pages',
          label: `Lighthouse accessibility ${page}`,
          value: m('a11y'),
          unit: 'score',
          target: '100',
          ok: (v) => v >= 100,
        }),
        figure({
          id: `lh-lcp-${page}`,
          group: 'pages',
          label: `LCP ${page}`,
          value: m('lcp'),
          unit: 'ms',
          target: '<= 1500 ms',
          ok: (v) => v <= 1500,
        }),
        figure({ id: `lh-tbt-${page}`, group: 'pages', label: `TBT ${page}`, value: m('tbt'), unit: 'ms', target: '<= 100 ms', ok: (v) => v <= 100 }),
        figure({ id: `lh-cls-${page}`, group: 'pages', label: `CLS ${page}`, value: m('cls'), unit: '', target: '<= 0.02', ok: (v) => v <= 0.02 }),
      );
    }
  } finally {
    chrome.kill();
  }
  return figures;
};

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;

/** The JavaScript a first visit downloads, gzip, measured in Chromium: every script response until the network is idle. */
const firstLoadJs = async (url: string): Promise<{ gzip: number; largestMinified: number }> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(res.url())) bodies.push(res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Then until the first page has rendered (a prerendered one: hydrated) and the network is idle
    // again: on a loaded machine the app can still be starting when the network first goes quiet.
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: 60_000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(bodies);
    return { gzip: all.reduce((n, b) => n + gzipSize(b), 0), largestMinified: Math.max(0, ...all.map((b) => b.length)) };
  } finally {
    await browser.close();
  }
};

/** The create-vite react-ts template, built with the same Vite in this run: the floor. */
const bareViteReact = (): number => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-bare-vite-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vite + React + TS</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'src/main.tsx'),
    "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport App from './App.tsx'\ncreateRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>)\n",
  );
  fs.writeFileSync(
    path.join(dir, 'src/App.tsx'),
    'import { useState } from \'react\'\nexport default function App() {\n  const [count, setCount] = useState(0)\n  return (<><h1>Vite + React</h1><div className="card"><button onClick={() => setCount((c) => c + 1)}>count is {count}</button></div></>)\n}\n',
  );
  fs.writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    `import react from '${path.join(ROOT, 'node_modules/@vitejs/plugin-react/dist/index.js')}';\nexport default { plugins: [react()], logLevel: 'error', resolve: { alias: { react: '${path.join(ROOT, 'node_modules/react')}', 'react-dom': '${path.join(ROOT, 'node_modules/react-dom')}' } } };\n`,
  );
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'vite.config.mjs'], { cwd: dir, stdio: 'ignore' });
  const assets = path.join(dir, 'dist/assets');
  const total = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gzipSize(fs.readFileSync(path.join(assets, f))), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return total;
};

export const firstLoadBenchmarks = async (server: Server): Promise<Figure[]> => {
  const floor = bareViteReact();
  const figures: Figure[] = [];
  for (const page of PUBLIC_PAGES) {
    const { gzip, largestMinified } = await firstLoadJs(`${server.url}${page}`);
    figures.push(
      figure({
        id: `first-load-js-${page}`,
        group: 'pages',
        label: `first-load JavaScript ${page} (gzip)`,
        value: gzip / 1024,
        unit: 'kB',
        target: '<= 105 kB and <= 1.5x bare React',
        ok: (v) => v <= 105 && v <= (1.5 * floor) / 1024,
        baseline: { label: 'bare create-vite React build', value: floor / 1024, unit: 'kB' },
        note: `largest chunk ${(largestMinified / 1024).toFixed(1)} kB minified (limit 150)`,
      }),
    );
  }
  return figures;
};
