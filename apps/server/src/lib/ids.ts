import crypto from 'node:crypto';

/** Random, URL-safe identifiers (22 chars ≈ 128 bits). */
export const newId = (): string => crypto.randomBytes(16).toString('base64url');

/** An unguessable token for links (256 bits). */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
