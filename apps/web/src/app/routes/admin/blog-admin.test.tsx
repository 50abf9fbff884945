import { type AdminBlogPost, routeByPath } from '@awc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import { stubResizeObserver } from '../../../testing/render-tool-page.tsx';
import BlogAdminPage from './blog-admin.tsx';

const post = (status: AdminBlogPost['status']): AdminBlogPost => ({
  id: 'p1',
  slug: 'a-post',
  title: 'A post',
  excerpt: 'An excerpt long enough for the form.',
  tags: ['taxes'],
  author: 'Editor',
  publishedAt: status === 'published' ? '2026-11-26T04:00:00.000Z' : null,
  readingMinutes: 1,
  membersOnly: false,
  coverUrl: null,
  coverAlt: null,
  body: '## Hello\n\nText.',
  status,
  visibility: 'public',
  scheduledFor: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  updatedAt: '2026-11-26T03:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('blog admin: publishing', () => {
  it('shows the status the server answered, even when a read of the post that raced the change comes back stale', async () => {
    stubResizeObserver();
    // Every read of the post answers "draft": a read that started before the publication landed.
    server.use(
      http.all('/api/*', ({ request }) => {
        const url = request.url;
        if (url.includes('/status')) return HttpResponse.json({ post: post('published') });
        if (url.includes('/preview')) return HttpResponse.json({ html: '<h2>Hello</h2>' });
        if (url.includes('/api/admin/blog/posts/p1') && request.method === 'GET') return HttpResponse.json({ post: post('draft') });
        return HttpResponse.json({ posts: [] });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/admin/blog?edit=p1']}>
          <BlogAdminPage route={routeByPath('/admin/blog')} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const publication = await screen.findByRole('complementary', { name: 'Publication' });
    expect(within(publication).getByText('Draft', { exact: true })).toBeInTheDocument();
    await userEvent.click(within(publication).getByRole('button', { name: 'Publish now' }));
    expect(await within(publication).findByText('Published', { exact: true })).toBeInTheDocument();
    // And it stays so: the stale read is not fetched again over the answer.
    await new Promise((r) => setTimeout(r, 100));
    expect(within(publication).getByText('Published', { exact: true })).toBeInTheDocument();
  });
});
