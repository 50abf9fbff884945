import { ChartDataTable, ChartFigure } from './data-table.tsx';
import { TONE } from './palette.ts';

export type GaugeBand = { from: number; to: number; label: string; color?: string };
export type GaugeMarker = { value: number; label: string; color?: string };

/**
 * Gauge: one figure against a scale, as a half-circle dial (`variant="arc"`, the default) or a full
 * progress ring (`variant="ring"`, e.g. 48 of 120 PSLF payments).
 *
 * - `title`: what the figure shows; the sr-only caption and the data table's caption.
 * - `value`, `min` (default 0), `max`: the figure and the scale. The drawing clamps to the scale;
 *   the text shows the real value.
 * - `valueLabel`: the figure's name, printed under the dial and used in the table ("Months covered now").
 * - `formatValue`: formats the value, the markers, the bands and the scale (default `String`).
 * - `display`: the text in the dial instead of `formatValue(value)`, e.g. "48 / 120".
 * - `bands`: ranges shaded on a thin outer ring of the dial, each named in the legend, their inner
 *   edges labeled (the 3–6 month band, the four score bands). Arc only.
 * - `markers`: ticks across the track at given values, each named in the legend ("Your target").
 * - `valueColor`: the color of the filled part (default navy).
 * - `size`: the drawing's width in px (default 340; it shrinks to fit narrow screens).
 *
 * Plain SVG, no Recharts: nothing to lazy-load. The table lists the value, markers, bands and scale.
 */
export type GaugeProps = {
  title: string;
  value: number;
  min?: number;
  max: number;
  valueLabel: string;
  formatValue?: (value: number) => string;
  display?: string;
  bands?: readonly GaugeBand[];
  markers?: readonly GaugeMarker[];
  valueColor?: string;
  variant?: 'arc' | 'ring';
  size?: number;
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** A point on the dial: fraction 0 at the left end, 1 at the right end, over the top. */
const CX = 120;
const CY = 112;
const at = (f: number, r: number, cx = CX, cy = CY) => {
  const t = Math.PI * (1 - f);
  return { x: cx + r * Math.cos(t), y: cy - r * Math.sin(t) };
};
const arcPath = (f0: number, f1: number, r: number) => {
  const a = at(f0, r);
  const b = at(f1, r);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${r} ${r} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
};

const Legend = ({ bands, markers }: { bands: readonly (GaugeBand & { color: string })[]; markers: readonly (GaugeMarker & { color: string })[] }) =>
  bands.length + markers.length === 0 ? null : (
    <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1.5 text-xs text-ink-muted">
      {markers.map((m) => (
        <li key={`m-${m.label}`} className="flex items-center gap-1.5">
          <span className="inline-block h-3.5 w-1 rounded-sm" style={{ background: m.color }} />
          {m.label}
        </li>
      ))}
      {bands.map((b) => (
        <li key={`b-${b.label}`} className="flex items-center gap-1.5">
          <span className="inline-block h-2 w-4 rounded-sm" style={{ background: b.color }} />
          {b.label}
        </li>
      ))}
    </ul>
  );

export const GaugeChart = ({
  title,
  value,
  min = 0,
  max,
  valueLabel,
  formatValue = (v) => String(v),
  display,
  bands = [],
  markers = [],
  valueColor = TONE.navy,
  variant = 'arc',
  size = 340,
}: GaugeProps) => {
  const span = max - min || 1;
  const frac = (v: number) => clamp01((v - min) / span);
  const shown = display ?? formatValue(value);
  const bandColors = [TONE.brassLight, TONE.navyLight, TONE.successLight, TONE.dangerLight];
  const cBands = bands.map((b, i) => ({ ...b, color: b.color ?? bandColors[i % bandColors.length] ?? TONE.brassLight }));
  const cMarkers = markers.map((m) => ({ ...m, color: m.color ?? TONE.brass }));
  const table = (
    <ChartDataTable
      title={title}
      columns={['Measure', 'Value']}
      rows={[
        { key: 'value', cells: [valueLabel, shown] },
        ...cMarkers.map((m) => ({ key: `m-${m.label}`, cells: [m.label, formatValue(m.value)] })),
        ...cBands.map((b) => ({ key: `b-${b.label}`, cells: [b.label, `${formatValue(b.from)}–${formatValue(b.to)}`] })),
        { key: 'scale', cells: ['Scale', `${formatValue(min)}–${formatValue(max)}`] },
      ]}
    />
  );

  if (variant === 'ring') {
    const r = 42;
    const c = 2 * Math.PI * r;
    const len = frac(value) * c;
    return (
      <ChartFigure title={title} table={table}>
        <div className="flex flex-col items-center">
          <div className="relative" style={{ width: Math.min(size, 220), maxWidth: '100%', aspectRatio: '1' }}>
            <svg viewBox="0 0 100 100" width="100%" height="100%" role="presentation" className="-rotate-90">
              <circle cx="50" cy="50" r={r} fill="none" stroke={TONE.track} strokeWidth={10} />
              {len > 0 && (
                <circle
                  cx="50"
                  cy="50"
                  r={r}
                  fill="none"
                  stroke={valueColor}
                  strokeWidth={10}
                  strokeLinecap="round"
                  strokeDasharray={`${len} ${c - len}`}
                  data-gauge-value={value}
                />
              )}
              {cMarkers.map((m) => {
                const t = 2 * Math.PI * frac(m.value);
                return (
                  <line
                    key={m.label}
                    x1={50 + 34 * Math.cos(t)}
                    y1={50 + 34 * Math.sin(t)}
                    x2={50 + 50 * Math.cos(t)}
                    y2={50 + 50 * Math.sin(t)}
                    stroke={m.color}
                    strokeWidth={2}
                  />
                );
              })}
            </svg>
            <div className="absolute inset-0 flex flex-col items-center justify-center px-6 text-center">
              <span className="text-2xl font-semibold tabular-nums text-navy-900">{shown}</span>
              <span className="text-xs text-ink-muted">{valueLabel}</span>
            </div>
          </div>
          <Legend bands={[]} markers={cMarkers} />
        </div>
      </ChartFigure>
    );
  }

  const R = 76;
  // Band edges inside the scale get a small label outside the band ring.
  // (An edge under a marker is left to the marker's legend entry.)
  const edges = [...new Set(cBands.flatMap((b) => [b.from, b.to]))].filter((v) => v > min && v < max && !cMarkers.some((m) => m.value === v));
  return (
    <ChartFigure title={title} table={table}>
      <div className="mx-auto flex flex-col items-center" style={{ width: size, maxWidth: '100%' }}>
        <svg viewBox="0 0 240 130" width="100%" role="presentation">
          <path d={arcPath(0, 1, R)} fill="none" stroke={TONE.track} strokeWidth={18} />
          {cBands.map((b) => (
            <path key={b.label} d={arcPath(frac(b.from), frac(b.to), R + 15)} fill="none" stroke={b.color} strokeWidth={7} />
          ))}
          {edges.map((v) => {
            const p = at(frac(v), R + 27);
            return (
              <text key={v} x={p.x} y={p.y + 3} textAnchor="middle" fontSize="9" fill={TONE.muted}>
                {formatValue(v)}
              </text>
            );
          })}
          {frac(value) > 0 && <path d={arcPath(0, frac(value), R)} fill="none" stroke={valueColor} strokeWidth={18} data-gauge-value={value} />}
          {cMarkers.map((m) => {
            const a = at(frac(m.value), R - 13);
            const b = at(frac(m.value), R + 19);
            return <line key={m.label} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={m.color} strokeWidth={3} strokeLinecap="round" />;
          })}
          <text x={CX} y={CY - 8} textAnchor="middle" fontSize={shown.length > 6 ? 20 : 24} fontWeight="600" fill={TONE.ink} className="tabular-nums">
            {shown}
          </text>
          <text x={CX - R} y={CY + 14} textAnchor="middle" fontSize="9.5" fill={TONE.muted}>
            {formatValue(min)}
          </text>
          <text x={CX + R} y={CY + 14} textAnchor="middle" fontSize="9.5" fill={TONE.muted}>
            {formatValue(max)}
          </text>
        </svg>
        <p className="-mt-1 text-center text-sm text-ink-muted">{valueLabel}</p>
        <Legend bands={cBands} markers={cMarkers} />
      </div>
    </ChartFigure>
  );
};
