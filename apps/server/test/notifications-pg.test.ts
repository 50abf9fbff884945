import { type ChildProcess, spawn } from 'node:child_process';
import { knownSecrets, totpCode } from './two-factor-helpers.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { isPg } from './helpers.ts';
import { openSse } from './notifications-sse.ts';

/**
 * Two real server processes (`node apps/server/src/index.ts`) on one PostgreSQL: an event created
 * through one reaches a stream held by the other, through LISTEN/NOTIFY. PostgreSQL only (PGlite is
 * one process by design); runs in the server-pg project.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Proc = { child: ChildProcess; url: string; dataDir: string };

const startProcess = (databaseUrl: string): Promise<Proc> =>
  new Promise((resolve, reject) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-mp-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '3',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_ON_START: 'true',
        JOBS_WORKER: 'false',
        SERVE_WEB: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/"port":(\d+)[^\n]*server listening/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${m[1]}`, dataDir });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${out}`));
    });
  });

const stopProcess = async (p: Proc | undefined) => {
  if (!p) return;
  if (p.child.exitCode === null) {
    const exited = new Promise((r) => p.child.once('exit', r));
    p.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(p.dataDir, { recursive: true, force: true });
};

const signIn = async (base: string, email: string, password: string) => {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) return cookie;
  // The demo admin has two-factor sign-in (decision 422): the second step with its published secret.
  const secret = knownSecrets.get(email);
  if (!secret) throw new Error(`${email} needs a second step`);
  const step = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code: totpCode(secret) }),
  });
  if (!step.ok) throw new Error(`second step ${email}: ${step.status}`);
  return step.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

describe.skipIf(!isPg())('two server processes on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `awc_mp_${crypto.randomBytes(5).toString('hex')}`;
  let a: Proc | undefined;
  let b: Proc | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    await admin.end();
    // One after the other: the first seeds the demo accounts, the second finds them.
    a = await startProcess(withDatabase(url, name));
    b = await startProcess(withDatabase(url, name));
  }, 200_000);

  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  }, 60_000);

  it('delivers an insert and a delete made through one process to a stream on the other', async () => {
    const A = a as Proc;
    const B = b as Proc;
    const adminOnA = await signIn(A.url, 'admin@attorneywealth.test', 'DemoAdmin2026');
    const memberOnB = await signIn(B.url, 'member@attorneywealth.test', 'DemoMember2026');
    const sse = openSse(await fetch(`${B.url}/api/notifications/stream`, { headers: { cookie: memberOnB } }));
    await expect.poll(() => sse.events.some((e) => e.event === 'ready'), { timeout: 20_000 }).toBe(true);

    const sent = await fetch(`${A.url}/api/admin/notifications`, {
      method: 'POST',
      headers: { cookie: adminOnA, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@attorneywealth.test', title: 'Across processes', message: 'Sent on A, streamed on B' }),
    });
    expect(sent.status).toBe(201);
    const { notification } = (await sent.json()) as { notification: { id: string } };
    await expect.poll(() => sse.notifications().map((e) => e.type), { timeout: 10_000 }).toEqual(['insert']);
    expect(sse.notifications()[0]).toMatchObject({ type: 'insert', notification: { id: notification.id, title: 'Across processes' } });

    // The member deletes it through A; B's stream hears the delete.
    const memberOnA = await signIn(A.url, 'member@attorneywealth.test', 'DemoMember2026');
    const del = await fetch(`${A.url}/api/notifications/${notification.id}`, { method: 'DELETE', headers: { cookie: memberOnA } });
    expect(del.status).toBe(200);
    await expect.poll(() => sse.notifications().map((e) => e.type), { timeout: 10_000 }).toEqual(['insert', 'delete']);
    await sse.close();
  }, 120_000);
});
