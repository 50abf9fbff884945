import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  autocannon,
  type Figure,
  fetchRetry,
  figure,
  median,
  pinned,
  ROOT,
  SERVER_CORE,
  signInCookie,
  sleep,
  startServer,
  waitHealthy,
} from './lib.ts';

const DEMO_MEMBER = { email: 'member@attorneywealth.test', password: 'DemoMember2026' };

/** The ceiling: a bare node:http server answering the same JSON, on the same core. */
const bareHttp = async (port: number) => {
  const code = `require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end('{"status":"ok"}')}).listen(${port},'127.0.0.1')`;
  const [cmd, args] = pinned(SERVER_CORE, process.execPath, ['-e', code]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  await waitHealthy(`http://127.0.0.1:${port}`, 10_000);
  return child;
};

export const serverBenchmarks = async (): Promise<Figure[]> => {
  const figures: Figure[] = [];

  // /api/health against bare node:http, same run, same cores.
  const bare = await bareHttp(4590);
  const bareRun = autocannon('http://127.0.0.1:4590/api/health');
  bare.kill();
  const server = await startServer();
  try {
    const health = autocannon(`${server.url}/api/health`);
    figures.push(
      figure({
        id: 'health-throughput-ratio',
        group: 'server',
        label: '/api/health throughput vs bare node:http',
        value: health.requestsPerSec / bareRun.requestsPerSec,
        unit: 'x',
        target: '>= 0.85x',
        ok: (v) => v >= 0.85,
        baseline: { label: 'bare node:http', value: bareRun.requestsPerSec, unit: 'req/s' },
        note: `${Math.round(health.requestsPerSec)} req/s, p99 ${health.p99} ms`,
      }),
    );

    // Signed-in reads on PGlite.
    const cookie = await signInCookie(server.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
    figures.push(...(await signedInRead(server.url, cookie, 'PGlite', health.requestsPerSec)));

    // Sign-in throughput while the event loop is watched from inside the server.
    await fetchRetry(`${server.url}/api/dev/event-loop/reset`, { method: 'POST', headers: { origin: server.url } });
    const signIns = autocannon(`${server.url}/api/auth/sign-in/email`, {
      connections: 20,
      amount: 200,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, rememberMe: true }),
    });
    const loop = (await (await fetchRetry(`${server.url}/api/dev/event-loop`)).json()) as { p99Ms: number };
    figures.push(
      figure({
        id: 'sign-in-hash-ms',
        group: 'server',
        label: 'sign-in (password check) time per request, 20 concurrent',
        value: 1000 / Math.max(signIns.requestsPerSec, 0.001),
        unit: 'ms',
        target: '<= 60 ms per hash',
        ok: (v) => v <= 60,
        note: `${signIns.requestsPerSec.toFixed(1)} sign-ins/s, p99 latency ${signIns.p99} ms, ${signIns.non2xx} non-2xx`,
      }),
      figure({
        id: 'sign-in-event-loop-p99',
        group: 'server',
        label: 'event-loop delay p99 during 20 concurrent sign-ins',
        value: loop.p99Ms,
        unit: 'ms',
        target: '<= 20 ms',
        ok: (v) => v <= 20,
      }),
    );
  } finally {
    await server.stop();
  }

  // The same signed-in read against PostgreSQL 15 on 127.0.0.1.
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `awc_bench_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    const pgServer = await startServer({ DATABASE_URL: url.toString() });
    try {
      const health = autocannon(`${pgServer.url}/api/health`);
      const cookie = await signInCookie(pgServer.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
      figures.push(...(await signedInRead(pgServer.url, cookie, 'PostgreSQL', health.requestsPerSec)));
    } finally {
      await pgServer.stop();
    }
  } catch (error) {
    figures.push(
      figure({
        id: 'notifications-pg',
        group: 'server',
        label: 'signed-in GET on PostgreSQL',
        value: null,
        unit: 'req/s',
        target: '>= 2,500',
        note: `not measured: ${String(error)}`,
      }),
    );
  } finally {
    await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }

  figures.push(await coldStart());
  return figures;
};

/** Signed-in `GET /api/notifications` (the session check plus one query). */
const signedInRead = async (url: string, cookie: string, engine: string, healthRps: number): Promise<Figure[]> => {
  const probe = await fetchRetry(`${url}/api/notifications?limit=50`, { headers: { cookie } });
  const endpoint = probe.status === 404 ? '/api/me' : '/api/notifications?limit=50';
  const run = autocannon(`${url}${endpoint}`, { headers: { cookie }, connections: 20 });
  const isPg = engine === 'PostgreSQL';
  const out: Figure[] = [
    figure({
      id: `signed-in-read-${isPg ? 'pg' : 'pglite'}`,
      group: 'server',
      label: `signed-in GET ${endpoint} on ${engine}`,
      value: run.requestsPerSec,
      unit: 'req/s',
      target: isPg ? '>= 2,500 req/s' : '>= 1,000 req/s',
      ok: (v) => v >= (isPg ? 2500 : 1000) && run.errors === 0 && run.non2xx === 0,
      note: `p99 ${run.p99} ms (target ${isPg ? '<= 25' : '<= 40'} ms), ${run.errors} errors, ${run.non2xx} non-2xx`,
    }),
    figure({
      id: `signed-in-read-${isPg ? 'pg' : 'pglite'}-p99`,
      group: 'server',
      label: `signed-in GET p99 on ${engine}`,
      value: run.p99,
      unit: 'ms',
      target: isPg ? '<= 25 ms' : '<= 40 ms',
      ok: (v) => v <= (isPg ? 25 : 40),
    }),
  ];
  if (isPg)
    out.push(
      figure({
        id: 'signed-in-read-pg-vs-health',
        group: 'server',
        label: 'signed-in GET on PostgreSQL vs our /api/health',
        value: run.requestsPerSec / healthRps,
        unit: 'x',
        target: '>= 0.25x',
        ok: (v) => v >= 0.25,
        baseline: { label: '/api/health (PostgreSQL server)', value: healthRps, unit: 'req/s' },
      }),
    );
  return out;
};

/** Spawn to first 200 on an embedded database that is already migrated; median of 3. */
const coldStart = async (): Promise<Figure> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-cold-'));
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const s = await startServer({ DATA_DIR: dataDir });
    times.push(performance.now() - started);
    await s.stop();
    await sleep(200);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return figure({
    id: 'cold-start',
    group: 'server',
    label: 'cold start to first 200 (embedded database, migrated)',
    value: median(times),
    unit: 'ms',
    target: '<= 2000 ms',
    ok: (v) => v <= 2000,
    note: `runs: ${times.map((t) => Math.round(t)).join(', ')} ms`,
  });
};

void ROOT;
