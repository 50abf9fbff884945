import type { Recurring } from '../jobs/recurring.ts';
import type { Deps } from '../types.ts';
import { DIGEST_EVERY_MS, DIGEST_JOB, runDigests } from './email/digest.ts';
import { PSLF_REMINDERS_EVERY_MS, PSLF_REMINDERS_JOB, runPslfReminders } from './pslf/reminders.ts';
import { runTrialPass, TRIALS_EVERY_MS, TRIALS_JOB } from './billing/trials.ts';
import { RETENTION_EVERY_MS, RETENTION_JOB, runRetention } from './retention.ts';

/** The product's clock-driven jobs (registered with every queue, scheduled by the process that runs workers). */
export const recurringJobs = (deps: Deps): Recurring[] => [
  {
    name: DIGEST_JOB,
    everyMs: DIGEST_EVERY_MS,
    run: async (now) => {
      const result = await runDigests(deps, now);
      if (result.sent || result.skipped) deps.log.info(result, 'digest pass');
    },
  },
  {
    name: RETENTION_JOB,
    everyMs: RETENTION_EVERY_MS,
    run: async (now) => {
      deps.log.info(await runRetention(deps, now), 'retention pass');
    },
  },
  {
    name: PSLF_REMINDERS_JOB,
    everyMs: PSLF_REMINDERS_EVERY_MS,
    run: async (now) => {
      const result = await runPslfReminders(deps, now);
      if (result.delivered) deps.log.info(result, 'PSLF reminders pass');
    },
  },
  {
    name: TRIALS_JOB,
    everyMs: TRIALS_EVERY_MS,
    run: async (now) => {
      const result = await runTrialPass(deps, now);
      if (result.reminders || result.ended) deps.log.info(result, 'trial pass');
    },
  },
];
