import {
  ACHIEVEMENTS,
  avatarSource,
  type DirectoryVisibility,
  isProfileComplete,
  namesFromProvider,
  type ProfileDto,
  type ProfileUpdateInput,
} from '@awc/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, subscribers, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Deps } from '../../types.ts';
import { awardAchievement } from './achievements.ts';

export type AuthUserLike = { id: string; email: string; name: string; image?: string | null; firstName?: string | null; lastName?: string | null };

/** Names for a new profile: the sign-up metadata, else the provider's name split at the first space. */
const namesFor = (user: AuthUserLike) =>
  user.firstName || user.lastName ? { firstName: user.firstName ?? null, lastName: user.lastName ?? null } : namesFromProvider({ name: user.name });

/** Creates the profile of a new user (idempotent: a second call changes nothing). */
export const ensureProfile = async (db: DbOrTx, user: AuthUserLike): Promise<boolean> => {
  const names = namesFor(user);
  const rows = await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, firstName: names.firstName || null, lastName: names.lastName || null })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return rows.length > 0;
};

const toView = (row: typeof profiles.$inferSelect, memberSince: Date | null, providerImage: string | null): ProfileDto => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: row.fullName,
  // The column is plain text, written only through the update schema's enum.
  directoryVisibility: row.directoryVisibility as DirectoryVisibility,
  headline: row.headline,
  role: row.role,
  avatarUrl: row.avatarUrl,
  displayAvatarUrl: avatarSource({ profileAvatarUrl: row.avatarUrl, metadataPicture: providerImage }),
  practiceSetting: row.practiceSetting,
  practiceArea: row.practiceArea,
  barAdmissionYear: row.barAdmissionYear,
  memberSince: memberSince?.toISOString() ?? null,
  isComplete: isProfileComplete(row),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The signed-in user's profile, rebuilt from the auth user if it is missing (spec §4: a missing
 * profile triggers recovery). One query joins the membership start and the provider picture.
 */
export const getOrRecoverProfile = async (db: DbOrTx, user: AuthUserLike): Promise<{ profile: ProfileDto; recovered: boolean }> => {
  const load = () =>
    db
      .select({ profile: profiles, memberSince: subscribers.createdAt, image: users.image })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .leftJoin(subscribers, eq(subscribers.userId, profiles.id))
      .where(eq(profiles.id, user.id))
      .limit(1);
  let [row] = await load();
  let recovered = false;
  if (!row) {
    recovered = await ensureProfile(db, user);
    [row] = await load();
  }
  if (!row) throw new AppError('INTERNAL', undefined, { internal: `profile for ${user.id} could not be created` });
  return { profile: toView(row.profile, row.memberSince, row.image), recovered };
};

export type ProfileUpdateResult = { profile: ProfileDto; newAchievement: boolean; achievementName: string | null };

/**
 * Upsert of the user's own profile with the allowed fields only (the schema already dropped the
 * rest; this never writes id, email, role or full_name). Reaching completeness awards
 * 'profile_completed' once.
 */
export const updateProfile = async (
  db: DbOrTx,
  user: AuthUserLike,
  input: ProfileUpdateInput & { avatarUrl?: string | null },
): Promise<ProfileUpdateResult> => {
  await ensureProfile(db, user);
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.firstName !== undefined) set.firstName = input.firstName;
  if (input.lastName !== undefined) set.lastName = input.lastName;
  if (input.headline !== undefined) set.headline = input.headline;
  if (input.directoryVisibility !== undefined) set.directoryVisibility = input.directoryVisibility;
  if (input.practiceSetting !== undefined) set.practiceSetting = input.practiceSetting;
  if (input.practiceArea !== undefined) set.practiceArea = input.practiceArea;
  if (input.barAdmissionYear !== undefined) set.barAdmissionYear = input.barAdmissionYear;
  if (input.avatarUrl !== undefined) set.avatarUrl = input.avatarUrl;
  if (Object.keys(set).length) {
    await db
      .update(profiles)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(profiles.id, user.id));
    if (set.firstName !== undefined || set.lastName !== undefined) {
      // Keep the auth user's metadata in step, so a recovery rebuilds the current names.
      const [p] = await db.select({ f: profiles.firstName, l: profiles.lastName }).from(profiles).where(eq(profiles.id, user.id));
      await db
        .update(users)
        .set({ firstName: p?.f ?? null, lastName: p?.l ?? null, name: [p?.f, p?.l].filter(Boolean).join(' ') || user.name, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    }
  }
  const { profile } = await getOrRecoverProfile(db, user);
  const newAchievement = profile.isComplete ? await awardAchievement(db, user.id, 'profile_completed') : false;
  return { profile, newAchievement, achievementName: newAchievement ? ACHIEVEMENTS.profile_completed.name : null };
};

/**
 * The member's own profile edit: the update, then the achievement hooks (the celebration
 * notification) when it completed the profile for the first time.
 */
export const saveProfile = async (deps: Deps, user: AuthUserLike, input: ProfileUpdateInput): Promise<ProfileUpdateResult> => {
  const result = await updateProfile(deps.database.db, user, input);
  if (result.newAchievement) {
    for (const hook of deps.hooks.afterAchievement)
      await hook({ userId: user.id, achievementId: 'profile_completed', name: result.achievementName ?? '' });
  }
  return result;
};
