import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TWO_FACTOR_MESSAGES } from '@awc/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../src/db/client.ts';
import { me, signIn } from './auth-helpers.ts';
import { withDatabase } from './global-setup.ts';
import { createTestApp, isPg, type TestApp } from './helpers.ts';
import { enrollTwoFactor } from './two-factor-helpers.ts';

/**
 * Issue 25, "the migration keeps existing accounts working". A database is built at the schema of
 * the last release before two-factor sign-in (every migration up to 0013), accounts are written the
 * way that schema stored them, and only then are the current migrations run and the real app asked
 * to sign them in. It runs on the engine of the project (PGlite, or PostgreSQL in server-pg): the
 * migration is plain SQL that both engines run, and a production install upgrades on PostgreSQL.
 */
const FIRST_NEW = '0014_two_factor_and_passkeys';
const PASSWORD = 'Pre-0014-Pass1';

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/**
 * The migrations folder as it was before FIRST_NEW: Drizzle's migrator applies what the journal
 * lists, so a copy whose journal stops short of it migrates to the older schema.
 */
const migrationsBefore = (tag: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-migrations-before-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 1) throw new Error(`${tag} is not in the journal`);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }, null, 2));
  return dir;
};

/** An empty database of the project's engine, with a way to run a given migrations folder on it. */
const openEmptyDatabase = async (): Promise<{ database: Database; migrateFrom: (folder: string) => Promise<void> }> => {
  if (isPg()) {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `awc_t_mig_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    const close = database.close;
    const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
    return {
      database: {
        ...database,
        close: async () => {
          await close();
          const a = new pg.Client({ connectionString: url });
          await a.connect();
          await a.query(`drop database if exists "${name}" with (force)`);
          await a.end();
        },
      },
      migrateFrom: (folder) => migrate(drizzle(database.pool as pg.Pool), { migrationsFolder: folder }),
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  return { database, migrateFrom: (folder) => migrate(drizzle(database.pglite as never), { migrationsFolder: folder }) };
};

const columnExists = async (database: Database, table: string, column: string) => {
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.columns where table_name = ${table} and column_name = ${column}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0;
};

/**
 * An account as the pre-0014 app stored one after sign-up and verification: the auth user, its
 * password account (argon2id, which 0014 did not change), the profile and, for an admin, the role.
 * Plain SQL, because the current schema objects name columns that did not exist yet.
 */
const insertOldAccount = async (database: Database, email: string, admin: boolean) => {
  const id = crypto.randomBytes(16).toString('hex');
  const hash = await hashPassword(PASSWORD);
  await database.db.execute(sql`insert into users (id, name, email, email_verified, first_name, last_name)
    values (${id}, 'Old Timer', ${email}, true, 'Old', 'Timer')`);
  await database.db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, password)
    values (${crypto.randomBytes(16).toString('hex')}, ${id}, 'credential', ${id}, ${hash})`);
  await database.db.execute(sql`insert into profiles (id, email, first_name, last_name) values (${id}, ${email}, 'Old', 'Timer')`);
  if (admin) await database.db.execute(sql`insert into user_roles (user_id, role) values (${id}, 'admin')`);
  return id;
};

describe(`accounts made before ${FIRST_NEW}`, () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = migrationsBefore(FIRST_NEW);
    const { database, migrateFrom } = await openEmptyDatabase();
    try {
      await migrateFrom(folder);
      // The database really is at the older schema: no two-factor column, no passkeys table.
      expect(await columnExists(database, 'users', 'two_factor_enabled')).toBe(false);
      expect(await columnExists(database, 'passkeys', 'id')).toBe(false);
      await insertOldAccount(database, 'old-member@example.com', false);
      await insertOldAccount(database, 'old-admin@example.com', true);
      // What a start of the current server does: every migration not yet applied.
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    t = await createTestApp({}, {}, database);
  });
  afterAll(async () => {
    await t?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('come out of the migration with two-factor off', async () => {
    const rows = await t.database.db.execute<{ email: string; two_factor_enabled: boolean }>(
      sql`select email, two_factor_enabled from users order by email`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { email: 'old-admin@example.com', two_factor_enabled: false },
      { email: 'old-member@example.com', two_factor_enabled: false },
    ]);
  });

  it('a member signs in with the password alone, as before; a wrong password is still refused', async () => {
    expect((await signIn(t, 'old-member@example.com', 'Not-the-pass1')).status).toBe(401);
    const res = await signIn(t, 'old-member@example.com', PASSWORD);
    expect(res.status).toBe(200);
    expect(((await res.clone().json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/awc\.session_token=/);
    expect((await me(t, cookie)).user?.email).toBe('old-member@example.com');
    const security = (await (await t.request('/api/account/security', { headers: { cookie } })).json()) as {
      twoFactorEnabled: boolean;
      twoFactorRequired: boolean;
      passkeys: unknown[];
    };
    expect(security).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: false, passkeys: [] });
  });

  it('an administrator signs in with the password, is sent to enroll, and gets in once enrolled', async () => {
    const res = await signIn(t, 'old-admin@example.com', PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await me(t, cookie)).isAdmin).toBe(true);
    const refused = await t.request('/api/admin/figures', { headers: { cookie } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.adminRequired);
    // The account page is told to ask for enrollment (the admin pages send there with a 302, which
    // e2e/two-factor.spec.ts checks on the built app).
    const security = (await (await t.request('/api/account/security', { headers: { cookie } })).json()) as { twoFactorRequired: boolean };
    expect(security.twoFactorRequired).toBe(true);

    const { cookie: enrolled } = await enrollTwoFactor(t, cookie, PASSWORD);
    expect((await t.request('/api/admin/figures', { headers: { cookie: enrolled } })).status).toBe(200);
  });
});
