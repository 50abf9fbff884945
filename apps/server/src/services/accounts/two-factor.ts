import crypto from 'node:crypto';
import { type AccountSecurityDto, MESSAGES, TOTP_USED_CODE_MEMORY_SECONDS, TWO_FACTOR_MESSAGES } from '@awc/domain';
import { and, asc, eq, like, lt } from 'drizzle-orm';
import { twoFactorCookieName } from '../../auth/auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passkeys, sessions, twoFactors, twoFactorUsedCodes, users, verifications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Deps } from '../../types.ts';
import { isAdmin, isSuperAdmin } from './roles.ts';
import { listSecurityEvents, recordSecurityEvent } from './security-events.ts';
import { withPasswordCheck } from './sign-in-throttle.ts';

export type Account = { id: string; email: string; name: string | null };

const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
};

/**
 * The account a pending second step belongs to: Better Auth's two-factor cookie (signed with
 * SESSION_SECRET, naming a verification row that holds the user id). Null when the cookie is
 * missing, forged or expired. Our routes need the account before Better Auth checks the code, to
 * count the attempt against that account's limit.
 */
export const challengeAccount = async (deps: Deps, cookieHeader: string | undefined): Promise<Account | null> => {
  const raw = cookieValue(cookieHeader, twoFactorCookieName(deps.env));
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = crypto.createHmac('sha256', deps.env.SESSION_SECRET).update(identifier).digest();
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
  const context = await deps.auth.$context;
  const row = await context.internalAdapter.findVerificationValue(identifier);
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  const [user] = await deps.database.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, row.value));
  return user ?? null;
};

const codeHash = (userId: string, code: string) => crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * Claims an authenticator code for one use. False when the account used the same code within the
 * time it stays valid: a code read over a shoulder, or sent twice at once, works once. Two requests
 * with the same code race on the primary key, so exactly one wins.
 */
export const claimCode = async (db: DbOrTx, userId: string, code: string, now = Date.now()): Promise<boolean> => {
  await db.delete(twoFactorUsedCodes).where(and(eq(twoFactorUsedCodes.userId, userId), lt(twoFactorUsedCodes.expiresAt, new Date(now))));
  const rows = await db
    .insert(twoFactorUsedCodes)
    .values({ userId, codeHash: codeHash(userId, code), expiresAt: new Date(now + TOTP_USED_CODE_MEMORY_SECONDS * 1000) })
    .onConflictDoNothing()
    .returning({ userId: twoFactorUsedCodes.userId });
  return rows.length > 0;
};

/** A claimed code that turned out wrong (or was never checked) is not a used code. */
export const releaseCode = async (db: DbOrTx, userId: string, code: string) => {
  await db.delete(twoFactorUsedCodes).where(and(eq(twoFactorUsedCodes.userId, userId), eq(twoFactorUsedCodes.codeHash, codeHash(userId, code))));
};

/** The error Better Auth's wrong code becomes (routes/auth.ts); only these count as failed guesses. */
export const isWrongSecondFactor = (error: unknown): boolean =>
  error instanceof AppError &&
  error.code === 'UNAUTHORIZED' &&
  (error.message === TWO_FACTOR_MESSAGES.invalidCode || error.message === TWO_FACTOR_MESSAGES.invalidBackupCode);

const limited = (wait: number): never => {
  throw new AppError('RATE_LIMITED', MESSAGES.rateLimited, { headers: { 'Retry-After': String(wait) } });
};

/**
 * Runs one check of a second factor inside the account's attempt limit, the one passwords use
 * (decision 301): reserved before the check, kept as a failure only when the code was wrong. An
 * authenticator code (`totp`) is also claimed first, so it is accepted once.
 */
export const withSecondFactorCheck = async <T>(
  db: Db,
  account: { id: string; email: string },
  ip: string | null,
  factor: { kind: 'totp' | 'backup'; code: string },
  check: () => Promise<T>,
): Promise<T> =>
  withPasswordCheck(
    db,
    account.email,
    ip,
    isWrongSecondFactor,
    async () => {
      if (factor.kind === 'backup') return check();
      // A code already used is not a guess (it was right once): refused without counting.
      if (!(await claimCode(db, account.id, factor.code)))
        throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.codeAlreadyUsed, { fieldErrors: { code: [TWO_FACTOR_MESSAGES.codeAlreadyUsed] } });
      try {
        return await check();
      } catch (error) {
        await releaseCode(db, account.id, factor.code);
        throw error;
      }
    },
    limited,
  );

/** Whether an administrator may use the admin pages and API: only with two-factor on (decision 422). */
export const adminNeedsTwoFactor = (user: { twoFactorEnabled?: boolean | null }) => !user.twoFactorEnabled;

/** What the account's security section shows: two-factor, backup codes left, passkeys, activity. */
export const accountSecurity = async (deps: Deps, user: { id: string; twoFactorEnabled?: boolean | null }): Promise<AccountSecurityDto> => {
  const db = deps.database.db;
  const [[row], keys, activity, admin] = await Promise.all([
    db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id)),
    db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt)),
    listSecurityEvents(db, user.id),
    isAdmin(db, user.id),
  ]);
  const enabled = Boolean(row?.enabled);
  let backupCodesLeft: number | null = null;
  if (enabled) {
    const codes = await deps.auth.api.viewBackupCodes({ body: { userId: user.id } }).catch(() => null);
    backupCodesLeft = codes?.backupCodes.length ?? null;
  }
  return {
    twoFactorEnabled: enabled,
    backupCodesLeft,
    passkeys: keys.map((k) => ({
      id: k.id,
      name: k.name?.trim() || 'Passkey',
      createdAt: k.createdAt.toISOString(),
      deviceType: k.deviceType,
      backedUp: k.backedUp,
    })),
    activity,
    twoFactorRequired: admin,
  };
};

/**
 * An administrator's reset of a member who lost their second factor (decision 424): two-factor is
 * turned off, the devices they trusted are forgotten and their sessions end, so the next sign-in
 * is with the password alone and they can enroll again. Audited and emailed to the member. Only
 * the super administrator resets another administrator.
 */
export const resetTwoFactorByAdmin = async (deps: Deps, actor: { id: string; email: string }, userId: string) => {
  const db = deps.database.db;
  const [target] = await db
    .select({ id: users.id, email: users.email, name: users.name, enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) throw new AppError('NOT_FOUND');
  if (target.id === actor.id) throw new AppError('FORBIDDEN', 'Turn off your own two-factor sign-in from your account page.');
  if ((await isAdmin(db, target.id)) && !isSuperAdmin(deps.env.SUPER_ADMIN_EMAIL, actor.email))
    throw new AppError('FORBIDDEN', 'Only the super administrator can reset another administrator.');
  if (!target.enabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notOn);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, target.id));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, target.id));
    await tx.delete(verifications).where(and(eq(verifications.value, target.id), like(verifications.identifier, 'trust-device-%')));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await recordSecurityEvent(deps, { user: target, action: 'security.two_factor_reset_by_admin', actor }, tx);
  });
  return { success: true as const };
};
