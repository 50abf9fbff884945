import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('query retries', () => {
  it('leaves gateway answers to the API client, which has already retried them', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['gateway'], queryFn: () => api('/api/x'), meta: { silent: true } })).rejects.toBeInstanceOf(ApiError);
    // One request and the API client's two retries; not three more rounds of three.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries a network failure or another server error twice, and a refusal never', () => {
    const network = new ApiError(0, 'NETWORK', 'offline');
    const internal = new ApiError(500, 'INTERNAL', 'x');
    expect([0, 1, 2].map((n) => shouldRetry(n, network))).toEqual([true, true, false]);
    expect(shouldRetry(0, internal)).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(504, 'INTERNAL', 'x'))).toBe(false);
  });
});
