import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './search.ts';

/** Any input is a query: cut to SEARCH_QUERY_MAX characters, never refused (decision 341). */
export const SearchQuerySchema = z.object({
  q: z
    .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().catch(''))
    .optional()
    .default('')
    .transform((q) => q.slice(0, SEARCH_QUERY_MAX).trim()),
});
