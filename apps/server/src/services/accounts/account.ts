import { type AccountSessionDto, MESSAGES } from '@awc/domain';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, profiles, sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { AppError } from '../../lib/errors.ts';
import type { Deps } from '../../types.ts';
import { withPasswordCheck } from './sign-in-throttle.ts';

export const hasPassword = async (db: DbOrTx, userId: string): Promise<boolean> => {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows.length > 0;
};

/** Whether `password` is the account's password (false without one). Callers apply the limit. */
export const passwordMatches = async (db: DbOrTx, userId: string, password: string): Promise<boolean> => {
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(credential?.password && password && (await verifyPassword({ hash: credential.password, password })));
};

/**
 * Which of `sessionIds` still exist and have not expired, in one query per thousand (the streams'
 * shared heartbeat checks every open stream's session at once). A database error counts every one
 * as alive: a momentary outage must not end every open stream at once.
 */
export const aliveSessions = async (db: DbOrTx, sessionIds: string[]): Promise<Set<string>> => {
  const alive = new Set<string>();
  for (let i = 0; i < sessionIds.length; i += 1_000) {
    const chunk = sessionIds.slice(i, i + 1_000);
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(sql`${sessions.id} in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`, gt(sessions.expiresAt, sql`now()`)))
      .catch(() => chunk.map((id) => ({ id })));
    for (const r of rows) alive.add(r.id);
  }
  return alive;
};

/** Adds a password to an account that signed up with Google only; one with a password changes it instead. */
export const setFirstPassword = async (deps: Deps, userId: string, newPassword: string, headers: Headers) => {
  if (await hasPassword(deps.database.db, userId)) throw new AppError('CONFLICT', 'This account already has a password. Change it instead.');
  await deps.auth.api.setPassword({ body: { newPassword }, headers });
};

/** The user's active sessions. Tokens never leave the server. */
export const findSessions = async (db: DbOrTx, userId: string, currentId: string): Promise<AccountSessionDto[]> => {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
  const now = Date.now();
  return rows
    .filter((s) => s.expiresAt.getTime() > now)
    .map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress || null,
      userAgent: s.userAgent || null,
      remember: s.remember,
      current: s.id === currentId,
    }));
};

/** Ends one of the user's own sessions; another user's id is "not found". */
export const revokeSession = async (db: DbOrTx, userId: string, sessionId: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!rows.length) throw new AppError('NOT_FOUND');
};

export const revokeOtherSessions = async (db: DbOrTx, userId: string, keepId: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
};

/**
 * Deletes the account and everything that belongs to it (rows cascade from users; uploads are
 * removed). Other features run first (billing cancels at the provider); if one fails, nothing is
 * deleted. Accounts with a password must confirm it.
 */
export const deleteAccount = async (
  deps: Deps,
  user: { id: string; email: string },
  input: { confirmEmail: string; password?: string | undefined },
) => {
  if (input.confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'Type your email address to confirm.', {
      fieldErrors: { confirmEmail: ['Type your email address exactly as shown.'] },
    });
  }
  const db = deps.database.db;
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (credential?.password) {
    const hash = credential.password;
    const password = input.password;
    const incorrect = () =>
      new AppError('VALIDATION_FAILED', 'Your password is incorrect.', { fieldErrors: { password: ['Your password is incorrect.'] } });
    if (!password) throw incorrect();
    // A stolen session must not become a way around the per-account password limit (decision 301).
    await withPasswordCheck(
      db,
      user.email,
      null,
      (error) => error instanceof AppError && error.code === 'VALIDATION_FAILED',
      async () => {
        if (!(await verifyPassword({ hash, password }))) throw incorrect();
      },
      (wait) => {
        throw new AppError('RATE_LIMITED', MESSAGES.rateLimited, { headers: { 'Retry-After': String(wait) } });
      },
    );
  }
  for (const hook of deps.hooks.beforeUserDelete) await hook(user);
  const [profile] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, user.id));
  await db.delete(users).where(eq(users.id, user.id));
  const key = deps.storage.keyOfUrl(profile?.avatarUrl);
  if (key) await deps.storage.delete(key).catch(() => {});
};
