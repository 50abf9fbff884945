import type { ReactionId } from './community.ts';

/**
 * What the community API answers. The server's services return these types and the web app reads
 * them, so a field added on one side is a type error on the other until both agree.
 */
export type DirectoryMember = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  headline: string | null;
  practiceSetting: string | null;
  memberSince: string;
};

export type PostAuthor = { id: string; name: string; avatarUrl: string | null };
export type PostReaction = { id: ReactionId; count: number; mine: boolean };

export type PostView = {
  id: string;
  author: PostAuthor;
  /** Rendered from the author's Markdown and sanitized by the server. */
  bodyHtml: string;
  /** The author's Markdown, only on the viewer's own posts (for the edit form). */
  body: string | null;
  isOpening: boolean;
  isOwn: boolean;
  hidden: boolean;
  reportedByMe: boolean;
  createdAt: string;
  editedAt: string | null;
  /** Until when the author may still edit it (null for others' posts). */
  editableUntil: string | null;
  reactions: PostReaction[];
};

export type ThreadSummary = {
  id: string;
  spaceId: string;
  spaceName: string;
  title: string;
  excerpt: string;
  author: PostAuthor;
  replyCount: number;
  createdAt: string;
  lastActivityAt: string;
  hidden: boolean;
};

export type ThreadDetail = {
  thread: { id: string; spaceId: string; spaceName: string; title: string; createdAt: string; hidden: boolean; following: boolean };
  posts: PostView[];
  nextCursor: string | null;
};

export type QueueReport = { id: string; reason: string; reasonLabel: string; details: string; reporterName: string; createdAt: string };

export type QueueItem = {
  postId: string;
  threadId: string;
  threadTitle: string;
  spaceName: string;
  isOpening: boolean;
  excerpt: string;
  bodyHtml: string;
  author: { id: string; name: string; suspended: boolean };
  hidden: boolean;
  hiddenAt: string | null;
  createdAt: string;
  reports: QueueReport[];
};

/** A blog comment waiting for a moderator (decision 345). */
export type PendingComment = {
  id: string;
  postTitle: string;
  postSlug: string;
  isReply: boolean;
  author: { id: string; name: string };
  bodyHtml: string;
  createdAt: string;
};

export type ModerationQueueData = {
  reported: QueueItem[];
  hidden: QueueItem[];
  suspended: { userId: string; name: string; reason: string; since: string }[];
  pendingComments: PendingComment[];
};

/** One topic suggestion as the suggestion board lists it (`GET /api/suggestions`). */
export type SuggestionDto = {
  id: string;
  title: string;
  details: string;
  category: string;
  status: string;
  voteCount: number;
  votedByMe: boolean;
  isOwn: boolean;
  authorName: string;
  createdAt: string;
};
