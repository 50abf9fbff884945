import { CONTACT_TOPICS, INQUIRIES_PAGE_SIZE, type InquiryDto, type InquiryStatus } from '@awc/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { afterCursor, cursorKey, byTimeThenId, type Keyset, keysetOrder, pageOf } from '../../lib/keyset.ts';
import { renderEmail } from '../../mail/layout.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';

/**
 * The admin inbox (decision 343): the contact messages and firm inquiries the site has stored since
 * decision 146, with a status and the replies sent from here by email. Admins only (the routes
 * check); every change is audited in its transaction.
 */
type Actor = { id: string; email: string };

const NEWEST: Keyset = byTimeThenId(contactMessages.createdAt, contactMessages.id, 'desc');

const topicLabel = (kind: string, topic: string, details: Record<string, unknown> | null) =>
  kind === 'firm-enquiry'
    ? `Firm Pilot Program${details?.firmName ? `: ${String(details.firmName)}` : ''}`
    : (CONTACT_TOPICS.find((t) => t.value === topic)?.label ?? topic);

export const listInquiries = async (db: DbOrTx, input: { status: string; cursor?: string | undefined }) => {
  const conditions: (SQL | undefined)[] = [afterCursor(NEWEST, input.cursor)];
  if (input.status) conditions.push(eq(contactMessages.status, input.status));
  const rows = await db
    .select({ m: contactMessages, cursorKey: cursorKey(NEWEST) })
    .from(contactMessages)
    .where(and(...conditions))
    .orderBy(...keysetOrder(NEWEST))
    .limit(INQUIRIES_PAGE_SIZE + 1);
  const page = pageOf(rows, INQUIRIES_PAGE_SIZE);
  const ids = page.rows.map((r) => r.m.id);
  const replies = ids.length
    ? await db
        .select()
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, ids))
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
    : [];
  const inquiries: InquiryDto[] = page.rows.map(({ m }) => {
    const details = (m.details as Record<string, unknown> | null) ?? null;
    return {
      id: m.id,
      kind: m.kind,
      name: m.name,
      email: m.email,
      topic: m.topic,
      topicLabel: topicLabel(m.kind, m.topic, details),
      message: m.message,
      details,
      // The column is plain text, but only typed values reach it: 'new' on insert, then setInquiryStatus and the reply.
      status: m.status as InquiryStatus,
      createdAt: m.createdAt.toISOString(),
      replies: replies
        .filter((r) => r.messageId === m.id)
        .map((r) => ({ id: r.id, authorEmail: r.authorEmail, body: r.body, createdAt: r.createdAt.toISOString() })),
    };
  });
  return { inquiries, nextCursor: page.nextCursor };
};

const requireInquiry = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const setInquiryStatus = async (db: DbOrTx, actor: Actor, id: string, status: InquiryStatus) => {
  const row = await requireInquiry(db, id);
  if (row.status === status) return { status, changed: false };
  await db.transaction(async (tx) => {
    await tx.update(contactMessages).set({ status, statusChangedAt: new Date() }).where(eq(contactMessages.id, id));
    await audit(tx, { actor, action: 'inquiry.status', target: id, details: { from: row.status, to: status, email: row.email } });
  });
  return { status, changed: true };
};

/**
 * Emails the reply to the person who wrote (through the job queue, in the same transaction), keeps
 * it with the inquiry and marks the inquiry answered.
 */
export const replyToInquiry = async (deps: Deps, actor: Actor, id: string, body: string) => {
  const db = deps.database.db;
  const row = await requireInquiry(db, id);
  const details = (row.details as Record<string, unknown> | null) ?? null;
  const replyId = newId();
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ id: replyId, messageId: id, authorId: actor.id, authorEmail: actor.email, body });
    await tx.update(contactMessages).set({ status: 'answered', statusChangedAt: new Date() }).where(eq(contactMessages.id, id));
    const subject = `Re: ${topicLabel(row.kind, row.topic, details)}`;
    const rendered = renderEmail({
      subject,
      heading: `Hello ${row.name},`,
      blocks: [
        ...body.split(/\n{2,}/).map((text) => ({ kind: 'p' as const, text })),
        { kind: 'small', text: `You wrote: “${row.message.length > 300 ? `${row.message.slice(0, 299)}…` : row.message}”` },
      ],
      footer: 'Attorney Wealth Collective, in reply to your message from the site.',
    });
    await deps.mailer.send({ to: row.email, ...rendered }, { db: tx });
    await audit(tx, { actor, action: 'inquiry.reply', target: id, details: { email: row.email } });
  });
  return { id: replyId, status: 'answered' as const };
};
