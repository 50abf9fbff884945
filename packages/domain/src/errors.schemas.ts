import { z } from 'zod';
import { ERROR_CODES, type FieldErrors } from './errors.ts';

// Kept apart from errors.ts so pages that only need the codes do not load zod.
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const ApiErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fieldErrors: FieldErrorsSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/**
 * Turns zod issues into `{ field: [messages] }`, keyed by the dotted path, with the schema's own
 * messages (the spec's texts) untouched. Issues without a path go under `_form`.
 */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldErrors => {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_form';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
};
