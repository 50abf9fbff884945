import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, profiles, userRoles, users, verifications } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { setPasswordEmail } from '../../mail/templates.ts';
import type { Deps } from '../../types.ts';
import { ensureProfile } from './profiles.ts';
import { grantRole } from './roles.ts';

/** How long the first administrator's set-password link works (the operator may read it later). */
export const SET_PASSWORD_LINK_HOURS = 48;

export class AdminCreateError extends Error {}

export type AdminCreated = {
  userId: string;
  email: string;
  /** False when the address already had an account (it was made an administrator). */
  created: boolean;
  /** The set-password link; null when the account already has a password. */
  link: string | null;
  /** True when the link went out by email (SMTP_URL is set); otherwise the caller shows it once. */
  emailed: boolean;
};

const EmailSchema = z.email();

/**
 * Makes `email` an administrator (decision 300). A new account gets no password: it can sign in
 * only after its owner follows the set-password link, which is a Better Auth reset token, so
 * `/reset-password?token=` sets the first password through the same code as any reset. With
 * SMTP the link is emailed (`deliverNow` sends it before returning, for the command line);
 * without SMTP the caller prints it once, since production has no development mailbox.
 */
export const createAdmin = async (deps: Deps, rawEmail: string, options: { deliverNow?: boolean } = {}): Promise<AdminCreated> => {
  const email = rawEmail.trim().toLowerCase();
  if (!EmailSchema.safeParse(email).success) throw new AdminCreateError(`Not an email address: ${rawEmail}`);
  const db = deps.database.db;
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    const id = existing?.id ?? newId();
    if (!existing) {
      // Verified: the only way in is the link sent to (or printed for) this address.
      await tx.insert(users).values({ id, email, name: 'Administrator', emailVerified: true });
      await ensureProfile(tx, { id, email, name: 'Administrator' });
    }
    await grantRole(tx, id, 'admin');
    await tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, id));
    const [credential] = await tx
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')));
    if (credential?.password) return { id, created: !existing, token: null };
    const token = crypto.randomBytes(24).toString('base64url');
    await tx.insert(verifications).values({
      id: newId(),
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3_600_000),
    });
    return { id, created: !existing, token };
  });
  deps.authCache.invalidateUser(result.id);
  const link = result.token ? `${deps.env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(result.token)}` : null;
  let emailed = false;
  if (link && deps.env.SMTP_URL) {
    const message = { to: email, ...setPasswordEmail({ url: link, hours: SET_PASSWORD_LINK_HOURS }) };
    if (options.deliverNow) await deps.mailer.deliver(message);
    else await deps.mailer.send(message);
    emailed = true;
  }
  return { userId: result.id, email, created: result.created, link, emailed };
};

/** True when some account holds the admin role. */
export const hasAdmin = async (deps: Deps): Promise<boolean> =>
  (await deps.database.db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).limit(1)).length > 0;
