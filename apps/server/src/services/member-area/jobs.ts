import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { type Notifier, type ReminderPayload, runReminder, SESSION_REMINDER_JOB } from './sessions.ts';

/** Registers the member area's background jobs (the live-session reminders). */
export const registerMemberAreaJobs = (jobs: JobQueue, database: Database, notify: Notifier) => {
  jobs.register<ReminderPayload>(SESSION_REMINDER_JOB, async (payload) => {
    await runReminder(database.db, notify, payload);
  });
};
