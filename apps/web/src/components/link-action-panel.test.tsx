import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { useLinkAction } from './link-action-panel.tsx';

const FALLBACK = 'We could not unsubscribe you just now. Please try again in a moment.';

describe('useLinkAction', () => {
  it('a refused link shows the server’s reason and the button can be pressed again', async () => {
    const action = vi.fn(async () => {
      throw new ApiError(400, 'BAD_REQUEST', 'This link has expired.');
    });
    const { result } = renderHook(() => useLinkAction(action, FALLBACK));
    await act(() => result.current.run());
    expect(result.current.error).toBe('This link has expired.');
    expect(result.current.pending).toBe(false);
  });

  it('a server failure shows the page’s own message, not the raw error', async () => {
    const { result } = renderHook(() =>
      useLinkAction(async () => {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'upstream timeout');
      }, FALLBACK),
    );
    await act(() => result.current.run());
    expect(result.current.error).toBe(FALLBACK);
  });

  it('a success clears an earlier error and stays pending while the page moves on', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useLinkAction(async () => {
        if (fail) throw new Error('offline');
      }, FALLBACK),
    );
    await act(() => result.current.run());
    expect(result.current.error).toBe(FALLBACK);
    fail = false;
    await act(() => result.current.run());
    expect(result.current.error).toBeNull();
    expect(result.current.pending).toBe(true);
  });
});
