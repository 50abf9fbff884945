import path from 'node:path';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { BlobStore, StorageDriver } from './blob-store.ts';
import { DatabaseStore } from './database-store.ts';
import { DiskStore } from './disk-store.ts';
import { S3Store } from './s3-store.ts';

/** The disk driver's directory: where uploads have always been, so an embedded install keeps them. */
export const diskUploadsDir = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR, 'uploads');

/** The store of a driver with this server's settings: the configured one by default (env.storageDriver). */
export const openBlobStore = (env: Env, database: Database, driver: StorageDriver = env.storageDriver): BlobStore => {
  if (driver === 'database') return new DatabaseStore(database);
  if (driver === 's3') {
    if (!env.S3_BUCKET) throw new Error('The s3 storage driver needs S3_BUCKET');
    return new S3Store({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.s3ForcePathStyle,
      prefix: env.S3_PREFIX,
    });
  }
  return new DiskStore(diskUploadsDir(env));
};
