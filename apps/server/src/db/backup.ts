import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import type { Env } from '../env.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { DatabaseStore } from '../files/database-store.ts';
import { DiskStore } from '../files/disk-store.ts';
import { copyUploads } from '../files/move-uploads.ts';
import { diskUploadsDir, openBlobStore } from '../files/open-store.ts';
import { type Database, openDatabase } from './client.ts';
import { files } from './schema/index.ts';

/**
 * Backup and restore for both engines and every storage driver (decisions 281, 417). A backup is
 * one tar file: `awc-backup.json` (what it holds), the database (PGlite's own data-directory dump,
 * taken under the server's lock, or `pg_dump` in custom format: the tools every operator already
 * trusts), and `uploads/<key>` for each uploaded file when the driver keeps the bytes outside the
 * database (disk, s3). With the database driver the bytes are rows of the dump itself.
 * A restore puts the uploads into whichever driver is in use then, so a backup also moves an
 * install from one driver to another. Files written by earlier versions (a bare `.pgdump` or
 * `.pglite.tar.gz`) still restore, as the database alone.
 */
export type BackupTarget = Env;

const MANIFEST = 'awc-backup.json';
const FORMAT = 'awc-backup';
const VERSION = 1;

type Manifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: 'pg' | 'pglite';
  /** The driver that held the bytes at backup time; 'database' means they are inside the dump. */
  storage: string;
  uploads: number;
};

export type BackupReport = { file: string; uploads: number; uploadsInDatabase: boolean; missing: number };
export type RestoreReport = { uploads: number; missing: number; legacy: boolean };

export const defaultBackupFile = (_env: BackupTarget, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join('backups', `awc-${stamp}.tar`);
};

const run = (command: string, args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });

const databaseEntry = (env: BackupTarget) => (env.DATABASE_URL ? 'database.pgdump' : 'database.pglite.tar.gz');

/** Adds one entry from a file on disk, a chunk at a time (a PostgreSQL dump can be large). */
const addFile = async (pack: tar.Pack, name: string, file: string) => {
  const done = new Promise<void>((resolve, reject) => {
    const sink = pack.entry({ name, size: fs.statSync(file).size }, (error) => (error ? reject(error) : resolve()));
    void (async () => {
      for await (const chunk of fs.createReadStream(file)) if (!sink.write(chunk)) await once(sink, 'drain');
      sink.end(undefined);
    })().catch(reject);
  });
  await done;
};

const addBuffer = (pack: tar.Pack, name: string, bytes: Uint8Array) =>
  new Promise<void>((resolve, reject) => {
    pack.entry({ name, size: bytes.byteLength }, bytes, (error) => (error ? reject(error) : resolve()));
  });

export const backup = async (env: BackupTarget, file: string): Promise<BackupReport> => {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-backup-'));
  const dumpFile = path.join(work, databaseEntry(env));
  let database: Database | null = null;
  const partial = `${file}.partial`;
  try {
    if (env.DATABASE_URL) {
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, env.DATABASE_URL]);
      database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
    } else {
      // Under the data-directory lock: a running server is never copied mid-write.
      database = await openDatabase({ dataDir: env.DATA_DIR, lock: true });
      const dump = await database.pglite?.dumpDataDir('gzip');
      if (!dump) throw new Error('PGlite did not produce a dump');
      fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    }
    const store = openBlobStore(env, database);
    const uploadsInDatabase = store.driver === 'database';
    // The files the database names (read after the dump, so a file it names was not deleted before
    // being listed, unless it was deleted during the backup: counted as missing).
    const rows = uploadsInDatabase ? [] : await database.db.select({ key: files.key }).from(files);
    const pack = tar.pack();
    const out = fs.createWriteStream(partial);
    const written = new Promise<void>((resolve, reject) => {
      out.on('close', resolve);
      out.on('error', reject);
      pack.on('error', reject);
    });
    pack.pipe(out);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: env.DATABASE_URL ? 'pg' : 'pglite',
      storage: store.driver,
      uploads: rows.length,
    };
    await addBuffer(pack, MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await addFile(pack, databaseEntry(env), dumpFile);
    let uploads = 0;
    let missing = 0;
    for (const { key } of rows) {
      const bytes = await store.get(key);
      if (!bytes) missing += 1;
      else {
        await addBuffer(pack, `uploads/${key}`, bytes);
        uploads += 1;
      }
    }
    pack.finalize();
    await written;
    await store.close();
    // Renamed only when complete, so an interrupted backup never leaves a truncated file.
    fs.renameSync(partial, file);
    return { file, uploads, uploadsInDatabase, missing };
  } finally {
    await database?.close();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
};

export class RestoreRefusedError extends Error {}

/** True when the file is one of our tar backups (its first entry is the manifest), not a bare dump. */
const isArchive = (file: string) => {
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(512);
    fs.readSync(fd, header, 0, 512, 0);
    const name = header.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    return name === MANIFEST && header.subarray(257, 262).toString('latin1') === 'ustar';
  } finally {
    fs.closeSync(fd);
  }
};

/** Unpacks an archive: the manifest, the database dump into `work`, the uploads into a directory store. */
const unpack = async (file: string, work: string) => {
  const uploads = new DiskStore(path.join(work, 'uploads'));
  let manifest: Manifest | null = null;
  let dump: string | null = null;
  const extract = tar.extract();
  fs.createReadStream(file).pipe(extract);
  for await (const entry of extract) {
    const name = entry.header.name;
    if (name === MANIFEST) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
    } else if (name.startsWith('database.')) {
      dump = path.join(work, path.basename(name));
      const out = fs.createWriteStream(dump);
      for await (const chunk of entry) if (!out.write(chunk)) await once(out, 'drain');
      out.end();
      await once(out, 'close');
    } else if (name.startsWith('uploads/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      await uploads.put(name.slice('uploads/'.length), Buffer.concat(chunks));
    } else entry.resume();
  }
  if (manifest?.format !== FORMAT || !dump) throw new RestoreRefusedError(`${file} is not a complete backup (no manifest or no database).`);
  if (manifest.version > VERSION) throw new RestoreRefusedError(`${file} was written by a newer version (backup format ${manifest.version}).`);
  return { manifest, dump, uploads };
};

/**
 * After the database is back: every upload the backup carried goes into the driver in use, and
 * bytes a database-driver backup brought back inside the dump move to the driver in use when that
 * is another one (their table rows then go, so nothing is kept twice). `uploads`: files the database
 * names whose bytes the driver now holds; `missing`: those it names without bytes anywhere.
 */
const restoreUploads = async (env: BackupTarget, database: Database, carried: BlobStore): Promise<{ uploads: number; missing: number }> => {
  const store = openBlobStore(env, database);
  try {
    if (store.driver !== 'database') {
      const inTable = new DatabaseStore(database);
      await copyUploads(database, inTable, store);
      for await (const key of inTable.keys()) if (await store.has(key)) await inTable.delete(key);
    }
    const report = await copyUploads(database, carried, store);
    return { uploads: report.copied + report.alreadyThere, missing: report.missing };
  } finally {
    await store.close();
  }
};

/**
 * Restores into an empty target. PGlite: refuses a data directory that already holds a database
 * unless `force` (the old one, and its uploads directory, are moved aside, not deleted).
 * PostgreSQL: `pg_restore --clean`.
 */
export const restore = async (env: BackupTarget, file: string, { force = false } = {}): Promise<RestoreReport> => {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No backup file at ${file}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-restore-'));
  try {
    const archive = isArchive(file) ? await unpack(file, work) : null;
    const dump = archive?.dump ?? file;
    if (archive && archive.manifest.database !== (env.DATABASE_URL ? 'pg' : 'pglite'))
      throw new RestoreRefusedError(
        archive.manifest.database === 'pg'
          ? `${file} is a PostgreSQL backup: restore it with DATABASE_URL set to the PostgreSQL database.`
          : `${file} is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR).`,
      );
    let database: Database;
    if (env.DATABASE_URL) {
      await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${env.DATABASE_URL}`, dump]);
      database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
    } else {
      const dir = path.resolve(env.DATA_DIR);
      const existing = path.join(dir, 'pglite');
      if (fs.existsSync(existing)) {
        if (!force) throw new RestoreRefusedError(`${existing} already holds a database. Pass --force to move it aside and restore.`);
        const stamp = Date.now();
        fs.renameSync(existing, `${existing}.before-restore-${stamp}`);
        const uploadsDir = diskUploadsDir(env);
        if (fs.existsSync(uploadsDir)) fs.renameSync(uploadsDir, `${uploadsDir}.before-restore-${stamp}`);
      }
      fs.mkdirSync(dir, { recursive: true });
      database = await openDatabase({ dataDir: dir, lock: true, loadDataDir: new Blob([fs.readFileSync(dump)]) });
    }
    try {
      await database.ping();
      const { uploads, missing } = await restoreUploads(env, database, archive?.uploads ?? new DiskStore(path.join(work, 'uploads')));
      return { uploads, missing, legacy: !archive };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};
