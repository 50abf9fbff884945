import crypto from 'node:crypto';
import { EMAIL_KINDS, type EmailKind } from '@awc/domain';

/** How long an emailed unsubscribe link works (decision 330): long enough for an old email in a mail client. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

type Claims = { u: string; k: EmailKind; e: number };

const sign = (secret: string, payload: string) => crypto.createHmac('sha256', `email-unsubscribe:${secret}`).update(payload).digest('base64url');

/** A token naming one user and one kind of email, signed with the server's secret, valid for a year. */
export const unsubscribeToken = (secret: string, userId: string, kind: EmailKind, now = new Date()): string => {
  const claims: Claims = { u: userId, k: kind, e: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

export type TokenCheck = { ok: true; userId: string; kind: EmailKind } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first (in constant time), then the expiry: a forged token never reaches the database. */
export const readUnsubscribeToken = (secret: string, token: string, now = new Date()): TokenCheck => {
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
  if (typeof claims.u !== 'string' || !EMAIL_KINDS.includes(claims.k) || typeof claims.e !== 'number') return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: claims.u, kind: claims.k };
};
