import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { fileContents, files } from '../src/db/schema/index.ts';
import { buildDeps } from '../src/deps.ts';
import type { BlobStore, StorageDriver } from '../src/files/blob-store.ts';
import { DiskStore } from '../src/files/disk-store.ts';
import { copyUploads, MOVED_MARKER, moveDiskUploadsToStore } from '../src/files/move-uploads.ts';
import { diskUploadsDir, openBlobStore } from '../src/files/open-store.ts';
import { FileStorage } from '../src/files/storage.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createVerifiedUser } from './auth-helpers.ts';
import { createTestApp, openTestDatabase, type TestApp, testEnv } from './helpers.ts';
import { type S3StandIn, startS3 } from './s3-stand-in.ts';

/**
 * The storage drivers (decision 415): one contract, run against the disk, the database (on the
 * engine of this run: PGlite, or PostgreSQL in CI) and S3 (the real AWS SDK against s3rver); then
 * uploads through the app on each, served by a second app on the same database with a disk of its
 * own, as a second process would be; then copies between drivers and the start-up move of uploads
 * an older version kept on disk (decision 416).
 */
const DRIVERS: StorageDriver[] = ['disk', 'database', 's3'];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Every byte value, so no driver can get away with text. */
const ALL_BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

let s3: S3StandIn;
let database: Database;
const opened: BlobStore[] = [];
const logger = createLogger('silent');

beforeAll(async () => {
  [s3, database] = await Promise.all([startS3(), openTestDatabase()]);
});
afterAll(async () => {
  for (const store of opened) await store.close();
  await database?.close();
  await s3?.close();
});

/** A store of the driver; stores made with the same `dataDir` or `prefix` share their bytes. */
const storeOf = (driver: StorageDriver, options: { dataDir?: string; prefix?: string } = {}) => {
  const env = testEnv({
    STORAGE_DRIVER: driver,
    ...s3.settings,
    S3_PREFIX: options.prefix ?? `run-${crypto.randomBytes(4).toString('hex')}/`,
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
  });
  const store = openBlobStore(env, database);
  opened.push(store);
  return { store, env };
};

const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const key of keys) out.push(key);
  return out.sort();
};

describe.each(DRIVERS)('the %s driver keeps the contract', (driver) => {
  it('gives back exactly the bytes put, replaces them on a second put, and forgets them on delete', async () => {
    const { store } = storeOf(driver);
    expect(store.driver).toBe(driver);
    await store.put('avatars/a.png', ALL_BYTES, 'image/png');
    expect(await store.has('avatars/a.png')).toBe(true);
    expect((await store.get('avatars/a.png'))?.equals(ALL_BYTES)).toBe(true);
    await store.put('avatars/a.png', PNG, 'image/png');
    expect((await store.get('avatars/a.png'))?.equals(PNG)).toBe(true);
    await store.delete('avatars/a.png');
    expect(await store.get('avatars/a.png')).toBeNull();
    expect(await store.has('avatars/a.png')).toBe(false);
  });

  it('answers null for a key it never held, and deleting one is no error', async () => {
    const { store } = storeOf(driver);
    expect(await store.get('avatars/never.png')).toBeNull();
    expect(await store.has('avatars/never.png')).toBe(false);
    await expect(store.delete('avatars/never.png')).resolves.toBeUndefined();
  });

  it('lists every key it holds, nested or not, and nothing else', async () => {
    const { store } = storeOf(driver);
    const keys = ['avatars/1.png', 'avatars/2.jpg', 'blog-covers/3.webp', 'deep/er/4.gif'];
    for (const key of keys) await store.put(key, PNG, 'image/png');
    const listed = await collect(store.keys());
    // The database driver's table is shared by every store on this database: look at ours.
    expect(listed.filter((k) => keys.includes(k) || driver !== 'database')).toEqual([...keys].sort());
    for (const key of keys) await store.delete(key);
    expect((await collect(store.keys())).filter((k) => keys.includes(k))).toEqual([]);
  });

  it('refuses keys that could leave its directory or prefix', async () => {
    const { store } = storeOf(driver);
    for (const key of [
      '../escape.png',
      'avatars/../../escape.png',
      '/avatars/x.png',
      'no-folder.png',
      'avatars//x.png',
      'avatars/x.png/',
      'a/b c.png',
    ]) {
      await expect(store.put(key, PNG, 'image/png'), key).rejects.toThrow(/Bad storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Bad storage key/);
    }
  });

  it('keeps 2 MB and 20 writes at once intact', async () => {
    const { store } = storeOf(driver);
    const big = crypto.randomBytes(2_000_000);
    await store.put('avatars/big.png', big, 'image/png');
    expect((await store.get('avatars/big.png'))?.equals(big)).toBe(true);
    const many = Array.from({ length: 20 }, (_, i) => [`avatars/p${i}.png`, crypto.randomBytes(1_000 + i)] as const);
    await Promise.all(many.map(([key, bytes]) => store.put(key, bytes, 'image/png')));
    const back = await Promise.all(many.map(([key]) => store.get(key)));
    expect(back.map((b, i) => b?.equals(many[i]?.[1] as Buffer))).toEqual(many.map(() => true));
  });

  it('shows what one instance wrote to another instance on the same backing store', async () => {
    const dataDir = fs.mkdtempSync(path.join(testEnv().DATA_DIR, 'shared-'));
    const prefix = `shared-${crypto.randomBytes(4).toString('hex')}/`;
    const { store: one } = storeOf(driver, { dataDir, prefix });
    const { store: two } = storeOf(driver, { dataDir, prefix });
    await one.put('avatars/shared.png', PNG, 'image/png');
    expect((await two.get('avatars/shared.png'))?.equals(PNG)).toBe(true);
    await two.delete('avatars/shared.png');
    expect(await one.has('avatars/shared.png')).toBe(false);
  });
});

describe('the s3 driver', () => {
  it('keeps each install under its own prefix of a shared bucket', async () => {
    const { store: a } = storeOf('s3', { prefix: 'install-a/' });
    const { store: b } = storeOf('s3', { prefix: 'install-b/' });
    await a.put('avatars/only-a.png', PNG, 'image/png');
    expect(await b.get('avatars/only-a.png')).toBeNull();
    expect(await collect(a.keys())).toEqual(['avatars/only-a.png']);
    expect(await collect(b.keys())).toEqual([]);
  });
});

describe.each(DRIVERS)('uploads through the app on the %s driver', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DRIVER: driver, ...s3.settings, S3_PREFIX: `app-${driver}-${crypto.randomBytes(3).toString('hex')}/` });
  });
  afterAll(async () => {
    await t.deps.storage.store.close();
    await t.close();
  });

  /** The same app built again on the same database and settings but its own DATA_DIR: another process. */
  const otherProcess = () => {
    const env = { ...t.deps.env, DATA_DIR: fs.mkdtempSync(path.join(t.deps.env.DATA_DIR, '..', 'awc-other-')) };
    const deps = buildDeps(env, t.database, logger);
    return { app: createApp(deps), deps };
  };

  it('stores an avatar with the driver, serves it here and from another process, and removes its bytes with it', async () => {
    const cookie = await createVerifiedUser(t, `pic-${driver}@example.com`);
    const form = new FormData();
    form.set('file', new File([PNG], 'me.png', { type: 'image/png' }));
    const res = await t.request('/api/profile/avatar', { method: 'POST', headers: { cookie }, body: form });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: { avatarUrl: string } };
    const key = profile.avatarUrl.slice('/files/'.length);
    expect((await t.deps.storage.store.get(key))?.equals(PNG)).toBe(true);
    const [row] = await t.database.db.select().from(files).where(eq(files.key, key));
    expect(row).toMatchObject({ contentType: 'image/png', size: PNG.length, purpose: 'avatars' });
    // Where the bytes are: in the table only with the database driver, on this disk only with disk.
    const inTable = await t.database.db.select({ key: fileContents.key }).from(fileContents).where(eq(fileContents.key, key));
    expect(inTable.length).toBe(driver === 'database' ? 1 : 0);
    expect(fs.existsSync(path.join(diskUploadsDir(t.deps.env), key))).toBe(driver === 'disk');

    const here = await t.request(profile.avatarUrl);
    expect(here.status).toBe(200);
    expect(Buffer.from(await here.arrayBuffer()).equals(PNG)).toBe(true);

    const other = otherProcess();
    const there = await other.app.request(profile.avatarUrl);
    if (driver === 'disk') {
      // The disk driver is one machine's disk: another process without that directory has no bytes.
      expect(there.status).toBe(404);
    } else {
      expect(there.status).toBe(200);
      expect(there.headers.get('content-type')).toBe('image/png');
      expect(there.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await there.arrayBuffer()).equals(PNG)).toBe(true);
    }
    await other.deps.storage.store.close();

    const removed = await t.request('/api/profile/avatar', { method: 'DELETE', headers: { cookie } });
    expect(removed.status).toBe(200);
    expect(await t.deps.storage.store.has(key)).toBe(false);
    expect((await t.request(profile.avatarUrl)).status).toBe(404);
  });
});

describe('moving uploads between drivers', () => {
  /** Files stored through FileStorage on one driver: their keys. */
  const stored = async (storage: FileStorage, n: number) => {
    const keys: string[] = [];
    for (let i = 0; i < n; i++) keys.push((await storage.putImage({ bytes: PNG, ownerId: null, purpose: 'avatars', maxBytes: 1_000_000 })).key);
    return keys;
  };

  it('copies every file the database names from one driver to each other, and leaves the source as it was', async () => {
    const disk = storeOf('disk').store;
    const keys = await stored(new FileStorage(database, disk), 3);
    for (const target of ['s3', 'database'] as const) {
      const to = storeOf(target).store;
      const report = await copyUploads(database, disk, to);
      expect(report.copied).toBeGreaterThanOrEqual(3);
      for (const key of keys) expect((await new FileStorage(database, to).get(key))?.bytes.equals(PNG)).toBe(true);
      // Again: nothing left to copy.
      expect((await copyUploads(database, disk, to)).copied).toBe(0);
    }
    for (const key of keys) expect(await disk.has(key)).toBe(true);
  });

  it('at start, copies the uploads an older version kept in DATA_DIR/uploads into the driver in use, once', async () => {
    const { env } = storeOf('disk');
    const legacy = new DiskStore(diskUploadsDir(env));
    const keys = await stored(new FileStorage(database, legacy), 2);
    const to = storeOf('database').store;
    for (const key of keys) await to.delete(key);

    const report = await moveDiskUploadsToStore(database, diskUploadsDir(env), to, logger);
    expect(report).toMatchObject({ copied: 2 });
    for (const key of keys) expect((await to.get(key))?.equals(PNG)).toBe(true);
    // The files stay on disk (an older version run again still finds them), with a marker beside them.
    for (const key of keys) expect(await legacy.has(key)).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(diskUploadsDir(env), MOVED_MARKER), 'utf8'))).toMatchObject({ driver: 'database', copied: 2 });
    expect(await collect(legacy.keys())).toEqual([...keys].sort());
    // The next start does nothing; the disk driver itself never moves anything.
    expect(await moveDiskUploadsToStore(database, diskUploadsDir(env), to, logger)).toBeNull();
    expect(await moveDiskUploadsToStore(database, diskUploadsDir(env), legacy, logger)).toBeNull();
  });
});
