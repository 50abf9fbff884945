import { z } from 'zod';
import { PRACTICE_SETTINGS } from '../auth/auth.constants.ts';
import { CursorField } from '../paging/paging.schemas.ts';

/**
 * The community (member directory, discussions, moderation) and topic suggestions. The spec names
 * the routes only; these texts and limits are ours (decisions 260–263).
 */

/** The topic spaces threads live in. Fixed in code: adding one is a product decision, not data. */
export const COMMUNITY_SPACES = [
  { id: 'general', name: 'General', description: 'Introductions, announcements and anything else.' },
  { id: 'student-loans', name: 'Student Loans & Debt', description: 'Repayment plans, PSLF, refinancing and paying down debt.' },
  { id: 'investing', name: 'Investing & Retirement', description: 'Retirement accounts, index funds, taxes and long-term plans.' },
  { id: 'career', name: 'Career & Practice', description: 'Compensation, partnership, lateral moves and leaving law.' },
] as const;
export type CommunitySpaceId = (typeof COMMUNITY_SPACES)[number]['id'];
export const COMMUNITY_SPACE_IDS = COMMUNITY_SPACES.map((s) => s.id) as [CommunitySpaceId, ...CommunitySpaceId[]];
export const communitySpaceName = (id: string): string => COMMUNITY_SPACES.find((s) => s.id === id)?.name ?? id;

export const THREAD_TITLE_MIN = 5;
export const THREAD_TITLE_MAX = 150;
export const POST_BODY_MAX = 10_000;
export const DIRECTORY_PAGE_SIZE = 24;
export const THREADS_PAGE_SIZE = 30;

export const COMMUNITY_MESSAGES = {
  titleTooShort: `Title must be at least ${THREAD_TITLE_MIN} characters`,
  titleTooLong: `Title must be ${THREAD_TITLE_MAX} characters or less`,
  bodyRequired: 'Write something before posting',
  bodyTooLong: `Posts must be ${POST_BODY_MAX.toLocaleString('en-US')} characters or less`,
  chooseSpace: 'Choose a topic space',
  chooseReason: 'Choose a reason',
  suspended: 'Your posting privileges are suspended. Contact us if you think this is a mistake.',
  threadCreated: 'Thread posted',
  replyPosted: 'Reply posted',
  postUpdated: 'Post updated',
  postDeleted: 'Post deleted',
  reported: 'Thanks. A moderator will review this post.',
  alreadyReported: 'You have already reported this post.',
  cannotReportOwn: 'You cannot report your own post.',
  editWindowClosed: 'Posts can be edited for 60 minutes after posting.',
  following: 'You will be notified of new replies.',
  unfollowed: 'You will no longer be notified of new replies.',
} as const;

/** How long after posting its author may edit a post (deleting stays possible). */
export const POST_EDIT_WINDOW_MINUTES = 60;
export const postEditableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + POST_EDIT_WINDOW_MINUTES * 60_000);

/** The fixed set of reactions; a member may add each one once to a post. */
export const REACTIONS = [
  { id: 'like', emoji: '👍', label: 'Like' },
  { id: 'insightful', emoji: '💡', label: 'Insightful' },
  { id: 'thanks', emoji: '🙏', label: 'Thanks' },
  { id: 'celebrate', emoji: '🎉', label: 'Celebrate' },
] as const;
export type ReactionId = (typeof REACTIONS)[number]['id'];
export const REACTION_IDS = REACTIONS.map((r) => r.id) as [ReactionId, ...ReactionId[]];
export const ReactionParamSchema = z.object({ id: z.string().min(1).max(100), reaction: z.enum(REACTION_IDS, { error: 'Unknown reaction' }) });

/**
 * A mention as the editor writes it when a member is picked from the autocomplete: the name as
 * shown, and the member's id. Only members listed in the directory become mentions; any other
 * token is shown as plain text and notifies nobody.
 */
export const mentionToken = (name: string, id: string): string => `@[${name.replace(/[[\]\n]/g, ' ').trim()}](member:${id})`;
export const MENTION_PATTERN = /@\[([^\]\n]{1,100})\]\(member:([A-Za-z0-9_-]{1,64})\)/g;
export const mentionedIds = (markdown: string): string[] => [...new Set([...markdown.matchAll(MENTION_PATTERN)].map((m) => m[2] as string))];

const bodyField = z
  .string({ error: COMMUNITY_MESSAGES.bodyRequired })
  .trim()
  .min(1, COMMUNITY_MESSAGES.bodyRequired)
  .max(POST_BODY_MAX, COMMUNITY_MESSAGES.bodyTooLong);
const titleField = z
  .string({ error: COMMUNITY_MESSAGES.titleTooShort })
  .trim()
  .min(THREAD_TITLE_MIN, COMMUNITY_MESSAGES.titleTooShort)
  .max(THREAD_TITLE_MAX, COMMUNITY_MESSAGES.titleTooLong);

export const ThreadCreateSchema = z.object({
  spaceId: z.enum(COMMUNITY_SPACE_IDS, { error: COMMUNITY_MESSAGES.chooseSpace }),
  title: titleField,
  body: bodyField,
});
export type ThreadCreateInput = z.infer<typeof ThreadCreateSchema>;

export const ReplyCreateSchema = z.object({ body: bodyField });
export type ReplyCreateInput = z.infer<typeof ReplyCreateSchema>;

/** Editing a post: the body; the title too when the post opens its thread. */
export const PostUpdateSchema = z.object({ body: bodyField, title: titleField.optional() });
export type PostUpdateInput = z.infer<typeof PostUpdateSchema>;

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'harassment', label: 'Harassment or personal attack' },
  { value: 'advice', label: 'Personalized financial, legal or tax advice' },
  { value: 'confidential', label: 'Confidential or client information' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const reportReasonLabel = (value: string): string => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

export const ReportCreateSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], { error: COMMUNITY_MESSAGES.chooseReason }),
  details: z.string().trim().max(1000, 'Details must be 1,000 characters or less').optional().default(''),
});
export type ReportCreateInput = z.input<typeof ReportCreateSchema>;

export const SuspendSchema = z.object({ reason: z.string().trim().max(500, 'Reason must be 500 characters or less').optional().default('') });

/** Directory search: free text over name, headline and practice area; an exact practice setting. */
export const DirectoryQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or less').optional().default(''),
  practiceSetting: z
    .union([z.enum(PRACTICE_SETTINGS), z.literal('')])
    .optional()
    .default(''),
  cursor: CursorField,
});

export const ThreadListQuerySchema = z.object({
  space: z
    .union([z.enum(COMMUNITY_SPACE_IDS), z.literal('')])
    .optional()
    .default(''),
  q: z.string().trim().max(100, 'Search must be 100 characters or less').optional().default(''),
  cursor: CursorField,
});

/** A thread's replies after the cursor (the opening post comes with the first page). */
export const ThreadQuerySchema = z.object({ cursor: CursorField });

/** Whether `userId` may edit or delete a post: its author only (admins hide instead). */
export const canModifyPost = (post: { authorId: string | null }, userId: string): boolean => post.authorId !== null && post.authorId === userId;

/** Plain-text excerpt of Markdown for lists and notifications (syntax stripped, whitespace folded). */
export const markdownExcerpt = (markdown: string, max = 160): string => {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

// ---------------------------------------------------------------------------------------------
// Suggestions (/submit-topic, /suggestions)

export const SUGGESTION_CATEGORIES = [
  { value: 'article', label: 'Article' },
  { value: 'tool', label: 'Tool' },
  { value: 'session', label: 'Live session' },
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number]['value'];
export const suggestionCategoryLabel = (v: string): string => SUGGESTION_CATEGORIES.find((c) => c.value === v)?.label ?? v;

export const SUGGESTION_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'planned', label: 'Planned' },
  { value: 'published', label: 'Published' },
  { value: 'declined', label: 'Declined' },
] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number]['value'];
export const suggestionStatusLabel = (v: string): string => SUGGESTION_STATUSES.find((s) => s.value === v)?.label ?? v;

export const SUGGESTION_TITLE_MIN = 5;
export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DETAILS_MIN = 20;
export const SUGGESTION_DETAILS_MAX = 2000;

export const SUGGESTION_MESSAGES = {
  titleTooShort: `Title must be at least ${SUGGESTION_TITLE_MIN} characters`,
  titleTooLong: `Title must be ${SUGGESTION_TITLE_MAX} characters or less`,
  detailsTooShort: `Please add at least ${SUGGESTION_DETAILS_MIN} characters of detail`,
  detailsTooLong: `Details must be ${SUGGESTION_DETAILS_MAX.toLocaleString('en-US')} characters or less`,
  chooseCategory: 'Choose a category',
  chooseStatus: 'Choose a status',
  submitted: 'Thanks! Your topic was submitted.',
} as const;

export const SuggestionCreateSchema = z.object({
  title: z
    .string({ error: SUGGESTION_MESSAGES.titleTooShort })
    .trim()
    .min(SUGGESTION_TITLE_MIN, SUGGESTION_MESSAGES.titleTooShort)
    .max(SUGGESTION_TITLE_MAX, SUGGESTION_MESSAGES.titleTooLong),
  details: z
    .string({ error: SUGGESTION_MESSAGES.detailsTooShort })
    .trim()
    .min(SUGGESTION_DETAILS_MIN, SUGGESTION_MESSAGES.detailsTooShort)
    .max(SUGGESTION_DETAILS_MAX, SUGGESTION_MESSAGES.detailsTooLong),
  category: z.enum(SUGGESTION_CATEGORIES.map((c) => c.value) as [SuggestionCategory, ...SuggestionCategory[]], {
    error: SUGGESTION_MESSAGES.chooseCategory,
  }),
});
export type SuggestionCreateInput = z.infer<typeof SuggestionCreateSchema>;

export const SuggestionStatusSchema = z.object({
  status: z.enum(SUGGESTION_STATUSES.map((s) => s.value) as [SuggestionStatus, ...SuggestionStatus[]], {
    error: SUGGESTION_MESSAGES.chooseStatus,
  }),
});

export const SuggestionListQuerySchema = z.object({
  status: z
    .union([SuggestionStatusSchema.shape.status, z.literal('')])
    .optional()
    .default(''),
  category: z
    .union([SuggestionCreateSchema.shape.category, z.literal('')])
    .optional()
    .default(''),
  sort: z.enum(['top', 'new']).optional().default('top'),
  cursor: CursorField,
});

/** The notification a proposer gets when an admin changes their suggestion's status. */
export const suggestionStatusNotice = (title: string, status: SuggestionStatus): { title: string; message: string } => {
  const quoted = `“${title}”`;
  switch (status) {
    case 'planned':
      return { title: 'Your suggestion is planned', message: `${quoted} is on our plan. Thanks for proposing it.` };
    case 'published':
      return { title: 'Your suggestion is published', message: `${quoted} is now available to members.` };
    case 'declined':
      return { title: 'Your suggestion was declined', message: `${quoted} is not something we will cover for now.` };
    case 'new':
      return { title: 'Your suggestion is open again', message: `${quoted} is back under consideration.` };
  }
};

// ---------------------------------------------------------------------------------------------
// Comments on blog posts (issue 22 item 4, decision 345): members only, one level of replies,
// approved by a moderator in the community's moderation queue before anyone else sees them.

export const COMMENT_BODY_MAX = 4000;
export const COMMENT_MESSAGES = {
  bodyRequired: 'Write a comment before posting',
  bodyTooLong: 'Comments must be 4,000 characters or less',
  submitted: 'Thanks. Your comment will appear once a moderator approves it.',
  oneLevel: 'Replies go one level deep: reply to the first comment instead.',
  approved: 'Comment approved',
  rejected: 'Comment rejected',
} as const;

export const BlogCommentCreateSchema = z.object({
  body: z
    .string({ error: COMMENT_MESSAGES.bodyRequired })
    .trim()
    .min(1, COMMENT_MESSAGES.bodyRequired)
    .max(COMMENT_BODY_MAX, COMMENT_MESSAGES.bodyTooLong),
  parentId: z.string().min(1).max(100).optional(),
});
export type BlogCommentCreateInput = z.infer<typeof BlogCommentCreateSchema>;
