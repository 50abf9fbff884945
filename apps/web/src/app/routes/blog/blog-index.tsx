import { tagLabel } from '@awc/domain';
import { useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { blogQueries } from '../../../features/blog/api/blog-api.ts';
import { PostCard } from '../../../features/blog/components/post-meta.tsx';
import { cn } from '../../../lib/cn.ts';
import type { PageProps } from '../../pages.ts';

const withParams = (current: URLSearchParams, change: Record<string, string | null>) => {
  const next = new URLSearchParams(current);
  for (const [k, v] of Object.entries(change)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const qs = next.toString();
  return qs ? `/blog?${qs}` : '/blog';
};

export default function BlogIndexPage({ route }: PageProps) {
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const q = params.get('q') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q ?? '');
  useEffect(() => setDraft(q ?? ''), [q]);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useQuery(blogQueries.list({ tag, q, page }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.delete('page');
    if (draft.trim()) next.set('q', draft.trim());
    else next.delete('q');
    setParams(next);
  };

  return (
    <>
      <PageHeader
        eyebrow="Articles"
        title={route.heading}
        lead="Student loans and PSLF, BigLaw pay and bonuses, partnership and K-1 income, insurance, taxes and investing, explained for attorneys."
      >
        <search className="mt-6 block max-w-xl">
          <form onSubmit={onSearch} className="flex gap-2">
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <div className="min-w-0 flex-1">
              <Input id="blog-search" type="search" placeholder="Search articles" value={draft} onChange={(e) => setDraft(e.target.value)} />
            </div>
            <Button type="submit">Search</Button>
          </form>
        </search>
      </PageHeader>

      <div className="container-page py-10 sm:py-14">
        {data && data.tags.length > 0 && (
          <nav aria-label="Filter by topic" className="mb-8">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  to={withParams(params, { tag: null, page: null })}
                  aria-current={!tag ? 'page' : undefined}
                  className={cn(
                    'inline-flex rounded-full border px-3 py-1 text-sm font-medium',
                    !tag ? 'border-navy-900 bg-navy-900 text-white' : 'border-line bg-white text-ink hover:border-navy-300',
                  )}
                >
                  All topics
                </Link>
              </li>
              {data.tags.map((t) => (
                <li key={t.tag}>
                  <Link
                    to={withParams(params, { tag: t.tag, page: null })}
                    aria-current={tag === t.tag ? 'page' : undefined}
                    className={cn(
                      'inline-flex rounded-full border px-3 py-1 text-sm font-medium',
                      tag === t.tag ? 'border-navy-900 bg-navy-900 text-white' : 'border-line bg-white text-ink hover:border-navy-300',
                    )}
                  >
                    {tagLabel(t.tag)} <span className="sr-only">,</span>
                    <span className="ml-1 opacity-70">({t.count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {(q || tag) && data && (
          <div className="mb-6 flex flex-wrap items-center gap-3" aria-live="polite">
            <p className="text-ink-muted">
              {/* While the new filter loads, the list shown is the previous one: its count would be wrong. */}
              {isPlaceholderData ? 'Finding articles' : data.total === 1 ? '1 article' : `${data.total} articles`}
              {tag && (
                <>
                  {' '}
                  tagged <strong className="text-ink">{tagLabel(tag)}</strong>
                </>
              )}
              {q && (
                <>
                  {' '}
                  matching <strong className="text-ink">“{q}”</strong>
                </>
              )}
            </p>
            <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 underline underline-offset-2">
              <XIcon aria-hidden="true" className="h-3.5 w-3.5" /> Clear filters
            </Link>
          </div>
        )}

        {isPending && (
          // As tall as the screen, so the footer does not flash into view and then jump (CLS).
          <div className="flex min-h-dvh items-start justify-center pt-20">
            <Spinner label="Loading articles..." />
          </div>
        )}
        {isError && !data && (
          <Alert tone="danger" title="The articles could not be loaded">
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && data.posts.length === 0 && (
          <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-14 text-center">
            <h2 className="text-xl font-semibold text-navy-900">No articles match</h2>
            <p className="mt-2 text-ink-muted">Try another word, or browse every topic.</p>
            <Link to="/blog" className={buttonClasses('secondary', 'md', 'mt-5')}>
              Show all articles
            </Link>
          </div>
        )}
        {data && data.posts.length > 0 && (
          <ul className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', isFetching && 'opacity-70')} aria-busy={isFetching || undefined}>
            {data.posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}

        {data && data.pageCount > 1 && (
          <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
            {data.page > 1 ? (
              <Link
                to={withParams(params, { page: data.page === 2 ? null : String(data.page - 1) })}
                className={buttonClasses('secondary')}
                rel="prev"
              >
                Newer articles
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-ink-muted">
              Page {data.page} of {data.pageCount}
            </p>
            {data.page < data.pageCount ? (
              <Link to={withParams(params, { page: String(data.page + 1) })} className={buttonClasses('secondary')} rel="next">
                Older articles
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
        <p className="mt-10 text-sm text-ink-muted">
          Prefer a feed reader? Subscribe to the{' '}
          <a href="/rss.xml" className="font-medium text-navy-700 underline underline-offset-2">
            RSS feed
          </a>
          .
        </p>
      </div>
    </>
  );
}
