import type { ReactNode } from 'react';
import { SavedScenariosList } from '../../features/tools/scenarios/components/saved-scenarios-list.tsx';

/**
 * Sections other features add to /dashboard (the app layer composes features; features never
 * import each other). `savedScenarios`: the member tools' saved scenarios, newest first.
 */
export const DASHBOARD_SLOTS: { savedScenarios: ReactNode } = {
  savedScenarios: <SavedScenariosList limit={5} />,
};
