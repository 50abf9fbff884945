import { slugify } from '@awc/domain';
import { Marked, Renderer, type Tokens } from 'marked';
import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { escapeHtml } from '../../lib/html.ts';

export type Heading = { id: string; text: string; level: number };
/** A term to link where it first appears in prose: the phrases that count as it, and its page. */
export type LinkableTerm = { phrases: string[]; href: string };

/** Loaded with the first rendering, not with the server (decision 289). */
const sanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The only HTML a rendered post may contain. Everything else (script, style, iframes, event
 * handlers, javascript: and data: URLs) is removed, whatever the author typed: Markdown allows raw
 * HTML, so the sanitizer, not the Markdown parser, is the security boundary.
 */
const SANITIZE: SanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'sup',
    'sub',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'class', 'aria-label', 'rel', 'target'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    img: ['src', 'alt', 'title', 'loading'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    span: ['class', 'aria-hidden'],
  },
  allowedClasses: { a: ['heading-anchor', 'glossary-link'], code: ['language-*'], span: ['heading-anchor-mark'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Images only from https or our own uploads: a relative "x" would make every reader's browser request it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/files\/)/.test(frame.attribs.src ?? ''),
  transformTags: {
    // An <h1> typed in the body becomes an <h2>: the page owns its one <h1>.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

export const sanitizePostHtml = (html: string): string => sanitizeHtml()(html, SANITIZE);

/**
 * Markdown → sanitized HTML. Headings get ids and a self-link; each glossary term is linked where it
 * first appears in prose (never inside a heading, a link or code).
 */
export const renderMarkdown = (markdown: string, options: { terms?: LinkableTerm[] } = {}): { html: string; headings: Heading[] } => {
  const headings: Heading[] = [];
  const usedIds = new Map<string, number>();
  let suppress = 0;
  const linker = termLinker(options.terms ?? []);
  const base = new Renderer();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: Renderer, token: Tokens.Heading) {
        suppress++;
        const inner = this.parser.parseInline(token.tokens);
        suppress--;
        const text = sanitizeHtml()(inner, { allowedTags: [], allowedAttributes: {} }).replace(/&amp;/g, '&').trim();
        const level = Math.max(2, Math.min(6, token.depth));
        const root = slugify(text) || 'section';
        const n = usedIds.get(root) ?? 0;
        usedIds.set(root, n + 1);
        const id = n ? `${root}-${n + 1}` : root;
        headings.push({ id, text, level });
        return `<h${level} id="${id}">${inner} <a class="heading-anchor" href="#${id}" aria-label="Link to this section: ${escapeHtml(text)}"><span class="heading-anchor-mark" aria-hidden="true">#</span></a></h${level}>\n`;
      },
      link(this: Renderer, token: Tokens.Link) {
        suppress++;
        const html = base.link.call(this, token);
        suppress--;
        return html;
      },
      text(this: Renderer, token: Tokens.Text | Tokens.Escape) {
        const html = base.text.call(this, token);
        if (suppress || ('tokens' in token && token.tokens) || token.type === 'escape') return html;
        return linker(html);
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  return { html: sanitizePostHtml(raw), headings };
};

/** Links the first occurrence of each term in escaped text. Acronyms match case-sensitively. */
const termLinker = (terms: LinkableTerm[]) => {
  if (!terms.length) return (html: string) => html;
  const byPhrase = new Map<string, LinkableTerm>();
  const parts: string[] = [];
  for (const term of terms)
    for (const phrase of term.phrases) {
      if (phrase.length < 2) continue;
      const key = isAcronym(phrase) ? phrase : phrase.toLowerCase();
      if (byPhrase.has(key)) continue;
      byPhrase.set(key, term);
      parts.push(escapeRegExp(escapeHtml(phrase)));
    }
  // Longest first, so "Backdoor Roth IRA" wins over "Roth IRA".
  parts.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\w&;/-])(${parts.join('|')})(?![\\w-])`, 'gi');
  const linked = new Set<string>();
  return (html: string) =>
    html.replace(pattern, (match) => {
      // Acronyms are keyed as written, so "rap" in prose never links RAP.
      const term = byPhrase.get(match) ?? (isAcronym(match) ? undefined : byPhrase.get(match.toLowerCase()));
      if (!term || linked.has(term.href)) return match;
      linked.add(term.href);
      return `<a class="glossary-link" href="${term.href}">${match}</a>`;
    });
};

const isAcronym = (s: string) => s === s.toUpperCase() && /[A-Z]/.test(s);
