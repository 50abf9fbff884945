import crypto from 'node:crypto';
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_COUNT,
  namesFromProvider,
  PRODUCT_NAME,
  SESSION_IDLE_DAYS,
  SESSION_UNREMEMBERED_HOURS,
  TRUST_DEVICE_DAYS,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from '@awc/domain';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from '../mail/templates.ts';
import { type AccountEmailKind, reserveAccountEmail } from '../services/accounts/email-cap.ts';
import { clearPasswordFailures } from '../services/accounts/sign-in-throttle.ts';
import { oauthSecondStep } from './oauth-second-step.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** The header our client-ip middleware sets (overwriting anything a client sent). */
export const CLIENT_IP_HEADER = 'x-awc-client-ip';

export type AuthHooks = {
  onUserCreated: (user: { id: string; email: string; name: string; firstName?: string | null; lastName?: string | null }) => Promise<void>;
  onSessionCreated: (session: { userId: string }) => Promise<void>;
};

const DAY = 86_400;

/** The session cookie's name (the only cookie Better Auth reads a session from). */
export const sessionCookieName = (env: Env): string => cookieNames(env).session_token.name;

const cookieNames = (env: Env) => {
  // In production the session cookies carry the __Host- prefix: Secure, Path=/, no Domain, so no
  // sibling subdomain can set or read them. Over plain http (development) browsers refuse the
  // prefix, so the names are plain there.
  const prefix = env.isProduction ? '__Host-awc' : 'awc';
  const attributes = { secure: env.isProduction, sameSite: 'lax' as const, httpOnly: true, path: '/' };
  return {
    session_token: { name: `${prefix}.session_token`, attributes },
    session_data: { name: `${prefix}.session_data`, attributes },
    dont_remember: { name: `${prefix}.dont_remember`, attributes },
    account_data: { name: `${prefix}.account_data`, attributes },
    // The second step of a sign-in, "trust this device" and a passkey ceremony's challenge: the
    // same prefix and attributes as the session, so none can be planted by a sibling subdomain.
    two_factor: { name: `${prefix}.two_factor`, attributes },
    trust_device: { name: `${prefix}.trust_device`, attributes },
    passkey_challenge: { name: `${prefix}.passkey_challenge`, attributes },
  };
};

/** The two-factor challenge cookie's name (routes/auth.ts reads which account a second step is for). */
export const twoFactorCookieName = (env: Env): string => cookieNames(env).two_factor.name;

/** Ten backup codes like `abcde-23456`: lower case and digits without look-alikes, ~49 bits each. */
const backupCodes = (): string[] =>
  Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_CODE_ALPHABET[crypto.randomInt(BACKUP_CODE_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/**
 * Better Auth, configured for this product (see docs/decisions/007-accounts-and-sessions.md):
 * email + password with required verification, argon2id, Google with PKCE/state and no silent
 * account linking, database sessions with a 14-day idle window, database-backed per-IP limits.
 */
export const createAuth = (deps: { env: Env; database: Database; mailer: Mailer; log: Logger; hooks: AuthHooks }) => {
  const { env, database, mailer, hooks, log } = deps;
  // With the per-IP limits on (production), each address also gets at most a few account emails of
  // a kind an hour, however many addresses ask (issue 17 item 6). The answer to the asker is the
  // same either way, so the cap reveals nothing about the account.
  const mayEmail = async (kind: AccountEmailKind, to: string) => {
    if (!env.authRateLimit || (await reserveAccountEmail(database.db, kind, to))) return true;
    log.warn({ kind }, 'account email not sent: the recipient had its hourly share');
    return false;
  };
  const auth = betterAuth({
    appName: 'Attorney Wealth Collective',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.SESSION_SECRET,
    trustedOrigins: [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS],
    telemetry: { enabled: false },
    logger: { disabled: env.NODE_ENV === 'test', level: 'warn' },
    database: drizzleAdapter(database.db, { provider: 'pg', schema, usePlural: true }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_DAYS * DAY,
      updateAge: DAY,
      additionalFields: { remember: { type: 'boolean', required: false, input: false, defaultValue: true } },
    },
    account: {
      // A Google sign-in whose email belongs to an existing account is refused, never linked.
      accountLinking: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3_600,
      password: { hash: hashPassword, verify: verifyPassword },
      // A completed reset proves the owner holds the inbox: the failed guesses of others no longer
      // lock them out (issue 17 item 5).
      onPasswordReset: async ({ user }) => {
        await clearPasswordFailures(database.db, user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        if (!(await mayEmail('reset-password', user.email))) return;
        await mailer.send({ to: user.email, ...resetPasswordEmail({ name: user.name, url }) });
      },
      onExistingUserSignUp: async ({ user }) => {
        if (!(await mayEmail('existing-account', user.email))) return;
        await mailer.send({
          to: user.email,
          ...existingAccountEmail({ name: user.name, signInUrl: `${env.PUBLIC_URL}/auth`, resetUrl: `${env.PUBLIC_URL}/reset-password` }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      afterEmailVerification: async (user) => {
        await clearPasswordFailures(database.db, user.email);
      },
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await mayEmail('verify-email', user.email))) return;
        await mailer.send({ to: user.email, ...verificationEmail({ name: user.name, url }) });
      },
    },
    socialProviders:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              prompt: 'select_account',
              mapProfileToUser: (profile) => namesFromProvider(profile),
            },
          }
        : {},
    rateLimit: {
      enabled: env.authRateLimit,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 20 },
        '/sign-up/email': { window: 3_600, max: 10 },
        '/request-password-reset': { window: 3_600, max: 10 },
        '/reset-password': { window: 600, max: 10 },
        '/send-verification-email': { window: 3_600, max: 5 },
        '/change-password': { window: 600, max: 10 },
      },
    },
    plugins: [
      // Decision 420. Our routes (routes/auth.ts) put every code inside the per-account attempt
      // limit that passwords use and refuse a code twice, so the plugin's own lockout, a second
      // counter with other rules, is off.
      twoFactor({
        issuer: PRODUCT_NAME,
        allowPasswordless: true,
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * DAY,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_MINUTES * 60,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, customBackupCodesGenerate: backupCodes },
        accountLockout: { enabled: false },
      }),
      // Decision 425: a Google sign-in to an account with two-factor on takes the same second step.
      oauthSecondStep({ challengeSeconds: TWO_FACTOR_CHALLENGE_MINUTES * 60, trustDeviceSeconds: TRUST_DEVICE_DAYS * DAY }),
      // Decision 423: the relying party is this site's host; the origins are the ones CSRF allows.
      passkey({
        rpID: new URL(env.PUBLIC_URL).hostname,
        rpName: PRODUCT_NAME,
        origin: [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS],
        advanced: { webAuthnChallengeCookie: 'passkey_challenge' },
      }),
    ],
    advanced: {
      useSecureCookies: false,
      cookies: cookieNames(env),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await hooks.onUserCreated(user as never);
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const body = (ctx?.body ?? {}) as { rememberMe?: unknown };
            // The second step of a sign-in keeps the first step's "Remember me": Better Auth leaves
            // its dont_remember cookie in place for it.
            const forgetAfterSecondStep =
              ctx?.path?.startsWith('/two-factor/') &&
              (await ctx.getSignedCookie(ctx.context.authCookies.dontRememberToken.name, ctx.context.secret));
            if (body.rememberMe === false || forgetAfterSecondStep) {
              return { data: { ...session, remember: false, expiresAt: new Date(Date.now() + SESSION_UNREMEMBERED_HOURS * 3_600_000) } };
            }
            return { data: { ...session, remember: true } };
          },
          after: async (session) => {
            await hooks.onSessionCreated(session);
          },
        },
      },
    },
  });
  return auth;
};

export type Auth = ReturnType<typeof createAuth>;
