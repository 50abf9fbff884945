import { PRODUCT_NAME } from '@awc/domain';
import type { PageMeta } from '../types.ts';
import { escapeHtml } from '../lib/html.ts';

/** JSON inside <script> must not be able to close the tag or open a comment. */
export const safeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type HeadInput = PageMeta & { publicUrl: string; path: string };

/** The per-page <head> tags the server sends, so links preview and search engines index pages. */
export const renderHead = (meta: HeadInput): string => {
  const title = meta.title === PRODUCT_NAME ? PRODUCT_NAME : `${meta.title} | ${PRODUCT_NAME}`;
  const url = `${meta.publicUrl}${meta.canonicalPath ?? meta.path}`;
  const image = meta.image ? new URL(meta.image, `${meta.publicUrl}/`).toString() : `${meta.publicUrl}/og-image.png`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    meta.publishedTime ? `<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
};

export const HEAD_MARKER = '<!--app-head-->';

/** Used when the web app has not been built (server tests): the same marker, an empty root. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${HEAD_MARKER}
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * Inserts the head tags, replacing the template's default <title>. The head carries user text (a
 * post's title), so it goes in through replacer functions: a replacement string would expand
 * `$'`, `` $` `` and `$&` into copies of the page (issue 17 item 8).
 */
export const injectHead = (template: string, head: string): string => {
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>\s*/i, () => '');
  return withoutTitle.includes(HEAD_MARKER)
    ? withoutTitle.replace(HEAD_MARKER, () => head)
    : withoutTitle.replace(/<\/head>/i, () => `    ${head}\n  </head>`);
};
