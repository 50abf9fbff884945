import type { ProfileDto } from '@awc/domain';
import type { Deps } from '../../types.ts';
import { type AuthUserLike, getOrRecoverProfile, updateProfile } from './profiles.ts';

/**
 * Points the profile at a new picture (or none) and then removes the old file. The file goes only
 * after the profile no longer names it, so a failure in between leaves an orphan file, never a
 * profile pointing at nothing.
 */
const swapAvatar = async (deps: Deps, user: AuthUserLike, avatarUrl: string | null): Promise<ProfileDto> => {
  const db = deps.database.db;
  const { profile: before } = await getOrRecoverProfile(db, user);
  const { profile } = await updateProfile(db, user, { avatarUrl });
  const oldKey = deps.storage.keyOfUrl(before.avatarUrl);
  if (oldKey) await deps.storage.delete(oldKey).catch(() => {});
  return profile;
};

/** Stores an uploaded picture (the storage checks its type and size) and makes it the avatar. */
export const replaceAvatar = async (deps: Deps, user: AuthUserLike, bytes: Uint8Array): Promise<ProfileDto> => {
  const stored = await deps.storage.putImage({ bytes, ownerId: user.id, purpose: 'avatars', maxBytes: deps.env.MAX_AVATAR_BYTES });
  return swapAvatar(deps, user, stored.url);
};

export const removeAvatar = (deps: Deps, user: AuthUserLike): Promise<ProfileDto> => swapAvatar(deps, user, null);
