import { CONTENT_KIND_LABELS, type ContentKind, describeTrialLeft, relativeTime, trialDaysLeft } from '@awc/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, AwardIcon, BellIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type Dashboard, memberAreaQueries } from '../api/member-area-api.ts';
import { SessionList } from './session-list.tsx';

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));

const PLAN_LABELS: Record<string, string> = { monthly: 'Monthly', annual: 'Annual' };

const MembershipLine = ({ membership, isAdmin }: { membership: Dashboard['membership']; isAdmin: boolean }) => (
  <div className="mt-5 flex flex-wrap items-center gap-3 text-sm">
    {membership.isSubscribed && membership.status === 'trialing' && membership.trialEndsAt ? (
      <>
        <Badge tone="success">Free trial{membership.plan ? ` · ${PLAN_LABELS[membership.plan] ?? membership.plan}` : ''}</Badge>
        <Link to="/account?tab=billing" className="font-semibold text-navy-900 underline underline-offset-2">
          {describeTrialLeft(trialDaysLeft(membership.trialEndsAt))}
        </Link>
      </>
    ) : membership.isSubscribed ? (
      <Badge tone="success">Active membership{membership.plan ? ` · ${PLAN_LABELS[membership.plan] ?? membership.plan}` : ''}</Badge>
    ) : isAdmin ? (
      <Badge tone="navy">Admin access</Badge>
    ) : (
      <Badge tone="warning">Membership inactive</Badge>
    )}
    {membership.memberSince && <span className="text-ink-muted">Member since {formatDate(membership.memberSince)}</span>}
  </div>
);

const ProfileCompletionCard = ({ completion }: { completion: Dashboard['profileCompletion'] }) => (
  <Card>
    <CardHeader>
      <CardTitle>Your profile</CardTitle>
      <CardDescription>{completion.complete ? 'Your profile is complete.' : `Add ${completion.missing.join(', ')} to complete it.`}</CardDescription>
    </CardHeader>
    <CardContent className="space-y-4">
      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span id="profile-completion-label">Profile completion</span>
          <span className="font-semibold text-navy-900">{completion.percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="profile-completion-label"
          aria-valuenow={completion.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-paper-2"
        >
          <div className="h-full rounded-full bg-brass-500" style={{ width: `${completion.percent}%` }} />
        </div>
      </div>
      {!completion.complete && (
        <>
          <ul className="list-inside list-disc text-sm text-ink" aria-label="Missing from your profile">
            {completion.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Button asChild size="sm" variant="secondary">
            <Link to="/account">Complete your profile</Link>
          </Button>
        </>
      )}
    </CardContent>
  </Card>
);

const AchievementsList = ({ achievements }: { achievements: Dashboard['achievements'] }) => (
  <Card>
    <CardHeader>
      <CardTitle>Achievements</CardTitle>
    </CardHeader>
    <CardContent>
      {achievements.length === 0 ? (
        <p className="text-sm text-ink-muted">None yet. Complete your profile to earn your first.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Achievements earned">
          {achievements.map((a) => (
            <li
              key={a.id}
              className="flex items-center gap-2 rounded-full border border-brass-200 bg-brass-50 px-3 py-1.5 text-sm font-medium text-brass-800"
            >
              <AwardIcon aria-hidden="true" className="h-4 w-4" />
              {a.name}
            </li>
          ))}
        </ul>
      )}
    </CardContent>
  </Card>
);

const NotificationsCard = ({ notifications }: { notifications: Dashboard['notifications'] }) => (
  <Card>
    <CardHeader className="flex-row items-center justify-between">
      <CardTitle>Latest notifications</CardTitle>
      <Link to="/notifications" className="text-sm font-medium text-navy-700 underline underline-offset-4">
        View all
      </Link>
    </CardHeader>
    <CardContent>
      {notifications.length === 0 ? (
        <p className="text-sm text-ink-muted">No notifications yet</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Latest notifications">
          {notifications.map((n) => {
            const inner = (
              <>
                <span className="flex items-center gap-2 font-medium text-navy-900">
                  {!n.readAt && (
                    <>
                      <BellIcon aria-hidden="true" className="h-3.5 w-3.5 text-brass-600" />
                      <span className="sr-only">Unread: </span>
                    </>
                  )}
                  {n.title}
                </span>
                <span className="block text-sm text-ink">{n.message}</span>
                {/* Rendered on the server a moment before the browser hydrates: across a boundary
                    ('just now' → '1 minute ago') the two differ by design, so React keeps the
                    server's text instead of reporting a hydration mismatch. */}
                <time dateTime={n.createdAt} suppressHydrationWarning className="block text-xs text-ink-muted">
                  {relativeTime(n.createdAt)}
                </time>
              </>
            );
            return (
              <li key={n.id} className={`py-3 first:pt-0 last:pb-0 ${n.readAt ? '' : ''}`}>
                {n.linkUrl?.startsWith('/') ? (
                  <Link to={n.linkUrl} className="block rounded hover:bg-paper-2">
                    {inner}
                  </Link>
                ) : (
                  inner
                )}
              </li>
            );
          })}
        </ul>
      )}
    </CardContent>
  </Card>
);

export type MemberDashboardProps = {
  /** The page's h1 (the route table's heading). */
  heading: string;
  isAdmin: boolean;
  /**
   * The member's saved tool scenarios (the member-tools feature provides the list; the app mounts it
   * here). Nothing renders while it is not provided.
   */
  savedScenarios?: ReactNode;
  /** The PSLF tracker's progress card (it renders nothing for a member who keeps no tracker). */
  pslf?: ReactNode;
};

/** /dashboard: everything about the signed-in member, from one request. */
export const MemberDashboard = ({ heading, isAdmin, savedScenarios, pslf }: MemberDashboardProps) => {
  const { data, error, isPending, refetch } = useQuery(memberAreaQueries.dashboard());
  if (isPending) return <PageSpinner />;
  if (error || !data)
    return (
      <div className="container-page py-10">
        <Alert tone="danger" title="Could not load your dashboard">
          <p>{errorMessage(error)}</p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  return (
    <>
      <PageHeader eyebrow={`Welcome back, ${data.firstName || 'member'}`} title={heading} lead="Your membership, what’s new, and what’s next.">
        <MembershipLine membership={data.membership} isAdmin={isAdmin} />
      </PageHeader>
      <div className="container-page grid gap-6 py-10 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>Next live sessions</CardTitle>
              <Link to="/content#sessions" className="text-sm font-medium text-navy-700 underline underline-offset-4">
                All sessions
              </Link>
            </CardHeader>
            <CardContent>
              <SessionList sessions={data.upcomingSessions} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>New in the Content Hub</CardTitle>
              <Link to="/content" className="text-sm font-medium text-navy-700 underline underline-offset-4">
                Browse all
              </Link>
            </CardHeader>
            <CardContent>
              {data.newContent.length === 0 ? (
                <p className="text-sm text-ink-muted">Nothing published yet.</p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-3" aria-label="New content">
                  {data.newContent.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={`/content?item=${encodeURIComponent(c.id)}`}
                        className="block h-full rounded-lg border border-line p-4 hover:border-navy-300"
                      >
                        <span className="text-xs font-semibold uppercase tracking-wide text-brass-700">
                          {CONTENT_KIND_LABELS[c.kind as ContentKind] ?? c.kind}
                        </span>
                        <span className="mt-1 block font-semibold text-navy-900">{c.title}</span>
                        <span className="mt-1 block text-sm text-ink-muted">{c.read ? 'Read' : 'New to you'}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-start justify-between gap-4">
              <div>
                <CardTitle>Recommended tools</CardTitle>
                <CardDescription>Chosen for your practice setting. Education only, not advice.</CardDescription>
              </div>
              <Link to="/tools" className="shrink-0 text-sm font-medium text-navy-700 underline underline-offset-4">
                All tools
              </Link>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 sm:grid-cols-3" aria-label="Recommended tools">
                {data.recommendedTools.map((t) => (
                  <li key={t.path}>
                    <Link to={t.path} className="group block h-full rounded-lg border border-line p-4 hover:border-navy-300">
                      <span className="flex items-center justify-between font-semibold text-navy-900">
                        {t.title}
                        <ArrowRightIcon aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                      </span>
                      <span className="mt-1 line-clamp-3 block text-sm text-ink-muted">{t.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {savedScenarios ? (
            <section aria-labelledby="saved-scenarios-heading" data-slot="saved-scenarios">
              <h2 id="saved-scenarios-heading" className="sr-only">
                Saved scenarios
              </h2>
              {savedScenarios}
            </section>
          ) : null}
        </div>
        <div className="space-y-6">
          {pslf}
          <ProfileCompletionCard completion={data.profileCompletion} />
          <NotificationsCard notifications={data.notifications} />
          <AchievementsList achievements={data.achievements} />
        </div>
      </div>
    </>
  );
};
