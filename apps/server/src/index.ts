import { EnvError, loadEnv } from './env.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { startServer } from './server.ts';

// The process entry: settings first (a bad one stops here with its name), then the server.
try {
  const env = loadEnv();
  const server = await startServer(env);
  const { deps } = server;
  const where = deps.database.kind === 'pglite' ? `embedded database in ${deps.database.location}` : `PostgreSQL at ${deps.database.location}`;
  process.stdout.write(`\n  Attorney Wealth Collective is running at ${server.url}\n  (${where})\n`);
  if (!env.isProduction) {
    process.stdout.write('\n  Demo accounts (created on an empty database):\n');
    for (const demo of DEMO_ACCOUNTS) process.stdout.write(`    ${demo.role.padEnd(8)} ${demo.email.padEnd(30)} ${demo.password}\n`);
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
