import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userRoles } from '../../db/schema/index.ts';

/** Admin status comes only from user_roles; a failing check means "not admin" (spec §6). */
export const isAdmin = async (db: DbOrTx, userId: string): Promise<boolean> => {
  try {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
      .limit(1);
    return rows.length > 0;
  } catch {
    return false;
  }
};

export const grantRole = async (db: DbOrTx, userId: string, role: string) => {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
};

export const revokeRole = async (db: DbOrTx, userId: string, role: string) => {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
};

/** The single administrator of SUPER_ADMIN_EMAIL (compared case-insensitively). */
export const isSuperAdmin = (superAdminEmail: string | undefined, email: string): boolean =>
  Boolean(superAdminEmail) && superAdminEmail?.toLowerCase() === email.toLowerCase();
