// The server the browser journeys run against: the built app on a throwaway database. By default
// the embedded one (as a fresh install runs); with E2E_DATABASE_URL, a new database created on
// that PostgreSQL server for this run and dropped after it (CI uses it: PGlite answers one query
// at a time, which two browsers and the job queue turn into the suite's bottleneck).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded, serverCommand } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfNeeded();
// The journeys run the compiled server, as `npm start` does (decision 289).
await buildServerIfNeeded();
const port = process.env.E2E_PORT ?? '4173';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-e2e-'));

const adminUrl = process.env.E2E_DATABASE_URL;
let databaseUrl;
let dropDatabase = async () => {};
if (adminUrl) {
  const name = `awc_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    try {
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } catch {
      // Best effort: a leftover test database is harmless.
    } finally {
      await c.end().catch(() => {});
    }
  };
}

const child = spawn(process.execPath, serverCommand(), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.E2E_NODE_ENV ?? 'test',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_ON_START: 'true',
  },
});
const stop = (signal) => child.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', async (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
  process.exit(code ?? 1);
});
