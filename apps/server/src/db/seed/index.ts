import { sql } from 'drizzle-orm';
import { appMeta } from '../schema/index.ts';
import type { Deps } from '../../types.ts';
import { seedBlogPosts } from './blog-posts.ts';
import { seedDemoCommunity } from './community.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedMemberArea } from './member-area.ts';
import { seedDemoNewsletter } from './newsletter.ts';

/**
 * Every seed step, in order. Each must be idempotent: running the seed twice changes nothing.
 * `demo` steps (accounts with published passwords, sample content) never run in production.
 */
export type SeedStep = { name: string; demo: boolean; run: (deps: Deps) => Promise<void> };

export const SEED_STEPS: SeedStep[] = [
  { name: 'demo accounts', demo: true, run: seedDemoAccounts },
  { name: 'blog posts', demo: false, run: seedBlogPosts },
  { name: 'content hub and live sessions', demo: true, run: (deps) => seedMemberArea(deps) },
  // Demo members, threads, reactions, RSVPs and a replay: a fresh laptop install feels alive.
  { name: 'demo community', demo: true, run: (deps) => seedDemoCommunity(deps) },
  // One sent issue, so the public newsletter archive has a page to show.
  { name: 'demo newsletter issue', demo: true, run: seedDemoNewsletter },
];

export type SeedReport = { ran: string[] };

export const runSeed = async (deps: Deps): Promise<SeedReport> => {
  const ran: string[] = [];
  for (const step of SEED_STEPS) {
    if (step.demo && deps.env.isProduction) continue;
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
