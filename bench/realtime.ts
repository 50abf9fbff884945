import { execFileSync } from 'node:child_process';
import { type Figure, figure, ROOT } from './lib.ts';

type FanoutResult = {
  streams: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  lost: number;
  duplicated: number;
  rssMb: number;
  rssBeforeStreamsMb: number;
};

/** bench/notifications-fanout.ts in its own process, so each run starts from a clean heap. */
const fanout = (streams: number, rounds: number): FanoutResult => {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/notifications-fanout.ts', '--streams', String(streams), '--rounds', String(rounds)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, DATABASE_URL: '' },
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

export const realtimeBenchmarks = async (): Promise<Figure[]> => {
  const small = fanout(1000, 5);
  const figures: Figure[] = [
    figure({ id: 'fanout-p50', group: 'realtime', label: 'fan-out to 1,000 streams, p50', value: small.p50Ms, unit: 'ms', target: 'informative' }),
    figure({
      id: 'fanout-p95',
      group: 'realtime',
      label: 'fan-out to 1,000 streams, p95',
      value: small.p95Ms,
      unit: 'ms',
      target: '<= 50 ms',
      ok: (v) => v <= 50,
    }),
    figure({ id: 'fanout-p99', group: 'realtime', label: 'fan-out to 1,000 streams, p99', value: small.p99Ms, unit: 'ms', target: 'informative' }),
    figure({
      id: 'fanout-lost',
      group: 'realtime',
      label: 'fan-out to 1,000 streams, events lost or duplicated',
      value: small.lost + Math.max(0, small.duplicated),
      unit: 'events',
      target: '0',
      ok: (v) => v === 0,
    }),
  ];
  try {
    const big = fanout(10_000, 1);
    figures.push(
      figure({
        id: 'sse-10k-rss',
        group: 'realtime',
        label: '10,000 open streams: server process RSS',
        value: big.rssMb,
        unit: 'MB',
        target: '<= 500 MB',
        ok: (v) => v <= 500,
        note: `${big.rssBeforeStreamsMb} MB before any stream opened (server and embedded database), ${(((big.rssMb - big.rssBeforeStreamsMb) * 1024) / 10_000).toFixed(1)} kB per stream; fan-out to 10,000: p95 ${Math.round(big.p95Ms)} ms, lost ${big.lost}; clients in child processes`,
      }),
    );
  } catch (error) {
    figures.push(
      figure({
        id: 'sse-10k-rss',
        group: 'realtime',
        label: '10,000 open streams',
        value: null,
        unit: 'MB',
        target: '<= 500 MB',
        note: `not measured: ${String(error).slice(0, 200)}`,
      }),
    );
  }
  return figures;
};
