import type { FaqGroupDto, GlossaryTermSummary, GlossaryTermView } from '@awc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const glossaryQueries = {
  all: () => queryOptions({ queryKey: ['glossary'], queryFn: () => api<{ terms: GlossaryTermSummary[] }>('/api/glossary'), staleTime: 5 * 60_000 }),
  term: (slug: string) =>
    queryOptions({
      queryKey: ['glossary', slug],
      queryFn: () => api<{ term: GlossaryTermView }>(`/api/glossary/${encodeURIComponent(slug)}`),
      staleTime: 5 * 60_000,
    }),
  faq: () => queryOptions({ queryKey: ['faq'], queryFn: () => api<{ groups: FaqGroupDto[] }>('/api/faq'), staleTime: 5 * 60_000 }),
};

/** Search over term, aliases and the one-line definition; every word must match. */
export const filterTerms = (terms: GlossaryTermSummary[], query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return terms;
  return terms.filter((t) => {
    const hay = [t.term, ...t.aliases, t.short].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
};
