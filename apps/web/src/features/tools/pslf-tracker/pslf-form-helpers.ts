import { toFieldErrors } from '@awc/domain';
import { ApiError } from '../../../lib/api-client.ts';

export type Errors = Record<string, string>;

/**
 * A typed count as the schema's number: blank stays undefined (the "required" message), text that
 * is not a number becomes a fraction so the schema answers "whole number".
 */
export const countValue = (s: string): number | undefined => {
  const t = s.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : 0.5;
};

/** The first message per field, as the page shows them under each input. */
export const firstErrors = (issues: Parameters<typeof toFieldErrors>[0]): Errors => {
  const out: Errors = {};
  for (const [field, messages] of Object.entries(toFieldErrors(issues))) if (messages[0]) out[field] = messages[0];
  return out;
};

/** Field messages from the server's 400, or null for any other failure. */
export const serverErrors = (error: unknown): Errors | null => {
  if (error instanceof ApiError && error.fieldErrors) {
    const out: Errors = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages?.[0]) out[field] = messages[0];
    return out;
  }
  return null;
};
