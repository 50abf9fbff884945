/**
 * The one error contract of the API. Every non-2xx JSON answer has this body, whatever produced
 * it (validation, auth, a missing row, the database being down), so the web client needs exactly
 * one parser.
 */
export const ERROR_CODES = [
  /** A body, query or parameter failed its schema; `fieldErrors` says which field and why. */
  'VALIDATION_FAILED',
  /** The request is malformed in a way no field explains (bad JSON, wrong content type). */
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** Also used for another user's objects, so their existence is never confirmed. */
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** The database (or another dependency) is unreachable; the client may retry after `Retry-After`. */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The single code → HTTP status table. The server maps with it; the client may read it back. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** `{ field: [messages] }`, keyed by the dotted path of the field; `_form` for the whole form. */
export type FieldErrors = Record<string, string[]>;
