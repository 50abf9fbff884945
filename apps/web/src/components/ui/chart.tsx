import { lazy, Suspense } from 'react';
import { useIsClient } from '../../lib/use-client.ts';
import type { ChartProps } from './chart-impl.tsx';
import { drawnOf } from './charts/drawn.ts';
import { Spinner } from './spinner.tsx';

const ChartImpl = lazy(() => import('./chart-impl.tsx'));

export type { ChartProps, ChartSeries } from './chart-impl.tsx';

/** Height of a horizontal bar chart: a row per category (a band per series), plus the legend. */
const horizontalBarHeight = (rows: number, series: number) => rows * (20 + 16 * series) + 48;

/**
 * The one chart component. Recharts loads only when a chart is first shown, so pages without a
 * chart never pay for it. Every chart also renders its data as a table for screen readers.
 */
export const Chart = (props: ChartProps) => {
  // Recharts measures its container, which the server cannot: prerendered pages hold the placeholder.
  const client = useIsClient();
  const across = props.kind === 'bar' && Boolean(props.horizontal);
  const drawn = across ? drawnOf(props.data, props.series, true) : null;
  const height = props.height ?? (drawn ? horizontalBarHeight(drawn.data.length, drawn.series.length) : 300);
  const placeholder = (
    <div className="flex items-center justify-center" style={{ height }}>
      <Spinner label="Loading chart..." />
    </div>
  );
  if (!client) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChartImpl {...props} height={height} />
    </Suspense>
  );
};
