// What each layer costs on GET /api/health (decision 289): bare node:http, then a bare Hono app on
// @hono/node-server answering the same JSON, then the app's middlewares added one at a time in the
// app's order, then the real app (createApp on an in-memory PGlite). Each stage runs in its own
// process on the server core, loaded by autocannon on the other core, in one run, so the ratios
// compare like with like. Run: node --import tsx bench/health-middleware.ts [--rounds=3] [--duration=5]
//   (internal) --serve=<stage> --port=<n>   one stage's server
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { autocannon, median, pinned, ROOT, SERVER_CORE, waitHealthy } from './lib.ts';

const STAGES = [
  'node:http',
  'hono',
  '+ request log',
  '+ security headers',
  '+ client ip',
  '+ compress',
  '+ csrf',
  '+ cache upkeep',
  '+ body limit',
  '+ cache-control',
  'the app',
] as const;
type Stage = (typeof STAGES)[number];

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const serve = async (stage: Stage, port: number) => {
  const BODY = '{"status":"ok"}';
  if (stage === 'node:http') {
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(BODY);
    }).listen(port, '127.0.0.1');
    return;
  }
  const { serve: honoServe } = await import('@hono/node-server');
  const { loadEnv } = await import('../apps/server/src/env.ts');
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: 'memory://', PUBLIC_URL: `http://localhost:${port}`, JOBS_WORKER: 'false' });
  if (stage === 'the app') {
    const { openDatabase } = await import('../apps/server/src/db/client.ts');
    const { buildDeps } = await import('../apps/server/src/deps.ts');
    const { createApp } = await import('../apps/server/src/app.ts');
    const { createLogger } = await import('../apps/server/src/lib/logger.ts');
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const deps = buildDeps(env, database, createLogger(env.LOG_LEVEL));
    await deps.authCache.start();
    honoServe({ fetch: createApp(deps).fetch, port, hostname: '127.0.0.1' });
    return;
  }
  const { Hono } = await import('hono');
  const { requestLog } = await import('../apps/server/src/middleware/request-log.ts');
  const { securityHeaders } = await import('../apps/server/src/middleware/security-headers.ts');
  const { clientIp } = await import('../apps/server/src/middleware/client-ip.ts');
  const { csrfProtection } = await import('../apps/server/src/middleware/csrf.ts');
  const { authCacheUpkeep, compression, limitBodies, noStoreByDefault } = await import('../apps/server/src/middleware/api.ts');
  const { createLogger } = await import('../apps/server/src/lib/logger.ts');
  type AuthCache = import('../apps/server/src/services/accounts/auth-cache.ts').AuthCache;
  const upTo = STAGES.indexOf(stage);
  const app = new Hono();
  const use = (s: Stage, add: () => void) => {
    if (STAGES.indexOf(s) <= upTo) add();
  };
  // The app's middlewares in the app's order (apps/server/src/app.ts).
  use('+ request log', () => app.use(requestLog(createLogger(env.LOG_LEVEL)) as never));
  use('+ security headers', () => app.use(securityHeaders(env)));
  use('+ client ip', () => app.use(clientIp(env.TRUSTED_PROXIES) as never));
  use('+ compress', () => app.use(compression()));
  use('+ csrf', () => app.use('/api/*', csrfProtection([env.PUBLIC_URL])));
  use('+ cache upkeep', () => app.use('/api/*', authCacheUpkeep({ afterWrite: () => {} } as unknown as AuthCache, []) as never));
  use('+ body limit', () => app.use('/api/*', limitBodies(256 * 1024, {}) as never));
  use('+ cache-control', () => app.use('/api/*', noStoreByDefault() as never));
  app.get('/api/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });
  honoServe({ fetch: app.fetch, port, hostname: '127.0.0.1' });
};

const servePort = arg('port');
const serveStage = arg('serve') as Stage | undefined;
if (serveStage && servePort) {
  await serve(serveStage, Number(servePort));
} else {
  const rounds = Number(arg('rounds') ?? 3);
  const duration = Number(arg('duration') ?? 5);
  const results = new Map<Stage, number[]>();
  // The server's own CPU time per request (user + system, from /proc): unlike req/s it does not
  // depend on whether the load generator or other processes got the cores.
  const cpuPerRequest = new Map<Stage, number[]>();
  const cpuMs = (pid: number | undefined) => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  };
  let port = 4680;
  for (let r = 0; r < rounds; r++) {
    for (const stage of STAGES) {
      const p = port++;
      const [cmd, args] = pinned(SERVER_CORE, process.execPath, [
        '--import',
        'tsx',
        path.join(ROOT, 'bench', 'health-middleware.ts'),
        `--serve=${stage}`,
        `--port=${p}`,
      ]);
      const child = spawn(cmd, args, { cwd: ROOT, stdio: 'ignore' });
      try {
        await waitHealthy(`http://127.0.0.1:${p}`, 60_000);
        autocannon(`http://127.0.0.1:${p}/api/health`, { duration: 1 });
        const before = cpuMs(child.pid);
        const run = autocannon(`http://127.0.0.1:${p}/api/health`, { duration });
        const cpu = ((cpuMs(child.pid) - before) * 1000) / Math.max(1, run.total);
        results.set(stage, [...(results.get(stage) ?? []), run.requestsPerSec]);
        cpuPerRequest.set(stage, [...(cpuPerRequest.get(stage) ?? []), cpu]);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  }
  const bare = median(results.get('node:http') ?? [0]);
  const bareCpu = median(cpuPerRequest.get('node:http') ?? [0]);
  let previous = bareCpu;
  process.stdout.write(
    `| stage | req/s (median of ${rounds}) | vs node:http | server CPU per request | added by the stage |\n|---|---|---|---|---|\n`,
  );
  for (const stage of STAGES) {
    const rps = median(results.get(stage) ?? [0]);
    const cpu = median(cpuPerRequest.get(stage) ?? [0]);
    const added = stage === 'node:http' ? '' : `${(cpu - previous).toFixed(1)} µs`;
    process.stdout.write(
      `| ${stage} | ${Math.round(rps)} | ${(rps / bare).toFixed(3)}x | ${cpu.toFixed(1)} µs (${(cpu / bareCpu).toFixed(2)}x) | ${added} |\n`,
    );
    if (stage !== 'the app') previous = cpu;
  }
}
