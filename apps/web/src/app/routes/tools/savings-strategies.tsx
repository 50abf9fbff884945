import { SavingsStrategiesTool } from '../../../features/tools/savings-strategies/savings-strategies-tool.tsx';
import type { PageProps } from '../../pages.ts';

/** /admin/savings-strategies: the tool is in features/tools/savings-strategies (decision 382). */
export default function SavingsStrategiesPage({ route }: PageProps) {
  return <SavingsStrategiesTool route={route} />;
}
