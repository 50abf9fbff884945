import type {
  AdminFiguresDto,
  AdminUserDto,
  AdminUsersPageDto,
  AuditEntryDto,
  ContentItemDto,
  ContentItemInput,
  DashboardDto,
  LearningPathDto,
  LearningPathInput,
  LearningPathSummaryDto,
  LiveSessionDto,
  LiveSessionInput,
} from '@awc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQuery } from '../../../lib/paged-query.ts';

// The response types live in the domain package with the server's services that return them.
export type ContentItem = ContentItemDto;
export type LiveSession = LiveSessionDto;
export type Dashboard = DashboardDto;
export type LearningPath = LearningPathDto;
export type LearningPathSummary = LearningPathSummaryDto;
export type AdminUser = AdminUserDto;

export type ContentFilter = { q?: string; category?: string; kind?: string; saved?: boolean };

export const memberAreaQueries = {
  dashboard: () => queryOptions({ queryKey: ['member-area', 'dashboard'], queryFn: () => api<Dashboard>('/api/dashboard') }),
  content: (f: ContentFilter) =>
    pagedQuery(['member-area', 'content', f], (cursor) =>
      api<{ items: ContentItem[]; nextCursor: string | null }>('/api/content', { query: { ...f, saved: f.saved ? 'true' : undefined, cursor } }),
    ),
  item: (id: string) =>
    queryOptions({
      queryKey: ['member-area', 'content-item', id],
      queryFn: () => api<{ item: ContentItem }>(`/api/content/${encodeURIComponent(id)}`),
    }),
  // Under 'member-area', so marking an item read refreshes every path's progress.
  learningPaths: () =>
    queryOptions({ queryKey: ['member-area', 'learning-paths'], queryFn: () => api<{ paths: LearningPathSummary[] }>('/api/learning-paths') }),
  learningPath: (id: string) =>
    queryOptions({
      queryKey: ['member-area', 'learning-path', id],
      queryFn: () => api<{ path: LearningPath }>(`/api/learning-paths/${encodeURIComponent(id)}`),
    }),
  sessions: () =>
    queryOptions({ queryKey: ['member-area', 'sessions'], queryFn: () => api<{ upcoming: LiveSession[]; replays: LiveSession[] }>('/api/sessions') }),
};

export const setContentProgress = (id: string, change: { saved?: boolean; read?: boolean }) =>
  api<{ item: ContentItem }>(`/api/content/${encodeURIComponent(id)}/progress`, { method: 'PUT', body: change });
export const setRsvp = (id: string, going: boolean) =>
  api<{ session: LiveSession }>(`/api/sessions/${encodeURIComponent(id)}/rsvp`, { method: 'PUT', body: { going } });
export const icsUrl = (id: string) => `/api/sessions/${encodeURIComponent(id)}/ics`;

// ---- admin ----

export const adminQueries = {
  figures: () => queryOptions({ queryKey: ['admin', 'figures'], queryFn: () => api<AdminFiguresDto>('/api/admin/figures') }),
  users: (q: string) => pagedQuery(['admin', 'users', q], (cursor) => api<AdminUsersPageDto>('/api/admin/users', { query: { q, cursor } })),
  audit: () =>
    pagedQuery(['admin', 'audit'], (cursor) =>
      api<{ entries: AuditEntryDto[]; nextCursor: string | null }>('/api/admin/audit', { query: { cursor } }),
    ),
  content: () =>
    pagedQuery(['admin', 'content'], (cursor) =>
      api<{ items: ContentItem[]; nextCursor: string | null }>('/api/admin/content', { query: { cursor } }),
    ),
  learningPaths: () =>
    queryOptions({ queryKey: ['admin', 'learning-paths'], queryFn: () => api<{ paths: LearningPath[] }>('/api/admin/learning-paths') }),
  sessions: () => queryOptions({ queryKey: ['admin', 'sessions'], queryFn: () => api<{ sessions: LiveSession[] }>('/api/admin/sessions') }),
};

export const saveLearningPath = (id: string | null, input: LearningPathInput) =>
  id
    ? api<{ path: LearningPath }>(`/api/admin/learning-paths/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<{ path: LearningPath }>('/api/admin/learning-paths', { method: 'POST', body: input });
export const deleteLearningPath = (id: string) => api<{ success: true }>(`/api/admin/learning-paths/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A member who lost their second factor (decision 424); audited and emailed to them by the server. */
export const resetUserTwoFactor = (id: string) =>
  api<{ success: true }>(`/api/admin/users/${encodeURIComponent(id)}/two-factor/reset`, { method: 'POST', body: {} });
export const setUserAdmin = (id: string, admin: boolean) =>
  api<{ id: string; isAdmin: boolean }>(`/api/admin/users/${encodeURIComponent(id)}/admin`, { method: 'PUT', body: { admin } });
export const sendAdminNotification = (input: { userId?: string; audience?: 'members' | 'all'; title: string; message: string; linkUrl?: string }) =>
  api<unknown>('/api/admin/notifications', { method: 'POST', body: input });
export const saveContent = (id: string | null, input: ContentItemInput) =>
  id
    ? api<{ item: ContentItem }>(`/api/admin/content/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<{ item: ContentItem }>('/api/admin/content', { method: 'POST', body: input });
export const deleteContent = (id: string) => api<{ success: true }>(`/api/admin/content/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const saveSession = (id: string | null, input: LiveSessionInput) =>
  id
    ? api<{ session: LiveSession }>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<{ session: LiveSession }>('/api/admin/sessions', { method: 'POST', body: input });
export const cancelSession = (id: string) => api<{ success: true }>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
