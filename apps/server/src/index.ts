import v8 from 'node:v8';
import { EnvError, loadDotEnvFile, loadEnv } from './env.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from './db/seed/demo-accounts.ts';
import { startServer } from './server.ts';

// PGlite's PostgreSQL is a 9 MB WebAssembly module. V8 recompiles every function that has run a
// little (1.8 MB of bytes executed) with its optimizing compiler in the background: at start that
// is PostgreSQL's own start-up code, which never runs again, ~0.7 s of CPU competing with the start
// on a busy or pinned core (decision 289). A budget 100x larger leaves that code alone and still
// optimizes what queries run again and again, a few thousand queries later.
v8.setFlagsFromString('--wasm-tiering-budget=180000000');

// The process entry: settings first (a bad one stops here with its name), then the server.
try {
  loadDotEnvFile();
  const env = loadEnv();
  const server = await startServer(env);
  const { deps } = server;
  const where = deps.database.kind === 'pglite' ? `embedded database in ${deps.database.location}` : `PostgreSQL at ${deps.database.location}`;
  process.stdout.write(`\n  Attorney Wealth Collective is running at ${server.url}\n  (${where})\n`);
  const admin = server.firstAdmin;
  if (admin?.link) {
    process.stdout.write(`\n  Administrator ${admin.email} created (ADMIN_EMAIL); it has no password yet.\n`);
    if (admin.emailed) process.stdout.write('  A link to choose the password was emailed.\n');
    else process.stdout.write(`  Choose its password at this link (shown once, no SMTP_URL set):\n    ${admin.link}\n`);
  }
  if (!env.isProduction) {
    process.stdout.write('\n  Demo accounts (created on an empty database):\n');
    for (const demo of DEMO_ACCOUNTS) process.stdout.write(`    ${demo.role.padEnd(8)} ${demo.email.padEnd(30)} ${demo.password}\n`);
    // The admin tools need two-factor sign-in: the demo admin's authenticator secret, for any app.
    process.stdout.write(`    (admin two-factor: add the secret ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app)\n`);
    if (!env.SMTP_URL) process.stdout.write(`\n  Emails are not sent (no SMTP_URL): read them at ${server.url}/dev/mailbox\n`);
  }
  process.stdout.write('\n');
  const onSignal = (signal: string) => {
    deps.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
}
