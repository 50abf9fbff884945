/**
 * The glossary and the FAQ as the API answers them (`GET /api/glossary`, `/api/glossary/:slug`,
 * `/api/faq`). The server's glossary service returns these types and the web app reads them, so
 * both sides change together.
 */

/** One term in the index: `letter` is A–Z, or "#" for a term that starts with a digit. */
export type GlossaryTermSummary = { slug: string; term: string; short: string; letter: string; aliases: string[] };

/** A term's own page: the definition rendered and sanitized on the server, related terms, sources. */
export type GlossaryTermView = GlossaryTermSummary & {
  html: string;
  related: GlossaryTermSummary[];
  sources: { label: string; url: string }[];
};

/** One group of the FAQ; each answer comes as written (Markdown) and rendered (`html`). */
export type FaqGroupDto = { id: string; title: string; questions: { id: string; question: string; answer: string; html: string }[] };
