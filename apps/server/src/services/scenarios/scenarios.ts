import crypto from 'node:crypto';
import {
  ADMIN_TOOLS,
  SCENARIO_MAX_PER_USER,
  type Scenario,
  type ScenarioCreate,
  type ScenarioUpdate,
  scenarioAchievements,
  TOOLS,
  type ToolId,
  toolKeys,
  validateTool,
} from '@awc/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scenarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Deps } from '../../types.ts';
import { grantAchievements } from '../accounts/achievements.ts';
import { isAdmin } from '../accounts/roles.ts';

type Row = typeof scenarios.$inferSelect;
const view = (r: Row): Scenario => ({
  id: r.id,
  tool: r.tool as ToolId,
  name: r.name,
  input: r.input,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Keep only the tool's own fields and refuse inputs the tool itself would refuse, with the same
 * per-field messages the page shows, so a saved scenario always reopens to a result.
 */
function cleanInput(tool: ToolId, input: Record<string, string>): Record<string, string> {
  const keys = toolKeys(TOOLS[tool].fields);
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (keys.has(k)) kept[k] = v;
  const { errors } = validateTool(tool, kept);
  if (Object.keys(errors).length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [k, m] of Object.entries(errors)) fieldErrors[`input.${k}`] = [m];
    throw new AppError('VALIDATION_FAILED', 'Fix the highlighted inputs before saving.', { fieldErrors });
  }
  return kept;
}

function assertToolAllowed(tool: ToolId, isAdmin: boolean) {
  // Admin tools are admin-only pages; their scenarios follow the same rule.
  if (ADMIN_TOOLS.includes(tool) && !isAdmin) throw new AppError('NOT_FOUND');
}

export async function listScenarios(db: DbOrTx, userId: string, tool?: ToolId): Promise<Scenario[]> {
  const where = tool ? and(eq(scenarios.userId, userId), eq(scenarios.tool, tool)) : eq(scenarios.userId, userId);
  const rows = await db.select().from(scenarios).where(where).orderBy(desc(scenarios.updatedAt)).limit(SCENARIO_MAX_PER_USER);
  return rows.map(view);
}

/** Another user's id answers exactly like a missing one (404), so ids reveal nothing. */
export async function getScenario(db: DbOrTx, userId: string, id: string): Promise<Scenario> {
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Scenario not found.');
  return view(row);
}

/**
 * Saves a new scenario, then grants what saving it earned. The net worth scenarios are read as they
 * stood before the save, since a figure that crosses zero against them counts.
 */
export async function createScenario(deps: Pick<Deps, 'database' | 'hooks' | 'log'>, userId: string, input: ScenarioCreate): Promise<Scenario> {
  const db = deps.database.db;
  assertToolAllowed(input.tool, await isAdmin(db, userId));
  const earlier = await listScenarios(db, userId, 'net-worth');
  const cleaned = cleanInput(input.tool, input.input);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(scenarios).where(eq(scenarios.userId, userId));
  if ((count?.n ?? 0) >= SCENARIO_MAX_PER_USER)
    throw new AppError('CONFLICT', `You can keep up to ${SCENARIO_MAX_PER_USER} scenarios. Delete one to save another.`);
  const [row] = await db
    .insert(scenarios)
    .values({ id: crypto.randomUUID(), userId, tool: input.tool, name: input.name, input: cleaned })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  const scenario = view(row);
  await grantAchievements(deps, userId, scenarioAchievements(scenario, earlier));
  return scenario;
}

/** Renames or changes a scenario, then grants what the change earned (as createScenario does). */
export async function updateScenario(
  deps: Pick<Deps, 'database' | 'hooks' | 'log'>,
  userId: string,
  id: string,
  patch: ScenarioUpdate,
): Promise<Scenario> {
  const db = deps.database.db;
  const current = await getScenario(db, userId, id);
  const earlier = await listScenarios(db, userId, 'net-worth');
  const set: Partial<typeof scenarios.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.input !== undefined) set.input = cleanInput(current.tool, patch.input);
  const [row] = await db
    .update(scenarios)
    .set(set)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Scenario not found.');
  const scenario = view(row);
  await grantAchievements(deps, userId, scenarioAchievements(scenario, earlier));
  return scenario;
}

export async function deleteScenario(db: DbOrTx, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(scenarios)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
    .returning({ id: scenarios.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Scenario not found.');
}
