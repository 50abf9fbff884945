import { type AdminFirmDto, FIRM_MESSAGES, type FirmCreateInput, termEnd } from '@awc/domain';
import { and, count, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firmInvitations, firmMembers, firms, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { newId } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { type Actor, type FirmRow, lockFirm, membersOf, openInvitationsOf, seatsUsed, summaryOf, writeInvitation } from './firms.ts';

/** Firms listed at most (newest first); the search narrows them. */
export const ADMIN_FIRMS_LIMIT = 200;

const adminRowOf = async (db: DbOrTx, firm: FirmRow): Promise<AdminFirmDto> => {
  const [summary, [admin], [members], [invites]] = await Promise.all([
    summaryOf(db, firm),
    db
      .select({ userId: firmMembers.userId, email: users.email })
      .from(firmMembers)
      .innerJoin(users, eq(users.id, firmMembers.userId))
      .where(and(eq(firmMembers.firmId, firm.id), eq(firmMembers.role, 'admin'))),
    db
      .select({ n: count() })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firm.id), eq(firmMembers.holdsSeat, true))),
    db
      .select({ n: count() })
      .from(firmInvitations)
      .where(and(eq(firmInvitations.firmId, firm.id), eq(firmInvitations.status, 'open'), gt(firmInvitations.expiresAt, new Date()))),
  ]);
  return {
    ...summary,
    billingContactName: firm.billingContactName,
    billingContactEmail: firm.billingContactEmail,
    admin: admin ?? null,
    members: Number(members?.n ?? 0),
    openInvitations: Number(invites?.n ?? 0),
    createdAt: firm.createdAt.toISOString(),
  };
};

/**
 * The admin console's firm list, searchable by the firm's name, its billing contact, or the email
 * of anyone holding a seat or invited there (an administrator asked "which firm is this person at?").
 */
export const listFirms = async (db: DbOrTx, q: string | undefined) => {
  let where: SQL | undefined;
  if (q) {
    const p = containsPattern(q);
    const byPerson = db
      .select({ id: firmMembers.firmId })
      .from(firmMembers)
      .innerJoin(users, eq(users.id, firmMembers.userId))
      .where(or(ilike(users.email, p), ilike(users.name, p)));
    const byInvitation = db.select({ id: firmInvitations.firmId }).from(firmInvitations).where(ilike(firmInvitations.email, p));
    where = or(
      ilike(firms.name, p),
      ilike(firms.billingContactName, p),
      ilike(firms.billingContactEmail, p),
      inArray(firms.id, byPerson),
      inArray(firms.id, byInvitation),
    ) as SQL;
  }
  const rows = await db.select().from(firms).where(where).orderBy(desc(firms.createdAt), desc(firms.id)).limit(ADMIN_FIRMS_LIMIT);
  return { firms: await Promise.all(rows.map((f) => adminRowOf(db, f))) };
};

/** One firm with its people and open invitations. */
export const adminFirmDetail = async (db: DbOrTx, firmId: string) => {
  const [firm] = await db.select().from(firms).where(eq(firms.id, firmId));
  if (!firm) throw new AppError('NOT_FOUND', 'This firm does not exist.');
  return { firm: await adminRowOf(db, firm), members: await membersOf(db, firmId), invitations: await openInvitationsOf(db, firmId) };
};

/**
 * An administrator creates a firm for a term (no payment through the product: the firm is invoiced
 * outside it). Its billing contact is invited by email to be the firm admin.
 */
export const createFirm = async (deps: Deps, actor: Actor, input: FirmCreateInput) =>
  deps.database.db.transaction(async (tx) => {
    const id = newId();
    const now = new Date();
    const [firm] = await tx
      .insert(firms)
      .values({
        id,
        name: input.name,
        seats: input.seats,
        status: 'active',
        currentPeriodEnd: termEnd(input.termMonths, now),
        source: 'admin',
        billingContactName: input.billingContactName,
        billingContactEmail: input.billingContactEmail,
        createdBy: actor.id,
      })
      .returning();
    if (!firm) throw new Error('firm insert returned nothing');
    const invitation = await writeInvitation(deps, tx, {
      firm,
      email: input.billingContactEmail,
      role: 'admin',
      invitedBy: actor,
      invitedByName: null,
    });
    await audit(tx, {
      actor,
      action: 'firm.create',
      target: id,
      details: {
        name: input.name,
        seats: input.seats,
        termMonths: input.termMonths,
        billingContactEmail: input.billingContactEmail,
        invitation: invitation.id,
      },
    });
    return { firm: await adminRowOf(tx, firm) };
  });

/**
 * An administrator changes the seat count of a firm they created. Never below the seats held (a
 * person is removed by the firm admin, not by a number); open invitations beyond the new count stay
 * open but cannot be accepted until a seat is free. A bought firm's seats follow its subscription.
 */
export const setFirmSeats = async (deps: Deps, actor: Actor, firmId: string, seats: number) =>
  deps.database.db.transaction(async (tx) => {
    const firm = await lockFirm(tx, firmId);
    if (firm.source !== 'admin') throw new AppError('CONFLICT', 'A bought firm’s seats follow its subscription: change the quantity there.');
    const used = await seatsUsed(tx, firmId);
    if (seats < used.held)
      throw new AppError('CONFLICT', FIRM_MESSAGES.seatsBelowUsed(used.held), { fieldErrors: { seats: [FIRM_MESSAGES.seatsBelowUsed(used.held)] } });
    const [updated] = await tx.update(firms).set({ seats, updatedAt: new Date() }).where(eq(firms.id, firmId)).returning();
    await audit(tx, { actor, action: 'firm.seats', target: firmId, details: { from: firm.seats, to: seats } });
    return { firm: await adminRowOf(tx, updated as FirmRow) };
  });

/** An administrator ends a firm they created at once: its seats stop giving access; its people keep their accounts. */
export const endFirm = async (deps: Deps, actor: Actor, firmId: string) =>
  deps.database.db.transaction(async (tx) => {
    const firm = await lockFirm(tx, firmId);
    if (firm.source !== 'admin') throw new AppError('CONFLICT', 'A bought firm ends when its subscription is canceled.');
    if (firm.status === 'canceled') return { firm: await adminRowOf(tx, firm) };
    const [updated] = await tx
      .update(firms)
      .set({ status: 'canceled', currentPeriodEnd: new Date(), updatedAt: new Date() })
      .where(eq(firms.id, firmId))
      .returning();
    await audit(tx, { actor, action: 'firm.end', target: firmId, details: { name: firm.name } });
    return { firm: await adminRowOf(tx, updated as FirmRow) };
  });
