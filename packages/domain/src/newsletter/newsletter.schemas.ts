import { z } from 'zod';
import { NEWSLETTER_EMAIL_PATTERN } from '../product.ts';
import { NEWSLETTER_CONFIRM_TEXTS } from './newsletter.constants.ts';

/** What a sign-up with an address that fails the check is told, in the spec's words (§5). */
export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Where a sign-up came from (footer, a waitlist page, the questionnaire): a short lowercase tag. */
export const NEWSLETTER_SOURCE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The newsletter payload (spec §3: `{ email }`; `source` tags waitlists and the questionnaire).
 * The address check is the spec's pattern (§5) plus the length a mailbox can have.
 */
export const NewsletterSchema = z.object({
  email: z
    .string({ message: NEWSLETTER_EMAIL_MESSAGE })
    .trim()
    .max(254, NEWSLETTER_EMAIL_MESSAGE)
    .regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_EMAIL_MESSAGE),
  source: z.string().regex(NEWSLETTER_SOURCE_PATTERN, 'Unknown sign-up source.').optional(),
});
export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** The confirmation page posts the token of the emailed link. */
export const NewsletterUnsubscribeSchema = z.object({
  token: z.string().min(20, 'This unsubscribe link is not valid.').max(200, 'This unsubscribe link is not valid.'),
});

/** The confirmation page posts the signed token of the emailed link. */
export const NewsletterConfirmSchema = z.object({
  token: z.string().min(20, NEWSLETTER_CONFIRM_TEXTS.invalid).max(400, NEWSLETTER_CONFIRM_TEXTS.invalid),
});
