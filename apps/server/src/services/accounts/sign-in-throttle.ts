import crypto from 'node:crypto';
import { SIGN_IN_FAILURE_WINDOW_MINUTES, SIGN_IN_FAILURES_PER_WINDOW } from '@awc/domain';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;

export const emailKey = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Per-account limit on password checks, kept in the database so it holds across processes and
 * rotating IPs: after 10 failures in 15 minutes the password is not checked until the oldest
 * failure leaves the window. Returns the seconds to wait, or 0.
 */
export const signInRetryAfter = async (db: DbOrTx, email: string, now = Date.now()): Promise<number> => {
  const since = new Date(now - WINDOW_MS);
  const key = emailKey(email);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, key), gt(signInFailures.createdAt, since)));
  if ((row?.n ?? 0) < SIGN_IN_FAILURES_PER_WINDOW) return 0;
  const [oldest] = await db
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, key), gt(signInFailures.createdAt, since)))
    .orderBy(asc(signInFailures.createdAt))
    .limit(1);
  return oldest ? Math.max(1, Math.ceil((oldest.at.getTime() + WINDOW_MS - now) / 1000)) : 1;
};

export const recordSignInFailure = async (db: DbOrTx, email: string, ip: string | null) => {
  await db.insert(signInFailures).values({ id: newId(), emailHash: emailKey(email), ip });
  // Housekeeping: rows older than the window are never read again.
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(Date.now() - 2 * WINDOW_MS)));
};
