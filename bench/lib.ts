import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two cores here: the server gets core 0 and the load generator core 1, so the generator never takes
 * the server's CPU and the figures measure the server alone (quality.md's setting).
 */
const CPUS = os.cpus().length;
export const SERVER_CORE = '0';
export const LOAD_CORE = CPUS > 1 ? '1' : '0';
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
export const pinned = (core: string, command: string, args: string[]): [string, string[]] =>
  hasTaskset ? ['taskset', ['-c', core, command, ...args]] : [command, args];

export type Figure = {
  id: string;
  group: string;
  label: string;
  value: number | null;
  unit: string;
  /** Human target, e.g. ">= 95". */
  target: string;
  pass: boolean | null;
  baseline?: { label: string; value: number; unit: string } | undefined;
  note?: string | undefined;
};

export const figure = (f: Omit<Figure, 'pass'> & { ok?: (v: number) => boolean }): Figure => {
  const { ok, ...rest } = f;
  return { ...rest, pass: f.value === null || !ok ? null : ok(f.value) };
};

export type Server = { url: string; port: number; process: ChildProcess; dataDir: string; stop: () => Promise<void> };

/**
 * How the benchmarks run the server: the compiled output `npm start` runs (built first when a
 * source is newer, decision 289), or with BENCH_SERVER=tsx the TypeScript sources through tsx.
 */
export type ServerMode = 'compiled' | 'tsx' | `file:${string}`;
let compiledArgs: Promise<string[]> | null = null;
export const serverArgs = async (mode: ServerMode = (process.env.BENCH_SERVER as ServerMode) || 'compiled'): Promise<string[]> => {
  if (mode === 'tsx') return ['--import', 'tsx', 'apps/server/src/index.ts'];
  // Another build of the server (comparisons of two builds in one run).
  if (mode.startsWith('file:')) return ['--enable-source-maps', mode.slice(5)];
  // Checked and built once per run, so no timed start pays for it.
  compiledArgs ??= (async () => {
    const build = (await import(path.join(ROOT, 'scripts', 'build-server.mjs'))) as {
      buildServerIfNeeded: () => Promise<boolean>;
      serverCommand: () => string[];
    };
    await build.buildServerIfNeeded();
    return build.serverCommand();
  })();
  return compiledArgs;
};

// BENCH_PORT: another first port, when several people benchmark on one machine.
let nextPort = Number(process.env.BENCH_PORT ?? 4600);
/** The real server in its own process, pinned to the server core, on a fresh data directory. */
export const startServer = async (
  env: Record<string, string> = {},
  { seed = true, mode }: { seed?: boolean; mode?: ServerMode } = {},
): Promise<Server> => {
  const port = nextPort++;
  // A server left over from an interrupted run would answer for this one, with its own build.
  if (
    await fetch(`http://localhost:${port}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} already has a server: stop it, or set BENCH_PORT to another first port`);
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'awc-bench-'));
  const [cmd, args] = pinned(SERVER_CORE, process.execPath, await serverArgs(mode));
  const child = spawn(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED_ON_START: seed ? 'true' : 'false',
      AUTH_RATE_LIMIT: 'off',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const url = `http://localhost:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitHealthy(
    url,
    120_000,
    () => stderr,
    () => exited,
  );
  return {
    url,
    port,
    process: child,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
};

export const waitHealthy = async (url: string, timeoutMs: number, why: () => string = () => '', gone: () => boolean = () => false) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`server for ${url} exited before it was healthy: ${why()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
  throw new Error(`server at ${url} did not become healthy: ${why()}`);
};

/**
 * fetch with one retry: after an autocannon run the pooled keep-alive socket may be the one the
 * server has just closed ("other side closed"), which says nothing about the server.
 */
export const fetchRetry = async (input: string, init?: RequestInit): Promise<Response> => {
  try {
    return await fetch(input, init);
  } catch {
    await sleep(100);
    return fetch(input, init);
  }
};

export const signInCookie = async (url: string, email: string, password: string): Promise<string> => {
  const res = await fetchRetry(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-in failed ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

/**
 * A session (a Cookie header, as signInCookie returns it) as cookies for a browser's own jar. A
 * Cookie request header (Playwright's extraHTTPHeaders, Lighthouse's extraHeaders) reaches the
 * page's navigation but not the requests the page then makes itself, which answer 401: until
 * 2026-12-07 the signed-in pages were measured with a failed notification list and its error
 * toast (and the toast's code in their first load).
 */
export const sessionCookies = (url: string, header: string) =>
  header
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url };
    });

/** A Playwright context signed in through its cookie jar (see sessionCookies). */
export const signedInContext = async (browser: Browser, url: string, header: string): Promise<BrowserContext> => {
  const context = await browser.newContext();
  await context.addCookies(sessionCookies(url, header));
  return context;
};

/**
 * Runs `measure` with the session in the cookie jar of the Chrome that Lighthouse drives (it keeps
 * cookies between runs, to allow signed-in audits), and empties the jar after, so the next page is
 * measured as a visitor again.
 */
export const withSessionInChrome = async <T>(port: number, url: string, header: string, measure: () => Promise<T>): Promise<T> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('the Chrome for Lighthouse has no default context');
  await context.addCookies(sessionCookies(url, header));
  try {
    return await measure();
  } finally {
    await context.clearCookies();
    await browser.close();
  }
};

export type Cannon = { requestsPerSec: number; p50: number; p99: number; errors: number; non2xx: number; total: number };

/** autocannon in its own process on the load core; JSON result. */
export const autocannon = (
  url: string,
  opts: { connections?: number; duration?: number; method?: string; headers?: Record<string, string>; body?: string; amount?: number } = {},
): Cannon => {
  const args = ['-j', '-c', String(opts.connections ?? 50), '-p', '1'];
  if (opts.amount) args.push('-a', String(opts.amount));
  else args.push('-d', String(opts.duration ?? 8));
  if (opts.method) args.push('-m', opts.method);
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body) args.push('-b', opts.body);
  args.push(url);
  const [cmd, cmdArgs] = pinned(LOAD_CORE, path.join(ROOT, 'node_modules', '.bin', 'autocannon'), args);
  const out = execFileSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  return {
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r['2xx'] + r.non2xx,
  };
};

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
};

/**
 * Starts collecting the body of every script the page downloads, to size its first load; the
 * returned function waits for the bodies seen so far. A body that cannot be read counts as empty.
 */
export const collectScripts = (page: Page): (() => Promise<{ url: string; body: Buffer }[]>) => {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(res.url()))
      bodies.push(
        res.body().then(
          (body) => ({ url: res.url(), body }),
          () => ({ url: res.url(), body: Buffer.alloc(0) }),
        ),
      );
  });
  return () => Promise.all(bodies);
};
