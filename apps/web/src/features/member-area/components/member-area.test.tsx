import { MESSAGES } from '@awc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/msw.ts';
import type { Dashboard } from '../api/member-area-api.ts';
import { ContentHub } from './content-hub.tsx';
import { MemberDashboard } from './member-dashboard.tsx';
import { SessionHubManager } from './session-hub-manager.tsx';

const wrap = (ui: ReactNode, path = '/') => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
  </QueryClientProvider>
);
/** Answers the API paths given and 404 to any other; returns every request seen ("METHOD /path"). */
const answer = (routes: Record<string, unknown>) => {
  const seen: string[] = [];
  server.use(
    http.all('/api/*', ({ request }) => {
      const { pathname } = new URL(request.url);
      seen.push(`${request.method} ${pathname}`);
      if (!(pathname in routes)) return HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 });
      return HttpResponse.json(routes[pathname] as Record<string, unknown>);
    }),
  );
  return seen;
};

const dashboard: Dashboard = {
  firstName: 'Morgan',
  fullName: 'Morgan Member',
  membership: { isSubscribed: true, status: 'active', plan: 'annual', memberSince: '2026-01-05T12:00:00.000Z' },
  profileCompletion: { complete: false, missing: ['Headline'], percent: 67 },
  achievements: [{ id: 'first_login', name: 'First Login', awardedAt: '2026-01-05T12:00:00.000Z' }],
  notifications: [
    { id: 'n1', title: 'Hello <b>there</b>', message: 'Plain text only', linkUrl: '/content', readAt: null, createdAt: new Date().toISOString() },
  ],
  upcomingSessions: [],
  recommendedTools: [{ path: '/tools/net-worth', title: 'Net Worth Calculator', description: 'Add it up.' }],
  newContent: [],
};

describe('MemberDashboard', () => {
  it('greets by name and shows membership, missing profile fields and notifications as text', async () => {
    answer({ '/api/dashboard': dashboard });
    render(wrap(<MemberDashboard heading="Dashboard" isAdmin={false} />));
    expect(await screen.findByText('Welcome back, Morgan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Active membership · Annual')).toBeInTheDocument();
    expect(screen.getByText('Member since January 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Missing from your profile' })).toHaveTextContent('Headline');
    expect(screen.getByText('Hello <b>there</b>')).toBeInTheDocument();
    expect(screen.getByText('just now')).toBeInTheDocument();
    // No saved-scenarios section until the member-tools feature provides one.
    expect(document.querySelector('[data-slot="saved-scenarios"]')).toBeNull();
  });

  it('mounts the saved scenarios it is given', async () => {
    answer({ '/api/dashboard': dashboard });
    render(wrap(<MemberDashboard heading="Dashboard" isAdmin={false} savedScenarios={<p>Scenario A</p>} />));
    expect(await screen.findByText('Scenario A')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Saved scenarios' })).toContainElement(screen.getByText('Scenario A'));
  });
});

describe('SessionHubManager', () => {
  it('shows every field’s message and sends nothing for bad input', async () => {
    const seen = answer({ '/api/admin/sessions': { sessions: [] } });
    render(wrap(<SessionHubManager />));
    await userEvent.type(screen.getByLabelText('Join link'), 'ftp://nope');
    await userEvent.clear(screen.getByLabelText('Duration (minutes)'));
    await userEvent.type(screen.getByLabelText('Duration (minutes)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule session' }));
    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Join link must be an https:// address')).toBeInTheDocument();
    expect(screen.getByText('Duration must be at least 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(seen.filter((r) => r.startsWith('POST '))).toHaveLength(0);
  });
});

describe('ContentHub item', () => {
  it('shows the body the server rendered and sanitized, and loads the player only on request, from the rebuilt address', async () => {
    answer({
      '/api/content/v1': {
        item: {
          id: 'v1',
          title: 'Index funds',
          summary: 'A lesson.',
          body: 'One <img src=x onerror=alert(1)>\n\nTwo',
          // What the server's Markdown renderer and sanitizer answer for that body (decision 346).
          bodyHtml: '<p>One &lt;img src=x onerror=alert(1)&gt;</p>\n<p>Two</p>',
          kind: 'video',
          category: 'investing',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          published: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          saved: false,
          read: false,
        },
      },
    });
    render(wrap(<ContentHub />, '/content?item=v1'));
    expect(await screen.findByText('One <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('says an item that cannot be opened is not available, why, and links back to the hub', async () => {
    answer({});
    render(wrap(<ContentHub />, '/content?item=gone'));
    expect(await screen.findByText('This item is not available')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Content Hub' })).toHaveAttribute('href', '/content');
  });
});
