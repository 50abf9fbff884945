import { CollapsibleSection } from '../../../components/ui/collapsible.tsx';
import { PLAN_FAQ } from './membership-content.ts';

/** The plan questions, each a real heading with a disclosure button (closed until opened). */
export const PlanFaq = () => (
  <div className="space-y-3">
    {PLAN_FAQ.map((item) => (
      <CollapsibleSection key={item.q} title={item.q} defaultOpen={false}>
        <p className="leading-relaxed text-ink-muted">{item.a}</p>
      </CollapsibleSection>
    ))}
  </div>
);
