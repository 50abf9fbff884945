import { z } from 'zod';

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;
/** Reading speed behind "n min read". */
export const WORDS_PER_MINUTE = 230;

/** Words of prose: Markdown syntax, link targets and table rules are not words. */
export const countWords = (markdown: string): number =>
  markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_|`-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9$]/.test(w)).length;

/** Reading time at WORDS_PER_MINUTE, at least one minute. */
export const readingMinutes = (markdown: string): number => Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));

/** A URL slug from a title: lower-case ASCII words joined by hyphens ("401(k) & You" → "401-k-you"). */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_VISIBILITIES = ['public', 'members'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const BLOG_MESSAGES = {
  titleRequired: 'Enter a title of at least 5 characters.',
  titleTooLong: 'Keep the title under 140 characters.',
  slugInvalid: 'Use lower-case letters, numbers and single hyphens (e.g. my-first-post).',
  excerptRequired: 'Write an excerpt of at least 20 characters.',
  excerptTooLong: 'Keep the excerpt under 320 characters.',
  bodyRequired: 'Write the article before saving it.',
  tagInvalid: 'Tags are lower-case words joined by hyphens.',
  tooManyTags: 'Use at most 6 tags.',
  scheduleInFuture: 'Choose a publication time in the future.',
  slugTaken: 'Another post already uses this slug. Choose a different one.',
} as const;

const tag = z.string().trim().toLowerCase().regex(SLUG_PATTERN, BLOG_MESSAGES.tagInvalid).max(40, BLOG_MESSAGES.tagInvalid);

/** What the editor saves (create and update). */
export const BlogPostInputSchema = z.object({
  title: z.string().trim().min(5, BLOG_MESSAGES.titleRequired).max(140, BLOG_MESSAGES.titleTooLong),
  slug: z.string().trim().min(1, BLOG_MESSAGES.slugInvalid).max(80, BLOG_MESSAGES.slugInvalid).regex(SLUG_PATTERN, BLOG_MESSAGES.slugInvalid),
  excerpt: z.string().trim().min(20, BLOG_MESSAGES.excerptRequired).max(320, BLOG_MESSAGES.excerptTooLong),
  tags: z.array(tag).max(6, BLOG_MESSAGES.tooManyTags).default([]),
  body: z.string().trim().min(1, BLOG_MESSAGES.bodyRequired).max(200_000, 'The article is too long.'),
  visibility: z.enum(POST_VISIBILITIES),
  author: z.string().trim().min(2, 'Enter the author’s name.').max(80, 'Keep the author’s name under 80 characters.'),
  coverUrl: z.string().max(500).nullable().default(null),
  coverAlt: z.string().trim().max(200, 'Keep the cover description under 200 characters.').nullable().default(null),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

/** Publish now, schedule for a time, or take back to draft. */
export const BlogPostStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('published') }),
  z.object({ status: z.literal('draft') }),
  z.object({ status: z.literal('scheduled'), scheduledFor: z.iso.datetime({ offset: true, message: BLOG_MESSAGES.scheduleInFuture }) }),
]);
export type BlogPostStatusInput = z.infer<typeof BlogPostStatusSchema>;

export const BlogListQuerySchema = z.object({
  tag: z.string().regex(SLUG_PATTERN).max(40).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** A post in lists (the blog index, related posts, the admin list). */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: string;
  publishedAt: string | null;
  readingMinutes: number;
  membersOnly: boolean;
  coverUrl: string | null;
  coverAlt: string | null;
};

export type BlogListResponse = {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageCount: number;
  tags: { tag: string; count: number }[];
};

export type BlogPostView = BlogPostSummary & {
  /** Sanitized HTML: the whole article, or for a members-only post seen by a non-member, its teaser. */
  html: string;
  headings: { id: string; text: string; level: number }[];
  /** True when the reader sees only the teaser of a members-only post. */
  locked: boolean;
  related: BlogPostSummary[];
  updatedAt: string;
};

export type AdminBlogPost = BlogPostSummary & {
  id: string;
  body: string;
  status: PostStatus;
  visibility: PostVisibility;
  scheduledFor: string | null;
  createdAt: string;
  updatedAt: string;
};
