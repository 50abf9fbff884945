import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { communitySuspensions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../accounts/roles.ts';
import { COMMUNITY_MESSAGES } from '@awc/domain';

/** Who is looking: admins see hidden posts and act on them; members never do. */
export type Viewer = { id: string; email: string; isAdmin: boolean };

export const viewerOf = async (db: DbOrTx, user: { id: string; email: string }): Promise<Viewer> => ({
  id: user.id,
  email: user.email,
  isAdmin: await isAdmin(db, user.id),
});

export const isSuspended = async (db: DbOrTx, userId: string): Promise<boolean> =>
  (await db.select({ id: communitySuspensions.userId }).from(communitySuspensions).where(eq(communitySuspensions.userId, userId)).limit(1)).length >
  0;

/** Suspended members may read but not post, reply or edit (403 with the reason shown to them). */
export const assertMayPost = async (db: DbOrTx, userId: string) => {
  if (await isSuspended(db, userId)) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.suspended);
};
