import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, toastError } from './api-client.ts';

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

/**
 * The domain schema's verdict on a form's values before they are sent: each issue goes under the
 * field its path starts with. Returns the parsed values, or null when something needs fixing (the
 * form then sends nothing). The schema is the server's own, so both refuse the same input with the
 * same words.
 */
export const applySchemaIssues = <S extends z.ZodType, F extends string>(
  schema: S,
  values: unknown,
  setError: (name: F, e: { message: string }) => void,
): z.output<S> | null => {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) setError(String(issue.path[0]) as F, { message: issue.message });
  return null;
};

/**
 * Sends a form and shows a refusal the one way forms do: the server's field messages under the
 * form's fields (applyServerErrors), any other failure as the app's error toast. Returns whether
 * the send succeeded, so the caller runs its "saved" steps only then.
 */
export const sendForm = async <F extends string>(
  send: () => Promise<unknown>,
  setError: (name: F, e: { message: string }) => void,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): Promise<boolean> => {
  try {
    await send();
    return true;
  } catch (error) {
    if (!applyServerErrors(error, setError, fields, aliases)) toastError(error);
    return false;
  }
};
