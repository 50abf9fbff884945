import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import type { BlobStore } from './blob-store.ts';
import { DiskStore } from './disk-store.ts';

export type CopyReport = { copied: number; alreadyThere: number; missing: number };

const collect = async (keys: AsyncIterable<string>) => {
  const out = new Set<string>();
  for await (const key of keys) out.add(key);
  return out;
};

/**
 * Copies the bytes of every file the `files` table names from one store to another, skipping those
 * the target already holds; the source is left as it was. `missing`: rows whose bytes the source
 * does not have either (nothing to copy; they answered 404 before and still do).
 */
export const copyUploads = async (database: Database, from: BlobStore, to: BlobStore): Promise<CopyReport> => {
  const rows = await database.db.select({ key: files.key, contentType: files.contentType }).from(files);
  const [inSource, inTarget] = await Promise.all([collect(from.keys()), collect(to.keys())]);
  const report: CopyReport = { copied: 0, alreadyThere: 0, missing: 0 };
  for (const row of rows) {
    if (inTarget.has(row.key)) report.alreadyThere += 1;
    else if (!inSource.has(row.key)) report.missing += 1;
    else {
      const bytes = await from.get(row.key);
      if (!bytes) report.missing += 1;
      else {
        await to.put(row.key, bytes, row.contentType);
        report.copied += 1;
      }
    }
  }
  return report;
};

/** Left in DATA_DIR/uploads once its files are in another driver, so later starts skip the copy. */
export const MOVED_MARKER = '.moved-to-storage-driver.json';

/**
 * An install that kept uploads on its disk before the storage drivers existed, now on another
 * driver (a PostgreSQL install upgraded: the database driver is its new default): the first start
 * copies the files it finds in DATA_DIR/uploads into the driver in use, then leaves a marker. The
 * files stay where they were (nothing is deleted; an older version run again still finds them).
 * Every process does this for its own disk; copies are idempotent, so processes sharing a
 * directory do no harm.
 */
export const moveDiskUploadsToStore = async (database: Database, dir: string, to: BlobStore, log: Logger): Promise<CopyReport | null> => {
  if (to.driver === 'disk' || !fs.existsSync(dir) || fs.existsSync(path.join(dir, MOVED_MARKER))) return null;
  const from = new DiskStore(dir);
  const report = await copyUploads(database, from, to);
  fs.writeFileSync(
    path.join(dir, MOVED_MARKER),
    `${JSON.stringify({ driver: to.driver, location: to.location, at: new Date().toISOString(), ...report }, null, 2)}\n`,
  );
  log.warn({ ...report, from: dir, to: to.location }, 'uploads kept on this disk were copied to the storage driver in use');
  return report;
};
