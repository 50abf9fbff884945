import { type BlogPostView, EDUCATION_NOTICE, signInPath, tagLabel } from '@awc/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { blogQueries } from '../../../features/blog/api/blog-api.ts';
import { PostByline, PostCard, PostCover } from '../../../features/blog/components/post-meta.tsx';
import { type Audience, AudienceActions, CHECKOUT_PATH } from '../../../features/membership/components/audience-actions.tsx';
import { PostComments } from '../../../features/blog/components/post-comments.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { hasMemberAccess, useViewer } from '../../../lib/viewer.tsx';
import { NotFoundPage } from '../not-found.tsx';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const viewer = useViewer();
  // The body depends on who reads it (members-only posts): refetch when the reader changes.
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['blog', 'post', slug, viewer.user?.id ?? null, hasMemberAccess(viewer)],
    queryFn: blogQueries.post(slug).queryFn as () => Promise<{ post: BlogPostView }>,
  });
  useEffect(() => {
    if (data) document.title = `${data.post.title} | Attorney Wealth Collective`;
  }, [data]);

  if (isPending) return <PageSpinner label="Loading article..." />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!data)
    return (
      <div className="container-page py-16">
        <Alert tone="danger" title="This article could not be loaded">
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  const { post } = data;
  return (
    <article aria-labelledby="post-title">
      <header className="border-b border-line bg-paper-2">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:underline">
            <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" /> All articles
          </Link>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            {post.membersOnly && (
              <Badge tone="brass">
                <LockIcon aria-hidden="true" className="h-3 w-3" /> Members only
              </Badge>
            )}
            {post.tags.map((tag) => (
              <Link
                key={tag}
                to={`/blog?tag=${encodeURIComponent(tag)}`}
                className="text-sm font-semibold text-brass-700 hover:underline"
                data-testid="post-tag"
              >
                {tagLabel(tag)}
              </Link>
            ))}
          </div>
          <h1 id="post-title" className="mt-3 text-3xl font-semibold leading-tight text-navy-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">{post.excerpt}</p>
          <PostByline post={post} className="mt-5 text-sm text-ink-muted" />
        </div>
      </header>

      <div className="container-page max-w-3xl py-10 sm:py-14">
        <PostCover post={post} className="mb-10 h-auto w-full rounded-[var(--radius-card)]" />
        {post.headings.filter((h) => h.level === 2).length >= 3 && (
          <nav aria-label="In this article" className="mb-10 rounded-[var(--radius-card)] border border-line bg-white p-5">
            <p className="text-sm font-semibold text-navy-900">In this article</p>
            <ol className="mt-3 space-y-1.5 text-sm">
              {post.headings
                .filter((h) => h.level === 2)
                .map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`} className="text-navy-700 hover:underline">
                      {h.text}
                    </a>
                  </li>
                ))}
            </ol>
          </nav>
        )}
        <RichHtml html={post.html} className="text-[1.05rem]" />

        {post.locked && (
          <section aria-labelledby="join-title" className="relative mt-8">
            <div aria-hidden="true" className="pointer-events-none absolute -top-24 right-0 left-0 h-24 bg-gradient-to-b from-transparent to-paper" />
            <div className="on-dark rounded-3xl bg-navy-900 px-6 py-10 text-center text-white sm:px-10">
              <LockIcon aria-hidden="true" className="mx-auto h-8 w-8 text-brass-300" />
              <h2 id="join-title" className="mt-4 text-2xl font-semibold text-white">
                The rest of this article is for members
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-navy-100">
                Members read every article in full, use the member tools and join the live sessions and the community. Join the collective to keep
                reading.
              </p>
              <AudienceActions
                className="mt-6 flex flex-wrap justify-center gap-3"
                render={(audience) =>
                  audience === 'guest' ? (
                    <>
                      <Link to="/membership" className={buttonClasses('accent', 'lg')}>
                        Join the collective
                      </Link>
                      <Link to={signInPath({ pathname: `/blog/${post.slug}` })} className={buttonClasses('secondary', 'lg')}>
                        Log in
                      </Link>
                    </>
                  ) : (
                    // A member reading a teaser has just become one (the article reloads for them).
                    <>
                      <Link to={CHECKOUT_PATH} className={buttonClasses('accent', 'lg')}>
                        Complete your membership
                      </Link>
                      <Link to="/membership#pricing" className={buttonClasses('secondary', 'lg')}>
                        See the plans
                      </Link>
                    </>
                  )
                }
              />
            </div>
          </section>
        )}
        {post.locked && <p className="mt-8 text-sm text-ink-muted">{EDUCATION_NOTICE}</p>}
        {!post.locked && <NextStep />}
        {hasMemberAccess(viewer) && <PostComments slug={post.slug} />}
      </div>

      {post.related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-line bg-paper-2">
          <div className="container-page py-12">
            <h2 id="related-title" className="text-2xl font-semibold text-navy-900">
              Related articles
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {post.related.map((r) => (
                <li key={r.slug}>
                  <PostCard post={r} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  );
}

const NEXT_STEP: Record<Audience, { title: string; body: string; primary: { to: string; label: string }; secondary: { to: string; label: string } }> =
  {
    guest: {
      title: 'Put this to work',
      body: 'Members get the tools, guides and live sessions behind articles like this one.',
      primary: { to: '/membership', label: 'Explore membership' },
      secondary: { to: '/tools/debt-investment-calculator', label: 'Try the free calculator' },
    },
    'signed-in': {
      title: 'Put this to work',
      body: 'Complete your membership to use the member tools, guides and live sessions behind articles like this one.',
      primary: { to: CHECKOUT_PATH, label: 'Complete your membership' },
      secondary: { to: '/membership#pricing', label: 'See the plans' },
    },
    member: {
      title: 'Put this to work',
      body: 'Run your own numbers in the member tools, or pick up where you left off.',
      primary: { to: '/tools', label: 'Open the member tools' },
      secondary: { to: '/dashboard', label: 'Go to your dashboard' },
    },
  };

/** The article's closing call to action, for whoever reads it (decision 373). */
const NextStep = () => (
  <AudienceActions
    className="mt-12 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    render={(audience) => {
      const step = NEXT_STEP[audience];
      return (
        <section aria-labelledby="next-step-title">
          <h2 id="next-step-title" className="text-xl font-semibold text-navy-900">
            {step.title}
          </h2>
          <p className="mt-2 text-ink-muted">{step.body}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={step.primary.to} className={buttonClasses('primary', 'md')}>
              {step.primary.label}
            </Link>
            <Link to={step.secondary.to} className={buttonClasses('secondary', 'md')}>
              {step.secondary.label}
            </Link>
          </div>
        </section>
      );
    }}
  />
);
