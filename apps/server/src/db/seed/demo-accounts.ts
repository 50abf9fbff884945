import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { newId } from '../../lib/ids.ts';
import { ensureProfile } from '../../services/accounts/profiles.ts';
import { grantRole } from '../../services/accounts/roles.ts';
import type { Deps } from '../../types.ts';
import { accounts, profiles, subscribers, users } from '../schema/index.ts';

/** Demo accounts of a fresh install (printed by the server at start outside production). */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    email: 'admin@attorneywealth.test',
    password: 'DemoAdmin2026',
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
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
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
