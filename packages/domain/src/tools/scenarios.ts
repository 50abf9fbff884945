/** Saved scenarios of the member and admin tools (`/api/scenarios`). */
import { z } from 'zod';
import { LINES_MAX_CHARS } from './fields.ts';
import { TOOL_IDS, type ToolId } from './types.ts';

export const SCENARIO_NAME_MAX = 80;
export const SCENARIO_MAX_PER_USER = 200;

/** Total characters of one scenario's values: room for a few line-item lists (LINES_MAX_CHARS each). */
export const SCENARIO_INPUT_MAX_CHARS = 4 * LINES_MAX_CHARS;

// Plain values stay short; a line-item list (kind 'lines', a JSON string) may run to LINES_MAX_CHARS.
const ScenarioInput = z
  .record(z.string().max(60), z.string().max(LINES_MAX_CHARS))
  .refine((o) => Object.keys(o).length <= 200, { message: 'Too many inputs.' })
  .refine((o) => Object.values(o).reduce((n, v) => n + v.length, 0) <= SCENARIO_INPUT_MAX_CHARS, { message: 'These inputs are too long to save.' });

export const ScenarioCreateSchema = z.object({
  tool: z.enum(TOOL_IDS, { error: 'Choose a tool.' }),
  name: z
    .string({ error: 'Name your scenario.' })
    .trim()
    .min(1, 'Name your scenario.')
    .max(SCENARIO_NAME_MAX, `Keep the name under ${SCENARIO_NAME_MAX} characters.`),
  input: ScenarioInput,
});
export const ScenarioUpdateSchema = ScenarioCreateSchema.omit({ tool: true }).partial();
export type ScenarioCreate = z.infer<typeof ScenarioCreateSchema>;
export type ScenarioUpdate = z.infer<typeof ScenarioUpdateSchema>;

export interface Scenario {
  id: string;
  tool: ToolId;
  name: string;
  input: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}
