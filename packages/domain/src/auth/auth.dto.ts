import type { DirectoryVisibility } from './auth.constants.ts';

/**
 * A member's profile as the API answers it (`GET /api/me`, `PATCH /api/profile`, the avatar
 * routes). The server's profile service returns it and the web app reads it, so a field added on
 * one side is a type error on the other until both agree.
 */
export type ProfileDto = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  directoryVisibility: DirectoryVisibility;
  headline: string | null;
  role: string;
  avatarUrl: string | null;
  /** After the fallback chain: the profile picture, else the sign-in provider's picture. */
  displayAvatarUrl: string | null;
  practiceSetting: string | null;
  practiceArea: string | null;
  barAdmissionYear: number | null;
  memberSince: string | null;
  isComplete: boolean;
  updatedAt: string;
};

/** One of the account's signed-in sessions (`GET /api/account/sessions`); tokens never leave the server. */
export type AccountSessionDto = {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  remember: boolean;
  /** The session this request came with. */
  current: boolean;
};

/** An achievement the member has earned (`GET /api/achievements`), newest first. */
export type AchievementDto = { id: string; name: string; type: string; awardedAt: string };
