import {
  buildIcs,
  icsFileName,
  type LiveSessionDto,
  type LiveSessionInputSchema,
  reminderSchedule,
  SESSION_REMINDERS,
  zonedLocalToUtc,
} from '@awc/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { liveSessions, sessionRsvps } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { deliverEvent } from '../email/events.ts';

type Row = typeof liveSessions.$inferSelect;
type Actor = { id: string; email: string };
type SessionInput = z.output<typeof LiveSessionInputSchema>;

export const SESSION_REMINDER_JOB = 'session.reminder';
export type ReminderPayload = { sessionId: string; kind: string; startsAt: string };

const endOf = (row: Row) => new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

const toDto = (row: Row, extra: { rsvpCount: number; going: boolean }): LiveSessionDto => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  endsAt: endOf(row).toISOString(),
  timeZone: row.timeZone,
  durationMinutes: row.durationMinutes,
  joinUrl: row.joinUrl,
  replayUrl: row.replayUrl,
  cancelled: Boolean(row.cancelledAt),
  ...extra,
});

/** Adds the RSVP count and whether `userId` is going, in one query for the whole list. */
const withRsvps = async (db: DbOrTx, rows: Row[], userId: string | null): Promise<LiveSessionDto[]> => {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ id: sessionRsvps.sessionId, n: count(), mine: sql<number>`count(*) filter (where ${sessionRsvps.userId} = ${userId ?? ''})` })
    .from(sessionRsvps)
    .where(inArray(sessionRsvps.sessionId, ids))
    .groupBy(sessionRsvps.sessionId);
  const byId = new Map(counts.map((c) => [c.id, c]));
  return rows.map((r) => toDto(r, { rsvpCount: Number(byId.get(r.id)?.n ?? 0), going: Number(byId.get(r.id)?.mine ?? 0) > 0 }));
};

/** Sessions not cancelled and not yet over, soonest first. */
export const listUpcoming = async (db: DbOrTx, userId: string, limit = 20, now = new Date()) => {
  const rows = await db
    .select()
    .from(liveSessions)
    .where(and(isNull(liveSessions.cancelledAt), gt(sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`, now)))
    .orderBy(asc(liveSessions.startsAt))
    .limit(limit);
  return withRsvps(db, rows, userId);
};

/** Past sessions with a replay link, newest first (the content hub's replays). */
export const listReplays = async (db: DbOrTx, userId: string, limit = 50, now = new Date()) => {
  const rows = await db
    .select()
    .from(liveSessions)
    .where(and(isNull(liveSessions.cancelledAt), isNotNull(liveSessions.replayUrl), lte(liveSessions.startsAt, now)))
    .orderBy(desc(liveSessions.startsAt))
    .limit(limit);
  return withRsvps(db, rows, userId);
};

const findVisible = async (db: DbOrTx, id: string): Promise<Row> => {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, id), isNull(liveSessions.cancelledAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** RSVP on or off for the signed-in member. A session that is over takes no new RSVPs. */
export const setRsvp = async (db: DbOrTx, userId: string, id: string, going: boolean, now = new Date()) => {
  const row = await findVisible(db, id);
  if (going) {
    if (endOf(row) <= now) throw new AppError('CONFLICT', 'This session has ended.');
    await db.insert(sessionRsvps).values({ sessionId: id, userId }).onConflictDoNothing();
  } else {
    await db.delete(sessionRsvps).where(and(eq(sessionRsvps.sessionId, id), eq(sessionRsvps.userId, userId)));
  }
  const [dto] = await withRsvps(db, [row], userId);
  return dto as LiveSessionDto;
};

/**
 * A session as a calendar event: the same UID (the session id at the site's host) in the download
 * and in every reminder, so a calendar updates the one event instead of adding another.
 */
const sessionCalendar = (row: Row, publicUrl: string) =>
  buildIcs({
    uid: `${row.id}@${new URL(publicUrl).hostname}`,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
    pageUrl: new URL('/dashboard', publicUrl).toString(),
    updatedAt: row.updatedAt,
  });

/** The calendar file of one session (members; cancelled sessions are 404). */
export const sessionIcs = async (db: DbOrTx, id: string, publicUrl: string) => {
  const row = await findVisible(db, id);
  return {
    title: row.title,
    ics: sessionCalendar(row, publicUrl),
  };
};

// ---- admin ----

export const listAllSessions = async (db: DbOrTx) => {
  const rows = await db.select().from(liveSessions).orderBy(desc(liveSessions.startsAt)).limit(500);
  return withRsvps(db, rows, null);
};

const toRow = (input: SessionInput) => {
  const startsAt = zonedLocalToUtc(input.startsAtLocal, input.timeZone);
  if (!startsAt)
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors: { startsAtLocal: ['Start time is not a real date'] } });
  return {
    title: input.title,
    description: input.description,
    startsAt,
    timeZone: input.timeZone,
    durationMinutes: input.durationMinutes,
    joinUrl: input.joinUrl,
    replayUrl: input.replayUrl,
  };
};

/**
 * Enqueues the 24 h and 1 h reminders of a session's current start. The dedupe key holds the start,
 * so a reschedule enqueues fresh reminders, and the old ones find a different start and do nothing.
 */
const scheduleReminders = async (jobs: JobQueue, row: Row, now = new Date()) => {
  for (const r of reminderSchedule(row.startsAt, now)) {
    const startsAt = row.startsAt.toISOString();
    await jobs.enqueue<ReminderPayload>(
      SESSION_REMINDER_JOB,
      { sessionId: row.id, kind: r.kind, startsAt },
      { runAt: r.at, dedupeKey: `session-reminder:${row.id}:${r.kind}:${startsAt}` },
    );
  }
};

export const createSession = async (db: DbOrTx, jobs: JobQueue, actor: Actor, input: SessionInput) => {
  const id = newId();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(liveSessions)
      .values({ id, ...toRow(input), createdBy: actor.id })
      .returning();
    await audit(tx, { actor, action: 'session.create', target: id, details: { title: input.title } });
    return inserted as Row;
  });
  await scheduleReminders(jobs, row);
  return (await withRsvps(db, [row], null))[0] as LiveSessionDto;
};

export const updateSession = async (db: DbOrTx, jobs: JobQueue, actor: Actor, id: string, input: SessionInput) => {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(liveSessions)
      .set({ ...toRow(input), updatedAt: new Date() })
      .where(eq(liveSessions.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    await audit(tx, { actor, action: 'session.update', target: id, details: { title: input.title } });
    return updated;
  });
  if (!row.cancelledAt) await scheduleReminders(jobs, row);
  return (await withRsvps(db, [row], null))[0] as LiveSessionDto;
};

/** Cancelling keeps the row (RSVPs, audit) but hides it from members and silences its reminders. */
export const cancelSession = async (db: DbOrTx, actor: Actor, id: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveSessions)
      .set({ cancelledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(liveSessions.id, id), isNull(liveSessions.cancelledAt)))
      .returning({ title: liveSessions.title });
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, { actor, action: 'session.cancel', target: id, details: { title: row.title } });
  });

/** Formats the start in the session's own zone, e.g. "Wed, Jul 15, 7:00 PM EDT". */
export const formatStart = (startsAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(startsAt);

/**
 * The reminder job: tells everyone who RSVP'd the way they chose (decision 330), once each (the
 * notification's dedupe key and the email's idempotency key), with the join link and the `.ics`
 * attached; does nothing if the session was cancelled or moved since the job was enqueued.
 */
export const runReminder = async (deps: Deps, payload: ReminderPayload) => {
  const db = deps.database.db;
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, payload.sessionId)).limit(1);
  if (!row || row.cancelledAt || row.startsAt.toISOString() !== payload.startsAt) return 0;
  const label = SESSION_REMINDERS.find((r) => r.kind === payload.kind)?.label ?? 'soon';
  const going = await db.select({ userId: sessionRsvps.userId }).from(sessionRsvps).where(eq(sessionRsvps.sessionId, row.id));
  const publicUrl = deps.env.PUBLIC_URL;
  const ics = sessionCalendar(row, publicUrl);
  const eventKey = `${row.id}:${payload.kind}:${payload.startsAt}`;
  for (const { userId } of going) {
    await deliverEvent(deps, {
      userId,
      kind: 'sessionReminders',
      eventKey,
      notice: {
        title: `Live session ${label}: ${row.title}`.slice(0, 200),
        message: `Starts ${formatStart(row.startsAt, row.timeZone)}. The join link is on your dashboard.`,
        linkUrl: '/dashboard',
        dedupeKey: `session-reminder:${eventKey}`,
      },
      email: ({ firstName, timeZone }) => {
        const sessionTime = formatStart(row.startsAt, row.timeZone);
        const memberTime = formatStart(row.startsAt, timeZone);
        return {
          subject: `Starting ${label}: ${row.title}`,
          heading: row.title,
          preheader: `Live session ${label}, ${sessionTime}. Join link and calendar file inside.`,
          blocks: [
            { kind: 'p', text: `Hi ${firstName},` },
            { kind: 'p', text: `The live session you RSVP’d to starts ${label}.` },
            {
              kind: 'list',
              items: [
                `When: ${sessionTime}${memberTime !== sessionTime ? ` (${memberTime} your time)` : ''}`,
                `Length: ${row.durationMinutes} minutes`,
              ],
            },
            ...(row.description ? [{ kind: 'p' as const, text: row.description }] : []),
            { kind: 'button', label: 'Join the session', url: row.joinUrl },
            { kind: 'small', text: 'The attached calendar file adds the session, with its join link, to your calendar.' },
          ],
          attachments: [
            {
              filename: icsFileName(row.title),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              contentBase64: Buffer.from(ics).toString('base64'),
            },
          ],
        };
      },
    });
  }
  return going.length;
};
