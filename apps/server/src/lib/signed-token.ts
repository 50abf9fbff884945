import crypto from 'node:crypto';

/**
 * Tokens in emailed links that work without signing in: the claims and an expiry, base64url JSON,
 * signed with HMAC-SHA256 under the server's secret and a purpose. The purpose is part of the key,
 * so a token made for one link (unsubscribe) can never pass as another (newsletter confirmation).
 */
const sign = (purpose: string, secret: string, payload: string) =>
  crypto.createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');

export const signToken = (purpose: string, secret: string, claims: Record<string, unknown>, validDays: number, now = new Date()): string => {
  const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(now.getTime() / 1000) + validDays * 86_400 })).toString('base64url');
  return `${payload}.${sign(purpose, secret, payload)}`;
};

export type TokenRead = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'invalid' | 'expired' };

/** The signature first, in constant time, then the expiry: a forged token never reaches the database. */
export const readToken = (purpose: string, secret: string, token: string, now = new Date()): TokenRead => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(purpose, secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return { ok: false, reason: 'invalid' };
  const { e } = claims as { e?: unknown };
  if (typeof e !== 'number') return { ok: false, reason: 'invalid' };
  if (e * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as Record<string, unknown> };
};
