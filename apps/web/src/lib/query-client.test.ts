import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../testing/msw.ts';
import { ApiError, api } from './api-client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it('leaves gateway answers to the API client, which has already retried them', async () => {
    let calls = 0;
    server.use(
      http.get('/api/x', () => {
        calls++;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['gateway'], queryFn: () => api('/api/x'), meta: { silent: true } })).rejects.toBeInstanceOf(ApiError);
    // One request and the API client's two retries; not three more rounds of three.
    expect(calls).toBe(3);
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

describe('error toasts', () => {
  it('a failed mutation is toasted once, by the query client, and no component adds its own', async () => {
    const { toast } = await import('./toast.ts');
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError(409, 'CONFLICT', 'Already done');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(shown).toHaveBeenCalledTimes(1);
    shown.mockRestore();

    // A component's own `onError: toastError` would show the same failure a second time.
    const fs = await import('node:fs');
    const path = await import('node:path');
    const features = path.resolve(import.meta.dirname, '../features');
    const offenders = fs
      .readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
      .filter((f) => /onError:\s*\(?\w*\)?\s*=>\s*toastError\(/.test(fs.readFileSync(path.join(features, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
