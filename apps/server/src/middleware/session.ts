import { hasActiveSubscription, SESSION_ABSOLUTE_DAYS, SESSION_UNREMEMBERED_HOURS, TWO_FACTOR_MESSAGES } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sessionCookieName } from '../auth/auth.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { isAdmin, isSuperAdmin } from '../services/accounts/roles.ts';
import { subscriptionRow } from '../services/accounts/subscription.ts';
import { firmSeatOf, seatGrantsAccess } from '../services/firms/access.ts';
import { adminNeedsTwoFactor } from '../services/accounts/two-factor.ts';
import type { AppEnv, Deps, SessionInfo } from '../types.ts';

/** A session ends this long after it began, however active (remembered / not remembered). */
export const absoluteLimitMs = (remember: boolean) => (remember ? SESSION_ABSOLUTE_DAYS * 86_400_000 : SESSION_UNREMEMBERED_HOURS * 3_600_000);

const pastAbsoluteLimit = (session: SessionInfo['session']) => Date.now() - session.createdAt.getTime() > absoluteLimitMs(session.remember);

/** The one value of the session cookie; undefined when absent or sent more than once. */
const sessionCookieValue = (cookieHeader: string, name: string): string | undefined => {
  const at = cookieHeader.indexOf(`${name}=`);
  if (at < 0 || cookieHeader.indexOf(`${name}=`, at + 1) >= 0) return undefined;
  if (at > 0 && !/[;\s]/.test(cookieHeader.charAt(at - 1))) return undefined;
  const start = at + name.length + 1;
  const end = cookieHeader.indexOf(';', start);
  return cookieHeader.slice(start, end < 0 ? undefined : end).trim() || undefined;
};

/**
 * Reads the session cookie through Better Auth (which enforces the idle window and refreshes it),
 * then applies the absolute limits Better Auth does not have: a session past its limit is revoked.
 * What Better Auth accepted is reused for a few seconds by this process (AuthCache, decision 289):
 * a signed-in read then costs no query for its session.
 */
export const loadSession = (deps: Deps): MiddlewareHandler<AppEnv> => {
  const cookieName = sessionCookieName(deps.env);
  return async (c, next) => {
    if (c.get('session') !== undefined) return next();
    let info: SessionInfo | null = null;
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token')) {
      const cacheKey = sessionCookieValue(cookie, cookieName);
      const cached = cacheKey ? deps.authCache.session(cacheKey) : undefined;
      if (cached && !pastAbsoluteLimit(cached.session)) info = cached;
      else {
        const mark = deps.authCache.mark();
        const result = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
        const data = result.response as unknown as SessionInfo | null;
        for (const setCookie of result.headers?.getSetCookie?.() ?? []) c.header('Set-Cookie', setCookie, { append: true });
        if (data?.session && data.user) {
          const remember = data.session.remember !== false;
          const session = { ...data.session, createdAt: new Date(data.session.createdAt), expiresAt: new Date(data.session.expiresAt), remember };
          if (pastAbsoluteLimit(session)) {
            await deps.database.db.delete(sessions).where(eq(sessions.id, data.session.id));
            deps.authCache.invalidateSession(data.session.id);
          } else {
            info = { user: data.user, session };
            if (cacheKey) deps.authCache.storeSession(cacheKey, info, mark);
          }
        }
      }
    }
    c.set('session', info);
    return next();
  };
};

/** The signed-in user, or 401. */
export const requireUser =
  (deps: Deps, message?: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await loadSession(deps)(c, async () => {});
    if (!c.get('session')) throw new AppError('UNAUTHORIZED', message);
    return next();
  };

/** Admin status, as user_roles says (through this process's AuthCache for a few seconds). */
const cachedIsAdmin = (deps: Deps, userId: string) => deps.authCache.fact('admin', userId, () => isAdmin(deps.database.db, userId));

/**
 * Admins only: 401 for visitors, 403 for everyone else (checked on the server, every request). An
 * administrator without two-factor sign-in is refused too (decision 422): admins read members'
 * records and write to everyone, so a password alone must not open the admin tools.
 */
export const requireAdmin =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireUser(deps)(c, async () => {});
    const session = c.get('session') as SessionInfo;
    if (!(await cachedIsAdmin(deps, session.user.id))) throw new AppError('FORBIDDEN');
    if (adminNeedsTwoFactor(session.user)) throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.adminRequired);
    return next();
  };

/** The one administrator of SUPER_ADMIN_EMAIL (granting and revoking admin). */
export const requireSuperAdmin =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireAdmin(deps)(c, async () => {});
    const session = c.get('session') as SessionInfo;
    if (!isSuperAdmin(deps.env.SUPER_ADMIN_EMAIL, session.user.email))
      throw new AppError('FORBIDDEN', 'This page is only accessible to authorized administrators.');
    return next();
  };

/** Whether a user may read members' material: an admin, or an active membership judged now. */
export const hasMemberAccess = async (deps: Deps, userId: string): Promise<boolean> => {
  if (await cachedIsAdmin(deps, userId)) return true;
  const row = await deps.authCache.fact('subscription', userId, () => subscriptionRow(deps.database.db, userId));
  if (row && hasActiveSubscription(row)) return true;
  return cachedSeatAccess(deps, userId);
};

/**
 * A seat at a firm whose subscription is active also makes a member (decision 435). Cached like the
 * subscription row; the triggers of firm_members and firms drop it the moment a seat is removed or
 * the firm's subscription changes, in every process.
 */
const cachedSeatAccess = async (deps: Deps, userId: string): Promise<boolean> =>
  seatGrantsAccess(await deps.authCache.fact('firm-seat', userId, () => firmSeatOf(deps.database.db, userId)));

/** Members (active subscription) and admins: 401 for visitors, 403 for signed-in non-members. */
export const requireMember =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireUser(deps)(c, async () => {});
    const { user } = c.get('session') as SessionInfo;
    if (await cachedIsAdmin(deps, user.id)) return next();
    const row = await deps.authCache.fact('subscription', user.id, () => subscriptionRow(deps.database.db, user.id));
    // Judged now, not when the row was read: a period that ended a second ago has ended.
    if (row && hasActiveSubscription(row)) return next();
    if (await cachedSeatAccess(deps, user.id)) return next();
    throw new AppError('FORBIDDEN', 'A membership is needed for this.');
  };

/** The session of a route behind requireUser (typed, never null there). */
export const sessionOf = (c: { get: (key: 'session') => SessionInfo | null }): SessionInfo => {
  const s = c.get('session');
  if (!s) throw new AppError('UNAUTHORIZED');
  return s;
};

/** The signed-in administrator as an audit row names them: who did it, by id and email. */
export const actorOf = (c: { get: (key: 'session') => SessionInfo | null }): { id: string; email: string } => {
  const { user } = sessionOf(c);
  return { id: user.id, email: user.email };
};
