import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { fileContents } from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { openBlobStore } from '../src/files/open-store.ts';
import { FileStorage } from '../src/files/storage.ts';
import { withDatabase } from '../test/global-setup.ts';
import { isPg } from '../test/helpers.ts';
import { startS3 } from '../test/s3-stand-in.ts';

/**
 * `npm run db:backup` / `db:restore` round trips through the documented commands themselves: every
 * row, and every upload of whichever storage driver holds it (decision 417).
 */
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs a db command in a child process. Asynchronously: the S3 stand-in answers from this process,
 * which a synchronous spawn would block.
 */
const cli = (args: string[], env: Record<string, string>): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/db/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`db ${args.join(' ')} failed (${code}): ${stderr}${stdout}`));
    });
  });

/** Row count of every table in the public schema. */
const counts = async (database: Database): Promise<Record<string, number>> => {
  const exec = async (sql: string) =>
    database.pglite ? (await database.pglite.query<Record<string, unknown>>(sql)).rows : ((await database.pool?.query(sql))?.rows ?? []);
  const tables = (await exec("select tablename from pg_tables where schemaname = 'public' order by 1")) as { tablename: string }[];
  const out: Record<string, number> = {};
  for (const { tablename } of tables) out[tablename] = Number(((await exec(`select count(*)::int as n from "${tablename}"`))[0] as { n: number }).n);
  return out;
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Runs `fn` with the FileStorage a server with these settings would have (its database opened, then closed). */
const withStorage = async <T>(settings: Record<string, string>, fn: (storage: FileStorage, database: Database) => Promise<T>): Promise<T> => {
  const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: path.join(os.tmpdir(), 'awc-unused'), ...settings });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, lock: true });
  const storage = new FileStorage(database, openBlobStore(env, database));
  try {
    return await fn(storage, database);
  } finally {
    await storage.store.close();
    await database.close();
  }
};
const putAvatar = (settings: Record<string, string>) =>
  withStorage(settings, async (storage) => (await storage.putImage({ bytes: PNG, ownerId: null, purpose: 'avatars', maxBytes: 1_000_000 })).key);
const served = (settings: Record<string, string>, key: string) => withStorage(settings, async (storage) => (await storage.get(key))?.bytes ?? null);

describe.skipIf(isPg())('backup and restore of the embedded database', () => {
  it('restores every row and every upload, into any driver, and refuses to overwrite a database without --force', { timeout: 900_000 }, async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-backup-'));
    const source = path.join(base, 'source');
    const target = path.join(base, 'target');
    const file = path.join(base, 'backup.tar');
    await cli(['seed'], { DATA_DIR: source });
    // The disk driver (the embedded default): the upload is a file in DATA_DIR/uploads.
    const key = await putAvatar({ DATA_DIR: source });
    expect(await cli(['backup', file], { DATA_DIR: source })).toMatch(/and 1 upload to .*backup\.tar/);
    expect(await cli(['restore', file], { DATA_DIR: target })).toContain('1 upload in the disk storage');
    expect(fs.readFileSync(path.join(target, 'uploads', key)).equals(PNG)).toBe(true);
    const a = await openDatabase({ dataDir: source });
    const b = await openDatabase({ dataDir: target });
    try {
      const before = await counts(a);
      expect(before.users).toBeGreaterThanOrEqual(3);
      expect(before.files).toBe(1);
      expect(await counts(b)).toEqual(before);
    } finally {
      await a.close();
      await b.close();
    }
    await expect(cli(['restore', file], { DATA_DIR: target })).rejects.toThrow(/already holds a database/);
    // Restored again with the database driver: the upload's bytes go into the table, and the
    // old database and uploads directory are moved aside, not deleted.
    expect(await cli(['restore', file, '--force'], { DATA_DIR: target, STORAGE_DRIVER: 'database' })).toContain('1 upload in the database storage');
    expect((await served({ DATA_DIR: target, STORAGE_DRIVER: 'database' }, key))?.equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(target, 'uploads'))).toBe(false);
    expect(fs.readdirSync(target).filter((n) => n.startsWith('uploads.before-restore-')).length).toBe(1);

    // A backup from before uploads were included (PGlite's bare dump) still restores, as the database.
    const legacy = path.join(base, 'legacy.pglite.tar.gz');
    const old = await openDatabase({ dataDir: source });
    try {
      const dump = await old.pglite?.dumpDataDir('gzip');
      fs.writeFileSync(legacy, Buffer.from(await (dump as Blob).arrayBuffer()));
    } finally {
      await old.close();
    }
    expect(await cli(['restore', legacy], { DATA_DIR: path.join(base, 'from-legacy') })).toContain('earlier version, without the uploads');
    fs.rmSync(base, { recursive: true, force: true });
  });
});

describe.skipIf(!isPg())('backup and restore on PostgreSQL', () => {
  it('pg_dump and pg_restore through the same commands restore every row and every upload, from any driver into any driver', {
    timeout: 900_000,
  }, async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const suffix = crypto.randomBytes(4).toString('hex');
    const [src, dst] = [`awc_bk_src_${suffix}`, `awc_bk_dst_${suffix}`];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${src}"`);
    await admin.query(`create database "${dst}"`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-backup-'));
    const [file, second] = [path.join(dir, 'backup.tar'), path.join(dir, 'second.tar')];
    const s3 = await startS3();
    try {
      const onSrc = { DATABASE_URL: withDatabase(url, src), ...s3.settings, S3_PREFIX: `bk-${suffix}/` };
      const onDst = { DATABASE_URL: withDatabase(url, dst) };
      await cli(['seed'], { DATABASE_URL: withDatabase(url, src) });
      // From S3 (the upload is an object in the bucket) ...
      const key = await putAvatar(onSrc);
      expect(await cli(['backup', file], onSrc)).toContain('and 1 upload to');
      // ... into the database driver, PostgreSQL's default: the bytes land in file_contents.
      expect(await cli(['restore', file], onDst)).toContain('1 upload in the database storage');
      expect((await served(onDst, key))?.equals(PNG)).toBe(true);
      const a = await openDatabase({ databaseUrl: withDatabase(url, src) });
      const b = await openDatabase({ databaseUrl: withDatabase(url, dst) });
      try {
        const before = await counts(a);
        expect(before.users).toBeGreaterThanOrEqual(3);
        const after = await counts(b);
        expect(after.file_contents).toBe(1);
        expect({ ...after, file_contents: 0 }).toEqual(before);
      } finally {
        await a.close();
        await b.close();
      }
      // With the database driver the bytes travel inside the dump; restored into S3 under another
      // prefix, they move out of the table into the bucket.
      expect(await cli(['backup', second], onDst)).toContain('uploads inside the database');
      const intoS3 = { ...onSrc, S3_PREFIX: `bk2-${suffix}/` };
      expect(await cli(['restore', second], intoS3)).toContain('1 upload in the s3 storage');
      expect((await served(intoS3, key))?.equals(PNG)).toBe(true);
      await withStorage(intoS3, async (_storage, database) => {
        expect(await database.db.$count(fileContents)).toBe(0);
      });
    } finally {
      await s3.close();
      await admin.query(`drop database if exists "${src}" with (force)`);
      await admin.query(`drop database if exists "${dst}" with (force)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
