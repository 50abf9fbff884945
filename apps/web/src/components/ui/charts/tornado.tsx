import { ChartDataTable, ChartFigure } from './data-table.tsx';
import { TONE } from './palette.ts';

export type TornadoRow = {
  label: string;
  /** The result with the input moved down; null = off the scale (e.g. no break-even within 30 years). */
  low: number | null;
  /** The result with the input moved up; null = off the scale. */
  high: number | null;
};

/**
 * Tornado: how far one result moves when each input is nudged down and up, the widest swing on top.
 *
 * - `title`: the sr-only caption and the data table's caption.
 * - `base`: the result with the inputs as entered: the center line (null = off the scale).
 * - `rows`: one per input. A null end is drawn to the scale's end with an arrow.
 * - `min` / `max`: the scale (e.g. years 0–30); ticks fall on a round step.
 * - `formatValue`: formats results (default `String`); `offScale` is the text for null ("None within 30 years").
 * - `formatShort` / `offScaleShort`: shorter forms for the drawing's bar-end labels and ticks ("10", "none").
 * - `scaleLabel`: names the scale under the ticks ("Break-even year").
 * - `lowLabel` / `highLabel`: the two ends' names, in the legend and the table headings.
 * - `inputLabel`: the table's heading for the input column (default "Input").
 *
 * Plain HTML, no Recharts. The table lists the base and both ends of every row.
 */
export type TornadoProps = {
  title: string;
  base: number | null;
  rows: readonly TornadoRow[];
  min: number;
  max: number;
  formatValue?: (value: number) => string;
  offScale: string;
  formatShort?: (value: number) => string;
  offScaleShort?: string;
  scaleLabel?: string;
  lowLabel: string;
  highLabel: string;
  baseLabel?: string;
  inputLabel?: string;
};

export const TornadoChart = ({
  title,
  base,
  rows,
  min,
  max,
  formatValue = (v) => String(v),
  offScale,
  formatShort = formatValue,
  offScaleShort = offScale,
  scaleLabel,
  lowLabel,
  highLabel,
  baseLabel = 'As entered',
  inputLabel = 'Input',
}: TornadoProps) => {
  const span = max - min || 1;
  // Off the scale counts as just past the end, for the drawing and the sort.
  const val = (v: number | null) => (v === null ? max : Math.min(max, Math.max(min, v)));
  const pos = (v: number | null) => ((val(v) - min) / span) * 100;
  const fmt = (v: number | null) => (v === null ? offScale : formatValue(v));
  const short = (v: number | null) => (v === null ? offScaleShort : formatShort(v));
  const b = val(base);
  const swing = (r: TornadoRow) => Math.abs(val(r.low) - b) + Math.abs(val(r.high) - b);
  const sorted = [...rows].sort((x, y) => swing(y) - swing(x));
  // Ticks on a round step: at most about six of them.
  const step = [1, 2, 5, 10, 20, 50, 100].find((st) => span / st <= 6) ?? Math.ceil(span / 6);
  const ticks = Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => min + i * step);
  const anyOff = [base, ...rows.flatMap((r) => [r.low, r.high])].some((v) => v === null);
  const bar = (v: number | null, color: string, side: 'low' | 'high') => {
    const from = Math.min(pos(base), pos(v));
    const to = Math.max(pos(base), pos(v));
    return (
      <div
        className="absolute h-3 rounded-sm"
        data-tornado={side}
        style={{
          left: `${from}%`,
          width: `max(${to - from}%, 2px)`,
          background: color,
          top: side === 'low' ? 2 : 17,
          ...(v === null ? { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 4px, rgba(255,255,255,.45) 4px 7px)' } : {}),
        }}
      />
    );
  };
  return (
    <ChartFigure
      title={title}
      note={`The line marks the result with your inputs as entered (${fmt(base)})${anyOff ? `; hatched bars run off the scale (${offScale.toLowerCase()})` : ''}.`}
      table={
        <ChartDataTable
          title={title}
          columns={[inputLabel, lowLabel, highLabel]}
          rows={[
            { key: '__base', cells: [baseLabel, fmt(base), fmt(base)] },
            ...sorted.map((r) => ({ key: r.label, cells: [r.label, fmt(r.low), fmt(r.high)] })),
          ]}
        />
      }
    >
      <div className="text-sm">
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 rounded-sm" style={{ background: TONE.navy }} />
            {lowLabel}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 rounded-sm" style={{ background: TONE.brass }} />
            {highLabel}
          </li>
        </ul>
        <div className="grid gap-3">
          {sorted.map((r) => (
            <div key={r.label} className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:items-center sm:gap-3">
              <div className="text-ink">{r.label}</div>
              <div className="flex items-center gap-2">
                <span className="w-14 shrink-0 text-right text-xs tabular-nums text-ink-muted">
                  {val(r.low) <= val(r.high) ? short(r.low) : short(r.high)}
                </span>
                <div className="relative h-8 flex-1 rounded bg-paper-2">
                  {bar(r.low, TONE.navy, 'low')}
                  {bar(r.high, TONE.brass, 'high')}
                  <div className="absolute -top-1 -bottom-1 w-0.5 bg-ink" style={{ left: `calc(${pos(base)}% - 1px)` }} />
                </div>
                <span className="w-14 shrink-0 text-xs tabular-nums text-ink-muted">{val(r.low) <= val(r.high) ? short(r.high) : short(r.low)}</span>
              </div>
            </div>
          ))}
          <div className="grid sm:grid-cols-[11rem_1fr] sm:gap-3">
            <div className="hidden sm:block" />
            <div className="flex gap-2">
              <span className="w-14 shrink-0" />
              <div className="relative h-4 flex-1 text-xs tabular-nums text-ink-muted">
                {ticks.map((t) => (
                  <span key={t} className="absolute -translate-x-1/2" style={{ left: `${((t - min) / span) * 100}%` }}>
                    {formatShort(t)}
                  </span>
                ))}
              </div>
              <span className="w-14 shrink-0" />
            </div>
            {scaleLabel && (
              <>
                <div className="hidden sm:block" />
                <p className="mt-1 text-center text-xs text-ink-muted">{scaleLabel}</p>
              </>
            )}
          </div>
        </div>
      </div>
    </ChartFigure>
  );
};
