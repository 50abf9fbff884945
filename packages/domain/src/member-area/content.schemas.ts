import { z } from 'zod';
import { CursorField } from '../paging/paging.schemas.ts';
import { CONTENT_CATEGORIES, CONTENT_KINDS, VIDEO_URL_MESSAGE, videoEmbedUrl } from './content.ts';

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
