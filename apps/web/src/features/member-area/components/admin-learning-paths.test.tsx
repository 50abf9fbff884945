import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { stubResizeObserver } from '../../../testing/render-tool-page.tsx';
import type { LearningPath } from '../api/member-area-api.ts';
import { AdminLearningPaths } from './admin-learning-paths.tsx';

// The publish switch (Radix) measures itself.
beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

const step = (id: string, title: string) => ({ id, title, summary: 's', kind: 'guide', category: 'career', read: false });
const path = (over: Partial<LearningPath> = {}): LearningPath => ({
  id: 'p1',
  title: 'First-year plan',
  summary: 'Your first money plan, step by step.',
  published: false,
  done: 0,
  total: 3,
  percent: 0,
  nextItemId: 'a',
  modules: [
    { title: 'Cash flow', items: [step('a', 'Budget basics'), step('b', 'Emergency fund')] },
    { title: 'Loans', items: [step('c', 'PSLF in one page')] },
  ],
  ...over,
});

type Call = { method: string; url: string; body: unknown };
/** The admin API as the console sees it; every write is recorded, and `reply` answers it. */
const api = (paths: LearningPath[], reply: (call: Call) => Response | undefined = () => undefined) => {
  const calls: Call[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const method = request.method;
      const u = new URL(request.url).pathname;
      if (method === 'GET' && u === '/api/admin/learning-paths') return HttpResponse.json({ paths });
      if (method === 'GET' && u === '/api/admin/content') return HttpResponse.json({ items: [], nextCursor: null });
      const text = await request.text();
      const call = { method, url: u, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      return reply(call) ?? HttpResponse.json(method === 'DELETE' ? { success: true } : { path: paths[0] });
    }),
  );
  return calls;
};

const renderConsole = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AdminLearningPaths />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('admin learning paths', { timeout: 30_000 }, () => {
  it('lists paths with their modules, items and state', async () => {
    api([path(), path({ id: 'p2', title: 'Second path', published: true, total: 1, modules: [{ title: 'One', items: [step('d', 'D')] }] })]);
    renderConsole();
    const list = await screen.findByRole('list', { name: 'Learning paths' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('First-year plan');
    expect(first).toHaveTextContent('2 modules · 3 items');
    expect(first).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('1 module · 1 item');
    expect(second).toHaveTextContent('Published');
    expect(within(second as HTMLElement).getByRole('button', { name: /^Unpublish\s*Second path$/ })).toBeInTheDocument();
  });

  it('edits a path: reorders items and modules, renames, and saves the order the admin sees', async () => {
    const calls = api([path()]);
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit\s*First-year plan$/ }));
    const form = screen.getByRole('form', { name: 'Edit learning path First-year plan' });
    expect(within(form).getByLabelText('Title')).toHaveValue('First-year plan');
    expect(within(form).getByLabelText('Module 1 title')).toHaveValue('Cash flow');
    await userEvent.click(within(form).getByRole('button', { name: 'Move down: Budget basics' }));
    expect(within(form).getByRole('list', { name: 'Items of module 1' })).toHaveTextContent(/1\. Emergency fund.*2\. Budget basics/);
    await userEvent.click(within(form).getByRole('button', { name: 'Move up: module 2 (Loans)' }));
    await userEvent.clear(within(form).getByLabelText('Module 2 title'));
    await userEvent.type(within(form).getByLabelText('Module 2 title'), 'Cash flow first');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/learning-paths/p1',
      body: {
        title: 'First-year plan',
        summary: 'Your first money plan, step by step.',
        published: false,
        modules: [
          { title: 'Loans', itemIds: ['c'] },
          { title: 'Cash flow first', itemIds: ['b', 'a'] },
        ],
      },
    });
  });

  it('checks the form against the domain schema before sending anything', async () => {
    const calls = api([]);
    renderConsole();
    const form = await screen.findByRole('form', { name: 'New learning path' });
    await userEvent.type(within(form).getByLabelText('Title'), 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Create path' }));
    expect(await within(form).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Summary must be at least 10 characters')).toBeInTheDocument();
    expect(within(form).getByText('Module title must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Each module needs at least one item')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('a module left empty blocks saving only until it is fixed', async () => {
    const calls = api([path()]);
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit\s*First-year plan$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: PSLF in one page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Each module needs at least one item')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: module 2 (Loans)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ modules: [{ title: 'Cash flow', itemIds: ['a', 'b'] }] });
  });

  it("places the server's field errors under the form (applyServerErrors)", async () => {
    api(
      [path()],
      () =>
        new Response(
          JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'Some fields need attention.',
            fieldErrors: { title: ['A path with this title exists'], modules: ['One of the chosen items no longer exists; reload and choose again'] },
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit\s*First-year plan$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A path with this title exists')).toBeInTheDocument();
    expect(screen.getByText('One of the chosen items no longer exists; reload and choose again')).toBeInTheDocument();
  });

  it('publishes a draft with everything else unchanged, and deletes only after confirming', async () => {
    const calls = api([path()]);
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: /^Publish\s*First-year plan$/ }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toMatchObject({ published: true, modules: [{ itemIds: ['a', 'b'] }, { itemIds: ['c'] }] });

    await userEvent.click(screen.getByRole('button', { name: /^Delete\s*First-year plan$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this learning path?' });
    expect(calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/admin/learning-paths/p1' });
  });
});
