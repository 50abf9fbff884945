import type { SuggestionCreateInput, SuggestionDto, SuggestionStatus } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';
import { pagedQuery } from '../../../lib/paged-query.ts';

export type Suggestion = SuggestionDto;

export const suggestionQueries = {
  list: (status: string, category: string, sort: 'top' | 'new') =>
    pagedQuery(['suggestions', status, category, sort], (cursor) =>
      api<{ suggestions: Suggestion[]; nextCursor: string | null }>('/api/suggestions', { query: { status, category, sort, cursor } }),
    ),
};

export const createSuggestion = (input: SuggestionCreateInput) => api<{ id: string }>('/api/suggestions', { method: 'POST', body: input });
export const setVote = (id: string, vote: boolean) =>
  api<{ voteCount: number; votedByMe: boolean }>(`/api/suggestions/${encodeURIComponent(id)}/vote`, { method: vote ? 'PUT' : 'DELETE' });
export const setStatus = (id: string, status: SuggestionStatus) =>
  api<{ status: SuggestionStatus; changed: boolean }>(`/api/suggestions/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });
