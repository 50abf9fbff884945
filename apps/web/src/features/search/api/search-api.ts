import type { SearchResponse } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';

export const searchProduct = (q: string, signal?: AbortSignal) => api<SearchResponse>('/api/search', { query: { q }, ...(signal ? { signal } : {}) });
