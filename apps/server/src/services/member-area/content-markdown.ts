import { videoEmbedUrl } from '@awc/domain';
import { escapeHtml } from '../../lib/html.ts';
import { renderMarkdown } from '../blog/markdown.ts';

/** What the sanitizer leaves of a bare https link alone on its line (marked autolinks it; the blog's rule adds rel/target). */
const BARE_LINK_LINE = /<p><a href="([^"<>]*)" rel="noopener noreferrer nofollow" target="_blank">([^<]*)<\/a><\/p>/g;

const decodeEntities = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[n] ?? '');

/**
 * The player our code builds for an embed address from `videoEmbedUrl()` (YouTube's no-cookie
 * host or Vimeo's player, rebuilt from the video id). Vimeo is told not to track; the frame loads
 * only when scrolled near, is sandboxed, and sends no full referrer. Its title names it for screen
 * readers; the link below keeps the video reachable where frames are blocked.
 */
const videoFigure = (embed: string, original: string, title: string) => {
  const vimeo = embed.startsWith('https://player.vimeo.com/');
  const src = vimeo ? `${embed}?dnt=1` : embed;
  const host = vimeo ? 'Vimeo' : 'YouTube';
  return (
    `<figure class="video-embed"><iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" loading="lazy" ` +
    'allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen referrerpolicy="strict-origin-when-cross-origin" ' +
    'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>' +
    `<figcaption><a href="${escapeHtml(original)}" rel="noopener noreferrer nofollow" target="_blank">Watch on ${host}</a></figcaption></figure>`
  );
};

/**
 * A hub item's Markdown body → safe HTML, through the blog's renderer and its sanitize-html
 * allow-list (decision 346): no scripts, event handlers, iframes or javascript:/data: links,
 * whatever an admin pastes. On the item page the title is the h2, so every heading in the body
 * moves one level down (h2 → h3 … h6 stays h6) to keep the outline in order.
 *
 * Then, and only on the sanitized output, a YouTube or Vimeo link written alone on its line becomes
 * a player (decision 348). The frame is ours: its address is rebuilt from the video id by
 * `videoEmbedUrl()`, so no iframe or address an author typed ever reaches the page. A link with its
 * own text ("[watch](…)") stays a link: the author chose a link.
 */
export const renderContentBody = (markdown: string, itemTitle = ''): string => {
  if (!markdown.trim()) return '';
  let videos = 0;
  // The sanitizer has already normalized every tag, so matching its output by name is exact.
  return renderMarkdown(markdown)
    .html.replace(/<(\/?)h([2-6])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 1)}`)
    .replace(BARE_LINK_LINE, (line, rawHref: string, rawText: string) => {
      const href = decodeEntities(rawHref);
      if (decodeEntities(rawText).trim() !== href) return line;
      const embed = videoEmbedUrl(href);
      if (!embed) return line;
      videos++;
      const title = itemTitle ? `Video ${videos}: ${itemTitle}` : `Video ${videos}`;
      return videoFigure(embed, href, title);
    });
};
