import type { KeyboardEvent } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import { ChartDataTable, ChartFigure } from './charts/data-table.tsx';
import { drawnOf } from './charts/drawn.ts';
import { colorAt, TONE } from './charts/palette.ts';

export type ChartSeries = { key: string; label: string; color?: string };

export type ChartProps = {
  kind: 'line' | 'area' | 'bar';
  data: readonly Record<string, number | string>[];
  xKey: string;
  xLabel: string;
  series: readonly ChartSeries[];
  /** Formats values in ticks, tooltips and the data table. */
  formatValue?: (value: number) => string;
  formatX?: (value: number | string) => string;
  height?: number;
  /** Summary read by screen readers before the table. */
  title: string;
  stacked?: boolean;
  /** Vertical dashed lines at x values (e.g. a break-even year), labeled in the drawing and in `note`. */
  markers?: readonly { x: number | string; label: string }[];
  /** A visible line under the drawing, e.g. what a marker means. */
  note?: string;
  /** Line charts: a ringed dot where each line ends (its last value), e.g. a loan's payoff or forgiveness. */
  endDots?: boolean;
  /**
   * Bar charts: the bars run left to right, one row per `xKey` value, labeled on the left and (unless
   * stacked) with their values at the ends, so long names stay readable on a phone. Markers are not drawn.
   */
  horizontal?: boolean;
  /** The values count things (people, sign-ups): the value axis ticks at whole numbers only. */
  counts?: boolean;
};

/**
 * Recharts steps through a horizontal bar chart's rows with ArrowLeft (next) and ArrowRight (back): its
 * "top-to-bottom" direction turns the arrows round. Here ArrowDown and ArrowRight go to the next row,
 * ArrowUp and ArrowLeft back, by sending Recharts the key it expects (the page does not scroll meanwhile).
 */
const ROW_KEYS: Record<string, string> = { ArrowDown: 'ArrowLeft', ArrowRight: 'ArrowLeft', ArrowUp: 'ArrowRight', ArrowLeft: 'ArrowRight' };
const sent = new WeakSet<Event>();
const stepRows = (e: KeyboardEvent<HTMLDivElement>) => {
  const key = ROW_KEYS[e.key];
  if (!key || sent.has(e.nativeEvent)) return;
  e.preventDefault();
  e.stopPropagation();
  const turned = new globalThis.KeyboardEvent('keydown', { key, bubbles: true });
  sent.add(turned);
  e.target.dispatchEvent(turned);
};

/** The index of the last row with a value for `key`: where that series' line ends. */
const lastIndexOf = (rows: readonly Record<string, number | string>[], key: string) => {
  for (let i = rows.length - 1; i >= 0; i--) if (typeof rows[i]?.[key] === 'number') return i;
  return -1;
};

const ChartImpl = ({
  kind,
  data,
  xKey,
  xLabel,
  series,
  formatValue = (v) => String(v),
  formatX = (v) => String(v),
  height = 300,
  title,
  stacked,
  markers = [],
  note,
  endDots,
  horizontal = false,
  counts = false,
}: ChartProps) => {
  // Colors are given before anything is left out, so a series keeps its color whatever the inputs.
  const colored = series.map((s, i) => ({ ...s, color: colorAt(i, s.color) }));
  const across = kind === 'bar' && horizontal;
  const { series: drawnSeries, data: drawnData } = drawnOf(data, colored, across);
  // Room for the category names on the left and the values at the bars' ends (6.5 to 7 px a character at 12 px).
  const longest = (texts: string[]) => Math.max(0, ...texts.map((t) => t.length));
  // The names get their whole width (Recharts wraps a tick wider than its axis), up to 160 px.
  const nameWidth = Math.min(160, Math.ceil(longest(drawnData.map((row) => formatX(row[xKey] as string))) * 7) + 20);
  const valueWidth = Math.ceil(longest(drawnData.flatMap((row) => drawnSeries.map((c) => formatValue(Number(row[c.key]))))) * 6.5) + 10;
  const onRight = (x: number | string) => drawnData.findIndex((row) => row[xKey] === x) > (drawnData.length - 1) / 2;
  const common = {
    // Recharts' accessibility layer: the drawing takes focus, which shows the tooltip, and the arrow keys
    // step through the values (the tooltip is then a live region). The data table stays the full alternative.
    accessibilityLayer: true,
    'aria-label': `${title}: the arrow keys step through the values`,
    data: drawnData as Record<string, number | string>[],
    margin: { top: 8, right: across && !stacked ? valueWidth : 16, bottom: 4, left: across ? 4 : 8 },
    ...(across ? { layout: 'vertical' as const } : {}),
  };
  const axes = (
    <>
      {across ? (
        <>
          {/* Single bars carry their values at their ends, with no value axis; stacked bars keep the axis. */}
          <XAxis
            type="number"
            hide={!stacked}
            // Stacked bars show the axis: round ticks ($0, $150,000, $300,000...) rather than the largest total.
            domain={[0, stacked ? 'auto' : 'dataMax']}
            allowDecimals={!counts}
            tickFormatter={(v: number) => formatValue(v)}
            tick={{ fill: '#475467', fontSize: 12 }}
            stroke="#cfc8b8"
          />
          <YAxis
            type="category"
            dataKey={xKey}
            tickFormatter={formatX}
            tick={{ fill: '#1f2937', fontSize: 12 }}
            stroke="#cfc8b8"
            width={nameWidth}
            interval={0}
          />
        </>
      ) : (
        <>
          <CartesianGrid stroke="#e3ded3" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickFormatter={formatX} tick={{ fill: '#475467', fontSize: 12 }} stroke="#cfc8b8" />
          <YAxis
            allowDecimals={!counts}
            tickFormatter={(v: number) => formatValue(v)}
            tick={{ fill: '#475467', fontSize: 12 }}
            stroke="#cfc8b8"
            width={84}
          />
        </>
      )}
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        labelFormatter={(label) => (across ? formatX(label as string) : `${xLabel} ${formatX(label as string)}`)}
        contentStyle={{ borderRadius: 10, borderColor: '#e3ded3', fontSize: 13 }}
        // Series colors (brass on white) are too faint for text: the names and values are in ink.
        itemStyle={{ color: TONE.ink }}
      />
      {/* One series is named by the chart's title; a legend would repeat it. */}
      {drawnSeries.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
      {!across &&
        markers.map((m) => (
          <ReferenceLine
            key={`${m.x}`}
            x={m.x}
            stroke={TONE.brass}
            strokeWidth={2}
            strokeDasharray="5 4"
            // A marker in the right half is labeled on its left, so the label stays inside the drawing.
            label={{ value: m.label, position: onRight(m.x) ? 'insideTopRight' : 'insideTopLeft', fill: TONE.ink, fontSize: 12 }}
          />
        ))}
    </>
  );
  return (
    <ChartFigure
      interactive
      title={title}
      height={height}
      note={note}
      table={
        <ChartDataTable
          title={title}
          columns={[xLabel, ...colored.map((s) => s.label)]}
          rows={data.map((row) => ({
            key: String(row[xKey]),
            cells: [formatX(row[xKey] as string), ...colored.map((s) => formatValue(Number(row[s.key])))],
          }))}
        />
      }
    >
      {/* Passes the arrow keys on to the focusable chart inside (see stepRows). */}
      <div className="h-full" onKeyDownCapture={across ? stepRows : undefined}>
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart {...common}>
              {axes}
              {drawnSeries.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={s.color}
                  radius={across ? [0, 4, 4, 0] : [4, 4, 0, 0]}
                  {...(stacked ? { stackId: 'a' } : {})}
                  isAnimationActive={false}
                >
                  {across && !stacked && (
                    <LabelList dataKey={s.key} position="right" formatter={(v) => formatValue(Number(v))} fill="#1f2937" fontSize={12} />
                  )}
                </Bar>
              ))}
            </BarChart>
          ) : kind === 'area' ? (
            <AreaChart {...common}>
              {axes}
              {drawnSeries.map((s) => (
                <Area
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.color}
                  fill={s.color}
                  fillOpacity={0.12}
                  strokeWidth={2}
                  type="monotone"
                  {...(stacked ? { stackId: 'a' } : {})}
                  isAnimationActive={false}
                />
              ))}
            </AreaChart>
          ) : (
            <LineChart {...common}>
              {axes}
              {drawnSeries.map((s) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2.5}
                  dot={
                    endDots
                      ? (d: DotItemDotProps) =>
                          d.index === lastIndexOf(drawnData, s.key) && d.cx != null && d.cy != null ? (
                            <circle key={`${s.key}-end`} cx={d.cx} cy={d.cy} r={5} fill="#fff" stroke={s.color} strokeWidth={2.5} />
                          ) : (
                            <g key={`${s.key}-${d.index}`} />
                          )
                      : false
                  }
                  type="monotone"
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
};

export default ChartImpl;
