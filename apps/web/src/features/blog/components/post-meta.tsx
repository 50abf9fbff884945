import { type BlogPostSummary, COVER_SIZE, postCoverImage, tagLabel } from '@awc/domain';
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

/**
 * The image that stands for a post: its uploaded cover, or the typographic cover of its category
 * (decision 371), the same file its Open Graph tags name. A generated cover is decorative: the
 * category it shows is the post's first tags, written beside it.
 */
export const PostCover = ({
  post,
  className,
  lazy,
}: {
  post: Pick<BlogPostSummary, 'coverUrl' | 'coverAlt' | 'tags'>;
  className?: string;
  lazy?: boolean;
}) => {
  const cover = postCoverImage(post);
  return (
    <img
      src={cover.src}
      alt={cover.alt}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      className={`aspect-[1200/630] bg-navy-900 object-cover ${className ?? ''}`}
      data-testid="post-cover"
      {...(lazy ? { loading: 'lazy' as const } : {})}
    />
  );
};

/** A post in a list: title link, excerpt, byline, tags. */
export const PostCard = ({ post, headingLevel = 'h2' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) => {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <PostCover post={post} className="-mx-6 -mt-6 mb-5 w-[calc(100%+3rem)] max-w-none rounded-t-[var(--radius-card)]" lazy />
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
            className="text-xs font-semibold text-brass-700 hover:underline"
            data-testid="post-tag"
          >
            {tagLabel(tag)}
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
