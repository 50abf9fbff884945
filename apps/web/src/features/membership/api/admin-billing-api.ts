import type { TrialListItem, TrialSettings } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';

export const adminBillingKeys = {
  trialSettings: ['admin', 'billing', 'trial-settings'] as const,
  trials: (q: string, status: 'trialing' | 'all') => ['admin', 'billing', 'trials', q, status] as const,
};

export const fetchTrialSettings = () => api<TrialSettings>('/api/admin/billing/trials/settings');
export const saveTrialSettings = (body: TrialSettings) => api<TrialSettings>('/api/admin/billing/trials/settings', { method: 'PUT', body });
export const fetchTrials = (q: string, status: 'trialing' | 'all') =>
  api<{ trials: TrialListItem[] }>(`/api/admin/billing/trials?${new URLSearchParams({ q, status }).toString()}`);
