import { CONTENT_KIND_LABELS, type ContentKind } from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type LearningPathSummary, memberAreaQueries, setContentProgress } from '../api/member-area-api.ts';
import { NotAvailable } from './not-available.tsx';

const PathProgress = ({ path, id }: { path: LearningPathSummary; id: string }) => (
  <div>
    <div className="mb-1 flex justify-between text-sm">
      <span id={id}>
        {path.done} of {path.total} read
      </span>
      <span className="font-semibold text-navy-900">{path.percent}%</span>
    </div>
    <div
      role="progressbar"
      aria-label={`Progress: ${path.title}`}
      aria-valuenow={path.percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 overflow-hidden rounded-full bg-paper-2"
    >
      <div className="h-full rounded-full bg-brass-500" style={{ width: `${path.percent}%` }} />
    </div>
  </div>
);

/** The content hub's learning paths, each with this member's progress (issue 22). */
export const LearningPaths = () => {
  const { data, isPending } = useQuery(memberAreaQueries.learningPaths());
  if (isPending) return <Spinner />;
  if (!data?.paths.length) return null;
  return (
    <section aria-labelledby="learning-paths-heading" className="space-y-4">
      <h2 id="learning-paths-heading" className="font-serif text-2xl font-semibold text-navy-900">
        Learning paths
      </h2>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Learning paths">
        {data.paths.map((p) => (
          <li key={p.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle as="h3">
                  <Link to={`/content?path=${encodeURIComponent(p.id)}`} className="underline-offset-4 hover:underline">
                    {p.title}
                  </Link>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="text-sm text-ink-muted">{p.summary}</p>
                <PathProgress path={p} id={`path-progress-${p.id}`} />
                {p.nextItemId ? (
                  <Link
                    to={`/content?item=${encodeURIComponent(p.nextItemId)}`}
                    className="inline-block text-sm font-medium text-navy-700 underline underline-offset-4"
                    aria-label={`${p.done ? 'Continue' : 'Start'}: ${p.title}`}
                  >
                    {p.done ? 'Continue' : 'Start'}
                  </Link>
                ) : (
                  <p className="text-sm font-medium text-success-700">Path complete</p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** `/content?path=`: one path's modules in order, each item with its read state. */
export const LearningPathView = ({ id }: { id: string }) => {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(memberAreaQueries.learningPath(id));
  const progress = useMutation({
    mutationFn: ({ itemId, read }: { itemId: string; read: boolean }) => setContentProgress(itemId, { read }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member-area'] }),
  });
  if (isPending) return <Spinner />;
  if (error || !data) return <NotAvailable title="This learning path is not available" error={error} />;
  const path = data.path;
  return (
    <article className="mx-auto max-w-3xl space-y-6" aria-labelledby="learning-path-title">
      <Link to="/content" className="inline-flex items-center gap-1.5 text-sm font-medium text-navy-700 underline underline-offset-4">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Content Hub
      </Link>
      <div>
        <p className="eyebrow">Learning path</p>
        <h2 id="learning-path-title" className="mt-2 font-serif text-3xl font-semibold text-navy-900">
          {path.title}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{path.summary}</p>
      </div>
      <PathProgress path={path} id="learning-path-progress" />
      <ol className="space-y-6" aria-label="Modules">
        {path.modules.map((m, mi) => (
          <li key={m.title + String(mi)}>
            <h3 className="font-serif text-xl font-semibold text-navy-900">
              {mi + 1}. {m.title}
            </h3>
            <ol className="mt-3 divide-y divide-line rounded-lg border border-line bg-white" aria-label={m.title}>
              {m.items.map((item) => (
                <li key={item.id} className="flex items-start gap-3 p-4">
                  {item.read ? (
                    <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-700" aria-hidden="true" />
                  ) : (
                    <CircleIcon className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/content?item=${encodeURIComponent(item.id)}`}
                      className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                    >
                      {item.title}
                    </Link>
                    <p className="text-xs text-ink-muted">
                      {CONTENT_KIND_LABELS[item.kind as ContentKind] ?? item.kind}
                      {item.read ? ' · Read' : ''}
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">{item.summary}</p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${item.read ? 'Mark as unread' : 'Mark as read'}: ${item.title}`}
                    loading={progress.isPending && progress.variables?.itemId === item.id}
                    onClick={() => progress.mutate({ itemId: item.id, read: !item.read })}
                  >
                    {item.read ? 'Mark as unread' : 'Mark as read'}
                  </Button>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </article>
  );
};
