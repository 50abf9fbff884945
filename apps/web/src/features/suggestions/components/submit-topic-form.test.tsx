import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { SubmitTopicForm } from './submit-topic-form.tsx';

const renderForm = (onSubmitted = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SubmitTopicForm onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return onSubmitted;
};

// jsdom has no ResizeObserver; Radix's radio group measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('SubmitTopicForm', () => {
  it('shows every validation message under its field and sends nothing', async () => {
    // No handler: any request would fail the test (onUnhandledRequest: 'error').
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit topic' }));
    expect(await screen.findByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Please add at least 20 characters of detail')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a failed attempt, sends the trimmed values and shows the server’s field errors under their fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/suggestions', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Some fields need attention.', fieldErrors: { title: ['Title taken'] } },
          { status: 400 },
        );
      }),
    );
    const onSubmitted = renderForm();
    // A first, invalid attempt must not block the corrected one.
    fireEvent.click(screen.getByRole('button', { name: 'Submit topic' }));
    expect(await screen.findByText('Choose a category')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Tool' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  A rent-vs-buy tool  ' } });
    fireEvent.change(screen.getByLabelText('Details', { exact: false }), { target: { value: 'Compare renting and buying in high-cost cities.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit topic' }));
    expect(await screen.findByText('Title taken')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'A rent-vs-buy tool',
      details: 'Compare renting and buying in high-cost cities.',
      category: 'tool',
    });
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
