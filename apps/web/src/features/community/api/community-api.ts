import type {
  DirectoryMember,
  ModerationQueueData,
  PendingComment,
  PostAuthor,
  PostReaction,
  PostUpdateInput,
  PostView,
  QueueItem,
  ReactionId,
  ReportCreateInput,
  ThreadCreateInput,
  ThreadDetail,
  ThreadSummary,
} from '@awc/domain';

// The response types live in the domain package with the server's services that return them.
export type { DirectoryMember, ModerationQueueData, PendingComment, PostAuthor, PostReaction, PostView, QueueItem, ThreadDetail, ThreadSummary };
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQuery } from '../../../lib/paged-query.ts';

export const communityQueries = {
  me: () => queryOptions({ queryKey: ['community', 'me'], queryFn: () => api<{ isAdmin: boolean; suspended: boolean }>('/api/community/me') }),
  members: (q: string, practiceSetting: string) =>
    pagedQuery(['community', 'members', q, practiceSetting], (cursor) =>
      api<{ members: DirectoryMember[]; total: number; pageSize: number; nextCursor: string | null }>('/api/community/members', {
        query: { q, practiceSetting, cursor },
      }),
    ),
  threads: (space: string, q: string) =>
    pagedQuery(['community', 'threads', space, q], (cursor) =>
      api<{ threads: ThreadSummary[]; nextCursor: string | null }>('/api/community/threads', { query: { space, q, cursor } }),
    ),
  /** A thread and its replies, page by page (the first page holds the thread and its opening post). */
  thread: (id: string) =>
    pagedQuery(['community', 'thread', id], (cursor) => api<ThreadDetail>(`/api/community/threads/${encodeURIComponent(id)}`, { query: { cursor } })),
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
export const setFollow = (threadId: string, follow: boolean) =>
  api<{ following: boolean }>(`/api/community/threads/${enc(threadId)}/follow`, { method: follow ? 'PUT' : 'DELETE' });
export const setReaction = (postId: string, reaction: ReactionId, on: boolean) =>
  api<{ reactions: PostReaction[] }>(`/api/community/posts/${enc(postId)}/reactions/${reaction}`, { method: on ? 'PUT' : 'DELETE' });
/** Directory members whose name matches, for the @mention suggestions. */
export const suggestMembers = (q: string, signal: AbortSignal) =>
  api<{ members: DirectoryMember[] }>('/api/community/members', { query: { q }, signal }).then((r) => r.members.slice(0, 6));
export const moderateComment = (commentId: string, action: 'approve' | 'reject') =>
  api<{ status: string }>(`/api/community/moderation/comments/${enc(commentId)}/${action}`, { method: 'POST', body: {} });
