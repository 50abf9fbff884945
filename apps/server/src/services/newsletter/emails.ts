import { NEWSLETTER_CONFIRM_DAYS, PRODUCT_NAME } from '@awc/domain';
import { renderEmail } from '../../mail/layout.ts';

/**
 * The double opt-in email (decision 335). It goes to whoever typed the address, so it says what
 * happens if the reader did not ask: nothing, the address is not added.
 */
export const newsletterConfirmEmail = (input: { confirmUrl: string }) =>
  renderEmail({
    subject: `Confirm your subscription to ${PRODUCT_NAME}'s monthly brief`,
    heading: 'Confirm your subscription',
    preheader: 'One click and you are on the list for our monthly email on money and the law.',
    blocks: [
      {
        kind: 'p',
        text: `Someone, hopefully you, asked to receive ${PRODUCT_NAME}'s monthly brief at this address. Confirm it and we will send you one email a month on money and the law, written for attorneys.`,
      },
      { kind: 'button', label: 'Confirm my subscription', url: input.confirmUrl },
      {
        kind: 'small',
        text: `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not sign up, ignore this email: without your confirmation the address is not added and we will not write again.`,
      },
    ],
  });

/** The welcome email, sent once the address has confirmed; its unsubscribe link opens a confirmation page (a prefetch changes nothing). */
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
    ],
    unsubscribe: {
      reason: `You receive this because you subscribed to ${PRODUCT_NAME}'s monthly brief and confirmed your address.`,
      unsubscribeUrl: input.unsubscribeUrl,
      unsubscribeLabel: 'Unsubscribe',
    },
  });
