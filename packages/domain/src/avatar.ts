/** Who an avatar shows when there is no picture: initials from the names, else from the email (spec §3). */
export type AvatarPerson = {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
};

const first = (s: string | null | undefined): string => (s ?? '').trim().charAt(0).toUpperCase();

/**
 * first + last initial; else the first and last word of the full name; else the first-name
 * initial; else the email's initial; else 'U'.
 */
export const avatarInitials = (p: AvatarPerson): string => {
  const f = first(p.firstName);
  const l = first(p.lastName);
  if (f && l) return f + l;
  const words = (p.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return first(words[0]) + first(words[words.length - 1]);
  if (f) return f;
  const e = first(p.email);
  if (e) return e;
  return 'U';
};

/** The profile's own picture, else the sign-in provider's `picture`, else its `avatar_url`. */
export const avatarSource = (s: {
  profileAvatarUrl?: string | null;
  metadataPicture?: string | null;
  metadataAvatarUrl?: string | null;
}): string | null => s.profileAvatarUrl || s.metadataPicture || s.metadataAvatarUrl || null;
