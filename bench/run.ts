// `npm run bench`: every benchmark quality.md sets a target for (pages, server, realtime) on this
// machine, written to bench/results/latest.json and a readable bench/results/latest.md (figure,
// target, pass/fail, and the baseline measured in the same run beside it). Absolute times drift
// between runs on a shared 2-core machine; the ratios against same-run baselines are the figures to
// trust.
//   --only=pages|server|realtime   one group     BENCH_LIGHTHOUSE_RUNS=n   fewer Lighthouse runs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Figure, ROOT, startServer } from './lib.ts';
import { memberPageBenchmarks } from './member-pages.ts';
import { firstLoadBenchmarks, lighthouseBenchmarks } from './pages.ts';
import { realtimeBenchmarks } from './realtime.ts';
import { serverBenchmarks } from './server.ts';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const want = (group: string) => !only || only === group;

const figures: Figure[] = [];
const errors: string[] = [];
const started = new Date();

const attempt = async (name: string, fn: () => Promise<Figure[]>) => {
  process.stdout.write(`\n==> ${name}\n`);
  try {
    const out = await fn();
    figures.push(...out);
    for (const f of out)
      process.stdout.write(
        `  ${f.pass === null ? '·' : f.pass ? '✓' : '✗'} ${f.label}: ${fmt(f.value)} ${f.unit} (target ${f.target}${f.baseline ? `; ${f.baseline.label}: ${fmt(f.baseline.value)} ${f.baseline.unit}` : ''})\n`,
      );
  } catch (error) {
    // fetch's own message ("fetch failed") says nothing: the cause names the socket error.
    const cause = error instanceof Error && error.cause ? ` (${String((error.cause as Error).message ?? error.cause)})` : '';
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    process.stdout.write(`  failed: ${String(error)}${cause}\n${error instanceof Error ? error.stack : ''}\n`);
  }
};

const fmt = (v: number | null) => (v === null ? 'n/a' : Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(3));

if (want('pages')) {
  process.stdout.write('Building the web app…\n');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const server = await startServer();
  try {
    await attempt('first-load JavaScript', () => firstLoadBenchmarks(server));
    await attempt('signed-in pages rendered per request', () => memberPageBenchmarks(server));
    await attempt('Lighthouse', () => lighthouseBenchmarks(server));
  } finally {
    await server.stop();
  }
}
if (want('server')) await attempt('server (autocannon)', serverBenchmarks);
if (want('realtime')) await attempt('realtime (SSE)', realtimeBenchmarks);

const dir = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(dir, { recursive: true });
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
// With --only, the other groups' figures of the previous run stay in the files, marked as such.
type Result = { startedAt: string; finishedAt: string; machine: string; figures: Figure[]; errors: string[]; earlier?: Record<string, string> };
const previous = ((): Result | null => {
  try {
    return only ? (JSON.parse(fs.readFileSync(path.join(dir, 'latest.json'), 'utf8')) as Result) : null;
  } catch {
    return null;
  }
})();
const kept = previous ? previous.figures.filter((f) => f.group !== only) : [];
const earlier: Record<string, string> = {};
for (const f of kept) earlier[f.group] = previous?.earlier?.[f.group] ?? previous?.startedAt ?? '';
const GROUPS = ['pages', 'server', 'realtime'];
figures.splice(0, figures.length, ...[...kept, ...figures].sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group)));
const result: Result = {
  startedAt: started.toISOString(),
  finishedAt: new Date().toISOString(),
  machine,
  figures,
  errors,
  ...(kept.length ? { earlier } : {}),
};
fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);

const md = [
  '# Benchmark results (latest run)',
  '',
  `Run ${result.startedAt} → ${result.finishedAt} on ${machine}. Produced by \`npm run bench\`; see docs/PERFORMANCE.md.`,
  ...Object.entries(earlier).map(([group, at]) => `The ${group} figures are from the run of ${at} (this run measured only ${only}).`),
  '',
  '| group | figure | value | target | result | baseline (same run) | note |',
  '|---|---|---|---|---|---|---|',
  ...figures.map(
    (f) =>
      `| ${f.group} | ${f.label} | ${fmt(f.value)} ${f.unit} | ${f.target} | ${f.pass === null ? 'not measured' : f.pass ? 'pass' : '**miss**'} | ${f.baseline ? `${f.baseline.label}: ${fmt(f.baseline.value)} ${f.baseline.unit}` : ''} | ${f.note ?? ''} |`,
  ),
  '',
  ...(errors.length ? ['## Benchmarks that did not complete', '', ...errors.map((e) => `- ${e}`), ''] : []),
].join('\n');
fs.writeFileSync(path.join(dir, 'latest.md'), md);
process.stdout.write(`\nWrote bench/results/latest.json and latest.md (${figures.filter((f) => f.pass).length}/${figures.length} on target)\n`);
process.exit(errors.length ? 1 : 0);
