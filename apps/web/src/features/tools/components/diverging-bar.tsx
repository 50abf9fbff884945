import type { ReactNode } from 'react';
import { ChartDataTable, ChartFigure } from '../../../components/ui/charts/data-table.tsx';
import { TONE } from '../../../components/ui/charts/palette.ts';

const ROW = 'grid gap-1 sm:grid-cols-[minmax(0,11rem)_6.5rem_1fr] sm:items-center sm:gap-x-3';

export type DivergingRow = { key: string; label: string; value: number };

/**
 * Diverging horizontal bars: positive rows to the right of zero, negative rows to the left, one
 * scale for all, and a marker line (e.g. net worth) drawn through every row. Plain HTML; the data
 * table carries the same figures.
 */
export function DivergingBar({
  title,
  rows,
  marker,
  positiveLabel,
  negativeLabel,
  formatValue,
}: {
  title: string;
  rows: readonly DivergingRow[];
  marker: { label: string; value: number };
  positiveLabel: string;
  negativeLabel: string;
  formatValue: (v: number) => string;
}) {
  const lo = Math.min(0, marker.value, ...rows.map((r) => r.value));
  const hi = Math.max(0, marker.value, ...rows.map((r) => r.value));
  const span = hi - lo || 1;
  const pos = (v: number) => ((v - lo) / span) * 100;
  const zero = pos(0);
  const track = (content: ReactNode) => (
    <div className="relative h-6 flex-1 rounded bg-paper-2">
      {content}
      <div className="absolute -top-0.5 -bottom-0.5 w-px bg-ink-muted" style={{ left: `${zero}%` }} />
      <div className="absolute -top-1 -bottom-1 w-0.5" data-marker style={{ left: `calc(${pos(marker.value)}% - 1px)`, background: TONE.brass }} />
    </div>
  );
  const bar = (v: number, color: string) => (
    <div
      className="absolute top-1 bottom-1 rounded-sm"
      style={{ left: `${Math.min(zero, pos(v))}%`, width: `max(${Math.abs(pos(v) - zero)}%, 2px)`, background: color }}
    />
  );
  return (
    <ChartFigure
      title={title}
      note={`The brass line marks ${marker.label.toLowerCase()}: ${formatValue(marker.value)}.`}
      table={
        <ChartDataTable
          title={title}
          columns={['Group', 'Amount']}
          rows={[
            ...rows.map((r) => ({ key: r.key, cells: [r.label, formatValue(r.value)] })),
            { key: '__marker', cells: [marker.label, formatValue(marker.value)] },
          ]}
        />
      }
    >
      <div className="text-sm">
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 rounded-sm" style={{ background: TONE.navy }} />
            {positiveLabel}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 rounded-sm" style={{ background: TONE.danger }} />
            {negativeLabel}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-0.5" style={{ background: TONE.brass }} />
            {marker.label}
          </li>
        </ul>
        <div className="grid gap-2">
          {rows.map((r) => (
            <div key={r.key} className={ROW}>
              {/* Phones: name and amount on one line, the bar under them; wider: three columns. */}
              <div className="flex justify-between gap-2 text-ink sm:contents">
                <span>{r.label}</span>
                <span className="whitespace-nowrap text-right tabular-nums text-ink-muted">{formatValue(r.value)}</span>
              </div>
              {track(bar(r.value, r.value >= 0 ? TONE.navy : TONE.danger))}
            </div>
          ))}
          <div className={`${ROW} border-t border-line pt-2`}>
            <div className="flex justify-between gap-2 font-semibold text-navy-900 sm:contents">
              <span>{marker.label}</span>
              <span className="whitespace-nowrap text-right tabular-nums">{formatValue(marker.value)}</span>
            </div>
            {track(bar(marker.value, TONE.brassLight))}
          </div>
        </div>
      </div>
    </ChartFigure>
  );
}
