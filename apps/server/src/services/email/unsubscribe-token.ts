import { EMAIL_KINDS, type EmailKind } from '@awc/domain';
import { readToken, signToken } from '../../lib/signed-token.ts';

/** How long an emailed unsubscribe link works (decision 330): long enough for an old email in a mail client. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

const PURPOSE = 'email-unsubscribe';

/** A token naming one user and one kind of email, signed with the server's secret, valid for a year. */
export const unsubscribeToken = (secret: string, userId: string, kind: EmailKind, now = new Date()): string =>
  signToken(PURPOSE, secret, { u: userId, k: kind }, UNSUBSCRIBE_LINK_DAYS, now);

export type TokenCheck = { ok: true; userId: string; kind: EmailKind } | { ok: false; reason: 'invalid' | 'expired' };

export const readUnsubscribeToken = (secret: string, token: string, now = new Date()): TokenCheck => {
  const read = readToken(PURPOSE, secret, token, now);
  if (!read.ok) return read;
  const { u, k } = read.claims;
  if (typeof u !== 'string' || !EMAIL_KINDS.includes(k as EmailKind)) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: u, kind: k as EmailKind };
};
