import { ScenarioCreateSchema, ScenarioUpdateSchema, TOOL_IDS } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireMember, sessionOf } from '../middleware/session.ts';
import { createScenario, deleteScenario, getScenario, listScenarios, updateScenario } from '../services/scenarios/scenarios.ts';
import type { AppEnv, Deps } from '../types.ts';

const ListQuery = z.object({ tool: z.enum(TOOL_IDS).optional() });

/** Saved tool scenarios: members (and admins) only, every query scoped to the session user. */
export const scenarioRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  return new Hono<AppEnv>()
    .get('/', member, query(ListQuery), async (c) => c.json({ scenarios: await listScenarios(db, sessionOf(c).user.id, c.req.valid('query').tool) }))
    .post('/', member, jsonBody(ScenarioCreateSchema), async (c) =>
      c.json({ scenario: await createScenario(deps, sessionOf(c).user.id, c.req.valid('json')) }, 201),
    )
    .get('/:id', member, idParam, async (c) => c.json({ scenario: await getScenario(db, sessionOf(c).user.id, c.req.valid('param').id) }))
    .patch('/:id', member, idParam, jsonBody(ScenarioUpdateSchema), async (c) =>
      c.json({ scenario: await updateScenario(deps, sessionOf(c).user.id, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/:id', member, idParam, async (c) => {
      await deleteScenario(db, sessionOf(c).user.id, c.req.valid('param').id);
      return c.json({ success: true });
    });
};
