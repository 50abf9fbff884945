import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>, include: string[]) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    // The security suite has its own run (`npm run test:security`, vitest.security.config.ts).
    exclude: ['apps/server/security/**', '**/node_modules/**'],
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
 * Test projects: the pure domain, the server on embedded PGlite, the same server suite on the
 * real PostgreSQL when TEST_DATABASE_URL is set (CI sets it), and the web app in jsdom.
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
      serverProject('server', { TEST_DB: 'pglite' }, ['apps/server/**/*.test.ts']),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', { TEST_DB: 'pg' }, ['apps/server/test/**/*.test.ts'])] : []),
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
