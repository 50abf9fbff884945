import crypto from 'node:crypto';
import { SIGN_IN_FAILURE_WINDOW_MINUTES, SIGN_IN_FAILURES_PER_WINDOW } from '@awc/domain';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;

export const emailKey = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export type PasswordCheckSlot = { retryAfter: 0; slot: string } | { retryAfter: number; slot: null };

/**
 * Per-account limit on password checks (sign-in and account deletion), kept in the database so it
 * holds across processes and rotating IPs: at most 10 checks that did not succeed in 15 minutes.
 *
 * A check is reserved *before* the password is hashed, under a per-account advisory lock, so
 * parallel guesses cannot all read "9 failures" and all go ahead (issue 17 item 2): each takes a
 * row while the count is below the limit, and the rest wait for the oldest row to leave the
 * window. A wrong password keeps its row (it is the failure); anything else releases it.
 */
export const reservePasswordCheck = async (db: Db, email: string, ip: string | null, now = Date.now()): Promise<PasswordCheckSlot> => {
  const key = emailKey(email);
  const since = new Date(now - WINDOW_MS);
  return db.transaction(async (tx) => {
    // One lock per account: the count and the insert below happen for one request at a time, on
    // PGlite and on every process sharing a PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${key}`}, 0))`);
    const [row] = await tx
      .select({ n: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.emailHash, key), gt(signInFailures.createdAt, since)));
    if ((row?.n ?? 0) < SIGN_IN_FAILURES_PER_WINDOW) {
      const slot = newId();
      await tx.insert(signInFailures).values({ id: slot, emailHash: key, ip, createdAt: new Date(now) });
      return { retryAfter: 0 as const, slot };
    }
    const [oldest] = await tx
      .select({ at: signInFailures.createdAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.emailHash, key), gt(signInFailures.createdAt, since)))
      .orderBy(asc(signInFailures.createdAt))
      .limit(1);
    return { retryAfter: oldest ? Math.max(1, Math.ceil((oldest.at.getTime() + WINDOW_MS - now) / 1000)) : 1, slot: null };
  });
};

/** The check succeeded (or never compared a password): its reservation is not a failure. */
export const releasePasswordCheck = async (db: DbOrTx, slot: string) => {
  await db.delete(signInFailures).where(eq(signInFailures.id, slot));
};

/** The check failed: the reservation stays as the failure. Old rows are cleared on the way. */
export const keepPasswordFailure = async (db: DbOrTx) => {
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(Date.now() - 2 * WINDOW_MS)));
};

/** A completed reset or a verified email link proves ownership: the account's failures go. */
export const clearPasswordFailures = async (db: DbOrTx, email: string) => {
  await db.delete(signInFailures).where(eq(signInFailures.emailHash, emailKey(email)));
};

/**
 * Runs one password check inside the limit: `check` returns normally when the password was right
 * (or was not compared) and throws otherwise; `isWrongPassword` tells a failure from other errors.
 */
export const withPasswordCheck = async <T>(
  db: Db,
  email: string,
  ip: string | null,
  isWrongPassword: (error: unknown) => boolean,
  check: () => Promise<T>,
  onLimited: (retryAfter: number) => never,
): Promise<T> => {
  const reservation = await reservePasswordCheck(db, email, ip);
  if (!reservation.slot) return onLimited(reservation.retryAfter);
  try {
    const result = await check();
    await releasePasswordCheck(db, reservation.slot);
    return result;
  } catch (error) {
    if (isWrongPassword(error)) await keepPasswordFailure(db);
    else await releasePasswordCheck(db, reservation.slot);
    throw error;
  }
};
