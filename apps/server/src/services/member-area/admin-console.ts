import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  type AdminFiguresDto,
  type AdminUsersPageDto,
  type AuditEntryDto,
  signupsByMonth,
} from '@awc/domain';
import { and, count, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, newsletterSubscribers, profiles, subscribers, userRoles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { afterCursor, cursorKey, byTimeThenId, type Keyset, keysetOrder, pageOf } from '../../lib/keyset.ts';
import { audit } from '../accounts/audit.ts';
import { grantRole, revokeRole } from '../accounts/roles.ts';
import { containsPattern } from '../../lib/like.ts';

type Actor = { id: string; email: string };

/**
 * "Active" in SQL, the same rule as the domain's `hasActiveSubscription` (status active or trialing,
 * and the paid period not over), so counting needs no row-by-row pass.
 */
const ACTIVE = sql`${subscribers.status} in ('active', 'trialing') and (${subscribers.currentPeriodEnd} is null or ${subscribers.currentPeriodEnd} > now())`;

/** Newsletter subscribers still subscribed (unsubscribed rows are kept for re-subscription). */
export const countNewsletterSubscribers = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'subscribed'));
  return Number(row?.n ?? 0);
};

export const SIGNUP_CHART_MONTHS = 12;

export const adminFigures = async (db: DbOrTx, now = new Date()): Promise<AdminFiguresDto> => {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SIGNUP_CHART_MONTHS - 1), 1));
  const [[usersRow], byPlan, signups, [adminsRow], newsletter] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ plan: subscribers.plan, n: count() }).from(subscribers).where(ACTIVE).groupBy(subscribers.plan).orderBy(subscribers.plan),
    db.select({ createdAt: users.createdAt }).from(users).where(gte(users.createdAt, since)),
    db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin')),
    countNewsletterSubscribers(db),
  ]);
  const activeByPlan = byPlan.map((p) => ({ plan: p.plan, count: Number(p.n) }));
  return {
    users: Number(usersRow?.n ?? 0),
    activeMembers: activeByPlan.reduce((s, p) => s + p.count, 0),
    activeByPlan,
    admins: Number(adminsRow?.n ?? 0),
    newsletterSubscribers: newsletter,
    signupsByMonth: signupsByMonth(
      signups.map((s) => s.createdAt),
      SIGNUP_CHART_MONTHS,
      now,
    ),
  };
};

export const USERS_PAGE_SIZE = ADMIN_USERS_PAGE_SIZE;

/** Newest accounts first. */
const USERS_KEY: Keyset = byTimeThenId(users.createdAt, users.id, 'desc');

/** The user list: search by email or name, with membership and admin status. */
export const listUsers = async (db: DbOrTx, filter: { q?: string | undefined; cursor?: string | undefined }): Promise<AdminUsersPageDto> => {
  const where: SQL[] = [];
  if (filter.q) {
    const p = containsPattern(filter.q);
    where.push(or(ilike(users.email, p), ilike(users.name, p), ilike(profiles.fullName, p)) as SQL);
  }
  const cond = where.length ? and(...where) : undefined;
  const [pageRows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        fullName: profiles.fullName,
        createdAt: users.createdAt,
        twoFactorEnabled: users.twoFactorEnabled,
        plan: subscribers.plan,
        status: subscribers.status,
        memberSince: subscribers.createdAt,
        active: sql<boolean>`coalesce(${ACTIVE}, false)`,
        cursorKey: cursorKey(USERS_KEY),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .where(and(cond, afterCursor(USERS_KEY, filter.cursor)))
      .orderBy(...keysetOrder(USERS_KEY))
      .limit(USERS_PAGE_SIZE + 1),
    db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(cond),
  ]);
  const { rows, nextCursor } = pageOf(pageRows, USERS_PAGE_SIZE);
  const admins = rows.length
    ? new Set(
        (
          await db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .where(
              and(
                eq(userRoles.role, 'admin'),
                inArray(
                  userRoles.userId,
                  rows.map((r) => r.id),
                ),
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<string>();
  return {
    total: Number(total?.n ?? 0),
    pageSize: USERS_PAGE_SIZE,
    nextCursor,
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.fullName ?? r.name,
      createdAt: r.createdAt.toISOString(),
      membership: r.status ? { plan: r.plan, status: r.status, active: Boolean(r.active), memberSince: r.memberSince?.toISOString() ?? null } : null,
      isAdmin: admins.has(r.id),
      twoFactorEnabled: r.twoFactorEnabled,
    })),
  };
};

/**
 * Grants or revokes admin. Only reachable behind `requireSuperAdmin` (the one administrator of
 * SUPER_ADMIN_EMAIL); that administrator cannot revoke themselves, so the console always has one.
 */
export const setAdmin = async (db: DbOrTx, actor: Actor, userId: string, admin: boolean) => {
  const [target] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw new AppError('NOT_FOUND');
  if (!admin && target.id === actor.id) throw new AppError('CONFLICT', 'You cannot remove your own admin rights.');
  await db.transaction(async (tx) => {
    if (admin) await grantRole(tx, userId, 'admin');
    else await revokeRole(tx, userId, 'admin');
    await audit(tx, { actor, action: admin ? 'admin.grant' : 'admin.revoke', target: userId, details: { email: target.email } });
  });
  return { id: target.id, isAdmin: admin };
};

export const AUDIT_PAGE_SIZE = ADMIN_AUDIT_PAGE_SIZE;

const AUDIT_KEY: Keyset = byTimeThenId(auditLog.createdAt, auditLog.id, 'desc');

export const listAudit = async (db: DbOrTx, cursor = ''): Promise<{ nextCursor: string | null; entries: AuditEntryDto[] }> => {
  const rows = await db
    .select({ r: auditLog, cursorKey: cursorKey(AUDIT_KEY) })
    .from(auditLog)
    .where(afterCursor(AUDIT_KEY, cursor))
    .orderBy(...keysetOrder(AUDIT_KEY))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = pageOf(rows, AUDIT_PAGE_SIZE);
  return {
    nextCursor: page.nextCursor,
    entries: page.rows.map(({ r }) => ({
      id: r.id,
      actorEmail: r.actorEmail,
      action: r.action,
      target: r.target,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
  };
};
