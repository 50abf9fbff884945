import { z } from 'zod';

/**
 * Email preferences (issue 21). Each kind of event a member hears about reaches them in the app
 * only, by email as well, or not at all; the digest is off, daily or weekly. A member without a
 * stored row has the defaults.
 */
export const EMAIL_EVENT_KINDS = ['sessionReminders', 'replies', 'mentions', 'announcements', 'pslfReminders'] as const;
export type EmailEventKind = (typeof EMAIL_EVENT_KINDS)[number];
/** Every kind an email can be unsubscribed from (the events, the digest and the newsletter). */
export const EMAIL_KINDS = [...EMAIL_EVENT_KINDS, 'digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_CHANNELS = ['email', 'in_app', 'off'] as const;
export type EmailChannel = (typeof EMAIL_CHANNELS)[number];
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const EMAIL_CHANNEL_LABELS: Record<EmailChannel, string> = {
  email: 'Email and in-app',
  in_app: 'In-app only',
  off: 'Off',
};
export const DIGEST_LABELS: Record<DigestFrequency, string> = { off: 'Off', daily: 'Daily', weekly: 'Weekly' };

export const EMAIL_KIND_TEXTS: Record<EmailKind, { label: string; help: string; unsubscribed: string }> = {
  sessionReminders: {
    label: 'Live session reminders',
    help: 'A day and an hour before a session you RSVP’d to, with the join link and a calendar file.',
    unsubscribed: 'live session reminders',
  },
  replies: {
    label: 'Replies to my threads and posts',
    help: 'When someone replies in a discussion you follow: those you start or reply in, and any you follow.',
    unsubscribed: 'replies to your threads and posts',
  },
  mentions: {
    label: 'Mentions',
    help: 'When a member mentions you by name in a discussion.',
    unsubscribed: 'mentions',
  },
  announcements: {
    label: 'Announcements',
    help: 'News from the team sent to all members.',
    unsubscribed: 'announcements',
  },
  pslfReminders: {
    label: 'PSLF reminders',
    help: 'From your PSLF tracker: the yearly employment certification, and the dates of the 2025 law that touch your repayment plan.',
    unsubscribed: 'PSLF reminders',
  },
  digest: {
    label: 'Digest',
    help: 'New content and articles, active discussions and upcoming sessions, in one email. Nothing is sent when there is nothing new.',
    unsubscribed: 'the digest',
  },
};

/** The defaults: every event by email as well as in the app, and the weekly digest (decision 330). */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = {
  sessionReminders: 'email',
  replies: 'email',
  mentions: 'email',
  announcements: 'email',
  pslfReminders: 'email',
  digest: 'weekly',
  timeZone: 'America/New_York',
};

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const channel = z.enum(EMAIL_CHANNELS, { message: 'Choose email, in-app only or off' });
export const EmailPreferencesSchema = z.object({
  sessionReminders: channel,
  replies: channel,
  mentions: channel,
  announcements: channel,
  // Added after the others (issue 23): a client that does not send it gets the default.
  pslfReminders: channel.default('email'),
  digest: z.enum(DIGEST_FREQUENCIES, { message: 'Choose off, daily or weekly' }),
  timeZone: z.string().max(64, 'Choose a time zone from the list').refine(isTimeZone, 'Choose a time zone from the list'),
});
export type EmailPreferences = z.output<typeof EmailPreferencesSchema>;

/** The one-click link's token (signed, it works without signing in). */
export const EmailUnsubscribeSchema = z.object({
  token: z.string().min(20, 'This unsubscribe link is not valid.').max(400, 'This unsubscribe link is not valid.'),
});

/** Time zones offered on the settings tab (the US ones first; any IANA zone is accepted). */
export const US_TIME_ZONES: { value: string; label: string }[] = [
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Phoenix', label: 'Arizona' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
];

/** The hour (local) a digest goes out, and the weekday of the weekly one (1 = Monday). */
export const DIGEST_LOCAL_HOUR = 7;
export const DIGEST_WEEKDAY = 1;

/**
 * Whether a digest is due for a member now, in their zone: at or after 7 AM local, and (weekly)
 * on a Monday, unless one already went out for this local day. Pure, so the job and the tests agree.
 */
export const digestDue = (input: { frequency: DigestFrequency; timeZone: string; now: Date; lastSentAt: Date | null }): boolean => {
  if (input.frequency === 'off') return false;
  const local = localParts(input.now, input.timeZone);
  if (local.hour < DIGEST_LOCAL_HOUR) return false;
  if (input.frequency === 'weekly' && local.weekday !== DIGEST_WEEKDAY) return false;
  if (!input.lastSentAt) return true;
  const last = localParts(input.lastSentAt, input.timeZone);
  return last.date !== local.date;
};

/** The window a digest covers: since the last one, or one day / one week back for the first. */
export const digestSince = (frequency: Exclude<DigestFrequency, 'off'>, now: Date, lastSentAt: Date | null): Date =>
  lastSentAt ?? new Date(now.getTime() - (frequency === 'daily' ? 1 : 7) * 86_400_000);

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
export const localParts = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: WEEKDAYS[parts.weekday as string] ?? 0 };
};
