import type { JobQueue } from './queue.ts';

/**
 * Jobs that run on a clock (the hourly digest pass, the daily retention pass). Each run is a job
 * for one time slot, keyed `name@slot`, so however many processes start, and however often a run
 * is retried, one job exists per slot; each run enqueues the next slot before it works.
 */
export type Recurring = { name: string; everyMs: number; run: (now: Date) => Promise<void> };

export const slotAfter = (now: Date, everyMs: number) => new Date(Math.floor(now.getTime() / everyMs) * everyMs + everyMs);

const enqueueSlot = (jobs: JobQueue, r: Recurring, at: Date) =>
  jobs.enqueue(r.name, { slot: at.toISOString() }, { runAt: at, dedupeKey: `${r.name}@${at.toISOString()}`, maxAttempts: 3 });

export const registerRecurring = (jobs: JobQueue, r: Recurring) => {
  jobs.register<{ slot: string }>(r.name, async ({ slot }) => {
    const now = new Date();
    // After this slot (a run taken early, or late after a retry, still schedules the one that follows).
    await enqueueSlot(jobs, r, slotAfter(new Date(Math.max(now.getTime(), Date.parse(slot) || 0)), r.everyMs));
    await r.run(now);
  });
};

/** At start: make sure the next slot of every recurring job is queued (a no-op if another process did). */
export const scheduleRecurring = async (jobs: JobQueue, list: Recurring[], now = new Date()) => {
  for (const r of list) await enqueueSlot(jobs, r, slotAfter(now, r.everyMs));
};
