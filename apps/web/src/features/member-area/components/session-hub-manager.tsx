import { LiveSessionInputSchema, SESSION_TIME_ZONES, utcToZonedLocal } from '@awc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AdminEditorLayout, AdminRows, EditorFooter } from './admin-editor-parts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardContent } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../lib/toast.ts';
import { adminQueries, cancelSession, type LiveSession, saveSession } from '../api/member-area-api.ts';
import { formatSessionTime } from './session-list.tsx';
import { applySchemaIssues, sendForm } from '../../../lib/form-errors.ts';

type FormValues = {
  title: string;
  description: string;
  startsAtLocal: string;
  timeZone: string;
  durationMinutes: string;
  joinUrl: string;
  replayUrl: string;
};
const FIELDS = ['title', 'description', 'startsAtLocal', 'timeZone', 'durationMinutes', 'joinUrl', 'replayUrl'] as const;

const browserZone = () => {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (SESSION_TIME_ZONES as readonly string[]).includes(tz) ? tz : 'America/New_York';
};

const empty = (): FormValues => ({
  title: '',
  description: '',
  startsAtLocal: '',
  timeZone: browserZone(),
  durationMinutes: '60',
  joinUrl: '',
  replayUrl: '',
});
const fromSession = (s: LiveSession): FormValues => ({
  title: s.title,
  description: s.description,
  startsAtLocal: utcToZonedLocal(new Date(s.startsAt), s.timeZone),
  timeZone: s.timeZone,
  durationMinutes: String(s.durationMinutes),
  joinUrl: s.joinUrl,
  replayUrl: s.replayUrl ?? '',
});

const zoneLabel = (tz: string) => tz.replace(/_/g, ' ').replace('America/', '').replace('Pacific/', '');

const SessionForm = ({ editing, onDone }: { editing: LiveSession | null; onDone: () => void }) => {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: editing ? fromSession(editing) : empty() });
  const { register, handleSubmit, control, formState, setError, reset } = form;
  const onSubmit = handleSubmit(async (values) => {
    if (!applySchemaIssues(LiveSessionInputSchema, values, setError)) return;
    await sendForm(
      async () => {
        await saveSession(editing?.id ?? null, values);
        toast.success(editing ? 'Session updated' : 'Session scheduled');
        reset(empty());
        await queryClient.invalidateQueries({ queryKey: ['admin', 'sessions'] });
        onDone();
      },
      setError,
      FIELDS,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField label="Title" error={formState.errors.title?.message} className="sm:col-span-2">
          <Input maxLength={160} {...register('title')} />
        </FormField>
        <FormField label="Description" error={formState.errors.description?.message} className="sm:col-span-2">
          <Textarea rows={3} maxLength={5000} {...register('description')} />
        </FormField>
        <FormField label="Start (date and time)" error={formState.errors.startsAtLocal?.message}>
          <Input type="datetime-local" {...register('startsAtLocal')} />
        </FormField>
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <FormField label="Time zone" error={formState.errors.timeZone?.message}>
              <Select
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={SESSION_TIME_ZONES.map((tz) => ({ value: tz, label: zoneLabel(tz) }))}
              />
            </FormField>
          )}
        />
        <FormField label="Duration (minutes)" error={formState.errors.durationMinutes?.message}>
          <Input type="number" inputMode="numeric" min={15} max={480} step={5} {...register('durationMinutes')} />
        </FormField>
        <FormField label="Join link" error={formState.errors.joinUrl?.message} description="https:// address of the video call.">
          <Input type="url" placeholder="https://" {...register('joinUrl')} />
        </FormField>
        <FormField
          label="Replay link"
          error={formState.errors.replayUrl?.message}
          description="Add after the session; past sessions with a replay appear in the Content Hub."
          className="sm:col-span-2"
        >
          <Input type="url" placeholder="https://" {...register('replayUrl')} />
        </FormField>
      </CardContent>
      <EditorFooter editing={editing !== null} submitting={formState.isSubmitting} createLabel="Schedule session" onDone={onDone} />
    </form>
  );
};

const CancelSessionButton = ({ session }: { session: LiveSession }) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelSession(session.id),
    onSuccess: async () => {
      toast.success('Session canceled');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'sessions'] });
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          Cancel session<span className="sr-only"> {session.title}</span>
        </Button>
      }
      title="Cancel this session?"
      description={`“${session.title}” disappears for members and its reminders stop. This cannot be undone.`}
      confirmLabel="Cancel session"
      cancelLabel="Keep it"
      onConfirm={() => mutation.mutateAsync()}
    />
  );
};

/** /admin/session-hub: schedule, edit and cancel live sessions; see RSVPs. */
export const SessionHubManager = () => {
  const { data, isPending } = useQuery(adminQueries.sessions());
  const [editing, setEditing] = useState<LiveSession | null>(null);
  return (
    <AdminEditorLayout
      className="gap-8 lg:grid-cols-[1fr_1fr]"
      editorTitle={editing ? `Edit: ${editing.title}` : 'Schedule a live session'}
      editorDescription="Members who RSVP get reminders 24 hours and 1 hour before the start."
      editor={<SessionForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      listTitle="Sessions"
    >
      <AdminRows
        rows={isPending ? undefined : (data?.sessions ?? [])}
        empty="No sessions yet."
        label="Scheduled sessions"
        itemClassName="py-3 first:pt-0 last:pb-0"
      >
        {(s) => (
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="font-semibold text-navy-900">{s.title}</h3>
              <p className="text-sm text-ink-muted">
                {formatSessionTime(s.startsAt, s.timeZone)} · {s.durationMinutes} min
              </p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs">
                <Badge tone="navy">{s.rsvpCount} RSVP</Badge>
                {s.cancelled && <Badge tone="danger">Cancelled</Badge>}
                {new Date(s.endsAt) < new Date() && !s.cancelled && <Badge>Ended</Badge>}
                {s.replayUrl && <Badge tone="success">Replay</Badge>}
              </p>
            </div>
            {!s.cancelled && (
              <div className="flex shrink-0 gap-1">
                <Button size="sm" variant="secondary" onClick={() => setEditing(s)}>
                  Edit<span className="sr-only"> {s.title}</span>
                </Button>
                <CancelSessionButton session={s} />
              </div>
            )}
          </div>
        )}
      </AdminRows>
    </AdminEditorLayout>
  );
};
