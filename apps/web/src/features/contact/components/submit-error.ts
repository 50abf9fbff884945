import { MESSAGES } from '@awc/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/** Server field errors go under their fields; anything else becomes one message above the button. */
export const applySubmitError = <T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): string | null => {
  if (error instanceof ApiError && error.fieldErrors) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (fields.includes(field)) {
        setError(field as Path<T>, { message: messages.join(' ') });
        placed = true;
      }
    }
    if (placed) return null;
  }
  if (error instanceof ApiError && (error.status === 429 || error.code === 'NETWORK')) return error.message || MESSAGES.unexpected;
  return 'Your message could not be sent. Please try again in a moment.';
};
