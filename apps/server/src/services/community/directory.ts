import { DIRECTORY_PAGE_SIZE, type DirectoryMember } from '@awc/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, subscribers, userRoles } from '../../db/schema/index.ts';
import { afterCursor, cursorKey, type Keyset, keysetOrder, pageOf } from '../../lib/keyset.ts';
import { containsPattern } from '../../lib/like.ts';

/** `%`, `_` and `\` are literal in a member's search. */

/** Whether the user of `userId` (a column or value) may read members' material now: an admin, or an active membership. */
export const memberAccessSql = (userId: unknown) => sql`(
  exists (select 1 from ${userRoles} ur where ur.user_id = ${userId} and ur.role = 'admin')
  or exists (select 1 from ${subscribers} sa where sa.user_id = ${userId} and sa.status in ('active', 'trialing') and (sa.current_period_end is null or sa.current_period_end > now()))
)`;

/**
 * Of `ids`, the members listed in the directory (the same rule as the directory itself), with
 * their names: the only people a mention can reach.
 */
export const listedMembers = async (db: DbOrTx, ids: string[]): Promise<Map<string, string>> => {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, ids),
        eq(profiles.directoryVisibility, 'members'),
        sql`${profiles.fullName} is not null`,
        memberAccessSql(profiles.id),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.fullName ?? '']));
};

/** By name; the id keeps namesakes in a fixed order across pages. */
const DIRECTORY_KEY: Keyset = {
  parts: [
    { expr: profiles.fullName, type: 'text' },
    { expr: profiles.id, type: 'text' },
  ],
  dir: 'asc',
};

/**
 * The member directory. Only profiles that chose `directory_visibility = 'members'` AND belong to
 * someone with member access (an active membership, or admin) are ever selected: the filter is in
 * the query, so no endpoint can return a hidden profile. Email is never part of the answer.
 */
export const listDirectory = async (
  db: DbOrTx,
  input: { q: string; practiceSetting: string; cursor?: string | undefined },
): Promise<{ members: DirectoryMember[]; total: number; pageSize: number; nextCursor: string | null }> => {
  const conditions: SQL[] = [
    eq(profiles.directoryVisibility, 'members'),
    sql`${profiles.fullName} is not null`,
    sql`(
      exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'admin')
      or (${subscribers.status} in ('active', 'trialing') and (${subscribers.currentPeriodEnd} is null or ${subscribers.currentPeriodEnd} > now()))
    )`,
  ];
  if (input.q) {
    const p = containsPattern(input.q);
    conditions.push(sql`(${profiles.fullName} ilike ${p} or ${profiles.headline} ilike ${p} or ${profiles.practiceArea} ilike ${p})`);
  }
  if (input.practiceSetting) conditions.push(eq(profiles.practiceSetting, input.practiceSetting));
  const where = and(...conditions);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .leftJoin(subscribers, eq(subscribers.userId, profiles.id))
    .where(where);
  const after = afterCursor(DIRECTORY_KEY, input.cursor);
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      headline: profiles.headline,
      practiceSetting: profiles.practiceSetting,
      memberSince: sql<Date>`coalesce(${subscribers.createdAt}, ${profiles.createdAt})`.mapWith((v: unknown) => new Date(v as string)),
      cursorKey: cursorKey(DIRECTORY_KEY),
    })
    .from(profiles)
    .leftJoin(subscribers, eq(subscribers.userId, profiles.id))
    .where(and(where, after))
    .orderBy(...keysetOrder(DIRECTORY_KEY))
    .limit(DIRECTORY_PAGE_SIZE + 1);
  const page = pageOf(rows, DIRECTORY_PAGE_SIZE);
  return {
    members: page.rows.map(({ cursorKey: _key, ...r }) => ({ ...r, fullName: r.fullName ?? '', memberSince: r.memberSince.toISOString() })),
    total: count?.n ?? 0,
    pageSize: DIRECTORY_PAGE_SIZE,
    nextCursor: page.nextCursor,
  };
};
