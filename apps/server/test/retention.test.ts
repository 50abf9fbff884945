import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityPosts,
  communityReports,
  communityThreads,
  contactMessages,
  jobs,
  newsletterSubscribers,
  reportRequests,
} from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { scheduleRecurring } from '../src/jobs/recurring.ts';
import { RETENTION_JOB, runRetention } from '../src/services/retention.ts';
import { recurringJobs } from '../src/services/scheduled.ts';
import { createVerifiedUser, me } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let authorId = '';
const now = new Date();
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  authorId = (await me(t, await createVerifiedUser(t, 'retention.author@example.com'))).user?.id as string;
});
afterAll(() => t.close());

const ids = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((r) => r.id as string).sort();

describe('retention jobs (the privacy policy’s promises)', () => {
  it('questionnaire submissions go 12 months after submission; younger ones stay', async () => {
    const row = (id: string, createdAt: Date) => ({
      id,
      kind: 'student-loan-vs-investing',
      email: `${id}@example.com`,
      firstName: 'Q',
      answers: {},
      downloadTokenHash: `hash-${id}`,
      downloadExpiresAt: createdAt,
      emailStatus: 'sent',
      createdAt,
    });
    await t.database.db.insert(reportRequests).values([row('old', daysAgo(366)), row('edge', daysAgo(364)), row('new', daysAgo(1))]);
    expect((await runRetention(t.deps, now)).questionnaires).toBe(1);
    expect(await ids(t.database.db.select({ id: reportRequests.id }).from(reportRequests))).toEqual(['edge', 'new']);
  });

  it('contact and firm inquiries go after two years; younger ones stay', async () => {
    const row = (id: string, kind: string, createdAt: Date) => ({ id, kind, name: 'N', email: 'n@example.com', topic: 't', message: 'm', createdAt });
    await t.database.db
      .insert(contactMessages)
      .values([row('c-old', 'contact', daysAgo(731)), row('f-old', 'firm-enquiry', daysAgo(800)), row('c-edge', 'contact', daysAgo(729))]);
    expect((await runRetention(t.deps, now)).inquiries).toBe(2);
    expect(await ids(t.database.db.select({ id: contactMessages.id }).from(contactMessages))).toEqual(['c-edge']);
  });

  it('posts hidden by moderation go 12 months after they were hidden (a hidden opening post with its thread); visible and recently hidden ones stay', async () => {
    const db = t.database.db;
    const thread = async (id: string) => db.insert(communityThreads).values({ id, spaceId: 'general', authorId, title: `Thread ${id}` });
    const post = (id: string, threadId: string, o: { opening?: boolean; hiddenDaysAgo?: number; createdDaysAgo?: number }) =>
      db.insert(communityPosts).values({
        id,
        threadId,
        authorId,
        isOpening: o.opening ?? false,
        body: 'b',
        bodyHtml: '<p>b</p>',
        status: o.hiddenDaysAgo === undefined ? 'visible' : 'hidden',
        hiddenAt: o.hiddenDaysAgo === undefined ? null : daysAgo(o.hiddenDaysAgo),
        createdAt: daysAgo(o.createdDaysAgo ?? 900),
      });
    await thread('t-open');
    await post('p-open', 't-open', { opening: true });
    await post('p-hidden-old', 't-open', { hiddenDaysAgo: 400 });
    await post('p-hidden-recent', 't-open', { hiddenDaysAgo: 100 });
    await post('p-visible-old', 't-open', {});
    await db.insert(communityReports).values({ id: newId(), postId: 'p-hidden-old', reporterId: authorId, reason: 'spam' });
    await thread('t-hidden');
    await post('p-hidden-opening', 't-hidden', { opening: true, hiddenDaysAgo: 370 });
    await post('p-in-hidden-thread', 't-hidden', {});

    expect(await runRetention(t.deps, now)).toMatchObject({ threads: 1, hiddenPosts: 1 });
    expect(await ids(db.select({ id: communityPosts.id }).from(communityPosts))).toEqual(['p-hidden-recent', 'p-open', 'p-visible-old']);
    expect(await ids(db.select({ id: communityThreads.id }).from(communityThreads))).toEqual(['t-open']);
    expect(await db.select().from(communityReports)).toHaveLength(0);
    // A second run finds nothing more.
    expect(await runRetention(t.deps, now)).toEqual({ questionnaires: 0, inquiries: 0, threads: 0, hiddenPosts: 0, unconfirmedSignUps: 0 });
  });

  it('newsletter sign-ups never confirmed go after 7 days; one that had unsubscribed before returns to unsubscribed; confirmed ones stay', async () => {
    const db = t.database.db;
    const sub = (id: string, status: string, subscribedAt: Date, unsubscribedAt: Date | null = null) => ({
      id,
      email: `${id}@example.com`,
      status,
      unsubscribeToken: `token-${id}`,
      subscribedAt,
      unsubscribedAt,
      confirmedAt: status === 'subscribed' ? subscribedAt : null,
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        sub('n-pending-old', 'pending', daysAgo(8)),
        sub('n-pending-edge', 'pending', daysAgo(6)),
        sub('n-back-old', 'pending', daysAgo(8), daysAgo(40)),
        sub('n-confirmed-old', 'subscribed', daysAgo(400)),
      ]);
    expect((await runRetention(t.deps, now)).unconfirmedSignUps).toBe(2);
    const rows = await db.select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status }).from(newsletterSubscribers);
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'n-back-old', status: 'unsubscribed' },
      { id: 'n-confirmed-old', status: 'subscribed' },
      { id: 'n-pending-edge', status: 'pending' },
    ]);
  });

  it('runs daily from the job queue', async () => {
    await scheduleRecurring(t.deps.jobs, recurringJobs(t.deps));
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, RETENTION_JOB));
    expect((job?.runAt.getTime() ?? 1) % 86_400_000).toBe(0);
    await t.database.db
      .insert(contactMessages)
      .values({ id: 'queued-old', kind: 'contact', name: 'N', email: 'n@example.com', topic: 't', message: 'm', createdAt: daysAgo(1000) });
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, RETENTION_JOB));
    await t.deps.jobs.drain();
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, 'queued-old'))).toHaveLength(0);
    const after = await t.database.db.select().from(jobs).where(eq(jobs.name, RETENTION_JOB));
    expect(after.map((j) => j.status).sort()).toEqual(['done', 'pending']);
  });
});
