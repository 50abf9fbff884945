import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { isPg } from '../test/helpers.ts';

/**
 * PostgreSQL restarted in the middle of a write load against a real server process (production
 * settings): every write the server acknowledged is in the database afterwards, every refusal
 * while it was down is a clean 503 with Retry-After (never a 500 or a stack trace), and the
 * server serves again within seconds of the database coming back, without being restarted.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const cluster = () => {
  const version = fs.readdirSync('/etc/postgresql')[0] ?? '15';
  return [version, 'main'];
};
const canRestart = isPg() && fs.existsSync('/usr/bin/pg_ctlcluster') && process.getuid?.() === 0;

describe.skipIf(!canRestart)('PostgreSQL restarted during a write load', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `awc_restart_${crypto.randomBytes(4).toString('hex')}`;
  const port = 4390 + Math.floor(Math.random() * 50);
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: withDatabase(url, name),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'awc-restart-')),
        SERVE_WEB: 'false',
        LOG_LEVEL: 'error',
        TRUSTED_PROXIES: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    server.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('loses no acknowledged write, answers 503 with Retry-After while down, and recovers', { timeout: 180_000 }, async () => {
    const acknowledged: string[] = [];
    const refusals = new Map<number, number>();
    let badRefusals: string[] = [];
    let stop = false;
    let seq = 0;
    const worker = async (w: number) => {
      while (!stop) {
        const email = `load-${w}-${seq++}@example.com`;
        try {
          const res = await fetch(`${base}/api/newsletter`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.77.${w}.${seq % 250}` },
            body: JSON.stringify({ email, source: 'restart-test' }),
          });
          const text = await res.text();
          if (res.ok) acknowledged.push(email);
          else {
            refusals.set(res.status, (refusals.get(res.status) ?? 0) + 1);
            if (res.status !== 503 || !res.headers.get('retry-after') || /\bat .+:\d+:\d+/.test(text))
              badRefusals.push(`${res.status} ${text.slice(0, 120)}`);
          }
        } catch (error) {
          badRefusals.push(`connection error ${String(error)}`);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    // Each phase waits for what it needs to have seen (writes acknowledged, the outage refused),
    // not for a length of time: on a loaded machine two seconds held as few as two writes.
    const waitUntil = async (done: () => boolean, what: string, ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await waitUntil(() => acknowledged.length >= 20, '20 writes acknowledged before the outage');
    execFileSync('pg_ctlcluster', [...cluster(), 'stop', '--', '-m', 'fast'], { stdio: 'ignore' });
    await waitUntil(() => (refusals.get(503) ?? 0) >= 3, 'the outage to be answered with 503s');
    execFileSync('pg_ctlcluster', [...cluster(), 'start'], { stdio: 'ignore' });
    const restartedAt = Date.now();
    // Recovery: the first acknowledged write after the database is back.
    const ackAtRestart = acknowledged.length;
    await waitUntil(() => acknowledged.length > ackAtRestart, 'a write acknowledged after the restart', 30_000);
    const recoveryMs = Date.now() - restartedAt;
    await waitUntil(() => acknowledged.length >= ackAtRestart + 20, '20 more writes after the restart');
    stop = true;
    await Promise.all(workers);

    expect(refusals.get(503) ?? 0, 'the outage was observed').toBeGreaterThan(0);
    badRefusals = badRefusals.slice(0, 10);
    expect(badRefusals).toEqual([]);
    // The server serves again within seconds of the database, without being restarted itself
    // (pg_ctlcluster returns once PostgreSQL accepts connections).
    expect(recoveryMs).toBeLessThan(15_000);

    const client = new pg.Client({ connectionString: withDatabase(url, name) });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('select email from newsletter_subscribers');
    await client.end();
    const stored = new Set(rows.map((r) => r.email));
    const lost = acknowledged.filter((e) => !stored.has(e));
    expect(lost).toEqual([]);
    expect(await fetch(`${base}/api/health`).then((r) => r.status)).toBe(200);
  });
});
