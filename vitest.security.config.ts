import { defineConfig } from 'vitest/config';

const RESTART = 'apps/server/security/pg-restart.test.ts';

const project = (name: string, env: Record<string, string>, include: string[], extra: { groupOrder: number; exclude?: string[] }) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    exclude: ['**/node_modules/**', ...(extra.exclude ?? [])],
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/server/test/setup.ts'],
    env,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { groupOrder: extra.groupOrder },
  },
});

/**
 * `npm run test:security`: the security and resilience suite with production settings, on
 * PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. Two files at a time (each has a
 * database of its own and starts its servers on free ports), except the PostgreSQL restart: it
 * stops the server every other PostgreSQL test uses, so it runs alone, after all of them
 * (`groupOrder`). Running the whole suite one file at a time left one core idle for minutes of
 * CI (decision 361).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      project('security', { TEST_DB: 'pglite' }, ['apps/server/security/**/*.test.ts'], { groupOrder: 0, exclude: [RESTART] }),
      // On PostgreSQL, what depends on the engine: sessions, cross-user queries, backups, the restart,
      // and the per-account limits under concurrency (PGlite answers one query at a time, so only
      // PostgreSQL runs the guesses truly side by side against the account's advisory lock).
      // Input validation, CSRF and headers answer before any query, so PGlite covers them.
      ...(process.env.TEST_DATABASE_URL
        ? [
            project(
              'security-pg',
              { TEST_DB: 'pg' },
              [
                'apps/server/security/sessions.test.ts',
                'apps/server/security/cross-user.test.ts',
                'apps/server/security/backup.test.ts',
                'apps/server/security/password-limit.test.ts',
                'apps/server/security/two-factor-limit.test.ts',
                'apps/server/security/bad-characters.test.ts',
              ],
              { groupOrder: 0 },
            ),
            project('security-pg-restart', { TEST_DB: 'pg' }, [RESTART], { groupOrder: 1 }),
          ]
        : []),
    ],
  },
});
