import type { ReactNode } from 'react';
import { PslfDashboardCard } from '../../features/tools/pslf-tracker/pslf-dashboard-card.tsx';
import { PSLF_TRACKER_VALUE } from '../../features/tools/pslf-tracker/pslf-api.ts';
import { SavedScenariosList } from '../../features/tools/scenarios/components/saved-scenarios-list.tsx';
import { scenariosValue } from '../../features/tools/scenarios/api/scenarios-api.ts';
import type { ServerValueSource } from '../../lib/server-values.ts';

/**
 * Sections other features add to /dashboard (the app layer composes features; features never
 * import each other). `savedScenarios`: the member tools' saved scenarios, newest first.
 * `pslf`: progress toward Public Service Loan Forgiveness, for members who keep the tracker.
 * `serverValues`: what those sections read, so the server loads it with the dashboard's own data
 * (they render only once that has arrived, which would otherwise cost the server one more render).
 */
export const DASHBOARD_SLOTS: { savedScenarios: ReactNode; pslf: ReactNode; serverValues: readonly ServerValueSource<unknown>[] } = {
  savedScenarios: <SavedScenariosList limit={5} />,
  pslf: <PslfDashboardCard />,
  serverValues: [scenariosValue(), PSLF_TRACKER_VALUE],
};
