import { BillingSearchQuerySchema, TrialSettingsSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { jsonBody, query } from '../lib/validate.ts';
import { requireAdmin, sessionOf } from '../middleware/session.ts';
import { listTrials, saveTrialSettings, trialSettings } from '../services/billing/trials.ts';
import type { AppEnv, Deps } from '../types.ts';

const TrialListQuerySchema = BillingSearchQuerySchema.extend({ status: z.enum(['trialing', 'all']).optional().default('all') });

/**
 * The admin console's billing sections (`/api/admin/billing/*`): trial settings and the list of
 * trials. Admin is checked on the server for every route; every change is audited in the
 * transaction that makes it.
 */
export const adminBillingRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const actorOf = (c: Parameters<typeof sessionOf>[0]) => {
    const { user } = sessionOf(c);
    return { id: user.id, email: user.email };
  };
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/trials/settings', async (c) => c.json(await trialSettings(db)))
    .put('/trials/settings', jsonBody(TrialSettingsSchema), async (c) => c.json(await saveTrialSettings(deps, actorOf(c), c.req.valid('json'))))
    .get('/trials', query(TrialListQuerySchema), async (c) => c.json(await listTrials(db, c.req.valid('query'))));
};
