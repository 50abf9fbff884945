import type { NewsletterIssueDto, NewsletterIssueInput } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';

const base = '/api/admin/newsletter';
export const newsletterAdmin = {
  list: () => api<{ issues: NewsletterIssueDto[] }>(`${base}/issues`),
  create: (input: NewsletterIssueInput) => api<{ issue: NewsletterIssueDto }>(`${base}/issues`, { method: 'POST', body: input }),
  update: (id: string, input: NewsletterIssueInput) => api<{ issue: NewsletterIssueDto }>(`${base}/issues/${id}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<{ success: true }>(`${base}/issues/${id}`, { method: 'DELETE' }),
  preview: (body: string) => api<{ html: string }>(`${base}/preview`, { method: 'POST', body: { body } }),
  test: (id: string) => api<{ to: string }>(`${base}/issues/${id}/test`, { method: 'POST', body: {} }),
  send: (id: string) => api<{ issue: NewsletterIssueDto }>(`${base}/issues/${id}/send`, { method: 'POST', body: {} }),
  schedule: (id: string, scheduledAt: string) =>
    api<{ issue: NewsletterIssueDto }>(`${base}/issues/${id}/schedule`, { method: 'POST', body: { scheduledAt } }),
  unschedule: (id: string) => api<{ issue: NewsletterIssueDto }>(`${base}/issues/${id}/schedule`, { method: 'DELETE' }),
};
