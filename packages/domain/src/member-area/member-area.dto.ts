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
  membership: { isSubscribed: boolean; status: string | null; plan: string | null; memberSince: string | null };
  profileCompletion: { complete: boolean; missing: string[]; percent: number };
  achievements: { id: string; name: string; awardedAt: string }[];
  notifications: NotificationDto[];
  upcomingSessions: LiveSessionDto[];
  recommendedTools: { path: string; title: string; description: string }[];
  newContent: Omit<ContentItemDto, 'body' | 'bodyHtml'>[];
};
