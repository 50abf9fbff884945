import { type DashboardDto, profileCompletion, recommendedTools } from '@awc/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { toDto as toNotificationDto } from '../notifications/notify.ts';
import { findAchievements } from '../accounts/achievements.ts';
import { getOrRecoverProfile } from '../accounts/profiles.ts';
import { getMembership } from '../accounts/subscription.ts';
import type { SessionUser } from '../../types.ts';
import { listContent } from './content.ts';
import { listUpcoming } from './sessions.ts';

export const DASHBOARD_NOTIFICATIONS = 5;

/** The member's latest notifications, from the notifications feature's table (newest first). */
export const latestNotifications = async (db: DbOrTx, userId: string, limit = DASHBOARD_NOTIFICATIONS) => {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotificationDto);
};

/** Everything the member dashboard shows, for the signed-in user only, in one request. */
export const getDashboard = async (db: DbOrTx, user: SessionUser): Promise<DashboardDto> => {
  const [{ profile }, subscription, achievements, notifications, sessions, content] = await Promise.all([
    getOrRecoverProfile(db, user),
    getMembership(db, user.id),
    findAchievements(db, user.id),
    latestNotifications(db, user.id),
    listUpcoming(db, user.id, 3),
    listContent(db, user.id, { limit: 6 }),
  ]);
  // Unread items first, then newest: "new content" means new to this member.
  const newContent = [...content.items].sort((a, b) => Number(a.read) - Number(b.read)).slice(0, 3);
  return {
    firstName: profile.firstName,
    fullName: profile.fullName,
    membership: subscription,
    profileCompletion: profileCompletion(profile),
    achievements,
    notifications,
    upcomingSessions: sessions,
    recommendedTools: recommendedTools(profile.practiceSetting),
    newContent: newContent.map(({ body: _body, bodyHtml: _bodyHtml, ...rest }) => rest),
  };
};
