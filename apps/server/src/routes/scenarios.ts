import { ScenarioCreateSchema, ScenarioUpdateSchema, scenarioAchievements, TOOL_IDS } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireMember, sessionOf } from '../middleware/session.ts';
import { grantAchievements } from '../services/accounts/achievements.ts';
import { isAdmin } from '../services/accounts/roles.ts';
import { createScenario, deleteScenario, getScenario, listScenarios, updateScenario } from '../services/scenarios/scenarios.ts';
import type { AppEnv, Deps } from '../types.ts';

const ListQuery = z.object({ tool: z.enum(TOOL_IDS).optional() });

/** Saved tool scenarios: members (and admins) only, every query scoped to the session user. */
export const scenarioRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  return new Hono<AppEnv>()
    .get('/', member, query(ListQuery), async (c) => c.json({ scenarios: await listScenarios(db, sessionOf(c).user.id, c.req.valid('query').tool) }))
    .post('/', member, jsonBody(ScenarioCreateSchema), async (c) => {
      const userId = sessionOf(c).user.id;
      const earlier = await listScenarios(db, userId, 'net-worth');
      const scenario = await createScenario(db, userId, await isAdmin(db, userId), c.req.valid('json'));
      await grantAchievements(deps, userId, scenarioAchievements(scenario, earlier));
      return c.json({ scenario }, 201);
    })
    .get('/:id', member, idParam, async (c) => c.json({ scenario: await getScenario(db, sessionOf(c).user.id, c.req.valid('param').id) }))
    .patch('/:id', member, idParam, jsonBody(ScenarioUpdateSchema), async (c) => {
      const userId = sessionOf(c).user.id;
      // The net worth scenarios as they stood before this save: a figure that crosses zero counts.
      const earlier = await listScenarios(db, userId, 'net-worth');
      const scenario = await updateScenario(db, userId, c.req.valid('param').id, c.req.valid('json'));
      await grantAchievements(deps, userId, scenarioAchievements(scenario, earlier));
      return c.json({ scenario });
    })
    .delete('/:id', member, idParam, async (c) => {
      await deleteScenario(db, sessionOf(c).user.id, c.req.valid('param').id);
      return c.json({ success: true });
    });
};
