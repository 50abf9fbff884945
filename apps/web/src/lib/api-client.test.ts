import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../testing/msw.ts';
import { ApiError, api, errorMessage } from './api-client.ts';

describe('api client', () => {
  it('returns parsed JSON and sends JSON bodies', async () => {
    const seen: { body: string; contentType: string | null; accept: string | null }[] = [];
    server.use(
      http.post('/api/x', async ({ request }) => {
        seen.push({ body: await request.text(), contentType: request.headers.get('content-type'), accept: request.headers.get('accept') });
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ body: '{"a":1}', contentType: 'application/json', accept: 'application/json' }]);
  });

  it('turns the error body into an ApiError with field errors', async () => {
    server.use(
      http.post('/api/x', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Some fields need attention.', fieldErrors: { email: ['Please enter a valid email address'] } },
          { status: 400 },
        ),
      ),
    );
    const error = (await api('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('retries a GET on 502/503/504 and succeeds', async () => {
    const answers = [
      () => HttpResponse.json({}, { status: 502 }),
      () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'x' }, { status: 503, headers: { 'retry-after': '0' } }),
      () => HttpResponse.json({ n: 1 }),
    ];
    let calls = 0;
    server.use(http.get('/api/x', () => (answers[calls++] ?? answers[2])?.()));
    await expect(api('/api/x')).resolves.toEqual({ n: 1 });
    expect(calls).toBe(3);
  });

  it('does not retry a POST on 502 (it may have been applied)', async () => {
    let calls = 0;
    server.use(
      http.post('/api/x', () => {
        calls++;
        return HttpResponse.json({}, { status: 502 });
      }),
    );
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('reports a network failure as the spec’s network message', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()));
    const error = await api('/api/x').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Network error. Please check your connection');
  });

  it.each([
    [403, "You don't have permission to perform this action"],
    [404, 'The requested resource was not found'],
    [429, 'Too many attempts. Please try again later'],
    [500, 'An unexpected error occurred'],
  ])('maps %i to the spec’s toast text', (status, text) => {
    expect(errorMessage(new ApiError(status, 'INTERNAL', 'server text'))).toBe(text);
  });
});
