import { ACHIEVEMENTS, type AchievementDto, type AchievementId } from '@awc/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { achievements } from '../../db/schema/index.ts';
import type { Deps } from '../../types.ts';

/** Awards once: true only the first time (a unique key makes concurrent awards safe). */
export const awardAchievement = async (db: DbOrTx, userId: string, id: AchievementId): Promise<boolean> => {
  const rows = await db
    .insert(achievements)
    .values({ userId, achievementId: id, type: ACHIEVEMENTS[id].type })
    .onConflictDoNothing()
    .returning({ id: achievements.achievementId });
  return rows.length > 0;
};

export const findAchievements = async (db: DbOrTx, userId: string): Promise<AchievementDto[]> => {
  const rows = await db.select().from(achievements).where(eq(achievements.userId, userId)).orderBy(desc(achievements.awardedAt));
  return rows.map((r) => ({
    id: r.achievementId,
    name: ACHIEVEMENTS[r.achievementId as AchievementId]?.name ?? r.achievementId,
    type: r.type,
    awardedAt: r.awardedAt.toISOString(),
  }));
};

/**
 * Awards each achievement the account does not have yet and announces the new ones
 * (`hooks.afterAchievement`: the notification). Called after the action that earned them has
 * committed; a failure here is logged and never undoes or fails that action.
 */
export const grantAchievements = async (deps: Pick<Deps, 'database' | 'hooks' | 'log'>, userId: string, ids: readonly AchievementId[]) => {
  for (const id of ids) {
    try {
      if (!(await awardAchievement(deps.database.db, userId, id))) continue;
      for (const hook of deps.hooks.afterAchievement) await hook({ userId, achievementId: id, name: ACHIEVEMENTS[id].name });
    } catch (error) {
      deps.log.warn({ err: error, userId, achievementId: id }, 'achievement could not be awarded');
    }
  }
};
