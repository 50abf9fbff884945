import { INQUIRY_MESSAGES, INQUIRY_STATUSES, type InquiryStatus } from '@awc/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { rowsOf } from '../../../lib/paged-query.ts';
import { toast } from '../../../lib/toast.ts';
import { type Inquiry, inboxQuery, replyToInquiry, setInquiryStatus } from '../api/contact-api.ts';

const ALL = 'all';
const TONE: Record<string, 'navy' | 'success' | 'neutral'> = { new: 'navy', answered: 'success', archived: 'neutral' };
const label = (status: string) => INQUIRY_STATUSES.find((s) => s.value === status)?.label ?? status;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The admin inbox: contact messages and firm inquiries, by status, answered by email from here. */
export const AdminInbox = () => {
  const [status, setStatus] = useState<string>('new');
  const query = useInfiniteQuery(inboxQuery(status === ALL ? '' : status));
  const inquiries = rowsOf(query.data, 'inquiries');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Inbox</CardTitle>
        <CardDescription>Messages from the contact form and firm inquiries. Replies go to the sender by email.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Show" className="max-w-xs">
          <Select
            value={status}
            onValueChange={setStatus}
            options={[...INQUIRY_STATUSES.map((s) => ({ value: s.value, label: s.label })), { value: ALL, label: 'All messages' }]}
          />
        </FormField>
        {query.isPending ? (
          <Spinner />
        ) : inquiries.length === 0 ? (
          <p className="text-sm text-ink-muted">No messages here.</p>
        ) : (
          <ul className="space-y-4" aria-label="Inquiries">
            {inquiries.map((i) => (
              <InquiryItem key={i.id} inquiry={i} />
            ))}
          </ul>
        )}
        <LoadMore paging={query} label="Load more messages" />
      </CardContent>
    </Card>
  );
};

const InquiryItem = ({ inquiry: i }: { inquiry: Inquiry }) => {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] });
  const send = async () => {
    if (!reply.trim()) {
      setError(INQUIRY_MESSAGES.replyRequired);
      return;
    }
    setBusy(true);
    try {
      await replyToInquiry(i.id, reply);
      setReply('');
      setError(undefined);
      toast.success(INQUIRY_MESSAGES.replySent);
      await refresh();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors?.body?.[0]) setError(e.fieldErrors.body[0]);
      else toastError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-xl border border-line bg-white p-4" data-testid="inquiry" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold text-navy-900">
            {i.name} · {i.topicLabel}
          </h4>
          <p className="text-sm text-ink-muted">
            <a className="underline underline-offset-4" href={`mailto:${i.email}`}>
              {i.email}
            </a>{' '}
            · {when(i.createdAt)}
            {i.details?.attorneys ? ` · ${String(i.details.attorneys)} attorneys` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={TONE[i.status] ?? 'neutral'} data-testid="inquiry-status">
            {label(i.status)}
          </Badge>
          <FormField label={<span className="sr-only">Status of the message from {i.name}</span>} className="w-36 gap-0">
            <Select
              value={i.status}
              onValueChange={async (v) => {
                try {
                  await setInquiryStatus(i.id, v as InquiryStatus);
                  toast.success(INQUIRY_MESSAGES.statusChanged);
                  await refresh();
                } catch (e) {
                  toastError(e);
                }
              }}
              options={INQUIRY_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
            />
          </FormField>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line text-sm text-ink">{i.message}</p>
      {i.replies.length > 0 && (
        <ul className="mt-3 space-y-2 border-l-2 border-line pl-3" aria-label="Replies sent">
          {i.replies.map((r) => (
            <li key={r.id} className="text-sm">
              <p className="text-xs text-ink-muted">
                <MailIcon aria-hidden="true" className="mr-1 inline h-3.5 w-3.5" />
                {r.authorEmail} replied {when(r.createdAt)}
              </p>
              <p className="whitespace-pre-line text-ink">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 space-y-2">
        <FormField label={`Reply to ${i.name}`} error={error}>
          <Textarea rows={3} maxLength={5000} value={reply} onChange={(e) => setReply(e.target.value)} />
        </FormField>
        <div className="flex justify-end">
          <Button size="sm" loading={busy} onClick={send}>
            Send reply by email
          </Button>
        </div>
      </div>
    </li>
  );
};
