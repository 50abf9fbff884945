import {
  PSLF_LIMITS,
  PSLF_MESSAGES,
  type PslfCertification,
  type PslfCertificationInput,
  type PslfCount,
  type PslfCountInput,
  type PslfEmployer,
  type PslfEmployerInput,
  type PslfPlan,
  type PslfTracker,
} from '@awc/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pslfCertifications, pslfEmployers, pslfTrackers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The PSLF tracker (decision 401). Every query carries the session user's id: another member's
 * employer or certification answers exactly like a missing one (404), and a certification can
 * name only the member's own employer.
 */

const employerView = (r: typeof pslfEmployers.$inferSelect): PslfEmployer => ({ id: r.id, name: r.name, startDate: r.startDate, endDate: r.endDate });
const certificationView = (r: typeof pslfCertifications.$inferSelect): PslfCertification => ({
  id: r.id,
  employerId: r.employerId,
  certifiedOn: r.certifiedOn,
  paymentsCredited: r.paymentsCredited,
});
const countView = (r: typeof pslfTrackers.$inferSelect): PslfCount => ({
  qualifyingPayments: r.qualifyingPayments,
  asOf: r.asOf,
  source: r.source as PslfCount['source'],
  repaymentPlan: r.repaymentPlan as PslfPlan | null,
});

const notFound = () => new AppError('NOT_FOUND', PSLF_MESSAGES.notFound);

export async function getTracker(db: DbOrTx, userId: string): Promise<PslfTracker> {
  const [count] = await db.select().from(pslfTrackers).where(eq(pslfTrackers.userId, userId)).limit(1);
  const employers = await db
    .select()
    .from(pslfEmployers)
    .where(eq(pslfEmployers.userId, userId))
    .orderBy(asc(pslfEmployers.startDate), asc(pslfEmployers.createdAt));
  const certifications = await db
    .select()
    .from(pslfCertifications)
    .where(eq(pslfCertifications.userId, userId))
    .orderBy(asc(pslfCertifications.certifiedOn), asc(pslfCertifications.createdAt));
  return { count: count ? countView(count) : null, employers: employers.map(employerView), certifications: certifications.map(certificationView) };
}

export async function setCount(db: DbOrTx, userId: string, input: PslfCountInput): Promise<PslfCount> {
  const values = { qualifyingPayments: input.qualifyingPayments, asOf: input.asOf, source: input.source, repaymentPlan: input.repaymentPlan };
  const [row] = await db
    .insert(pslfTrackers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pslfTrackers.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return countView(row);
}

export async function clearCount(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(pslfTrackers).where(eq(pslfTrackers.userId, userId));
}

const countOf = async (db: DbOrTx, table: typeof pslfEmployers | typeof pslfCertifications, userId: string) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
};

export async function addEmployer(db: DbOrTx, userId: string, input: PslfEmployerInput): Promise<PslfEmployer> {
  if ((await countOf(db, pslfEmployers, userId)) >= PSLF_LIMITS.employers) throw new AppError('CONFLICT', PSLF_MESSAGES.tooManyEmployers);
  const [row] = await db
    .insert(pslfEmployers)
    .values({ id: newId(), userId, name: input.name, startDate: input.startDate, endDate: input.endDate })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return employerView(row);
}

export async function updateEmployer(db: DbOrTx, userId: string, id: string, input: PslfEmployerInput): Promise<PslfEmployer> {
  const [row] = await db
    .update(pslfEmployers)
    .set({ name: input.name, startDate: input.startDate, endDate: input.endDate, updatedAt: new Date() })
    .where(and(eq(pslfEmployers.id, id), eq(pslfEmployers.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return employerView(row);
}

export async function deleteEmployer(db: DbOrTx, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(pslfEmployers)
    .where(and(eq(pslfEmployers.id, id), eq(pslfEmployers.userId, userId)))
    .returning({ id: pslfEmployers.id });
  if (rows.length === 0) throw notFound();
}

/** A certification may name only one of the member's own employers (a field error otherwise, not a 404). */
const assertOwnEmployer = async (db: DbOrTx, userId: string, employerId: string | null) => {
  if (employerId === null) return;
  const [row] = await db
    .select({ id: pslfEmployers.id })
    .from(pslfEmployers)
    .where(and(eq(pslfEmployers.id, employerId), eq(pslfEmployers.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors: { employerId: [PSLF_MESSAGES.employer] } });
};

export async function addCertification(db: DbOrTx, userId: string, input: PslfCertificationInput): Promise<PslfCertification> {
  await assertOwnEmployer(db, userId, input.employerId);
  if ((await countOf(db, pslfCertifications, userId)) >= PSLF_LIMITS.certifications)
    throw new AppError('CONFLICT', PSLF_MESSAGES.tooManyCertifications);
  const [row] = await db
    .insert(pslfCertifications)
    .values({ id: newId(), userId, employerId: input.employerId, certifiedOn: input.certifiedOn, paymentsCredited: input.paymentsCredited })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return certificationView(row);
}

export async function updateCertification(db: DbOrTx, userId: string, id: string, input: PslfCertificationInput): Promise<PslfCertification> {
  const [own] = await db
    .select({ id: pslfCertifications.id })
    .from(pslfCertifications)
    .where(and(eq(pslfCertifications.id, id), eq(pslfCertifications.userId, userId)))
    .limit(1);
  if (!own) throw notFound();
  await assertOwnEmployer(db, userId, input.employerId);
  const [row] = await db
    .update(pslfCertifications)
    .set({ employerId: input.employerId, certifiedOn: input.certifiedOn, paymentsCredited: input.paymentsCredited })
    .where(and(eq(pslfCertifications.id, id), eq(pslfCertifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return certificationView(row);
}

export async function deleteCertification(db: DbOrTx, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(pslfCertifications)
    .where(and(eq(pslfCertifications.id, id), eq(pslfCertifications.userId, userId)))
    .returning({ id: pslfCertifications.id });
  if (rows.length === 0) throw notFound();
}
