import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BanIcon, EyeIcon, EyeOffIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, toastError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { communityQueries, liftSuspension, moderateComment, moderatePost, type QueueItem, suspendMember } from '../api/community-api.ts';
import { dateTime } from './format.ts';

/**
 * The admin moderation queue: reported posts (hide or dismiss), hidden posts (restore), and
 * suspended members (lift). Self-contained (it loads and refreshes its own data) so the admin
 * console can mount it as a tab; `headingLevel` lets the host fit it into its outline.
 */
export const ModerationQueue = ({
  headingLevel = 2,
  threadHref,
}: {
  headingLevel?: 2 | 3;
  threadHref?: (threadId: string, postId: string) => string;
}) => {
  const { data, isPending, isError, error } = useQuery(communityQueries.moderation());
  const H = `h${headingLevel}` as 'h2';
  const Sub = `h${headingLevel + 1}` as 'h3';
  const link = threadHref ?? ((threadId: string, postId: string) => `/community?thread=${encodeURIComponent(threadId)}#post-${postId}`);
  if (isError)
    return (
      <Alert tone="danger" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  if (isPending) return <Spinner />;
  return (
    <section aria-labelledby="moderation-heading" className="space-y-8">
      <div>
        <H id="moderation-heading" className="text-2xl font-semibold text-navy-900">
          Moderation queue
        </H>
        <p className="mt-1 text-sm text-ink-muted">Hidden posts disappear for members at once; restoring brings them back.</p>
      </div>
      <div className="space-y-3">
        <Sub className="text-lg font-semibold text-navy-900">Reported posts ({data.reported.length})</Sub>
        {data.reported.length === 0 ? (
          <p className="text-sm text-ink-muted">No open reports.</p>
        ) : (
          <ul className="space-y-3" aria-label="Reported posts">
            {data.reported.map((item) => (
              <QueueCard key={item.postId} item={item} href={link(item.threadId, item.postId)} />
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3">
        <Sub className="text-lg font-semibold text-navy-900">Blog comments awaiting approval ({data.pendingComments.length})</Sub>
        {data.pendingComments.length === 0 ? (
          <p className="text-sm text-ink-muted">No comments are waiting.</p>
        ) : (
          <ul className="space-y-3" aria-label="Blog comments awaiting approval">
            {data.pendingComments.map((c) => (
              <li key={c.id} className="rounded-xl border border-line bg-white p-4" data-testid="pending-comment">
                <p className="text-sm text-ink-muted">
                  {c.isReply ? 'Reply' : 'Comment'} by <span className="font-semibold text-navy-900">{c.author.name}</span> on{' '}
                  <a className="underline underline-offset-4" href={`/blog/${encodeURIComponent(c.postSlug)}`}>
                    {c.postTitle}
                  </a>{' '}
                  · {dateTime(c.createdAt)}
                </p>
                <div
                  className="prose-legal mt-2 text-sm break-words"
                  // Rendered from Markdown and sanitized by the server.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side
                  dangerouslySetInnerHTML={{ __html: c.bodyHtml }}
                />
                <div className="mt-3 flex justify-end gap-2">
                  <ActionButton
                    label={`Reject the comment by ${c.author.name}`}
                    run={() => moderateComment(c.id, 'reject')}
                    success="Comment rejected"
                    variant="ghost"
                  >
                    Reject
                  </ActionButton>
                  <ActionButton
                    label={`Approve the comment by ${c.author.name}`}
                    run={() => moderateComment(c.id, 'approve')}
                    success="Comment approved"
                  >
                    Approve
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3">
        <Sub className="text-lg font-semibold text-navy-900">Hidden posts ({data.hidden.length})</Sub>
        {data.hidden.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing is hidden.</p>
        ) : (
          <ul className="space-y-3" aria-label="Hidden posts">
            {data.hidden.map((item) => (
              <QueueCard key={item.postId} item={item} href={link(item.threadId, item.postId)} />
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3">
        <Sub className="text-lg font-semibold text-navy-900">Suspended members ({data.suspended.length})</Sub>
        {data.suspended.length === 0 ? (
          <p className="text-sm text-ink-muted">No one is suspended.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-white" aria-label="Suspended members">
            {data.suspended.map((s) => (
              <li key={s.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold text-navy-900">{s.name}</p>
                  <p className="text-sm text-ink-muted">
                    Since {dateTime(s.since)}
                    {s.reason && ` · ${s.reason}`}
                  </p>
                </div>
                <ActionButton label={`Lift suspension of ${s.name}`} run={() => liftSuspension(s.userId)} success="Suspension lifted">
                  Lift suspension
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['community'] });
};

const ActionButton = ({
  children,
  run,
  success,
  label,
  variant = 'secondary',
}: {
  children: React.ReactNode;
  run: () => Promise<unknown>;
  success: string;
  label?: string;
  variant?: 'secondary' | 'danger' | 'ghost';
}) => {
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size="sm"
      loading={busy}
      aria-label={label}
      onClick={async () => {
        setBusy(true);
        try {
          await run();
          toast.success(success);
          await refresh();
        } catch (e) {
          toastError(e);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
};

const QueueCard = ({ item, href }: { item: QueueItem; href: string }) => (
  <li className="rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="queue-item">
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">
          {item.isOpening ? 'Thread' : 'Reply in'}{' '}
          <Link className="font-medium text-navy-800 underline underline-offset-4" to={href}>
            {item.threadTitle}
          </Link>{' '}
          · {item.spaceName}
        </p>
        <p className="mt-1 text-sm">
          By <span className="font-semibold">{item.author.name}</span> · {dateTime(item.createdAt)}{' '}
          {item.author.suspended && <Badge tone="warning">Suspended</Badge>}
        </p>
      </div>
      {item.hidden ? (
        <Badge tone="danger">Hidden</Badge>
      ) : (
        <Badge tone="warning">{item.reports.length === 1 ? '1 report' : `${item.reports.length} reports`}</Badge>
      )}
    </div>
    <blockquote className="mt-3 border-l-2 border-line-strong pl-3 text-sm text-ink">{item.excerpt}</blockquote>
    {item.reports.length > 0 && (
      <ul className="mt-3 space-y-1 text-sm" aria-label="Reports">
        {item.reports.map((r) => (
          <li key={r.id}>
            <span className="font-medium">{r.reasonLabel}</span> from {r.reporterName}
            {r.details && <span className="text-ink-muted"> — “{r.details}”</span>}
          </li>
        ))}
      </ul>
    )}
    <div className="mt-4 flex flex-wrap justify-end gap-2">
      {item.hidden ? (
        <ActionButton run={() => moderatePost(item.postId, 'restore')} success="Post restored">
          <EyeIcon aria-hidden="true" className="h-4 w-4" /> Restore
        </ActionButton>
      ) : (
        <>
          <ActionButton variant="ghost" run={() => moderatePost(item.postId, 'dismiss')} success="Reports dismissed">
            <XIcon aria-hidden="true" className="h-4 w-4" /> Dismiss reports
          </ActionButton>
          <ActionButton variant="danger" run={() => moderatePost(item.postId, 'hide')} success="Post hidden">
            <EyeOffIcon aria-hidden="true" className="h-4 w-4" /> Hide post
          </ActionButton>
        </>
      )}
      {!item.author.suspended && <SuspendButton userId={item.author.id} name={item.author.name} />}
    </div>
  </li>
);

const SuspendButton = ({ userId, name }: { userId: string; name: string }) => {
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          <BanIcon aria-hidden="true" className="h-4 w-4" /> Suspend author
        </Button>
      }
      title={`Suspend ${name} from posting?`}
      description="They can still read the community but cannot start threads, reply or edit until you lift the suspension."
      confirmLabel="Suspend"
      onConfirm={async () => {
        try {
          await suspendMember(userId, reason);
        } catch (e) {
          toastError(e);
          // Rethrown so the dialog stays open for another try.
          throw e;
        }
        toast.success(`${name} is suspended from posting`);
        await refresh();
      }}
    >
      <FormField label="Reason (optional, kept in the audit log)">
        <Input maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </ConfirmDialog>
  );
};
