import { ROUTES, routeDescription } from '@awc/domain';
import { ArrowRightIcon, BriefcaseIcon, LockIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { hasMemberAccess, useViewer } from '../../../lib/viewer.tsx';
import type { PageProps } from '../../pages.ts';
import { TOOL_ICONS } from './tool-icons.ts';

// Members and admins see the tools hub instead (decision 350); visitors never load its code.
const ToolsHub = lazy(() => import('./tools-hub.tsx'));

// The route table is the list of tools: every /tools/ page that is not an alias.
const TOOLS = ROUTES.filter((r) => r.path.startsWith('/tools/') && !r.canonical && !r.redirectTo);
const PUBLIC_TOOLS = TOOLS.filter((r) => r.group === 'public');
const MEMBER_TOOLS = TOOLS.filter((r) => r.group !== 'public');

const ToolCard = ({ path, title, description, members }: { path: string; title: string; description: string; members: boolean }) => {
  const Icon = TOOL_ICONS[path] ?? BriefcaseIcon;
  return (
    <li className="flex">
      <Link
        to={path}
        className="group flex w-full flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] transition-colors hover:border-navy-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
      >
        <span className="flex items-center justify-between gap-3">
          <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
            <Icon className="h-5 w-5" />
          </span>
          {members ? (
            <Badge tone="brass">
              <LockIcon aria-hidden="true" className="h-3 w-3" />
              Members
            </Badge>
          ) : (
            <Badge tone="success">Free, no sign-in</Badge>
          )}
        </span>
        <span className="font-serif text-lg font-semibold text-navy-900 group-hover:underline">{title}</span>
        <span className="text-sm leading-relaxed text-ink-muted">{description}</span>
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-navy-700">
          {members ? 'Open (members)' : 'Open the tool'}
          <ArrowRightIcon aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </Link>
    </li>
  );
};

/** /tools: every money tool, the public ones first; member tools are marked and guarded by their routes. */
export default function ToolsIndexPage({ route }: PageProps) {
  const viewer = useViewer();
  if (hasMemberAccess(viewer))
    return (
      <Suspense fallback={null}>
        <ToolsHub route={route} />
      </Suspense>
    );
  return (
    <>
      <PageHeader
        eyebrow="Money tools"
        title={route.heading}
        lead="Calculators and navigators built around how attorneys are paid. The free tools run in your browser and need no account."
      />
      <div className="container-page flex flex-col gap-12 py-10">
        <section aria-labelledby="tools-public">
          <h2 id="tools-public" className="text-2xl font-semibold text-navy-900">
            Free tools
          </h2>
          <p className="mt-1 text-ink-muted">Open to everyone. Nothing you enter leaves your browser.</p>
          <ul className="mt-5 grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {PUBLIC_TOOLS.map((r) => (
              <ToolCard key={r.path} path={r.path} title={r.title} description={routeDescription(r)} members={false} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="tools-members">
          <h2 id="tools-members" className="text-2xl font-semibold text-navy-900">
            Member tools
          </h2>
          <p className="mt-1 text-ink-muted">
            Included with membership, with 2026 figures and sources.{' '}
            <Link to="/membership" className="font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700">
              See membership
            </Link>
          </p>
          <ul className="mt-5 grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {MEMBER_TOOLS.map((r) => (
              <ToolCard key={r.path} path={r.path} title={r.title} description={routeDescription(r)} members />
            ))}
          </ul>
        </section>
        <EducationNote />
      </div>
    </>
  );
}
