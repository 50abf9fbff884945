import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors } from './form-errors.ts';

describe('applyServerErrors', () => {
  it('puts every message under the field the form has, through an alias where the names differ', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some fields need attention.', {
      password: ['Password must contain at least one number', 'Password must contain at least one uppercase letter'],
      token: ['not a form field'],
    });
    expect(applyServerErrors(error, setError, ['currentPassword', 'newPassword'], { password: 'newPassword' })).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('newPassword', {
      message: 'Password must contain at least one number Password must contain at least one uppercase letter',
    });
  });

  it('says it placed nothing for an error without field messages, so the caller shows a toast', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError(500, 'INTERNAL', 'x'), setError, ['title'])).toBe(false);
    expect(applyServerErrors(new ApiError(400, 'VALIDATION_FAILED', 'x', { other: ['m'] }), setError, ['title'])).toBe(false);
    expect(applyServerErrors(new Error('plain'), setError, ['title'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
