import { DeleteAccountSchema, MESSAGES, ProfileUpdateSchema, SetPasswordSchema } from '@awc/domain';
import { Hono } from 'hono';
import { idParam, jsonBody, uploadedFileBytes } from '../lib/validate.ts';
import { requireUser, sessionOf } from '../middleware/session.ts';
import { deleteAccount, findSessions, revokeOtherSessions, revokeSession, setFirstPassword } from '../services/accounts/account.ts';
import { removeAvatar, replaceAvatar } from '../services/accounts/avatar.ts';
import { getOrRecoverProfile, saveProfile } from '../services/accounts/profiles.ts';
import { accountSecurity } from '../services/accounts/two-factor.ts';
import type { AppEnv, Deps } from '../types.ts';

export const AVATAR_UPLOAD_PATH = '/api/profile/avatar';

/** The signed-in user's own profile, sessions and account. Every query is scoped to the session user. */
export const profileRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const signedIn = requireUser(deps, MESSAGES.mustBeLoggedInToUpdateProfile);
  return (
    new Hono<AppEnv>()
      .get('/profile', requireUser(deps), async (c) => {
        const { profile, recovered } = await getOrRecoverProfile(db, sessionOf(c).user);
        return c.json({ profile, recovered });
      })
      .patch('/profile', signedIn, jsonBody(ProfileUpdateSchema), async (c) => {
        const result = await saveProfile(deps, sessionOf(c).user, c.req.valid('json'));
        return c.json({ profile: result.profile, success: true, newAchievement: result.newAchievement, achievementName: result.achievementName });
      })
      .post('/profile/avatar', signedIn, async (c) => {
        return c.json({ profile: await replaceAvatar(deps, sessionOf(c).user, await uploadedFileBytes(c)) });
      })
      .delete('/profile/avatar', signedIn, async (c) => c.json({ profile: await removeAvatar(deps, sessionOf(c).user) }))
      .get('/account/sessions', requireUser(deps), async (c) => {
        const s = sessionOf(c);
        return c.json({ sessions: await findSessions(db, s.user.id, s.session.id) });
      })
      .delete('/account/sessions/:id', requireUser(deps), idParam, async (c) => {
        const s = sessionOf(c);
        await revokeSession(db, s.user.id, c.req.valid('param').id);
        return c.json({ success: true });
      })
      .post('/account/sessions/revoke-others', requireUser(deps), async (c) => {
        const s = sessionOf(c);
        return c.json({ revoked: await revokeOtherSessions(db, s.user.id, s.session.id) });
      })
      // Two-factor, backup codes left, passkeys and the account's security activity (issue 25).
      .get('/account/security', requireUser(deps), async (c) => c.json(await accountSecurity(deps, sessionOf(c).user)))
      .post('/account/set-password', requireUser(deps), jsonBody(SetPasswordSchema), async (c) => {
        await setFirstPassword(deps, sessionOf(c).user.id, c.req.valid('json').newPassword, c.req.raw.headers);
        return c.json({ success: true });
      })
      .post('/account/delete', requireUser(deps), jsonBody(DeleteAccountSchema), async (c) => {
        const s = sessionOf(c);
        await deleteAccount(deps, s.user, c.req.valid('json'));
        // The session rows went with the user; clear the cookie too.
        c.header(
          'Set-Cookie',
          `${deps.env.isProduction ? '__Host-awc' : 'awc'}.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${deps.env.isProduction ? '; Secure' : ''}`,
        );
        return c.json({ success: true });
      })
  );
};
