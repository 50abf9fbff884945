// The double opt-in's numbers and texts live apart from the schemas: the footer's sign-up on every
// page shows one of these texts, and a module that builds zod schemas at load time would bring all
// of zod into the app's entry with it (issue 20).

/**
 * Double opt-in (issue 21, decision 335): a sign-up is pending until the address confirms by the
 * emailed link; an unconfirmed sign-up and its link expire after this many days.
 */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_CONFIRM_TEXTS = {
  /** Under the spec's thank-you toast: the sign-up is not complete until the address confirms. */
  checkInbox: 'Check your inbox and confirm your address to start receiving it.',
  invalid: 'This confirmation link is not valid. It may have been mistyped or cut short.',
  expired: `This confirmation link has expired (links work for ${NEWSLETTER_CONFIRM_DAYS} days). Sign up again and we’ll send you a new one.`,
  gone: 'This confirmation link can no longer be used. Sign up again and we’ll send you a new one.',
} as const;
