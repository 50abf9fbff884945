import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashesInFlight, verifyPassword } from '../src/auth/passwords.ts';
import { openDatabase } from '../src/db/client.ts';

/** The event loop keeps running while requests use the embedded database and hash passwords. */
describe('event-loop fairness', () => {
  it('runs timers between the statements of concurrent requests on PGlite', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const pglite = database.pglite;
      if (!pglite) throw new Error('expected PGlite');
      // Ten "requests", each a chain of 30 statements. Without turns, the chains ran to the end in
      // one microtask checkpoint and a timer due at once waited for all 300 statements.
      let done = 0;
      let doneWhenTimerRan = -1;
      const timer = new Promise<void>((resolve) =>
        setTimeout(() => {
          doneWhenTimerRan = done;
          resolve();
        }, 0),
      );
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = 0; i < 30; i++) {
            await pglite.query('select $1::int as n', [i]);
            done++;
          }
        }),
      );
      await timer;
      expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
      expect(doneWhenTimerRan).toBeLessThan(20);
      // Transactions still run, and results are unchanged.
      const rows = await pglite.transaction(async (tx) => (await tx.query<{ n: number }>('select 2 as n')).rows);
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });

  it('runs at most one password hash per core but one, and every queued hash completes', async () => {
    const slots = passwordHashesInFlight().limit;
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, passwordHashesInFlight().running);
    }, 1);
    try {
      const hashes = await Promise.all(Array.from({ length: slots + 3 }, (_, i) => hashPassword(`correct horse ${i}`)));
      expect(await Promise.all(hashes.map((h, i) => verifyPassword({ hash: h, password: `correct horse ${i}` })))).toEqual(hashes.map(() => true));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(slots);
    expect(passwordHashesInFlight().running).toBe(0);
  });
});
