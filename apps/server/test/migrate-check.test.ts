import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

/** Decision 289: a start on a database that has every migration runs one query to know it. */
describe('migrate() on an up-to-date database', () => {
  it('checks with one query and changes nothing', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const pglite = database.pglite;
      if (!pglite) throw new Error('expected PGlite');
      const statements: string[] = [];
      const query = pglite.query.bind(pglite);
      const exec = pglite.exec.bind(pglite);
      pglite.query = ((sql: string, ...rest: unknown[]) => {
        statements.push(sql);
        return (query as (...a: unknown[]) => unknown)(sql, ...rest);
      }) as typeof pglite.query;
      pglite.exec = ((sql: string, ...rest: unknown[]) => {
        statements.push(sql);
        return (exec as (...a: unknown[]) => unknown)(sql, ...rest);
      }) as typeof pglite.exec;
      await database.migrate();
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^select max\(created_at\)/);
    } finally {
      await database.close();
    }
  });

  it('still migrates a new database', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const tables = await database.pglite?.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'notifications'",
      );
      expect(tables?.rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
