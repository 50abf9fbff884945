import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, contentItems, liveSessions, posts, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { loadEnv } from '../src/env.ts';
import { type RunningServer, startServer } from '../src/server.ts';

/**
 * Issue 17, item 1: a production start on an empty database must not create the demo accounts
 * (published passwords) or demo content. The first administrator comes from ADMIN_EMAIL or
 * `npm run admin:create`, and can sign in only after choosing a password through the link.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PUBLIC_URL = 'https://awc.example';
const dirs: string[] = [];
let server: RunningServer | null = null;

const productionEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  PUBLIC_URL,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  JOBS_WORKER: 'false',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'silent',
  ...extra,
});

const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-prod-start-'));
  dirs.push(dir);
  return dir;
};

const post = (s: RunningServer, route: string, body: unknown) =>
  fetch(`http://127.0.0.1:${s.port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify(body),
  });

const signIn = (s: RunningServer, email: string, password: string) => post(s, '/api/auth/sign-in/email', { email, password, rememberMe: false });

afterEach(async () => {
  await server?.close();
  server = null;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test migrates a fresh embedded database (a minute on a loaded machine) and the command-line
// test two processes more.
describe('production start on an empty database', { timeout: 300_000 }, () => {
  it('creates no account that can sign in and no demo content, only the published articles', async () => {
    server = await startServer(loadEnv(productionEnv(freshDir())));
    const db = server.deps.database.db;
    for (const demo of DEMO_ACCOUNTS) expect((await signIn(server, demo.email, demo.password)).status).toBe(401);
    expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(accounts))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(contentItems))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(liveSessions))[0]?.n).toBe(0);
    // The editorial articles of content/blog are the product's content, not demo content.
    expect((await db.select({ n: count() }).from(posts))[0]?.n).toBeGreaterThan(0);
  });

  it('ADMIN_EMAIL creates an administrator who signs in only after choosing a password through the link', async () => {
    const email = 'owner@firm.example';
    server = await startServer(loadEnv(productionEnv(freshDir(), { ADMIN_EMAIL: email })));
    const admin = server.firstAdmin;
    expect(admin?.email).toBe(email);
    expect(admin?.emailed).toBe(false);
    expect(admin?.link).toMatch(/^https:\/\/awc\.example\/reset-password\?token=[\w-]{20,}$/);
    // No password exists yet: no guess can sign in.
    for (const guess of ['Administrator1', 'DemoAdmin2026']) expect((await signIn(server, email, guess)).status).toBe(401);

    const token = new URL(admin?.link ?? '').searchParams.get('token');
    const set = await post(server, '/api/auth/reset-password', { token, newPassword: 'Chosen-Pass-2026' });
    expect(set.status).toBe(200);
    const ok = await signIn(server, email, 'Chosen-Pass-2026');
    expect(ok.status).toBe(200);
    const cookie = ok.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = (await (await fetch(`http://127.0.0.1:${server.port}/api/me`, { headers: { cookie } })).json()) as {
      isAdmin?: boolean;
      isSuperAdmin?: boolean;
    };
    expect(me.isAdmin).toBe(true);
    // The link works once.
    expect((await post(server, '/api/auth/reset-password', { token, newPassword: 'Another-Pass-2026' })).status).toBe(400);

    // A later start with an administrator in place creates nothing more.
    const dataDir = server.deps.env.DATA_DIR;
    await server.close();
    server = await startServer(loadEnv(productionEnv(dataDir, { ADMIN_EMAIL: 'someone-else@firm.example' })));
    expect(server.firstAdmin).toBeNull();
    expect((await server.deps.database.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });

  it('npm run admin:create prints a one-time set-password link when no SMTP is set', async () => {
    const dataDir = freshDir();
    const env = { ...process.env, ...productionEnv(dataDir) };
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/db/cli.ts', 'admin:create', ...args], { cwd: ROOT, env });
    await expect(run([])).rejects.toMatchObject({ stderr: expect.stringContaining('Usage: npm run admin:create -- --email') });
    await expect(run(['--email', 'not-an-address'])).rejects.toMatchObject({ stderr: expect.stringContaining('Not an email address') });
    const { stdout } = await run(['--email', 'Founder@Firm.example']);
    expect(stdout).toContain('founder@firm.example is an administrator (new account).');
    const link = stdout.match(/https:\/\/awc\.example\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();

    server = await startServer(loadEnv(productionEnv(dataDir)));
    expect((await signIn(server, 'founder@firm.example', 'Chosen-Pass-2026')).status).toBe(401);
    const token = new URL(link ?? '').searchParams.get('token');
    expect((await post(server, '/api/auth/reset-password', { token, newPassword: 'Chosen-Pass-2026' })).status).toBe(200);
    expect((await signIn(server, 'founder@firm.example', 'Chosen-Pass-2026')).status).toBe(200);
  });
});
