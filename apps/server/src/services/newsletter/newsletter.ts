import { type NewsletterInput, NewsletterSchema } from '@awc/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, newToken } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { Deps } from '../../types.ts';
import { newsletterWelcomeEmail } from './emails.ts';

/** The spec's 'add-newsletter' automation (§7), run by the job queue so a failure is retried. */
export const NEWSLETTER_WEBHOOK_JOB = 'newsletter.webhook';
/**
 * The emailed link: /unsubscribe-successful?token=… shows a confirmation (opening it changes
 * nothing); only its button unsubscribes, then the same page shows the result without the token.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe-successful';
/** RFC 8058 one-click target of the List-Unsubscribe header (mail providers POST here, no cookie). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe/one-click';

export type SubscribeResult = { status: 'subscribed'; created: boolean };

/**
 * Puts an address on the newsletter list. Idempotent: a repeated address changes nothing and sends
 * nothing; an address that had unsubscribed is subscribed again. A new (or returning) subscriber
 * gets the welcome email and, when NEWSLETTER_WEBHOOK_URL is set, the automation job; both are
 * enqueued in the same transaction as the row, so they exist exactly when the sign-up commits.
 * Pass `tx` to make the sign-up part of a larger change (the questionnaire does).
 */
// Single opt-in for now: a sign-up is confirmed at once (double opt-in is not built yet; decision 333).
export const subscribeToNewsletter = async (
  deps: Deps,
  input: { email: string; source?: string | undefined },
  options: { tx?: DbOrTx } = {},
): Promise<SubscribeResult> => {
  const parsed: NewsletterInput = parseOrThrow(NewsletterSchema, input);
  const email = parsed.email.toLowerCase();
  const run = async (db: DbOrTx): Promise<SubscribeResult> => {
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({ id: newId(), email, source: parsed.source ?? 'footer', unsubscribeToken: newToken(), confirmedAt: new Date() })
      .onConflictDoNothing()
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    let token = inserted[0]?.token;
    if (!token) {
      // Only a row that had unsubscribed comes back; a concurrent or repeated sign-up matches nothing.
      const back = await db
        .update(newsletterSubscribers)
        .set({ status: 'subscribed', subscribedAt: new Date(), confirmedAt: new Date(), unsubscribedAt: null, updatedAt: new Date() })
        .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'unsubscribed')))
        .returning({ token: newsletterSubscribers.unsubscribeToken });
      token = back[0]?.token;
    }
    if (!token) return { status: 'subscribed', created: false };
    const unsubscribeUrl = `${deps.env.PUBLIC_URL}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
    const oneClickUrl = `${deps.env.PUBLIC_URL}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(
      {
        to: email,
        ...newsletterWelcomeEmail({ unsubscribeUrl, blogUrl: `${deps.env.PUBLIC_URL}/blog` }),
        headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      { db },
    );
    if (deps.env.NEWSLETTER_WEBHOOK_URL) await deps.jobs.enqueue(NEWSLETTER_WEBHOOK_JOB, { email }, { db, maxAttempts: 20 });
    return { status: 'subscribed', created: true };
  };
  return options.tx ? run(options.tx) : deps.database.db.transaction((tx) => run(tx));
};

/** Takes an address off the list by the token of its link. Repeating it is harmless. */
export const unsubscribeFromNewsletter = async (deps: Deps, token: string): Promise<void> => {
  const rows = await deps.database.db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  if (!rows.length) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid. It may have been mistyped.');
};

/** Hosts the webhook may reach: the setting is checked at start and again here, before each call. */
export const isAllowedWebhookUrl = (url: string, hosts: readonly string[]): boolean => {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && hosts.includes(u.hostname);
  } catch {
    return false;
  }
};

/** Registers the automation job. A non-OK answer (or a redirect, which is never followed) throws, so the queue retries. */
export const registerNewsletterJobs = (deps: Pick<Deps, 'env' | 'jobs'>) => {
  deps.jobs.register<{ email: string }>(NEWSLETTER_WEBHOOK_JOB, async ({ email }) => {
    const url = deps.env.NEWSLETTER_WEBHOOK_URL;
    if (!url) return; // switched off since the job was queued
    if (!isAllowedWebhookUrl(url, deps.env.NEWSLETTER_WEBHOOK_HOSTS)) throw new Error('add-newsletter webhook host is not allow-listed');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) throw new Error(`add-newsletter webhook answered ${res.status}`);
  });
};
