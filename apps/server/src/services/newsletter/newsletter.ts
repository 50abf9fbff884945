import { NEWSLETTER_CONFIRM_TEXTS, type NewsletterInput, NewsletterSchema } from '@awc/domain';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, newToken } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { Deps } from '../../types.ts';
import { reserveAccountEmail } from '../accounts/email-cap.ts';
import { sendEmailOnce } from '../email/deliveries.ts';
import { newsletterConfirmToken, readNewsletterConfirmToken } from './confirm-token.ts';
import { newsletterConfirmEmail, newsletterWelcomeEmail } from './emails.ts';

/** The spec's 'add-newsletter' automation (§7), run by the job queue so a failure is retried. */
export const NEWSLETTER_WEBHOOK_JOB = 'newsletter.webhook';
/**
 * The emailed link: /unsubscribe-successful?token=… shows a confirmation (opening it changes
 * nothing); only its button unsubscribes, then the same page shows the result without the token.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe-successful';
/** RFC 8058 one-click target of the List-Unsubscribe header (mail providers POST here, no cookie). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe/one-click';

/** The emailed double opt-in link opens this page; opening it changes nothing, its button confirms (decision 335). */
export const CONFIRM_PAGE_PATH = '/confirm-subscription';

/** A pending address asking again within this time is not sent its link again. */
const RESEND_AFTER_MS = 60_000;

/** The same answer whatever the address's state: the response is no list-membership oracle. */
export type SubscribeResult = { status: 'pending' };

const unsubscribeLinks = (deps: Deps, token: string) => ({
  page: `${deps.env.PUBLIC_URL}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`,
  oneClick: `${deps.env.PUBLIC_URL}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
});

/**
 * Asks to put an address on the newsletter list (double opt-in, decision 335). A new address, or
 * one that had unsubscribed, becomes 'pending' and is sent a signed confirmation link; a pending
 * one is sent the link again (at most 3 an hour, as account emails); a confirmed one is sent
 * nothing. Whatever the case the caller learns nothing about the address. Nothing else happens
 * until the link is confirmed: no newsletter issue, no welcome email, no automation call.
 * Pass `tx` to make the sign-up part of a larger change (the questionnaire does).
 */
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
      .values({ id: newId(), email, status: 'pending', source: parsed.source ?? 'footer', unsubscribeToken: newToken(), confirmedAt: null })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    let id = inserted[0]?.id;
    if (!id) {
      // An address that had unsubscribed asks again: pending again (its unsubscribe date kept until
      // it confirms, so an expired request returns it to 'unsubscribed'), confirmed by a new link. A
      // pending one gets its link again, unless it asked within the last minute (a double submit,
      // the questionnaire sent twice); a subscribed one matches nothing and is left alone.
      const again = await db
        .update(newsletterSubscribers)
        .set({ status: 'pending', subscribedAt: new Date(), confirmedAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            or(
              eq(newsletterSubscribers.status, 'unsubscribed'),
              and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.subscribedAt, new Date(Date.now() - RESEND_AFTER_MS))),
            ),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      id = again[0]?.id;
    }
    if (!id) return { status: 'pending' };
    if (!(await reserveAccountEmail(db, 'newsletter-confirm', email))) return { status: 'pending' };
    const confirmUrl = `${deps.env.PUBLIC_URL}${CONFIRM_PAGE_PATH}?token=${encodeURIComponent(newsletterConfirmToken(deps.env.SESSION_SECRET, id))}`;
    await deps.mailer.send({ to: email, ...newsletterConfirmEmail({ confirmUrl }) }, { db });
    return { status: 'pending' };
  };
  return options.tx ? run(options.tx) : deps.database.db.transaction((tx) => run(tx));
};

/**
 * The confirmation page's button: a pending address becomes subscribed, is sent the welcome email
 * and (when set up) goes to the automation, all in one transaction. Confirming twice is harmless;
 * a forged, expired or superseded link changes nothing and says why.
 */
export const confirmNewsletter = async (deps: Deps, token: string): Promise<{ status: 'subscribed' }> => {
  const check = readNewsletterConfirmToken(deps.env.SESSION_SECRET, token);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.reason === 'expired' ? NEWSLETTER_CONFIRM_TEXTS.expired : NEWSLETTER_CONFIRM_TEXTS.invalid);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: new Date(), unsubscribedAt: null, updatedAt: new Date() })
      .where(and(eq(newsletterSubscribers.id, check.subscriberId), eq(newsletterSubscribers.status, 'pending')))
      .returning({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        token: newsletterSubscribers.unsubscribeToken,
        confirmedAt: newsletterSubscribers.confirmedAt,
      });
    if (!row) {
      const [current] = await tx
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, check.subscriberId));
      if (current?.status === 'subscribed') return { status: 'subscribed' as const };
      // Expired and removed, or unsubscribed since: only a new sign-up may add the address again.
      throw new AppError('NOT_FOUND', NEWSLETTER_CONFIRM_TEXTS.gone);
    }
    const links = unsubscribeLinks(deps, row.token);
    // A delivery row per confirmation (decision 331): recorded, retried, and sent once.
    await sendEmailOnce(
      deps,
      {
        key: `newsletter-welcome:${row.id}:${row.confirmedAt?.getTime() ?? 0}`,
        kind: 'newsletter-welcome',
        ref: row.id,
        subscriberId: row.id,
        message: {
          to: row.email,
          ...newsletterWelcomeEmail({ unsubscribeUrl: links.page, blogUrl: `${deps.env.PUBLIC_URL}/blog` }),
          headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
      },
      { db: tx },
    );
    if (deps.env.NEWSLETTER_WEBHOOK_URL) await deps.jobs.enqueue(NEWSLETTER_WEBHOOK_JOB, { email: row.email }, { db: tx, maxAttempts: 20 });
    return { status: 'subscribed' as const };
  });
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
