import { isoDay, PSLF_TRACKER_PATH, pslfRemindersDue } from '@awc/domain';
import { sql } from 'drizzle-orm';
import { pslfCertifications, pslfEmployers, pslfTrackers } from '../../db/schema/index.ts';
import type { Deps } from '../../types.ts';
import { memberAccessSql } from '../community/directory.ts';
import { deliverEvent } from '../email/events.ts';
import { getTracker } from './pslf.ts';

export const PSLF_REMINDERS_JOB = 'pslf.reminders';
export const PSLF_REMINDERS_EVERY_MS = 86_400_000;

/**
 * The daily PSLF pass (decision 402): for every member who keeps a tracker, the reminders due on
 * `now`'s date (the domain decides which), each delivered once by the member's email preference
 * (in the app, and by email unless they chose in-app only or off). `now` is the recurring job's
 * clock, so a test moves it instead of waiting a year.
 */
export const runPslfReminders = async (deps: Deps, now = new Date()) => {
  const db = deps.database.db;
  const today = isoDay(now);
  const result = await db.execute(sql`
    select u.user_id from (
      select ${pslfTrackers.userId} as user_id from ${pslfTrackers}
      union select ${pslfEmployers.userId} from ${pslfEmployers}
      union select ${pslfCertifications.userId} from ${pslfCertifications}
    ) u where ${memberAccessSql(sql`u.user_id`)}`);
  const userIds = (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
  let delivered = 0;
  for (const userId of userIds) {
    const due = pslfRemindersDue(await getTracker(db, userId), today);
    for (const r of due) {
      const out = await deliverEvent(deps, {
        userId,
        kind: 'pslfReminders',
        eventKey: r.key,
        notice: { title: r.title, message: r.message, linkUrl: PSLF_TRACKER_PATH, dedupeKey: r.key },
        email: ({ firstName }) => ({
          subject: r.title,
          heading: r.title,
          preheader: r.message.slice(0, 140),
          blocks: [
            { kind: 'p', text: `Hi ${firstName},` },
            { kind: 'p', text: r.message },
            { kind: 'button', label: 'Open your PSLF tracker', url: new URL(PSLF_TRACKER_PATH, deps.env.PUBLIC_URL).toString() },
            { kind: 'small', text: 'Education only, not advice: your servicer’s count and studentaid.gov decide what qualifies.' },
          ],
        }),
      });
      if (out.notified) delivered++;
    }
  }
  return { members: userIds.length, delivered };
};
