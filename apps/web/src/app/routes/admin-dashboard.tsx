import type { PageProps } from '../pages.ts';
import { CalendarClockIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAuthState } from '../../lib/auth/session-store.ts';
import { ADMIN_TABS } from './admin-tabs.tsx';

/** /admin/dashboard: the admin console, one tab per entry of ADMIN_TABS (?tab= selects one). */
export default function AdminDashboardPage({ route }: PageProps) {
  const auth = useAuthState();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const first = ADMIN_TABS[0]?.value ?? 'overview';
  const tab = ADMIN_TABS.some((t) => t.value === requested) ? (requested as string) : first;
  const isSuperAdmin = Boolean(auth.me?.user && auth.me.isSuperAdmin);
  return (
    <>
      <PageHeader eyebrow="Admin" title={route.heading} lead="Members, content, notifications and the record of admin actions.">
        <Link to="/admin/session-hub" className={buttonClasses('secondary', 'sm', 'mt-5')}>
          <CalendarClockIcon aria-hidden="true" className="h-4 w-4" /> Session hub
        </Link>
      </PageHeader>
      <div className="container-page py-10">
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === first) next.delete('tab');
            else next.set('tab', value);
            setParams(next, { replace: true });
          }}
        >
          <TabsList aria-label="Admin sections">
            {ADMIN_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {ADMIN_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {/* Each section starts the outline below the page's h1, whatever heading level its cards use. */}
              <h2 className="sr-only">{t.label}</h2>
              <t.Component isSuperAdmin={isSuperAdmin} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </>
  );
}
