import { ACHIEVEMENTS, type AchievementId } from '@awc/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { achievements } from '../../db/schema/index.ts';

/** Awards once: true only the first time (a unique key makes concurrent awards safe). */
export const awardAchievement = async (db: DbOrTx, userId: string, id: AchievementId): Promise<boolean> => {
  const rows = await db
    .insert(achievements)
    .values({ userId, achievementId: id, type: ACHIEVEMENTS[id].type })
    .onConflictDoNothing()
    .returning({ id: achievements.achievementId });
  return rows.length > 0;
};

export const findAchievements = async (db: DbOrTx, userId: string) => {
  const rows = await db.select().from(achievements).where(eq(achievements.userId, userId)).orderBy(desc(achievements.awardedAt));
  return rows.map((r) => ({
    id: r.achievementId,
    name: ACHIEVEMENTS[r.achievementId as AchievementId]?.name ?? r.achievementId,
    type: r.type,
    awardedAt: r.awardedAt.toISOString(),
  }));
};
