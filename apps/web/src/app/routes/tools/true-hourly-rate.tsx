import { TrueHourlyRateTool } from '../../../features/tools/true-hourly-rate/true-hourly-rate-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /tools/true-hourly-rate: the tool is in features/tools/true-hourly-rate (decision 382). */
export default function TrueHourlyRatePage({ route }: PageProps) {
  return <TrueHourlyRateTool route={route} />;
}
