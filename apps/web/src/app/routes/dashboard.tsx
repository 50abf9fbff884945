import type { PageProps } from '../pages.ts';
import { useAuthState } from '../../lib/auth/session-store.ts';
import { useServerValuesAhead } from '../../lib/server-values.ts';
import { MemberDashboard } from '../../features/member-area/components/member-dashboard.tsx';
import { DASHBOARD_SLOTS } from './dashboard-slots.tsx';

/** /dashboard. Other features' sections (saved scenarios, PSLF progress) are mounted through DASHBOARD_SLOTS. */
export default function DashboardPage({ route }: PageProps) {
  const auth = useAuthState();
  useServerValuesAhead(DASHBOARD_SLOTS.serverValues);
  return (
    <MemberDashboard
      heading={route.heading}
      isAdmin={Boolean(auth.me?.user && auth.me.isAdmin)}
      savedScenarios={DASHBOARD_SLOTS.savedScenarios}
      pslf={DASHBOARD_SLOTS.pslf}
    />
  );
}
