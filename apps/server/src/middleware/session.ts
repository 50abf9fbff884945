import { SESSION_ABSOLUTE_DAYS, SESSION_UNREMEMBERED_HOURS } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sessions } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { isAdmin, isSuperAdmin } from '../services/accounts/roles.ts';
import { getSubscription } from '../services/accounts/subscription.ts';
import type { AppEnv, Deps, SessionInfo } from '../types.ts';

/** A session ends this long after it began, however active (remembered / not remembered). */
export const absoluteLimitMs = (remember: boolean) => (remember ? SESSION_ABSOLUTE_DAYS * 86_400_000 : SESSION_UNREMEMBERED_HOURS * 3_600_000);

/**
 * Reads the session cookie through Better Auth (which enforces the idle window and refreshes it),
 * then applies the absolute limits Better Auth does not have: a session past its limit is revoked.
 */
export const loadSession =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.get('session') !== undefined) return next();
    let info: SessionInfo | null = null;
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token')) {
      const result = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      const data = result.response as unknown as SessionInfo | null;
      for (const setCookie of result.headers?.getSetCookie?.() ?? []) c.header('Set-Cookie', setCookie, { append: true });
      if (data?.session && data.user) {
        const remember = data.session.remember !== false;
        const createdAt = new Date(data.session.createdAt);
        if (Date.now() - createdAt.getTime() > absoluteLimitMs(remember)) {
          await deps.database.db.delete(sessions).where(eq(sessions.id, data.session.id));
        } else {
          info = { user: data.user, session: { ...data.session, createdAt, expiresAt: new Date(data.session.expiresAt), remember } };
        }
      }
    }
    c.set('session', info);
    return next();
  };

/** The signed-in user, or 401. */
export const requireUser =
  (deps: Deps, message?: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await loadSession(deps)(c, async () => {});
    if (!c.get('session')) throw new AppError('UNAUTHORIZED', message);
    return next();
  };

/** Admins only: 401 for visitors, 403 for everyone else (checked on the server, every request). */
export const requireAdmin =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireUser(deps)(c, async () => {});
    const session = c.get('session') as SessionInfo;
    if (!(await isAdmin(deps.database.db, session.user.id))) throw new AppError('FORBIDDEN');
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

/** Members (active subscription) and admins: 401 for visitors, 403 for signed-in non-members. */
export const requireMember =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireUser(deps)(c, async () => {});
    const { user } = c.get('session') as SessionInfo;
    if (await isAdmin(deps.database.db, user.id)) return next();
    if (!(await getSubscription(deps.database.db, user.id)).isSubscribed) throw new AppError('FORBIDDEN', 'A membership is needed for this.');
    return next();
  };

/** The session of a route behind requireUser (typed, never null there). */
export const sessionOf = (c: { get: (key: 'session') => SessionInfo | null }): SessionInfo => {
  const s = c.get('session');
  if (!s) throw new AppError('UNAUTHORIZED');
  return s;
};
