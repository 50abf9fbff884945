import type { AccountSessionDto, AchievementDto, EmailPreferences, ProfileDto, ProfileUpdateInput } from '@awc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SessionListItem = AccountSessionDto;
export type Achievement = AchievementDto;

export const accountQueries = {
  sessions: () => queryOptions({ queryKey: ['account', 'sessions'], queryFn: () => api<{ sessions: SessionListItem[] }>('/api/account/sessions') }),
  achievements: () =>
    queryOptions({ queryKey: ['account', 'achievements'], queryFn: () => api<{ achievements: Achievement[] }>('/api/achievements') }),
};

export const updateProfile = (input: ProfileUpdateInput) =>
  api<{ profile: ProfileDto; success: true; newAchievement: boolean; achievementName: string | null }>('/api/profile', {
    method: 'PATCH',
    body: input,
  });

export const uploadAvatar = (file: File) => {
  const formData = new FormData();
  formData.set('file', file);
  return api<{ profile: ProfileDto }>('/api/profile/avatar', { method: 'POST', formData });
};

export const removeAvatar = () => api<{ profile: ProfileDto }>('/api/profile/avatar', { method: 'DELETE' });
export const revokeSession = (id: string) => api<{ success: true }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const revokeOtherSessions = () => api<{ revoked: number }>('/api/account/sessions/revoke-others', { method: 'POST', body: {} });
export const deleteAccount = (input: { confirmEmail: string; password?: string }) =>
  api<{ success: true }>('/api/account/delete', { method: 'POST', body: input });

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: ['account', 'email-preferences'],
    queryFn: () => api<{ preferences: EmailPreferences }>('/api/email/preferences'),
  });
export const saveEmailPreferences = (preferences: EmailPreferences) =>
  api<{ preferences: EmailPreferences }>('/api/email/preferences', { method: 'PUT', body: preferences });
