import type { Scenario, ScenarioCreate, ScenarioUpdate, ToolId } from '@awc/domain';
import { useMemo } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { type ServerValueSource, useServerLoaded } from '../../../../lib/server-values.ts';

export const listScenarios = (tool?: ToolId) => api<{ scenarios: Scenario[] }>(`/api/scenarios${tool ? `?tool=${encodeURIComponent(tool)}` : ''}`);
export const getScenario = (id: string) => api<{ scenario: Scenario }>(`/api/scenarios/${encodeURIComponent(id)}`);
export const createScenario = (input: ScenarioCreate) => api<{ scenario: Scenario }>('/api/scenarios', { method: 'POST', body: input });
export const updateScenario = (id: string, patch: ScenarioUpdate) =>
  api<{ scenario: Scenario }>(`/api/scenarios/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
export const deleteScenario = (id: string) => api<{ success: true }>(`/api/scenarios/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The member's scenarios as a first-screen value of a page the server renders (lib/server-values.ts). */
export const scenariosValue = (tool?: ToolId): ServerValueSource<Scenario[]> => ({
  key: `scenarios:${tool ?? 'all'}`,
  load: async () => (await listScenarios(tool)).scenarios,
});

/**
 * The member's scenarios (of one tool, or all). Plain state rather than TanStack Query so the tool
 * pages and the dashboard list stay lean pages.
 */
export function useScenarios(tool?: ToolId) {
  // A page the server rendered carries the list (decision 320): no request for it at hydration.
  const source = useMemo(() => scenariosValue(tool), [tool]);
  const { value: scenarios, error, reload } = useServerLoaded(source);
  return { scenarios, error, reload };
}
