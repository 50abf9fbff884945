import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
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
  /** Vertical dashed lines at x values (e.g. a break-even year), labelled in the drawing and in `note`. */
  markers?: readonly { x: number | string; label: string }[];
  /** A visible line under the drawing, e.g. what a marker means. */
  note?: string;
  /** Line charts: a ringed dot where each line ends (its last value), e.g. a loan's payoff or forgiveness. */
  endDots?: boolean;
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
}: ChartProps) => {
  const colored = series.map((s, i) => ({ ...s, color: colorAt(i, s.color) }));
  const common = {
    // The figure's data table is the accessible version; the drawing stays out of the tab order
    // (it sits in an aria-hidden wrapper, which must hold nothing focusable).
    accessibilityLayer: false,
    data: data as Record<string, number | string>[],
    margin: { top: 8, right: 12, bottom: 4, left: 8 },
  };
  const axes = (
    <>
      <CartesianGrid stroke="#e3ded3" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey} tickFormatter={formatX} tick={{ fill: '#475467', fontSize: 12 }} stroke="#cfc8b8" />
      <YAxis tickFormatter={(v: number) => formatValue(v)} tick={{ fill: '#475467', fontSize: 12 }} stroke="#cfc8b8" width={84} />
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        labelFormatter={(label) => `${xLabel} ${formatX(label as string)}`}
        contentStyle={{ borderRadius: 10, borderColor: '#e3ded3', fontSize: 13 }}
      />
      <Legend wrapperStyle={{ fontSize: 13 }} />
      {markers.map((m) => (
        <ReferenceLine
          key={`${m.x}`}
          x={m.x}
          stroke={TONE.brass}
          strokeWidth={2}
          strokeDasharray="5 4"
          label={{ value: m.label, position: 'insideTopLeft', fill: TONE.ink, fontSize: 12 }}
        />
      ))}
    </>
  );
  return (
    <ChartFigure
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
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart {...common}>
            {axes}
            {colored.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                radius={[4, 4, 0, 0]}
                {...(stacked ? { stackId: 'a' } : {})}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : kind === 'area' ? (
          <AreaChart {...common}>
            {axes}
            {colored.map((s) => (
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
            {colored.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2.5}
                dot={
                  endDots
                    ? (d: DotItemDotProps) =>
                        d.index === lastIndexOf(data, s.key) && d.cx != null && d.cy != null ? (
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
    </ChartFigure>
  );
};

export default ChartImpl;
