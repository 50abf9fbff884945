import type { Deps } from '../../types.ts';
import { type ReminderPayload, runReminder, SESSION_REMINDER_JOB } from './sessions.ts';

/** Registers the member area's background jobs (the live-session reminders). */
export const registerMemberAreaJobs = (deps: Deps) => {
  deps.jobs.register<ReminderPayload>(SESSION_REMINDER_JOB, async (payload) => {
    await runReminder(deps, payload);
  });
};
