import crypto from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie, expireCookie } from 'better-auth/cookies';

/** The plugin's cookie names (better-auth/plugins/two-factor constant.mjs, 1.7.25); our prefix is added by createAuthCookie. */
const TWO_FACTOR_COOKIE = 'two_factor';
const TRUST_DEVICE_COOKIE = 'trust_device';

/** The query a Google callback adds when a code is still needed: /auth opens on the second step. */
export const SECOND_STEP_QUERY = 'second-step';

const hmac = (secret: string, value: string) => crypto.createHmac('sha256', secret).update(value).digest('base64url');

/**
 * Decision 425. Better Auth's twoFactor plugin intercepts only the password sign-in paths, so a
 * Google callback for an account with two-factor on would hand out a full session. This after-hook
 * puts the OAuth callback through the same second step: it does what the plugin does after a right
 * password (same cookie names, signed the same way, same verification rows), so the plugin's
 * verify-totp / verify-backup-code endpoints, behind our routes with their per-account limit and
 * one-use claims, finish the sign-in. A valid trust cookie skips the step and is renewed, as for a
 * password sign-in. The only difference is the answer: a redirect to /auth?second-step=1 (keeping
 * the plan) instead of `{ twoFactorRedirect: true }`, because the browser arrives here by navigation.
 */
export const oauthSecondStep = (options: { challengeSeconds: number; trustDeviceSeconds: number }): BetterAuthPlugin => ({
  id: 'awc-oauth-second-step',
  hooks: {
    after: [
      {
        matcher: (context) => Boolean(context.path?.startsWith('/callback/')),
        handler: createAuthMiddleware(async (ctx) => {
          const data = ctx.context.newSession;
          if (!data?.user || !(data.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
          const { secret, internalAdapter } = ctx.context;
          const userId = data.user.id;

          const trustCookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE, { maxAge: options.trustDeviceSeconds });
          const trusted = await ctx.getSignedCookie(trustCookie.name, secret);
          if (trusted) {
            const [token, identifier] = trusted.split('!');
            const record =
              token && identifier && token === hmac(secret, `${userId}!${identifier}`)
                ? await internalAdapter.findVerificationValue(identifier)
                : null;
            if (identifier && record && record.value === userId && record.expiresAt > new Date()) {
              // A trusted device: the session stands, and the trust is renewed for another period.
              await internalAdapter.deleteVerificationByIdentifier(identifier);
              const next = `trust-device-${crypto.randomBytes(24).toString('base64url')}`;
              await internalAdapter.createVerificationValue({
                value: userId,
                identifier: next,
                expiresAt: new Date(Date.now() + options.trustDeviceSeconds * 1000),
              });
              await ctx.setSignedCookie(trustCookie.name, `${hmac(secret, `${userId}!${next}`)}!${next}`, secret, trustCookie.attributes);
              return;
            }
            expireCookie(ctx, trustCookie);
          }

          // No session until the second factor: remove the one the callback made, cookie and row.
          deleteSessionCookie(ctx, true);
          await internalAdapter.deleteSession(data.session.token);
          ctx.context.setNewSession(null);
          const challengeCookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: options.challengeSeconds });
          const identifier = `2fa-${crypto.randomBytes(15).toString('base64url')}`;
          const expiresAt = new Date(Date.now() + options.challengeSeconds * 1000);
          await internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
          // The plugin's per-challenge count of wrong codes starts at zero, as after a password.
          await internalAdapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
          await ctx.setSignedCookie(challengeCookie.name, identifier, secret, challengeCookie.attributes);

          const location = new URL(ctx.context.responseHeaders?.get('location') ?? '/auth', ctx.context.baseURL);
          const target = new URL('/auth', location);
          const plan = location.searchParams.get('plan');
          if (plan) target.searchParams.set('plan', plan);
          target.searchParams.set('mode', 'login');
          target.searchParams.set(SECOND_STEP_QUERY, '1');
          throw ctx.redirect(`${target.pathname}${target.search}`);
        }),
      },
    ],
  },
});
