import { type JobOfferResult, TOOLS, validateTool } from '@awc/domain';
import { JOB_OFFER_EXAMPLE } from '@awc/domain/tools/job-offer.fixtures';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryDeltas, categoryDeltas } from './category-deltas.tsx';

/** tools.md §6.4: A scores 100/100/100 on compensation, hourly and career, B leads on workload and three ratings. */
const example = (): JobOfferResult => TOOLS['job-offer-checklist'].compute(validateTool('job-offer-checklist', JOB_OFFER_EXAMPLE).values);

describe('Job Offer Checklist: category by category (issue 19)', () => {
  it('gives each criterion the gap between the offers and the offer that leads it', () => {
    const byKey = Object.fromEntries(categoryDeltas(example()).map((d) => [d.key, d]));
    expect(byKey.compensation).toMatchObject({ leader: 'a', gap: 10.1 });
    expect(byKey.hourly).toMatchObject({ leader: 'a', gap: 2.1 });
    expect(byKey.workload).toMatchObject({ leader: 'b', gap: 50 });
    expect(byKey.fit).toMatchObject({ leader: 'even', gap: 0 });
  });

  it('calls a gap that rounds to 0.0 even, since the reader sees two equal scores', () => {
    const r = example();
    const close = { ...r, b: { ...r.b, scores: { ...r.b.scores, career: 99.96 } } };
    expect(categoryDeltas(close).find((d) => d.key === 'career')).toMatchObject({ leader: 'even', gap: 0 });
  });

  it('says in words which offer leads each row, beside the color (never color alone)', () => {
    render(<CategoryDeltas r={example()} />);
    expect(screen.getByTestId('category-tally')).toHaveTextContent('Offer A leads in 3 categories, Offer B in 4 categories; 3 even.');
    const compensation = within(screen.getByTestId('delta-compensation'));
    expect(compensation.getByRole('rowheader')).toHaveTextContent('Total compensation');
    expect(screen.getByTestId('delta-compensation')).toHaveTextContent('20%100.089.910.1Offer A leads');
    expect(screen.getByTestId('delta-workload')).toHaveTextContent('12%25.075.050.0Offer B leads');
    expect(screen.getByTestId('delta-fit')).toHaveTextContent('10%75.075.0—Even');
    // The tint names the offer as the radar draws it; the words are what a screen reader hears.
    expect(compensation.getByText('Offer A leads')).toHaveClass('text-navy-800');
    expect(within(screen.getByTestId('delta-workload')).getByText('Offer B leads')).toHaveClass('text-brass-800');
  });
});
