import crypto from 'node:crypto';
import {
  FIRM_LIMITS,
  FIRM_MESSAGES,
  type FirmInvitationDto,
  type FirmInvitationViewDto,
  type FirmMemberDto,
  type FirmRole,
  type FirmSummaryDto,
  firmGrantsAccess,
  type MyFirmDto,
} from '@awc/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firmInvitations, firmMembers, firms, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, newToken } from '../../lib/ids.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { firmInvitationEmail } from './emails.ts';

export type Actor = { id: string; email: string };
export type FirmRow = typeof firms.$inferSelect;

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The firm's row, locked until the transaction ends. Every change of who holds or is promised a
 * seat takes this lock first, so two requests for the last seat (two invitations, two acceptances,
 * an invitation beside a removal) run one after the other and the second sees the first's seat.
 */
export const lockFirm = async (tx: DbOrTx, firmId: string): Promise<FirmRow> => {
  const [firm] = await tx.select().from(firms).where(eq(firms.id, firmId)).for('update');
  if (!firm) throw new AppError('NOT_FOUND', 'This firm does not exist.');
  return firm;
};

/** Seats held, plus open invitations still in time (each keeps a seat for its person). */
export const seatsUsed = async (db: DbOrTx, firmId: string, now = new Date()): Promise<{ held: number; promised: number }> => {
  const [[held], [promised]] = await Promise.all([
    db
      .select({ n: count() })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.holdsSeat, true))),
    db
      .select({ n: count() })
      .from(firmInvitations)
      .where(
        and(
          eq(firmInvitations.firmId, firmId),
          eq(firmInvitations.status, 'open'),
          eq(firmInvitations.role, 'member'),
          gt(firmInvitations.expiresAt, now),
        ),
      ),
  ]);
  return { held: Number(held?.n ?? 0), promised: Number(promised?.n ?? 0) };
};

export const summaryOf = async (db: DbOrTx, firm: FirmRow): Promise<FirmSummaryDto> => {
  const used = await seatsUsed(db, firm.id);
  const total = used.held + used.promised;
  return {
    id: firm.id,
    name: firm.name,
    seats: firm.seats,
    seatsUsed: total,
    seatsFree: Math.max(0, firm.seats - total),
    status: firm.status,
    active: firmGrantsAccess(firm),
    currentPeriodEnd: firm.currentPeriodEnd?.toISOString() ?? null,
    source: firm.source as FirmSummaryDto['source'],
  };
};

export const membersOf = async (db: DbOrTx, firmId: string): Promise<FirmMemberDto[]> => {
  const rows = await db
    .select({
      userId: firmMembers.userId,
      name: users.name,
      email: users.email,
      role: firmMembers.role,
      holdsSeat: firmMembers.holdsSeat,
      joinedAt: firmMembers.joinedAt,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .where(eq(firmMembers.firmId, firmId))
    .orderBy(asc(firmMembers.joinedAt), asc(users.email));
  return rows.map((r) => ({ ...r, role: r.role as FirmRole, joinedAt: r.joinedAt.toISOString() }));
};

export const openInvitationsOf = async (db: DbOrTx, firmId: string): Promise<FirmInvitationDto[]> => {
  const rows = await db
    .select()
    .from(firmInvitations)
    .where(and(eq(firmInvitations.firmId, firmId), eq(firmInvitations.status, 'open'), gt(firmInvitations.expiresAt, new Date())))
    .orderBy(asc(firmInvitations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role as FirmRole,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
};

const membershipOf = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(firmMembers).where(eq(firmMembers.userId, userId)).limit(1);
  return row ?? null;
};

/** GET /api/firm: the reader's firm; its people and open invitations only for the firm admin. */
export const getMyFirm = async (db: DbOrTx, userId: string): Promise<Omit<MyFirmDto, 'offer'>> => {
  const me = await membershipOf(db, userId);
  if (!me) return { firm: null, role: null, holdsSeat: false, members: null, invitations: null };
  const [firm] = await db.select().from(firms).where(eq(firms.id, me.firmId));
  if (!firm) return { firm: null, role: null, holdsSeat: false, members: null, invitations: null };
  const isAdmin = me.role === 'admin';
  return {
    firm: await summaryOf(db, firm),
    role: me.role as FirmRole,
    holdsSeat: me.holdsSeat,
    members: isAdmin ? await membersOf(db, firm.id) : null,
    invitations: isAdmin ? await openInvitationsOf(db, firm.id) : null,
  };
};

/**
 * The firm, locked, when `userId` is its admin. Any other firm answers "not found", as another
 * person's object does everywhere in the API; a member of this firm who is not its admin is told so.
 */
const lockAsFirmAdmin = async (tx: DbOrTx, firmId: string, userId: string): Promise<FirmRow> => {
  const me = await membershipOf(tx, userId);
  if (!me || me.firmId !== firmId) throw new AppError('NOT_FOUND', 'This firm does not exist.');
  const firm = await lockFirm(tx, firmId);
  // Read again under the lock: the role may have been handed over meanwhile.
  const [fresh] = await tx
    .select({ role: firmMembers.role })
    .from(firmMembers)
    .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
  if (fresh?.role !== 'admin') throw new AppError('FORBIDDEN', FIRM_MESSAGES.notFirmAdmin);
  return firm;
};

/**
 * Writes an invitation (the caller holds the firm's lock) and queues its email in the same
 * transaction: a refused invitation sends nothing, an accepted one is sent once.
 */
export const writeInvitation = async (
  deps: Deps,
  tx: DbOrTx,
  input: { firm: FirmRow; email: string; role: FirmRole; invitedBy: Actor | null; invitedByName: string | null },
): Promise<{ id: string; token: string }> => {
  const token = newToken();
  const id = newId();
  const expiresAt = new Date(Date.now() + FIRM_LIMITS.invitationDays * 86_400_000);
  await tx.insert(firmInvitations).values({
    id,
    firmId: input.firm.id,
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: input.invitedBy?.id ?? null,
    expiresAt,
  });
  const url = `${deps.env.PUBLIC_URL}/account?tab=firm&invitation=${encodeURIComponent(token)}`;
  const email = firmInvitationEmail({ firmName: input.firm.name, invitedBy: input.invitedByName, role: input.role, url });
  await deps.mailer.send({ to: input.email, ...email }, { dedupeKey: `firm-invitation:${id}`, db: tx });
  return { id, token };
};

/** The firm admin invites a person by email to a seat; refused when every seat is held or promised. */
export const inviteToFirm = async (deps: Deps, actor: Actor, firmId: string, email: string) =>
  deps.database.db.transaction(async (tx) => {
    const firm = await lockAsFirmAdmin(tx, firmId, actor.id);
    if (!firmGrantsAccess(firm)) throw new AppError('CONFLICT', FIRM_MESSAGES.firmInactive);
    const [holder] = await tx
      .select({ userId: firmMembers.userId })
      .from(firmMembers)
      .innerJoin(users, eq(users.id, firmMembers.userId))
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.holdsSeat, true), sql`lower(${users.email}) = ${email}`));
    if (holder) throw new AppError('CONFLICT', FIRM_MESSAGES.alreadyMember, { fieldErrors: { email: [FIRM_MESSAGES.alreadyMember] } });
    const [pending] = await tx
      .select({ id: firmInvitations.id })
      .from(firmInvitations)
      .where(
        and(
          eq(firmInvitations.firmId, firmId),
          eq(firmInvitations.email, email),
          eq(firmInvitations.status, 'open'),
          gt(firmInvitations.expiresAt, new Date()),
        ),
      );
    if (pending) throw new AppError('CONFLICT', FIRM_MESSAGES.alreadyInvited, { fieldErrors: { email: [FIRM_MESSAGES.alreadyInvited] } });
    const used = await seatsUsed(tx, firmId);
    if (used.held + used.promised >= firm.seats) throw new AppError('CONFLICT', FIRM_MESSAGES.seatsFull(firm.seats));
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    const { id } = await writeInvitation(deps, tx, { firm, email, role: 'member', invitedBy: actor, invitedByName: me?.name || null });
    await audit(tx, { actor, action: 'firm.invite', target: firmId, details: { invitation: id, email } });
    return { invitation: (await openInvitationsOf(tx, firmId)).find((i) => i.id === id), firm: await summaryOf(tx, firm) };
  });

/** The firm admin cancels an open invitation: its seat is free again and its link stops working. */
export const cancelInvitation = async (deps: Deps, actor: Actor, firmId: string, invitationId: string) =>
  deps.database.db.transaction(async (tx) => {
    const firm = await lockAsFirmAdmin(tx, firmId, actor.id);
    const closed = await tx
      .update(firmInvitations)
      .set({ status: 'canceled', closedAt: new Date() })
      .where(and(eq(firmInvitations.id, invitationId), eq(firmInvitations.firmId, firmId), eq(firmInvitations.status, 'open')))
      .returning({ email: firmInvitations.email });
    if (!closed.length) throw new AppError('NOT_FOUND', 'This invitation is not open.');
    await audit(tx, { actor, action: 'firm.invitation.cancel', target: firmId, details: { invitation: invitationId, email: closed[0]?.email } });
    return { firm: await summaryOf(tx, firm) };
  });

/**
 * The firm admin removes a person: their seat is gone at once (the firm_members trigger tells every
 * process to forget the person's cached access, so their next request is a non-member's), and any
 * invitation still open for their address at this firm is canceled, so an old link cannot bring
 * them back. Nothing else of theirs changes: their account, saved work and own membership stay.
 */
export const removeFromFirm = async (deps: Deps, actor: Actor, firmId: string, userId: string) =>
  deps.database.db.transaction(async (tx) => {
    const firm = await lockAsFirmAdmin(tx, firmId, actor.id);
    if (userId === actor.id) throw new AppError('CONFLICT', FIRM_MESSAGES.removeSelf);
    const removed = await tx
      .delete(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)))
      .returning({ userId: firmMembers.userId });
    if (!removed.length) throw new AppError('NOT_FOUND', FIRM_MESSAGES.notInFirm);
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (person)
      await tx
        .update(firmInvitations)
        .set({ status: 'canceled', closedAt: new Date() })
        .where(and(eq(firmInvitations.firmId, firmId), eq(firmInvitations.email, person.email.toLowerCase()), eq(firmInvitations.status, 'open')));
    await audit(tx, { actor, action: 'firm.remove', target: firmId, details: { userId, email: person?.email ?? null } });
    return { firm: await summaryOf(tx, firm) };
  });

/**
 * The firm admin hands the role to a member who holds a seat. The former admin stays on their seat
 * if they hold one; one who never took a seat has nothing left at the firm and leaves it.
 */
export const handOverFirmAdmin = async (deps: Deps, actor: Actor, firmId: string, userId: string) =>
  deps.database.db.transaction(async (tx) => {
    const firm = await lockAsFirmAdmin(tx, firmId, actor.id);
    if (userId === actor.id) throw new AppError('CONFLICT', FIRM_MESSAGES.handOverToSelf);
    const [target] = await tx
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
    if (!target?.holdsSeat) throw new AppError('CONFLICT', FIRM_MESSAGES.handOverToMember);
    const [me] = await tx
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, actor.id)));
    // The old admin row first: the database allows one admin per firm at any moment.
    if (me?.holdsSeat)
      await tx
        .update(firmMembers)
        .set({ role: 'member' })
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, actor.id)));
    else await tx.delete(firmMembers).where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, actor.id)));
    await tx
      .update(firmMembers)
      .set({ role: 'admin' })
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
    await audit(tx, {
      actor,
      action: 'firm.admin.hand-over',
      target: firmId,
      details: { from: actor.id, to: userId, formerAdminKeepsSeat: Boolean(me?.holdsSeat) },
    });
    return { firm: await summaryOf(tx, firm) };
  });

const stateOf = (row: typeof firmInvitations.$inferSelect, now = new Date()): FirmInvitationViewDto['state'] => {
  if (row.status === 'accepted') return 'accepted';
  if (row.status === 'canceled') return 'canceled';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
};

const invitationByToken = async (db: DbOrTx, token: string, lock = false) => {
  const q = db
    .select()
    .from(firmInvitations)
    .where(eq(firmInvitations.tokenHash, hashToken(token)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND', FIRM_MESSAGES.invitationNotFound);
  return row;
};

/** What the invitation page shows before accepting (the token is the only key; no account is revealed). */
export const viewInvitation = async (db: DbOrTx, token: string): Promise<FirmInvitationViewDto> => {
  const row = await invitationByToken(db, token);
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, row.firmId));
  return { firmName: firm?.name ?? '', email: row.email, role: row.role as FirmRole, state: stateOf(row), expiresAt: row.expiresAt.toISOString() };
};

const REFUSAL: Record<Exclude<FirmInvitationViewDto['state'], 'open'>, string> = {
  accepted: FIRM_MESSAGES.invitationUsed,
  canceled: FIRM_MESSAGES.invitationCanceled,
  expired: FIRM_MESSAGES.invitationExpired,
};

/**
 * The invited person accepts, signed in with the invited address. Single use: the invitation is
 * locked and closed in the same transaction as the seat is taken, behind the firm's lock, so two
 * acceptances of the last seat fill it once and a second use of one link is refused.
 */
export const acceptInvitation = async (deps: Deps, user: Actor, token: string) =>
  deps.database.db.transaction(async (tx) => {
    const first = await invitationByToken(tx, token);
    const firm = await lockFirm(tx, first.firmId);
    const invitation = await invitationByToken(tx, token, true);
    const state = stateOf(invitation);
    if (state !== 'open') throw new AppError('CONFLICT', REFUSAL[state]);
    if (invitation.email !== user.email.toLowerCase()) throw new AppError('FORBIDDEN', FIRM_MESSAGES.wrongEmail(invitation.email));
    const mine = await membershipOf(tx, user.id);
    if (mine && mine.firmId !== firm.id) throw new AppError('CONFLICT', FIRM_MESSAGES.otherFirm);
    const role = invitation.role as FirmRole;
    if (role === 'member') {
      if (!firmGrantsAccess(firm)) throw new AppError('CONFLICT', FIRM_MESSAGES.firmInactive);
      if (mine?.holdsSeat) throw new AppError('CONFLICT', FIRM_MESSAGES.alreadyMember);
      // The invitation kept a seat; the firm may have fewer seats since (a lower quantity), so the
      // seats actually held decide.
      const used = await seatsUsed(tx, firm.id);
      if (used.held >= firm.seats) throw new AppError('CONFLICT', FIRM_MESSAGES.noFreeSeat);
      if (mine)
        await tx
          .update(firmMembers)
          .set({ holdsSeat: true })
          .where(and(eq(firmMembers.firmId, firm.id), eq(firmMembers.userId, user.id)));
      else await tx.insert(firmMembers).values({ firmId: firm.id, userId: user.id, role: 'member', holdsSeat: true });
    } else {
      const [currentAdmin] = await tx
        .select({ userId: firmMembers.userId })
        .from(firmMembers)
        .where(and(eq(firmMembers.firmId, firm.id), eq(firmMembers.role, 'admin')));
      if (currentAdmin && currentAdmin.userId !== user.id) throw new AppError('CONFLICT', FIRM_MESSAGES.invitationCanceled);
      if (mine)
        await tx
          .update(firmMembers)
          .set({ role: 'admin' })
          .where(and(eq(firmMembers.firmId, firm.id), eq(firmMembers.userId, user.id)));
      else await tx.insert(firmMembers).values({ firmId: firm.id, userId: user.id, role: 'admin', holdsSeat: false });
    }
    await tx
      .update(firmInvitations)
      .set({ status: 'accepted', acceptedBy: user.id, closedAt: new Date() })
      .where(eq(firmInvitations.id, invitation.id));
    await audit(tx, { actor: user, action: 'firm.invitation.accept', target: firm.id, details: { invitation: invitation.id, role } });
    return { firm: await summaryOf(tx, firm), role };
  });
