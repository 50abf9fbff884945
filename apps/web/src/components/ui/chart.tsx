import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-impl.tsx';
import { Spinner } from './spinner.tsx';

const ChartImpl = lazy(() => import('./chart-impl.tsx'));

export type { ChartProps, ChartSeries } from './chart-impl.tsx';

/**
 * The one chart component. Recharts loads only when a chart is first shown, so pages without a
 * chart never pay for it. Every chart also renders its data as a table for screen readers.
 */
export const Chart = (props: ChartProps) => (
  <Suspense
    fallback={
      <div className="flex items-center justify-center" style={{ height: props.height ?? 300 }}>
        <Spinner label="Loading chart..." />
      </div>
    }
  >
    <ChartImpl {...props} />
  </Suspense>
);
