import { PRACTICE_SETTINGS, ROUTES } from '@awc/domain';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { devRoutesEnabled } from '../../lib/runtime.ts';
import { useViewer } from '../../lib/viewer.tsx';
import type { PageProps } from '../pages.ts';

/**
 * /debug/practice-area: a development-only diagnostic page (decision 147). It shows what the
 * practice-area features read: the practice settings the domain knows, the routes of the
 * practice-area tools with their access groups, and who the app thinks is looking. The route
 * table hides it in production (the server answers 404 and the router has no such path).
 */
export default function DebugPracticeAreaPage({ route }: PageProps) {
  const viewer = useViewer();
  const practiceRoutes = ROUTES.filter((r) => r.path.includes('practice-area'));
  const rows: [string, string][] = [
    ['Mode', import.meta.env.MODE],
    ['Development routes enabled', devRoutesEnabled() ? 'yes' : 'no'],
    ['Viewer', viewer.status === 'signed-in' ? (viewer.user?.email ?? 'signed in') : viewer.status],
    ['Admin', viewer.isAdmin ? 'yes' : 'no'],
    ['Member access', viewer.isSubscribed || viewer.isAdmin ? 'yes' : 'no'],
  ];
  return (
    <>
      <PageHeader
        eyebrow="Development only"
        title={route.heading}
        lead="Diagnostics for the practice-area features. This page does not exist in production."
      />
      <div className="container-page space-y-10 py-10">
        <section aria-labelledby="env-title">
          <h2 id="env-title" className="text-xl font-semibold text-navy-900">
            Runtime
          </h2>
          <dl className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
            {rows.map(([k, v]) => (
              <div key={k} className="grid grid-cols-[14rem_1fr] gap-4 px-4 py-2.5 text-sm">
                <dt className="font-medium text-ink">{k}</dt>
                <dd className="font-mono text-ink-muted">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="settings-title">
          <h2 id="settings-title" className="text-xl font-semibold text-navy-900">
            Practice settings ({PRACTICE_SETTINGS.length})
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {PRACTICE_SETTINGS.map((s) => (
              <li key={s} className="rounded-md border border-line bg-white px-2.5 py-1 font-mono text-sm">
                {s}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="routes-title">
          <h2 id="routes-title" className="text-xl font-semibold text-navy-900">
            Practice-area routes
          </h2>
          <table className="mt-3 w-full border-collapse overflow-hidden rounded-xl border border-line bg-white text-sm">
            <thead className="bg-paper-2 text-left">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Path
                </th>
                <th scope="col" className="px-4 py-2">
                  Group
                </th>
                <th scope="col" className="px-4 py-2">
                  Canonical
                </th>
              </tr>
            </thead>
            <tbody>
              {practiceRoutes.map((r) => (
                <tr key={r.path} className="border-t border-line">
                  <td className="px-4 py-2 font-mono">{r.path}</td>
                  <td className="px-4 py-2">{r.group}</td>
                  <td className="px-4 py-2 font-mono">{r.canonical ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
