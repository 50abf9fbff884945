import { type FieldErrors, type NewsletterIssueDto, NewsletterIssueInputSchema, slugify, toFieldErrors } from '@awc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClockIcon, EyeIcon, MailCheckIcon, PencilIcon, PlusIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { newsletterAdmin } from '../api/newsletter-admin-api.ts';

const STATUS: Record<NewsletterIssueDto['status'], { label: string; tone: 'neutral' | 'warning' | 'navy' | 'success' }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'warning' },
  sending: { label: 'Sending', tone: 'navy' },
  sent: { label: 'Sent', tone: 'success' },
};
const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const KEY = ['admin', 'newsletter'] as const;

/**
 * The admin console's Newsletter tab (issue 21): write an issue in Markdown, preview it as the
 * email, save it as a draft, send a test to yourself, schedule it or send it now to every confirmed
 * subscriber, and follow its deliveries.
 */
export const AdminNewsletter = () => {
  const query = useQuery({
    queryKey: KEY,
    queryFn: newsletterAdmin.list,
    refetchInterval: (q) => (q.state.data?.issues.some((i) => i.status === 'sending') ? 2000 : false),
  });
  const [editing, setEditing] = useState<NewsletterIssueDto | 'new' | null>(null);
  if (editing) return <IssueEditor issue={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <section aria-labelledby="newsletter-admin-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="newsletter-admin-title" className="font-serif text-xl font-semibold text-navy-900">
            Newsletter issues
          </h3>
          <p className="text-sm text-ink-muted">Issues go to confirmed subscribers and are archived at /newsletter/address once sent.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" className="h-4 w-4" /> New issue
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label="Loading issues" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          The issues could not be loaded. Reload the page to try again.
        </p>
      ) : query.data.issues.length === 0 ? (
        <p className="text-ink-muted">No issues yet. Write the first one.</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.issues.map((issue) => (
            <li key={issue.id}>
              <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{issue.subject}</span>
                    <Badge tone={STATUS[issue.status].tone}>{STATUS[issue.status].label}</Badge>
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {issue.status === 'scheduled' && issue.scheduledAt ? `Goes out ${when.format(new Date(issue.scheduledAt))}. ` : null}
                    {issue.status === 'sent' && issue.sentAt
                      ? `Sent ${when.format(new Date(issue.sentAt))} to ${issue.recipientCount ?? 0} subscribers. `
                      : null}
                    {issue.deliveries.sent + issue.deliveries.queued + issue.deliveries.failed > 0
                      ? `Delivered ${issue.deliveries.sent}, waiting ${issue.deliveries.queued}, failed ${issue.deliveries.failed}.`
                      : null}
                  </p>
                </div>
                {issue.status === 'sent' || issue.status === 'sending' ? (
                  issue.status === 'sent' && (
                    <a className="text-sm font-medium text-navy-700 underline" href={`/newsletter/${issue.slug}`}>
                      View on the web
                    </a>
                  )
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => setEditing(issue)}>
                    <PencilIcon aria-hidden="true" className="h-4 w-4" /> Edit<span className="sr-only"> {issue.subject}</span>
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

type Draft = { subject: string; slug: string; summary: string; body: string };
/** datetime-local value, in the browser's time zone. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const IssueEditor = ({ issue, onDone }: { issue: NewsletterIssueDto | null; onDone: () => void }) => {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<NewsletterIssueDto | null>(issue);
  const [draft, setDraft] = useState<Draft>({
    subject: issue?.subject ?? '',
    slug: issue?.slug ?? '',
    summary: issue?.summary ?? '',
    body: issue?.body ?? '',
  });
  const [slugTouched, setSlugTouched] = useState(Boolean(issue));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [scheduleAt, setScheduleAt] = useState(issue?.scheduledAt ? localInputValue(new Date(issue.scheduledAt)) : '');
  const set = (key: keyof Draft, value: string) =>
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'subject' && !slugTouched ? { slug: slugify(value) } : {}) }));

  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  /** Runs one action with its busy flag; resolves false when it failed (and was toasted). */
  const run = async (name: string, work: () => Promise<void>): Promise<boolean> => {
    setBusy(name);
    try {
      await work();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast.error(error instanceof ApiError && error.status < 500 && error.status !== 403 ? error.message : errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  /** Validates with the shared schema, then creates or updates; returns the stored issue. */
  const save = async (): Promise<NewsletterIssueDto | null> => {
    const parsed = NewsletterIssueInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return null;
    }
    setErrors({});
    const { issue: stored } = saved ? await newsletterAdmin.update(saved.id, draft) : await newsletterAdmin.create(draft);
    setSaved(stored);
    await refresh();
    return stored;
  };
  const locked = saved?.status === 'sending' || saved?.status === 'sent';
  return (
    <section aria-labelledby="issue-editor-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="issue-editor-title" className="font-serif text-xl font-semibold text-navy-900">
          {saved ? 'Edit issue' : 'New issue'}
          {saved && (
            <Badge tone={STATUS[saved.status].tone} className="ml-2 align-middle">
              {STATUS[saved.status].label}
            </Badge>
          )}
        </h3>
        <Button variant="secondary" onClick={onDone}>
          Back to issues
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="grid gap-5 p-6">
          <FormField label="Subject" error={errors.subject}>
            <Input value={draft.subject} onChange={(e) => set('subject', e.target.value)} disabled={locked} />
          </FormField>
          <FormField label="Web address" description={`Archived at /newsletter/${draft.slug || '…'} once sent.`} error={errors.slug}>
            <Input
              value={draft.slug}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug', e.target.value);
              }}
              disabled={locked}
            />
          </FormField>
          <FormField label="Summary" description="Shown beside the subject in the inbox, and on the archive page." error={errors.summary}>
            <Input value={draft.summary} onChange={(e) => set('summary', e.target.value)} disabled={locked} />
          </FormField>
          <FormField label="Body (Markdown)" error={errors.body}>
            <Textarea rows={16} value={draft.body} onChange={(e) => set('body', e.target.value)} disabled={locked} className="font-mono text-sm" />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button
              loading={busy === 'save'}
              disabled={locked}
              onClick={() =>
                run('save', async () => {
                  if (await save()) toast.success('Draft saved');
                })
              }
            >
              Save draft
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'preview'}
              onClick={() =>
                run('preview', async () => {
                  setPreview((await newsletterAdmin.preview(draft.body)).html);
                })
              }
            >
              <EyeIcon aria-hidden="true" className="h-4 w-4" /> Preview
            </Button>
          </div>
          {preview !== null && (
            <div>
              <h4 className="text-sm font-semibold text-ink">Preview as the email shows it</h4>
              <iframe
                title="Preview of the issue"
                sandbox=""
                srcDoc={`<!doctype html><html lang="en"><body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Inter,Arial,sans-serif;color:#14213a;background:#fff">${preview}</body></html>`}
                className="mt-2 h-96 w-full rounded-lg border border-line"
              />
            </div>
          )}
        </Card>
        <Card className="grid content-start gap-5 p-6">
          <div>
            <h4 className="font-semibold text-ink">Send a test</h4>
            <p className="mt-1 text-sm text-ink-muted">Saves the issue and sends it to your own address only.</p>
            <Button
              variant="secondary"
              className="mt-3 w-full"
              loading={busy === 'test'}
              disabled={locked}
              onClick={() =>
                run('test', async () => {
                  const stored = await save();
                  if (stored) toast.success(`Test sent to ${(await newsletterAdmin.test(stored.id)).to}`);
                })
              }
            >
              <MailCheckIcon aria-hidden="true" className="h-4 w-4" /> Send a test to me
            </Button>
          </div>
          <div>
            <h4 className="font-semibold text-ink">Schedule</h4>
            <FormField label="Send at (your time)" className="mt-2" error={errors.scheduledAt}>
              <Input type="datetime-local" value={scheduleAt} onChange={(e) => setScheduleAt(e.target.value)} disabled={locked} />
            </FormField>
            <Button
              variant="secondary"
              className="mt-3 w-full"
              loading={busy === 'schedule'}
              disabled={locked || !scheduleAt}
              onClick={() =>
                run('schedule', async () => {
                  const stored = await save();
                  if (!stored) return;
                  const { issue: next } = await newsletterAdmin.schedule(stored.id, new Date(scheduleAt).toISOString());
                  setSaved(next);
                  await refresh();
                  toast.success('Issue scheduled');
                })
              }
            >
              <CalendarClockIcon aria-hidden="true" className="h-4 w-4" /> Schedule
            </Button>
            {saved?.status === 'scheduled' && (
              <Button
                variant="ghost"
                className="mt-2 w-full"
                loading={busy === 'unschedule'}
                onClick={() =>
                  run('unschedule', async () => {
                    setSaved((await newsletterAdmin.unschedule(saved.id)).issue);
                    await refresh();
                    toast.success('Back to draft');
                  })
                }
              >
                Unschedule
              </Button>
            )}
          </div>
          <div>
            <h4 className="font-semibold text-ink">Send now</h4>
            <p className="mt-1 text-sm text-ink-muted">Goes to every confirmed subscriber through the job queue. It cannot be undone.</p>
            <ConfirmDialog
              trigger={
                <Button className="mt-3 w-full" disabled={locked}>
                  <SendIcon aria-hidden="true" className="h-4 w-4" /> Send now
                </Button>
              }
              title="Send this issue now?"
              description={`“${draft.subject || 'This issue'}” goes to every confirmed subscriber. This cannot be undone.`}
              confirmLabel="Send to subscribers"
              tone="primary"
              onConfirm={async () => {
                const done = await run('send', async () => {
                  // A draft that does not validate shows its field errors, so the dialog closes on it.
                  const stored = await save();
                  if (!stored) return;
                  setSaved((await newsletterAdmin.send(stored.id)).issue);
                  await refresh();
                  toast.success('Sending to subscribers');
                });
                // A failed send was toasted by run; the dialog stays open for another try.
                if (!done) throw new Error('send failed');
              }}
            />
          </div>
        </Card>
      </div>
    </section>
  );
};
