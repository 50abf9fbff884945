import { CONTENT_CATEGORIES, CONTENT_CATEGORY_LABELS, CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentCategory, type ContentKind } from '@awc/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, BookmarkCheckIcon, BookmarkIcon, CheckCircle2Icon, CircleIcon, PlayIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { rowsOf } from '../../../lib/paged-query.ts';
import { type ContentFilter, type ContentItem, memberAreaQueries, setContentProgress } from '../api/member-area-api.ts';
import { RichHtml } from '../../../components/rich-html.tsx';
import { LearningPaths, LearningPathView } from './learning-paths.tsx';
import { formatSessionTime, SessionList } from './session-list.tsx';
import { NotAvailable } from './not-available.tsx';

const kindLabel = (k: string) => CONTENT_KIND_LABELS[k as ContentKind] ?? k;
const categoryLabel = (c: string) => CONTENT_CATEGORY_LABELS[c as ContentCategory] ?? c;

const useProgress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { saved?: boolean; read?: boolean } }) => setContentProgress(id, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member-area'] });
    },
  });
};

const SaveButton = ({ item }: { item: Pick<ContentItem, 'id' | 'title' | 'saved'> }) => {
  const progress = useProgress();
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={item.saved}
      loading={progress.isPending}
      onClick={() => progress.mutate({ id: item.id, change: { saved: !item.saved } })}
    >
      {item.saved ? <BookmarkCheckIcon aria-hidden="true" className="h-4 w-4" /> : <BookmarkIcon aria-hidden="true" className="h-4 w-4" />}
      {item.saved ? 'Saved' : 'Save'}
      <span className="sr-only"> {item.title}</span>
    </Button>
  );
};

/** A video player loaded only when asked for: nothing is fetched from the video host before that. */
const VideoEmbed = ({ embedUrl, title }: { embedUrl: string; title: string }) => {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-navy-950">
      {playing ? (
        <iframe
          src={`${embedUrl}?autoplay=1`}
          title={`Video: ${title}`}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
          className="flex h-full w-full cursor-pointer flex-col items-center justify-center gap-3 text-white"
        >
          <PlayIcon aria-hidden="true" className="h-12 w-12 rounded-full bg-white/15 p-3" />
          <span className="font-medium">Play video</span>
        </button>
      )}
    </div>
  );
};

const ItemView = ({ id }: { id: string }) => {
  const { data, error, isPending } = useQuery(memberAreaQueries.item(id));
  const progress = useProgress();
  if (isPending) return <Spinner />;
  if (error || !data) return <NotAvailable title="This item is not available" error={error} />;
  const item = data.item;
  return (
    <article className="mx-auto max-w-3xl space-y-6" aria-labelledby="content-item-title">
      <Link to="/content" className="inline-flex items-center gap-1.5 text-sm font-medium text-navy-700 underline underline-offset-4">
        <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" /> All content
      </Link>
      <div>
        <p className="eyebrow">
          {kindLabel(item.kind)} · {categoryLabel(item.category)}
        </p>
        <h2 id="content-item-title" className="mt-2 font-serif text-3xl font-semibold text-navy-900">
          {item.title}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{item.summary}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <SaveButton item={item} />
        <Button
          size="sm"
          variant={item.read ? 'secondary' : 'primary'}
          loading={progress.isPending}
          onClick={() => progress.mutate({ id: item.id, change: { read: !item.read } })}
        >
          {item.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        {item.read && <Badge tone="success">Read</Badge>}
      </div>
      {item.embedUrl && <VideoEmbed embedUrl={item.embedUrl} title={item.title} />}
      {/* Markdown rendered and sanitized on the server (decision 346). */}
      {item.bodyHtml && <RichHtml html={item.bodyHtml} className="text-[1.05rem] leading-relaxed text-ink" />}
    </article>
  );
};

const ALL = 'all';

const Library = () => {
  const [params, setParams] = useSearchParams();
  const filter: ContentFilter = {
    q: params.get('q') ?? undefined,
    category: params.get('category') ?? undefined,
    kind: params.get('kind') ?? undefined,
    saved: params.get('saved') === 'true',
  };
  const [search, setSearch] = useState(filter.q ?? '');
  const contentQuery = useInfiniteQuery(memberAreaQueries.content(filter));
  const { error, isPending } = contentQuery;
  const items = rowsOf(contentQuery.data, 'items');
  const update = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update('q', search.trim() || undefined);
  };
  return (
    <section aria-labelledby="library-heading" className="space-y-6">
      <h2 id="library-heading" className="font-serif text-2xl font-semibold text-navy-900">
        Guides, articles and lessons
      </h2>
      <div className="grid gap-4 rounded-xl border border-line bg-paper-2 p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <search>
          <form onSubmit={onSearch} className="flex flex-col gap-1.5">
            <Label htmlFor="content-search">Search</Label>
            <div className="flex gap-2">
              <Input
                id="content-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                maxLength={100}
                placeholder="e.g. PSLF"
              />
              <Button type="submit" variant="secondary" aria-label="Search content">
                <SearchIcon aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
          </form>
        </search>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="content-category">Category</Label>
          <Select
            id="content-category"
            value={filter.category ?? ALL}
            onValueChange={(v) => update('category', v === ALL ? undefined : v)}
            options={[{ value: ALL, label: 'All categories' }, ...CONTENT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))]}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="content-kind">Type</Label>
          <Select
            id="content-kind"
            value={filter.kind ?? ALL}
            onValueChange={(v) => update('kind', v === ALL ? undefined : v)}
            options={[{ value: ALL, label: 'All types' }, ...CONTENT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))]}
          />
        </div>
        <div className="flex h-11 items-center gap-2">
          <Checkbox id="content-saved" checked={filter.saved === true} onCheckedChange={(v) => update('saved', v === true ? 'true' : undefined)} />
          <Label htmlFor="content-saved">Saved only</Label>
        </div>
      </div>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <Alert tone="danger" title="Could not load content">
          {errorMessage(error)}
        </Alert>
      ) : items.length === 0 ? (
        <p className="text-ink-muted">{filter.saved ? 'You have not saved anything yet.' : 'Nothing matches. Try another search or category.'}</p>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Content">
            {items.map((item) => (
              <li key={item.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader className="border-b-0 pb-2">
                    <p className="flex items-center justify-between gap-2 text-xs font-semibold uppercase tracking-wide text-brass-700">
                      <span>
                        {kindLabel(item.kind)} · {categoryLabel(item.category)}
                      </span>
                      {item.read ? (
                        <span className="inline-flex items-center gap-1 normal-case tracking-normal text-success-700">
                          <CheckCircle2Icon aria-hidden="true" className="h-3.5 w-3.5" /> Read
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 normal-case tracking-normal text-ink-muted">
                          <CircleIcon aria-hidden="true" className="h-3.5 w-3.5" /> Not read
                        </span>
                      )}
                    </p>
                    <CardTitle as="h3" className="text-lg">
                      <Link to={`/content?item=${encodeURIComponent(item.id)}`} className="hover:underline">
                        {item.title}
                      </Link>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col justify-between gap-3 pt-0">
                    <p className="text-sm text-ink-muted">{item.summary}</p>
                    <div>
                      <SaveButton item={item} />
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore paging={contentQuery} label="Load more" />
        </>
      )}
    </section>
  );
};

const Sessions = () => {
  const { data, isPending } = useQuery(memberAreaQueries.sessions());
  return (
    <section id="sessions" aria-labelledby="sessions-heading" className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle id="sessions-heading">Upcoming live sessions</CardTitle>
        </CardHeader>
        <CardContent>{isPending ? <Spinner /> : <SessionList sessions={data?.upcoming ?? []} />}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Session replays</CardTitle>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <Spinner />
          ) : !data?.replays.length ? (
            <p className="text-sm text-ink-muted">Replays of past sessions appear here.</p>
          ) : (
            <ul className="divide-y divide-line" aria-label="Session replays">
              {data.replays.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                  <div>
                    <h3 className="font-semibold text-navy-900">{s.title}</h3>
                    <p className="text-sm text-ink-muted">{formatSessionTime(s.startsAt)}</p>
                  </div>
                  {s.replayUrl && (
                    <a
                      href={s.replayUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Watch replay: ${s.title} (opens in a new tab)`}
                      className="text-sm font-medium text-navy-700 underline underline-offset-4"
                    >
                      Watch replay
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
};

/** /content: the members-only library, live sessions and replays. `?item=` opens one item. */
export const ContentHub = () => {
  const [params] = useSearchParams();
  const itemId = params.get('item');
  const pathId = params.get('path');
  if (itemId) return <ItemView id={itemId} />;
  if (pathId) return <LearningPathView id={pathId} />;
  return (
    <div className="space-y-12">
      <LearningPaths />
      <Library />
      <Sessions />
    </div>
  );
};
