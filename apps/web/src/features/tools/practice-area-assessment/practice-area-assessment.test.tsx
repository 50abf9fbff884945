import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PracticeAreaPage from '../../../app/routes/tools/practice-area-assessment.tsx';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

setUpToolPages();

describe('practice area pivot page (issue 19)', { timeout: 60_000 }, () => {
  it('asks each statement as a 1–5 radio group, and its advice quotes the statements', async () => {
    renderToolPage(PracticeAreaPage, '/tools/practice-area-assessment');
    const first = screen.getByRole('radiogroup', { name: /^1\. I have followed the target area/ });
    const radios = within(first).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(first).getByRole('radio', { name: '1: Strongly disagree' })).toBeInTheDocument();
    // The worked example answers 5 to statement 1.
    expect(within(first).getByRole('radio', { name: '5: Strongly agree' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^1\. / })).toBeNull();
    const gaps = screen.getByTestId('pivot-gaps');
    expect(gaps).not.toHaveTextContent(/Statement \d/);
    expect(gaps).toHaveTextContent('“My class year is not a barrier');
    await userEvent.click(within(first).getByRole('radio', { name: '2' }));
    expect(within(first).getByRole('radio', { name: '2' })).toBeChecked();
    expect(currentSearch()).toContain('q1=2');
  });
});
