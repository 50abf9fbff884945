import { DEFAULT_EMAIL_PREFERENCES, type EmailEventKind, type EmailKind, type EmailPreferences, EmailPreferencesSchema } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailPreferences, users } from '../../db/schema/index.ts';
import { parseOrThrow } from '../../lib/validate.ts';

type Row = typeof emailPreferences.$inferSelect;

const toPreferences = (row: Row | undefined): EmailPreferences =>
  row
    ? {
        sessionReminders: row.sessionReminders as EmailPreferences['sessionReminders'],
        replies: row.replies as EmailPreferences['replies'],
        mentions: row.mentions as EmailPreferences['mentions'],
        announcements: row.announcements as EmailPreferences['announcements'],
        pslfReminders: row.pslfReminders as EmailPreferences['pslfReminders'],
        digest: row.digest as EmailPreferences['digest'],
        timeZone: row.timeZone,
      }
    : { ...DEFAULT_EMAIL_PREFERENCES };

export const getEmailPreferences = async (db: DbOrTx, userId: string): Promise<EmailPreferences> => {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
  return toPreferences(row);
};

export const updateEmailPreferences = async (db: DbOrTx, userId: string, input: unknown): Promise<EmailPreferences> => {
  const prefs = parseOrThrow(EmailPreferencesSchema, input);
  await db
    .insert(emailPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...prefs, updatedAt: new Date() } });
  return prefs;
};

/**
 * The one-click unsubscribe: email stops for that kind, the in-app notices stay (an event kind
 * becomes 'in_app', the digest 'off'). Only that kind changes; repeating it changes nothing more.
 */
export const unsubscribeKind = async (db: DbOrTx, userId: string, kind: EmailKind): Promise<void> => {
  // A deleted account gets no more email anyway: write nothing for it (the link still answers the same).
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const current = await getEmailPreferences(db, userId);
  const change = kind === 'digest' ? { digest: 'off' as const } : current[kind] === 'email' ? { [kind]: 'in_app' as const } : {};
  const next = { ...current, ...change };
  await db
    .insert(emailPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...change, updatedAt: new Date() } });
};

/** How one member hears about one kind of event. */
export const channelFor = async (db: DbOrTx, userId: string, kind: EmailEventKind) => (await getEmailPreferences(db, userId))[kind];
