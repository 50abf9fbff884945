import { PRODUCT_NAME } from '@awc/domain';
import { renderEmail } from '../../mail/layout.ts';

/** The welcome email; its unsubscribe link opens a confirmation page (a prefetch changes nothing). */
export const newsletterWelcomeEmail = (input: { unsubscribeUrl: string; blogUrl: string }) =>
  renderEmail({
    subject: `Welcome to ${PRODUCT_NAME}'s monthly brief`,
    heading: 'You are on the list',
    blocks: [
      {
        kind: 'p',
        text: 'Thank you for subscribing. Once a month we send one email on money and the law: student loans and PSLF, BigLaw pay and bonuses, partnership and K-1 income, insurance, taxes and investing, written for attorneys.',
      },
      { kind: 'p', text: 'While you wait for the next issue, the blog has every article we have published so far.' },
      { kind: 'button', label: 'Read the blog', url: input.blogUrl },
      { kind: 'small', text: `Did not sign up, or changed your mind? Unsubscribe here: ${input.unsubscribeUrl}` },
    ],
  });
