import os from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import type { Logger } from '../lib/logger.ts';

export type JobHandler<P = unknown> = (payload: P, job: { id: string; attempts: number; name: string }) => Promise<void>;

export type EnqueueOptions = {
  /** When to run (default now). */
  runAt?: Date;
  /** A job with the same key is enqueued only once (pending or done). */
  dedupeKey?: string;
  maxAttempts?: number;
  /** Enqueue inside this transaction, so the job exists only if the caller's change commits. */
  db?: DbOrTx;
};

type ClaimedJob = { id: string; name: string; payload: unknown; attempts: number; max_attempts: number };

const WAKE_CHANNEL = 'awc_jobs';
/** A running job whose process died is taken back after this long. */
const STALE_AFTER_MS = 5 * 60_000;

/** Back-off between attempts: 5 s, 20 s, 80 s, … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * A job queue in the database (see docs/decisions/006). Jobs are claimed with
 * `FOR UPDATE SKIP LOCKED`, so any number of server processes can run workers on one PostgreSQL;
 * a failed job is retried with back-off and never lost; a process that dies mid-job has its job
 * taken back after STALE_AFTER_MS.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly workerId = `${os.hostname()}:${process.pid}:${newId().slice(0, 6)}`;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = true;
  private unlisten: (() => Promise<void>) | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    private readonly options: { pollMs?: number; batch?: number } = {},
  ) {}

  register<P>(name: string, handler: JobHandler<P>) {
    this.handlers.set(name, handler as JobHandler<never>);
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
    const id = newId();
    const rows = await (options.db ?? this.database.db)
      .insert(jobs)
      .values({
        id,
        name,
        payload: payload as object,
        // A job for now is due by the database's clock, the one the workers compare run_at with:
        // a process whose own clock runs ahead (another machine of a cluster; a test's moved clock)
        // would otherwise write a time the workers reach only later.
        ...(options.runAt ? { runAt: options.runAt } : {}),
        maxAttempts: options.maxAttempts ?? 8,
        dedupeKey: options.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (rows.length && !this.stopped) void this.database.notify(WAKE_CHANNEL, name).catch(() => {});
    return rows[0]?.id ?? null;
  }

  /** Starts the worker loop (polling, and woken at once by NOTIFY when a job is enqueued). */
  async start() {
    if (!this.stopped) return;
    this.stopped = false;
    try {
      this.unlisten = await this.database.listen(WAKE_CHANNEL, () => this.kick());
    } catch (error) {
      this.log.warn({ err: error }, 'job queue: LISTEN failed, polling only');
    }
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => {});
    await this.inFlight?.catch(() => {});
  }

  private kick() {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.inFlight = this.tick();
    }, ms);
    this.timer.unref();
  }

  private async tick() {
    if (this.running) return;
    this.running = true;
    let processed = 0;
    try {
      processed = await this.runDue();
    } catch (error) {
      this.log.warn({ err: error }, 'job queue: tick failed');
    } finally {
      this.running = false;
      // More may be waiting: go again at once; otherwise poll.
      this.schedule(processed > 0 ? 0 : (this.options.pollMs ?? 1_000));
    }
  }

  /** Claims and runs every job that is due now (one batch at a time). Returns how many ran. */
  async runDue(): Promise<number> {
    await this.reclaimStale();
    let total = 0;
    for (;;) {
      const claimed = await this.claim(this.options.batch ?? 10);
      if (!claimed.length) return total;
      for (const job of claimed) await this.execute(job);
      total += claimed.length;
    }
  }

  /** Runs jobs until none is due (tests and scripts). Jobs scheduled in the future are left. */
  async drain(): Promise<number> {
    return this.runDue();
  }

  /**
   * Jobs due now or running in any process. Zero means everything enqueued so far has finished
   * (or wait for a later retry), so a test can check what did *not* happen without sleeping.
   */
  async outstanding(): Promise<number> {
    const result = await this.database.db.execute(
      sql`select count(*)::int as n from jobs where status = 'running' or (status = 'pending' and run_at <= now())`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const result = await this.database.db.execute(sql`
      update jobs set status = 'running', locked_at = now(), locked_by = ${this.workerId}, attempts = attempts + 1, updated_at = now()
      where id in (
        select id from jobs where status = 'pending' and run_at <= now()
        order by run_at limit ${limit} for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`);
    return (result as unknown as { rows: ClaimedJob[] }).rows;
  }

  private async execute(job: ClaimedJob) {
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job.payload as never, { id: job.id, attempts: job.attempts, name: job.name });
      await this.database.db.update(jobs).set({ status: 'done', lockedAt: null, lastError: null, updatedAt: new Date() }).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalFailure = job.attempts >= job.max_attempts;
      this.log.warn(
        { job: job.name, id: job.id, attempts: job.attempts, err: message },
        finalFailure ? 'job failed for good' : 'job failed; will retry',
      );
      await this.database.db
        .update(jobs)
        .set({
          status: finalFailure ? 'failed' : 'pending',
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
          lockedAt: null,
          lastError: message.slice(0, 2000),
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
    }
  }

  private async reclaimStale() {
    await this.database.db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null, updatedAt: new Date() })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(Date.now() - STALE_AFTER_MS))));
  }
}
