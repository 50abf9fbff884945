import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { createVerifiedUser, outboxFor, signUp } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('retries a failing job with back-off until it succeeds, losing nothing', async () => {
    let calls = 0;
    t.deps.jobs.register<{ n: number }>('test.flaky', async (payload) => {
      calls++;
      expect(payload.n).toBe(7);
      if (calls < 3) throw new Error(`boom ${calls}`);
    });
    const id = (await t.deps.jobs.enqueue('test.flaky', { n: 7 })) as string;
    await t.deps.jobs.drain();
    let [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1' });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());
    for (let i = 0; i < 2; i++) {
      await t.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, id));
      await t.deps.jobs.drain();
    }
    [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 3 });
    expect(calls).toBe(3);
  });

  it('gives up after max attempts and keeps the job as failed', async () => {
    t.deps.jobs.register('test.broken', async () => {
      throw new Error('always');
    });
    const id = (await t.deps.jobs.enqueue('test.broken', {}, { maxAttempts: 2 })) as string;
    await t.deps.jobs.drain();
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await t.deps.jobs.drain();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always' });
  });

  it('enqueues a deduplicated job once', async () => {
    const a = await t.deps.jobs.enqueue('test.once', {}, { dedupeKey: 'reminder:42:24h' });
    const b = await t.deps.jobs.enqueue('test.once', {}, { dedupeKey: 'reminder:42:24h' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
  });

  it('lets two workers share the queue without running a job twice', async () => {
    const seen: string[] = [];
    const second = new JobQueue(t.database, createLogger('silent'));
    for (const q of [t.deps.jobs, second]) q.register<{ i: number }>('test.shared', async (p) => void seen.push(String(p.i)));
    for (let i = 0; i < 30; i++) await t.deps.jobs.enqueue('test.shared', { i });
    await Promise.all([t.deps.jobs.drain(), second.drain()]);
    expect(seen.sort()).toEqual(Array.from({ length: 30 }, (_, i) => String(i)).sort());
  });

  it('takes back a job whose worker died', async () => {
    let ran = 0;
    t.deps.jobs.register('test.orphan', async () => void ran++);
    const id = (await t.deps.jobs.enqueue('test.orphan', {})) as string;
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.id, id));
    await t.deps.jobs.drain();
    expect(ran).toBe(1);
  });
});

describe('email through a real SMTP server', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the verification email with a working link, and nothing goes to the outbox', async () => {
    await signUp(t, { email: 'smtp@example.com', callbackURL: '/auth?plan=monthly' });
    await t.deps.jobs.drain();
    const mail = received.find((m) => m.to.includes('smtp@example.com'));
    expect(mail?.raw).toContain('Subject: Verify your email for Attorney Wealth Collective');
    const link = mail?.raw.replace(/=\r\n/g, '').match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0] ?? '';
    expect(link).not.toBe('');
    const res = await t.request(link.replace('http://localhost:3000', '').replace(/=3D/g, '='));
    expect(res.status).toBe(302);
    expect(await outboxFor(t, 'smtp@example.com')).toHaveLength(0);
  });

  it('a retried send carries the Message-ID fixed when the email was queued', async () => {
    await t.deps.mailer.send({ to: 'twice@example.com', subject: 'Once', text: 'One message, whatever happens.' });
    await t.deps.jobs.drain();
    // The process died after the server accepted it: the queue runs the job again.
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'email.send')).orderBy(desc(jobs.createdAt)).limit(1);
    await t.deps.mailer.deliver(job?.payload as MailMessage);
    const ids = received.filter((m) => m.to.includes('twice@example.com')).map((m) => m.raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim());
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^<[\w-]+@localhost>$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('sends attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% test attachment\n');
    await t.deps.mailer.send({
      to: 'attach@example.com',
      subject: 'Your report',
      text: 'Attached.',
      attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    await t.deps.jobs.drain();
    const mail = received.find((m) => m.to.includes('attach@example.com'));
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=report\.pdf/);
    expect(mail?.raw).toContain(pdf.toString('base64'));
  });
});

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists emails newest first with the fields the mailbox needs', async () => {
    await createVerifiedUser(t, 'first@example.com');
    await t.deps.mailer.send({
      to: 'second@example.com',
      subject: 'Second',
      text: 'x',
      attachments: [{ filename: 'a.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') }],
    });
    await t.deps.jobs.drain();
    const res = await t.request('/api/dev/outbox');
    const { emails } = (await res.json()) as {
      emails: { to: string; subject: string; text: string; html: string | null; attachments: { name: string; size: number }[]; createdAt: string }[];
    };
    expect(emails[0]).toMatchObject({ to: 'second@example.com', subject: 'Second', attachments: [{ name: 'a.txt', size: 5 }] });
    expect(emails[1]?.to).toBe('first@example.com');
    expect(Date.parse(emails[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(emails[1]?.createdAt ?? ''));
  });
});
