import { ApiError } from './api-client.ts';
import type { FieldError } from 'react-hook-form';

/**
 * Every message of a field (forms use criteriaMode 'all'), so a password that breaks three rules
 * shows all three under the field at once.
 */
export const fieldMessages = (error: FieldError | undefined): string[] => {
  if (!error) return [];
  const fromTypes = error.types
    ? Object.values(error.types)
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .filter((v): v is string => typeof v === 'string')
    : [];
  const all = fromTypes.length ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all)];
};

/**
 * The one way a form shows the server's refusal: each field message goes under the field the form
 * has (`aliases` maps a server field name onto the form's, as `password` onto `newPassword`).
 * Returns whether any message was placed; when none was, the caller shows its toast instead.
 */
export const applyServerErrors = <F extends string>(
  error: unknown,
  setError: (name: F, e: { message: string }) => void,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): boolean => {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = (aliases[field] ?? field) as F;
    if (fields.includes(name) && messages.length) {
      setError(name, { message: messages.join(' ') });
      applied = true;
    }
  }
  return applied;
};
