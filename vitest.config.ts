import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Server test files about the embedded engine itself (its migration check, its event-loop
 * fairness, the compiled server on a fresh data directory): they open PGlite whatever the
 * project's engine, so a PostgreSQL pass would only run them a second time.
 */
const PGLITE_ONLY = [
  'apps/server/test/migrate-check.test.ts',
  'apps/server/test/event-loop-fairness.test.ts',
  'apps/server/test/compiled-server.test.ts',
];

const serverProject = (name: string, env: Record<string, string>, include: string[], exclude: string[] = []) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    // The security suite has its own run (`npm run test:security`, vitest.security.config.ts).
    exclude: ['apps/server/security/**', '**/node_modules/**', ...exclude],
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/server/test/setup.ts'],
    env,
    // Bounds for a hung test, not for a slow machine: a test that opens and migrates a fresh
    // embedded database compiles PGlite's WebAssembly first, which took over 30 s while other jobs
    // kept both cores busy (decision 360).
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

/**
 * Test projects: the pure domain, the server suite, and the web app in jsdom. The server suite
 * runs once, on one engine: the embedded PGlite by default (what a fresh install runs), or the
 * real PostgreSQL when TEST_DATABASE_URL is set (what a production install runs; CI sets it, and
 * runs the browser journeys on PGlite, so each engine carries a whole suite in every CI run:
 * decision 361). Running the server suite on both engines in one run doubled its time for
 * checks that, but for the files above, do not depend on the engine twice over.
 */
export default defineConfig({
  test: {
    // Server test files each open their own database; two at a time fits two cores.
    maxWorkers: 2,
    projects: [
      {
        // CI shares two cores with other jobs: the bound is for a hung test, not for a slow machine
        // (Vitest's 5-second default failed property tests under a second job's load).
        test: { name: 'domain', environment: 'node', include: ['packages/domain/**/*.test.ts'], testTimeout: 30_000 },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server-pg', { TEST_DB: 'pg' }, ['apps/server/**/*.test.ts'], PGLITE_ONLY),
            serverProject('server', { TEST_DB: 'pglite' }, PGLITE_ONLY),
          ]
        : [serverProject('server', { TEST_DB: 'pglite' }, ['apps/server/**/*.test.ts'])]),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
