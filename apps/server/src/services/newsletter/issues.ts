import {
  NEWSLETTER_MESSAGES,
  type NewsletterArchiveIssue,
  type NewsletterIssueDto,
  NewsletterIssueInputSchema,
  type NewsletterIssueStatus,
  PRODUCT_NAME,
} from '@awc/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { renderEmail } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { renderMarkdown } from '../community/markdown.ts';
import { sendEmailOnce } from '../email/deliveries.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE_PATH } from './newsletter.ts';

export const NEWSLETTER_SEND_JOB = 'newsletter.send-issue';
export type SendIssuePayload = { issueId: string; scheduledAt?: string };
/** Subscribers read and queued per transaction. */
const BATCH = 500;

type Row = typeof newsletterIssues.$inferSelect;
type Actor = { id: string; email: string };

/**
 * The community renderer keeps its headings under a thread's title (h3 and below); an issue's
 * headings sit under the issue's own title, so they move up one level (h2 and below).
 */
export const renderIssueMarkdown = (markdown: string) =>
  renderMarkdown(markdown).replace(/<(\/?)h([3-6])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);

/**
 * Markdown → sanitized HTML (the community renderer: no raw HTML, safe links), with inline styles
 * added to the few tags it can produce, since many mail clients ignore style sheets.
 */
export const issueHtml = (markdown: string): string => {
  const styles: Record<string, string> = {
    p: 'margin:0 0 16px;line-height:1.6',
    h1: 'margin:24px 0 12px;font-family:Georgia,serif;font-size:20px;color:#0b1f3a',
    h2: 'margin:24px 0 12px;font-family:Georgia,serif;font-size:19px;color:#0b1f3a',
    h3: 'margin:20px 0 8px;font-family:Georgia,serif;font-size:17px;color:#0b1f3a',
    h4: 'margin:16px 0 8px;font-size:15px;color:#0b1f3a',
    ul: 'margin:0 0 16px;padding-left:20px;line-height:1.6',
    ol: 'margin:0 0 16px;padding-left:20px;line-height:1.6',
    blockquote: 'margin:0 0 16px;padding:12px 16px;border-left:3px solid #b08d57;background:#fbfaf7',
    a: 'color:#1e3a66',
    code: 'font-family:Menlo,Consolas,monospace;font-size:13px;background:#f3f1ec;padding:1px 4px;border-radius:4px',
    pre: 'margin:0 0 16px;padding:12px;background:#f3f1ec;border-radius:8px;overflow-x:auto;white-space:pre-wrap',
    table: 'border-collapse:collapse;margin:0 0 16px;width:100%',
    th: 'border:1px solid #e3ded3;padding:6px 8px;text-align:left',
    td: 'border:1px solid #e3ded3;padding:6px 8px',
  };
  return renderIssueMarkdown(markdown).replace(
    /<(p|h[1-4]|ul|ol|blockquote|a|code|pre|table|th|td)(\s|>)/g,
    (_, tag: string, next: string) => `<${tag} style="${styles[tag]}"${next}`,
  );
};

/** The plain-text part: the Markdown itself reads well as text. */
const issueText = (markdown: string) => markdown.replace(/\r\n/g, '\n').trim();

export const issueEmail = (
  deps: Pick<Deps, 'env'>,
  issue: Pick<Row, 'subject' | 'summary' | 'body' | 'slug'>,
  unsubscribe: { token: string } | { test: true },
): Omit<MailMessage, 'to'> => {
  const base = deps.env.PUBLIC_URL;
  const webUrl = `${base}/newsletter/${issue.slug}`;
  const token = 'token' in unsubscribe ? encodeURIComponent(unsubscribe.token) : null;
  const rendered = renderEmail({
    subject: issue.subject,
    heading: issue.subject,
    ...(issue.summary ? { preheader: issue.summary } : {}),
    blocks: [
      { kind: 'small', text: `${PRODUCT_NAME} · The monthly brief.`, link: { label: 'Read it on the web', url: webUrl } },
      { kind: 'html', html: issueHtml(issue.body), text: issueText(issue.body) },
    ],
    unsubscribe: {
      reason: 'You get this email because you subscribed to our newsletter.',
      unsubscribeUrl: token ? `${base}${UNSUBSCRIBE_PAGE_PATH}?token=${token}` : `${base}${UNSUBSCRIBE_PAGE_PATH}`,
      unsubscribeLabel: 'Unsubscribe',
    },
  });
  return {
    ...rendered,
    ...(token
      ? {
          headers: {
            'List-Unsubscribe': `<${base}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
};

const toDto = (row: Row, counts: { queued: number; sent: number; failed: number }): NewsletterIssueDto => ({
  id: row.id,
  slug: row.slug,
  subject: row.subject,
  summary: row.summary,
  body: row.body,
  status: row.status as NewsletterIssueStatus,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  recipientCount: row.recipientCount,
  deliveries: counts,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const deliveryCounts = async (db: DbOrTx, ids: string[]) => {
  const out = new Map<string, { queued: number; sent: number; failed: number }>();
  if (!ids.length) return out;
  const rows = await db
    .select({ ref: emailDeliveries.ref, status: emailDeliveries.status, n: count() })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.kind, 'newsletter'), inArray(emailDeliveries.ref, ids)))
    .groupBy(emailDeliveries.ref, emailDeliveries.status);
  for (const r of rows) {
    const c = out.get(r.ref as string) ?? { queued: 0, sent: 0, failed: 0 };
    if (r.status === 'queued' || r.status === 'sent' || r.status === 'failed') c[r.status] = r.n;
    out.set(r.ref as string, c);
  }
  return out;
};

const withCounts = async (db: DbOrTx, rows: Row[]) => {
  const counts = await deliveryCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(r, counts.get(r.id) ?? { queued: 0, sent: 0, failed: 0 }));
};

export const listIssues = async (db: DbOrTx) => withCounts(db, await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)));

const load = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const getIssue = async (db: DbOrTx, id: string) => (await withCounts(db, [await load(db, id)]))[0] as NewsletterIssueDto;

const slugClash = async (db: DbOrTx, slug: string, except: string | null) => {
  const [row] = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), except ? ne(newsletterIssues.id, except) : sql`true`))
    .limit(1);
  if (row) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.slugTaken, { fieldErrors: { slug: [NEWSLETTER_MESSAGES.slugTaken] } });
};

export const createIssue = async (db: DbOrTx, actor: Actor, input: unknown) => {
  const data = parseOrThrow(NewsletterIssueInputSchema, input);
  await slugClash(db, data.slug, null);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(newsletterIssues).values({ id, ...data, bodyHtml: renderIssueMarkdown(data.body), createdBy: actor.id });
    await audit(tx, { actor, action: 'newsletter.create', target: id, details: { subject: data.subject } });
  });
  return getIssue(db, id);
};

const EDITABLE = ['draft', 'scheduled'];

export const updateIssue = async (db: DbOrTx, actor: Actor, id: string, input: unknown) => {
  const data = parseOrThrow(NewsletterIssueInputSchema, input);
  await load(db, id);
  await slugClash(db, data.slug, id);
  const rows = await db
    .update(newsletterIssues)
    .set({ ...data, bodyHtml: renderIssueMarkdown(data.body), updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
    .returning({ id: newsletterIssues.id });
  if (!rows.length) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.notEditable);
  await audit(db, { actor, action: 'newsletter.update', target: id, details: { subject: data.subject } });
  return getIssue(db, id);
};

export const deleteIssue = async (db: DbOrTx, actor: Actor, id: string) => {
  await load(db, id);
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
    .returning({ subject: newsletterIssues.subject });
  if (!rows.length) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.notEditable);
  await audit(db, { actor, action: 'newsletter.delete', target: id, details: { subject: rows[0]?.subject } });
};

/** A test to the admin's own address: the issue as subscribers will see it (not recorded as a delivery). */
export const sendTestIssue = async (deps: Deps, actor: Actor, id: string) => {
  const issue = await load(deps.database.db, id);
  const email = issueEmail(deps, issue, { test: true });
  await deps.mailer.send({ ...email, to: actor.email, subject: `[Test] ${email.subject}` });
  return { to: actor.email };
};

/**
 * Starts the send now. One UPDATE moves a draft or scheduled issue to 'sending' and the send job is
 * queued in the same transaction: a double click or two admins at once find it 'sending' and are
 * answered 409, so an issue is sent once.
 */
export const sendIssueNow = async (deps: Deps, actor: Actor, id: string) => {
  const db = deps.database.db;
  await load(db, id);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletterIssues)
      .set({ status: 'sending', sendStartedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
      .returning({ subject: newsletterIssues.subject });
    if (!rows.length) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.alreadySending);
    await deps.jobs.enqueue<SendIssuePayload>(NEWSLETTER_SEND_JOB, { issueId: id }, { db: tx, dedupeKey: `newsletter-send:${id}`, maxAttempts: 20 });
    await audit(tx, { actor, action: 'newsletter.send', target: id, details: { subject: rows[0]?.subject } });
  });
  return getIssue(db, id);
};

/** Schedules (or reschedules) the send; the job checks at its time that the issue is still scheduled for it. */
export const scheduleIssue = async (deps: Deps, actor: Actor, id: string, scheduledAt: Date) => {
  const db = deps.database.db;
  if (scheduledAt.getTime() <= Date.now())
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors: { scheduledAt: [NEWSLETTER_MESSAGES.scheduleInPast] } });
  await load(db, id);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletterIssues)
      .set({ status: 'scheduled', scheduledAt, updatedAt: new Date() })
      .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
      .returning({ subject: newsletterIssues.subject });
    if (!rows.length) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.alreadySending);
    const at = scheduledAt.toISOString();
    await deps.jobs.enqueue<SendIssuePayload>(
      NEWSLETTER_SEND_JOB,
      { issueId: id, scheduledAt: at },
      { db: tx, runAt: scheduledAt, dedupeKey: `newsletter-send:${id}:${at}`, maxAttempts: 20 },
    );
    await audit(tx, { actor, action: 'newsletter.schedule', target: id, details: { subject: rows[0]?.subject, scheduledAt: at } });
  });
  return getIssue(db, id);
};

/** Back to a draft: a scheduled issue's job then finds it unscheduled and does nothing. */
export const unscheduleIssue = async (db: DbOrTx, actor: Actor, id: string) => {
  await load(db, id);
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'draft', scheduledAt: null, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'scheduled')))
    .returning({ id: newsletterIssues.id });
  if (!rows.length) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.alreadySending);
  await audit(db, { actor, action: 'newsletter.unschedule', target: id });
  return getIssue(db, id);
};

/**
 * The send job: every confirmed subscriber gets one delivery (idempotency key
 * `newsletter:<issue>:<subscriber>`, decision 331), queued at the configured rate. Batches commit
 * one by one; a job that dies mid-send is taken back by the queue and starts again from the
 * beginning, and the keys already used queue nothing: exactly one delivery each.
 */
export const runIssueSend = async (deps: Pick<Deps, 'database' | 'jobs' | 'env'>, payload: SendIssuePayload): Promise<number> => {
  const db = deps.database.db;
  if (payload.scheduledAt) {
    // A scheduled job starts the send only if the issue is still scheduled for this time.
    await db
      .update(newsletterIssues)
      .set({ status: 'sending', sendStartedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(newsletterIssues.id, payload.issueId),
          eq(newsletterIssues.status, 'scheduled'),
          eq(newsletterIssues.scheduledAt, new Date(payload.scheduledAt)),
        ),
      );
  }
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, payload.issueId)).limit(1);
  if (issue?.status !== 'sending') return 0;
  const intervalMs = 60_000 / deps.env.NEWSLETTER_SEND_PER_MINUTE;
  const start = Date.now();
  let after = '';
  let position = 0;
  let queued = 0;
  for (;;) {
    const batch = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.status, 'subscribed'), isNotNull(newsletterSubscribers.confirmedAt), gt(newsletterSubscribers.id, after)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(BATCH);
    if (!batch.length) break;
    await db.transaction(async (tx) => {
      for (const s of batch) {
        const id = await sendEmailOnce(
          deps,
          {
            key: `newsletter:${issue.id}:${s.id}`,
            kind: 'newsletter',
            ref: issue.id,
            subscriberId: s.id,
            message: { to: s.email, ...issueEmail(deps, issue, { token: s.token }) },
            runAt: new Date(start + Math.floor(position * intervalMs)),
          },
          { db: tx },
        );
        if (id) {
          queued++;
          position++;
        }
      }
    });
    after = batch.at(-1)?.id as string;
    if (batch.length < BATCH) break;
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.kind, 'newsletter'), eq(emailDeliveries.ref, issue.id)));
  await db
    .update(newsletterIssues)
    .set({ status: 'sent', sentAt: new Date(), recipientCount: n, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, issue.id), eq(newsletterIssues.status, 'sending')));
  return queued;
};

/** The send job, the archive page's head (404 for an unsent or unknown issue) and its sitemap entries. */
export const registerNewsletterIssueJobs = (deps: Deps) => {
  deps.jobs.register<SendIssuePayload>(NEWSLETTER_SEND_JOB, async (payload) => {
    await runIssueSend(deps, payload);
  });
  deps.pageMeta.set('/newsletter/:slug', async (params, d) => {
    const issue = await archiveIssue(d.database.db, params.slug ?? '');
    if (!issue) return null;
    return {
      title: issue.subject,
      description: issue.summary || `An issue of the ${PRODUCT_NAME} monthly brief.`,
      canonicalPath: `/newsletter/${issue.slug}`,
      type: 'article',
      publishedTime: issue.sentAt,
    };
  });
  deps.sitemapSources.push(async (d) =>
    (await archiveList(d.database.db)).map((i) => ({ path: `/newsletter/${i.slug}`, lastModified: new Date(i.sentAt) })),
  );
};

/** Per-recipient delivery records of one issue (newest first), optionally by status. */
export const issueDeliveries = async (db: DbOrTx, id: string, status?: string) => {
  await load(db, id);
  const rows = await db
    .select({
      email: emailDeliveries.email,
      status: emailDeliveries.status,
      attempts: emailDeliveries.attempts,
      lastError: emailDeliveries.lastError,
      sentAt: emailDeliveries.sentAt,
    })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.kind, 'newsletter'), eq(emailDeliveries.ref, id), status ? eq(emailDeliveries.status, status) : sql`true`))
    .orderBy(desc(emailDeliveries.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, sentAt: r.sentAt?.toISOString() ?? null }));
};

/** The public archive: sent issues only. */
export const archiveIssue = async (db: DbOrTx, slug: string): Promise<NewsletterArchiveIssue | null> => {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), eq(newsletterIssues.status, 'sent')))
    .limit(1);
  return row ? { slug: row.slug, subject: row.subject, summary: row.summary, html: row.bodyHtml, sentAt: (row.sentAt as Date).toISOString() } : null;
};

export const archiveList = async (db: DbOrTx) =>
  (
    await db
      .select({ slug: newsletterIssues.slug, subject: newsletterIssues.subject, summary: newsletterIssues.summary, sentAt: newsletterIssues.sentAt })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.status, 'sent'))
      .orderBy(desc(newsletterIssues.sentAt))
      .limit(100)
  ).map((r) => ({ ...r, sentAt: (r.sentAt as Date).toISOString() }));
