import { JOB_CRITERIA, type JobOfferResult, roundHalfUp } from '@awc/domain';
import { ArrowLeftIcon, ArrowRightIcon, EqualIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { num1, pct } from '../components/format.ts';
import { ScrollX } from '../components/results-ui.tsx';

export type CategoryDelta = { key: string; label: string; weight: number; a: number; b: number; gap: number; leader: 'a' | 'b' | 'even' };

/**
 * Each criterion's score for both offers and who leads it. Scores show to one decimal, so a gap that
 * rounds to 0.0 is "Even": a lead the reader cannot see in the two figures would look like an error.
 */
export function categoryDeltas(r: JobOfferResult): CategoryDelta[] {
  return JOB_CRITERIA.map((c) => {
    const a = r.a.scores[c.key] ?? 0;
    const b = r.b.scores[c.key] ?? 0;
    const gap = roundHalfUp(Math.abs(a - b), 1);
    return { key: c.key, label: c.label, weight: r.weights[c.key] ?? 0, a, b, gap, leader: gap === 0 ? 'even' : a > b ? 'a' : 'b' };
  });
}

/**
 * Who leads, in words with an arrow toward that offer's column, tinted as the radar draws the offer
 * (A navy, B brass): the color helps a sighted reader match the chart, the words carry the meaning
 * for everyone else (WCAG 1.4.1).
 */
const LEAD = {
  a: { tone: 'navy', Icon: ArrowLeftIcon, text: 'Offer A leads' },
  b: { tone: 'brass', Icon: ArrowRightIcon, text: 'Offer B leads' },
  even: { tone: 'neutral', Icon: EqualIcon, text: 'Even' },
} as const;

const count = (n: number) => `${n} ${n === 1 ? 'category' : 'categories'}`;

/** The Job Offer Checklist's per-category comparison: the scores, the gap, which offer leads (issue 19). */
export function CategoryDeltas({ r }: { r: JobOfferResult }) {
  const rows = categoryDeltas(r);
  const aLeads = rows.filter((d) => d.leader === 'a').length;
  const bLeads = rows.filter((d) => d.leader === 'b').length;
  const even = rows.length - aLeads - bLeads;
  return (
    <>
      <p className="text-sm text-ink" data-testid="category-tally">
        Offer A leads in {count(aLeads)}, Offer B in {count(bLeads)}
        {even > 0 ? `; ${even} even` : ''}.
      </p>
      <div className="mt-3">
        <ScrollX label="Category by category, scrollable">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Each criterion’s score, 0–100, for Offer A and Offer B, the gap between them and which offer leads</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  Criterion
                </th>
                <th scope="col" className="py-2 pr-3">
                  Weight
                </th>
                <th scope="col" className="py-2 pr-3">
                  Offer A
                </th>
                <th scope="col" className="py-2 pr-3">
                  Offer B
                </th>
                <th scope="col" className="py-2 pr-3">
                  Gap
                </th>
                <th scope="col" className="py-2">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => {
                const lead = LEAD[d.leader];
                return (
                  <tr key={d.key} className="border-t border-line" data-testid={`delta-${d.key}`}>
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      {d.label}
                    </th>
                    <td className="py-1.5 pr-3">{pct(d.weight, 0)}</td>
                    <td className={d.leader === 'a' ? 'py-1.5 pr-3 font-semibold' : 'py-1.5 pr-3'}>{num1(d.a)}</td>
                    <td className={d.leader === 'b' ? 'py-1.5 pr-3 font-semibold' : 'py-1.5 pr-3'}>{num1(d.b)}</td>
                    <td className="py-1.5 pr-3">{d.leader === 'even' ? '—' : num1(d.gap)}</td>
                    <td className="py-1.5">
                      <Badge tone={lead.tone}>
                        <lead.Icon className="size-3" aria-hidden="true" />
                        {lead.text}
                      </Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollX>
      </div>
    </>
  );
}
