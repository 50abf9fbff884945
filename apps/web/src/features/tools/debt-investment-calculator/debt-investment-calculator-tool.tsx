import type { RouteDef } from '@awc/domain';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DebtInvestCalculator } from './debt-invest-calculator.tsx';

/**
 * The public Debt vs. Invest calculator page: no login, no network calls (spec §6, §7). `footer` is
 * what the page composes under it (the education note belongs to the marketing feature).
 */
export function DebtInvestmentCalculatorTool({ route, footer }: { route: RouteDef; footer?: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow="Free tool"
        title={route.heading}
        lead="Should your spare cash pay down student loans and other debt, or be invested? Compare both paths over your horizon, with context for your practice setting."
      />
      <div className="container-page py-10">
        <DebtInvestCalculator />
        {footer}
      </div>
    </>
  );
}
