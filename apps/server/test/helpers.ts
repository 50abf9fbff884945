import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, createApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { buildDeps } from '../src/deps.ts';
import { type Env, loadEnv } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { Deps } from '../src/types.ts';
import { withDatabase } from './global-setup.ts';

export const isPg = () => process.env.TEST_DB === 'pg';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a PostgreSQL clone. */
export const openTestDatabase = async (): Promise<Database & { dropAfterClose?: () => Promise<void> }> => {
  if (isPg()) {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `awc_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists "${name}" with (force)`);
        await a.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
};

const tmpDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'awc-test-data-'));

export const testEnv = (overrides: Record<string, string> = {}): Env =>
  loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: tmpDataDir(),
    JOBS_WORKER: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SEED_ON_START: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...overrides,
  });

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: Database;
  /** Same-origin request helper (sends the Origin a browser would) from client address `ip`. */
  request: (path: string, init?: RequestInit & { json?: unknown; ip?: string }) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * The real app (every middleware) on a fresh database, or on `database` when a test built one of
 * its own (the app closes it with the rest).
 */
export const createTestApp = async (
  envOverrides: Record<string, string> = {},
  options: AppOptions = {},
  ownDatabase?: Database,
): Promise<TestApp> => {
  const env = testEnv(envOverrides);
  const database = ownDatabase ?? (await openTestDatabase());
  const deps = buildDeps(env, database, createLogger(env.LOG_LEVEL));
  const app = createApp(deps, options);
  const request: TestApp['request'] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD'].includes(method) && !headers.has('origin')) headers.set('origin', env.PUBLIC_URL);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    // Tests change rows behind the app's back (expire a session, grant a role). PGlite announces
    // such a change to the auth cache before the write returns; PostgreSQL a moment later, on the
    // listener connection: wait for it, as the next request of a real client would (decision 289).
    if (isPg()) await deps.authCache.sync();
    // A socket address, as @hono/node-server would provide (getConnInfo reads it).
    const ip = init.ip ?? '127.0.0.1';
    return app.request(
      path,
      { ...init, headers, body },
      { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: ip.includes(':') ? 'IPv6' : 'IPv4' } } },
    );
  };
  const close = async () => {
    await deps.authCache.close();
    await deps.jobs.stop();
    deps.mailer.close();
    await database.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  return { app, deps, database, request, close };
};
