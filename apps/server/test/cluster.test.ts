import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailKey } from '../src/services/accounts/sign-in-throttle.ts';
import { recurringJobs } from '../src/services/scheduled.ts';
import type { Deps } from '../src/types.ts';
import { cookiesFrom, linkIn } from './auth-helpers.ts';
import {
  buildServer,
  type ClusterProcess,
  logLines,
  PIN_HEADER,
  startProxy,
  startServerProcess,
  stopServerProcess,
  UPSTREAM_HEADER,
} from './cluster-harness.ts';
import { withDatabase } from './global-setup.ts';
import { knownSecrets, totpCode } from './two-factor-helpers.ts';
import { openSse } from './notifications-sse.ts';
import { type SmtpCapture, startSmtp } from './smtp-capture.ts';

/**
 * Past one machine (issue 24, decision 419): three processes of the compiled server, started
 * together on one new PostgreSQL database, behind a round-robin proxy, every one running the job
 * worker, each with a DATA_DIR of its own (as on three machines). Journeys go through the proxy,
 * some pinned to one process ("sign in through one, act through another, a stream on the third"),
 * the rest taking turns. Nothing waits on time: each step waits for a state (a process listening,
 * an event on a stream, an idle queue in the database).
 *
 * PostgreSQL only (the embedded database is one process by design): CLUSTER_DATABASE_URL, else
 * TEST_DATABASE_URL (CI), names a server on which a database is created for this file and dropped
 * after it.
 */
const ADMIN = { email: 'admin@attorneywealth.test', password: 'DemoAdmin2026' };
const MEMBER = { email: 'member@attorneywealth.test', password: 'DemoMember2026' };
const PASSWORD = 'Passw0rdOk';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations/meta/_journal.json');
const RECURRING = recurringJobs({} as Deps).map((r) => r.name);

const adminUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : Number.NaN;
};

describe.skipIf(!adminUrl)('three server processes on one PostgreSQL behind a round-robin proxy', () => {
  const name = `awc_cluster_${crypto.randomBytes(5).toString('hex')}`;
  const databaseUrl = withDatabase(adminUrl as string, name);
  let db: pg.Pool;
  let smtp: SmtpCapture;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let processes: ClusterProcess[] = [];
  const summary: string[] = [];

  /** A request through the proxy (to process `pin` when given), with the Origin a browser sends. */
  const call = async (
    route: string,
    init: { method?: string; cookie?: string; json?: unknown; body?: RequestInit['body']; pin?: number; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { origin: proxy.url, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.pin !== undefined) headers[PIN_HEADER] = String(init.pin);
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${proxy.url}${route}`, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    return Object.assign(res, { upstream: Number(res.headers.get(UPSTREAM_HEADER)) });
  };
  /** Each account's "trusted device" cookie: the demo admin's second step is done once (decision 422). */
  const trusted = new Map<string, string>();
  const signIn = async (who: { email: string; password: string }, pin?: number) => {
    const trust = trusted.get(who.email);
    const res = await call('/api/auth/sign-in/email', {
      json: { email: who.email, password: who.password, rememberMe: true },
      ...(pin !== undefined ? { pin } : {}),
      ...(trust ? { cookie: trust } : {}),
    });
    if (res.status !== 200) throw new Error(`sign-in ${who.email}: ${res.status} ${await res.text()}`);
    let cookie = cookiesFrom(res, trust ?? '');
    if (((await res.clone().json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const secret = knownSecrets.get(who.email);
      if (!secret) throw new Error(`${who.email} needs a second step`);
      // The current code, else the next or the previous one: an accepted code is refused a second time.
      let passed = false;
      for (const steps of [0, 1, -1]) {
        const step = await call('/api/auth/two-factor/verify-totp', {
          json: { code: totpCode(secret, steps), trustDevice: true },
          cookie,
          ...(pin !== undefined ? { pin } : {}),
        });
        if (step.status === 409) continue;
        if (step.status !== 200) throw new Error(`second step ${who.email}: ${step.status} ${await step.text()}`);
        cookie = cookiesFrom(step, cookie);
        passed = true;
        break;
      }
      if (!passed) throw new Error(`second step ${who.email}: every valid code was already used`);
    }
    const renewed = cookie.split('; ').find((c) => /trust_device=/.test(c));
    if (renewed) trusted.set(who.email, renewed);
    return {
      cookie: cookie
        .split('; ')
        .filter((c) => c !== renewed)
        .join('; '),
      upstream: res.upstream,
    };
  };
  const query = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];
  /** Signs up through the proxy and follows the verification link that arrived over SMTP. */
  const signUpVerified = async (email: string) => {
    const res = await call('/api/auth/sign-up/email', { json: { firstName: 'Clu', lastName: 'Ster', email, password: PASSWORD } });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.to(email).some((m) => m.text.includes('/verify-email')), { timeout: 30_000 }).toBe(true);
    const mail = smtp.to(email).find((m) => m.text.includes('/verify-email'));
    const verify = await call(linkIn(mail?.text ?? '', /verify-email/));
    expect(verify.status).toBe(302);
    return cookiesFrom(verify);
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // An empty database, not the test template: the processes migrate and seed it themselves.
    await admin.query(`create database "${name}"`);
    await admin.end();
    db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    [smtp, proxy] = await Promise.all([startSmtp(), startProxy()]);
    const bundle = buildServer();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      PUBLIC_URL: proxy.url,
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_URL: smtp.url,
      SEED_ON_START: 'true',
      JOBS_WORKER: 'true',
      SERVE_WEB: 'false',
    };
    // All three at once, as a deploy or a restart of every process starts them.
    const started = await Promise.allSettled([0, 1, 2].map((i) => startServerProcess(i, bundle, env)));
    processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    proxy.setUpstreams(processes.map((p) => Number(new URL(p.url).port)));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(processes.map(stopServerProcess));
    await proxy?.close();
    await smtp?.close();
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    if (summary.length) process.stdout.write(`\ncluster test (3 processes, one PostgreSQL):\n${summary.map((l) => `  ${l}`).join('\n')}\n\n`);
  }, 120_000);

  it('starts all three together on an empty database: one migrates and seeds while the others wait', async () => {
    expect(processes.map((p) => p.child.exitCode)).toEqual([null, null, null]);
    const journal = JSON.parse(fs.readFileSync(MIGRATIONS, 'utf8')) as { entries: unknown[] };
    expect((await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]?.n).toBe(journal.entries.length);
    expect(processes.map((p) => logLines(p, 'seeded an empty database').length).reduce((a, b) => a + b)).toBe(1);
    const demo = await query<{ email: string; n: number }>(
      'select email, count(*)::int as n from users where email like $1 group by email order by email',
      ['%@attorneywealth.test'],
    );
    expect(demo.map((r) => r.n)).toEqual(demo.map(() => 1));
    expect(demo.length).toBeGreaterThanOrEqual(3);
    for (const p of processes) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
  });

  it('signs in through one process, acts through another, and streams live on the third', async () => {
    const member = await signIn(MEMBER, 0);
    expect(member.upstream).toBe(0);
    const stream = await call('/api/notifications/stream', { cookie: member.cookie, pin: 2 });
    expect(stream.upstream).toBe(2);
    const sse = openSse(stream);
    try {
      await expect.poll(() => sse.events.some((e) => e.event === 'ready'), { timeout: 20_000 }).toBe(true);
      const admin = await signIn(ADMIN, 1);
      const sent = await call('/api/admin/notifications', {
        cookie: admin.cookie,
        pin: 1,
        json: { email: MEMBER.email, title: 'Across the cluster', message: 'Written on process 1, streamed on process 2' },
      });
      expect(sent.status).toBe(201);
      const { notification } = (await sent.json()) as { notification: { id: string } };
      await expect
        .poll(() => sse.notifications().find((n) => n.type === 'insert' && (n.notification as { id: string }).id === notification.id), {
          timeout: 10_000,
        })
        .toBeTruthy();
      // The member's session, made by process 0, acts through process 1; process 0 reads the result.
      const read = await call(`/api/notifications/${notification.id}/read`, { method: 'PATCH', cookie: member.cookie, pin: 1 });
      expect(read.status).toBe(200);
      const list = await call('/api/notifications?filter=unread', { cookie: member.cookie, pin: 0 });
      const unread = (await list.json()) as { notifications: { id: string }[] };
      expect(unread.notifications.map((n) => n.id)).not.toContain(notification.id);
      const del = await call(`/api/notifications/${notification.id}`, { method: 'DELETE', cookie: member.cookie, pin: 1 });
      expect(del.status).toBe(200);
      await expect.poll(() => sse.notifications().some((n) => n.type === 'delete'), { timeout: 10_000 }).toBe(true);
    } finally {
      await sse.close();
    }
  });

  it('serves an avatar uploaded through one process from every process, and a replaced one from none', async () => {
    const { cookie } = await signIn(MEMBER);
    const upload = async (bytes: Buffer, name: string, type: string, pin: number) => {
      const form = new FormData();
      form.set('file', new File([bytes], name, { type }));
      const res = await call('/api/profile/avatar', { cookie, body: form, pin });
      expect(res.status).toBe(200);
      return ((await res.json()) as { profile: { avatarUrl: string } }).profile.avatarUrl;
    };
    const first = await upload(PNG, 'me.png', 'image/png', 1);
    for (const p of processes) {
      const res = await fetch(`${p.url}${first}`);
      expect(res.status, `process ${p.index}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const turns = await Promise.all([0, 1, 2].map(() => call(first)));
    expect(turns.map((r) => r.status)).toEqual([200, 200, 200]);
    // Replaced through another process: the new one everywhere, the old one nowhere.
    const second = await upload(GIF, 'me.gif', 'image/gif', 2);
    for (const p of processes) {
      expect((await fetch(`${p.url}${first}`)).status, `process ${p.index}`).toBe(404);
      const res = await fetch(`${p.url}${second}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(GIF)).toBe(true);
    }
    summary.push(`avatar: uploaded through process 1, served by processes 0, 1, 2; replaced through 2, the old one gone from all`);
  });

  it('holds the per-account password limit across processes: 10 checks in all, not 10 each', async () => {
    const email = 'limit@cluster.test';
    await signUpVerified(email);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () => call('/api/auth/sign-in/email', { json: { email, password: 'Wrong-Passw0rd', rememberMe: false } })),
    );
    const byProcess = [0, 1, 2].map((i) => attempts.filter((a) => a.upstream === i).length);
    expect(byProcess).toEqual([10, 10, 10]);
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(20);
    const [failures] = await query<{ n: number }>('select count(*)::int as n from sign_in_failures where email_hash = $1', [emailKey(email)]);
    expect(failures?.n).toBe(10);
    // Now even the right password waits, on every process.
    for (const pin of [0, 1, 2]) {
      const right = await call('/api/auth/sign-in/email', { json: { email, password: PASSWORD, rememberMe: false }, pin });
      expect(right.status, `process ${pin}`).toBe(429);
    }
    summary.push(
      `password limit: 30 wrong passwords, 10 through each process: ${statuses.filter((s) => s === 401).length} checked, ${statuses.filter((s) => s === 429).length} refused`,
    );
  });

  it('runs every job exactly once across the three workers, the scheduled ones too', { timeout: 180_000 }, async () => {
    const admin = await signIn(ADMIN);
    const member = await signIn(MEMBER);
    // Work for the queue from every process: sign-ups (verification emails), an announcement to
    // everyone (a broadcast, then a notification and an email each), a live session with an RSVP
    // (its reminders, 24 h and 1 h before).
    const newcomers = Array.from({ length: 6 }, (_, i) => `jobs${i}@cluster.test`);
    await Promise.all(newcomers.map((email) => signUpVerified(email)));
    const announce = await call('/api/admin/notifications', {
      cookie: admin.cookie,
      json: { audience: 'all', title: 'Cluster announcement', message: 'Sent once to everyone' },
    });
    expect(announce.status).toBe(202);
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const session = await call('/api/admin/sessions', {
      cookie: admin.cookie,
      json: {
        title: 'Cluster office hours',
        startsAtLocal: startsAt.toISOString().slice(0, 16),
        timeZone: 'UTC',
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/cluster',
      },
    });
    expect(session.status).toBe(201);
    const { session: created } = (await session.json()) as { session: { id: string } };
    expect((await call(`/api/sessions/${created.id}/rsvp`, { method: 'PUT', cookie: member.cookie, json: { going: true } })).status).toBe(200);

    // Everything scheduled (the reminders, the digest, retention and PSLF passes, anything else
    // waiting for its time) becomes due now, and every worker is woken at once.
    const forced = await query<{ id: string; name: string }>(
      "update jobs set run_at = now() where status = 'pending' and run_at > now() returning id, name",
    );
    expect(forced.filter((j) => j.name === 'session.reminder').length).toBeGreaterThanOrEqual(2);
    // (A clock-driven slot whose time came during the test may have run already: then nothing was left to force.)
    for (const name of RECURRING) expect(forced.filter((j) => j.name === name).length, name).toBeLessThanOrEqual(1);
    await query("select pg_notify('awc_jobs', 'cluster test')");
    await expect
      .poll(
        async () =>
          (await query<{ n: number }>("select count(*)::int as n from jobs where status in ('pending', 'running') and run_at <= now()"))[0]?.n,
        {
          timeout: 90_000,
          interval: 200,
        },
      )
      .toBe(0);

    const jobs = await query<{
      id: string;
      name: string;
      status: string;
      attempts: number;
      payload: string;
      locked_by: string | null;
      last_error: string | null;
    }>('select id, name, status, attempts, payload::text as payload, locked_by, last_error from jobs');
    const done = jobs.filter((j) => j.status === 'done');
    const runs = done.reduce((sum, j) => sum + j.attempts, 0);
    // Nothing failed or waits for a retry, and every job that ran was claimed once: runs = jobs.
    expect(jobs.filter((j) => j.status === 'failed' || j.last_error || (j.status === 'pending' && j.attempts > 0))).toEqual([]);
    expect(runs).toBe(done.length);
    // No job exists twice (the same work enqueued by every process would).
    const seen = new Map<string, number>();
    for (const j of jobs) seen.set(`${j.name} ${j.payload}`, (seen.get(`${j.name} ${j.payload}`) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    // Each forced job ran, once.
    const byId = new Map(jobs.map((j) => [j.id, j]));
    expect(forced.map((f) => [f.name, byId.get(f.id)?.status, byId.get(f.id)?.attempts])).toEqual(forced.map((f) => [f.name, 'done', 1]));
    // Each clock-driven job ran, and has exactly one next slot queued, however many processes scheduled it.
    for (const name of RECURRING) {
      expect(jobs.filter((j) => j.name === name && j.status === 'done').length, name).toBeGreaterThanOrEqual(1);
      expect(jobs.filter((j) => j.name === name && j.status === 'pending').length, name).toBe(1);
    }
    // What the jobs did, once each: one email per Message-ID; the member's two reminders; one
    // verification email and one announcement email per newcomer.
    const ids = smtp.received.map((m) => m.header('message-id'));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const reminders = smtp.to(MEMBER.email).filter((m) => (m.header('subject') ?? '').includes('Cluster office hours'));
    expect(reminders.length).toBe(2);
    for (const email of newcomers) {
      expect(smtp.to(email).filter((m) => m.text.includes('/verify-email')).length, email).toBe(1);
      await expect.poll(() => smtp.to(email).filter((m) => m.text.includes('Sent once to everyone')).length, { timeout: 10_000 }).toBe(1);
    }
    // The announcement shows once in each newcomer's list, read through any process.
    for (const [i, email] of newcomers.entries()) {
      const { cookie } = await signIn({ email, password: PASSWORD }, i % 3);
      const list = (await (await call('/api/notifications', { cookie, pin: (i + 1) % 3 })).json()) as { notifications: { title: string }[] };
      expect(list.notifications.filter((n) => n.title === 'Cluster announcement').length, email).toBe(1);
    }

    const workers = new Map<string, number>();
    for (const j of done) if (j.locked_by) workers.set(j.locked_by, (workers.get(j.locked_by) ?? 0) + 1);
    summary.push(
      `jobs: ${done.length} jobs, ${runs} runs (${forced.length} scheduled ones made due at once), 0 failed, 0 twice; ` +
        `by worker: ${[...workers.values()].sort((a, b) => b - a).join(' / ')}`,
    );
  });

  it('carries an event written through any process to streams on the others: latency, lost, duplicated', { timeout: 180_000 }, async () => {
    const admin = await signIn(ADMIN);
    const readers = [MEMBER.email, ...Array.from({ length: 6 }, (_, i) => `jobs${i}@cluster.test`)];
    const ids = new Map(
      (await query<{ id: string; email: string }>('select id, email from users where email = any($1)', [readers])).map((r) => [r.email, r.id]),
    );
    const streams = await Promise.all(
      readers.map(async (email, i) => {
        const { cookie } = await signIn(email === MEMBER.email ? MEMBER : { email, password: PASSWORD });
        const res = await call('/api/notifications/stream', { cookie, pin: i % 3 });
        return { email, process: res.upstream, status: res.status, sse: openSse(res) };
      }),
    );
    try {
      const ready = () => streams.every((s) => s.sse.events.some((e) => e.event === 'ready'));
      await expect
        .poll(ready, { timeout: 30_000 })
        .toBe(true)
        .catch(() => {
          throw new Error(
            `streams not ready: ${streams
              .filter((s) => !s.sse.events.some((e) => e.event === 'ready'))
              .map((s) => `${s.email} on ${s.process}: HTTP ${s.status}, ${s.sse.done ? 'closed' : 'open'}, ${s.sse.events.length} events`)
              .join('; ')}`,
          );
        });
      const ROUNDS = 6;
      type Sent = { id: string; email: string; writer: number; at: number };
      const sent: Sent[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // One round: an event for every reader at once, each written through one of the two
        // processes that do not hold the reader's stream (alternating by round).
        await Promise.all(
          readers.map(async (email, i) => {
            const at = performance.now();
            const res = await call('/api/admin/notifications', {
              cookie: admin.cookie,
              pin: (i + 1 + (round % 2)) % 3,
              json: { userId: ids.get(email), title: `Fan-out ${round}`, message: `Round ${round} for ${email}` },
            });
            expect(res.status).toBe(201);
            const { notification } = (await res.json()) as { notification: { id: string } };
            sent.push({ id: notification.id, email, writer: res.upstream, at });
          }),
        );
      }
      type Reader = (typeof streams)[number];
      const readerOf = (x: Sent) => streams.find((s) => s.email === x.email) as Reader;
      const copiesOf = (s: Reader, id: string) =>
        s.sse.events.filter((e) => e.event === 'notification' && (JSON.parse(e.data) as { notification?: { id: string } }).notification?.id === id);
      const all = () => sent.every((x) => copiesOf(readerOf(x), x.id).length > 0);
      // Every event on its stream, or the deadline: then what arrived is measured and what did not is named.
      await expect
        .poll(all, { timeout: 30_000, interval: 100 })
        .toBe(true)
        .catch(() => {});
      const missing = sent.filter((x) => copiesOf(readerOf(x), x.id).length === 0);
      if (missing.length)
        summary.push(
          `MISSING: ${missing.map((x) => `${x.email} (stream on ${readerOf(x).process}, written on ${x.writer}, stream ${readerOf(x).sse.done ? 'closed' : 'open'})`).join('; ')}`,
        );
      // From the moment the send was requested to the moment the reader parsed the event.
      const latencies: number[] = [];
      let lost = 0;
      let duplicated = 0;
      for (const x of sent) {
        const s = readerOf(x);
        const copies = copiesOf(s, x.id);
        if (copies.length === 0) lost += 1;
        duplicated += Math.max(0, copies.length - 1);
        if (copies[0] && x.writer !== s.process) latencies.push(copies[0].at - x.at);
      }
      const cross = sent.filter((x) => x.writer !== readerOf(x).process).length;
      summary.push(
        `events across processes: ${cross} of ${sent.length} written on another process than their stream's; ` +
          `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; ` +
          `lost ${lost}, duplicated ${duplicated}`,
      );
      expect(cross).toBe(sent.length);
      expect(latencies.length).toBe(cross);
      expect(lost).toBe(0);
      expect(duplicated).toBe(0);
    } finally {
      await Promise.all(streams.map((s) => s.sse.close()));
    }
  });
});
