import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client.ts';

/**
 * Backup and restore for both engines. PGlite: its own data-directory dump (a gzipped tarball of
 * the Postgres data directory, taken under the same lock as the server, so a running server is
 * never copied mid-write). PostgreSQL: `pg_dump` in custom format and `pg_restore`, the tools
 * every operator already trusts; reimplementing a logical dump would only be worse.
 */
export type BackupTarget = { databaseUrl?: string | undefined; dataDir: string };

export const defaultBackupFile = (target: BackupTarget, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join('backups', `awc-${stamp}.${target.databaseUrl ? 'pgdump' : 'pglite.tar.gz'}`);
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

export const backup = async (target: BackupTarget, file: string): Promise<string> => {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
    return file;
  }
  const database = await openDatabase({ dataDir: target.dataDir, lock: true });
  try {
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('PGlite did not produce a dump');
    // Write beside the target and rename, so an interrupted backup never leaves a truncated file.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
};

export class RestoreRefusedError extends Error {}

/**
 * Restores into an empty target. PGlite: refuses a data directory that already holds a database
 * unless `force` (the old one is moved aside, not deleted). PostgreSQL: `pg_restore --clean`.
 */
export const restore = async (target: BackupTarget, file: string, { force = false } = {}): Promise<void> => {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No backup file at ${file}`);
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  const dir = path.resolve(target.dataDir);
  const existing = path.join(dir, 'pglite');
  if (fs.existsSync(existing)) {
    if (!force) throw new RestoreRefusedError(`${existing} already holds a database. Pass --force to move it aside and restore.`);
    fs.renameSync(existing, `${existing}.before-restore-${Date.now()}`);
  }
  fs.mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir, lock: true, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
};
