// The dashboard and the content hub read this module on their first load, so it builds no schema
// when it loads: the schemas are in content.schemas.ts (decision 321).

/** The content hub's kinds of item (issue 8): guides, articles, video lessons and session replays. */
export const CONTENT_KINDS = ['guide', 'article', 'video', 'replay'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  guide: 'Guide',
  article: 'Article',
  video: 'Video lesson',
  replay: 'Session replay',
};

export const CONTENT_CATEGORIES = ['student-loans', 'investing', 'retirement', 'taxes', 'career', 'practice-management'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
export const CONTENT_CATEGORY_LABELS: Record<ContentCategory, string> = {
  'student-loans': 'Student loans',
  investing: 'Investing',
  retirement: 'Retirement',
  taxes: 'Taxes',
  career: 'Career',
  'practice-management': 'Practice management',
};

export const VIDEO_URL_MESSAGE = 'Use a YouTube or Vimeo link';

/**
 * The only origins a video player is ever framed from: the iframes our code builds point here, and
 * the server's Content-Security-Policy `frame-src` allows exactly these (decision 348).
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const VIDEO_PATTERNS: { re: RegExp; embed: (id: string) => string }[] = [
  {
    re: /^https:\/\/(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/watch\?(?:[^#\s]*&)?v=([A-Za-z0-9_-]{11})(?:[&#][^\s]*)?$/i,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    re: /^https:\/\/(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})\/?(?:[?#][^\s]*)?$/i,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  { re: /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{11})\/?(?:[?#][^\s]*)?$/i, embed: (id) => `https://www.youtube-nocookie.com/embed/${id}` },
  {
    re: /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})\/?(?:[?#][^\s]*)?$/i,
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
];

/**
 * The embeddable player address for a video link, or null when the link is not one we embed.
 * Only YouTube (through its no-cookie host) and Vimeo, rebuilt from the video id alone, so nothing
 * else the author typed (other hosts, query strings, `javascript:`) ever reaches an iframe's src.
 */
export const videoEmbedUrl = (raw: string | null | undefined): string | null => {
  const text = raw?.trim();
  if (!text) return null;
  for (const { re, embed } of VIDEO_PATTERNS) {
    const id = re.exec(text)?.[1];
    if (id) return embed(id);
  }
  return null;
};
