import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase, START_LOCK, type Database } from './db/client.ts';
import { needsSeed, runSeed } from './db/seed/index.ts';
import { moveDiskUploadsToStore } from './files/move-uploads.ts';
import { diskUploadsDir } from './files/open-store.ts';
import { S3Store } from './files/s3-store.ts';
import { scheduleRecurring } from './jobs/recurring.ts';
import { type AdminCreated, createAdmin, hasAdmin } from './services/accounts/first-admin.ts';
import { recurringJobs } from './services/scheduled.ts';
import { buildDeps } from './deps.ts';
import type { Env } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { isDatabaseUnavailable } from './lib/errors.ts';
import type { Deps } from './types.ts';

export type RunningServer = {
  url: string;
  port: number;
  deps: Deps;
  /** The administrator of ADMIN_EMAIL created at this start (its link is shown once). */
  firstAdmin: AdminCreated | null;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PostgreSQL that is still starting should not kill the process: wait for it a while. */
const migrateWithRetry = async (database: Database, log: Deps['log']) => {
  const deadline = Date.now() + 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.whileLocked(START_LOCK, () => database.migrate());
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      log.warn({ attempt }, 'database not reachable yet; retrying');
      await sleep(Math.min(500 * attempt, 3_000));
    }
  }
};

/**
 * The storage driver at start: uploads an older version kept on this disk are copied into the
 * driver in use (decision 416), and an unreachable bucket is said loudly now rather than at the
 * first upload (the server still starts: pages without pictures beat no pages).
 */
const prepareStorage = async (deps: Deps) => {
  const { store } = deps.storage;
  deps.log.info({ driver: store.driver, location: store.location }, 'upload storage');
  if (store instanceof S3Store)
    await store
      .check()
      .catch((error: unknown) => deps.log.error({ err: error, location: store.location }, 'the S3 bucket for uploads cannot be reached'));
  await moveDiskUploadsToStore(deps.database, diskUploadsDir(deps.env), store, deps.log);
};

export const startServer = async (env: Env): Promise<RunningServer> => {
  const log = createLogger(env.LOG_LEVEL);
  const started = performance.now();
  // Start-up phases, logged with "server listening" (ms since the process started; decision 289).
  const phases: Record<string, number> = { modulesLoaded: Math.round(started) };
  const mark = (phase: string) => {
    phases[phase] = Math.round(performance.now());
  };
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    lock: true,
  });
  mark('databaseOpen');
  try {
    await migrateWithRetry(database, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  mark('migrated');
  const deps = buildDeps(env, database, log);
  mark('depsBuilt');
  if (env.isProduction && env.billingProvider === 'demo')
    log.warn(
      { billingProvider: 'demo' },
      'BILLING_PROVIDER=demo IN PRODUCTION: the checkout charges no card, so anyone signed in can become a member for free',
    );
  if (env.isProduction && env.billingProvider === 'none')
    log.warn({ billingProvider: 'none' }, 'no billing provider (STRIPE_SECRET_KEY unset): checkout says membership is not on sale yet');
  const firstAdmin = await database.whileLocked(START_LOCK, async () => {
    if (env.SEED_ON_START && (await needsSeed(deps))) {
      const report = await runSeed(deps);
      log.info({ steps: report.ran }, 'seeded an empty database');
    }
    mark('seedChecked');
    const created = env.ADMIN_EMAIL && !(await hasAdmin(deps)) ? await createAdmin(deps, env.ADMIN_EMAIL) : null;
    if (created) log.warn({ emailed: created.emailed }, 'created the first administrator (ADMIN_EMAIL)');
    return created;
  });
  await prepareStorage(deps);
  mark('storageReady');
  if (env.JOBS_WORKER) {
    await scheduleRecurring(deps.jobs, recurringJobs(deps));
    await deps.jobs.start();
  }
  await deps.authCache.start();
  const app = createApp(deps);
  mark('appBuilt');
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once('error', reject);
  });
  mark('listening');
  const port = (server.address() as AddressInfo).port;
  log.info({ port, database: database.kind, ms: Math.round(performance.now() - started), phases }, 'server listening');
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open SSE streams would hold close() forever.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await deps.jobs.stop();
      await deps.notificationHub.close();
      await deps.authCache.close();
      deps.mailer.close();
      await deps.storage.store.close();
      await database.close();
    })();
    return closing;
  };
  const publicUrl = env.PUBLIC_URL;
  return { url: publicUrl, port, deps, firstAdmin, close };
};
