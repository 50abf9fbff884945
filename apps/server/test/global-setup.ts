import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/** A hash of the migrations: a changed migration gets a fresh template. */
const migrationsHash = () => {
  const hash = crypto.createHash('sha1');
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 12);
};

/**
 * Migrates once per run: a PGlite data-directory snapshot that each test file loads (the "golden
 * database" pattern), and on PostgreSQL a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  if (process.env.TEST_DB === 'pg' || project.name.endsWith('-pg')) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('server-pg needs TEST_DATABASE_URL');
    const template = `awc_tpl_${hash}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!exists.rowCount) {
        const building = `${template}_build_${process.pid}`;
        await admin.query(`create database "${building}"`);
        const db = await openDatabase({ databaseUrl: withDatabase(url, building) });
        await db.migrate();
        await db.close();
        try {
          await admin.query(`alter database "${building}" rename to "${template}"`);
        } catch {
          // Another run finished first.
          await admin.query(`drop database if exists "${building}"`);
        }
      }
    } finally {
      await admin.end();
    }
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return;
  }
  const file = path.join(os.tmpdir(), `awc-pglite-snapshot-${hash}.tar.gz`);
  if (!fs.existsSync(file)) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await db.migrate();
    const dump = await db.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('PGlite dump failed');
    const tmp = `${file}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    await db.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
}

export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};
