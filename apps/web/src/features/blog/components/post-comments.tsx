import { COMMENT_MESSAGES } from '@awc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage, toastError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type BlogComment, commentsQuery, postComment } from '../api/blog-api.ts';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

const CommentForm = ({ slug, parentId, label, onDone }: { slug: string; parentId?: string; label: string; onDone?: () => void }) => {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!body.trim()) {
          setError(COMMENT_MESSAGES.bodyRequired);
          return;
        }
        setBusy(true);
        try {
          await postComment(slug, body, parentId);
          setBody('');
          setError(undefined);
          toast.success(COMMENT_MESSAGES.submitted);
          await queryClient.invalidateQueries({ queryKey: ['blog', 'comments', slug] });
          onDone?.();
        } catch (err) {
          if (err instanceof ApiError && err.fieldErrors?.body?.[0]) setError(err.fieldErrors.body[0]);
          else if (err instanceof ApiError && err.status === 400 && err.message) setError(err.message);
          else toastError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField label={label} error={error} description="Markdown works. A moderator approves comments before others see them.">
        <Textarea rows={3} maxLength={4000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={busy}>
          {parentId ? 'Post reply' : 'Post comment'}
        </Button>
      </div>
    </form>
  );
};

const CommentItem = ({ comment, slug, canReply }: { comment: BlogComment; slug: string; canReply: boolean }) => {
  const [replying, setReplying] = useState(false);
  return (
    <li id={`comment-${comment.id}`} className="rounded-xl border border-line bg-white p-4" data-testid="blog-comment">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-navy-900">{comment.author.name}</span>
        <span className="text-ink-muted">{when(comment.createdAt)}</span>
        {comment.pending && <Badge tone="warning">Waiting for approval</Badge>}
      </p>
      <div
        className="prose-legal mt-2 text-base break-words"
        // Rendered from Markdown and sanitized by the server (the community's allow-list).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side
        dangerouslySetInnerHTML={{ __html: comment.bodyHtml }}
      />
      {comment.replies.length > 0 && (
        <ul className="mt-3 space-y-3 border-l-2 border-line pl-4" aria-label={`Replies to ${comment.author.name}`}>
          {comment.replies.map((r) => (
            <CommentItem key={r.id} comment={r} slug={slug} canReply={false} />
          ))}
        </ul>
      )}
      {canReply && !comment.pending && (
        <div className="mt-3">
          {replying ? (
            <CommentForm slug={slug} parentId={comment.id} label={`Reply to ${comment.author.name}`} onDone={() => setReplying(false)} />
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setReplying(true)}>
              Reply<span className="sr-only"> to {comment.author.name}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
};

/** Members' comments under a blog post (decision 345): approved ones, and the reader's own waiting ones. */
export const PostComments = ({ slug }: { slug: string }) => {
  const { data, isPending, isError, error } = useQuery(commentsQuery(slug));
  return (
    <section aria-labelledby="comments-title" className="mt-12 space-y-5 border-t border-line pt-8">
      <h2 id="comments-title" className="text-2xl font-semibold text-navy-900">
        Comments
      </h2>
      {isError ? (
        <Alert tone="danger">{errorMessage(error)}</Alert>
      ) : isPending ? (
        <Spinner />
      ) : data.comments.length === 0 ? (
        <p className="text-sm text-ink-muted">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="space-y-4" aria-label="Comments">
          {data.comments.map((c) => (
            <CommentItem key={c.id} comment={c} slug={slug} canReply />
          ))}
        </ul>
      )}
      <CommentForm slug={slug} label="Add a comment" />
    </section>
  );
};
