import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('home page pricing teaser', () => {
  it('starts on the default prices (the prerendered HTML) and shows the prices the server is set to', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn((_url: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('price-monthly')).toHaveTextContent('$39/month');
    expect(screen.getByText('Annual · save $78')).toBeInTheDocument();

    answer(json({ provider: 'demo', prices: { monthly: 45, annual: 450 }, currency: 'usd' }));
    expect(await screen.findByText('Annual · save $90')).toBeInTheDocument();
    expect(screen.getByTestId('price-monthly')).toHaveTextContent('$45/month');
    expect(screen.getByTestId('price-annual')).toHaveTextContent('$450/year');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/billing/plans');
  });
});
