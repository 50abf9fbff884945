import { z } from 'zod';
import { CursorField } from '../paging/paging.ts';

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

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/** An admin's content item (create and update). Video lessons and replays need an embeddable link. */
export const ContentItemInputSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(160, 'Title must be 160 characters or less'),
    summary: z
      .string({ error: 'Summary is required' })
      .trim()
      .min(10, 'Summary must be at least 10 characters')
      .max(400, 'Summary must be 400 characters or less'),
    body: z.string().trim().max(50_000, 'Body must be 50,000 characters or less').default(''),
    kind: z.enum(CONTENT_KINDS, { error: 'Choose a kind' }),
    category: z.enum(CONTENT_CATEGORIES, { error: 'Choose a category' }),
    videoUrl: optionalText(500, VIDEO_URL_MESSAGE),
    published: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.videoUrl && !videoEmbedUrl(v.videoUrl)) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: VIDEO_URL_MESSAGE });
    if ((v.kind === 'video' || v.kind === 'replay') && !v.videoUrl)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'A video lesson or replay needs a video link' });
  });
export type ContentItemInput = z.input<typeof ContentItemInputSchema>;
export type ContentItemData = z.output<typeof ContentItemInputSchema>;

/** The content hub's list filters. */
export const ContentQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or less').optional(),
  category: z.enum(CONTENT_CATEGORIES, { error: 'Unknown category' }).optional(),
  kind: z.enum(CONTENT_KINDS, { error: 'Unknown kind' }).optional(),
  saved: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  cursor: CursorField,
});

export const ContentProgressSchema = z
  .object({ saved: z.boolean().optional(), read: z.boolean().optional() })
  .refine((v) => v.saved !== undefined || v.read !== undefined, { message: 'Send saved or read' });
