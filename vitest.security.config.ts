import { defineConfig } from 'vitest/config';

const project = (name: string, env: Record<string, string>, include = ['apps/server/security/**/*.test.ts']) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/server/test/setup.ts'],
    env,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

/**
 * `npm run test:security`: the security and resilience suite with production settings, on
 * PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. One file at a time: some tests
 * restart PostgreSQL and must not share the server with anything else.
 */
export default defineConfig({
  test: {
    maxWorkers: 1,
    fileParallelism: false,
    projects: [
      project('security', { TEST_DB: 'pglite' }),
      // On PostgreSQL, what depends on the engine: sessions, cross-user queries, backups, the restart.
      // Input validation, CSRF and headers answer before any query, so PGlite covers them.
      ...(process.env.TEST_DATABASE_URL
        ? [
            project('security-pg', { TEST_DB: 'pg' }, [
              'apps/server/security/sessions.test.ts',
              'apps/server/security/cross-user.test.ts',
              'apps/server/security/backup.test.ts',
              'apps/server/security/pg-restart.test.ts',
              'apps/server/security/password-limit.test.ts',
              'apps/server/security/bad-characters.test.ts',
            ]),
          ]
        : []),
    ],
  },
});
