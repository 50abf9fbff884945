import type { RouteDef } from '@awc/domain';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SavingsNavigator } from './savings-navigator.tsx';

/**
 * The public Savings Strategy Navigator page: no login, no network calls (spec §6, §7). `footer` is
 * what the page composes under it (the education note belongs to the marketing feature).
 */
export function SavingsStrategyNavigatorTool({ route, footer }: { route: RouteDef; footer?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Free tool" title={route.heading} lead="Determine your optimal savings allocation based on your situation and goals." />
      <div className="container-page py-10">
        <SavingsNavigator />
        {footer}
      </div>
    </>
  );
}
