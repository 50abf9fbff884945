import type { PostUpdateInput, ReportCreateInput, ThreadCreateInput } from '@awc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type DirectoryMember = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  headline: string | null;
  practiceSetting: string | null;
  memberSince: string;
};
export type PostAuthor = { id: string; name: string; avatarUrl: string | null };
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
export type PostView = {
  id: string;
  author: PostAuthor;
  /** Rendered and sanitized by the server. */
  bodyHtml: string;
  body: string | null;
  isOpening: boolean;
  isOwn: boolean;
  hidden: boolean;
  reportedByMe: boolean;
  createdAt: string;
  editedAt: string | null;
};
export type ThreadDetail = {
  thread: { id: string; spaceId: string; spaceName: string; title: string; createdAt: string; hidden: boolean };
  posts: PostView[];
};
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
  reports: { id: string; reason: string; reasonLabel: string; details: string; reporterName: string; createdAt: string }[];
};
export type ModerationQueueData = {
  reported: QueueItem[];
  hidden: QueueItem[];
  suspended: { userId: string; name: string; reason: string; since: string }[];
};

export const communityQueries = {
  me: () => queryOptions({ queryKey: ['community', 'me'], queryFn: () => api<{ isAdmin: boolean; suspended: boolean }>('/api/community/me') }),
  members: (q: string, practiceSetting: string, page: number) =>
    queryOptions({
      queryKey: ['community', 'members', q, practiceSetting, page],
      queryFn: () =>
        api<{ members: DirectoryMember[]; total: number; page: number; pageSize: number }>('/api/community/members', {
          query: { q, practiceSetting, page: String(page) },
        }),
    }),
  threads: (space: string, q: string) =>
    queryOptions({
      queryKey: ['community', 'threads', space, q],
      queryFn: () => api<{ threads: ThreadSummary[] }>('/api/community/threads', { query: { space, q } }),
    }),
  thread: (id: string) =>
    queryOptions({ queryKey: ['community', 'thread', id], queryFn: () => api<ThreadDetail>(`/api/community/threads/${encodeURIComponent(id)}`) }),
  moderation: () => queryOptions({ queryKey: ['community', 'moderation'], queryFn: () => api<ModerationQueueData>('/api/community/moderation') }),
};

const enc = encodeURIComponent;
export const createThread = (input: ThreadCreateInput) => api<{ id: string }>('/api/community/threads', { method: 'POST', body: input });
export const replyToThread = (threadId: string, body: string) =>
  api<{ id: string }>(`/api/community/threads/${enc(threadId)}/replies`, { method: 'POST', body: { body } });
export const updatePost = (postId: string, input: PostUpdateInput) =>
  api<{ id: string }>(`/api/community/posts/${enc(postId)}`, { method: 'PATCH', body: input });
export const deletePost = (postId: string) =>
  api<{ threadDeleted: boolean; threadId: string }>(`/api/community/posts/${enc(postId)}`, { method: 'DELETE' });
export const reportPost = (postId: string, input: ReportCreateInput) =>
  api<{ id: string }>(`/api/community/posts/${enc(postId)}/report`, { method: 'POST', body: input });
export const moderatePost = (postId: string, action: 'hide' | 'restore' | 'dismiss') =>
  api<{ success: true }>(`/api/community/moderation/posts/${enc(postId)}/${action}`, { method: 'POST', body: {} });
export const suspendMember = (userId: string, reason: string) =>
  api<{ success: true }>(`/api/community/moderation/members/${enc(userId)}/suspend`, { method: 'POST', body: { reason } });
export const liftSuspension = (userId: string) =>
  api<{ success: true }>(`/api/community/moderation/members/${enc(userId)}/suspend`, { method: 'DELETE' });
