import { lazy, Suspense } from 'react';
import { useIsClient } from '../../lib/use-client.ts';
import type { ChartProps } from './chart-impl.tsx';
import { Spinner } from './spinner.tsx';

const ChartImpl = lazy(() => import('./chart-impl.tsx'));

export type { ChartProps, ChartSeries } from './chart-impl.tsx';

/**
 * The one chart component. Recharts loads only when a chart is first shown, so pages without a
 * chart never pay for it. Every chart also renders its data as a table for screen readers.
 */
export const Chart = (props: ChartProps) => {
  // Recharts measures its container, which the server cannot: prerendered pages hold the placeholder.
  const client = useIsClient();
  const placeholder = (
    <div className="flex items-center justify-center" style={{ height: props.height ?? 300 }}>
      <Spinner label="Loading chart..." />
    </div>
  );
  if (!client) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChartImpl {...props} />
    </Suspense>
  );
};
