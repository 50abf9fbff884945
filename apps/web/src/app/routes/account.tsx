import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AchievementsCard } from '../../features/account/components/achievements-card.tsx';
import { ProfileTab } from '../../features/account/components/profile-tab.tsx';
import { SecurityTab } from '../../features/account/components/security-tab.tsx';
import { SettingsTab } from '../../features/account/components/settings-tab.tsx';
import { useAuthState } from '../../lib/auth/session-store.ts';
import { ACCOUNT_EXTRA_TABS } from './account-tabs.ts';

const TABS = ['profile', 'settings', 'security', ...ACCOUNT_EXTRA_TABS.map((t) => t.value)] as const;

/** /account: profile, settings (?tab=settings) and the tabs other features add. */
export default function AccountPage() {
  const auth = useAuthState();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.includes(requested as never) ? (requested as string) : 'profile';
  const me = auth.me?.user ? auth.me : null;
  if (!me) return <PageSpinner />;
  return (
    <>
      <PageHeader eyebrow="Account" title="Your account" lead="Your profile, sign-in settings and membership." />
      <div className="container-page py-10">
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'profile') next.delete('tab');
            else next.set('tab', value);
            setParams(next, { replace: true });
          }}
        >
          <TabsList aria-label="Account sections">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            {ACCOUNT_EXTRA_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="profile" className="space-y-6">
            <ProfileTab profile={me.profile} email={me.user.email} />
            <AchievementsCard />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab email={me.user.email} hasPassword={me.hasPassword} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab hasPassword={me.hasPassword} />
          </TabsContent>
          {ACCOUNT_EXTRA_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <t.Component />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </>
  );
}
