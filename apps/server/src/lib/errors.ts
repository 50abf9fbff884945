import { ERROR_STATUS, type ErrorCode, type FieldErrors, MESSAGES } from '@awc/domain';

/**
 * The error services throw. `message` is safe to show a user; `internal` (optional) is for logs
 * only. Routes never build error responses themselves: the app's onError maps this to the one
 * API error body.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly internal: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { fieldErrors?: FieldErrors; internal?: string; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? defaultMessage(code), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.internal = options.internal;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

const defaultMessage = (code: ErrorCode): string => {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'Some fields need attention.';
    case 'BAD_REQUEST':
      return 'The request could not be understood.';
    case 'UNAUTHORIZED':
      return 'Please sign in to continue.';
    case 'FORBIDDEN':
      return MESSAGES.forbidden;
    case 'NOT_FOUND':
      return MESSAGES.notFound;
    case 'CONFLICT':
      return 'That conflicts with the current state. Reload and try again.';
    case 'PAYLOAD_TOO_LARGE':
      return 'The request is too large.';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'That content type is not accepted here.';
    case 'RATE_LIMITED':
      return MESSAGES.rateLimited;
    case 'SERVICE_UNAVAILABLE':
      return 'The service is temporarily unavailable. Please try again shortly.';
    case 'INTERNAL':
      return MESSAGES.unexpected;
  }
};

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', message);

const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error means "the database cannot be reached right now" (as opposed to a bug or a bad
 * query): connection failures, the server shutting down or starting, pool timeouts.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const err = e as { code?: unknown; message?: unknown };
    const code = typeof err.code === 'string' ? err.code : '';
    if (UNAVAILABLE_ERRNO.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
    if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    const message = typeof err.message === 'string' ? err.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
  }
  return false;
};
