import type { FaqGroupDto, GlossaryTermSummary, GlossaryTermView } from '@awc/domain';
import { type FaqFile, type GlossaryTerm, loadFaq, loadGlossary } from '../../content/content-files.ts';
import { type LinkableTerm, renderMarkdown } from '../blog/markdown.ts';

/**
 * The glossary and the FAQ are served from the content files (decision 142): they change with
 * releases, are reviewed like code, and have no editor, so a table would only copy them. Loaded
 * once per process and validated by the same schemas as the content test.
 */
let glossaryCache: { terms: GlossaryTerm[]; bySlug: Map<string, GlossaryTerm> } | null = null;
let faqCache: FaqFile | null = null;

const glossary = () => {
  if (!glossaryCache) {
    const terms = [...loadGlossary()].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
    glossaryCache = { terms, bySlug: new Map(terms.map((t) => [t.slug, t])) };
  }
  return glossaryCache;
};

/** Index letter: A–Z, with terms starting with a digit (401(k), 529 plan) under "#". */
export const letterOf = (term: string): string => {
  const c = term.trim().charAt(0).toUpperCase();
  return c >= 'A' && c <= 'Z' ? c : '#';
};

const summary = (t: GlossaryTerm): GlossaryTermSummary => ({
  slug: t.slug,
  term: t.term,
  short: t.short,
  letter: letterOf(t.term),
  aliases: t.aliases ?? [],
});

export const listGlossaryTerms = (): GlossaryTermSummary[] => glossary().terms.map(summary);

export const getGlossaryTerm = (slug: string): GlossaryTermView | null => {
  const { bySlug } = glossary();
  const term = bySlug.get(slug);
  if (!term) return null;
  // A definition links the other terms it mentions, but never itself.
  const { html } = renderMarkdown(term.body, { terms: linkableGlossaryTerms().filter((t) => t.href !== `/glossary/${slug}`) });
  return {
    ...summary(term),
    html,
    related: term.related.flatMap((s) => {
      const r = bySlug.get(s);
      return r ? [summary(r)] : [];
    }),
    sources: term.sources ?? [],
  };
};

/** Every term and alias, for linking terms where they appear in posts. */
export const linkableGlossaryTerms = (): LinkableTerm[] =>
  glossary().terms.map((t) => ({ phrases: [t.term, ...(t.aliases ?? [])], href: `/glossary/${t.slug}` }));

export const getFaq = (): FaqFile => {
  faqCache ??= loadFaq();
  return faqCache;
};

/** The FAQ as the page shows it: each answer's Markdown (links to pages and terms) rendered and sanitized like a post's. */
export const faqForReaders = (): FaqGroupDto[] =>
  getFaq().groups.map((g) => ({ ...g, questions: g.questions.map((q) => ({ ...q, html: renderMarkdown(q.answer).html })) }));

/** schema.org FAQPage for the /faq page's head (answers as plain text). */
export const faqStructuredData = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: getFaq().groups.flatMap((g) =>
    g.questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/[*_`]/g, '') },
    })),
  ),
});
