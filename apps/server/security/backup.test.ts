import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { withDatabase } from '../test/global-setup.ts';
import { isPg } from '../test/helpers.ts';

/** `npm run db:backup` / `db:restore` round trips, through the documented commands themselves. */
const root = path.resolve(import.meta.dirname, '../../..');

const cli = (args: string[], env: Record<string, string>) => {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (res.status !== 0) throw new Error(`db ${args.join(' ')} failed (${res.status}): ${res.stderr}${res.stdout}`);
  return res.stdout;
};

/** Row count of every table in the public schema. */
const counts = async (database: Database): Promise<Record<string, number>> => {
  const exec = async (sql: string) =>
    database.pglite ? (await database.pglite.query<Record<string, unknown>>(sql)).rows : ((await database.pool?.query(sql))?.rows ?? []);
  const tables = (await exec("select tablename from pg_tables where schemaname = 'public' order by 1")) as { tablename: string }[];
  const out: Record<string, number> = {};
  for (const { tablename } of tables) out[tablename] = Number(((await exec(`select count(*)::int as n from "${tablename}"`))[0] as { n: number }).n);
  return out;
};

describe.skipIf(isPg())('backup and restore of the embedded database', () => {
  it('restores every row, and refuses to overwrite a database without --force', { timeout: 900_000 }, async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-backup-'));
    const source = path.join(base, 'source');
    const target = path.join(base, 'target');
    const file = path.join(base, 'backup.pglite.tar.gz');
    cli(['seed'], { DATA_DIR: source });
    expect(cli(['backup', file], { DATA_DIR: source })).toContain(file);
    cli(['restore', file], { DATA_DIR: target });
    const a = await openDatabase({ dataDir: source });
    const b = await openDatabase({ dataDir: target });
    try {
      const before = await counts(a);
      expect(before.users).toBeGreaterThanOrEqual(3);
      expect(await counts(b)).toEqual(before);
    } finally {
      await a.close();
      await b.close();
    }
    expect(() => cli(['restore', file], { DATA_DIR: target })).toThrow(/already holds a database/);
    cli(['restore', file, '--force'], { DATA_DIR: target });
    fs.rmSync(base, { recursive: true, force: true });
  });
});

describe.skipIf(!isPg())('backup and restore on PostgreSQL', () => {
  it('pg_dump and pg_restore through the same commands restore every row', { timeout: 900_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const suffix = crypto.randomBytes(4).toString('hex');
    const [src, dst] = [`awc_bk_src_${suffix}`, `awc_bk_dst_${suffix}`];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${src}"`);
    await admin.query(`create database "${dst}"`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'awc-backup-')), 'backup.pgdump');
    try {
      cli(['seed'], { DATABASE_URL: withDatabase(url, src) });
      cli(['backup', file], { DATABASE_URL: withDatabase(url, src) });
      cli(['restore', file], { DATABASE_URL: withDatabase(url, dst) });
      const a = await openDatabase({ databaseUrl: withDatabase(url, src) });
      const b = await openDatabase({ databaseUrl: withDatabase(url, dst) });
      try {
        const before = await counts(a);
        expect(before.users).toBeGreaterThanOrEqual(3);
        expect(await counts(b)).toEqual(before);
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await admin.query(`drop database if exists "${src}" with (force)`);
      await admin.query(`drop database if exists "${dst}" with (force)`);
      await admin.end();
    }
  });
});
