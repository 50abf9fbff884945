import { EnvError, loadDotEnvFile, loadEnv } from '../env.ts';
import { buildDeps } from '../deps.ts';
import { createLogger } from '../lib/logger.ts';
import { backup, defaultBackupFile, RestoreRefusedError, restore } from './backup.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';
import { AdminCreateError, createAdmin, SET_PASSWORD_LINK_HOURS } from '../services/accounts/first-admin.ts';
import { runSeed } from './seed/index.ts';

/**
 * db:migrate, db:seed, db:backup [file], db:restore <file> [--force] and admin:create --email <address>
 * (the first administrator of a real install: emails a set-password link, or prints it once
 * without SMTP_URL; decision 300). On the embedded database these take the same directory lock as the
 * server, so they refuse to run while a server holds it (two PGlite processes on one directory
 * lose writes). The server itself migrates and seeds at start, so stopping it and starting it
 * again has the same effect.
 */
const command = process.argv[2];
const commands = ['migrate', 'seed', 'backup', 'restore', 'admin:create'];
if (!command || !commands.includes(command)) {
  process.stderr.write(`Usage: db:cli <${commands.join('|')}>\n`);
  process.exit(2);
}
try {
  loadDotEnvFile();
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const args = process.argv.slice(3);
  const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  if (command === 'backup') {
    const file = await backup(target, args.find((a) => !a.startsWith('--')) ?? defaultBackupFile(target));
    process.stdout.write(`Backed up ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR} to ${file}\n`);
    process.exit(0);
  }
  if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new RestoreRefusedError('Usage: npm run db:restore -- <backup file> [--force]');
    await restore(target, file, { force: args.includes('--force') });
    process.stdout.write(`Restored ${file} into ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}\n`);
    process.exit(0);
  }
  const emailArg = (() => {
    const i = args.findIndex((a) => a === '--email' || a.startsWith('--email='));
    if (i < 0) return undefined;
    return args[i]?.includes('=') ? args[i]?.slice('--email='.length) : args[i + 1];
  })();
  if (command === 'admin:create' && !emailArg) throw new AdminCreateError('Usage: npm run admin:create -- --email <address>');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, lock: true });
  try {
    await database.migrate();
    if (command === 'migrate') process.stdout.write(`Migrated ${database.location}\n`);
    if (command === 'seed') {
      const report = await runSeed(buildDeps(env, database, log));
      process.stdout.write(`Seeded ${database.location}: ${report.ran.join(', ') || 'nothing to add'}\n`);
    }
    if (command === 'admin:create' && emailArg) {
      const deps = buildDeps(env, database, log);
      const admin = await createAdmin(deps, emailArg, { deliverNow: true });
      process.stdout.write(`${admin.email} is an administrator${admin.created ? ' (new account)' : ''}.\n`);
      if (!admin.link) process.stdout.write('The account already has a password: sign in with it.\n');
      else if (admin.emailed) process.stdout.write(`A link to choose the password was emailed to ${admin.email}.\n`);
      else process.stdout.write(`No SMTP_URL is set, so here is the link to choose the password (shown once, valid ${SET_PASSWORD_LINK_HOURS} hours):\n  ${admin.link}\n`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof RestoreRefusedError || error instanceof AdminCreateError)
    process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
