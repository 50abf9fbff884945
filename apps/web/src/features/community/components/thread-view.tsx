import { COMMUNITY_MESSAGES, REACTIONS, REPORT_REASONS, type ReportReason } from '@awc/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  BellIcon,
  BellRingIcon,
  FlagIcon,
  HandHeartIcon,
  LightbulbIcon,
  PartyPopperIcon,
  PencilIcon,
  ThumbsUpIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { rowsOf } from '../../../lib/paged-query.ts';
import { toast } from '../../../lib/toast.ts';
import { communityQueries, deletePost, type PostView, replyToThread, reportPost, setFollow, setReaction, updatePost } from '../api/community-api.ts';
import { dateTime, personOf } from './format.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { showPostError, MarkdownHint } from './post-form.tsx';

type Props = { threadId: string; onBack: () => void; suspended: boolean };

/** One thread: its posts (server-sanitized HTML), reply form, and the author's and reader's actions. */
export const ThreadView = ({ threadId, onBack, suspended }: Props) => {
  const queryClient = useQueryClient();
  const threadQuery = useInfiniteQuery(communityQueries.thread(threadId));
  const { isPending, isError, error } = threadQuery;
  const data = threadQuery.data && { thread: threadQuery.data.pages[0]?.thread, posts: rowsOf(threadQuery.data, 'posts') };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['community'] });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" /> All discussions
      </Button>
      {isError ? (
        <Alert tone="danger" role="alert" title={error instanceof ApiError && error.status === 404 ? 'Thread not found' : undefined}>
          {error instanceof ApiError && error.status === 404 ? 'This thread does not exist or is no longer available.' : errorMessage(error)}
        </Alert>
      ) : isPending || !data?.thread ? (
        <Spinner />
      ) : (
        <>
          <header>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Badge tone="navy">{data.thread.spaceName}</Badge>
              <FollowButton threadId={threadId} following={data.thread.following} onChanged={refresh} />
            </div>
            <h2 className="mt-2 text-3xl font-semibold text-navy-900" data-testid="thread-title">
              {data.thread.title}
            </h2>
            {data.thread.hidden && (
              <Alert tone="warning" className="mt-3">
                This thread is hidden from members.
              </Alert>
            )}
          </header>
          <ol className="space-y-4" aria-label="Posts">
            {data.posts.map((p) => (
              <li key={p.id}>
                <PostCard post={p} threadTitle={data.thread?.title ?? ''} onChanged={refresh} onThreadDeleted={onBack} suspended={suspended} />
              </li>
            ))}
          </ol>
          <LoadMore paging={threadQuery} label="Show more replies" />
          {suspended ? <Alert tone="warning">{COMMUNITY_MESSAGES.suspended}</Alert> : <ReplyForm threadId={threadId} onPosted={refresh} />}
        </>
      )}
    </div>
  );
};

const FollowButton = ({ threadId, following, onChanged }: { threadId: string; following: boolean; onChanged: () => Promise<unknown> }) => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={following}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await setFollow(threadId, !following);
          toast.success(following ? COMMUNITY_MESSAGES.unfollowed : COMMUNITY_MESSAGES.following);
          await onChanged();
        } catch (e) {
          showPostError(e, () => {});
        } finally {
          setBusy(false);
        }
      }}
    >
      {following ? <BellRingIcon aria-hidden="true" className="h-4 w-4" /> : <BellIcon aria-hidden="true" className="h-4 w-4" />}
      {following ? 'Following' : 'Follow thread'}
    </Button>
  );
};

// Icons rather than emoji: an emoji needs a font the reader's system may not have.
const REACTION_ICONS = { like: ThumbsUpIcon, insightful: LightbulbIcon, thanks: HandHeartIcon, celebrate: PartyPopperIcon } as const;

/** The fixed reactions under a post: each a toggle with its count. */
const Reactions = ({ post, onChanged, disabled }: { post: PostView; onChanged: () => Promise<unknown>; disabled: boolean }) => {
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Reactions">
      {REACTIONS.map((r) => {
        const state = post.reactions.find((x) => x.id === r.id) ?? { count: 0, mine: false };
        const Icon = REACTION_ICONS[r.id];
        return (
          <li key={r.id}>
            <button
              type="button"
              aria-pressed={state.mine}
              aria-label={`${r.label}: ${state.count} ${state.count === 1 ? 'reaction' : 'reactions'}${state.mine ? ', including yours' : ''}`}
              disabled={disabled || busy !== null}
              title={r.label}
              onClick={async () => {
                setBusy(r.id);
                try {
                  await setReaction(post.id, r.id, !state.mine);
                  await onChanged();
                } catch (e) {
                  showPostError(e, () => {});
                } finally {
                  setBusy(null);
                }
              }}
              className={`inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-2.5 text-sm disabled:cursor-not-allowed disabled:opacity-60 ${
                state.mine ? 'border-navy-700 bg-navy-50 font-semibold text-navy-900' : 'border-line bg-white text-ink-muted hover:bg-paper-2'
              }`}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              <span aria-hidden="true">{state.count}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};

const PostCard = ({
  post,
  threadTitle,
  onChanged,
  onThreadDeleted,
  suspended,
}: {
  post: PostView;
  threadTitle: string;
  onChanged: () => Promise<unknown>;
  onThreadDeleted: () => void;
  suspended: boolean;
}) => {
  const [editing, setEditing] = useState(false);
  return (
    <article
      id={`post-${post.id}`}
      aria-label={`Post by ${post.author.name}`}
      className={`rounded-xl border bg-white p-5 shadow-sm ${post.hidden ? 'border-danger-700/40 bg-danger-50' : 'border-line'}`}
    >
      <header className="flex flex-wrap items-center gap-3">
        <Avatar person={personOf(post.author.name)} src={post.author.avatarUrl} size="sm" decorative />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-navy-900">{post.author.name}</p>
          <p className="text-xs text-ink-muted">
            <time dateTime={post.createdAt}>{dateTime(post.createdAt)}</time>
            {post.editedAt && <span> · edited</span>}
          </p>
        </div>
        {post.hidden && <Badge tone="danger">Hidden by a moderator</Badge>}
      </header>
      {editing && post.body !== null ? (
        <EditForm
          post={post}
          threadTitle={threadTitle}
          onDone={async () => {
            setEditing(false);
            await onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div
          className="prose-legal mt-4 text-base break-words"
          // Rendered from Markdown and sanitized by the server (allow-listed tags, no scripts, safe links).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
      )}
      {!editing && (
        <footer className="mt-4 flex flex-wrap items-center justify-between gap-2">
          {post.hidden ? <span /> : <Reactions post={post} onChanged={onChanged} disabled={suspended} />}
          <div className="flex flex-wrap justify-end gap-2">
            {post.isOwn ? (
              <>
                {!suspended && post.editableUntil && Date.parse(post.editableUntil) > Date.now() && (
                  <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                    <PencilIcon aria-hidden="true" className="h-4 w-4" /> Edit
                  </Button>
                )}
                <DeleteButton post={post} onDeleted={async (threadDeleted) => (threadDeleted ? onThreadDeleted() : await onChanged())} />
              </>
            ) : (
              !post.hidden && <ReportButton post={post} onReported={onChanged} />
            )}
          </div>
        </footer>
      )}
    </article>
  );
};

const ReplyForm = ({ threadId, onPosted }: { threadId: string; onPosted: () => Promise<unknown> }) => {
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const onSubmit = form.handleSubmit(async ({ body }) => {
    if (!body.trim()) {
      form.setError('body', { message: COMMUNITY_MESSAGES.bodyRequired });
      return;
    }
    try {
      await replyToThread(threadId, body);
      form.reset({ body: '' });
      toast.success(COMMUNITY_MESSAGES.replyPosted);
      await onPosted();
    } catch (e) {
      showPostError(e, (field, message) => form.setError(field as 'body', { message }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl border border-line bg-paper-2 p-5">
      <FormField label="Your reply" error={form.formState.errors.body?.message} description={<MarkdownHint />}>
        <MentionTextarea rows={4} registration={form.register('body')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Post reply
        </Button>
      </div>
    </form>
  );
};

const EditForm = ({ post, threadTitle, onDone, onCancel }: { post: PostView; threadTitle: string; onDone: () => void; onCancel: () => void }) => {
  const form = useForm<{ title: string; body: string }>({ defaultValues: { title: threadTitle, body: post.body ?? '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePost(post.id, post.isOpening ? values : { body: values.body });
      toast.success(COMMUNITY_MESSAGES.postUpdated);
      onDone();
    } catch (e) {
      showPostError(e, (field, message) => form.setError(field as 'body', { message }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      {post.isOpening && (
        <FormField label="Title" error={form.formState.errors.title?.message}>
          <Input maxLength={150} {...form.register('title')} />
        </FormField>
      )}
      <FormField label="Edit your post" error={form.formState.errors.body?.message}>
        <MentionTextarea rows={5} registration={form.register('body')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
};

const DeleteButton = ({ post, onDeleted }: { post: PostView; onDeleted: (threadDeleted: boolean) => unknown }) => (
  <ConfirmDialog
    trigger={
      <Button variant="ghost" size="sm">
        <Trash2Icon aria-hidden="true" className="h-4 w-4" /> Delete
      </Button>
    }
    title={post.isOpening ? 'Delete this thread?' : 'Delete this reply?'}
    description={post.isOpening ? 'The thread and every reply in it will be removed. This cannot be undone.' : 'This cannot be undone.'}
    confirmLabel="Delete"
    onConfirm={async () => {
      try {
        const result = await deletePost(post.id);
        toast.success(COMMUNITY_MESSAGES.postDeleted);
        await onDeleted(result.threadDeleted);
      } catch (e) {
        showPostError(e, () => {});
        // Rethrown so the dialog stays open for another try.
        throw e;
      }
    }}
  />
);

const ReportButton = ({ post, onReported }: { post: PostView; onReported: () => Promise<unknown> }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (post.reportedByMe)
    return (
      <span className="inline-flex items-center gap-1.5 px-3 text-sm text-ink-muted">
        <FlagIcon aria-hidden="true" className="h-4 w-4" /> Reported
      </span>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          <FlagIcon aria-hidden="true" className="h-4 w-4" /> Report
        </Button>
      }
      title="Report this post"
      description="Moderators review every report. The author is not told who reported it."
      footer={
        <>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              if (!reason) {
                setReasonError(COMMUNITY_MESSAGES.chooseReason);
                return;
              }
              setBusy(true);
              try {
                await reportPost(post.id, { reason, details });
                setOpen(false);
                toast.success(COMMUNITY_MESSAGES.reported);
                await onReported();
              } catch (e) {
                showPostError(e, (field, message) => field === 'reason' && setReasonError(message));
              } finally {
                setBusy(false);
              }
            }}
          >
            Send report
          </Button>
        </>
      }
    >
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-ink">Reason</legend>
        <RadioGroup
          name="reason"
          aria-label="Reason"
          value={reason}
          onValueChange={(v) => {
            setReason(v as ReportReason);
            setReasonError(undefined);
          }}
          options={REPORT_REASONS.map((r) => ({ value: r.value, label: r.label }))}
          invalid={Boolean(reasonError)}
        />
        {reasonError && (
          <p className="text-sm text-danger-700" role="alert">
            {reasonError}
          </p>
        )}
        <FormField label="Details (optional)">
          <Textarea rows={3} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
        </FormField>
      </fieldset>
    </Dialog>
  );
};
