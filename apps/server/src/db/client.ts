import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle every service uses; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: services accept both so callers can compose. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Where the data lives, for messages: a directory, "memory" or the URL without password. */
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** LISTEN on a channel. PGlite delivers in process; pg uses one dedicated client (not the pool). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** The underlying PGlite, for backup/restore and tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
};

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

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
};

const openPostgres = async (url: string, poolSize: number): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client's socket error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  let listener: pg.Client | null = null;
  let listenerReady: Promise<pg.Client> | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  const connectListener = (): Promise<pg.Client> => {
    if (listenerReady) return listenerReady;
    listenerReady = (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', () => {
        // Reconnect on the next listen and re-subscribe every channel.
        listener = null;
        listenerReady = null;
        setTimeout(() => {
          if (handlers.size) void connectListener().catch(() => {});
        }, 1_000).unref();
      });
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN "${channel}"`);
      listener = client;
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
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
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
    notify: async (channel, payload) => {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      handlers.clear();
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
};

const openPglite = async (options: OpenDatabaseOptions): Promise<Database> => {
  const dir = options.dataDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  const absolute = inMemory ? dir : path.resolve(dir);
  const release = !inMemory && options.lock !== false ? acquireDataDirLock(absolute) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : path.join(absolute, 'pglite'), {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    location: inMemory ? 'memory' : absolute,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
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
    notify: async (channel, payload) => {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
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
