/**
 * Search across the product (decision 341): blog posts, glossary terms, FAQ answers, and for
 * members the content hub, threads and replies. Any input is a query: it is cut to
 * SEARCH_QUERY_MAX characters and never refused. The query's schema is in search.schemas.ts: the
 * search button on every page shows these texts, and a module that builds a zod schema when it
 * loads would bring all of zod into the app's entry with them (issue 20).
 */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULT_LIMIT = 30;

export const SEARCH_KINDS = ['post', 'glossary', 'faq', 'content', 'thread', 'reply'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  post: 'Blog post',
  glossary: 'Glossary',
  faq: 'FAQ',
  content: 'Content Hub',
  thread: 'Discussion',
  reply: 'Reply',
};

/** A run of text; `hit` marks the words that matched the query (shown highlighted). */
export type SearchSegment = { text: string; hit: boolean };
export type SearchResult = {
  kind: SearchKind;
  title: SearchSegment[];
  snippet: SearchSegment[];
  url: string;
  membersOnly: boolean;
};
export type SearchResponse = { query: string; results: SearchResult[] };

export const SEARCH_TEXTS = {
  label: 'Search',
  button: 'Search the site',
  placeholder: 'Search articles, glossary, FAQ, discussions…',
  empty: 'No results. Try other words, or fewer of them.',
  hint: 'Use quotes for a phrase and a minus sign to leave a word out.',
  shortcut: 'Press / or Ctrl+K to search from any page.',
} as const;
