import { EMAIL_KIND_TEXTS, EmailPreferencesSchema, EmailUnsubscribeSchema } from '@awc/domain';
import { Hono } from 'hono';
import { AppError } from '../lib/errors.ts';
import { jsonBody, query } from '../lib/validate.ts';
import { requireUser, sessionOf } from '../middleware/session.ts';
import { getEmailPreferences, unsubscribeKind, updateEmailPreferences } from '../services/email/preferences.ts';
import { readUnsubscribeToken } from '../services/email/unsubscribe-token.ts';
import type { AppEnv, Deps } from '../types.ts';

export const LINK_INVALID =
  'This unsubscribe link is not valid. Open it again from the email, or change your email preferences in your account settings.';
export const LINK_EXPIRED = 'This unsubscribe link has expired. Change your email preferences in your account settings instead.';

/** The signed-in member's email preferences, and the signed unsubscribe link that works signed out. */
export const emailRoutes = (deps: Deps) => {
  const db = deps.database.db;
  /** A forged or expired token is refused before anything is read or written. */
  const check = (token: string) => {
    const result = readUnsubscribeToken(deps.env.SESSION_SECRET, token);
    if (!result.ok) throw new AppError('BAD_REQUEST', result.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);
    return result;
  };
  const unsubscribe = async (token: string) => {
    const { userId, kind } = check(token);
    await unsubscribeKind(db, userId, kind);
    return { status: 'unsubscribed' as const, kind, what: EMAIL_KIND_TEXTS[kind].unsubscribed };
  };
  return new Hono<AppEnv>()
    .get('/email/preferences', requireUser(deps), async (c) => c.json({ preferences: await getEmailPreferences(db, sessionOf(c).user.id) }))
    .put('/email/preferences', requireUser(deps), jsonBody(EmailPreferencesSchema), async (c) =>
      c.json({ preferences: await updateEmailPreferences(db, sessionOf(c).user.id, c.req.valid('json')) }),
    )
    .get('/email/unsubscribe', query(EmailUnsubscribeSchema), async (c) => {
      const { kind } = check(c.req.valid('query').token);
      return c.json({ kind, what: EMAIL_KIND_TEXTS[kind].unsubscribed });
    })
    .post('/email/unsubscribe', jsonBody(EmailUnsubscribeSchema), async (c) => c.json(await unsubscribe(c.req.valid('json').token)))
    .post('/email/unsubscribe/one-click', query(EmailUnsubscribeSchema), async (c) => c.json(await unsubscribe(c.req.valid('query').token)));
};
