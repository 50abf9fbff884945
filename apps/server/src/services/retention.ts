import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { NEWSLETTER_CONFIRM_DAYS } from '@awc/domain';
import { communityPosts, communityThreads, contactMessages, newsletterSubscribers, reportRequests } from '../db/schema/index.ts';
import type { Deps } from '../types.ts';

/** The privacy policy's retention table (`/privacy`, "How long we keep data"), in days. */
export const RETENTION_DAYS = {
  questionnaireSubmissions: 365,
  contactMessages: 730,
  hiddenPosts: 365,
  /** A newsletter sign-up never confirmed by its emailed link (double opt-in, decision 335). */
  unconfirmedSignUps: NEWSLETTER_CONFIRM_DAYS,
} as const;

export const RETENTION_JOB = 'retention.daily';
export const RETENTION_EVERY_MS = 86_400_000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes what the privacy policy says we no longer keep (decision 334): questionnaire submissions
 * 12 months after submission, contact and firm inquiries two years after they were sent, and posts
 * hidden by moderation 12 months after they were hidden (a hidden opening post takes its thread,
 * which it hid, with it), and newsletter sign-ups never confirmed within 7 days. Each delete is one statement, so a rerun or a second process is harmless.
 */
export const runRetention = async (deps: Pick<Deps, 'database'>, now = new Date()) => {
  const db = deps.database.db;
  const questionnaires = await db
    .delete(reportRequests)
    .where(lt(reportRequests.createdAt, daysBefore(now, RETENTION_DAYS.questionnaireSubmissions)))
    .returning({ id: reportRequests.id });
  const inquiries = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, daysBefore(now, RETENTION_DAYS.contactMessages)))
    .returning({ id: contactMessages.id });
  const hiddenBefore = daysBefore(now, RETENTION_DAYS.hiddenPosts);
  const expired = and(eq(communityPosts.status, 'hidden'), lt(sql`coalesce(${communityPosts.hiddenAt}, ${communityPosts.createdAt})`, hiddenBefore));
  const threads = await db
    .delete(communityThreads)
    .where(
      inArray(
        communityThreads.id,
        db
          .select({ id: communityPosts.threadId })
          .from(communityPosts)
          .where(and(eq(communityPosts.isOpening, true), expired)),
      ),
    )
    .returning({ id: communityThreads.id });
  const posts = await db.delete(communityPosts).where(expired).returning({ id: communityPosts.id });
  // An unconfirmed sign-up expires: a new address is deleted; one that had unsubscribed before
  // goes back to 'unsubscribed', keeping the date the privacy policy says we keep.
  const signUpBefore = daysBefore(now, RETENTION_DAYS.unconfirmedSignUps);
  const pendingExpired = and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.subscribedAt, signUpBefore));
  const signUps = await db
    .delete(newsletterSubscribers)
    .where(and(pendingExpired, isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  const returned = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(and(pendingExpired, isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return {
    questionnaires: questionnaires.length,
    inquiries: inquiries.length,
    threads: threads.length,
    hiddenPosts: posts.length,
    unconfirmedSignUps: signUps.length + returned.length,
  };
};
