import { lazy } from 'react';
import type { ChartSeries } from '../chart-impl.tsx';
import { ChartDataTable, ChartFigure, LazyDrawing } from './data-table.tsx';

const RadarDrawing = lazy(() => import('./radar-drawing.tsx'));

/**
 * Radar: several scores on one scale around a circle, one polygon per series (both job offers'
 * ten criterion scores; the five pivot dimensions).
 *
 * - `title`: the sr-only caption and the data table's caption.
 * - `data`: one row per axis; `angleKey` names the axis, each series key holds that series' score.
 * - `angleLabel`: the table's heading for the axis column ("Criterion").
 * - `shortKey`: optional shorter axis names for the drawing (the table keeps the full ones).
 * - `series`: one polygon each; colors default to the palette (navy, brass, ...).
 * - `max`: the scale's top (default 100); `formatValue` formats scores in the table.
 * - `height`: a fixed height in px; by default 18 rem on phones and 26 rem from 640 px.
 *
 * Recharts draws it, loaded lazily: the caption and the table render at once.
 */
export type RadarProps = {
  title: string;
  data: readonly Record<string, number | string>[];
  angleKey: string;
  angleLabel: string;
  shortKey?: string;
  series: readonly ChartSeries[];
  max?: number;
  formatValue?: (value: number) => string;
  height?: number;
};

export const RadarChart = (props: RadarProps) => {
  const { title, data, angleKey, angleLabel, series, formatValue = (v) => String(v), height } = props;
  return (
    <ChartFigure
      title={title}
      height={height}
      drawingClassName={height === undefined ? 'h-72 sm:h-[26rem]' : undefined}
      table={
        <ChartDataTable
          title={title}
          columns={[angleLabel, ...series.map((s) => s.label)]}
          rows={data.map((row) => ({
            key: String(row[angleKey]),
            cells: [String(row[angleKey]), ...series.map((s) => formatValue(Number(row[s.key])))],
          }))}
        />
      }
    >
      <LazyDrawing height={height}>
        <RadarDrawing {...props} />
      </LazyDrawing>
    </ChartFigure>
  );
};
