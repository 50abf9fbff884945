import type { ReactNode } from 'react';
import { PslfDashboardCard } from '../../features/tools/pslf-tracker/pslf-dashboard-card.tsx';
import { SavedScenariosList } from '../../features/tools/scenarios/components/saved-scenarios-list.tsx';

/**
 * Sections other features add to /dashboard (the app layer composes features; features never
 * import each other). `savedScenarios`: the member tools' saved scenarios, newest first.
 * `pslf`: progress toward Public Service Loan Forgiveness, for members who keep the tracker.
 */
export const DASHBOARD_SLOTS: { savedScenarios: ReactNode; pslf: ReactNode } = {
  savedScenarios: <SavedScenariosList limit={5} />,
  pslf: <PslfDashboardCard />,
};
