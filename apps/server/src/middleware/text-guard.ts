import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from '../types.ts';
import { SAFE_METHODS } from './api.ts';

/**
 * PostgreSQL stores no U+0000 and no unpaired surrogate (it answers such a value with an error,
 * which became a 500 on ~40 routes: issue 17 item 4). They are refused once, here at the edge,
 * with a 400 before any handler runs; `lib/validate.ts` checks every validated value as well.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenText = (value: string): boolean => value.includes('\u0000') || LONE_SURROGATE.test(value);

export const FORBIDDEN_TEXT_MESSAGE = 'Contains characters that are not allowed (a null character or a broken Unicode sequence).';

/** The path of the first string (or key) in `value` with a forbidden character, or null. */
export const findForbiddenText = (value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null => {
  if (typeof value === 'string') return hasForbiddenText(value) ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findForbiddenText(item, [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenText(key)) return [...path, key];
    const found = findForbiddenText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
};

/** True when a percent-encoded part of a URL decodes to forbidden text or is not UTF-8 (overlong forms included). */
const badUrlPart = (part: string): boolean => {
  if (!part.includes('%')) return hasForbiddenText(part);
  try {
    return hasForbiddenText(decodeURIComponent(part.replace(/\+/g, ' ')));
  } catch {
    return true;
  }
};

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const ADDRESS_MESSAGE = 'The address contains characters that are not allowed (a null character or a broken Unicode sequence).';
const BODY_MESSAGE = 'The request contains characters that are not allowed (a null character or a broken Unicode sequence).';

/** Refuses a request whose path or query decodes to forbidden text or is not UTF-8. */
export const rejectForbiddenUrl = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const rawPath = url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
  const rawQuery = queryStart < 0 ? '' : url.slice(queryStart + 1);
  if (badUrlPart(rawPath) || rawQuery.split('&').some(badUrlPart)) throw new AppError('BAD_REQUEST', ADDRESS_MESSAGE);
  return next();
};

/**
 * Refuses a JSON body with a forbidden string or key (after the body-size limit). `skip` are paths
 * that must see their exact bytes (a signed webhook), whose own verification refuses the unexpected.
 */
export const rejectForbiddenJson =
  (skip: readonly string[] = []): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || skip.includes(c.req.path)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_TYPE.test(type)) return next();
    let body: unknown;
    try {
      // Read through Hono's body cache, so the route reads the same text again.
      body = JSON.parse(await c.req.text());
    } catch {
      return next(); // The route answers malformed JSON with its own 400.
    }
    const found = findForbiddenText(body);
    if (!found) return next();
    const field = found[0];
    if (typeof field === 'string' && /^[A-Za-z][\w.-]{0,63}$/.test(field))
      throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors: { [field]: [FORBIDDEN_TEXT_MESSAGE] } });
    throw new AppError('BAD_REQUEST', BODY_MESSAGE);
  };
