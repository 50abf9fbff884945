import type { BlogPostSummary } from '@awc/domain';
import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';

export const formatPostDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '';

/** Author · date · reading time, as one line under a title. */
export const PostByline = ({ post, className }: { post: BlogPostSummary; className?: string }) => (
  <p className={className ?? 'text-sm text-ink-muted'}>
    <span>{post.author}</span>
    {post.publishedAt && (
      <>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
      </>
    )}
    <span aria-hidden="true"> · </span>
    <span>{post.readingMinutes} min read</span>
  </p>
);

/** A post in a list: title link, excerpt, byline, tags. */
export const PostCard = ({ post, headingLevel = 'h2' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) => {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      {post.coverUrl && (
        <img
          src={post.coverUrl}
          alt={post.coverAlt ?? ''}
          className="-mx-6 -mt-6 mb-5 aspect-[16/9] w-[calc(100%+3rem)] rounded-t-[var(--radius-card)] object-cover"
          loading="lazy"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        {post.membersOnly && (
          <Badge tone="brass">
            <LockIcon aria-hidden="true" className="mr-1 h-3 w-3" /> Members
          </Badge>
        )}
        {post.tags.slice(0, 3).map((tag) => (
          <Link
            key={tag}
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            className="text-xs font-medium uppercase tracking-wide text-brass-700 hover:underline"
          >
            {tag.replace(/-/g, ' ')}
          </Link>
        ))}
      </div>
      <Heading className="mt-3 text-xl font-semibold leading-snug text-navy-900">
        <Link to={`/blog/${post.slug}`} className="hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{post.excerpt}</p>
      <PostByline post={post} className="mt-5 text-sm text-ink-muted" />
    </article>
  );
};
