import type { NotificationDto } from '../notifications/notifications.ts';

/**
 * What the member area's API answers (dashboard, content hub, live sessions). The server's
 * services return these types and the web app reads them, so both sides change together.
 */
export type ContentItemDto = {
  id: string;
  title: string;
  summary: string;
  /** The Markdown as the admin wrote it (the admin console edits this). */
  body: string;
  /** `body` rendered and sanitized on the server; the only form the page shows (decision 346). */
  bodyHtml: string;
  kind: string;
  category: string;
  videoUrl: string | null;
  /** The only address the page puts in an iframe (rebuilt from the video id). */
  embedUrl: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  saved: boolean;
  read: boolean;
};

export type LiveSessionDto = {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  durationMinutes: number;
  joinUrl: string;
  replayUrl: string | null;
  cancelled: boolean;
  rsvpCount: number;
  going: boolean;
};

export type DashboardDto = {
  firstName: string | null;
  fullName: string | null;
  membership: { isSubscribed: boolean; status: string | null; plan: string | null; memberSince: string | null; trialEndsAt?: string | null };
  profileCompletion: { complete: boolean; missing: string[]; percent: number };
  achievements: { id: string; name: string; awardedAt: string }[];
  notifications: NotificationDto[];
  upcomingSessions: LiveSessionDto[];
  recommendedTools: { path: string; title: string; description: string }[];
  newContent: Omit<ContentItemDto, 'body' | 'bodyHtml'>[];
};

/** One hub item as a step of a learning path (what the path page lists). */
export type LearningPathStepDto = Pick<ContentItemDto, 'id' | 'title' | 'summary' | 'kind' | 'category' | 'read'>;

/** A learning path with this member's progress (items read, in path order). */
export type LearningPathSummaryDto = {
  id: string;
  title: string;
  summary: string;
  published: boolean;
  done: number;
  total: number;
  percent: number;
  /** The first unread item in path order; null when every item is read. */
  nextItemId: string | null;
};

export type LearningPathDto = LearningPathSummaryDto & {
  modules: { title: string; items: LearningPathStepDto[] }[];
};

/** The admin console's figures (`GET /api/admin/figures`): counts now and sign-ups by month. */
export type AdminFiguresDto = {
  users: number;
  activeMembers: number;
  activeByPlan: { plan: string; count: number }[];
  admins: number;
  newsletterSubscribers: number;
  /** The last months, oldest first, a month with no sign-up included as zero. */
  signupsByMonth: { month: string; signups: number }[];
};

/** One account in the admin console's user list, with its membership (if it ever had one). */
export type AdminUserDto = {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  membership: { plan: string | null; status: string; active: boolean; memberSince: string | null } | null;
  isAdmin: boolean;
  /** Two-factor sign-in is on (an admin can reset it for a member who lost their factor). */
  twoFactorEnabled: boolean;
};

/** A page of the user list (`GET /api/admin/users`); `total` counts every match, not the page. */
export type AdminUsersPageDto = { total: number; pageSize: number; nextCursor: string | null; users: AdminUserDto[] };

/** One row of the audit log as the admin console lists it (`GET /api/admin/audit`). */
export type AuditEntryDto = { id: string; actorEmail: string | null; action: string; target: string | null; details: unknown; createdAt: string };
