import { MENTION_PATTERN } from '@awc/domain';
import { Marked } from 'marked';
import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * Member-written Markdown → safe HTML. marked renders (raw HTML in the source is escaped, not
 * passed through), then sanitize-html keeps an allow-list of tags and attributes: no images (no
 * tracking pixels), no inline styles, no event handlers, links only to http(s) and mailto, every
 * link marked nofollow/ugc and opened without an opener.
 */
const marked = new Marked({ gfm: true, breaks: true, async: false });
marked.use({
  renderer: {
    // Raw HTML blocks and inline tags are shown as text, never interpreted.
    html: ({ text }) => escapeHtml(text),
  },
});

/** Loaded with the first rendering, not with the server (decision 289). */
const sanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');

const SANITIZE: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings inside a post must not compete with the page's outline: h1/h2 become h3.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    // What sanitizeHtml.simpleTransform('a', {...}) builds, written out so the options need no module.
    a: (_tagName, attribs) => ({ tagName: 'a', attribs: { ...attribs, rel: 'nofollow ugc noopener noreferrer', target: '_blank' } }),
  },
};

export const renderMarkdown = (markdown: string): string => sanitizeHtml()(marked.parse(markdown) as string, SANITIZE).trim();

const escapeMarkdown = (s: string) => s.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (c) => `\\${c}`);

/**
 * A post's Markdown with its mentions resolved, then rendered: a mention of a member listed in the
 * directory becomes "@Name" in bold (the name as the directory shows it now); any other mention
 * token is shown as the plain text the author typed, so it reveals nothing about who exists.
 */
export const renderPost = (markdown: string, listed: Map<string, string>): string =>
  renderMarkdown(
    markdown.replace(MENTION_PATTERN, (_token, typed: string, id: string) => {
      const name = listed.get(id);
      return name ? `**@${escapeMarkdown(name)}**` : `@${escapeMarkdown(typed)}`;
    }),
  );
