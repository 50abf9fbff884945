import { ChartDataTable, ChartFigure } from './data-table.tsx';
import { colorAt, TONE } from './palette.ts';

export type DonutSlice = {
  key: string;
  label: string;
  value: number;
  /** Defaults to the palette color at the slice's position. */
  color?: string;
};

/**
 * Donut: parts of one whole, in any unit (hours, dollars, percentage weights).
 *
 * - `title`: what the figure shows; the sr-only caption and the data table's caption.
 * - `slices`: the parts, drawn clockwise from 12 o'clock in the order given. Slices of 0 or less
 *   stay in the legend and the table but are not drawn (a donut cannot show a negative part).
 * - `formatValue`: formats values in the legend, the hole and the table (default `String`).
 * - `labelHeader` / `valueHeader`: the table's column headings (default "Part" / "Value").
 * - `center`: optional text in the hole, e.g. `{ value: '2,856', label: 'hours' }`.
 * - `showShare`: add each slice's share of the positive total to the legend and the table (default true;
 *   turn it off when the values already are shares).
 * - `size`: the ring's diameter in px (default 200). The legend sits beside the ring from 640 px up and
 *   below it on phones.
 *
 * Plain SVG, no Recharts: nothing to lazy-load. Every chart carries its data table.
 */
export type DonutProps = {
  title: string;
  slices: readonly DonutSlice[];
  formatValue?: (value: number) => string;
  labelHeader?: string;
  valueHeader?: string;
  center?: { value: string; label?: string };
  showShare?: boolean;
  size?: number;
};

const sharePct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

export const DonutChart = ({
  title,
  slices,
  formatValue = (v) => String(v),
  labelHeader = 'Part',
  valueHeader = 'Value',
  center,
  showShare = true,
  size = 200,
}: DonutProps) => {
  const colored = slices.map((s, i) => ({ ...s, color: colorAt(i, s.color) }));
  const total = colored.reduce((t, s) => t + Math.max(0, s.value), 0);
  const share = (v: number) => (total > 0 ? Math.max(0, v) / total : 0);
  // In viewBox units (the ring is 100 wide): a ring 14 thick.
  const sw = 14;
  const r = 50 - sw / 2;
  const c = 2 * Math.PI * r;
  const drawn = colored.filter((s) => s.value > 0);
  // A hairline gap between slices (none when one slice fills the ring).
  const gap = drawn.length > 1 ? 0.6 : 0;
  let offset = 0;
  const arcs = drawn.map((s) => {
    const len = share(s.value) * c;
    const arc = { ...s, dash: `${Math.max(0, len - gap)} ${c - Math.max(0, len - gap)}`, offset: -offset };
    offset += len;
    return arc;
  });
  return (
    <ChartFigure
      title={title}
      table={
        <ChartDataTable
          title={title}
          columns={showShare ? [labelHeader, valueHeader, 'Share'] : [labelHeader, valueHeader]}
          rows={[
            ...colored.map((s) => ({
              key: s.key,
              cells: showShare ? [s.label, formatValue(s.value), sharePct(share(s.value))] : [s.label, formatValue(s.value)],
            })),
            ...(center
              ? [{ key: '__center', cells: showShare ? [center.label ?? 'Total', center.value, ''] : [center.label ?? 'Total', center.value] }]
              : []),
          ]}
        />
      }
    >
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center sm:gap-8">
        <div className="relative shrink-0" style={{ width: size, height: size, maxWidth: '100%' }}>
          <svg viewBox="0 0 100 100" width="100%" height="100%" role="presentation" className="-rotate-90">
            <circle cx="50" cy="50" r={r} fill="none" stroke={TONE.track} strokeWidth={sw} />
            {arcs.map((a) => (
              <circle
                key={a.key}
                cx="50"
                cy="50"
                r={r}
                fill="none"
                stroke={a.color}
                strokeWidth={sw}
                strokeDasharray={a.dash}
                strokeDashoffset={a.offset}
                data-slice={a.key}
              />
            ))}
          </svg>
          {center && (
            <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
              <span className="text-xl font-semibold tabular-nums text-navy-900">{center.value}</span>
              {center.label && <span className="text-xs text-ink-muted">{center.label}</span>}
            </div>
          )}
        </div>
        <ul className="grid w-full min-w-0 gap-2 text-sm sm:w-auto sm:flex-1">
          {colored.map((s) => (
            <li key={s.key} className="flex items-baseline gap-2">
              <span className="inline-block h-3 w-3 shrink-0 translate-y-0.5 rounded-sm" style={{ background: s.color }} />
              <span className="min-w-0 flex-1 text-ink">{s.label}</span>
              <span className="tabular-nums font-medium text-navy-900">{formatValue(s.value)}</span>
              {showShare && <span className="w-12 text-right tabular-nums text-ink-muted">{sharePct(share(s.value))}</span>}
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
};
