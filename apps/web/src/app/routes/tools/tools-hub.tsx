import { type RouteDef, routeDescription, type Scenario } from '@awc/domain';
import { BriefcaseIcon, LightbulbIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { useScenarios } from '../../../features/tools/scenarios/api/scenarios-api.ts';
import { scenarioHref } from '../../../features/tools/scenarios/components/saved-scenarios-list.tsx';
import { useViewer } from '../../../lib/viewer.tsx';
import { type CatalogTool, catalogRoute, TOOL_QUESTIONS } from './tool-catalog.ts';
import { TOOL_ICONS } from './tool-icons.ts';

const SHOWN_PER_TOOL = 3;

const SavedBeside = ({ scenarios }: { scenarios: readonly Scenario[] }) => {
  if (scenarios.length === 0) return null;
  return (
    <div className="mt-3 border-t border-line pt-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {scenarios.length === 1 ? '1 saved scenario' : `${scenarios.length} saved scenarios`}
      </p>
      <ul className="mt-1.5 space-y-1">
        {scenarios.slice(0, SHOWN_PER_TOOL).map((s) => (
          <li key={s.id} className="truncate text-sm">
            <Link to={scenarioHref(s.tool, s.input)} className="text-navy-700 underline underline-offset-4 hover:text-brass-700">
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

const HubCard = ({ tool, route, scenarios }: { tool: CatalogTool; route: RouteDef; scenarios: readonly Scenario[] }) => {
  const Icon = TOOL_ICONS[tool.path] ?? BriefcaseIcon;
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
          <Icon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-serif text-lg font-semibold leading-snug text-navy-900">
            <Link to={tool.path} className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600">
              {route.title}
            </Link>
          </h3>
          {route.group === 'admin' && (
            <Badge tone="navy" className="mt-1">
              Admin preview
            </Badge>
          )}
          {route.group === 'public' && (
            <Badge tone="success" className="mt-1">
              Free, also for visitors
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-ink-muted">{routeDescription(route)}</p>
      <SavedBeside scenarios={scenarios} />
    </li>
  );
};

/**
 * /tools as members and admins see it (decision 350): every tool they may open, grouped by the
 * question it answers, each with the member's saved scenarios of it.
 */
export default function ToolsHub({ route }: { route: RouteDef }) {
  const viewer = useViewer();
  const { scenarios } = useScenarios();
  const groups = TOOL_QUESTIONS.map((q) => ({
    ...q,
    tools: q.tools.map((t) => ({ tool: t, route: catalogRoute(t) })).filter(({ route: r }) => r.group !== 'admin' || viewer.isAdmin),
  })).filter((q) => q.tools.length > 0);
  return (
    <>
      <PageHeader
        eyebrow="Member tools"
        title={route.heading}
        lead="Every tool your membership includes, grouped by the question it answers. Each one opens on a worked example: change any figure to make it yours, and save it to come back to."
      />
      <div className="container-page flex flex-col gap-12 py-10" data-testid="tools-hub">
        <nav aria-label="Questions" className="-mb-4">
          <ul className="flex flex-wrap gap-2">
            {groups.map((q) => (
              <li key={q.id}>
                <a
                  href={`#${q.id}`}
                  className="inline-block rounded-full border border-line bg-white px-3 py-1.5 text-sm text-navy-800 hover:border-navy-300"
                >
                  {q.question}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((q) => (
          <section key={q.id} id={q.id} aria-labelledby={`${q.id}-h`} className="scroll-mt-24">
            <h2 id={`${q.id}-h`} className="text-2xl font-semibold text-navy-900">
              {q.question}
            </h2>
            <ul className="mt-5 grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {q.tools.map(({ tool, route: r }) => (
                <HubCard
                  key={tool.path}
                  tool={tool}
                  route={r}
                  scenarios={(scenarios ?? []).filter((s) => tool.toolId !== undefined && s.tool === tool.toolId)}
                />
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="ideas-h" className="rounded-[var(--radius-card)] border border-line bg-paper-2 p-6">
          <h2 id="ideas-h" className="flex items-center gap-2 text-xl font-semibold text-navy-900">
            <LightbulbIcon aria-hidden="true" className="h-5 w-5 text-brass-700" />
            Missing a tool or a topic?
          </h2>
          <p className="mt-2 text-ink-muted">Tell us what would help your practice, and vote on what other members asked for.</p>
          <div className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
            <Link to="/submit-topic" className="text-navy-700 underline underline-offset-4 hover:text-brass-700">
              Submit a Topic
            </Link>
            <Link to="/suggestions" className="text-navy-700 underline underline-offset-4 hover:text-brass-700">
              View Suggestions
            </Link>
          </div>
        </section>
        <EducationNote />
      </div>
    </>
  );
}
