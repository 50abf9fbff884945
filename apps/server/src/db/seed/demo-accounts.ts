import crypto from 'node:crypto';
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_COUNT } from '@awc/domain';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { newId } from '../../lib/ids.ts';
import { ensureProfile } from '../../services/accounts/profiles.ts';
import { grantRole } from '../../services/accounts/roles.ts';
import type { Deps } from '../../types.ts';
import type { DbOrTx } from '../client.ts';
import { accounts, profiles, subscribers, twoFactors, users } from '../schema/index.ts';

/**
 * The demo administrator's authenticator secret (base32, for any authenticator app), published
 * like its password and seeded only where the demo is (never in production: decision 300). An
 * administrator needs two-factor sign-in before the admin tools open (decision 422), so the demo
 * admin comes enrolled; journeys and tests compute its codes from this secret.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'DEMOADMINTWOFACTORKEYFORAWCDEMOS';

/** Demo accounts of a fresh install (printed by the server at start outside production). */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    email: 'admin@attorneywealth.test',
    password: 'DemoAdmin2026',
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
    firstName: 'Avery',
    lastName: 'Admin',
    headline: 'Founder and editor',
  },
  {
    role: 'member',
    email: 'member@attorneywealth.test',
    password: 'DemoMember2026',
    firstName: 'Morgan',
    lastName: 'Member',
    headline: 'Fourth-year associate, BigLaw',
  },
  { role: 'visitor', email: 'visitor@attorneywealth.test', password: 'DemoVisitor2026', firstName: 'Val', lastName: 'Visitor', headline: null },
] as const;

export const DEMO_ADMIN_EMAIL = DEMO_ACCOUNTS[0].email;

/** Creates each demo account once (verified, with a password); the member gets an annual membership. */
export const seedDemoAccounts = async (deps: Deps) => {
  const db = deps.database.db;
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id, twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.email, demo.email));
    // A demo database from before two-factor sign-in: its demo admin is enrolled now.
    if (existing && 'totpSecret' in demo && !existing.twoFactorEnabled) await enrollDemoTwoFactor(deps, existing.id, demo.totpSecret);
    if (existing) continue;
    const id = newId();
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        email: demo.email,
        name: `${demo.firstName} ${demo.lastName}`,
        emailVerified: true,
        firstName: demo.firstName,
        lastName: demo.lastName,
      });
      await tx
        .insert(accounts)
        .values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password: await hashPassword(demo.password) });
      await ensureProfile(tx, {
        id,
        email: demo.email,
        name: `${demo.firstName} ${demo.lastName}`,
        firstName: demo.firstName,
        lastName: demo.lastName,
      });
      if (demo.headline)
        await tx
          .update(profiles)
          .set({ headline: demo.headline, practiceSetting: demo.role === 'member' ? 'BigLaw' : null })
          .where(eq(profiles.id, id));
      if (demo.role === 'admin') {
        await enrollDemoTwoFactor(deps, id, DEMO_ADMIN_TOTP_SECRET, tx);
        await grantRole(tx, id, 'admin');
        await tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, id));
      }
      if (demo.role === 'member') {
        const periodEnd = new Date();
        periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
        await tx.insert(subscribers).values({
          userId: id,
          plan: 'annual',
          status: 'active',
          currentPeriodEnd: periodEnd,
          provider: 'demo',
          providerCustomerId: `demo_cus_${id}`,
          providerSubscriptionId: `demo_sub_${id}`,
        });
      }
    });
  }
};

/**
 * Writes a confirmed two-factor enrollment the way Better Auth's plugin stores one: the secret
 * encrypted with SESSION_SECRET (`base32:` marks a secret given in base32, which the plugin decodes),
 * and ten random backup codes, encrypted as a JSON list. The demo's backup codes are not published.
 */
export const enrollDemoTwoFactor = async (deps: Deps, userId: string, base32Secret: string, db: DbOrTx = deps.database.db) => {
  const key = (await deps.auth.$context).secretConfig;
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_CODE_ALPHABET[crypto.randomInt(BACKUP_CODE_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db
    .insert(twoFactors)
    .values({
      id: newId(),
      userId,
      secret: await symmetricEncrypt({ key, data: `base32:${base32Secret}` }),
      backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(codes) }),
      verified: true,
    })
    .onConflictDoNothing();
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
};
