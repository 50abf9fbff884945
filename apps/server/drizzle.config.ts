import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied by the server at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
