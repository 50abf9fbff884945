import { sql } from 'drizzle-orm';
import { appMeta } from '../schema/index.ts';
import type { Deps } from '../../types.ts';
import { seedBlogPosts } from './blog-posts.ts';
import { seedDemoCommunity } from './community.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedMemberArea } from './member-area.ts';

/** Every seed step, in order. Each must be idempotent: running the seed twice changes nothing. */
export type SeedStep = { name: string; run: (deps: Deps) => Promise<void> };

export const SEED_STEPS: SeedStep[] = [
  { name: 'demo accounts', run: seedDemoAccounts },
  { name: 'blog posts', run: seedBlogPosts },
  { name: 'content hub and live sessions', run: (deps) => seedMemberArea(deps) },
  // Outside production only (the step checks): demo members, threads, reactions, RSVPs, a replay.
  { name: 'demo community', run: (deps) => seedDemoCommunity(deps) },
];

export type SeedReport = { ran: string[] };

export const runSeed = async (deps: Deps): Promise<SeedReport> => {
  const ran: string[] = [];
  for (const step of SEED_STEPS) {
    await step.run(deps);
    ran.push(step.name);
  }
  await deps.database.db
    .insert(appMeta)
    .values({ key: 'seeded_at', value: sql`to_jsonb(now())` })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`to_jsonb(now())`, updatedAt: sql`now()` } });
  return { ran };
};

/** True when the seed has never run on this database. */
export const needsSeed = async (deps: Deps): Promise<boolean> => {
  const rows = await deps.database.db.select({ key: appMeta.key }).from(appMeta).where(sql`${appMeta.key} = 'seeded_at'`);
  return rows.length === 0;
};
