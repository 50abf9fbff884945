import { z } from 'zod';

/** Reminders go out this long before a live session starts (issue 8: 24 hours and 1 hour). */
export const SESSION_REMINDERS = [
  { kind: '24h', beforeMs: 24 * 3_600_000, label: 'tomorrow' },
  { kind: '1h', beforeMs: 3_600_000, label: 'in 1 hour' },
] as const;
export type ReminderKind = (typeof SESSION_REMINDERS)[number]['kind'];

export const SESSION_DURATION_MIN = 15;
export const SESSION_DURATION_MAX = 480;

/** Time zones offered when scheduling (US first: the members are US attorneys). */
export const SESSION_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
] as const;

export const isValidTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Offset (ms) of `timeZone` from UTC at the instant `utcMs`. */
const zoneOffsetMs = (utcMs: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
};

/**
 * The instant a wall-clock time ('2026-03-08T19:00') in an IANA zone means. Across a DST change a
 * skipped local time moves forward; a repeated one takes the first occurrence. Null when the text
 * is not a real date and time.
 */
export const zonedLocalToUtc = (local: string, timeZone: string): Date | null => {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m || !isValidTimeZone(timeZone)) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  const o1 = zoneOffsetMs(naive, timeZone);
  const first = naive - o1;
  const o2 = zoneOffsetMs(first, timeZone);
  if (o1 === o2) return new Date(first);
  const second = naive - o2;
  if (zoneOffsetMs(second, timeZone) === o2) return new Date(second);
  // A wall-clock time skipped by a DST change: the later instant (the clock moved forward).
  return new Date(Math.max(first, second));
};

/** The wall-clock 'YYYY-MM-DDTHH:mm' of an instant in a zone (the admin form's value when editing). */
export const utcToZonedLocal = (instant: Date, timeZone: string): string => {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
};

/** An absolute https address with a host (no spaces, no other scheme). */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, 'Link must be 500 characters or less')
    .refine((v) => HTTPS_URL.test(v), message);

/** Scheduling a live session (admin). Start is a wall-clock time in the chosen zone. */
export const LiveSessionInputSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(160, 'Title must be 160 characters or less'),
    description: z.string().trim().max(5_000, 'Description must be 5,000 characters or less').default(''),
    startsAtLocal: z.string({ error: 'Start time is required' }).regex(LOCAL_DATE_TIME, 'Start time is required'),
    timeZone: z.string({ error: 'Choose a time zone' }).refine(isValidTimeZone, 'Choose a time zone'),
    durationMinutes: z.coerce
      .number({ error: 'Duration is required' })
      .int('Duration must be whole minutes')
      .min(SESSION_DURATION_MIN, `Duration must be at least ${SESSION_DURATION_MIN} minutes`)
      .max(SESSION_DURATION_MAX, `Duration must be ${SESSION_DURATION_MAX} minutes or less`),
    joinUrl: httpsUrl('Join link must be an https:// address'),
    replayUrl: z
      .union([z.literal(''), httpsUrl('Replay link must be an https:// address')])
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (LOCAL_DATE_TIME.test(v.startsAtLocal) && isValidTimeZone(v.timeZone) && !zonedLocalToUtc(v.startsAtLocal, v.timeZone))
      ctx.addIssue({ code: 'custom', path: ['startsAtLocal'], message: 'Start time is not a real date' });
  });
export type LiveSessionInput = z.input<typeof LiveSessionInputSchema>;

/** When each reminder for a session starting at `startsAt` is due; reminders already past are left out. */
export const reminderSchedule = (startsAt: Date, now: Date): { kind: ReminderKind; at: Date }[] =>
  SESSION_REMINDERS.map((r) => ({ kind: r.kind, at: new Date(startsAt.getTime() - r.beforeMs) })).filter((r) => r.at.getTime() > now.getTime());

// ---- iCalendar (RFC 5545) ----

const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
const utf8Length = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
};

const fold = (line: string): string => {
  let total = 0;
  for (const ch of line) total += utf8Length(ch);
  if (total <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Length(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
};

export type IcsEvent = {
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  joinUrl: string;
  /** Absolute link to the page about the event. */
  pageUrl?: string;
  updatedAt: Date;
  cancelled?: boolean;
};

/** One event as an iCalendar file (UTC times, so every calendar shows it in its own zone). */
export const buildIcs = (e: IcsEvent): string => {
  const end = new Date(e.startsAt.getTime() + e.durationMinutes * 60_000);
  const description = [e.description, `Join: ${e.joinUrl}`].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Attorney Wealth Collective//Live sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDate(e.updatedAt)}`,
    `DTSTART:${icsDate(e.startsAt)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(e.title)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(e.joinUrl)}`,
    `URL:${e.pageUrl ?? e.joinUrl}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(e.title)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};

/** A safe file name for a session's calendar file. */
export const icsFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'session'
  }.ics`;
