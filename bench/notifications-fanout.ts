/**
 * Fan-out latency: one notification to N open SSE streams (quality.md: 1,000 connected users,
 * p95 <= 50 ms, 0 lost).
 *
 *   node --import tsx bench/notifications-fanout.ts [--streams 1000] [--rounds 5]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/notifications-fanout.ts
 *
 * The real app and hub serve the streams over HTTP on 127.0.0.1 (the streams are opened on a
 * bench-only route that skips the session check, so 1,000 sign-ins are not needed); the
 * notification is written as a broadcast is (one transaction, one NOTIFY batch). Latency is from
 * the start of that write to each stream reading its event. Clients run in this same process,
 * so the figure includes their cost too. Prints one JSON line at the end.
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { buildDeps } from '../apps/server/src/deps.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { streamNotifications } from '../apps/server/src/routes/notifications.ts';
import { insertNotifications } from '../apps/server/src/services/notifications/notify.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const STREAMS = arg('streams', 1000);
const ROUNDS = arg('rounds', 5);
const TARGET_P95_MS = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const main = async () => {
  const databaseUrl = process.env.DATABASE_URL;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/awc-bench-fanout',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    JOBS_WORKER: 'false',
    SERVE_WEB: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 10 });
  await database.migrate();
  const deps = buildDeps(env, database, createLogger('silent'));
  const app = createApp(deps, {
    extraRoutes: (a) => {
      a.get('/api/bench/stream/:userId', (c) => streamNotifications(c, deps, c.req.param('userId'), null, async () => true));
    },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const port = (server.address() as { port: number }).port;

  const run = Date.now().toString(36);
  const ids = Array.from({ length: STREAMS }, (_, i) => `bench-${run}-${String(i).padStart(5, '0')}`);
  for (let i = 0; i < ids.length; i += 500) {
    await database.db.insert(users).values(ids.slice(i, i + 500).map((id) => ({ id, name: id, email: `${id}@bench.test`, emailVerified: true })));
  }

  // Open every stream and wait until each says it is live.
  type Client = { arrivals: Map<string, number>; ready: boolean; reader: ReadableStreamDefaultReader<Uint8Array> };
  const clients: Client[] = [];
  const openOne = async (id: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/bench/stream/${id}`);
    if (!res.body) throw new Error('no body');
    const reader = res.body.getReader();
    const client: Client = { arrivals: new Map(), ready: false, reader };
    clients.push(client);
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith('event: ready')) client.ready = true;
          else if (block.startsWith('event: notification')) {
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            const parsed = JSON.parse(data?.slice(6) ?? '{}') as { notification?: { title: string } };
            if (parsed.notification) client.arrivals.set(parsed.notification.title, now);
          }
        }
      }
    })();
  };
  // In batches: a thousand simultaneous connects overflow the listen backlog.
  for (let i = 0; i < ids.length; i += 100) await Promise.all(ids.slice(i, i + 100).map(openOne));
  const openDeadline = Date.now() + 120_000;
  while (clients.some((c) => !c.ready)) {
    if (Date.now() > openDeadline) throw new Error('streams did not open');
    await new Promise((r) => setTimeout(r, 50));
  }
  const rss = process.memoryUsage().rss;

  const all: number[] = [];
  let lost = 0;
  let duplicated = 0;
  const rounds: { commitMs: number; p50: number; p95: number; max: number; lost: number }[] = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    const title = `Round ${round}`;
    const t0 = performance.now();
    await database.db.transaction((tx) => insertNotifications(tx, ids, { title, message: 'Fan-out benchmark' }));
    const committed = performance.now() - t0;
    const deadline = Date.now() + 10_000;
    while (clients.some((c) => !c.arrivals.has(title)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const latencies = clients.filter((c) => c.arrivals.has(title)).map((c) => (c.arrivals.get(title) as number) - t0);
    const missing = clients.length - latencies.length;
    latencies.sort((x, y) => x - y);
    // Round 0 warms up (JIT, connection pools) and is not counted.
    if (round > 0) {
      all.push(...latencies);
      lost += missing;
      rounds.push({ commitMs: committed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? Number.NaN, lost: missing });
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const { rows } = (await database.db.execute(sql`select count(*)::int as n from notifications`)) as unknown as { rows: { n: number }[] };
  const n = rows[0]?.n ?? 0;
  duplicated = n - STREAMS * (ROUNDS + 1);
  all.sort((x, y) => x - y);
  const result = {
    bench: 'notifications-fanout',
    database: database.kind,
    streams: STREAMS,
    rounds: ROUNDS,
    p50Ms: Math.round(percentile(all, 50) * 10) / 10,
    p95Ms: Math.round(percentile(all, 95) * 10) / 10,
    p99Ms: Math.round(percentile(all, 99) * 10) / 10,
    maxMs: Math.round((all.at(-1) ?? Number.NaN) * 10) / 10,
    lost,
    duplicated,
    perRound: rounds.map((r) => ({ commitMs: Math.round(r.commitMs), p50: Math.round(r.p50), p95: Math.round(r.p95), max: Math.round(r.max), lost: r.lost })),
    rssMb: Math.round(rss / 1e6),
    targetP95Ms: TARGET_P95_MS,
    meetsTarget: percentile(all, 95) <= TARGET_P95_MS && lost === 0,
  };
  console.log(
    `fan-out to ${STREAMS} streams on ${database.kind}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms, lost ${lost} (target p95 <= ${TARGET_P95_MS} ms, 0 lost)`,
  );
  console.log(JSON.stringify(result));
  for (const c of clients) await c.reader.cancel().catch(() => {});
  server.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  await deps.notificationHub.close();
  deps.mailer.close();
  await database.close();
  process.exit(0);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
