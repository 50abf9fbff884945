import { EnvError, loadDotEnvFile, loadEnv } from '../env.ts';
import { buildDeps } from '../deps.ts';
import { createLogger } from '../lib/logger.ts';
import { backup, defaultBackupFile, RestoreRefusedError, restore } from './backup.ts';
import { openDatabase, START_LOCK } from './client.ts';
import { DataDirLockedError } from './lock.ts';
import { AdminCreateError, createAdmin, SET_PASSWORD_LINK_HOURS } from '../services/accounts/first-admin.ts';
import { runSeed } from './seed/index.ts';
import { copyUploads } from '../files/move-uploads.ts';
import { openBlobStore } from '../files/open-store.ts';

class UsageError extends Error {}

/**
 * db:migrate, db:seed, db:backup [file], db:restore <file> [--force], admin:create --email <address>
 * and uploads:migrate --from <disk|database|s3> (copies every upload from another storage driver
 * into the one in use, for an install that switches drivers; decision 416)
 * (the first administrator of a real install: emails a set-password link, or prints it once
 * without SMTP_URL; decision 300). On the embedded database these take the same directory lock as the
 * server, so they refuse to run while a server holds it (two PGlite processes on one directory
 * lose writes); on PostgreSQL, migrate, seed and admin:create wait for the start-up lock, as a
 * starting server does (decision 418). The server itself migrates and seeds at start, so stopping
 * it and starting it again has the same effect.
 */
const command = process.argv[2];
const commands = ['migrate', 'seed', 'backup', 'restore', 'admin:create', 'uploads:migrate'];
const DRIVERS = ['disk', 'database', 's3'] as const;
if (!command || !commands.includes(command)) {
  process.stderr.write(`Usage: db:cli <${commands.join('|')}>\n`);
  process.exit(2);
}
try {
  loadDotEnvFile();
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const args = process.argv.slice(3);
  const where = env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR;
  const uploadsSaid = (n: number, missing: number) =>
    `${n} upload${n === 1 ? '' : 's'}${missing ? ` (${missing} named by the database had no bytes to copy)` : ''}`;
  if (command === 'backup') {
    const report = await backup(env, args.find((a) => !a.startsWith('--')) ?? defaultBackupFile(env));
    const uploads = report.uploadsInDatabase ? 'uploads inside the database' : uploadsSaid(report.uploads, report.missing);
    process.stdout.write(`Backed up ${where} and ${uploads} to ${report.file}\n`);
    process.exit(0);
  }
  if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new RestoreRefusedError('Usage: npm run db:restore -- <backup file> [--force]');
    const report = await restore(env, file, { force: args.includes('--force') });
    process.stdout.write(`Restored ${file} into ${where}, ${uploadsSaid(report.uploads, report.missing)} in the ${env.storageDriver} storage\n`);
    if (report.legacy && report.missing)
      process.stdout.write('That backup was written by an earlier version, without the uploads: copy its DATA_DIR/uploads back by hand.\n');
    process.exit(0);
  }
  const argValue = (name: string) => {
    const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    return args[i]?.includes('=') ? args[i]?.slice(`--${name}=`.length) : args[i + 1];
  };
  const emailArg = argValue('email');
  const fromDriver = argValue('from');
  if (command === 'uploads:migrate' && !DRIVERS.includes(fromDriver as (typeof DRIVERS)[number]))
    throw new UsageError(`Usage: npm run uploads:migrate -- --from <${DRIVERS.join('|')}> (into STORAGE_DRIVER, now ${env.storageDriver})`);
  if (command === 'admin:create' && !emailArg) throw new AdminCreateError('Usage: npm run admin:create -- --email <address>');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, lock: true });
  try {
    await database.whileLocked(START_LOCK, () => database.migrate());
    if (command === 'migrate') process.stdout.write(`Migrated ${database.location}\n`);
    if (command === 'uploads:migrate') {
      const from = openBlobStore(env, database, fromDriver as (typeof DRIVERS)[number]);
      const to = openBlobStore(env, database);
      try {
        if (from.driver === to.driver) throw new UsageError(`STORAGE_DRIVER is already ${to.driver}: name the driver the uploads are in now.`);
        const report = await copyUploads(database, from, to);
        process.stdout.write(
          `Copied ${report.copied} upload${report.copied === 1 ? '' : 's'} from ${from.location} to ${to.location}` +
            ` (${report.alreadyThere} already there, ${report.missing} not found in ${from.driver}). ${from.location} is unchanged.\n`,
        );
      } finally {
        await from.close();
        await to.close();
      }
    }
    if (command === 'seed') {
      const report = await database.whileLocked(START_LOCK, () => runSeed(buildDeps(env, database, log)));
      process.stdout.write(`Seeded ${database.location}: ${report.ran.join(', ') || 'nothing to add'}\n`);
    }
    if (command === 'admin:create' && emailArg) {
      const deps = buildDeps(env, database, log);
      const admin = await database.whileLocked(START_LOCK, () => createAdmin(deps, emailArg, { deliverNow: true }));
      process.stdout.write(`${admin.email} is an administrator${admin.created ? ' (new account)' : ''}.\n`);
      if (!admin.link) process.stdout.write('The account already has a password: sign in with it.\n');
      else if (admin.emailed) process.stdout.write(`A link to choose the password was emailed to ${admin.email}.\n`);
      else
        process.stdout.write(
          `No SMTP_URL is set, so here is the link to choose the password (shown once, valid ${SET_PASSWORD_LINK_HOURS} hours):\n  ${admin.link}\n`,
        );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof RestoreRefusedError ||
    error instanceof AdminCreateError ||
    error instanceof UsageError
  )
    process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
