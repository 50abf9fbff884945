import { MALFORMED_BLOCKS, PDF_START, SEVERAL_LOANS } from '@awc/domain/tools/student-aid-file.fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StudentLoanNavigatorPage from '../../../app/routes/tools/student-loan-navigator.tsx';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { currentSearch, renderToolPage, setUpToolPages } from '../../../testing/render-tool-page.tsx';

setUpToolPages();

const pick = (text: string, size?: number) => {
  const file = new File([text], 'MyStudentData.txt', { type: 'text/plain' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByLabelText('Choose MyStudentData.txt'), { target: { files: [file] } });
};
const loans = () => JSON.parse(new URLSearchParams(currentSearch()).get('loans') ?? '[]') as Record<string, string>[];

describe('filling the navigator from the federal aid file', { timeout: 60_000 }, () => {
  it('lists the loans found; nothing changes until confirmed; an edit and an exclusion are what the navigator gets', async () => {
    // The file's PSLF count goes to the member's tracker, keeping the plan given before (none here).
    const saved: unknown[] = [];
    server.use(
      http.get('/api/pslf', () => HttpResponse.json({ tracker: { count: null, employers: [], certifications: [] } })),
      http.put('/api/pslf/count', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ count: {} });
      }),
    );
    renderToolPage(StudentLoanNavigatorPage, '/tools/student-loan-navigator?agi=72000');
    pick(SEVERAL_LOANS);
    expect(await screen.findByText(/6 loans found, balances as of 11\/20\/2026/)).toBeInTheDocument();
    // Not yet in the navigator: still the one example loan.
    expect(loans()).toEqual([]);
    const list = screen.getByRole('list', { name: 'Loans found in your file' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Left out: paid in full.')).toBeInTheDocument();
    const second = screen.getByTestId('aid-loan-2');
    const balance = within(second).getByLabelText('Balance');
    await userEvent.clear(balance);
    await userEvent.type(balance, '20000');
    await userEvent.click(within(screen.getByTestId('aid-loan-6')).getByRole('checkbox', { name: /Include this loan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill the navigator' }));
    expect(await screen.findByText('4 loans filled in from your file. Save a scenario below to keep them.')).toBeInTheDocument();
    expect(loans()).toEqual([
      { type: 'DirectUnsub', balance: '20000', rate: '6.08' },
      { type: 'DirectUnsub', balance: '20788.15', rate: '4.3' },
      { type: 'GradPLUS', balance: '32254.65', rate: '7.08' },
      { type: 'GradPLUS', balance: '29540', rate: '5.3' },
    ]);
    expect(currentSearch()).toContain('pslfQualifyingPaymentsToDate=48');
    expect(screen.getByTestId('pslf-ring')).toHaveTextContent('48 / 120');
    expect(await screen.findByText('Saved 48 qualifying payments to your PSLF tracker.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ qualifyingPayments: 48, source: 'import', repaymentPlan: null })]);
  });

  it('malformed blocks: each named; a loan missing its balance must be filled in or left out', async () => {
    renderToolPage(StudentLoanNavigatorPage, '/tools/student-loan-navigator?agi=72000');
    pick(MALFORMED_BLOCKS);
    const warnings = await screen.findByTestId('aid-import-warnings');
    expect(warnings).toHaveTextContent(
      'Loan 1 (Direct Stafford Unsubsidized, made 08/15/2019): its outstanding principal balance could not be read.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fill the navigator' }));
    expect(within(screen.getByTestId('aid-loan-1')).getByText('Balance 0–2,000,000.')).toBeInTheDocument();
    expect(within(screen.getByTestId('aid-loan-2')).getByText('Rate 0–15%.')).toBeInTheDocument();
    expect(screen.getByText('Fix the highlighted loans, or leave them out, to continue.')).toBeInTheDocument();
    expect(loans()).toEqual([]);
    await userEvent.click(within(screen.getByTestId('aid-loan-1')).getByRole('checkbox', { name: /Include this loan/ }));
    await userEvent.type(within(screen.getByTestId('aid-loan-2')).getByLabelText('Rate'), '7.05');
    await userEvent.click(screen.getByRole('button', { name: 'Fill the navigator' }));
    expect(loans().map((l) => l.balance)).toEqual(['31000', '8500', '5000', '20500']);
  });

  it('a PDF, an empty file and a file over 10 MB get their messages; nothing changes', async () => {
    renderToolPage(StudentLoanNavigatorPage, '/tools/student-loan-navigator?agi=72000');
    pick(PDF_START);
    expect(await screen.findByTestId('aid-import-error')).toHaveTextContent('This is a PDF.');
    pick('');
    expect(await screen.findByText(/This file is empty\./)).toBeInTheDocument();
    pick(SEVERAL_LOANS, 10 * 1024 * 1024 + 1);
    expect(await screen.findByText(/larger than 10 MB/)).toBeInTheDocument();
    expect(loans()).toEqual([]);
  });

  it('reads pasted text too', async () => {
    renderToolPage(StudentLoanNavigatorPage, '/tools/student-loan-navigator?agi=72000');
    await userEvent.click(screen.getByRole('button', { name: 'Or paste its text' }));
    fireEvent.change(screen.getByLabelText('Text of MyStudentData.txt'), { target: { value: SEVERAL_LOANS } });
    await userEvent.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    expect(await screen.findByText(/6 loans found/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/6 loans found/)).toBeNull();
    expect(loans()).toEqual([]);
  });
});
