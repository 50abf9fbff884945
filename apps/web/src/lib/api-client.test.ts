import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('returns parsed JSON and sends JSON bodies', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns the error body into an ApiError with field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Some fields need attention.',
          fieldErrors: { email: ['Please enter a valid email address'] },
        }),
      ),
    );
    const error = (await api('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('retries a GET on 502/503/504 and succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }, { 'retry-after': '0' }))
      .mockResolvedValueOnce(json(200, { n: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/x')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a POST on 502 (it may have been applied)', async () => {
    const fetchMock = vi.fn(async () => json(502, {}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as the spec’s network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
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
