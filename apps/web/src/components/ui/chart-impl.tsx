import { useId } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

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
};

const PALETTE = ['#1e3a66', '#b08d57', '#067647', '#b42318', '#6941c6', '#475467'];

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
}: ChartProps) => {
  const tableId = useId();
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? PALETTE[i % PALETTE.length] }));
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
    </>
  );
  return (
    <figure className="m-0">
      {/* inert: Recharts makes its SVG focusable, which an aria-hidden region must not be. */}
      <div aria-hidden="true" inert style={{ height }}>
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
                  dot={false}
                  type="monotone"
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{title}</figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-navy-700 underline-offset-4 hover:underline">Show the data as a table</summary>
        {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content needs keyboard focus */}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a page section */}
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={`${title}: data`}>
          <table className="w-full text-left text-sm tabular-nums" aria-describedby={tableId}>
            <caption id={tableId} className="sr-only">
              {title}
            </caption>
            <thead className="sticky top-0 bg-paper-2">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {xLabel}
                </th>
                {colored.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row[xKey])} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatX(row[xKey] as string)}
                  </th>
                  {colored.map((s) => (
                    <td key={s.key} className="px-3 py-1.5">
                      {formatValue(Number(row[s.key]))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
};

export default ChartImpl;
