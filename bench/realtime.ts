import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { type Figure, figure, ROOT } from './lib.ts';

type FanoutResult = {
  database: 'pglite' | 'pg';
  streams: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  lost: number;
  duplicated: number;
  rowsWritten: number;
  perRound: { commitMs: number }[];
  rssMb: number;
  rssBeforeStreamsMb: number;
  rssGrowthMb: number;
  perStreamKb: number;
  perStreamKbOrdinaryGc: number;
};

/**
 * The PostgreSQL server the realtime figures are also taken on: a database of the bench's own is
 * created on it for each run and dropped after (never a database someone else uses).
 * BENCH_PG_URL names the server (any database on it; the default is the local one).
 */
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** bench/notifications-fanout.ts in its own process, so each run starts from a clean heap. */
const fanout = (streams: number, rounds: number, databaseUrl: string): FanoutResult => {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/notifications-fanout.ts', '--streams', String(streams), '--rounds', String(rounds)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  const line = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error(`fan-out bench printed no result:\n${out.slice(-500)}`);
  return JSON.parse(line) as FanoutResult;
};

/** Runs `fn` with a fresh PostgreSQL database of the bench's own, dropped afterwards. */
const withBenchDatabase = async <T>(fn: (url: string) => T): Promise<T> => {
  const name = `awc_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  try {
    return fn(withDatabase(PG_URL, name));
  } finally {
    const drop = new pg.Client({ connectionString: PG_URL });
    await drop.connect();
    await drop.query(`drop database if exists "${name}" with (force)`);
    await drop.end();
  }
};

const ENGINES = { pglite: 'PGlite', pg: 'PostgreSQL' } as const;

/** The issue-24 figures of one fan-out run, each beside its target. */
const figuresOf = (engine: keyof typeof ENGINES, small: FanoutResult | Error, big: FanoutResult | Error): Figure[] => {
  const on = ENGINES[engine];
  const failed = (r: FanoutResult | Error) => (r instanceof Error ? `not measured: ${r.message.slice(0, 300)}` : undefined);
  const commits = (r: FanoutResult) => r.perRound.map((x) => x.commitMs).join(', ');
  const figures: Figure[] = [];
  const latency = (r: FanoutResult | Error, n: string, target: number) => {
    const ok = !(r instanceof Error);
    figures.push(
      figure({
        id: `fanout-${n}-p95-${engine}`,
        group: 'realtime',
        label: `fan-out to ${n} streams, p95 (${on})`,
        value: ok ? r.p95Ms : null,
        unit: 'ms',
        target: `<= ${target} ms`,
        ok: (v) => v <= target,
        note: ok
          ? `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; the write's call returned after ${commits(r)} ms per round (later when this process was busy delivering it first); ${r.rowsWritten} notification rows written`
          : failed(r),
      }),
      figure({
        id: `fanout-${n}-lost-${engine}`,
        group: 'realtime',
        label: `fan-out to ${n} streams, events lost or duplicated (${on})`,
        value: ok ? r.lost + r.duplicated : null,
        unit: 'events',
        target: '0',
        ok: (v) => v === 0,
        note: ok ? `lost ${r.lost}, duplicated ${r.duplicated}` : failed(r),
      }),
    );
  };
  latency(small, '1,000', 50);
  latency(big, '10,000', 300);
  const ok = !(big instanceof Error);
  figures.push(
    figure({
      id: `sse-10k-per-stream-${engine}`,
      group: 'realtime',
      label: `memory per open stream, 10,000 streams (${on})`,
      value: ok ? big.perStreamKb : null,
      unit: 'kB',
      target: '<= 12 kB (<= 120 MB growth)',
      ok: (v) => v <= 12,
      note: ok
        ? `server process RSS after a full (last-resort) GC: ${big.rssBeforeStreamsMb} MB idle, ${big.rssMb} MB with 10,000 streams open (growth ${big.rssGrowthMb} MB); ${big.perStreamKbOrdinaryGc} kB a stream read after an ordinary full GC; clients in child processes`
        : failed(big),
    }),
  );
  return figures;
};

const attempt = (fn: () => FanoutResult): FanoutResult | Error => {
  try {
    return fn();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
};

export const realtimeBenchmarks = async (): Promise<Figure[]> => {
  const figures: Figure[] = [];
  // PGlite: the embedded database, on disk in a temporary directory.
  figures.push(
    ...figuresOf(
      'pglite',
      attempt(() => fanout(1_000, 5, '')),
      attempt(() => fanout(10_000, 3, '')),
    ),
  );
  // PostgreSQL: a fresh database for each run.
  let small: FanoutResult | Error;
  let big: FanoutResult | Error;
  try {
    small = await withBenchDatabase((url) => attempt(() => fanout(1_000, 5, url)));
    big = await withBenchDatabase((url) => attempt(() => fanout(10_000, 3, url)));
  } catch (error) {
    small = big = error instanceof Error ? error : new Error(String(error));
  }
  figures.push(...figuresOf('pg', small, big));
  return figures;
};
