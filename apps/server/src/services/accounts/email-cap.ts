import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailSends } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { emailKey } from './sign-in-throttle.ts';

/** Account emails of one kind one address receives per hour, whoever asks (decision 304). */
export const EMAILS_PER_RECIPIENT_PER_HOUR = 3;
const WINDOW_MS = 3_600_000;

/** Account emails, and the newsletter's double opt-in link (anyone can type an address into the footer). */
export type AccountEmailKind = 'reset-password' | 'verify-email' | 'existing-account' | 'newsletter-confirm';

/**
 * Reserves one email of `kind` to `email`; false when the address already had its share this hour.
 * The count and the insert run under a per-recipient advisory lock, so a parallel flood cannot
 * slip past the cap (the same reasoning as decision 301). Given a transaction, it runs inside it
 * (a savepoint), so the reservation goes with the caller's change.
 */
export const reserveAccountEmail = async (db: DbOrTx, kind: AccountEmailKind, email: string, now = Date.now()): Promise<boolean> => {
  const key = emailKey(email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email:${kind}:${key}`}, 0))`);
    const [row] = await tx
      .select({ n: count() })
      .from(emailSends)
      .where(and(eq(emailSends.recipientHash, key), eq(emailSends.kind, kind), gt(emailSends.createdAt, new Date(now - WINDOW_MS))));
    if ((row?.n ?? 0) >= EMAILS_PER_RECIPIENT_PER_HOUR) return false;
    await tx.insert(emailSends).values({ id: newId(), kind, recipientHash: key, createdAt: new Date(now) });
    // Housekeeping: rows older than the window are never read again.
    await tx.delete(emailSends).where(lt(emailSends.createdAt, new Date(now - 2 * WINDOW_MS)));
    return true;
  });
};
