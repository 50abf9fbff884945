import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { ChartDataTable, ChartFigure } from './data-table.tsx';
import { TONE } from './palette.ts';

export type TimelineStatus = 'done' | 'upcoming' | 'overdue' | 'milestone' | 'neutral';

export type TimelineEvent = {
  key: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  label: string;
  /** A line under the label, e.g. "Due $2,025.00". */
  detail?: string;
  /** A smaller second line, e.g. "Penalty ≈ $77.67". */
  note?: string;
  status?: TimelineStatus;
  /** The status in words (shown as a pill and in the table), e.g. "Overdue". */
  statusLabel?: string;
};

/**
 * Timeline: dated events in order, with an optional "as of" marker where today falls between them.
 * A horizontal row of evenly spaced steps from 640 px; a vertical list on phones.
 *
 * - `title`: the sr-only caption and the data table's caption.
 * - `events`: in date order. `status` colors the dot (done green, upcoming navy, overdue red,
 *   milestone brass, neutral slate); `statusLabel` names it.
 * - `asOf`: `{ date, label }` draws the marker, placed by date between its neighbors.
 * - `formatDate`: formats ISO dates (default: "Apr 15, 2026").
 * - `detailHeader`: the table's heading for the detail column (default "Details").
 *
 * Plain HTML, no Recharts. The table lists every event's date, detail and status.
 */
export type TimelineProps = {
  title: string;
  events: readonly TimelineEvent[];
  asOf?: { date: string; label: string };
  formatDate?: (iso: string) => string;
  detailHeader?: string;
};

export const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const DOT: Record<TimelineStatus, string> = {
  done: TONE.success,
  upcoming: TONE.navy,
  overdue: TONE.danger,
  milestone: TONE.brass,
  neutral: TONE.slate,
};
const PILL: Record<TimelineStatus, string> = {
  done: 'bg-success-50 text-success-700',
  upcoming: 'bg-navy-50 text-navy-700',
  overdue: 'bg-danger-50 text-danger-700',
  milestone: 'bg-brass-50 text-brass-800',
  neutral: 'bg-paper-2 text-ink-muted',
};

const days = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/** Where the as-of date sits along n evenly spaced steps, as a % of the row's width. */
const asOfPosition = (events: readonly TimelineEvent[], date: string): number => {
  const n = events.length;
  const center = (i: number) => ((i + 0.5) / n) * 100;
  const first = events[0];
  const last = events[n - 1];
  if (!first || !last) return 50;
  if (date < first.date) return center(0) / 2;
  if (date >= last.date) return (center(n - 1) + 100) / 2;
  for (let i = 0; i < n - 1; i++) {
    const a = events[i];
    const b = events[i + 1];
    if (a && b && date >= a.date && date < b.date) {
      const f = days(a.date, b.date) > 0 ? days(a.date, date) / days(a.date, b.date) : 0;
      return center(i) + f * (center(i + 1) - center(i));
    }
  }
  return 50;
};

export const TimelineChart = ({ title, events, asOf, formatDate = shortDate, detailHeader = 'Details' }: TimelineProps) => {
  const n = Math.max(1, events.length);
  const markerAt = asOf ? asOfPosition(events, asOf.date) : null;
  // The line runs from the first dot to the last, and on to the marker if it falls outside them.
  const lineFrom = Math.min(50 / n, markerAt ?? 100);
  const lineTo = Math.max(100 - 50 / n, markerAt ?? 0);
  const insertAt = asOf ? events.findIndex((e) => e.date > asOf.date) : -1;
  const marker = asOf && (
    <li key="__asof" className="relative flex items-center gap-2 py-1 pl-6 text-xs font-medium text-brass-800">
      <span className="absolute left-[3px] h-0.5 w-4" style={{ background: TONE.brass }} />
      {asOf.label}
    </li>
  );
  return (
    <ChartFigure
      title={title}
      table={
        <ChartDataTable
          title={title}
          columns={['Event', 'Date', detailHeader, 'Status']}
          rows={[
            ...events.map((e) => ({
              key: e.key,
              cells: [e.label, formatDate(e.date), [e.detail, e.note].filter(Boolean).join('; '), e.statusLabel ?? ''],
            })),
            ...(asOf ? [{ key: '__asof', cells: [asOf.label, formatDate(asOf.date), '', ''] }] : []),
          ]}
        />
      }
    >
      {/* Phones: a vertical list. */}
      <ol className="relative ml-1 border-l-2 border-line sm:hidden">
        {events.map((e, i) => (
          <FragmentRow key={e.key} marker={i === insertAt ? marker : null}>
            <li className="relative pb-4 pl-6 last:pb-1">
              <span
                className="absolute -left-[7px] top-1 h-3 w-3 rounded-full ring-2 ring-white"
                style={{ background: DOT[e.status ?? 'neutral'] }}
              />
              <p className="text-sm font-semibold text-navy-900">{e.label}</p>
              <p className="text-xs text-ink-muted">{formatDate(e.date)}</p>
              {e.detail && <p className="mt-0.5 text-sm tabular-nums text-ink">{e.detail}</p>}
              {e.note && <p className="text-xs tabular-nums text-ink-muted">{e.note}</p>}
              {e.statusLabel && <StatusPill status={e.status ?? 'neutral'} label={e.statusLabel} />}
            </li>
          </FragmentRow>
        ))}
        {insertAt === -1 && marker}
      </ol>
      {/* From 640 px: evenly spaced steps on a line. */}
      <div className="relative hidden pt-6 sm:block">
        <div className="absolute h-0.5 bg-line-strong" style={{ top: 'calc(2.1875rem - 1px)', left: `${lineFrom}%`, right: `${100 - lineTo}%` }} />
        {asOf && markerAt !== null && (
          <div className="absolute top-0 flex -translate-x-1/2 flex-col items-center" style={{ left: `${markerAt}%` }}>
            <span className="whitespace-nowrap text-xs font-medium text-brass-800">{asOf.label}</span>
            <span className="h-6 w-0.5" style={{ background: TONE.brass }} />
          </div>
        )}
        <ol className="relative grid" style={{ gridTemplateColumns: `repeat(${events.length}, minmax(0, 1fr))` }}>
          {events.map((e) => (
            <li key={e.key} className="flex flex-col items-center px-1 text-center">
              <span className="mt-1 h-3.5 w-3.5 rounded-full ring-4 ring-white" style={{ background: DOT[e.status ?? 'neutral'] }} />
              <p className="mt-2 text-sm font-semibold text-navy-900">{e.label}</p>
              <p className="text-xs text-ink-muted">{formatDate(e.date)}</p>
              {e.detail && <p className="mt-1 text-sm tabular-nums text-ink">{e.detail}</p>}
              {e.note && <p className="text-xs tabular-nums text-ink-muted">{e.note}</p>}
              {e.statusLabel && <StatusPill status={e.status ?? 'neutral'} label={e.statusLabel} />}
            </li>
          ))}
        </ol>
      </div>
    </ChartFigure>
  );
};

const StatusPill = ({ status, label }: { status: TimelineStatus; label: string }) => (
  <span className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium', PILL[status])}>{label}</span>
);

const FragmentRow = ({ marker, children }: { marker: ReactNode; children: ReactNode }) => (
  <>
    {marker}
    {children}
  </>
);
