import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlusIcon, CheckIcon, VideoIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { icsUrl, type LiveSession, setRsvp } from '../api/member-area-api.ts';

/** "Wed, Jul 15, 7:00 PM EDT" in the reader's own zone, and the zone the session was scheduled in. */
export const formatSessionTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

const RsvpButton = ({ session }: { session: LiveSession }) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setRsvp(session.id, !session.going),
    onSuccess: async (result) => {
      toast.success(result.session.going ? 'You’re going. We’ll remind you 24 hours and 1 hour before.' : 'RSVP removed');
      await queryClient.invalidateQueries({ queryKey: ['member-area'] });
    },
  });
  return (
    <Button
      size="sm"
      variant={session.going ? 'secondary' : 'primary'}
      loading={mutation.isPending}
      aria-pressed={session.going}
      onClick={() => mutation.mutate()}
      aria-label={session.going ? `Going to ${session.title} (select to cancel RSVP)` : `RSVP to ${session.title}`}
    >
      {session.going ? (
        <>
          <CheckIcon aria-hidden="true" className="h-4 w-4" /> Going
        </>
      ) : (
        'RSVP'
      )}
    </Button>
  );
};

/** Upcoming live sessions with RSVP, the join link once RSVP'd, and the calendar file. */
export const SessionList = ({ sessions, headingLevel = 'h3' }: { sessions: LiveSession[]; headingLevel?: 'h3' | 'h4' }) => {
  const Heading = headingLevel;
  if (!sessions.length) return <p className="text-sm text-ink-muted">No live sessions are scheduled yet. New ones appear here.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Upcoming live sessions">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <Heading className="font-semibold text-navy-900">{s.title}</Heading>
            <p className="text-sm text-ink-muted">
              <time dateTime={s.startsAt}>{formatSessionTime(s.startsAt)}</time> · {s.durationMinutes} min
              {s.timeZone && Intl.DateTimeFormat().resolvedOptions().timeZone !== s.timeZone && (
                <span> · scheduled as {formatSessionTime(s.startsAt, s.timeZone)}</span>
              )}
            </p>
            {s.description && <p className="mt-1 line-clamp-2 text-sm text-ink">{s.description}</p>}
            <p className="mt-1 text-xs text-ink-muted">
              {s.rsvpCount} {s.rsvpCount === 1 ? 'member' : 'members'} going
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <RsvpButton session={s} />
            <a
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong bg-white px-3 text-sm font-medium text-navy-900 hover:bg-navy-50"
              href={icsUrl(s.id)}
              download
            >
              <CalendarPlusIcon aria-hidden="true" className="h-4 w-4" />
              Add to calendar<span className="sr-only"> ({s.title}, .ics file)</span>
            </a>
            {s.going && (
              <a
                className="inline-flex h-9 items-center gap-1.5 px-2 text-sm font-medium text-navy-700 underline underline-offset-4"
                href={s.joinUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <VideoIcon aria-hidden="true" className="h-4 w-4" />
                Join link<span className="sr-only"> for {s.title} (opens in a new tab)</span>
              </a>
            )}
            {s.cancelled && <Badge tone="danger">Cancelled</Badge>}
          </div>
        </li>
      ))}
    </ul>
  );
};
