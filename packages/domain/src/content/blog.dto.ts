/**
 * A comment under a blog post as the post page lists it (`GET /api/blog/posts/:slug/comments`),
 * with its replies one level down. The server's comment service returns it and the web app reads
 * it, so both sides change together.
 */
export type BlogCommentDto = {
  id: string;
  parentId: string | null;
  author: { id: string; name: string; avatarUrl: string | null };
  /** Rendered from the author's Markdown and sanitized by the server. */
  bodyHtml: string;
  /** Still waiting for a moderator; only its author sees it. */
  pending: boolean;
  isOwn: boolean;
  createdAt: string;
  replies: BlogCommentDto[];
};
