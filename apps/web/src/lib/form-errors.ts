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
