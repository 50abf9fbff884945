import { DEFAULT_EMAIL_PREFERENCES } from '@awc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityPosts,
  communityThreads,
  contentItems,
  emailDeliveries,
  emailPreferences,
  jobs,
  liveSessions,
  posts,
  subscribers,
} from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { DIGEST_JOB, runDigests } from '../src/services/email/digest.ts';
import { scheduleRecurring } from '../src/jobs/recurring.ts';
import { recurringJobs } from '../src/services/scheduled.ts';
import { me } from './auth-helpers.ts';
import { renderEmailsInChromium } from './email-shots.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createVerifiedUserOverSmtp, decodeWords, type SmtpCapture, startSmtp } from './smtp-capture.ts';

// Monday, November 30, 2026: 12:00 UTC is 7 AM in New York, 4 AM in Los Angeles.
const MONDAY_7AM_NY = new Date(Date.UTC(2026, 10, 30, 12, 0));
const MONDAY_7AM_LA = new Date(Date.UTC(2026, 10, 30, 15, 0));
const TUESDAY_7AM_LA = new Date(Date.UTC(2026, 11, 1, 15, 0));
const hoursBefore = (at: Date, h: number) => new Date(at.getTime() - h * 3_600_000);

let t: TestApp;
let smtp: SmtpCapture;
const ids: Record<string, string> = {};
const address = (who: string) => `${who}.digest@example.com`;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  const setup: [string, Partial<typeof DEFAULT_EMAIL_PREFERENCES> | null, boolean][] = [
    ['ana', null, true], // defaults: weekly, New York
    ['ben', { digest: 'daily', timeZone: 'America/Los_Angeles' }, true],
    ['cai', { digest: 'off' }, true],
    ['dan', { digest: 'daily', timeZone: 'America/New_York' }, false], // not a member
  ];
  for (const [who, prefs, member] of setup) {
    const cookie = await createVerifiedUserOverSmtp(t, smtp, address(who), { firstName: who[0]?.toUpperCase() + who.slice(1), lastName: 'Digest' });
    ids[who] = (await me(t, cookie)).user?.id as string;
    if (member) await t.database.db.insert(subscribers).values({ userId: ids[who] as string, plan: 'annual', status: 'active', provider: 'demo' });
    if (prefs) await t.database.db.insert(emailPreferences).values({ userId: ids[who] as string, ...DEFAULT_EMAIL_PREFERENCES, ...prefs });
  }
  await t.deps.jobs.drain();
  smtp.clear();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const run = async (now: Date) => {
  const result = await runDigests(t.deps, now);
  await t.deps.jobs.drain();
  return result;
};

describe('the digest', () => {
  it('sends nothing when there is nothing new', async () => {
    expect(await run(MONDAY_7AM_NY)).toEqual({ sent: 0, skipped: 1 });
    expect(smtp.received).toHaveLength(0);
    expect(await t.database.db.select().from(emailDeliveries)).toHaveLength(0);
  });

  it('lists what is new, in the member’s time zone, once per local day; not to those who turned it off or are not members', async () => {
    const db = t.database.db;
    await db.insert(contentItems).values({
      id: newId(),
      title: 'PSLF: the annual checklist',
      summary: 'What to file and when.',
      kind: 'guide',
      category: 'student-loans',
      published: true,
      createdAt: hoursBefore(MONDAY_7AM_NY, 30),
    });
    await db.insert(contentItems).values({
      id: newId(),
      title: 'An unpublished draft',
      summary: 'Not yet.',
      kind: 'guide',
      category: 'student-loans',
      published: false,
      createdAt: hoursBefore(MONDAY_7AM_NY, 30),
    });
    await db.insert(posts).values({
      id: newId(),
      slug: 'k1-estimated-taxes',
      title: 'Estimated taxes on your first K-1',
      excerpt: 'Safe harbors for new partners.',
      body: 'Body.',
      author: 'AWC',
      status: 'published',
      publishedAt: hoursBefore(MONDAY_7AM_NY, 10),
    });
    const thread = async (title: string, visible: boolean) => {
      const id = newId();
      await db
        .insert(communityThreads)
        .values({ id, spaceId: 'general', authorId: ids.cai as string, title, lastActivityAt: hoursBefore(MONDAY_7AM_NY, 2) });
      await db.insert(communityPosts).values({
        id: newId(),
        threadId: id,
        authorId: ids.cai as string,
        isOpening: true,
        body: 'Opening',
        bodyHtml: '<p>Opening</p>',
        status: visible ? 'visible' : 'hidden',
        createdAt: hoursBefore(MONDAY_7AM_NY, 3),
      });
      await db.insert(communityPosts).values({
        id: newId(),
        threadId: id,
        authorId: ids.ben as string,
        body: 'Reply',
        bodyHtml: '<p>Reply</p>',
        createdAt: hoursBefore(MONDAY_7AM_NY, 2),
      });
    };
    await thread('Partnership buy-in loans', true);
    await thread('A hidden thread', false);
    await db.insert(liveSessions).values({
      id: newId(),
      title: 'Q&A: tax-loss harvesting',
      startsAt: new Date(MONDAY_7AM_NY.getTime() + 2 * 86_400_000),
      timeZone: 'America/New_York',
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/tlh',
      createdAt: hoursBefore(MONDAY_7AM_NY, 200),
    });

    // 7 AM in New York: Ana's weekly digest; Ben (4 AM in Los Angeles) waits.
    expect((await run(MONDAY_7AM_NY)).sent).toBe(1);
    const [weekly] = smtp.to(address('ana'));
    expect(smtp.received).toHaveLength(1);
    expect(decodeWords(weekly?.header('subject') ?? '')).toBe('Your weekly digest: 1 new guide or video, 1 new article, 1 active discussion');
    expect(weekly?.header('list-unsubscribe')).toContain('/api/email/unsubscribe/one-click?token=');
    const text = weekly?.text ?? '';
    expect(text).toContain('NEW IN THE CONTENT HUB\n\n- PSLF: the annual checklist\n  What to file and when.\n  http://localhost:3000/content?item=');
    expect(text).toContain('- Estimated taxes on your first K-1\n  Safe harbors for new partners.\n  http://localhost:3000/blog/k1-estimated-taxes');
    expect(text).toContain('- Partnership buy-in loans\n  2 new posts');
    expect(text).toMatch(/UPCOMING LIVE SESSIONS\n\n- Q&A: tax-loss harvesting\n {2}Wed, Dec 2, 7:00 AM EST/);
    expect(text).not.toContain('A hidden thread');
    expect(text).not.toContain('An unpublished draft');
    expect(text).toContain('Stop emails about the digest: http://localhost:3000/unsubscribe-successful?token=');

    // A second pass in the same hour, or later that day, sends nothing more.
    expect((await run(new Date(MONDAY_7AM_NY.getTime() + 60_000))).sent).toBe(0);
    // 7 AM in Los Angeles: Ben's daily digest.
    expect((await run(MONDAY_7AM_LA)).sent).toBe(1);
    expect(smtp.to(address('ben'))).toHaveLength(1);
    expect(decodeWords(smtp.to(address('ben'))[0]?.header('subject') ?? '')).toMatch(/^Your daily digest: /);
    expect(smtp.to(address('cai'))).toHaveLength(0);
    expect(smtp.to(address('dan'))).toHaveLength(0);
    const [shot600, shot375] = await renderEmailsInChromium([{ name: 'digest', html: weekly?.html ?? '' }]);
    expect(shot600?.overflowX).toBeLessThanOrEqual(0);
    expect(shot375?.overflowX).toBeLessThanOrEqual(0);
    expect(shot375?.heading).toBe('Your weekly digest');
  });

  it('the next day, with nothing new since the last digest, sends nothing', async () => {
    smtp.clear();
    expect(await run(TUESDAY_7AM_LA)).toEqual({ sent: 0, skipped: 1 });
    expect(smtp.received).toHaveLength(0);
  });

  it('runs hourly from the job queue: one job per hour however many processes schedule it', async () => {
    await scheduleRecurring(t.deps.jobs, recurringJobs(t.deps));
    await scheduleRecurring(t.deps.jobs, recurringJobs(t.deps));
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, DIGEST_JOB));
    expect(queued).toHaveLength(1);
    expect((queued[0]?.runAt.getTime() ?? 1) % 3_600_000).toBe(0);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, DIGEST_JOB));
    await t.deps.jobs.drain();
    const after = await t.database.db.select().from(jobs).where(eq(jobs.name, DIGEST_JOB));
    expect(after.map((j) => j.status).sort()).toEqual(['done', 'pending']);
  });
});
