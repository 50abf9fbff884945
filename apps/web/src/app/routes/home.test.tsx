import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../../testing/msw.ts';
import HomePage from './home.tsx';

describe('home page pricing teaser', () => {
  it('starts on the default prices (the prerendered HTML) and shows the prices the server is set to', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      http.get('/api/billing/plans', async () => {
        asked++;
        await answered;
        return HttpResponse.json({ provider: 'demo', prices: { monthly: 45, annual: 450 }, currency: 'usd' });
      }),
    );
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('price-monthly')).toHaveTextContent('$39/month');
    expect(screen.getByText('Annual · save $78')).toBeInTheDocument();

    answer();
    expect(await screen.findByText('Annual · save $90')).toBeInTheDocument();
    expect(screen.getByTestId('price-monthly')).toHaveTextContent('$45/month');
    expect(screen.getByTestId('price-annual')).toHaveTextContent('$450/year');
    expect(asked).toBe(1);
  });
});
