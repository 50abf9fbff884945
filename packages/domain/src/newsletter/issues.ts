import { z } from 'zod';
import { SLUG_PATTERN } from '../content/blog.ts';

/** Newsletter issues (issue 21): written in Markdown by admins, sent to confirmed subscribers, archived at /newsletter/{slug}. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

export const NEWSLETTER_MESSAGES = {
  subjectShort: 'Subject must be at least 5 characters',
  subjectLong: 'Subject must be 150 characters or less',
  slugInvalid: 'Use lowercase letters, numbers and single hyphens',
  summaryLong: 'Summary must be 300 characters or less',
  bodyShort: 'Write at least 20 characters',
  bodyLong: 'The issue must be 50,000 characters or less',
  scheduleInPast: 'Choose a time in the future',
  alreadySending: 'This issue is already being sent or has been sent.',
  notEditable: 'An issue that is being sent or has been sent cannot be changed.',
  slugTaken: 'Another issue already uses this address',
} as const;

export const NewsletterIssueInputSchema = z.object({
  subject: z.string().trim().min(5, NEWSLETTER_MESSAGES.subjectShort).max(150, NEWSLETTER_MESSAGES.subjectLong),
  slug: z
    .string()
    .trim()
    .min(1, NEWSLETTER_MESSAGES.slugInvalid)
    .max(80, NEWSLETTER_MESSAGES.slugInvalid)
    .regex(SLUG_PATTERN, NEWSLETTER_MESSAGES.slugInvalid),
  summary: z.string().trim().max(300, NEWSLETTER_MESSAGES.summaryLong).default(''),
  body: z.string().trim().min(20, NEWSLETTER_MESSAGES.bodyShort).max(50_000, NEWSLETTER_MESSAGES.bodyLong),
});
export type NewsletterIssueInput = z.input<typeof NewsletterIssueInputSchema>;

export const NewsletterScheduleSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }),
});

export type NewsletterIssueDto = {
  id: string;
  slug: string;
  subject: string;
  summary: string;
  body: string;
  status: NewsletterIssueStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  recipientCount: number | null;
  deliveries: { queued: number; sent: number; failed: number };
  createdAt: string;
  updatedAt: string;
};

export type NewsletterArchiveIssue = { slug: string; subject: string; summary: string; html: string; sentAt: string };
