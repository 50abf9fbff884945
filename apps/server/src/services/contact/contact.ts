import {
  CONTACT_LIMIT_PER_HOUR,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactInput,
  ContactSchema,
  type FirmEnquiryInput,
  FirmEnquirySchema,
} from '@awc/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { contactMessages, userRoles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { renderEmail } from '../../mail/layout.ts';
import type { Deps } from '../../types.ts';

/** Every admin's address (role rows), so a message reaches whoever runs the site today. */
const adminEmails = async (deps: Deps): Promise<string[]> => {
  const rows = await deps.database.db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
  const list = new Set(rows.map((r) => r.email));
  if (deps.env.SUPER_ADMIN_EMAIL) list.add(deps.env.SUPER_ADMIN_EMAIL);
  return [...list];
};

/** At most CONTACT_LIMIT_PER_HOUR messages an hour per client address (stored rows are the counter). */
const checkRate = async (deps: Deps, ip: string) => {
  const [row] = await deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, new Date(Date.now() - 3_600_000))));
  if ((row?.n ?? 0) >= CONTACT_LIMIT_PER_HOUR) throw new AppError('RATE_LIMITED', CONTACT_MESSAGES.tooMany, { headers: { 'Retry-After': '3600' } });
};

const store = async (
  deps: Deps,
  ip: string,
  row: { kind: 'contact' | 'firm-enquiry'; name: string; email: string; topic: string; message: string; details?: Record<string, unknown> },
  email: { subject: string; lines: string[] },
) => {
  await checkRate(deps, ip);
  const admins = await adminEmails(deps);
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id: newId(), ...row, details: row.details ?? null, ip });
    for (const to of admins) {
      const rendered = renderEmail({
        subject: email.subject,
        heading: email.subject,
        blocks: [
          { kind: 'list', items: email.lines },
          { kind: 'p', text: row.message },
          { kind: 'small', text: `Reply to ${row.email} to answer.` },
        ],
        footer: 'Sent from the contact forms of the site.',
      });
      await deps.mailer.send({ to, ...rendered, headers: { 'Reply-To': row.email } }, { db: tx });
    }
  });
};

/** /contact: stored, then emailed to the admins. */
export const submitContact = async (deps: Deps, ip: string, raw: ContactInput) => {
  const input = parseOrThrow(ContactSchema, raw);
  const topic = CONTACT_TOPICS.find((t) => t.value === input.topic)?.label ?? input.topic;
  await store(
    deps,
    ip,
    { kind: 'contact', name: input.name, email: input.email, topic: input.topic, message: input.message },
    { subject: `Contact form: ${topic}`, lines: [`From: ${input.name} <${input.email}>`, `Topic: ${topic}`] },
  );
};

/** /firm-pilot-program: a firm's inquiry, stored with the contact messages. */
export const submitFirmEnquiry = async (deps: Deps, ip: string, raw: FirmEnquiryInput) => {
  const input = parseOrThrow(FirmEnquirySchema, raw);
  await store(
    deps,
    ip,
    {
      kind: 'firm-enquiry',
      name: input.name,
      email: input.email,
      topic: 'firm-pilot',
      message: input.message,
      details: { firmName: input.firmName, attorneys: input.attorneys },
    },
    {
      subject: `Firm pilot inquiry: ${input.firmName}`,
      lines: [`Firm: ${input.firmName}`, `Attorneys: ${input.attorneys}`, `Contact: ${input.name} <${input.email}>`],
    },
  );
};
