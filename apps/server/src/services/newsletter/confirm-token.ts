import crypto from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS } from '@awc/domain';

type Claims = { s: string; e: number };

// Its own key prefix: a member's unsubscribe token can never pass as a confirmation, nor the reverse.
const sign = (secret: string, payload: string) => crypto.createHmac('sha256', `newsletter-confirm:${secret}`).update(payload).digest('base64url');

/** The emailed double opt-in link's token: the pending subscriber's id and an expiry, signed (decision 335). */
export const newsletterConfirmToken = (secret: string, subscriberId: string, now = new Date()): string => {
  const claims: Claims = { s: subscriberId, e: Math.floor(now.getTime() / 1000) + NEWSLETTER_CONFIRM_DAYS * 86_400 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

export type ConfirmTokenCheck = { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Signature first, in constant time, then the expiry: a forged token never reaches the database. */
export const readNewsletterConfirmToken = (secret: string, token: string, now = new Date()): ConfirmTokenCheck => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.s !== 'string' || typeof claims.e !== 'number') return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: claims.s };
};
