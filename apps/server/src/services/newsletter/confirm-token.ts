import { NEWSLETTER_CONFIRM_DAYS } from '@awc/domain';
import { readToken, signToken } from '../../lib/signed-token.ts';

const PURPOSE = 'newsletter-confirm';

/** The emailed double opt-in link's token: the pending subscriber's id and an expiry, signed (decision 335). */
export const newsletterConfirmToken = (secret: string, subscriberId: string, now = new Date()): string =>
  signToken(PURPOSE, secret, { s: subscriberId }, NEWSLETTER_CONFIRM_DAYS, now);

export type ConfirmTokenCheck = { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

export const readNewsletterConfirmToken = (secret: string, token: string, now = new Date()): ConfirmTokenCheck => {
  const read = readToken(PURPOSE, secret, token, now);
  if (!read.ok) return read;
  return typeof read.claims.s === 'string' ? { ok: true, subscriberId: read.claims.s } : { ok: false, reason: 'invalid' };
};
