import { ERROR_CODES, type ErrorCode, type FieldErrors, MESSAGES, RETRYABLE_STATUSES } from '@awc/domain';
import { toast } from './toast.ts';

/** Every failed API call becomes this; `status` 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly fieldErrors: FieldErrors | undefined;
  constructor(status: number, code: ErrorCode | 'NETWORK', message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  method?: Method;
  body?: unknown;
  /** Sent as-is (multipart uploads). */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * The fetch the client uses: the browser's, or while the server renders a page (entry-server.tsx,
 * decision 320) the server's own in-process one for that request, which carries its cookie.
 */
let currentFetch: () => typeof fetch = () => fetch;
export const setApiFetch = (get: () => typeof fetch) => {
  currentFetch = get;
};

const IDEMPOTENT = new Set<Method>(['GET', 'PUT', 'DELETE']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const buildUrl = (path: string, query?: RequestOptions['query']) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

const toApiError = async (res: Response): Promise<ApiError> => {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's HTML error page)
  }
  // Checked by hand rather than with the zod schema: this module is on every page's first load.
  const b = body as { code?: unknown; message?: unknown; fieldErrors?: unknown } | null;
  if (b && typeof b.message === 'string' && (ERROR_CODES as readonly unknown[]).includes(b.code)) {
    const fieldErrors = b.fieldErrors && typeof b.fieldErrors === 'object' ? (b.fieldErrors as FieldErrors) : undefined;
    return new ApiError(res.status, b.code as ErrorCode, b.message, fieldErrors);
  }
  return new ApiError(res.status, res.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', MESSAGES.unexpected);
};

/**
 * The one way the web app talks to the API. Gateway failures (502/503/504) are retried with
 * back-off: always for idempotent calls, and for others only on 503, which our server sends
 * before doing anything.
 */
export const api = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await currentFetch()(url, { method, headers, body, credentials: 'same-origin', signal: options.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', MESSAGES.network);
    }
    if (res.ok) {
      if (res.status === 204) return undefined as T;
      const text = await res.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    const retryable = RETRYABLE_STATUSES.has(res.status) && (IDEMPOTENT.has(method) || res.status === 503);
    if (retryable && attempt < 2) {
      const after = Number(res.headers.get('Retry-After'));
      await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : 500 * 2 ** attempt);
      continue;
    }
    throw await toApiError(res);
  }
};

/** The toast text for a failure (spec §8); validation errors are shown under their fields instead. */
export const errorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return MESSAGES.unexpected;
  if (error.code === 'NETWORK') return MESSAGES.network;
  if (error.status === 403) return MESSAGES.forbidden;
  if (error.status === 404) return MESSAGES.notFound;
  if (error.status === 429) return MESSAGES.rateLimited;
  if (error.status >= 500) return MESSAGES.unexpected;
  return error.message || MESSAGES.unexpected;
};

/** Shows the spec's toast for an error; network failures get a Retry action when one is given. */
export const toastError = (error: unknown, retry?: () => void) => {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.code === 'NETWORK' && retry) {
    toast.error(message, { action: { label: 'Retry', onClick: retry } });
  } else {
    toast.error(message);
  }
};
