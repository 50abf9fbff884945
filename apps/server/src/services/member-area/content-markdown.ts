import { renderMarkdown } from '../blog/markdown.ts';

/**
 * A hub item's Markdown body → safe HTML, through the blog's renderer and its sanitize-html
 * allow-list (decision 346): no scripts, event handlers, iframes or javascript:/data: links,
 * whatever an admin pastes. On the item page the title is the h2, so every heading in the body
 * moves one level down (h2 → h3 … h6 stays h6) to keep the outline in order.
 */
export const renderContentBody = (markdown: string): string => {
  if (!markdown.trim()) return '';
  // The sanitizer has already normalized every tag, so matching its output by name is exact.
  return renderMarkdown(markdown).html.replace(/<(\/?)h([2-6])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 1)}`);
};
