import {
  BackupCodeSchema,
  BackupCodeSignInSchema,
  looksLikeBackupCode,
  MESSAGES,
  PasskeyNameSchema,
  PasswordChangeRequestSchema,
  ResetPasswordRequestSchema,
  ResetRequestSchema,
  SignInSchema,
  SignUpSchema,
  TotpCodeSchema,
  TWO_FACTOR_MESSAGES,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorPasswordSchema,
  TwoFactorSignInSchema,
} from '@awc/domain';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import { AppError } from '../lib/errors.ts';
import { parseOrThrow as check } from '../lib/validate.ts';
import { loadSession } from '../middleware/session.ts';
import { hasPassword, passwordMatches } from '../services/accounts/account.ts';
import { findOwnPasskey } from '../services/accounts/passkeys.ts';
import { recordSecurityEvent } from '../services/accounts/security-events.ts';
import { withPasswordCheck } from '../services/accounts/sign-in-throttle.ts';
import { type Account, challengeAccount, withSecondFactorCheck } from '../services/accounts/two-factor.ts';
import type { AppEnv, Deps, SessionInfo } from '../types.ts';

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
  /^\/passkey\/generate-authenticate-options$/,
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
    // Two-factor sign-in and passkeys (decisions 420-423).
    case 'INVALID_CODE':
      return new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.invalidCode, { fieldErrors: { code: [TWO_FACTOR_MESSAGES.invalidCode] } });
    case 'INVALID_BACKUP_CODE':
      return new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.invalidBackupCode, { fieldErrors: { code: [TWO_FACTOR_MESSAGES.invalidBackupCode] } });
    case 'INVALID_TWO_FACTOR_COOKIE':
      return new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
    // After five wrong codes on one challenge the plugin refuses the next code unchecked and ends
    // the challenge. The page says so, rather than that the person was slow. No code was checked,
    // so this answer is not counted against the account's limit (isWrongSecondFactor).
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.tooManyCodes);
    case 'TOTP_ALREADY_ENABLED':
      return new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notOn);
    case 'SESSION_NOT_FRESH':
      return new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.freshSignInNeeded);
    case 'PASSKEY_NOT_FOUND':
      return new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.passkeyNotFound);
    case 'CHALLENGE_NOT_FOUND':
    case 'FAILED_TO_VERIFY_REGISTRATION':
    case 'AUTHENTICATION_FAILED':
    case 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY':
      return new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.passkeyFailed);
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

/**
 * A sign-in's answer without the session: the token (as for the password sign-in) and, for a
 * passkey, the session row that carries it. A pending second step says only which methods it takes.
 */
const signedInAnswer = async (res: Response): Promise<Response> => {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return res;
  const body = (await res.json()) as Record<string, unknown> | null;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return Response.json(body, { status: res.status, headers });
  const { token: _token, session: _session, ...rest } = body;
  return Response.json(rest, { status: res.status, headers });
};

/** A WebAuthn response from the browser: an object, at most 16 kB of JSON. */
const webAuthnResponse = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 16_384, 'The passkey response is too large.');

const idSchema = z.string().min(1).max(100);

const callbackPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'must be a path on this site')
  .optional();

export const authRoutes = (deps: Deps) => {
  const { auth, env } = deps;

  /** Hands a request to Better Auth with the client address we trust, and maps its errors. */
  const forward = async (c: Context<AppEnv>, body?: Record<string, unknown>, path?: string): Promise<Response> => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const method = path ? 'POST' : c.req.method;
    if (body) {
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    }
    const init: RequestInit = { method, headers };
    if (body) init.body = JSON.stringify(body);
    else if (!['GET', 'HEAD'].includes(method)) init.body = await c.req.arrayBuffer();
    const res = await auth.handler(new Request(path ? new URL(`/api/auth${path}`, c.req.url) : c.req.url, init));
    if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('json')) return res;
    const error = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const mapped = translate(res.status, error.code, error.message);
    const retryAfter = res.headers.get('retry-after') ?? res.headers.get('x-retry-after');
    if (retryAfter) c.header('Retry-After', retryAfter);
    throw mapped;
  };

  const sessionFrom = async (c: Context<AppEnv>): Promise<SessionInfo | null> => {
    await loadSession(deps)(c, async () => {});
    return c.get('session');
  };
  const signedIn = async (c: Context<AppEnv>): Promise<SessionInfo> => {
    const session = await sessionFrom(c);
    if (!session) throw new AppError('UNAUTHORIZED');
    return session;
  };
  const accountOf = (session: SessionInfo): Account => ({ id: session.user.id, email: session.user.email, name: session.user.name });
  /** The account whose sign-in waits for its second step, or 401 when the step has expired. */
  const pendingAccount = async (c: Context<AppEnv>): Promise<Account> => {
    const account = await challengeAccount(deps, c.req.header('cookie'));
    if (!account) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
    return account;
  };
  /**
   * Runs a Better Auth call that checks the account's password inside the per-account limit
   * (decision 301): a session alone must not be a way to guess the password. Accounts without a
   * password (Google only) pass straight through.
   */
  const withAccountPassword = async (
    c: Context<AppEnv>,
    session: SessionInfo,
    password: string | undefined,
    call: () => Promise<Response>,
  ): Promise<Response> => {
    const incorrect = new AppError('VALIDATION_FAILED', 'Your password is incorrect.', {
      fieldErrors: { password: ['Your password is incorrect.'] },
    });
    if (!(await hasPassword(deps.database.db, session.user.id))) return call();
    if (!password)
      throw new AppError('VALIDATION_FAILED', TWO_FACTOR_MESSAGES.passwordRequired, {
        fieldErrors: { password: [TWO_FACTOR_MESSAGES.passwordRequired] },
      });
    return withPasswordCheck(
      deps.database.db,
      session.user.email,
      c.get('clientIp'),
      (error) => error === incorrect,
      async () => {
        try {
          return await call();
        } catch (error) {
          // Better Auth's wrong password, in the words of this form.
          if (error instanceof AppError && error.fieldErrors?.currentPassword) throw incorrect;
          throw error;
        }
      },
      (wait) => {
        throw new AppError('RATE_LIMITED', MESSAGES.rateLimited, { headers: { 'Retry-After': String(wait) } });
      },
    );
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
            signedInAnswer(await forward(c, { email: input.email, password: input.password, rememberMe: input.remember ?? false, callbackURL })),
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

      // ── Two-factor sign-in (decisions 420-422) ─────────────────────────────────────────────
      // Every code is checked inside the account's attempt limit (the one passwords use), and an
      // authenticator code is accepted once.

      // The second step of a sign-in (no session yet), or the first code that confirms enrollment.
      .post('/two-factor/verify-totp', async (c) => {
        const raw = await readJson(c);
        const session = await sessionFrom(c);
        const account = session ? accountOf(session) : await pendingAccount(c);
        const input = session ? { ...check(TwoFactorConfirmSchema, raw), trustDevice: undefined } : check(TwoFactorSignInSchema, raw);
        const enrolling = Boolean(session && !session.user.twoFactorEnabled);
        const res = await withSecondFactorCheck(deps.database.db, account, c.get('clientIp'), { kind: 'totp', code: input.code }, async () =>
          signedInAnswer(await forward(c, { code: input.code, ...(input.trustDevice ? { trustDevice: true } : {}) })),
        );
        if (enrolling) await recordSecurityEvent(deps, { user: account, action: 'security.two_factor_enabled' });
        return res;
      })

      // The second step with a backup code instead: the code is used up whether or not it is the last.
      .post('/two-factor/verify-backup-code', async (c) => {
        const raw = await readJson(c);
        if (await sessionFrom(c)) throw new AppError('BAD_REQUEST', 'You are already signed in.');
        const account = await pendingAccount(c);
        const input = check(BackupCodeSignInSchema, raw);
        const res = await withSecondFactorCheck(deps.database.db, account, c.get('clientIp'), { kind: 'backup', code: input.code }, async () =>
          signedInAnswer(await forward(c, { code: input.code, ...(input.trustDevice ? { trustDevice: true } : {}) })),
        );
        await recordSecurityEvent(deps, { user: account, action: 'security.backup_code_used' });
        return res;
      })

      // Enrollment, step one: a new secret (shown as a QR code and as text) and ten backup codes,
      // kept unconfirmed until the first correct code. The password is asked for when the account has one.
      .post('/two-factor/enable', async (c) => {
        const session = await signedIn(c);
        if (session.user.twoFactorEnabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
        const input = check(TwoFactorPasswordSchema, await readJson(c));
        const res = await withAccountPassword(c, session, input.password, () => forward(c, { password: input.password ?? '' }));
        const body = (await res.json()) as { totpURI: string; backupCodes: string[] };
        const secret = new URL(body.totpURI).searchParams.get('secret') ?? '';
        return c.json({ totpURI: body.totpURI, secret, backupCodes: body.backupCodes });
      })

      // Ten new backup codes; the old ones stop working.
      .post('/two-factor/generate-backup-codes', async (c) => {
        const session = await signedIn(c);
        if (!session.user.twoFactorEnabled) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notOn);
        const input = check(TwoFactorPasswordSchema, await readJson(c));
        const res = await withAccountPassword(c, session, input.password, () => forward(c, { password: input.password ?? '' }));
        const body = (await res.json()) as { backupCodes: string[] };
        await recordSecurityEvent(deps, { user: accountOf(session), action: 'security.backup_codes_regenerated' });
        return c.json({ backupCodes: body.backupCodes });
      })

      // Turning it off takes the password and a current code (or a backup code): a session left
      // open on a shared computer is not enough.
      .post('/two-factor/disable', async (c) => {
        const session = await signedIn(c);
        if (!session.user.twoFactorEnabled) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notOn);
        const input = check(TwoFactorDisableSchema, await readJson(c));
        const account = accountOf(session);
        const withPassword = await hasPassword(deps.database.db, account.id);
        if (withPassword && !input.password)
          throw new AppError('VALIDATION_FAILED', TWO_FACTOR_MESSAGES.passwordRequired, {
            fieldErrors: { password: [TWO_FACTOR_MESSAGES.passwordRequired] },
          });
        const backup = looksLikeBackupCode(input.code);
        const code = check(backup ? BackupCodeSchema : TotpCodeSchema, input.code);
        // The password first: a wrong one must not use up a backup code.
        await withAccountPassword(c, session, input.password, async () => {
          if (!(await passwordMatches(deps.database.db, account.id, input.password ?? '')))
            throw new AppError('VALIDATION_FAILED', '', { fieldErrors: { currentPassword: [''] } });
          return new Response(null);
        });
        await withSecondFactorCheck(deps.database.db, account, c.get('clientIp'), { kind: backup ? 'backup' : 'totp', code }, async () => {
          const res = await forward(
            c,
            backup ? { code, disableSession: true } : { code },
            backup ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp',
          );
          await res.body?.cancel();
        });
        const res = await forward(c, { password: input.password ?? '' }, '/two-factor/disable');
        await recordSecurityEvent(deps, { user: account, action: 'security.two_factor_disabled' });
        return withoutSessionToken(res);
      })

      // ── Passkeys (decision 423) ────────────────────────────────────────────────────────────
      .get('/passkey/generate-register-options', async (c) => {
        await signedIn(c);
        return forward(c);
      })
      .post('/passkey/verify-registration', async (c) => {
        const session = await signedIn(c);
        const raw = await readJson(c);
        const input = check(z.object({ response: webAuthnResponse, name: PasskeyNameSchema }), raw);
        const res = await forward(c, { response: input.response, name: input.name });
        const passkey = (await res.json()) as { id: string; name?: string | null; createdAt: string };
        await recordSecurityEvent(deps, { user: accountOf(session), action: 'security.passkey_added', detail: input.name });
        return c.json({ passkey: { id: passkey.id, name: passkey.name ?? input.name, createdAt: passkey.createdAt } });
      })
      // A passkey sign-in is two factors at once (the device and its lock), so it never asks for a code.
      .post('/passkey/verify-authentication', async (c) => {
        const input = check(z.object({ response: webAuthnResponse }), await readJson(c));
        return signedInAnswer(await forward(c, { response: input.response }));
      })
      .post('/passkey/update-passkey', async (c) => {
        const session = await signedIn(c);
        const input = check(z.object({ id: idSchema, name: PasskeyNameSchema }), await readJson(c));
        await findOwnPasskey(deps.database.db, session.user.id, input.id);
        const res = await forward(c, input);
        await res.body?.cancel();
        return c.json({ success: true });
      })
      .post('/passkey/delete-passkey', async (c) => {
        const session = await signedIn(c);
        const input = check(z.object({ id: idSchema }), await readJson(c));
        const passkey = await findOwnPasskey(deps.database.db, session.user.id, input.id);
        const res = await forward(c, input);
        await res.body?.cancel();
        await recordSecurityEvent(deps, { user: accountOf(session), action: 'security.passkey_removed', detail: passkey.name?.trim() || 'Passkey' });
        return c.json({ success: true });
      })

      .all('/*', async (c) => {
        const sub = c.req.path.replace(/^\/api\/auth/, '');
        if (!ALLOWED.some((re) => re.test(sub))) throw new AppError('NOT_FOUND', 'No such API endpoint.');
        return forward(c);
      })
  );
};
