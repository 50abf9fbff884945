// Per-request rendering of signed-in pages (decision 320): the server's own cost. Part of the pages
// group of `npm run bench`; alone: node --import tsx bench/member-pages.ts (BENCH_PORT to move it).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { autocannon, type Figure, figure, median, percentile, type Server, signInCookie, startServer } from './lib.ts';

const PAGES = ['/dashboard', '/community', '/tools/net-worth'];
const SEQUENTIAL = Number(process.env.BENCH_TTFB_REQUESTS ?? 60);

/** Time to the first byte of the response, one request at a time (no pooling effects). */
const ttfb = (url: string, cookie: string): Promise<{ ms: number; status: number }> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { cookie, accept: 'text/html' } }, (res) => {
      res.once('data', () => {
        const ms = performance.now() - started;
        res.resume();
        res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
      });
    });
    req.on('error', reject);
  });

export const memberPageBenchmarks = async (server: Server): Promise<Figure[]> => {
  const cookie = await signInCookie(server.url, 'member@attorneywealth.test', 'DemoMember2026');
  const figures: Figure[] = [];
  const health: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) health.push((await ttfb(`${server.url}/api/health`, '')).ms);
  for (const page of PAGES) {
    // The first requests load the renderer and the page's modules into the process.
    for (let i = 0; i < 5; i++) await ttfb(`${server.url}${page}`, cookie);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const r = await ttfb(`${server.url}${page}`, cookie);
      if (r.status !== 200) throw new Error(`${page} answered ${r.status}`);
      times.push(r.ms);
    }
    figures.push(
      figure({
        id: `ttfb-${page}`,
        group: 'pages',
        label: `time to first byte, ${page} signed in, one at a time (p95; PGlite)`,
        value: percentile(times, 95),
        unit: 'ms',
        target: '<= 50 ms',
        ok: (v) => v <= 50,
        baseline: { label: '/api/health p95, same run', value: percentile(health, 95), unit: 'ms' },
        note: `median ${median(times).toFixed(1)} ms`,
      }),
    );
  }
  const rendered = autocannon(`${server.url}/dashboard`, { connections: 20, duration: 8, headers: { cookie } });
  const healthRun = autocannon(`${server.url}/api/health`, { connections: 20, duration: 8 });
  figures.push(
    figure({
      id: 'rendered-dashboard-throughput',
      group: 'pages',
      label: '/dashboard signed in, 20 concurrent (req/s; information)',
      value: rendered.requestsPerSec,
      unit: 'req/s',
      target: 'information',
      baseline: { label: '/api/health, 20 concurrent, same run', value: healthRun.requestsPerSec, unit: 'req/s' },
      note: `p99 ${rendered.p99} ms, ${rendered.non2xx} non-2xx, ${rendered.errors} errors`,
    }),
  );
  return figures;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer();
  try {
    for (const f of await memberPageBenchmarks(server))
      process.stdout.write(
        `${f.label}: ${f.value?.toFixed(1)} ${f.unit} (target ${f.target}; ${f.baseline?.label} ${f.baseline?.value?.toFixed(1)}) ${f.note ?? ''}\n`,
      );
  } finally {
    await server.stop();
  }
  process.exit(0);
}
