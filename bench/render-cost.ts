// The web renderer's own cost per signed-in page (decision 320), without the network or the
// database: the page's API answers are captured once from a running server, then replayed.
//   node --import tsx bench/render-cost.ts http://localhost:4600 /dashboard [cookie]
// Prints wall and CPU milliseconds per render (median, p95) for BENCH_RENDERS renders one at a time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile, median, ROOT, signInCookie } from './lib.ts';

const [base = 'http://localhost:4600', page = '/dashboard'] = process.argv.slice(2);
const N = Number(process.env.BENCH_RENDERS ?? 40);
const cookie = process.argv[4] ?? (await signInCookie(base, 'member@attorneywealth.test', 'DemoMember2026'));
type Entry = {
  setApiFetch: (get: () => typeof fetch) => void;
  renderRequest: (i: { url: string; me: unknown; subscription: unknown }) => Promise<{ html: string; passes: number }>;
};
const server = (await import(pathToFileURL(path.join(ROOT, 'apps/web/dist/server/entry-server.js')).href)) as Entry;
const answers = new Map<string, string>();
const read = async (p: string) => {
  if (!answers.has(p)) answers.set(p, await (await fetch(`${base}${p}`, { headers: { cookie } })).text());
  return answers.get(p) as string;
};
server.setApiFetch(
  () =>
    (async (input: string | URL | Request) =>
      new Response(await read(String(input)), { headers: { 'content-type': 'application/json' } })) as typeof fetch,
);
const me = JSON.parse(await read('/api/me'));
const subscription = JSON.parse(await read('/api/subscription'));
for (let i = 0; i < 5; i++) await server.renderRequest({ url: page, me, subscription });
const wall: number[] = [];
const cpu: number[] = [];
let passes = 0;
for (let i = 0; i < N; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await server.renderRequest({ url: page, me, subscription });
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  passes = out.passes;
}
process.stdout.write(
  `${page}: ${passes} renders per request; wall median ${median(wall).toFixed(1)} ms, p95 ${percentile(wall, 95).toFixed(1)} ms; CPU median ${median(cpu).toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms\n`,
);
process.exit(0);
