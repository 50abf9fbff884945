import { Hono } from 'hono';
import { loadSession, requireUser, sessionOf } from '../middleware/session.ts';
import { findAchievements } from '../services/accounts/achievements.ts';
import { getOrRecoverProfile } from '../services/accounts/profiles.ts';
import { isAdmin, isSuperAdmin } from '../services/accounts/roles.ts';
import { getMembership } from '../services/accounts/subscription.ts';
import { hasPassword } from '../services/accounts/account.ts';
import type { AppEnv, Deps } from '../types.ts';

/**
 * The client's session bootstrap, one request per page load: who is signed in, their profile
 * (rebuilt if missing) and whether they are an admin. Visitors get `{ user: null }` with 200, so a
 * signed-out page load logs no failed request.
 */
export const meRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/me', loadSession(deps), async (c) => {
      const session = c.get('session');
      if (!session) return c.json({ user: null });
      const { user } = session;
      const db = deps.database.db;
      const [{ profile, recovered }, admin, withPassword] = await Promise.all([
        getOrRecoverProfile(db, user),
        isAdmin(db, user.id),
        hasPassword(db, user.id),
      ]);
      return c.json({
        user: { id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: new Date(user.createdAt).toISOString() },
        profile,
        profileRecovered: recovered,
        isAdmin: admin,
        isSuperAdmin: admin && isSuperAdmin(deps.env.SUPER_ADMIN_EMAIL, user.email),
        hasPassword: withPassword,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
      });
    })
    .get('/subscription', requireUser(deps), async (c) => c.json(await getMembership(deps.database.db, sessionOf(c).user.id)))
    .get('/achievements', requireUser(deps), async (c) => c.json({ achievements: await findAchievements(deps.database.db, sessionOf(c).user.id) }));
