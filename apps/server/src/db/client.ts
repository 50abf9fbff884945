import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle every service uses; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: services accept both so callers can compose. */
export type DbOrTx = Db | Tx;

export { MIGRATIONS_DIR };

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Where the data lives, for messages: a directory, "memory" or the URL without password. */
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** LISTEN on a channel. PGlite delivers in process; pg uses one dedicated client (not the pool). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Which connection of the listener delivers notifications now: a number that changes whenever
   * that connection is replaced (notifications sent in between were lost), or null while there is
   * none. A cache invalidated by notifications trusts only entries stored in the current epoch.
   */
  listenerEpoch(): number | null;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `fn` while holding a lock named `name` that every process on this database respects: on
   * PostgreSQL a session advisory lock on a connection of its own (released if the process dies),
   * on PGlite nothing more (the data directory lock already admits one process).
   */
  whileLocked<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The underlying PGlite, for backup/restore and tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
};

/**
 * What one process at a time does at start: migrate, seed an empty database, create the first
 * administrator. Several processes starting together on one PostgreSQL (a deploy of N, a restart of
 * all) otherwise ran the same migration side by side, and all but one stopped on "relation already
 * exists"; the same held for the seed and ADMIN_EMAIL (decision 418).
 */
export const START_LOCK = 'awc:start';

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  /** A directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  poolSize?: number;
  /** Take the data directory lock (the server does; tests on memory do not need to). */
  lock?: boolean;
  /** Start from a dumped data directory (the test snapshot). */
  loadDataDir?: Blob;
};

const redact = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

/**
 * True when the newest migration in the journal is already applied: Drizzle's migrator would then
 * run nothing, after creating its schema and table "if not exists" and opening a transaction. One
 * query instead of five at every start (decision 289); anything unexpected (no table yet) means
 * "run the migrator".
 */
const upToDate = async (newestApplied: () => Promise<unknown>): Promise<boolean> => {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    const applied = Number(await newestApplied());
    return Number.isFinite(newest) && Number.isFinite(applied) && applied >= newest;
  } catch {
    return false;
  }
};
const NEWEST_APPLIED = 'select max(created_at) as created_at from drizzle.__drizzle_migrations';

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
};

// Each engine's driver loads only when that engine is used: a PGlite server never loads pg, and a
// PostgreSQL server never loads PGlite's WebAssembly glue (decision 289).
const openPostgres = async (url: string, poolSize: number): Promise<Database> => {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client's socket error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  let listener: pg.Client | null = null;
  let listenerReady: Promise<pg.Client> | null = null;
  let epoch = 0;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  const connectListener = (): Promise<pg.Client> => {
    if (listenerReady) return listenerReady;
    listenerReady = (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      let lost = false;
      const onLost = () => {
        if (lost) return;
        lost = true;
        // Reconnect on the next listen and re-subscribe every channel.
        if (listener === client) listener = null;
        listenerReady = null;
        if (closed) return;
        setTimeout(() => {
          if (handlers.size) void connectListener().catch(() => {});
        }, 1_000).unref();
      };
      client.on('error', onLost);
      client.on('end', onLost);
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN "${channel}"`);
      listener = client;
      epoch += 1;
      return client;
    })();
    listenerReady.catch(() => {
      listenerReady = null;
    });
    return listenerReady;
  };

  return {
    kind: 'pg',
    db,
    pool,
    location: redact(url),
    migrate: async () => {
      if (await upToDate(async () => (await pool.query(NEWEST_APPLIED)).rows[0]?.created_at)) return;
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onPayload) => {
      assertChannel(channel);
      const set = handlers.get(channel) ?? new Set();
      const isNew = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      const client = await connectListener();
      if (isNew) await client.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN "${channel}"`).catch(() => {});
        }
      };
    },
    listenerEpoch: () => (listener ? epoch : null),
    notify: async (channel, payload) => {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    whileLocked: async (name, fn) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      // A dropped lock connection surfaces as the query error below, not as a crash.
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
        return await fn();
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      closed = true;
      handlers.clear();
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
};

/**
 * PGlite starts PostgreSQL with its default shared_buffers, 128 MB, which it allocates and zeroes
 * on every start: 1.2–2.9 s of each cold start on this machine and ~145 MB of resident memory
 * more than 16 MB. The embedded database is a few tens of MB and its files stay in the OS page
 * cache, so 32 MB loses no reads that matter (decision 289).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite runs each statement synchronously on this thread behind a promise that is already settled
 * when it returns. A request's chain of statements therefore continues in microtasks, and under
 * concurrent load the chains of many requests ran one after another without the event loop ever
 * reaching its timers or sockets: during 20 concurrent sign-ins the loop stalled for 140–380 ms at
 * a time (CPU profile: all of it PGlite statements in one microtask checkpoint). A plain
 * `setImmediate` before each statement still let every waiting request run a statement in the same
 * check phase (stalls of 60–100 ms). So statements take turns: one starts per turn of the event loop,
 * in arrival order, and a stall lasts about one statement. A transaction runs as one unit.
 */
const yieldBeforeEachStatement = (client: PGlite) => {
  const waiting: (() => void)[] = [];
  let pumping = false;
  const pump = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(pump);
    else pumping = false;
  };
  const turn = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!pumping) {
        pumping = true;
        setImmediate(pump);
      }
    });
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = (async (fn: Parameters<PGlite['transaction']>[0]) => {
    await turn();
    return transaction(fn);
  }) as PGlite['transaction'];
};

const openPglite = async (options: OpenDatabaseOptions): Promise<Database> => {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = options.dataDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  const absolute = inMemory ? dir : path.resolve(dir);
  const release = !inMemory && options.lock !== false ? acquireDataDirLock(absolute) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : path.join(absolute, 'pglite'), {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  yieldBeforeEachStatement(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    location: inMemory ? 'memory' : absolute,
    migrate: async () => {
      if (await upToDate(async () => (await client.query<{ created_at: unknown }>(NEWEST_APPLIED)).rows[0]?.created_at)) return;
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => {
      assertChannel(channel);
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        await unlisten();
      };
    },
    // In process: every notification is delivered before the statement that sent it returns.
    listenerEpoch: () => (client.closed ? null : 1),
    notify: async (channel, payload) => {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    whileLocked: (_name, fn) => fn(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
};

const assertChannel = (channel: string) => {
  // Channels are interpolated into LISTEN; only our own fixed identifiers are allowed.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
};
