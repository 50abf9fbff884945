import { type BlogListResponse, routeByPath } from '@awc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import BlogIndexPage from './blog-index.tsx';

const post = (n: number) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: 'An excerpt.',
  tags: ['taxes'],
  author: 'Editor',
  publishedAt: '2026-11-01T12:00:00.000Z',
  readingMinutes: 4,
  membersOnly: false,
  coverUrl: null,
  coverAlt: null,
});
const list = (count: number, total: number): BlogListResponse => ({
  posts: Array.from({ length: count }, (_, i) => post(i)),
  total,
  page: 1,
  pageCount: Math.ceil(total / 9),
  tags: [{ tag: 'taxes', count: 7 }],
});

describe('blog index filters', () => {
  it('never shows the previous list’s count beside a new filter while it loads', async () => {
    // The Taxes filter's answer waits until the test releases it.
    const pending: (() => void)[] = [];
    server.use(
      http.get('/api/blog/posts', async ({ request }) => {
        if (new URL(request.url).searchParams.get('tag') !== 'taxes') return HttpResponse.json(list(9, 12));
        await new Promise<void>((resolve) => pending.push(resolve));
        return HttpResponse.json(list(7, 7));
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/blog?q=roth']}>
          <BlogIndexPage route={routeByPath('/blog')} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/12 articles/)).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Filter by topic' })).getByRole('link', { name: /^Taxes/ }));
    expect(await screen.findByText(/Finding articles/)).toBeInTheDocument();
    expect(screen.queryByText(/12 articles/)).not.toBeInTheDocument();

    pending[0]?.();
    expect(await screen.findByText(/7 articles/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });
});
