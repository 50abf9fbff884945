import { MESSAGES, PasswordChangeRequestSchema, ResetPasswordRequestSchema, ResetRequestSchema, SignInSchema, SignUpSchema } from '@awc/domain';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import { AppError } from '../lib/errors.ts';
import { parseOrThrow as check } from '../lib/validate.ts';
import { withPasswordCheck } from '../services/accounts/sign-in-throttle.ts';
import type { AppEnv, Deps } from '../types.ts';

/**
 * Better Auth endpoints the product uses. Everything else Better Auth offers (get-session and
 * list-sessions, which hand the session token to JavaScript; update-user, which would bypass the
 * profile rules; …) answers 404.
 */
const ALLOWED = [
  /^\/sign-in\/email$/,
  /^\/sign-in\/social$/,
  /^\/sign-up\/email$/,
  /^\/sign-out$/,
  /^\/callback\/[a-z]+$/,
  /^\/verify-email$/,
  /^\/send-verification-email$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[\w-]+)?$/,
  /^\/change-password$/,
  /^\/error$/,
  /^\/ok$/,
];

/** Better Auth error codes → the spec's texts and our error contract. */
const translate = (status: number, code: string | undefined, message: string | undefined): AppError => {
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
    case 'EMAIL_NOT_VERIFIED':
      return new AppError('FORBIDDEN', MESSAGES.emailNotVerified);
    case 'INVALID_PASSWORD':
      return new AppError('VALIDATION_FAILED', 'Current password is incorrect', {
        fieldErrors: { currentPassword: ['Current password is incorrect'] },
      });
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return new AppError('VALIDATION_FAILED', message ?? 'Password is not allowed', {
        fieldErrors: { password: [message ?? 'Password is not allowed'] },
      });
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new AppError('BAD_REQUEST', 'This link is invalid or has expired. Request a new one.');
    case 'INVALID_EMAIL':
      return new AppError('VALIDATION_FAILED', 'Please enter a valid email address', {
        fieldErrors: { email: ['Please enter a valid email address'] },
      });
  }
  if (status === 429) return new AppError('RATE_LIMITED');
  if (status === 401) return new AppError('UNAUTHORIZED', message);
  if (status === 403) return new AppError('FORBIDDEN', message);
  if (status === 404) return new AppError('NOT_FOUND');
  if (status >= 500) return new AppError('INTERNAL');
  return new AppError('BAD_REQUEST', message || 'The request could not be completed.');
};

const readJson = async (c: Context): Promise<Record<string, unknown>> => {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  try {
    const body = await c.req.json();
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body as Record<string, unknown>;
  } catch {
    throw new AppError('BAD_REQUEST', 'Malformed JSON in request body');
  }
};

/**
 * Better Auth answers sign-in and password change with the session token in the JSON body. The
 * HttpOnly cookie carries the session; a token readable by scripts would defeat it (issue 17 item 10).
 */
const withoutSessionToken = async (res: Response): Promise<Response> => {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return res;
  const body = (await res.json()) as unknown;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return Response.json(body, { status: res.status, headers });
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return Response.json(rest, { status: res.status, headers });
};

const callbackPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'must be a path on this site')
  .optional();

export const authRoutes = (deps: Deps) => {
  const { auth, env } = deps;

  /** Hands a request to Better Auth with the client address we trust, and maps its errors. */
  const forward = async (c: Context<AppEnv>, body?: Record<string, unknown>): Promise<Response> => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    if (body) headers.set('content-type', 'application/json');
    const init: RequestInit = { method: c.req.method, headers };
    if (body) init.body = JSON.stringify(body);
    else if (!['GET', 'HEAD'].includes(c.req.method)) init.body = await c.req.arrayBuffer();
    const res = await auth.handler(new Request(c.req.url, init));
    if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('json')) return res;
    const error = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const mapped = translate(res.status, error.code, error.message);
    const retryAfter = res.headers.get('retry-after') ?? res.headers.get('x-retry-after');
    if (retryAfter) c.header('Retry-After', retryAfter);
    throw mapped;
  };

  return (
    new Hono<AppEnv>()
      .get('/config', (c) => c.json({ google: env.googleEnabled, emailVerificationRequired: true }))

      // Sign-up: the spec's rules enforced here, and one answer whether or not the address is
      // already registered (Better Auth then emails the existing owner instead).
      .post('/sign-up/email', async (c) => {
        const raw = await readJson(c);
        const input = check(SignUpSchema, raw);
        const callbackURL = check(callbackPath, raw.callbackURL) ?? '/auth';
        const res = await forward(c, {
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          callbackURL,
        });
        await res.body?.cancel();
        return c.json({ status: true, message: MESSAGES.accountCreated });
      })

      // Sign-in: at most 10 failed password checks per account per 15 minutes, reserved in the
      // database before the password is hashed (decision 301).
      .post('/sign-in/email', async (c) => {
        const raw = await readJson(c);
        const input = check(SignInSchema, { email: raw.email, password: raw.password, remember: raw.rememberMe ?? raw.remember });
        const callbackURL = check(callbackPath, raw.callbackURL) ?? '/auth';
        return withPasswordCheck(
          deps.database.db,
          input.email,
          c.get('clientIp'),
          (error) => error instanceof AppError && error.code === 'UNAUTHORIZED',
          async () =>
            withoutSessionToken(await forward(c, { email: input.email, password: input.password, rememberMe: input.remember ?? false, callbackURL })),
          (wait) => {
            throw new AppError('RATE_LIMITED', MESSAGES.rateLimited, { headers: { 'Retry-After': String(wait) } });
          },
        );
      })

      .post('/request-password-reset', async (c) => {
        const raw = await readJson(c);
        const input = check(ResetRequestSchema, raw);
        await forward(c, { email: input.email, redirectTo: `${env.PUBLIC_URL}/reset-password` });
        // The same answer for every address.
        return c.json({ status: true, message: MESSAGES.resetLinkSent });
      })

      .post('/reset-password', async (c) => {
        const raw = await readJson(c);
        const input = check(ResetPasswordRequestSchema, raw);
        return forward(c, input);
      })

      .post('/change-password', async (c) => {
        const raw = await readJson(c);
        const input = check(PasswordChangeRequestSchema, raw);
        return withoutSessionToken(await forward(c, input));
      })

      .post('/sign-in/social', async (c) => {
        if (!env.googleEnabled) throw new AppError('NOT_FOUND', 'Google sign-in is not configured.');
        const raw = await readJson(c);
        const input = check(
          z.object({ provider: z.literal('google'), callbackURL: callbackPath, errorCallbackURL: callbackPath, newUserCallbackURL: callbackPath }),
          raw,
        );
        return forward(c, { ...input, disableRedirect: true });
      })

      .all('/*', async (c) => {
        const sub = c.req.path.replace(/^\/api\/auth/, '');
        if (!ALLOWED.some((re) => re.test(sub))) throw new AppError('NOT_FOUND', 'No such API endpoint.');
        return forward(c);
      })
  );
};
